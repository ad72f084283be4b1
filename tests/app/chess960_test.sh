#!/usr/bin/env bash
# Issue 27: `pendule --chess960 N` under Xvfb journals a Chess960 game (the header's variant and
# start), which `pendule-cli export --pgn` gives back as Variant, SetUp and FEN tags.
#   chess960_test.sh PENDULE PENDULE_CLI OUT_DIR
set -euo pipefail
PENDULE=$1
CLI=$2
OUT=$3
rm -rf "$OUT"
mkdir -p "$OUT/journals"
fail() { echo "chess960_test: $*" >&2; exit 1; }

# Start position 0 is BBQNNRKR (the standard numbering).
"$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" "$PENDULE" --journal-dir "$OUT/journals" \
    --chess960 0 --preset 300 --start --script "wait 1000; key LShift; wait 500" \
    --screenshot "$OUT/chess960.png" >"$OUT/out.txt" 2>"$OUT/err.txt" || fail "pendule failed: $(cat "$OUT/err.txt")"
journal=$(ls "$OUT"/journals/*.journal)
[ "$(echo "$journal" | wc -l)" = 1 ] || fail "expected one journal, got: $journal"
head -n 1 "$journal" | grep -q ' variant=chess960 start=bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR%20w%20KQkq%20-%200%201 ' ||
    fail "the header has no Chess960 start: $(head -n 1 "$journal")"
"$CLI" export "$journal" --pgn >"$OUT/game.pgn"
grep -qx '\[Variant "Chess960"\]' "$OUT/game.pgn" || fail "no Variant tag in the export"
grep -qx '\[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"\]' "$OUT/game.pgn" ||
    fail "no FEN tag in the export"

# A number out of range: exit 2, the option named, no journal written.
set +e
"$PENDULE" --journal-dir "$OUT/journals-bad" --chess960 960 2>"$OUT/bad.txt"
status=$?
set -e
[ "$status" = 2 ] || fail "--chess960 960 exited $status"
grep -q "^pendule: --chess960: expected a whole number from 0 to 959, got '960'" "$OUT/bad.txt" ||
    fail "message: $(cat "$OUT/bad.txt")"
[ ! -e "$OUT/journals-bad" ] || [ -z "$(ls -A "$OUT/journals-bad")" ] || fail "a journal was written for a bad number"
echo "chess960_test: ok"
