#!/usr/bin/env bash
# Windows (under wine): the hall link through the Windows build's libmosquitto (third_party, no
# TLS): pendule-cli.exe hall-sim plays three boards that journal and publish to a real mosquitto on
# the loopback (Linux's), and everything a Linux mosquitto_sub receives on the boards' journal
# topics equals, line for line, the journals the boards wrote.
# usage: hall_link_test.sh PENDULE_CLI WORK_DIR
set -euo pipefail
cli=$1
work=$2
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$work"
mkdir -p "$work"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
# free_port, wait_port, start_test_broker
source "$(dirname "$0")/../hall/net_lib.sh"
port=$(free_port)
start_test_broker "$work" "$port"
mosquitto_sub -h 127.0.0.1 -p "$port" -q 1 -v -t 'pendule/win/board/+/journal' >"$work/received.txt" &
pids+=($!)
sleep 0.5

"$cli" hall-sim --broker "mqtt://127.0.0.1:$port" --event win --boards 3 --duration 2 --seed 7 --speed 100 \
    --journal-dir "$work/journals" >"$work/sim.out" 2>&1 || fail "hall-sim: $(cat "$work/sim.out")"
sleep 1
python3 - "$work" <<'PY'
import glob, sys
work = sys.argv[1]
received = {}
for line in open(work + "/received.txt", encoding="utf-8"):
    if not line.strip():
        continue  # each payload ends in its own "\n", which mosquitto_sub follows with one more
    topic, _, payload = line.rstrip("\n").partition(" ")
    board = int(topic.split("/")[3])
    lines = received.setdefault(board, [])
    if payload not in lines:  # QoS 1 may deliver twice
        lines.append(payload)
assert sorted(received) == [1, 2, 3], sorted(received)
for board in (1, 2, 3):
    (journal,) = glob.glob(f"{work}/journals/board-{board}/*.journal")
    written = open(journal, encoding="utf-8").read().splitlines()
    assert len(written) > 3, (board, written)
    assert received[board] == written, f"board {board}: {len(received[board])} received, {len(written)} written"
    print(f"board {board}: {len(written)} journal lines published and received")
PY
echo "hall link: ok"
