#!/usr/bin/env bash
# The screen kept awake on a desktop's session bus: the real program under Xvfb, with a
# private dbus-daemon started here and tools/screensaver_service.py on it as the desktop's
# org.freedesktop.ScreenSaver (it logs each Inhibit and UnInhibit with the caller's bus name and
# process id, and drops a caller's inhibitors when NameOwnerChanged says the caller has gone).
#   awake_dbus_test.sh CASE PENDULE OUTDIR
# CASE game:    a running game: Inhibit("Pendule", the reason) by the clock's own process; the result
#               declared by real keys (the panel: Ctrl+Alt+A, R, Enter): UnInhibit of that cookie,
#               no inhibitor left; --allow-screen-saver: no Inhibit at all.
# CASE exit:    a game ended by --exit-after: UnInhibit at the exit, then the clock's name leaves the
#               bus (the connection closed), no inhibitor left.
# CASE killed:  kill -9 of a clock holding it: the service sees the clock's name go and drops its
#               inhibitor; none is left.
# CASE slow:    a service that answers Inhibit 3 s late: the loop does not wait for it (a key press
#               is taken and recorded meanwhile), and the cookie is read when it comes.
# CASE buslost: the bus killed in a game: at the result the clock finds it gone, says so in the
#               trace, and runs on (no SIGPIPE, no exit on disconnect).
# CASE absent:  no session bus (DBUS_SESSION_BUS_ADDRESS unset and no socket at $XDG_RUNTIME_DIR/bus),
#               a bus without the service, and a "bus" that never answers: the clock runs, held by
#               the X extension alone, and the trace says why not by D-Bus; the silent bus delays
#               the start by its timeouts only.
# CASE runtime: DBUS_SESSION_BUS_ADDRESS unset, the session bus listening at $XDG_RUNTIME_DIR/bus (as
#               systemd's user bus does): the clock finds it there, as sd-bus and GLib do, and its
#               Inhibit reaches the service; a plain file at that place, or XDG_RUNTIME_DIR unset,
#               is no bus, and the trace says so.
# A missing xvfb-run, xdotool, dbus-daemon or python3 with dbus and gi is a failure, never a skip.
set -euo pipefail
CASE=$1 PENDULE=$2 OUT=$3
fail() { echo "FAIL (awake-dbus $CASE): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
# The Python with python3-dbus and python3-gi (Debian's, should another python3 come first in PATH).
PYTHON=
for candidate in python3 /usr/bin/python3; do
    if command -v "$candidate" >/dev/null && "$candidate" -c "import dbus, gi" 2>/dev/null; then
        PYTHON=$candidate
        break
    fi
done
if [ -z "${PENDULE_AWAKE_DBUS_TEST_INNER:-}" ]; then
    need_tools "Debian: xvfb, xdotool, dbus-daemon" xvfb-run xdotool dbus-daemon
    [ -n "$PYTHON" ] || fail "no python3 with dbus and gi (Debian: python3-dbus, python3-gi)"
    mkdir -p "$OUT"
    rerun_under_xvfb 1280x720x24 PENDULE_AWAKE_DBUS_TEST_INNER "$CASE" "$PENDULE" "$OUT"
fi
export LIBGL_ALWAYS_SOFTWARE=1
TOOLS="$(dirname "$0")/tools"
SVC_LOG="$OUT/$CASE.service.log"
: >"$OUT/empty.conf" # no PIN: the panel opens at Ctrl+Alt+A
rm -f "$SVC_LOG"
PID= BUS_PID= SVC_PID= SILENT_PID= RUNTIME=
cleanup() {
    local p
    for p in $PID $SVC_PID $SILENT_PID $BUS_PID; do kill -9 "$p" 2>/dev/null || true; done
    [ -z "$RUNTIME" ] || rm -rf "$RUNTIME"
}
trap cleanup EXIT

# start_bus [ADDRESS]: a private session bus (listening at ADDRESS if given); exports
# DBUS_SESSION_BUS_ADDRESS.
start_bus() {
    local address="$OUT/$CASE.bus.address" i listen=()
    [ $# -eq 0 ] || listen=(--address="$1")
    rm -f "$address"
    dbus-daemon --session --nofork "${listen[@]}" --print-address=3 3>"$address" 2>"$OUT/$CASE.bus.err" &
    BUS_PID=$!
    for ((i = 0; i < 100; i++)); do [ -s "$address" ] && break; sleep 0.05; done
    [ -s "$address" ] || fail "dbus-daemon gave no address ($(cat "$OUT/$CASE.bus.err"))"
    export DBUS_SESSION_BUS_ADDRESS
    DBUS_SESSION_BUS_ADDRESS=$(head -1 "$address")
}
# start_service [--inhibit-delay-ms MS]: the desktop's ScreenSaver on that bus.
start_service() {
    "$PYTHON" "$TOOLS/screensaver_service.py" "$SVC_LOG" "$@" 2>"$OUT/$CASE.service.err" &
    SVC_PID=$!
    wait_for "$SVC_LOG" "^ready " 10
}
# start_clock NAME ARGS...: a running game; PID, TRACE.
start_clock() {
    local name=$1
    shift
    TRACE="$OUT/$CASE-$name.trace"
    rm -f "$TRACE"
    "$PENDULE" --config "$OUT/empty.conf" --no-journal --trace --start --preset 3600 "$@" >"$TRACE" 2>"$OUT/$CASE-$name.err" &
    PID=$!
    wait_for "$TRACE" "^ready" 20
}
# inhibitor_of PID: the service's "inhibit" line from that process (empty if none).
inhibitor_of() { grep -E "^inhibit [^ ]+ pid=$1 " "$SVC_LOG" | head -1 || true; }
# wait_inhibit PID: the clock's Inhibit reached the service; NAME and COOKIE.
wait_inhibit() {
    wait_for "$SVC_LOG" "^inhibit [^ ]* pid=$1 " 10
    local line
    line=$(inhibitor_of "$1")
    NAME=$(echo "$line" | cut -d' ' -f2)
    COOKIE=$(echo "$line" | sed -E 's/.* cookie=([0-9]+) .*/\1/')
    echo "$line" | grep -q " app=Pendule reason=A chess game is in progress held=" ||
        fail "Inhibit's application or reason: $line"
}
end_clock() { # end_clock: SIGTERM, as the other window tests end it
    kill "$PID" 2>/dev/null && wait "$PID" 2>/dev/null || true
    PID=
}
declare_result() { # the panel's result by real keys
    focus_window
    xdotool key ctrl+alt+a
    sleep 0.3
    xdotool key r
    sleep 0.3
    xdotool key Return
    wait_for "$TRACE" "^command result .*accepted=1" 5
}

case $CASE in
game)
    start_bus
    start_service
    start_clock held
    grep -q "^screen-awake by x11-screensaver+dbus-screensaver$" "$TRACE" ||
        fail "not held by both means: $(grep '^screen-awake by' "$TRACE" || echo 'no screen-awake line')"
    wait_inhibit "$PID"
    wait_for "$TRACE" "^screen-awake dbus-screensaver inhibited cookie=$COOKIE " 5
    echo "ok: Inhibit by the clock's own process ($PID, as $NAME), cookie $COOKIE"
    grep -q "^uninhibit" "$SVC_LOG" && fail "UnInhibit before the result: $(grep '^uninhibit' "$SVC_LOG")"
    declare_result
    wait_for "$TRACE" "^screen-awake released" 5
    wait_for "$SVC_LOG" "^uninhibit $NAME cookie=$COOKIE held=0$" 5
    echo "ok: the result: UnInhibit of cookie $COOKIE, no inhibitor left"
    [ "$(grep -c '^inhibit ' "$SVC_LOG")" -eq 1 ] || fail "more than one Inhibit: $(grep '^inhibit ' "$SVC_LOG")"
    end_clock

    start_clock allowed --allow-screen-saver
    grep -q "^screen-awake off$" "$TRACE" || fail "--allow-screen-saver: the trace does not say the hold is off"
    sleep 2 # the loop has run many turns: an Inhibit would have come
    [ -z "$(inhibitor_of "$PID")" ] || fail "--allow-screen-saver: Inhibit all the same: $(inhibitor_of "$PID")"
    echo "ok: --allow-screen-saver: no Inhibit in 2 s of a running game"
    end_clock
    ;;
exit)
    start_bus
    start_service
    start_clock exit --exit-after 3000
    wait_inhibit "$PID"
    wait "$PID" || fail "the clock's status at --exit-after: $?"
    PID=
    wait_for "$SVC_LOG" "^uninhibit $NAME cookie=$COOKIE held=0$" 5
    wait_for "$SVC_LOG" "^gone $NAME dropped=0 held=0$" 5
    grep -q "^screen-awake dbus-screensaver uninhibited cookie=$COOKIE " "$TRACE" || fail "the trace does not say UnInhibit at the exit"
    echo "ok: the exit: UnInhibit of cookie $COOKIE, then $NAME left the bus, nothing left to drop"
    ;;
