#!/usr/bin/env bash
# scripts/check-layers.sh refuses each kind of violation: on a copy of src/ and the script, one line
# that breaks one rule is added to one file at a time; the check must fail and name that rule, and
# pass again once the line is gone. A positive control first: the copy as it is passes.
#   tests/scripts/check_layers_test.sh REPOSITORY
set -uo pipefail
repo=$1
. "$(dirname "$0")/refusal_lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$repo/src" "$repo/scripts" "$work/" || exit 1
cd "$work" || exit 1
failures=0
if ! scripts/check-layers.sh >out.txt 2>&1; then
    echo "check_layers_test: the unchanged copy fails:"; cat out.txt
    exit 1
fi
# inject FILE LINE RULE: FILE with LINE added must fail with RULE in the check's output.
inject() {
    local file=$1 line=$2 rule=$3
    [ -f "$file" ] || { echo "FAIL: $file is not in src/ any more (the test names a file that moved)"; failures=$((failures + 1)); return; }
    cp "$file" "$file.orig"
    printf '%s\n' "$line" >>"$file"
    refused "$file += '$line'" "$rule" scripts/check-layers.sh
    mv "$file.orig" "$file"
}
beyond='an include beyond what the layer may use'
inject src/hall/server/hall_routes.cpp '#include "cli/commands.hpp"' "$beyond"
inject src/app/desk/platform/desk_app.cpp '#include "cli/commands.hpp"' "$beyond"
inject src/app/clock/platform/app.cpp '#include "hall/server/hall_store.hpp"' "$beyond"
inject src/hall/link/mqtt_client.cpp '#include "hall/server/hall_store.hpp"' "$beyond"
inject src/cli/cmd_round.cpp '#include "hall/server/hall_service.hpp"' "$beyond"
inject src/app/clock/model/session.cpp 'const auto t = std::chrono::steady_clock::now();' 'a clock read below the platform'
inject src/app/desk/view/desk_view.cpp '#include "io/os/wall_clock.hpp"' 'a clock read below the platform'
inject src/hall/server/live_feed.cpp 'const auto t = std::chrono::steady_clock::now();' "a clock read in the hall's server outside main.cpp"
inject src/hall/server/hall_service.cpp 'const auto t = io::wall_now_ms();' "a clock read in the hall's server outside main.cpp"
below='a file opened below the platform'
inject src/app/clock/input/input.cpp 'const auto text = io::read_text_file(path);' "$below"
inject src/app/clock/model/journal_recorder.cpp 'auto w = io::JournalWriter::create(dir, header);' "$below"
inject src/app/desk/model/desk.cpp 'auto read = io::read_round_journal_file(path);' "$below"
inject src/app/clock/view/make_view.cpp 'std::ifstream in(path);' "$below"
inject src/app/common/draw/fonts.cpp 'const bool there = std::filesystem::exists(path);' "$below"
inject src/app/desk/input/desk_input.cpp 'auto preset = io::resolve_preset(text);' "$below"
inject src/app/common/model/app_config.cpp '#include "io/os/text_file.hpp"' "$below"
inject src/hall/server/hall_service.cpp 'std::ofstream out(dir / "round.pgn");' "a file opened in the hall's service"
inject src/app/clock/model/session.cpp '#include <windows.h>' "the operating system's headers outside the platform rooms"
inject src/io/journal/journal.cpp '#include <unistd.h>' "the operating system's headers outside the platform rooms"
inject src/io/journal/journal.cpp '#if defined(_WIN32)' 'a system chosen by #if inside a file'
inject src/app/clock/platform/app.cpp '#ifdef __linux__' 'a system chosen by #if inside a file'
inject src/io/journal/journal.cpp '#include <sqlite3.h>' "SQLite outside the hall's store"
inject src/cli/cmd_round.cpp '#include <mosquitto.h>' 'libmosquitto outside the hall'
inject src/app/clock/platform/app.cpp '#include <espeak-ng/speak_lib.h>' 'eSpeak NG outside the voice'
inject src/io/preset/preset.cpp '#include <SFML/System.hpp>' 'SFML outside the window'
touch src/hall/stray.cpp
if scripts/check-layers.sh >out.txt 2>&1 || ! grep -qF 'src/hall holds only link/' out.txt; then
    echo "FAIL: a file beside src/hall/link and src/hall/server passed"; failures=$((failures + 1))
else
    echo "ok: src/hall/stray.cpp: src/hall holds only link/ and server/"
fi
rm src/hall/stray.cpp
if ! scripts/check-layers.sh >out.txt 2>&1; then
    echo "FAIL: the copy with every line taken off fails:"; cat out.txt; failures=$((failures + 1))
fi
[ "$failures" -eq 0 ] && echo "check_layers_test: every violation refused"
exit $((failures > 0))
