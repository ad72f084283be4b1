#!/usr/bin/env bash
# The screen kept awake in a game, under Xvfb with the screen saver's timeout at 3 s,
# watched by tools/saver_probe.py (XScreenSaverQueryInfo every 100 ms; an X client all along, so
# that Xvfb keeps its settings between the runs):
#   1. with nothing running the saver comes on by itself (the test can see it);
#   2. a game running, no input for 8 s (over twice the timeout): it never comes on;
#   3. the result declared by real keys: it comes on again within the timeout (and 3 s to spare);
#   4. --allow-screen-saver: it comes on during a running game;
#   5. kill -9 of a clock holding it: it comes on again (the hold died with the X connection).
#   awake_test.sh PENDULE OUTDIR
# A missing xvfb-run, xdotool, python3 or libXss is a failure, never a skip.
set -euo pipefail
PENDULE=$1 OUT=$2
fail() { echo "FAIL (awake): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
if [ -z "${PENDULE_AWAKE_TEST_INNER:-}" ]; then
    need_tools "Debian: xvfb, xdotool, python3" xvfb-run xdotool python3
    mkdir -p "$OUT"
    rerun_under_xvfb 1280x720x24 PENDULE_AWAKE_TEST_INNER "$PENDULE" "$OUT"
fi
export LIBGL_ALWAYS_SOFTWARE=1
LOG="$OUT/saver.log"
: >"$OUT/empty.conf" # no PIN: the panel opens at Ctrl+Alt+A
python3 "$(dirname "$0")/tools/saver_probe.py" 3 "$LOG" &
PROBE=$!
PID=
trap 'kill $PROBE 2>/dev/null || true; [ -n "$PID" ] && kill -9 $PID 2>/dev/null || true' EXIT

now_ms() { tail -1 "$LOG" | cut -d' ' -f1; }
# came_on SINCE_MS: the first probe line after SINCE_MS with the saver on (its time), or nothing.
came_on() { awk -v m="$1" '$1 > m && $2 == "on" { print $1; exit }' "$LOG"; }
# wait_on SINCE_MS SECONDS WHAT: the saver comes on within SECONDS after SINCE_MS; prints after how long.
wait_on() {
    local i at
    for ((i = 0; i < $2 * 10; i++)); do
        at=$(came_on "$1")
        if [ -n "$at" ]; then
            echo "ok: $3: the screen saver came on $((at - $1)) ms later"
            return 0
        fi
        sleep 0.1
    done
    fail "$3: the screen saver did not come on within $2 s"
}
# wake: an input (the pointer moves), then the saver off.
wake() {
    xdotool mousemove $((RANDOM % 500 + 10)) $((RANDOM % 300 + 10))
    local i
    for ((i = 0; i < 50; i++)); do
        [ "$(tail -1 "$LOG" | cut -d' ' -f2)" = off ] && return 0
        sleep 0.1
    done
    fail "the screen saver stayed on after an input"
}
start_clock() { # start_clock NAME ARGS...: a running game; PID, TRACE
    local name=$1
    shift
    TRACE="$OUT/$name.trace"
    rm -f "$TRACE" # a former run's "ready" must not be taken for this one's
    "$PENDULE" --config "$OUT/empty.conf" --no-journal --trace --start --preset 3600 "$@" >"$TRACE" 2>"$OUT/$name.err" &
    PID=$!
    wait_for "$TRACE" "^ready" 20
}

for ((i = 0; i < 50; i++)); do [ -s "$LOG" ] && break; sleep 0.1; done
[ -s "$LOG" ] || fail "the probe wrote nothing (see above)"

# 1. The saver works here: on by itself 3 s after the last input.
wake
wait_on "$(now_ms)" 6 "nothing running"

# 2. A game running: held from the start, never on through 8 s without input.
wake
start_clock running
wait_for "$TRACE" "^screen-awake held" 5
grep -q "^screen-awake by x11-screensaver" "$TRACE" || fail "not held by the X screen saver extension: $(grep '^screen-awake' "$TRACE")"
wake
MARK=$(now_ms)
sleep 8
[ -z "$(came_on "$MARK")" ] || fail "the screen saver came on during a running game ($(came_on "$MARK") ms)"
echo "ok: a running game, $(($(now_ms) - MARK)) ms without input: the screen saver stayed off"

# 3. The result, by real keys (the panel: Ctrl+Alt+A, R for the result, Enter): released.
focus_window
xdotool key ctrl+alt+a
sleep 0.3
xdotool key r
sleep 0.3
xdotool key Return
wait_for "$TRACE" "^command result .*accepted=1" 5
wait_for "$TRACE" "^screen-awake released" 5
MARK=$(now_ms)
wait_on "$MARK" 6 "after the result"
kill "$PID" && wait "$PID" 2>/dev/null || true
PID=

# 4. --allow-screen-saver: not held, on during a running game.
wake
start_clock allowed --allow-screen-saver
grep -q "^screen-awake off" "$TRACE" || fail "--allow-screen-saver: the trace does not say the hold is off"
! grep -q "^screen-awake held" "$TRACE" || fail "--allow-screen-saver: held all the same"
wake
wait_on "$(now_ms)" 6 "a running game with --allow-screen-saver"
kill "$PID" && wait "$PID" 2>/dev/null || true
PID=

# 5. kill -9 of a clock holding the screen awake: the hold dies with it.
wake
start_clock killed
wait_for "$TRACE" "^screen-awake held" 5
wake
MARK=$(now_ms)
sleep 4
[ -z "$(came_on "$MARK")" ] || fail "the screen saver came on while held (before the kill)"
kill -9 "$PID"
wait "$PID" 2>/dev/null || true
PID=
wait_on "$(now_ms)" 6 "after kill -9"
