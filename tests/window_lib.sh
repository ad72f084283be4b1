# Sourced by the window tests' scripts (Linux and Wine): the tools they need, their second run
# under an X server of its own (tests/xvfb.sh), the window's focus, and trace_lib.sh's wait_for.
# The script defines fail MESSAGE (print it and exit 1) before it calls these.
. "$(dirname "${BASH_SOURCE[0]}")/trace_lib.sh" # wait_for FILE PATTERN SECONDS
WINDOW_LIB_DIR=$(dirname "${BASH_SOURCE[0]}")

# need_tools HINT TOOL...: fails unless every TOOL is installed; HINT says where from. A missing
# tool is a failure, never a skip.
need_tools() {
    local hint=$1 tool
    shift
    for tool in "$@"; do
        command -v "$tool" >/dev/null || fail "$tool is not installed${hint:+ ($hint)}"
    done
}

# rerun_under_xvfb SCREEN VAR ARGS...: runs this script again with ARGS, VAR=1 in its environment
# (so that it knows it is the second run), under an X server of its own whose screen is SCREEN
# (WIDTHxHEIGHTxDEPTH), and ends with its status.
rerun_under_xvfb() {
    local screen=$1 var=$2
    shift 2
    export "$var=1"
    exec "$WINDOW_LIB_DIR/xvfb.sh" -s "-screen 0 $screen" bash "$0" "$@"
}

# find_window [PATTERN [SECONDS]]: WID is the first window whose name matches PATTERN (default
# ^Pendule$), waited for (at most SECONDS when given; WID is then empty if none came).
find_window() {
    local pattern=${1:-^Pendule$}
    if [ -n "${2:-}" ]; then
        WID=$(timeout "$2" xdotool search --sync --name "$pattern" | head -1 || true)
    else
        WID=$(xdotool search --sync --name "$pattern" | head -1)
    fi
}

# give_focus: the keyboard's focus to WID. There is no window manager under Xvfb: windowfocus, or
# windowactivate where that fails.
give_focus() {
    xdotool windowfocus --sync "$WID" 2>/dev/null || xdotool windowactivate --sync "$WID" 2>/dev/null || true
}

# focus_window [PATTERN]: find_window PATTERN, then give_focus.
focus_window() {
    find_window "${1:-^Pendule$}"
    give_focus
}

# idle_run TRACE ERR PID SECONDS: the pointer moved over WID, then the program PID (started with
# --trace into TRACE, its standard error into ERR, and --exit-after SECONDS*1000) waited for;
# FRAMES and TURNS are the trace's last lines (`frames N`, `turns M`: the frames drawn and the
# loop's turns).
idle_run() {
    local trace=$1 err=$2 pid=$3 seconds=$4 i status=0
    xdotool mousemove --window "$WID" 200 150
    sleep 0.2
    xdotool mousemove --window "$WID" 220 170
    for ((i = 0; i < (seconds + 5) * 20; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
    kill -0 "$pid" 2>/dev/null && fail "the program did not end after --exit-after"
    wait "$pid" || status=$?
    [ "$status" -eq 0 ] || fail "the program exited with $status ($(cat "$err"))"
    FRAMES=$(sed -n 's/^frames //p' "$trace")
    TURNS=$(sed -n 's/^turns //p' "$trace")
    [ -n "$FRAMES" ] && [ -n "$TURNS" ] || fail "no frames/turns at the end of the trace"
}
