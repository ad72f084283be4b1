#!/usr/bin/env bash
# The round on the hall (labels hall and gui): a round journal's set-ups published by
# `pendule-cli round-publish` on a real mosquitto (loopback port); under Xvfb, `pendule --hall ...
# --event ID --board 2` shows board 2's set-up on its setup screen, Enter (a real key) takes it, and
# the game's journal carries the players, board, round, control and edition nobody typed. A
# correction published during the game is shown and not applied. On 127.0.0.1 only.
#   desk_setup_window_test.sh PENDULE PENDULE_CLI WORK_DIR
set -euo pipefail
pendule=$1 cli=$2 work=$3
fail() { echo "FAIL (desk set-up window test): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
need_tools "" xvfb-run xdotool mosquitto mosquitto_pub import python3
if [ -z "${PENDULE_DESK_SETUP_INNER:-}" ]; then
    rm -rf "$work" && mkdir -p "$work"
    rerun_under_xvfb 1280x1024x24 PENDULE_DESK_SETUP_INNER "$@"
fi
export LIBGL_ALWAYS_SOFTWARE=1 HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT
# free_port, wait_port, start_test_broker; wait_for FILE PATTERN SECONDS
source "$(dirname "$0")/net_lib.sh"
broker_port=$(free_port)
start_test_broker "$work" "$broker_port"

echo "== the desk: round 4 of event open, three boards typed, published"
"$cli" round-open --board "Anne Arbre - Bruno Bois" --board "Chloé Chêne - Denis Dune" \
    --board "Eve Erable - Fanny Frêne" --round 4 --control 5400+30 --edition 2018 --event open \
    --out "$work/r4.round" >/dev/null
"$cli" round-publish "$work/r4.round" --broker "mqtt://127.0.0.1:$broker_port" >"$work/publish.out"
cat "$work/publish.out"

echo "== board 2's clock: the set-up offered, Enter takes it"
printf 'sound = off\n' >"$work/pendule.conf"
"$pendule" --config "$work/pendule.conf" --hall "mqtt://127.0.0.1:$broker_port" --event open --board 2 --lang en \
    --journal-dir "$work/journals" --trace >"$work/run.trace" 2>"$work/run.err" &
window=$!
pids+=("$window")
wait_for "$work/run.trace" "^ready" 10 || fail "the window did not start: $(cat "$work/run.err")"
wait_for "$work/run.trace" "^desk-setup offered revision=1$" 5 || fail "no set-up offered: $(cat "$work/run.trace")"
focus_window
sleep 0.3
import -window root "$work/offered.png"
xdotool key Return
wait_for "$work/run.trace" "^desk-setup taken revision=1 round=4$" 5 || fail "Enter did not take it: $(tail -5 "$work/run.trace")"
sleep 0.3
import -window root "$work/taken.png"
xdotool key space
wait_for "$work/run.trace" "^state phase=1 running=white" 5 || fail "the game did not start"
xdotool key a
sleep 0.3
xdotool key l
sleep 0.3

echo "== a correction during the game: shown, not applied"
mosquitto_pub -h 127.0.0.1 -p "$broker_port" -q 1 -r -t pendule/open/board/2/setup -m \
    '{"event": "open", "round": "4", "board": 2, "revision": 7, "white": {"name": "Chloé Chêne"}, "black": {"name": "Gilles Gui"}, "control": "5400+30", "edition": "2018"}'
wait_for "$work/run.trace" "^desk-setup changed since taken: shown, not applied$" 5 || fail "the correction was not seen"
sleep 0.3
import -window root "$work/corrected.png"
kill -TERM "$window"
wait "$window" 2>/dev/null || true

journal=$(ls "$work"/journals/*.journal)
head -1 "$journal"
python3 - "$journal" <<'PY'
import sys, urllib.parse
header = open(sys.argv[1], encoding="utf-8").readline().split()
fields = dict(urllib.parse.unquote(f).split("=", 1) for f in header[3:] if "=" in f)
want = {"white": "Chloé Chêne", "black": "Denis Dune", "board": "2", "round": "4", "event": "open",
        "edition": "2018", "preset": "5400+30"}
got = {k: fields.get(k) for k in want}
assert got == want, (got, want)
print("journal header: " + ", ".join(f"{k}={v}" for k, v in got.items()) + ": all from the desk")
PY
echo "desk set-up window test: passed"
