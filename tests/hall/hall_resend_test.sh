#!/usr/bin/env bash
# The stuck board (docs/hall.md): the hall lost record 4 of a board (records 0-3 came,
# then 5 onwards). It must keep 5 onwards aside, publish a re-send request for the hole (payload
# "4-4") on pendule/<event>/board/<n>/resend, ask again while the board is away though nothing more
# comes, and the board's JournalPublisher must answer it so that the hole is filled and the hall
# equals the journal file. On 127.0.0.1 only.
#   hall_resend_test.sh PENDULE_HALL PENDULE_CLI WORK_DIR
set -euo pipefail
hall_bin=$1 cli=$2 work=$3
# free_port, wait_port, start_test_broker, hall_test_work
source "$(dirname "$0")/net_lib.sh"
hall_test_work "$work"

broker_port=$(free_port)
http_port=$(free_port)
api=http://127.0.0.1:$http_port
start_test_broker "$work" "$broker_port"

# A real journal for board 1 of event "gap", published while no hall listens (so nobody has it).
"$cli" hall-sim --broker "mqtt://127.0.0.1:$broker_port" --boards 1 --duration 2 --seed 5 --speed 200 \
    --event gap --journal-dir "$work/journals" >/dev/null
journal=$(ls "$work"/journals/board-1/*.journal)
records=$(($(wc -l <"$journal") - 1))
echo "the journal holds records 0 to $records"
[ "$records" -ge 8 ]

"$hall_bin" --broker "mqtt://127.0.0.1:$broker_port" --http "127.0.0.1:$http_port" --data "$work/data" \
    --event gap >"$work/hall.log" 2>&1 &
pids+=($!)
wait_port "$http_port"
sleep 0.3

mosquitto_sub -h 127.0.0.1 -p "$broker_port" -t pendule/gap/board/1/resend -C 1 -W 10 >"$work/resend.txt" &
sub_pid=$!
pids+=("$sub_pid")
sleep 0.3
pub() { mosquitto_pub -h 127.0.0.1 -p "$broker_port" -q 1 -t pendule/gap/board/1/journal -m "$1"; }
echo "== records 0 to 3, then 5: record 4 is missing"
for n in 1 2 3 4 6; do pub "$(sed -n ${n}p "$journal")"; done
wait "$sub_pid"
echo "the hall asked: resend $(cat "$work/resend.txt")"
[ "$(cat "$work/resend.txt")" = 4-4 ]
last_seq() { curl -sf "$api/api/boards" | python3 -c 'import json, sys; print(json.load(sys.stdin)[0]["last_seq"])'; }
[ "$(last_seq)" = 3 ]
grep -q "asked event gap, board 1 to send again record 4" "$work/hall.log"

# Nothing more comes from the board: the hall asks again after 1 s, then 2 s.
sleep 3.3
asks=$(grep -c "asked event gap, board 1 to send again record 4" "$work/hall.log")
echo "requests in 3.3 s: $asks"
[ "$asks" -ge 3 ]
echo "== the board comes back: 0 to 4 already delivered, it sends 5 onwards and answers the request"
"$cli" hall-send --broker "mqtt://127.0.0.1:$broker_port" --event gap --board 1 --journal "$journal" \
    --delivered 4 --stay 2 | tee "$work/send.out"
grep -q "answered [1-9]" "$work/send.out"
for _ in $(seq 50); do
    [ "$(last_seq)" = "$records" ] && break
    sleep 0.1
done
echo "hall last_seq $(last_seq), journal $records"
[ "$(last_seq)" = "$records" ]
"$cli" replay "$journal" --json >"$work/replay.json"
curl -sf "$api/api/boards" >"$work/boards.json"
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
b = json.load(open(work + "/boards.json"))[0]
s = json.load(open(work + "/replay.json"))["state"]
got = (b["white_ms"], b["black_ms"], b["white_moves"], b["black_moves"])
want = (s["white"]["ms"], s["black"]["ms"], s["white"]["moves"], s["black"]["moves"])
assert got == want, (got, want)
print("times and counters equal the journal:", got)
PY
echo "hall resend test: passed"