killed)
    start_bus
    start_service
    start_clock killed
    wait_inhibit "$PID"
    sleep 1
    grep -q "^gone $NAME" "$SVC_LOG" && fail "the clock's name left the bus before the kill"
    kill -9 "$PID"
    wait "$PID" 2>/dev/null || true
    PID=
    wait_for "$SVC_LOG" "^gone $NAME dropped=1 held=0$" 5
    grep -q "^uninhibit" "$SVC_LOG" && fail "an UnInhibit from a killed clock? $(grep '^uninhibit' "$SVC_LOG")"
    echo "ok: kill -9: the service saw $NAME go and dropped its inhibitor (cookie $COOKIE); none left"
    ;;
slow)
    start_bus
    start_service --inhibit-delay-ms 3000
    start_clock slow
    wait_for "$TRACE" "^screen-awake held at_ms=" 5
    HELD=$(grep -m1 "^screen-awake held" "$TRACE" | sed -E 's/.*at_ms=([0-9]+).*/\1/')
    wait_inhibit "$PID"
    focus_window
    xdotool key shift
    wait_for "$TRACE" "^press " 5
    wait_for "$TRACE" "^screen-awake dbus-screensaver inhibited cookie=$COOKIE " 8
    PRESS=$(($(grep -m1 "^press " "$TRACE" | sed -E 's/.* event_us=([0-9]+).*/\1/') / 1000))
    COOKIE_AT=$(grep -m1 "^screen-awake dbus-screensaver inhibited" "$TRACE" | sed -E 's/.*at_ms=([0-9]+).*/\1/')
    [ $((COOKIE_AT - HELD)) -ge 3000 ] || fail "the cookie came $((COOKIE_AT - HELD)) ms after the hold, not 3 s"
    [ "$PRESS" -lt "$COOKIE_AT" ] || fail "the key press ($PRESS ms) was not taken before the late answer ($COOKIE_AT ms)"
    echo "ok: Inhibit answered $((COOKIE_AT - HELD)) ms late; a key press was taken $((PRESS - HELD)) ms after the hold, meanwhile"
    declare_result
    wait_for "$SVC_LOG" "^uninhibit $NAME cookie=$COOKIE held=0$" 5
    echo "ok: and released at the result"
    end_clock
    ;;
