#!/usr/bin/env bash
# The arbiter's desk for real (issue 12, label gui): a round journal opened from a TRF16 file, the
# desk's window under Xvfb, real keys choose board 2 and give it 0-1, then board 1 a draw; the
# journal read by pendule-cli has both, and a result typed at the CLI meanwhile is kept. Then the
# scripted screenshots in English and French.
#   desk_test.sh PENDULE PENDULE_CLI TRF OUTDIR
set -euo pipefail
PENDULE=$1 CLI=$2 TRF=$3 OUT=$4
fail() { echo "FAIL (desk test): $*" >&2; exit 1; }
for tool in xvfb-run xdotool; do
    command -v "$tool" >/dev/null || fail "$tool is not installed (Debian: xvfb, xdotool)"
done
if [ -z "${PENDULE_DESK_TEST_INNER:-}" ]; then
    rm -rf "$OUT" && mkdir -p "$OUT"
    PENDULE_DESK_TEST_INNER=1 exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$@"
fi
export LIBGL_ALWAYS_SOFTWARE=1 HOME="$OUT/home" XDG_CONFIG_HOME="$OUT/home/config"
ROUND="$OUT/r2.round"
"$CLI" round-open --trf "$TRF" --round 2 --control 900+10 --out "$ROUND" >/dev/null

TRACE="$OUT/desk.trace"
"$PENDULE" --desk "$ROUND" --trace --size 1280x800 >"$TRACE" 2>"$OUT/desk.err" &
PID=$!
trap 'kill -9 $PID 2>/dev/null || true' EXIT
for ((i = 0; i < 200; i++)); do grep -q "^ready" "$TRACE" && break; sleep 0.05; done
grep -q "^ready .* desk" "$TRACE" || fail "the desk did not start: $(cat "$OUT/desk.err")"
WID=$(timeout 10 xdotool search --sync --name "^Pendule" | head -1 || true)
[ -n "$WID" ] || fail "no desk window"
xdotool windowfocus --sync "$WID" 2>/dev/null || xdotool windowactivate --sync "$WID" 2>/dev/null || true
sleep 0.3
xdotool key Down
xdotool type --delay 50 0
for ((i = 0; i < 100; i++)); do grep -q "^desk result board=2 result=0-1 recorded=1" "$TRACE" && break; sleep 0.05; done
grep -q "^desk result board=2 result=0-1 recorded=1" "$TRACE" || fail "board 2's 0-1 was not recorded: $(cat "$TRACE")"
# Meanwhile, at the CLI: board 1 is given 1-0, then corrected at the desk to a draw.
"$CLI" round-result "$ROUND" --board 1 --result 1-0 --reason "typed at the CLI" >/dev/null
xdotool key Up
xdotool type --delay 50 =
for ((i = 0; i < 100; i++)); do grep -q "^desk result board=1 result=1/2-1/2 recorded=1" "$TRACE" && break; sleep 0.05; done
grep -q "^desk result board=1 result=1/2-1/2 recorded=1" "$TRACE" || fail "board 1's draw was not recorded"
xdotool key Escape
for ((i = 0; i < 100; i++)); do kill -0 $PID 2>/dev/null || break; sleep 0.05; done
kill -0 $PID 2>/dev/null && fail "Escape did not close the desk"
"$CLI" round "$ROUND" >"$OUT/round.txt"
grep -qx "board 1: Berthier, Claire - Aronsen, Anders  1/2-1/2" "$OUT/round.txt" || fail "board 1: $(cat "$OUT/round.txt")"
grep -qx "board 2: Fischer, Gerd - Dubois, Eve  0-1" "$OUT/round.txt" || fail "board 2: $(cat "$OUT/round.txt")"
grep -qx "corrected: board 1 had 1-0" "$OUT/round.txt" || fail "the CLI's result is kept as corrected"
echo "ok: real keys at the desk recorded 0-1 and a correction to a draw, the CLI's result kept"

# Screenshots (scripted, the same routing): English and French.
"$CLI" round-rule "$ROUND" --board 2 --question illegal --player black --white-time 10:00 --black-time 9:00 >/dev/null
for lang in en fr; do
    "$PENDULE" --desk "$ROUND" --lang $lang --size 1280x800 --script "key Down" --screenshot "$OUT/desk-$lang.png" ||
        fail "the $lang screenshot"
    [ "$(stat -c %s "$OUT/desk-$lang.png")" -gt 10000 ] || fail "the $lang screenshot is nearly empty"
done
echo "ok: screenshots $OUT/desk-en.png $OUT/desk-fr.png"
