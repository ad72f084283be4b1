#!/usr/bin/env bash
# Crash test of the arbiter's actions (CTest label `gui`): pendule runs under Xvfb, the
# players press, and each round the arbiter does one action in the panel with real keys (resume the
# clock, III.4, an illegal move, undo, an incorrect claim judged then applied, sound, a correct claim
# that ends the game); the program is
# killed with SIGKILL as soon as its trace acknowledges the action, and restarted with --resume,
# which must succeed every time with the session agreeing with the journal. At the end
# `pendule-cli replay` reads the whole journal without error and with the result.
#   arbiter_kill_test.sh PENDULE PENDULE_CLI OUTDIR
set -euo pipefail

PENDULE=$1 CLI=$2 OUT=$3
fail() { echo "FAIL (arbiter kill test): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
need_tools "Debian: xvfb, xdotool, python3" xvfb-run xdotool python3
if [ -z "${PENDULE_KILL_TEST_INNER:-}" ]; then
    rm -rf "$OUT" && mkdir -p "$OUT"
    rerun_under_xvfb 1280x720x24 PENDULE_KILL_TEST_INNER "$@"
fi
export LIBGL_ALWAYS_SOFTWARE=1
export HOME="$OUT/home" XDG_DATA_HOME="$OUT/home/data"
mkdir -p "$XDG_DATA_HOME"
JOURNALS="$OUT/journals"
mkdir -p "$JOURNALS"
PID=
trap '[ -n "$PID" ] && kill -9 "$PID" 2>/dev/null; true' EXIT

# Each round: the keys that open an arbiter action, the text typed into its form (if any), the keys
# after it, the trace line that acknowledges the action, and the text the journal's last command
# record must hold.
ACTIONS=(
    "p|||command resume.*accepted=1|resume"
    "f|||command five-second-increment.*accepted=1|five-second-increment"
    "i||Return|command illegal-move.*accepted=1|illegal-move"
    "u|||command undo.*accepted=1|undo"
    "p|||command resume.*accepted=1|resume"
    "c|1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6|Return Return|command apply-claim.*accepted=1|apply-claim"
    "u|||command undo.*accepted=1|undo"
    "s|||command toggle-sound.*accepted=1|toggle-sound"
    "c|1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8|Return Return|command apply-claim.*accepted=1|apply-claim"
)
round=0
for action in "${ACTIONS[@]}"; do
    round=$((round + 1))
    IFS='|' read -r keys typed after acknowledged expected <<<"$action"
    TRACE="$OUT/round$round.trace"
    if [ "$round" -eq 1 ]; then
        "$PENDULE" --journal-dir "$JOURNALS" --trace --start --preset 5400+30 --names "Alice" "Bruno" \
            >"$TRACE" 2>"$OUT/round$round.err" &
    else
        "$PENDULE" --journal-dir "$JOURNALS" --trace --resume >"$TRACE" 2>"$OUT/round$round.err" &
    fi
    PID=$!
    wait_for "$TRACE" "^ready" 20
    find_window
    xdotool windowmove "$WID" 0 0
    give_focus
    if [ "$round" -eq 1 ]; then
        # Eight presses: the knights' shuffle the claim will name.
        for ((i = 0; i < 8; i++)); do
            if ((i % 2 == 0)); then xdotool key shift; else xdotool key Shift_R; fi
            for ((w = 0; w < 100; w++)); do
                [ "$(grep -c '^press .* accepted=1' "$TRACE" || true)" -ge $((i + 1)) ] && break
                sleep 0.05
            done
            [ "$(grep -c '^press .* accepted=1' "$TRACE" || true)" -ge $((i + 1)) ] || fail "press $((i + 1)) not acknowledged"
        done
        xdotool key ctrl+alt+a
        wait_for "$TRACE" "locked=0" 5
        xdotool key p
        wait_for "$TRACE" "command pause.*accepted=1" 5
        xdotool key Escape
    else
        grep -q "^resumed" "$TRACE" || fail "round $round: the game was not resumed ($(cat "$OUT/round$round.err"))"
        ! grep -q "differs" "$OUT/round$round.err" || fail "round $round: $(grep differs "$OUT/round$round.err")"
    fi
    xdotool key ctrl+alt+a
    wait_for "$TRACE" "locked=0" 5
    for key in $keys; do
        xdotool key "$key"
        sleep 0.3
    done
    if [ -n "$typed" ]; then
        xdotool type --delay 5 "$typed"
        sleep 0.3
    fi
    for key in $after; do
        xdotool key "$key"
        sleep 0.5
    done
    wait_for "$TRACE" "$acknowledged" 10
    kill -9 "$PID"
    wait "$PID" 2>/dev/null || true
    PID=
    JOURNAL=$(ls "$JOURNALS"/*.journal)
    last=$(grep -a " command seq=" "$JOURNAL" | tail -1 | sed 's/.* text=//; s/%20/ /g')
    [[ "$last" == "$expected"* ]] || fail "round $round: the journal's last command is '$last', expected '$expected...'"
    echo "round $round: SIGKILL after '$expected' ($(grep -a -c " command seq=" "$JOURNAL") commands journaled)"
done

# The correct claim drew the game: nothing to resume; the journal reads whole, with the draw.
"$CLI" replay "$JOURNAL" --json >"$OUT/replay.json" || fail "pendule-cli replay failed"
python3 - "$OUT/replay.json" <<'PY'
import json, sys
replay = json.load(open(sys.argv[1]))
def fail(msg):
    print("FAIL (arbiter kill test):", msg, file=sys.stderr)
    sys.exit(1)
if replay["error"] is not None:
    fail("replay error: " + replay["error"])
if not replay["result"] or replay["result"]["score"] != "1/2-1/2":
    fail(f"the claimed draw is not the journal's result: {replay['result']}")
print(f"ok: result {replay['result']['score']}, {len(replay['log'])} decisions, {replay['presses']} presses")
PY
[ -z "$(ls -A "$XDG_DATA_HOME")" ] || fail "something was written to $XDG_DATA_HOME"
echo "PASS (arbiter kill test)"
