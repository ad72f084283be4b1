#!/usr/bin/env bash
# Brings every catalogue of po/ up to date with the messages of the sources: xgettext extracts them
# (the same keywords as tests/i18n/check_catalogues.py; msg_in is the arbiter core's message in a context), msgmerge adds the new ones (untranslated),
# marks changed ones fuzzy and drops the ones no longer used. Then translate, and run the suite.
set -euo pipefail
cd "$(dirname "$0")/.."
pot=$(mktemp --suffix=.pot)
trap 'rm -f "$pot"' EXIT
find src -name '*.cpp' -o -name '*.hpp' | sort |
    xargs xgettext --force-po --from-code=UTF-8 --language=C++ --no-wrap --package-name=pendule \
        --keyword=tr:1 --keyword=trc:1c,2 --keyword=trn:1,2 --keyword=N_:1 --keyword=NC_:1c,2 --keyword=msg_in:1c,2 -o "$pot"
for po in po/*.po; do
    msgmerge --quiet --update --backup=none --no-wrap "$po" "$pot"
    msgattrib --no-obsolete --no-wrap -o "$po" "$po"
    echo "$po: $(msgfmt --statistics -o /dev/null "$po" 2>&1)"
done