buslost)
    start_bus
    start_service
    start_clock buslost
    wait_inhibit "$PID"
    kill -9 "$BUS_PID"
    wait "$BUS_PID" 2>/dev/null || true
    BUS_PID=
    declare_result
    wait_for "$TRACE" "^screen-awake released" 5
    wait_for "$TRACE" "^screen-awake dbus-screensaver lost: " 5
    sleep 1
    kill -0 "$PID" 2>/dev/null || fail "the clock died with the bus: $(tail -3 "$OUT/$CASE-buslost.err")"
    grep -q "^screen-awake dbus-screensaver uninhibited" "$TRACE" && fail "the trace says UnInhibit reached a dead bus"
    echo "ok: the bus killed in a game: the clock runs on, the trace says the bus is lost"
    end_clock
    ;;
absent)
    # No session bus at all (not even the one of the desktop that runs the test, nor its user bus).
    unset DBUS_SESSION_BUS_ADDRESS
    RUNTIME=$(mktemp -d "${TMPDIR:-/tmp}/pendule-runtime.XXXXXX")
    START=$(date +%s%N)
    XDG_RUNTIME_DIR=$RUNTIME start_clock nobus
    NOBUS_MS=$((($(date +%s%N) - START) / 1000000))
    grep -q "^screen-awake by x11-screensaver; not by dbus-screensaver: no session bus (DBUS_SESSION_BUS_ADDRESS unset, no socket at $RUNTIME/bus)$" "$TRACE" ||
        fail "no bus: $(grep '^screen-awake by' "$TRACE" || echo 'no screen-awake line')"
    wait_for "$TRACE" "^screen-awake held" 5
    end_clock
    echo "ok: no session bus: held by the X extension, the trace says why not by D-Bus (ready $NOBUS_MS ms after the start)"
    # A bus without the ScreenSaver service.
    start_bus
    start_clock noservice
    grep -q "^screen-awake by x11-screensaver; not by dbus-screensaver: no org.freedesktop.ScreenSaver on the session bus$" "$TRACE" ||
        fail "no service: $(grep '^screen-awake by' "$TRACE" || echo 'no screen-awake line')"
    wait_for "$TRACE" "^screen-awake held" 5
    end_clock
    echo "ok: a bus without the service: held by the X extension, the trace says so"
    # A socket that takes the connection and never answers.
    SOCKET="$OUT/silent.socket"
    rm -f "$SOCKET"
    "$PYTHON" -c 'import socket, sys, time
