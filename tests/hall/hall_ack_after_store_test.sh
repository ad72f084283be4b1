#!/usr/bin/env bash
# The hall acknowledges a message only once it is stored (docs/hall.md): while another
# process holds the hall's database locked, the hall reads nothing, so a board's records published
# then (QoS 1, by mosquitto_pub: no board program is left to send them again) stay with the broker.
# The lock let go, the hall stores them; locked again, the hall is SIGKILLed while the next ones
# wait, the lock is let go, the hall starts again: it has every record, equal to the journal. Before (libmosquitto acknowledging each message before the hall
# stored it), the records were refused ("database is locked") after their PUBACK and never came
# back. On 127.0.0.1 only.
#   hall_ack_after_store_test.sh PENDULE_HALL PENDULE_CLI WORK_DIR
set -euo pipefail
hall_bin=$1 cli=$2 work=$3
# free_port, wait_port, start_test_broker, hall_test_work
source "$(dirname "$0")/net_lib.sh"
hall_test_work "$work"

broker_port=$(free_port)
http_port=$(free_port)
api=http://127.0.0.1:$http_port
start_test_broker "$work" "$broker_port"

# A real journal of board 1, published while no hall listens (and no hall session exists yet).
"$cli" hall-sim --broker "mqtt://127.0.0.1:$broker_port" --boards 1 --duration 2 --seed 9 --speed 200 \
    --event ack --journal-dir "$work/journals" >/dev/null
journal=$(ls "$work"/journals/board-1/*.journal)
lines=$(wc -l <"$journal")
echo "the journal holds $lines records"
[ "$lines" -ge 10 ]

start_hall() {
    "$hall_bin" --broker "mqtt://127.0.0.1:$broker_port" --http "127.0.0.1:$http_port" --data "$work/data" \
        --event ack >>"$work/hall.log" 2>&1 &
    hall_pid=$!
    pids+=("$hall_pid")
    wait_port "$http_port"
}
last_seq() {
    curl -sf "$api/api/boards" | python3 -c 'import json, sys; b = json.load(sys.stdin); print(b[0]["last_seq"] if b else -1)'
}
pub() { mosquitto_pub -h 127.0.0.1 -p "$broker_port" -q 1 -t pendule/ack/board/1/journal -m "$1"; }

start_hall
for _ in $(seq 50); do grep -q "connected; subscribing" "$work/hall.log" && break; sleep 0.1; done
echo "== the first four records, stored as usual"
for n in 1 2 3 4; do pub "$(sed -n ${n}p "$journal")"; done
for _ in $(seq 50); do [ "$(last_seq)" = 3 ] && break; sleep 0.1; done
[ "$(last_seq)" = 3 ]

# lock NAME: another process holds the database locked until $work/NAME-release exists.
lock() {
    python3 - "$work/data/hall.sqlite" "$work/$1-locked" "$work/$1-release" <<'PY' &
import os, sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
open(sys.argv[2], "w").close()
while not os.path.exists(sys.argv[3]):
    time.sleep(0.05)
db.execute("ROLLBACK")
PY
    locker=$!
    pids+=("$locker")
    for _ in $(seq 100); do [ -e "$work/$1-locked" ] && break; sleep 0.05; done
}

echo "== the database locked by another process while records 4 to 7 come: the hall waits for it"
lock first
for n in 5 6 7 8; do pub "$(sed -n ${n}p "$journal")"; done
sleep 0.5
[ "$(last_seq)" = 3 ]
touch "$work/first-release"
wait "$locker"
for _ in $(seq 50); do [ "$(last_seq)" = 7 ] && break; sleep 0.1; done
echo "the lock let go: hall last_seq $(last_seq)"
[ "$(last_seq)" = 7 ]
grep -q "storing again" "$work/hall.log"

echo "== locked again; the rest of the journal published meanwhile"
lock second
for n in $(seq 9 "$lines"); do pub "$(sed -n ${n}p "$journal")"; done
sleep 1
[ "$(last_seq)" = 7 ]

echo "== the hall SIGKILLed with the records unacknowledged; the lock let go; the hall again"
kill -9 "$hall_pid"
wait "$hall_pid" 2>/dev/null || true
touch "$work/second-release"
wait "$locker"
start_hall
want=$((lines - 1))
for _ in $(seq 100); do [ "$(last_seq)" = "$want" ] && break; sleep 0.1; done
echo "hall last_seq $(last_seq), journal $want"
[ "$(last_seq)" = "$want" ]
python3 - "$work/data/hall.sqlite" "$journal" <<'PY'
import sqlite3, sys
db = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
stored = "".join(line + "\n" for (line,) in db.execute(
    "SELECT line FROM records WHERE event = 'ack' AND board = 1 ORDER BY seq"))
assert stored == open(sys.argv[2]).read(), "the stored journal differs from the board's"
assert db.execute("SELECT count(*) FROM pending").fetchone()[0] == 0, "records left kept aside"
print("the stored journal equals the board's byte for byte")
PY
# What the hall said while it waited.
grep -q "cannot store now, nothing is read until it can" "$work/hall.log"
echo "the hall said: $(grep -m1 "cannot store now" "$work/hall.log")"
echo "hall ack-after-store test: passed"
