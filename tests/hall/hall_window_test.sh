#!/usr/bin/env bash
# The window publishes (labels hall and gui): under Xvfb, `pendule --hall ... --event ID
# --board 3` with real key presses; pendule-hall, on a real mosquitto on a free loopback port, must
# show board 3 with the journal file's last seq and the replay's move counters. On 127.0.0.1 only.
#   hall_window_test.sh PENDULE PENDULE_HALL PENDULE_CLI WORK_DIR
set -euo pipefail
pendule=$1 hall_bin=$2 cli=$3 work=$4
fail() { echo "FAIL (hall window test): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
need_tools "" xvfb-run xdotool mosquitto curl python3
if [ -z "${PENDULE_HALL_WINDOW_INNER:-}" ]; then
    rm -rf "$work" && mkdir -p "$work"
    rerun_under_xvfb 1280x720x24 PENDULE_HALL_WINDOW_INNER "$@"
fi
export LIBGL_ALWAYS_SOFTWARE=1 HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT
# free_port, wait_port, start_test_broker
source "$(dirname "$0")/net_lib.sh"
broker_port=$(free_port)
http_port=$(free_port)
api=http://127.0.0.1:$http_port
start_test_broker "$work" "$broker_port"
"$hall_bin" --broker "mqtt://127.0.0.1:$broker_port" --http "127.0.0.1:$http_port" --data "$work/data" \
    --event open >"$work/hall.log" 2>&1 &
pids+=($!)
wait_port "$http_port"

# The hall, its event and the round from the config file (keys hall, event, round), the board from
# the command line.
printf 'sound = off\nhall = mqtt://127.0.0.1:%s\nevent = open\nround = 7\n' "$broker_port" >"$work/pendule.conf"
"$pendule" --config "$work/pendule.conf" --board 3 \
    --start --preset 300+2 --journal-dir "$work/journals" --trace >"$work/run.trace" 2>"$work/run.err" &
window=$!
pids+=("$window")
for _ in $(seq 200); do grep -q "^ready" "$work/run.trace" && break; sleep 0.05; done
grep -q "^ready" "$work/run.trace" || fail "the window did not start: $(cat "$work/run.err")"
focus_window
# Presses on both halves of the keyboard, as two players would.
for _ in 1 2 3 4 5; do
    xdotool key a
    sleep 0.25
    xdotool key l
    sleep 0.25
done
sleep 0.5
journal=$(ls "$work"/journals/*.journal)
records=$(($(wc -l <"$journal") - 1))
"$cli" replay "$journal" --json >"$work/replay.json"
check() {
    curl -sf "$api/api/boards" >"$work/boards.json"
    python3 - "$work" "$records" <<'PY'
import json, sys
work, records = sys.argv[1], int(sys.argv[2])
boards = json.load(open(work + "/boards.json"))
assert len(boards) == 1 and boards[0]["board"] == 3, boards
b = boards[0]
s = json.load(open(work + "/replay.json"))["state"]
got = (b["last_seq"], b["white_moves"], b["black_moves"])
want = (records, s["white"]["moves"], s["black"]["moves"])
assert got == want, f"hall {got}, journal {want}"
assert b["white_moves"] + b["black_moves"] >= 4, b
assert b["link"] == "online", b
print(f"board 3: last_seq {got[0]}, moves {got[1]} / {got[2]}, as the journal")
PY
}
# The window keeps writing checkpoints while a clock runs: compare one snapshot of the file, taken
# with the window stopped. A record written just before the stop may still be in the window's own
# queue to the broker, where it stays while the window is stopped: then let the window run a moment
# and take the snapshot again. The hall must equal the journal at one of these quiet moments.
journal_records() { echo $(($(wc -l <"$journal") - 1)); }
equal=no
for attempt in 1 2 3 4 5; do
    kill -STOP "$window"
    sleep 0.3
    records=$(journal_records)
    "$cli" replay "$journal" --json >"$work/replay.json"
    for _ in $(seq 20); do check >/dev/null 2>&1 && equal=yes && break; sleep 0.1; done
    [ "$equal" = yes ] && break
    echo "snapshot $attempt: the hall is not the journal yet ($records records in the file)" >&2
    [ "$attempt" -lt 5 ] && kill -CONT "$window" && sleep 0.2
done
if [ "$equal" != yes ]; then
    check || true # its message, with the window still stopped
    echo "--- hall.log" >&2; tail -20 "$work/hall.log" >&2
    echo "--- run.err" >&2; tail -20 "$work/run.err" >&2
    echo "--- the journal's last records" >&2; tail -5 "$journal" >&2
    fail "the hall does not equal the window's journal"
fi
check
kill -CONT "$window"
curl -sf "$api/round.pgn" >"$work/round.pgn"
grep -q '^\[Round "7.3"\]$' "$work/round.pgn" || fail "the round is not 7.3: $(head -3 "$work/round.pgn")"
grep -E "^press" "$work/run.trace" | head -3 || true
echo "hall window test: passed"
