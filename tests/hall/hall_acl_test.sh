#!/usr/bin/env bash
# A hall's broker with accounts: scripts/hall.sh with configs/hall's mosquitto.conf and
# ACL, on 127.0.0.1 only. The boards' right credentials carry their games to the hall; board 3's
# credentials cannot publish under board 4's topics, nor ask a board to send again; a wrong
# password and an anonymous client are refused, with a clear error.
#   hall_acl_test.sh REPO PENDULE_HALL PENDULE_CLI WORK_DIR [PENDULE]
# With PENDULE (the window, under xvfb-run), a wrong password stops it before its window opens.
set -euo pipefail
repo=$1 hall_bin=$2 cli=$3 work=$4 pendule=${5:-}
rm -rf "$work"
mkdir -p "$work"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
}
trap cleanup EXIT

# free_port, wait_port
source "$(dirname "$0")/net_lib.sh"
broker_port=$(free_port)
http_port=$(free_port)
api=http://127.0.0.1:$http_port
broker=mqtt://127.0.0.1:$broker_port
data=$work/data
secrets=$data/secrets

echo "== scripts/hall.sh: accounts for 4 boards and the hall, the broker, the hall"
bash "$repo/scripts/hall.sh" --boards 4 --port "$broker_port" --address 127.0.0.1 --http "127.0.0.1:$http_port" \
    --data "$data" --hall-bin "$hall_bin" >"$work/hall.log" 2>&1 &
pids+=($!)
wait_port "$http_port"
for user in hall 1 2 3 4; do
    [ "$(stat -c %a "$secrets/$user.password")" = 600 ]
done
[ "$(stat -c %a "$secrets")" = 700 ]
grep -q '^allow_anonymous false$' "$data/broker/mosquitto.conf"
grep -q '^persistence true$' "$data/broker/mosquitto.conf"
if grep -qF -- "$(cat "$secrets/3.password")" "$data/broker/passwd"; then
    echo "the broker's password file holds a password in clear"
    exit 1
fi

echo "== the right credentials: four boards play, the hall equals their journals"
"$cli" hall-sim --broker "$broker" --boards 4 --duration 1 --seed 3 --speed 200 --event acl --round 2 \
    --journal-dir "$work/journals" --hall-password-file "$secrets/{board}.password" >"$work/sim.out"
check_boards() {
    curl -sf "$api/api/boards" >"$work/boards.json"
    python3 - "$work" <<'PY'
import glob, json, sys
work = sys.argv[1]
boards = [b for b in json.load(open(work + "/boards.json")) if b["event"] == "acl"]
assert [b["board"] for b in boards] == [1, 2, 3, 4], boards
for b in boards:
    journal = glob.glob(f"{work}/journals/board-{b['board']}/*.journal")[0]
    records = sum(1 for _ in open(journal)) - 1
    assert b["last_seq"] == records, (b["board"], b["last_seq"], records)
PY
}
for _ in $(seq 50); do check_boards 2>/dev/null && break; sleep 0.1; done
check_boards
echo "the hall has boards 1-4 of event acl, each up to its journal's last record"
for _ in $(seq 30); do
    [ "$(curl -sf "$api/round.pgn" | grep -c '^\[Round "2\.[1-4]"\]$')" = 4 ] && break
    sleep 0.1
done
[ "$(curl -sf "$api/round.pgn" | grep -c '^\[Round "2\.[1-4]"\]$')" = 4 ]
echo "round.pgn: Round 2.1 to 2.4, from the boards' .../round"

