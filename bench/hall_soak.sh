#!/usr/bin/env bash
# The hall under faults (docs/hall.md "Soak"): simulated boards play through a broker with
# configs/hall's accounts and ACL while the broker is SIGKILLed and restarted three times and the
# hall is SIGKILLed and restarted once. Then, for every board: the journal the hall stored equals
# the board's journal file byte for byte (nothing lost, nothing twice), and /api/boards' last_seq,
# times, counters, running side, first flag and result equal `pendule-cli replay` of that file.
# Prints the figures (records, faults, time to catch up, CPU of the hall and of the broker).
# A benchmark, not a test: minutes long, on 127.0.0.1 only.
#   bench/hall_soak.sh BUILD_DIR WORK_DIR [BOARDS [SECONDS [SPEED]]]     (default 200 600 2)
# SPEED > 1 runs game time faster (hall-sim --speed), which also keeps the hall from carrying running
# clocks on by the wall time, so that its times can equal the replay's to the millisecond.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=$1 work=$2 boards=${3:-200} seconds=${4:-600} speed=${5:-2}
hall_bin=$build/src/pendule-hall cli=$build/src/pendule-cli
mosquitto_bin=$(command -v mosquitto || echo /usr/sbin/mosquitto)
# free_port, wait_port, hall_test_work
source "$(dirname "$0")/../tests/hall/net_lib.sh"
hall_test_work "$work"
now() { date +%s.%N; }
# cpu_of PID: user + system seconds of a live process (from /proc/PID/stat).
cpu_of() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f", ($14 + $15) / hz }' "/proc/$1/stat" 2>/dev/null || echo 0; }
add() { python3 -c "print(round($1 + $2, 2))"; }

broker_port=$(free_port)
http_port=$(free_port)
api=http://127.0.0.1:$http_port
data=$work/data
bash "$here/scripts/hall.sh" --setup-only --boards "$boards" --port "$broker_port" --address 127.0.0.1 \
    --data "$data" >/dev/null

broker_cpu=0 hall_cpu=0
start_broker() {
    "$mosquitto_bin" -c "$data/broker/mosquitto.conf" &
    broker_pid=$!
    pids+=("$broker_pid")
    wait_port "$broker_port" 200
}
kill_broker() {
    broker_cpu=$(add "$broker_cpu" "$(cpu_of "$broker_pid")")
    kill -9 "$broker_pid"
    wait "$broker_pid" 2>/dev/null || true
}
start_hall() {
    "$hall_bin" --broker "mqtt://127.0.0.1:$broker_port" --user hall --password-file "$data/secrets/hall.password" \
        --http "127.0.0.1:$http_port" --data "$data/hall" --event soak >>"$work/hall.log" 2>&1 &
    hall_pid=$!
    pids+=("$hall_pid")
    wait_port "$http_port" 200
}
kill_hall() {
    hall_cpu=$(add "$hall_cpu" "$(cpu_of "$hall_pid")")
    kill -9 "$hall_pid"
    wait "$hall_pid" 2>/dev/null || true
}

start_broker
start_hall
echo "== $boards boards for $seconds s at speed $speed; broker SIGKILLed at 20, 45 and 70 %, the hall at 55 %"
t0=$(now)
"$cli" hall-sim --broker "mqtt://127.0.0.1:$broker_port" --boards "$boards" --duration "$seconds" --seed 1 \
    --speed "$speed" --event soak --round 1 --journal-dir "$work/journals" \
    --hall-password-file "$data/secrets/{board}.password" >"$work/sim.out" 2>"$work/sim.err" &
sim_pid=$!
pids+=("$sim_pid")
sleep_until() { python3 -c "import time; time.sleep(max(0, $t0 + $1 - time.time()))"; }
for at in 20 45 55 70; do
    sleep_until "$(python3 -c "print($seconds * $at / 100)")"
    if [ "$at" = 55 ]; then
        echo "$(date +%T) SIGKILL the hall, restart it 2 s later"
        kill_hall
        sleep 2
        start_hall
    else
        echo "$(date +%T) SIGKILL the broker, restart it 2 s later"
        kill_broker
        sleep 2
        start_broker
    fi
done
sim_status=0
wait "$sim_pid" || sim_status=$?
t_sim=$(now)
echo "hall-sim ended (exit $sim_status) after $(python3 -c "print(round($t_sim - $t0, 1))") s"
cat "$work/sim.err"

# compare: every board's stored journal against its file, and /api/boards against the replay.
compare() {
    python3 "$here/tests/hall/hall_compare.py" "$data/hall/hall.sqlite" "$cli" "$api" soak "$boards" "$work/journals"
}
settled=1
for _ in $(seq 120); do
    if compare >"$work/compare.txt" 2>&1; then settled=0; break; fi
    sleep 1
done
t_settled=$(now)
cat "$work/compare.txt"
echo "caught up $(python3 -c "print(round($t_settled - $t_sim, 1))") s after hall-sim ended"
echo "CPU: hall $(add "$hall_cpu" "$(cpu_of "$hall_pid")") s, broker $(add "$broker_cpu" "$(cpu_of "$broker_pid")") s," \
    "over $(python3 -c "print(round($t_settled - $t0, 1))") s"
echo "hall log: $(grep -c 'asked event' "$work/hall.log") re-send requests, $(grep -c 'kept aside\|rejected' "$work/hall.log") kept-aside or rejected lines"
[ "$sim_status" = 0 ] && [ "$settled" = 0 ] && echo "hall soak: every board equals its journal"
exit "$settled"
