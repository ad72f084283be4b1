#!/usr/bin/env bash
# The arbiter's PIN for real (label gui): `pendule --set-pin` from standard input writes only
# a salted hash into a 0600 config; an older config's PIN in clear is rewritten at the start; under
# Xvfb, real keys type three wrong PINs then the right one: each wrong PIN is journaled with its
# count, the right one unlocks and is journaled as 0, and `pendule-cli replay` lists them.
#   pin_test.sh PENDULE PENDULE_CLI OUTDIR
set -euo pipefail
PENDULE=$1 CLI=$2 OUT=$3
fail() { echo "FAIL (pin test): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
need_tools "Debian: xvfb, xdotool" xvfb-run xdotool
if [ -z "${PENDULE_PIN_TEST_INNER:-}" ]; then
    rm -rf "$OUT" && mkdir -p "$OUT"
    rerun_under_xvfb 1280x720x24 PENDULE_PIN_TEST_INNER "$@"
fi
export LIBGL_ALWAYS_SOFTWARE=1 HOME="$OUT/home" XDG_DATA_HOME="$OUT/home/data" XDG_CONFIG_HOME="$OUT/home/config"
CONF="$OUT/pendule.conf"
printf 'sound = off\n' >"$CONF"

# 1. --set-pin: the hash only, mode 0600; two different PINs change nothing.
printf '2468\n2468\n' | "$PENDULE" --set-pin --config "$CONF" >"$OUT/set.out" 2>&1 || fail "--set-pin: $(cat "$OUT/set.out")"
[ "$(stat -c %a "$CONF")" = 600 ] || fail "the config's mode is $(stat -c %a "$CONF"), not 600"
grep -q '^pin_hash = \$argon2id\$' "$CONF" || fail "no pin_hash in the config: $(cat "$CONF")"
! grep -q 2468 "$CONF" || fail "the PIN is in clear in the config"
grep -q '^sound = off$' "$CONF" || fail "--set-pin lost another setting"
before=$(cat "$CONF")
if printf '2468\n1357\n' | "$PENDULE" --set-pin --config "$CONF" >"$OUT/differ.out" 2>&1; then fail "two different PINs were accepted"; fi
grep -q "the two PINs differ" "$OUT/differ.out" || fail "no reason given: $(cat "$OUT/differ.out")"
[ "$(cat "$CONF")" = "$before" ] || fail "the config changed after a refused --set-pin"
echo "ok: --set-pin keeps the hash only, mode 600"

# 2. An older config with the PIN in clear is rewritten at the start.
printf 'pin = 1357\nlang = en\n' >"$OUT/old.conf"
chmod 644 "$OUT/old.conf"
"$PENDULE" --config "$OUT/old.conf" --exit-after 0 --no-journal >/dev/null 2>"$OUT/old.err" || fail "start with an old config: $(cat "$OUT/old.err")"
! grep -q 1357 "$OUT/old.conf" || fail "the old PIN is still in clear"
grep -q '^pin_hash = ' "$OUT/old.conf" || fail "the old PIN was not replaced by its hash"
[ "$(stat -c %a "$OUT/old.conf")" = 600 ] || fail "the rewritten config's mode is not 600"
echo "ok: a PIN in clear is replaced by its hash at the start"

# 3. Real keys: three wrong PINs, then the right one.
JOURNALS="$OUT/journals"
TRACE="$OUT/run.trace"
"$PENDULE" --config "$CONF" --journal-dir "$JOURNALS" --trace --start --preset 600+5 >"$TRACE" 2>"$OUT/run.err" &
PID=$!
trap 'kill -9 $PID 2>/dev/null || true' EXIT
wait_for "$TRACE" "^ready" 10
focus_window
xdotool key shift
wait_count "$TRACE" "^press left accepted=1" 1 5
# Before each check that something did not happen, the key that would have done it is seen handled
# in the trace (a line per key, the lock's state after it): the check then reads the window's answer.
# handled KEY: how many times the window has handled KEY (the trace's name, " ctrl alt" for a chord).
handled() { grep -c "^key $1 locked=" "$TRACE" || true; }
# type_pin PIN: the chord, the PIN and Enter, each step seen handled before the next.
type_pin() {
    local chords enters
    chords=$(handled "A ctrl alt") enters=$(handled Enter)
    xdotool key ctrl+alt+a
    wait_count "$TRACE" "^key A ctrl alt locked=" $((chords + 1)) 5
    xdotool type --delay 20 "$1"
    xdotool key Return
    wait_count "$TRACE" "^key Enter locked=" $((enters + 1)) 5
}
for pin in 1111 2222 3333; do type_pin "$pin"; done
# After three wrong PINs the next is heard only 5 s after the third: the right PIN typed at once is not.
type_pin 2468
! grep -q "locked=0" "$TRACE" || fail "a PIN was heard during the wait after three wrong ones"
sleep 5 # the wait itself, which the window measures on its clock
type_pin 2468
wait_for "$TRACE" "locked=0" 5
kill "$PID" 2>/dev/null || true
wait "$PID" 2>/dev/null || true
JOURNAL=$(ls "$JOURNALS"/*.journal)
"$CLI" replay "$JOURNAL" >"$OUT/replay.txt" || fail "replay: $(cat "$OUT/replay.txt")"
for n in 1 2 3; do
    grep -q "^Wrong PIN no. $n at " "$OUT/replay.txt" || fail "wrong PIN $n not in the journal: $(cat "$OUT/replay.txt")"
done
grep -q "^Right PIN at .*after the wrong ones" "$OUT/replay.txt" || fail "the right PIN after wrong ones is not in the journal"
echo "ok: three wrong PINs journaled and told, the right one unlocked"
kill_window() {
    kill "$PID" 2>/dev/null || true
    wait "$PID" 2>/dev/null || true
}

# 4. No PIN in the config: the header says the panel is unprotected; the arbiter types a PIN twice
#    on the setup screen with real keys (Tab to its rows), Space saves its hash (mode 0600) and
#    starts the game, and from then on the chord asks for it.
FRESH="$OUT/fresh.conf"
printf 'sound = off\n' >"$FRESH"
chmod 644 "$FRESH"
TRACE="$OUT/setup.trace"
"$PENDULE" --config "$FRESH" --journal-dir "$OUT/journals-setup" --trace --preset 600+5 >"$TRACE" 2>"$OUT/setup.err" &
PID=$!
wait_for "$TRACE" "^ready" 10
focus_window
sleep 0.3
for ((i = 0; i < 7; i++)); do xdotool key Tab; done # the preset ... the preset file, then the PIN
xdotool type --delay 20 "1357"
xdotool key Tab
xdotool type --delay 20 "1358"
xdotool key Escape space
wait_count "$TRACE" "^key Space locked=" 1 5
grep -q "^command start" "$TRACE" && fail "the game started with two different PINs"
grep -q "^pin_hash" "$FRESH" && fail "a PIN was saved although the two differed"
# The refusal left the focus on the repetition (cleared); a whole round of the nine rows (the
# Chess960 start's the last) comes back to it.
xdotool key Tab Tab Tab Tab Tab Tab Tab Tab Tab
xdotool type --delay 20 "1357"
xdotool key Escape space
wait_for "$TRACE" "^pin-set" 5
wait_for "$TRACE" "^command start" 5
grep -q '^pin_hash = \$argon2id\$' "$FRESH" || fail "no hash in the config: $(cat "$FRESH")"
! grep -q 1357 "$FRESH" || fail "the setup screen's PIN is in clear in the config"
[ "$(stat -c %a "$FRESH")" = 600 ] || fail "the config's mode is $(stat -c %a "$FRESH"), not 600"
grep -q '^sound = off$' "$FRESH" || fail "setting the PIN lost another setting"
xdotool key ctrl+alt+a
wait_count "$TRACE" "^key A ctrl alt locked=" 1 5
grep -q "locked=0" "$TRACE" && fail "the chord alone opened the panel after a PIN was set"
xdotool type --delay 20 "1357"
xdotool key Return
wait_for "$TRACE" "locked=0" 5
kill_window
echo "ok: a PIN set on the setup screen with real keys, saved as a hash (600), asked by the chord"
echo "PASS (pin test)"