s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.listen(4); c = []
while True: c.append(s.accept()[0])' "$SOCKET" &
    SILENT_PID=$!
    for ((i = 0; i < 100; i++)); do [ -S "$SOCKET" ] && break; sleep 0.05; done
    START=$(date +%s%N)
    DBUS_SESSION_BUS_ADDRESS="unix:path=$SOCKET" start_clock silent
    READY_MS=$((($(date +%s%N) - START) / 1000000))
    grep -q "^screen-awake by x11-screensaver; not by dbus-screensaver: the session bus did not answer Hello" "$TRACE" ||
        fail "a silent bus: $(grep '^screen-awake by' "$TRACE" || echo 'no screen-awake line')"
    wait_for "$TRACE" "^screen-awake held" 5
    end_clock
    echo "ok: a bus that never answers: held by the X extension, ready $READY_MS ms after the start (no bus: $NOBUS_MS ms)"
    ;;
runtime)
    # The user bus at $XDG_RUNTIME_DIR/bus (a short folder of its own: a socket's path has a limit).
    RUNTIME=$(mktemp -d "${TMPDIR:-/tmp}/pendule-runtime.XXXXXX")
    start_bus "unix:path=$RUNTIME/bus"
    start_service # it finds the bus by DBUS_SESSION_BUS_ADDRESS; the clock will not
    [ -S "$RUNTIME/bus" ] || fail "dbus-daemon does not listen at $RUNTIME/bus"
    unset DBUS_SESSION_BUS_ADDRESS
    XDG_RUNTIME_DIR=$RUNTIME start_clock found
    grep -q "^screen-awake by x11-screensaver+dbus-screensaver$" "$TRACE" ||
        fail "the bus at \$XDG_RUNTIME_DIR/bus not used: $(grep '^screen-awake by' "$TRACE" || echo 'no screen-awake line')"
    wait_inhibit "$PID"
    wait_for "$TRACE" "^screen-awake dbus-screensaver inhibited cookie=$COOKIE " 5
    end_clock
    wait_for "$SVC_LOG" "^gone $NAME dropped=[01] held=0$" 5
    echo "ok: no DBUS_SESSION_BUS_ADDRESS, the bus at \$XDG_RUNTIME_DIR/bus: Inhibit (cookie $COOKIE); its name left that bus at the end, nothing held"
    # XDG_RUNTIME_DIR unset: no bus.
    unset XDG_RUNTIME_DIR
    start_clock nodir
    grep -q "^screen-awake by x11-screensaver; not by dbus-screensaver: no session bus (DBUS_SESSION_BUS_ADDRESS and XDG_RUNTIME_DIR unset)$" "$TRACE" ||
        fail "XDG_RUNTIME_DIR unset: $(grep '^screen-awake by' "$TRACE" || echo 'no screen-awake line')"
    end_clock
    echo "ok: XDG_RUNTIME_DIR unset too: no bus, the trace says so"
    # A plain file where the socket would be: not a bus.
    PLAIN=$(mktemp -d "$RUNTIME/plain.XXXXXX")
    : >"$PLAIN/bus"
    XDG_RUNTIME_DIR=$PLAIN start_clock plain
    grep -q "^screen-awake by x11-screensaver; not by dbus-screensaver: no session bus (DBUS_SESSION_BUS_ADDRESS unset, no socket at $PLAIN/bus)$" "$TRACE" ||
        fail "a plain file at \$XDG_RUNTIME_DIR/bus: $(grep '^screen-awake by' "$TRACE" || echo 'no screen-awake line')"
    end_clock
    echo "ok: a plain file at \$XDG_RUNTIME_DIR/bus: no bus, the trace says so"
    [ "$(grep -c '^inhibit ' "$SVC_LOG")" -eq 1 ] || fail "Inhibit from a clock that had no bus: $(grep '^inhibit ' "$SVC_LOG")"
    ;;
*) fail "unknown case (game, exit, killed, slow, buslost, absent, runtime)" ;;
esac
