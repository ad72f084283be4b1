#!/usr/bin/env bash
# hall-sim past select()'s 1024 descriptors, on 127.0.0.1 only: 300 boards, each its own
# MQTT client with its own journal (four descriptors a board, 1,200 in all), through a real mosquitto
# to pendule-hall. Before the fix every board from 256 on published nothing ("the broker acknowledged
# 0 of N lines"). Asserted: hall-sim exits 0 (it exits 1 when a board's lines were not all
# acknowledged) and prints all 300 boards in order; /api/boards holds every board with the last seq,
# times, counters, running side and first flag of its journal (pendule-cli replay --json); a page
# that connects gets all 300 boards in its first event, equal to /api/boards; a number it cannot
# serve is refused before anything starts.
#   hall_many_boards_test.sh PENDULE_HALL PENDULE_CLI WORK_DIR
set -euo pipefail
hall_bin=$1 cli=$2 work=$3
boards=300
# free_port, wait_port, start_test_broker, hall_test_work
source "$(dirname "$0")/net_lib.sh"
hall_test_work "$work"
fail() {
    echo "hall_many_boards_test: $*" >&2
    exit 1
}

broker_port=$(free_port)
http_port=$(free_port)
api=http://127.0.0.1:$http_port

echo "== refused up front: a descriptor limit that leaves no room for a board, a board beyond 9999"
if (ulimit -n 60 && ulimit -Hn 60 && "$cli" hall-sim --broker "mqtt://127.0.0.1:$broker_port" --boards "$boards" \
    --duration 1 --seed 1 --journal-dir "$work/refused") >"$work/refused.out" 2>&1; then
    fail "hall-sim with ulimit -Hn 60 was accepted: $(cat "$work/refused.out")"
fi
grep -q "ulimit -Hn) 60 leaves no room for one board" "$work/refused.out" || fail "$(cat "$work/refused.out")"
[ ! -e "$work/refused" ] || fail "a refused hall-sim wrote journals"
if "$cli" hall-sim --broker "mqtt://127.0.0.1:$broker_port" --boards 20 --first-board 9990 --duration 1 --seed 1 \
    --journal-dir "$work/refused" >"$work/refused.out" 2>&1; then
    fail "boards 9990 to 10009 were accepted"
fi
grep -q "boards are numbered 1 to 9999" "$work/refused.out" || fail "$(cat "$work/refused.out")"

start_test_broker "$work" "$broker_port" "max_queued_messages 0"
"$hall_bin" --broker "mqtt://127.0.0.1:$broker_port" --http "127.0.0.1:$http_port" --data "$work/data" \
    --event many >"$work/hall.log" 2>&1 &
pids+=($!)
wait_port "$http_port"

echo "== $boards boards for 4 s at speed 50"
status=0
"$cli" hall-sim --broker "mqtt://127.0.0.1:$broker_port" --event many --boards "$boards" --duration 4 --seed 29 \
    --speed 50 --journal-dir "$work/journals" >"$work/sim.out" 2>"$work/sim.err" || status=$?
cat "$work/sim.err"
[ "$status" = 0 ] || fail "hall-sim exited $status: $(grep -c acknowledged "$work/sim.err") boards not acknowledged"
grep -q "$boards boards in 2 processes" "$work/sim.err" || fail "the boards were not spread over 2 processes"
[ "$(grep -c '^board ' "$work/sim.out")" = "$boards" ] || fail "hall-sim printed $(grep -c '^board ' "$work/sim.out") boards"
[ "$(awk '{print $2}' "$work/sim.out" | tr '\n' ' ')" = "$(seq -s ' ' 1 "$boards") " ] || fail "boards out of order"

for n in $(seq "$boards"); do
    "$cli" replay "$work"/journals/board-$n/*.journal --json >"$work/replay-$n.json"
done
check() {
    curl -sf "$api/api/boards" >"$work/boards.json"
    python3 - "$work" "$boards" <<'PY'
import glob, json, sys
work, count = sys.argv[1], int(sys.argv[2])
boards = json.load(open(work + "/boards.json"))
assert [b["board"] for b in boards] == list(range(1, count + 1)), [b["board"] for b in boards][:5]
for b in boards:
    n = b["board"]
    journal = glob.glob(f"{work}/journals/board-{n}/*.journal")[0]
    records = sum(1 for _ in open(journal)) - 1
    state = json.load(open(f"{work}/replay-{n}.json"))["state"]
    got = (b["last_seq"], b["white_ms"], b["black_ms"], b["white_moves"], b["black_moves"], b["running"], b["first_flag"])
    want = (records, state["white"]["ms"], state["black"]["ms"], state["white"]["moves"], state["black"]["moves"],
            state["running"], state["first_flag"])
    assert got == want, f"board {n}: hall {got}, journal {want}"
print(f"{count} boards: /api/boards equals every journal")
PY
}
# hall-sim waited for the broker's acknowledgements; the hall may still be storing.
for _ in $(seq 50); do
    check >/dev/null 2>&1 && break
    sleep 0.2
done
check

echo "== a page that connects gets every board at once, as /api/boards has them"
python3 - "$http_port" "$work" "$boards" <<'PY'
import json, socket, sys, time
port, work, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
t0 = time.monotonic()
s = socket.create_connection(("127.0.0.1", port), 10)
s.sendall(b"GET /api/events HTTP/1.1\r\nHost: hall\r\n\r\n")
data = b""
while b"event: boards\n" not in data or b"\n\n" not in data[data.find(b"event: boards\n"):]:
    chunk = s.recv(1 << 16)
    assert chunk, "the feed ended before its first event"
    data += chunk
ms = (time.monotonic() - t0) * 1000
event = data[data.find(b"event: boards\n"):].split(b"\n\n", 1)[0].decode()
# The data lines, joined (chunked transfer encoding may put size lines between them).
text = "\n".join(line[len("data:"):].lstrip(" ") for line in event.splitlines() if line.startswith("data:"))
first = json.loads(text)
api = json.load(open(work + "/boards.json"))
strip = lambda bs: [{k: v for k, v in b.items() if k != "last_heard_wall"} for b in bs]
assert strip(first) == strip(api), "the page's first picture differs from /api/boards"
print(f"the first event held all {len(first)} boards, {ms:.0f} ms after the connect")
PY
echo "hall many boards test: passed"
