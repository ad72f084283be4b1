#!/usr/bin/env bash
# The hall end to end, on 127.0.0.1 only: a real mosquitto on a free port, pendule-hall
# with a fresh database, five simulated boards at 200 times real speed. Then the hall must agree
# with each board's journal file (last_seq = its records; times and counters = pendule-cli replay),
# survive a SIGKILL and restart with nothing lost, and shrug off garbage and a bad CRC-32.
#   hall_test.sh PENDULE_HALL PENDULE_CLI WORK_DIR
set -euo pipefail
hall_bin=$1 cli=$2 work=$3
# free_port, wait_port, start_test_broker, hall_test_work
source "$(dirname "$0")/net_lib.sh"
hall_test_work "$work"

broker_port=$(free_port)
http_port=$(free_port)
api=http://127.0.0.1:$http_port

start_test_broker "$work" "$broker_port" "max_queued_messages 0"

start_hall() {
    "$hall_bin" --broker "mqtt://127.0.0.1:$broker_port" --http "127.0.0.1:$http_port" --data "$work/data" \
        --event sim --pgn-dir "$work/pgn" >>"$work/hall.log" 2>&1 &
    hall_pid=$!
    pids+=("$hall_pid")
    wait_port "$http_port"
}
start_hall

"$cli" hall-sim --broker "mqtt://127.0.0.1:$broker_port" --boards 5 --duration 3 --seed 11 --speed 200 \
    --journal-dir "$work/journals" >"$work/sim.out" &
sim_pid=$!
pids+=("$sim_pid")
# A SIGKILL in the middle of the games: the broker keeps the hall's persistent session, so what the
# boards publish meanwhile reaches the restarted hall.
sleep 1
echo "== SIGKILL the hall while the boards play, and start it again"
kill -9 "$hall_pid"
wait "$hall_pid" 2>/dev/null || true
sleep 0.3
start_hall
wait "$sim_pid"
cat "$work/sim.out"

