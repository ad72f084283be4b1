#!/usr/bin/env bash
# One round, one loop (labels hall and gui): under Xvfb, on a real mosquitto (loopback
# port) with pendule-hall, `pendule --desk ROUND --hall URL` opens round 1 of a TRF file and
# publishes its set-ups; three simulated clocks (hall-sim --setups) take them and play to the end; the desk
# shows each result as proposed and records it only when the arbiter presses c (real keys); the
# hall's /round/1/games.pgn carries the desk's players with their FIDE ids and the clocks, and an
# independent reader (pgn-extract) reads it without an error; the TRF is written back with the
# results. Nothing is typed: no name, no result, no time. On 127.0.0.1 only.
#   desk_hall_test.sh PENDULE PENDULE_CLI PENDULE_HALL WORK_DIR
set -euo pipefail
pendule=$1 cli=$2 hall_bin=$3 work=$4
here=$(cd "$(dirname "$0")" && pwd)
fail() { echo "FAIL (desk hall test): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
need_tools "" xvfb-run xdotool mosquitto mosquitto_sub import python3 curl "$pgn_extract"
if [ -z "${PENDULE_DESK_HALL_INNER:-}" ]; then
    rm -rf "$work" && mkdir -p "$work"
    rerun_under_xvfb 1280x1024x24 PENDULE_DESK_HALL_INNER "$@"
fi
export LIBGL_ALWAYS_SOFTWARE=1 HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT
source "$here/net_lib.sh"
broker_port=$(free_port)
http_port=$(free_port)
broker=mqtt://127.0.0.1:$broker_port
api=http://127.0.0.1:$http_port
start_test_broker "$work" "$broker_port"
"$hall_bin" --broker "$broker" --http "127.0.0.1:$http_port" --data "$work/hall" --event club \
    --pgn-dir "$work/pgn" >"$work/hall.log" 2>&1 &
pids+=($!)
wait_port "$http_port"

"$cli" round-open --trf "$here/../data/desk/open-2026.trf" --round 1 --control 300+2 --event club \
    --out "$work/r1.round" >/dev/null

echo "== the desk opens with the hall: the set-ups go out"
"$pendule" --desk "$work/r1.round" --hall "$broker" --lang en --trace >"$work/desk.trace" 2>"$work/desk.err" &
desk=$!
pids+=("$desk")
wait_for "$work/desk.trace" "^ready" 10
wait_for "$work/desk.trace" "^desk setups published=3$" 5
mosquitto_sub -h 127.0.0.1 -p "$broker_port" -t 'pendule/club/board/+/setup' -W 1 -v >"$work/setups.txt" 2>/dev/null || true
[ "$(grep -c '"event": "club", "round": "1"' "$work/setups.txt")" = 3 ] || fail "set-ups: $(cat "$work/setups.txt")"

echo "== three clocks take their set-ups from the hall and play to the end (hall-sim --setups)"
"$cli" hall-sim --broker "$broker" --boards 3 --setups --duration 1200 --seed 1 --speed 10000 --event club \
    --journal-dir "$work/journals" >"$work/sim.out"
# The clocks' journals name the desk's players, round and control: nothing typed at the boards.
head -1 "$work"/journals/board-1/*.journal | grep -q " preset=300+2 white=Aronsen,%20Anders black=Dubois,%20Eve board=1 .*event=club round=1 " ||
    fail "board 1's header: $(head -c 300 "$work"/journals/board-1/*.journal)"
for board in 1 2 3; do
    wait_for "$work/desk.trace" "^desk live board=$board state proposed=" 5
done
# Not in the round journal before the arbiter confirms.
"$cli" round "$work/r1.round" --json >"$work/before.json"
python3 -c "import json,sys; r=json.load(open(sys.argv[1])); assert all(b['result'] == '*' for b in r['boards']), r['boards']" "$work/before.json"
find_window '^Pendule' 10
give_focus
sleep 0.3
import -window root "$work/proposed.png"

echo "== c confirms each board's result"
for board in 1 2 3; do
    xdotool key c
    wait_for "$work/desk.trace" "^desk result board=$board result=.* recorded=1$" 5
    xdotool key Down
done
sleep 0.3
import -window root "$work/confirmed.png"
kill -TERM "$desk"
wait "$desk" 2>/dev/null || true
"$cli" round "$work/r1.round" --json >"$work/after.json"
python3 - "$work/after.json" "$work/journals" <<'PY'
import glob, json, sys, urllib.parse
r = json.load(open(sys.argv[1]))
for b in r["boards"]:
    journal = glob.glob(f"{sys.argv[2]}/board-{b['board']}/*.journal")[0]
    last = [l for l in open(journal, encoding="utf-8") if " result " in l][-1]
    fields = dict(f.split("=", 1) for f in last.split()[2:] if "=" in f)
    assert b["result"] == fields["score"], (b, fields)
    assert b["reason"] == "from the clock: " + urllib.parse.unquote(fields["reason"]), (b, fields)
    # The clock's code for its reason, through its state snapshot, kept by the desk beside the words.
    assert fields.get("reason_code") and b["reason_code"] == fields["reason_code"], (b, fields)
print("round journal: each board's result and its code as its clock recorded them, confirmed at the desk")
PY

echo "== the TRF written back, and the hall's games.pgn read by pgn-extract"
"$cli" round "$work/r1.round" --trf >"$work/r1.trf"
grep -q "^001    1 mGM  Aronsen, Anders" "$work/r1.trf"
curl -sf "$api/round/1/games.pgn" >"$work/games.pgn"
grep -q '^\[Round "1.1"\]$' "$work/games.pgn"
grep -q '^\[White "Aronsen, Anders"\]$' "$work/games.pgn"
grep -q '^\[WhiteFideId "1500001"\]$' "$work/games.pgn"
grep -q '^\[BlackFideId "20000002"\]$' "$work/games.pgn"
[ "$(grep -c '^\[WhiteClock "[0-9]*:[0-9][0-9]:[0-9][0-9]"\]$' "$work/games.pgn")" = 3 ]
"$pgn_extract" -r -l "$work/pgn-extract.log" "$work/games.pgn"
cat "$work/pgn-extract.log"
grep -q "^3 games matched out of 3.$" "$work/pgn-extract.log" || fail "pgn-extract: $(cat "$work/pgn-extract.log")"
if grep -qiE "line number|failed|missing|unknown|error" "$work/pgn-extract.log"; then fail "pgn-extract complained"; fi
cmp "$work/games.pgn" "$work/pgn/round-1/games.pgn" || fail "--pgn-dir's round-1/games.pgn differs"
echo "desk hall test: passed"
