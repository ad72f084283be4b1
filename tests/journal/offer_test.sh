#!/usr/bin/env bash
# The start screen's offer of an unfinished game (CTest label `gui`), under Xvfb with real keys:
#   1. a scripted game leaves an unfinished journal in a temporary folder;
#   2. pendule started there shows the offer before anything else (screenshot: the card and an
#      enabled Resume button), R resumes it: the game comes back paused and the footer carries the
#      gap notice in the warning colour (screenshot);
#   3. started again, N gives the new-game screen and leaves the unfinished journal as it was.
#   offer_test.sh PENDULE PROBE OUTDIR
# Every run names its own journal folder; HOME and XDG_DATA_HOME point into OUTDIR as well, so
# nothing can land in the user's ~/.local/share/pendule. A missing tool is a failure, never a skip.
set -euo pipefail

PENDULE=$1 PROBE=$2 OUT=$3
fail() { echo "FAIL (resume offer): $*" >&2; exit 1; }
for tool in xvfb-run xdotool import; do
    command -v "$tool" >/dev/null || fail "$tool is not installed (Debian: xvfb, xdotool, imagemagick)"
done

if [ -z "${PENDULE_OFFER_TEST_INNER:-}" ]; then
    rm -rf "$OUT" && mkdir -p "$OUT"
    PENDULE_OFFER_TEST_INNER=1 exec xvfb-run -a -s "-screen 0 1280x720x24" bash "$0" "$@"
fi

export LIBGL_ALWAYS_SOFTWARE=1
export HOME="$OUT/home" XDG_DATA_HOME="$OUT/home/data"
mkdir -p "$XDG_DATA_HOME"
JOURNALS="$OUT/journals"
mkdir -p "$JOURNALS"
wait_for() { # wait_for FILE PATTERN SECONDS
    local i
    for ((i = 0; i < $3 * 20; i++)); do
        grep -q -- "$2" "$1" 2>/dev/null && return 0
        sleep 0.05
    done
    fail "no '$2' in $1 after $3 s (stderr: $(tail -n 3 "${1%.trace}.err" 2>/dev/null))"
}
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
focus() {
    local wid
    wid=$(xdotool search --sync --name '^Pendule$' | head -1)
    xdotool windowmove "$wid" 0 0
    xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowactivate --sync "$wid" 2>/dev/null || true
}

# 1. An unfinished game: started, three presses, no result.
"$PENDULE" --journal-dir "$JOURNALS" --start --preset 600+5 --names "Alice Martin" "Bruno Lefèvre" --board 7 \
    --script "wait 3000; key LShift; wait 2000; key RShift; wait 4000; key LShift; wait 1500" \
    >"$OUT/game.trace" 2>"$OUT/game.err" || fail "the scripted game failed: $(cat "$OUT/game.err")"
mapfile -t journals < <(ls "$JOURNALS"/*.journal 2>/dev/null)
[ "${#journals[@]}" -eq 1 ] || fail "expected one journal in $JOURNALS, found ${#journals[@]}"
JOURNAL=${journals[0]}
grep -q " press " "$JOURNAL" || fail "the scripted game recorded no press in $JOURNAL"
before=$(sha256sum "$JOURNAL" | cut -d' ' -f1)

# 2. The offer, then R.
TRACE="$OUT/offer.trace"
"$PENDULE" --journal-dir "$JOURNALS" --trace >"$TRACE" 2>"$OUT/offer.err" &
PID=$!
wait_for "$TRACE" "^offer can_resume=1" 20
! grep -q "^ready" "$TRACE" || fail "the clock's window opened before the arbiter chose"
focus
sleep 0.5
import -window root "$OUT/offer.png"
expect "$OUT/offer.png" "1150 600" "24 28 33" "the offer's card"
expect "$OUT/offer.png" "105 630" "56 70 92" "the Resume button, enabled"
xdotool key r
wait_for "$TRACE" "^offer choice=resume" 5
wait_for "$TRACE" "^resumed at_ms=" 10
wait_for "$TRACE" "^ready" 20
grep -q "^command pause.*accepted=1" "$TRACE" || fail "the resumed game was not paused"
focus
sleep 0.5
import -window root "$OUT/resumed.png"
points=()
for ((x = 80; x < 1200; x += 2)); do points+=("$x" 686 "$x" 689 "$x" 692); done
footer=$("$PROBE" "$OUT/resumed.png" "${points[@]}")
grep -q " 224 160 48$" <<<"$footer" ||
    fail "no gap notice (warning colour 224 160 48) in the footer of $OUT/resumed.png"
echo "ok: the paused screen shows the gap notice"
kill "$PID"
wait "$PID" 2>/dev/null || true
PID=
python3 - "$JOURNAL" <<'EOF' || fail "the resumed journal has no resumed record"
import sys
sys.exit(0 if any(" resumed " in line for line in open(sys.argv[1], encoding="utf-8")) else 1)
EOF

# 3. Again (the game is still unfinished), N: the new-game screen, the journal untouched.
before=$(sha256sum "$JOURNAL" | cut -d' ' -f1)
TRACE="$OUT/new.trace"
"$PENDULE" --journal-dir "$JOURNALS" --trace --lang fr >"$TRACE" 2>"$OUT/new.err" &
PID=$!
wait_for "$TRACE" "^offer can_resume=1" 20
focus
sleep 0.3
xdotool key n
wait_for "$TRACE" "^offer choice=new-game" 5
wait_for "$TRACE" "^ready" 20
grep -q "^state phase=0" "$TRACE" || ! grep -q "^state" "$TRACE" || fail "not on the new-game screen"
! grep -q "^resumed" "$TRACE" || fail "N resumed the game"
kill "$PID"
wait "$PID" 2>/dev/null || true
PID=
[ "$(sha256sum "$JOURNAL" | cut -d' ' -f1)" = "$before" ] || fail "N changed the unfinished journal"
[ -z "$(ls -A "$XDG_DATA_HOME")" ] || fail "something was written to $XDG_DATA_HOME"
echo "ok: N leaves the unfinished journal as it was"
