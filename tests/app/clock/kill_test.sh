#!/usr/bin/env bash
# Crash test of the journal (CTest label `gui`): pendule runs under Xvfb with its journal in a
# temporary folder, xdotool presses the players' keys, and the program is killed with SIGKILL at
# random moments, ROUNDS times (default 22), each time restarted with --resume, the arbiter
# restarting the paused clock. At the end `pendule-cli replay --json` must show:
#   - every press the program acknowledged (its --trace line comes after the journal's fdatasync)
#     is in the journal, and no press that was never sent;
#   - one interruption per kill, each with the last record written at most CHECKPOINT_LIMIT_MS
#     (1000: the journal promises a checkpoint at least once a second, it writes one every 500 ms)
#     before the kill;
#   - the resumed session agreed with the journal every time (no "differs" on stderr);
#   - no damaged record.
#   kill_test.sh PENDULE PENDULE_CLI OUTDIR [ROUNDS]
# A missing xvfb-run, xdotool or python3 is a failure, never a skip.
set -euo pipefail

PENDULE=$1 CLI=$2 OUT=$3 ROUNDS=${4:-22}
CHECKPOINT_LIMIT_MS=1000
fail() { echo "FAIL (journal kill test): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
need_tools "Debian: xvfb, xdotool, python3; scripts/dev.sh installs them" xvfb-run xdotool python3

if [ -z "${PENDULE_KILL_TEST_INNER:-}" ]; then
    rm -rf "$OUT" && mkdir -p "$OUT"
    rerun_under_xvfb 1280x720x24 PENDULE_KILL_TEST_INNER "$@"
fi

export LIBGL_ALWAYS_SOFTWARE=1
# Every start names its journal folder; HOME and XDG_DATA_HOME point into OUT all the same, and the
# end checks that nothing was written there (never into the user's ~/.local/share/pendule).
export HOME="$OUT/home" XDG_DATA_HOME="$OUT/home/data"
mkdir -p "$XDG_DATA_HOME"
JOURNALS="$OUT/journals"
mkdir -p "$JOURNALS"
now_ms() { date +%s%3N; }
rand_ms() { echo $((RANDOM % ($2 - $1 + 1) + $1)); } # rand_ms MIN MAX
sleep_ms() { sleep "$(printf '0.%03d' "$1")"; }

: >"$OUT/kills.txt"
sent=0
acknowledged=0
white_to_move=1
PID=
trap '[ -n "$PID" ] && kill -9 "$PID" 2>/dev/null; true' EXIT
for ((round = 1; round <= ROUNDS; round++)); do
    TRACE="$OUT/round$round.trace"
    if [ "$round" -eq 1 ]; then
        "$PENDULE" --journal-dir "$JOURNALS" --trace --start --preset 600+5 --names "Alice" "Bruno" \
            >"$TRACE" 2>"$OUT/round$round.err" &
    else
        "$PENDULE" --journal-dir "$JOURNALS" --trace --resume >"$TRACE" 2>"$OUT/round$round.err" &
    fi
    PID=$!
    wait_for "$TRACE" "^ready" 20
    find_window
    xdotool windowmove "$WID" 0 0
    give_focus
    if [ "$round" -gt 1 ]; then
        grep -q "^resumed" "$TRACE" || fail "round $round: the game was not resumed ($(cat "$OUT/round$round.err"))"
        ! grep -q "differs" "$OUT/round$round.err" || fail "round $round: $(grep differs "$OUT/round$round.err")"
        grep -q "^command pause.*accepted=1" "$TRACE" || fail "round $round: the resumed game was not paused"
        # The arbiter restarts the clock: unlock, P, lock again.
        xdotool key ctrl+alt+a
        wait_for "$TRACE" "locked=0" 5
        xdotool key p
        wait_for "$TRACE" "command resume.*accepted=1" 5
        xdotool key Escape
    fi
    presses=$(rand_ms 2 5)
    for ((i = 0; i < presses; i++)); do
        if [ "$white_to_move" -eq 1 ]; then xdotool key shift; else xdotool key Shift_R; fi
        sent=$((sent + 1))
        white_to_move=$((1 - white_to_move))
        sleep_ms "$(rand_ms 60 300)"
    done
    sleep_ms "$(rand_ms 0 900)" # the kill lands anywhere: after a press, between checkpoints
    kill -9 "$PID"
    killed_at=$(now_ms)
    wait "$PID" 2>/dev/null || true
    PID=
    echo "$round $killed_at" >>"$OUT/kills.txt"
    acknowledged=$((acknowledged + $(grep -c "^press .* accepted=1" "$TRACE" || true)))
    # Whose move it is now, from the journal (a press sent just before the kill may be lost only
    # when the program had not acknowledged it).
    JOURNAL=$(ls "$JOURNALS"/*.journal)
    white_to_move=$("$CLI" replay "$JOURNAL" --json | python3 -c \
        'import json,sys; s=json.load(sys.stdin)["state"]; print(1 if s["white"]["moves"]==s["black"]["moves"] else 0)')
done

[ "$(ls "$JOURNALS"/*.journal | wc -l)" -eq 1 ] || fail "expected one journal, found: $(ls "$JOURNALS")"
JOURNAL=$(ls "$JOURNALS"/*.journal)
"$CLI" replay "$JOURNAL" --json >"$OUT/replay.json" || fail "pendule-cli replay failed: $(cat "$OUT/replay.json")"
python3 - "$OUT/replay.json" "$OUT/kills.txt" "$acknowledged" "$sent" "$ROUNDS" "$CHECKPOINT_LIMIT_MS" <<'PY'
import json, sys
replay = json.load(open(sys.argv[1]))
kills = [int(line.split()[1]) for line in open(sys.argv[2]) if line.strip()]
acknowledged, sent, rounds, limit = (int(x) for x in sys.argv[3:7])
def fail(msg):
    print("FAIL (journal kill test):", msg, file=sys.stderr)
    sys.exit(1)
if replay["error"] is not None:
    fail("replay error: " + replay["error"])
state = replay["state"]
journaled = state["white"]["moves"] + state["black"]["moves"]
if replay["presses"] != journaled:
    fail(f"{replay['presses']} presses replayed but the move counters say {journaled}")
if journaled < acknowledged:
    fail(f"a press was lost: {acknowledged} acknowledged by the program, {journaled} in the journal")
if journaled > sent:
    fail(f"{journaled} presses in the journal but only {sent} were sent")
inter = replay["interruptions"]
if len(inter) != rounds - 1:
    fail(f"{len(inter)} interruptions in the journal, {rounds - 1} kills followed by a restart")
worst = 0
for i, (event, killed) in enumerate(zip(inter, kills)):
    lost = killed - event["last_wall_ms"]
    worst = max(worst, lost)
    if lost < 0 or lost > limit:
        fail(f"kill {i + 1}: the last record was written {lost} ms before the kill (limit {limit} ms)")
print(f"ok: {rounds} runs, {rounds - 1} SIGKILLs survived; presses sent {sent}, acknowledged {acknowledged}, "
      f"journaled {journaled}; worst time from the last record to the kill {worst} ms (limit {limit}); "
      f"warnings {len(replay['warnings'])}")
PY
[ -z "$(ls -A "$XDG_DATA_HOME")" ] || fail "something was written to $XDG_DATA_HOME: $(ls -A "$XDG_DATA_HOME")"
echo "PASS (journal kill test)"