echo "== board 3's credentials under board 4's topics: dropped by the broker"
journal3=$(ls "$work"/journals/board-3/*.journal)
journal4=$(ls "$work"/journals/board-4/*.journal)
# The publisher's last will names board 4's status: the broker closes the connection every time.
status=0
timeout 2 "$cli" hall-send --broker "$broker" --event intrude --board 4 --journal "$journal4" --hall-user 3 \
    --hall-password-file "$secrets/3.password" >/dev/null 2>"$work/intrude.err" || status=$?
[ "$status" != 0 ]
# A plain publication (no will): the broker acknowledges it and drops it.
mosquitto_pub -h 127.0.0.1 -p "$broker_port" -u 3 -P "$(cat "$secrets/3.password")" -q 1 \
    -t pendule/intrude/board/4/journal -m "$(head -1 "$journal4")"
# Nor may a board ask another (or itself) to send again: only the hall writes .../resend.
mosquitto_sub -h 127.0.0.1 -p "$broker_port" -u hall -P "$(cat "$secrets/hall.password")" \
    -t 'pendule/intrude/board/+/resend' -W 2 >"$work/resend.txt" 2>/dev/null &
sub_pid=$!
sleep 0.3
mosquitto_pub -h 127.0.0.1 -p "$broker_port" -u 3 -P "$(cat "$secrets/3.password")" -q 1 \
    -t pendule/intrude/board/4/resend -m 0
mosquitto_pub -h 127.0.0.1 -p "$broker_port" -u 3 -P "$(cat "$secrets/3.password")" -q 1 \
    -t pendule/intrude/board/3/resend -m 0
# The control: board 3 under its own topic of the same event arrives.
"$cli" hall-send --broker "$broker" --event intrude --board 3 --journal "$journal3" \
    --hall-password-file "$secrets/3.password" >/dev/null
wait "$sub_pid" || true
[ ! -s "$work/resend.txt" ] || { echo "a board published a re-send request: $(cat "$work/resend.txt")"; exit 1; }
for _ in $(seq 50); do
    curl -sf "$api/api/boards" | grep '"event": "intrude", "board": 3' >/dev/null && break
    sleep 0.1
done
curl -sf "$api/api/boards" >"$work/boards.json"
python3 - "$work" <<'PY'
import json, sys
boards = {(b["event"], b["board"]) for b in json.load(open(sys.argv[1] + "/boards.json"))}
assert ("intrude", 3) in boards, boards
assert ("intrude", 4) not in boards, "board 3's credentials published as board 4"
print("the hall has board 3 of event intrude and no board 4: the ACL held")
PY

echo "== the desk's account publishes the set-ups; a board reads its own, and cannot write one"
[ "$(stat -c %a "$secrets/desk.password")" = 600 ]
"$cli" round-open --board "Anne Arbre - Bruno Bois" --board "Chloé Chêne - Denis Dune" --board "Eve Erable - Fanny Frêne" \
    --round 3 --control 5400+30 --event acl --out "$work/r3.round" >/dev/null
"$cli" round-publish "$work/r3.round" --broker "$broker" --hall-password-file "$secrets/desk.password" \
    >"$work/publish.out"
grep -q "^published 3 set-ups under pendule/acl/board/N/setup$" "$work/publish.out"
# Board 3 reads its own set-up (retained) and no other board's.
mosquitto_sub -h 127.0.0.1 -p "$broker_port" -u 3 -P "$(cat "$secrets/3.password")" \
    -t pendule/acl/board/3/setup -t pendule/acl/board/2/setup -W 2 -v >"$work/setup3.txt" 2>/dev/null || true
[ "$(wc -l <"$work/setup3.txt")" = 1 ] || { echo "board 3 read: $(cat "$work/setup3.txt")"; exit 1; }
grep -q '^pendule/acl/board/3/setup {"event": "acl", "round": "3", "board": 3, .*"name": "Eve Erable"' "$work/setup3.txt"
# Board 3 writing its own set-up: acknowledged, dropped; the desk's stays.
mosquitto_pub -h 127.0.0.1 -p "$broker_port" -u 3 -P "$(cat "$secrets/3.password")" -q 1 -r \
    -t pendule/acl/board/3/setup -m '{"event": "acl", "board": 3, "white": {"name": "Me"}}'
mosquitto_sub -h 127.0.0.1 -p "$broker_port" -u hall -P "$(cat "$secrets/hall.password")" \
    -t pendule/acl/board/3/setup -W 1 >"$work/setup3-after.txt" 2>/dev/null || true
grep -q '"name": "Eve Erable"' "$work/setup3-after.txt" || { echo "a board replaced its set-up: $(cat "$work/setup3-after.txt")"; exit 1; }
# A board's account cannot publish set-ups through round-publish either: the broker closes the
# connection, and round-publish says so.
status=0
"$cli" round-publish "$work/r3.round" --broker "$broker" --event other --hall-user 3 --wait 3 \
    --hall-password-file "$secrets/3.password" >/dev/null 2>"$work/publish3.err" || status=$?
cat "$work/publish3.err"
[ "$status" = 1 ]
grep -q "does its ACL let this user publish set-ups" "$work/publish3.err"
mosquitto_sub -h 127.0.0.1 -p "$broker_port" -u hall -P "$(cat "$secrets/hall.password")" \
    -t 'pendule/other/board/+/setup' -W 1 >"$work/setup-other.txt" 2>/dev/null || true
[ ! -s "$work/setup-other.txt" ] || { echo "a board's account published set-ups: $(cat "$work/setup-other.txt")"; exit 1; }
echo "set-ups: the desk's three published, board 3 reads its own only, a board's account writes none"

echo "== a wrong password, no password: refused, in words"
printf 'not the password\n' >"$work/wrong.password"
status=0
"$cli" hall-send --broker "$broker" --event acl --board 3 --journal "$journal3" \
    --hall-password-file "$work/wrong.password" >/dev/null 2>"$work/wrong.err" || status=$?
cat "$work/wrong.err"
[ "$status" = 2 ]
grep -q "refused user '3': wrong user name or password" "$work/wrong.err"
status=0
"$cli" hall-send --broker "$broker" --event acl --board 3 --journal "$journal3" >/dev/null 2>"$work/anon.err" ||
    status=$?
cat "$work/anon.err"
[ "$status" = 2 ]
grep -q "refused an anonymous connection" "$work/anon.err"
status=0
"$cli" hall-sim --broker "$broker" --boards 1 --duration 1 --seed 3 --journal-dir "$work/j-wrong" \
    --hall-password-file "$work/wrong.password" >/dev/null 2>"$work/sim-wrong.err" || status=$?
cat "$work/sim-wrong.err"
[ "$status" = 2 ]
grep -q "refused user '1': wrong user name or password" "$work/sim-wrong.err"
status=0
"$hall_bin" --broker "$broker" --http "127.0.0.1:$(free_port)" --data "$work/hall-wrong" \
    --password-file "$work/wrong.password" 2>"$work/hall-wrong.err" || status=$?
cat "$work/hall-wrong.err"
[ "$status" = 2 ]
grep -q "refused user 'hall': wrong user name or password" "$work/hall-wrong.err"
status=0
"$cli" hall-send --broker "$broker" --board 3 --journal "$journal3" --hall-user 3 2>"$work/nofile.err" || status=$?
[ "$status" = 2 ]
grep -q -- "--hall-user needs --hall-password-file" "$work/nofile.err"
if [ -n "$pendule" ]; then
    printf 'sound = off\n' >"$work/pendule.conf"
    status=0
    HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_DATA_HOME="$work/home/data" LIBGL_ALWAYS_SOFTWARE=1 \
        timeout 30 "$(dirname "$0")/../xvfb.sh" -s "-screen 0 640x480x24" "$pendule" --config "$work/pendule.conf" \
        --hall "$broker" --event acl --board 3 --hall-password-file "$work/wrong.password" \
        --journal-dir "$work/window-journals" --start 2>"$work/window-wrong.err" || status=$?
    cat "$work/window-wrong.err"
    [ "$status" = 2 ]
    grep -q "pendule: --hall: the broker at 127.0.0.1:$broker_port refused user '3': wrong user name" \
        "$work/window-wrong.err"
fi
echo "== hall.sh --event: the boards write under that event only"
event_data=$work/data-event
event_port=$(free_port)
bash "$repo/scripts/hall.sh" --setup-only --boards 3 --event acl --port "$event_port" --address 127.0.0.1 \
    --data "$event_data" >/dev/null
mosquitto -c "$event_data/broker/mosquitto.conf" &
pids+=($!)
wait_port "$event_port"
password3=$(cat "$event_data/secrets/3.password")
mosquitto_sub -h 127.0.0.1 -p "$event_port" -u hall -P "$(cat "$event_data/secrets/hall.password")" \
    -t 'pendule/#' -v -W 2 >"$work/event.txt" 2>/dev/null &
sub_pid=$!
sleep 0.3
mosquitto_pub -h 127.0.0.1 -p "$event_port" -u 3 -P "$password3" -q 1 -t pendule/other/board/3/journal -m other
mosquitto_pub -h 127.0.0.1 -p "$event_port" -u 3 -P "$password3" -q 1 -t pendule/acl/board/3/journal -m acl
wait "$sub_pid" || true
cat "$work/event.txt"
grep -qx "pendule/acl/board/3/journal acl" "$work/event.txt"
if grep -q "pendule/other" "$work/event.txt"; then
    echo "board 3 published under another event than --event acl"
    exit 1
fi
echo "board 3 of event acl: its own event arrives, another event is dropped"
echo "hall acl test: passed"
