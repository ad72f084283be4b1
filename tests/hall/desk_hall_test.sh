#!/usr/bin/env bash
# Results come to the desk (issue 28, labels hall and gui): under Xvfb, `pendule --desk ROUND --hall
# URL` on a real mosquitto (loopback port) publishes the round's set-ups, hears two simulated clocks
# (hall-sim) end their games on flags, shows each result as proposed, and records it only when the
# arbiter presses c (real keys). Nothing is typed: no name, no result, no time. On 127.0.0.1 only.
#   desk_hall_test.sh PENDULE PENDULE_CLI WORK_DIR
set -euo pipefail
pendule=$1 cli=$2 work=$3
fail() { echo "FAIL (desk hall test): $*" >&2; exit 1; }
for tool in xvfb-run xdotool mosquitto mosquitto_sub import python3; do
    command -v "$tool" >/dev/null || fail "$tool is not installed"
done
if [ -z "${PENDULE_DESK_HALL_INNER:-}" ]; then
    rm -rf "$work" && mkdir -p "$work"
    PENDULE_DESK_HALL_INNER=1 exec "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x1024x24" bash "$0" "$@"
fi
export LIBGL_ALWAYS_SOFTWARE=1 HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT
source "$(dirname "$0")/net_lib.sh"
source "$(dirname "$0")/../trace_lib.sh"
broker_port=$(free_port)
broker=mqtt://127.0.0.1:$broker_port
printf 'listener %s 127.0.0.1\nallow_anonymous true\npersistence false\n' "$broker_port" >"$work/mosquitto.conf"
mosquitto -c "$work/mosquitto.conf" >"$work/mosquitto.log" 2>&1 &
pids+=($!)
wait_port "$broker_port"

"$cli" round-open --board "Anne Arbre - Bruno Bois" --board "Chloé Chêne - Denis Dune" --round 2 \
    --control 300+2 --event club --out "$work/r2.round" >/dev/null

echo "== the desk opens with the hall: the set-ups go out"
"$pendule" --desk "$work/r2.round" --hall "$broker" --lang en --trace >"$work/desk.trace" 2>"$work/desk.err" &
desk=$!
pids+=("$desk")
wait_for "$work/desk.trace" "^ready" 10
wait_for "$work/desk.trace" "^desk setups published=2$" 5
mosquitto_sub -h 127.0.0.1 -p "$broker_port" -t 'pendule/club/board/+/setup' -W 1 -v >"$work/setups.txt" 2>/dev/null || true
[ "$(grep -c '"event": "club", "round": "2"' "$work/setups.txt")" = 2 ] || fail "set-ups: $(cat "$work/setups.txt")"

echo "== two clocks play to a flag each (hall-sim), the desk hears them"
"$cli" hall-sim --broker "$broker" --boards 2 --duration 1200 --seed 1 --speed 10000 --event club \
    --journal-dir "$work/journals" >"$work/sim.out"
wait_for "$work/desk.trace" "^desk live board=1 state proposed=0-1$" 5
wait_for "$work/desk.trace" "^desk live board=2 state proposed=1-0$" 5
# Not in the round journal before the arbiter confirms.
"$cli" round "$work/r2.round" --json >"$work/before.json"
python3 -c "import json,sys; r=json.load(open(sys.argv[1])); assert all(b['result'] == '*' for b in r['boards']), r['boards']" "$work/before.json"
wid=$(timeout 10 xdotool search --sync --name '^Pendule' | head -1 || true)
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowactivate --sync "$wid" 2>/dev/null || true
sleep 0.3
import -window root "$work/proposed.png"

echo "== c confirms board 1's, then board 2's"
xdotool key c
wait_for "$work/desk.trace" "^desk result board=1 result=0-1 recorded=1$" 5
xdotool key Down
xdotool key c
wait_for "$work/desk.trace" "^desk result board=2 result=1-0 recorded=1$" 5
sleep 0.3
import -window root "$work/confirmed.png"
kill -TERM "$desk"
wait "$desk" 2>/dev/null || true
"$cli" round "$work/r2.round" --json >"$work/after.json"
python3 - "$work/after.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
got = {b["board"]: (b.get("result"), b.get("reason")) for b in r["boards"]}
print(got)
assert got[1] == ("0-1", "from the clock: white's flag fell"), got
assert got[2] == ("1-0", "from the clock: black's flag fell"), got
PY
echo "desk hall test: passed"
