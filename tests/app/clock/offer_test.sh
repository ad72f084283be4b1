#!/usr/bin/env bash
# The start screen's offer of an unfinished game (CTest label `gui`), under Xvfb with real keys:
#   1. a scripted game leaves an unfinished journal in a temporary folder;
#   2. pendule started there shows the offer before anything else (screenshot: the card and an
#      enabled Resume button), R resumes it: the game comes back paused and the footer carries the
#      gap notice in the warning colour (screenshot);
#   3. a second unfinished game: the next start offers the most recent of the two (2 unfinished),
#      N gives the new-game screen and sets that journal aside: its bytes kept, a set-aside record
#      appended; the next start offers the other one, N sets it aside too;
#   4. the next interactive start shows no offer at all;
#   5. pendule-cli replay and export read both set-aside journals and show the setting aside.
# The offer is the start screen of the program's one window: the clock's screens follow in it.
#   offer_test.sh PENDULE PROBE PENDULE_CLI OUTDIR
# Every run names its own journal folder; HOME and XDG_DATA_HOME point into OUTDIR as well, so
# nothing can land in the user's ~/.local/share/pendule. A missing tool is a failure, never a skip.
set -euo pipefail

PENDULE=$1 PROBE=$2 CLI=$3 OUT=$4
fail() { echo "FAIL (resume offer): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
need_tools "Debian: xvfb, xdotool, imagemagick" xvfb-run xdotool import

if [ -z "${PENDULE_OFFER_TEST_INNER:-}" ]; then
    rm -rf "$OUT" && mkdir -p "$OUT"
    rerun_under_xvfb 1280x720x24 PENDULE_OFFER_TEST_INNER "$@"
fi

export LIBGL_ALWAYS_SOFTWARE=1
export HOME="$OUT/home" XDG_DATA_HOME="$OUT/home/data"
mkdir -p "$XDG_DATA_HOME"
JOURNALS="$OUT/journals"
mkdir -p "$JOURNALS"
# expect FILE "X Y" "R G B" what
expect() {
    local got
    # shellcheck disable=SC2086
    got=$("$PROBE" "$1" $2 | sed -n 2p | cut -d' ' -f3-)
    [ "$got" = "$3" ] || fail "$4: pixel ($2) of $1 is ($got), expected ($3)"
    echo "ok: $4 ($2) = ($got)"
}
PID=
trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; true' EXIT
windows() { xdotool search --name '^Pendule$' 2>/dev/null | sort; }
focus() {
    find_window
    xdotool windowmove "$WID" 0 0
    give_focus
}
stop() {
    kill "$PID"
    wait "$PID" 2>/dev/null || true
    PID=
}
# An unfinished game: started, three presses, no result. Prints the new journal's path.
scripted_game() { # scripted_game NAME
    local before_list after_list new
    before_list=$(ls "$JOURNALS")
    "$PENDULE" --journal-dir "$JOURNALS" --start --preset 600+5 --names "Alice Martin" "Bruno Lefèvre" --board 7 \
        --script "wait 3000; key LShift; wait 2000; key RShift; wait 4000; key LShift; wait 1500" \
        >"$OUT/$1.trace" 2>"$OUT/$1.err" || fail "the scripted game failed: $(cat "$OUT/$1.err")"
    after_list=$(ls "$JOURNALS")
    new=$(comm -13 <(echo "$before_list") <(echo "$after_list") | grep '\.journal$' || true)
    [ -n "$new" ] && [ "$(wc -l <<<"$new")" -eq 1 ] || fail "expected one new journal in $JOURNALS, got '$new'"
    grep -q " press " "$JOURNALS/$new" || fail "the scripted game recorded no press in $new"
    echo "$JOURNALS/$new"
}
# N on the offer of JOURNAL (the one expected among UNFINISHED), run with extra options; checks
# the setting aside: the journal's bytes unchanged, one set-aside record after them.
new_game_on() { # new_game_on JOURNAL UNFINISHED NAME [options...]
    local journal=$1 unfinished=$2 name=$3
    shift 3
    local size before tail_text
    size=$(stat -c %s "$journal")
    before=$(sha256sum "$journal" | cut -d' ' -f1)
    TRACE="$OUT/$name.trace"
    "$PENDULE" --journal-dir "$JOURNALS" --trace "$@" >"$TRACE" 2>"$OUT/$name.err" &
    PID=$!
    wait_for "$TRACE" "^offer can_resume=1" 20
    grep -q "^offer-journal unfinished=$unfinished file=$(basename "$journal")$" "$TRACE" ||
        fail "$name: expected the offer of $(basename "$journal") among $unfinished: $(grep '^offer-journal' "$TRACE")"
    focus
    sleep 0.3
    xdotool key n
    wait_for "$TRACE" "^offer choice=new-game" 5
    wait_for "$TRACE" "^set-aside $(basename "$journal")" 5
    wait_for "$TRACE" "^ready" 20
    grep -q "^state phase=0" "$TRACE" || ! grep -q "^state" "$TRACE" || fail "$name: not on the new-game screen"
    ! grep -q "^resumed" "$TRACE" || fail "$name: N resumed the game"
    stop
    [ "$(head -c "$size" "$journal" | sha256sum | cut -d' ' -f1)" = "$before" ] ||
        fail "$name: N changed the bytes of the unfinished journal"
    tail_text=$(tail -c +"$((size + 1))" "$journal")
    [ "$(wc -l <<<"$tail_text")" -eq 1 ] &&
        grep -q "^[0-9a-f]\{8\} set-aside seq=[0-9]* t=[0-9]* wall=[0-9]* text=New%20game" <<<"$tail_text" ||
        fail "$name: expected one set-aside record after the journal, got: $tail_text"
    echo "ok: N set $(basename "$journal") aside, its $size bytes unchanged"
}

# 1. An unfinished game.
JOURNAL=$(scripted_game game)

# 2. The offer, then R.
TRACE="$OUT/offer.trace"
"$PENDULE" --journal-dir "$JOURNALS" --trace >"$TRACE" 2>"$OUT/offer.err" &
PID=$!
wait_for "$TRACE" "^offer can_resume=1" 20
! grep -q "^ready" "$TRACE" || fail "the clock's screens came before the arbiter chose"
grep -q "^offer-journal unfinished=1 file=$(basename "$JOURNAL")$" "$TRACE" || fail "the offer is not of $JOURNAL"
focus
sleep 0.5
offer_window=$(windows)
[ "$(wc -l <<<"$offer_window")" -eq 1 ] || fail "expected one Pendule window for the offer, got: $offer_window"
import -window root "$OUT/offer.png"
expect "$OUT/offer.png" "1150 600" "24 28 33" "the offer's card"
expect "$OUT/offer.png" "105 630" "56 70 92" "the Resume button, enabled"
xdotool key r
wait_for "$TRACE" "^offer choice=resume" 5
wait_for "$TRACE" "^resumed at_ms=" 10
wait_for "$TRACE" "^ready" 20
grep -q "^command pause.*accepted=1" "$TRACE" || fail "the resumed game was not paused"
[ "$(windows)" = "$offer_window" ] || fail "the clock did not go on in the offer's window ($offer_window): $(windows)"
echo "ok: one window, the offer then the clock"
focus
sleep 0.5
import -window root "$OUT/resumed.png"
points=()
for ((x = 80; x < 1200; x += 2)); do points+=("$x" 686 "$x" 689 "$x" 692); done
footer=$("$PROBE" "$OUT/resumed.png" "${points[@]}")
grep -q " 224 160 48$" <<<"$footer" ||
    fail "no gap notice (warning colour 224 160 48) in the footer of $OUT/resumed.png"
echo "ok: the paused screen shows the gap notice"
stop
python3 - "$JOURNAL" <<'EOF' || fail "the resumed journal has no resumed record"
import sys
sys.exit(0 if any(" resumed " in line for line in open(sys.argv[1], encoding="utf-8")) else 1)
EOF

# 3. A second unfinished game, more recent: offered first (2 unfinished), N sets it aside (in
# French); then the first one is offered (1 unfinished), N sets it aside as well.
SECOND=$(scripted_game second)
new_game_on "$SECOND" 2 new-second --lang fr
new_game_on "$JOURNAL" 1 new-first

# 4. No offer any more: the start goes straight to the new-game screen.
TRACE="$OUT/no-offer.trace"
"$PENDULE" --journal-dir "$JOURNALS" --trace >"$TRACE" 2>"$OUT/no-offer.err" &
PID=$!
wait_for "$TRACE" "^ready" 20
sleep 0.3
stop
! grep -q "^offer" "$TRACE" || fail "a start after N still offered a game: $(grep '^offer' "$TRACE")"
echo "ok: the start after N shows no offer"

# 5. Both set-aside journals are read whole by replay and export, which show the setting aside.
for j in "$JOURNAL" "$SECOND"; do
    "$CLI" replay "$j" >"$OUT/replay.out" 2>"$OUT/replay.err" || fail "replay of $j: $(cat "$OUT/replay.err")"
    grep -q "^Set aside [0-9-]* [0-9:]* UTC (game time [0-9:.]*): New game chosen at the start instead of resuming$" \
        "$OUT/replay.out" || fail "replay of $j does not show the setting aside: $(cat "$OUT/replay.out")"
    [ ! -s "$OUT/replay.err" ] || fail "replay of $j warned: $(cat "$OUT/replay.err")"
    "$CLI" replay "$j" --json >"$OUT/replay.json" || fail "replay --json of $j"
    python3 - "$OUT/replay.json" <<'EOF' || fail "replay --json of $j: no set_aside, or presses missing"
import json, sys
game = json.load(open(sys.argv[1], encoding="utf-8"))
assert game["presses"] == 3, game["presses"]
assert game["set_aside"] and game["set_aside"]["reason"].startswith("New game"), game["set_aside"]
assert game["result"] is None
EOF
    "$CLI" export "$j" --pgn >"$OUT/export.pgn" || fail "export --pgn of $j"
    grep -q "Set aside" "$OUT/export.pgn" || fail "the PGN export of $j does not show the setting aside"
    grep -q "Press 3: White move 2" "$OUT/export.pgn" || fail "the PGN export of $j lost a press"
    "$CLI" export "$j" --json | grep '"set_aside": {"line": ' >/dev/null || fail "export --json of $j has no set_aside"
done
echo "ok: replay and export read the set-aside journals and show it"
[ -z "$(ls -A "$XDG_DATA_HOME")" ] || fail "something was written to $XDG_DATA_HOME"