# check_against_journals: every board of /api/boards against its journal file and its replay.
check_against_journals() {
    curl -sf "$api/api/boards" >"$work/boards.json"
    for n in 1 2 3 4 5; do
        "$cli" replay "$work"/journals/board-$n/*.journal --json >"$work/replay-$n.json"
    done
    python3 - "$work" <<'PY'
import glob, json, sys
work = sys.argv[1]
boards = json.load(open(work + "/boards.json"))
assert [b["board"] for b in boards] == [1, 2, 3, 4, 5], boards
for b in boards:
    n = b["board"]
    journal = glob.glob(f"{work}/journals/board-{n}/*.journal")[0]
    records = sum(1 for _ in open(journal)) - 1  # the header is record 0
    state = json.load(open(f"{work}/replay-{n}.json"))["state"]
    got = (b["last_seq"], b["white_ms"], b["black_ms"], b["white_moves"], b["black_moves"], b["running"], b["first_flag"])
    want = (records, state["white"]["ms"], state["black"]["ms"], state["white"]["moves"], state["black"]["moves"],
            state["running"], state["first_flag"])
    assert got == want, f"board {n}: hall {got}, journal {want}"
    print(f"board {n}: last_seq {records}, {b['white_ms']} / {b['black_ms']} ms, as the journal")
PY
}
# The simulation waited for the broker's acknowledgements; the hall may still be storing.
for _ in $(seq 50); do
    check_against_journals >/dev/null 2>&1 && break
    sleep 0.2
done
check_against_journals
echo "== the retained snapshots (.../state) equal the journals; every board said offline (.../status)"
mosquitto_sub -h 127.0.0.1 -p "$broker_port" -t 'pendule/sim/board/+/state' -C 5 -W 5 >"$work/states.txt"
mosquitto_sub -h 127.0.0.1 -p "$broker_port" -t 'pendule/sim/board/+/status' -C 5 -W 5 -v >"$work/statuses.txt"
python3 - "$work" <<'PY'
import glob, json, sys
work = sys.argv[1]
states = sorted((json.loads(line) for line in open(work + "/states.txt")), key=lambda s: s["board"])
assert [s["board"] for s in states] == [1, 2, 3, 4, 5], states
for s in states:
    n = s["board"]
    journal = glob.glob(f"{work}/journals/board-{n}/*.journal")[0]
    records = sum(1 for _ in open(journal)) - 1
    state = json.load(open(f"{work}/replay-{n}.json"))["state"]
    # A snapshot follows every record but a checkpoint: the last one is a checkpoint at most.
    last = open(journal).read().splitlines()[-1]
    assert s["seq"] == records or ("checkpoint" in last and s["seq"] < records), (n, s["seq"], records)
    if s["seq"] == records:
        got = (s["white_ms"], s["black_ms"], s["white_moves"], s["black_moves"], s["running"], s["first_flag"])
        want = (state["white"]["ms"], state["black"]["ms"], state["white"]["moves"], state["black"]["moves"],
                state["running"], state["first_flag"])
        assert got == want, f"board {n}: snapshot {got}, journal {want}"
    assert s["white_moves"] == state["white"]["moves"] and s["black_moves"] == state["black"]["moves"], n
print("snapshots of boards 1-5 agree with their journals")
PY
sort "$work/statuses.txt"
[ "$(grep -c ' offline$' "$work/statuses.txt")" = 5 ]
python3 -c 'import json, sys; assert {b["link"] for b in json.load(open(sys.argv[1]))} == {"offline"}' "$work/boards.json"

# What the players see, without the time the hall last heard from each board (the broker sends the
# retained status again when the hall comes back).
python3 -c 'import json, sys; b = json.load(open(sys.argv[1])); [x.pop("last_heard_wall") for x in b]; print(json.dumps(b))' \
    "$work/boards.json" >"$work/before.json"

echo "== SIGKILL the hall after the games, and start it again"
kill -9 "$hall_pid"
wait "$hall_pid" 2>/dev/null || true
start_hall
sleep 0.5
check_against_journals
python3 -c 'import json, sys; b = json.load(open(sys.argv[1])); [x.pop("last_heard_wall") for x in b]; print(json.dumps(b))' \
    "$work/boards.json" >"$work/after.json"
cmp "$work/before.json" "$work/after.json"
echo "the restarted hall shows the same boards"

echo "== garbage, a bad CRC-32, an empty payload, a board's header on the wrong board"
line=$(sed -n 3p "$work"/journals/board-2/*.journal)
bad_crc="0${line:1}"
[ "${line:0:1}" = 0 ] && bad_crc="1${line:1}"
pub() { mosquitto_pub -h 127.0.0.1 -p "$broker_port" -q 1 -t "$1" -m "$2"; }
pub pendule/sim/board/2/journal "this is not a journal line"
pub pendule/sim/board/2/journal "$bad_crc"
pub pendule/sim/board/7/journal "$(head -1 "$work"/journals/board-2/*.journal)"
pub pendule/sim/board/2/journal ""
sleep 0.5
kill -0 "$hall_pid"
curl -sf "$api/api/boards" >/dev/null
grep -q "rejected: event sim, board 2: not a journal record" "$work/hall.log"
grep -q "rejected: event sim, board 2: CRC" "$work/hall.log"
grep -q "rejected: event sim, board 7: the journal's header names board '2'" "$work/hall.log"
grep "rejected" "$work/hall.log"
check_against_journals >/dev/null

echo "== the round as PGN: one game per board, at /round.pgn and in --pgn-dir"
curl -sf "$api/round.pgn" >"$work/round.pgn"
[ "$(grep -c '^\[Event "sim"\]$' "$work/round.pgn")" = 5 ]
# hall-sim was given no --round: "?" for the round.
for n in 1 2 3 4 5; do grep -q "^\[Round \"?.$n\"\]$" "$work/round.pgn"; done
grep -q '^\[White "White 1"\]$' "$work/round.pgn"
grep -q '^\[TimeControl "300+5"\]$' "$work/round.pgn"
grep -q '^\[TimeControl "600+5"\]$' "$work/round.pgn"
[ "$(grep -cE '^\{\[%clk [0-9]+:[0-9]{2}:[0-9]{2}\] \[%clk [0-9]+:[0-9]{2}:[0-9]{2}\]\} ' "$work/round.pgn")" = 5 ]
[ "$(grep -c '^\[Event "sim"\]$' "$work/pgn/round.pgn")" = 5 ]
[ ! -e "$work/pgn/round.pgn.tmp" ]
sed -n 1,8p "$work/round.pgn"

echo "== the page and bad requests"
curl -sf "$api/" | grep "<title>Pendule" >/dev/null
[ "$(curl -s -o /dev/null -w '%{http_code}' "$api/api/boards/3/log")" = 200 ]
[ "$(curl -s -o /dev/null -w '%{http_code}' "$api/api/boards/99/log")" = 404 ]
[ "$(curl -s -o /dev/null -w '%{http_code}' "$api/api/boards/x/log")" = 400 ]
[ "$(curl -s -o /dev/null -w '%{http_code}' "$api/nothing")" = 404 ]
echo "hall test: passed"
