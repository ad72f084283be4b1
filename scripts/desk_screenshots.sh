#!/usr/bin/env bash
# The desk's screenshots of clocks' results proposed through the hall, in English and French
# (docs/desk.md): a 1280x720 window under Xvfb (a taller screen, so that the centred window is
# whole), on a real mosquitto (loopback port), round 1 of
# tests/data/desk/open-2026.trf at 5 min + 2 s, `pendule --desk --hall --lang LANG`, and three
# simulated clocks (pendule-cli hall-sim --setups, seed 1) that take their set-ups and play on
# until a flag falls; then the list with the three proposals, board 1's page (Enter), and the list
# once c has confirmed the three results.
#   scripts/desk_screenshots.sh BUILD_DIR [OUT_DIR]   (default OUT_DIR: docs/hall)
# Writes desk-LANG-flag-proposed.png, desk-LANG-flag-proposed-board.png and desk-LANG-flag-confirmed.png
# for en and fr.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$1" && pwd)
out=${2:-$root/docs/hall}
mkdir -p "$out"
out=$(cd "$out" && pwd)
fail() { echo "desk_screenshots: $*" >&2; exit 1; }
for tool in xvfb-run xdotool mosquitto import; do
    command -v "$tool" >/dev/null || fail "$tool is not installed"
done
if [ -z "${PENDULE_DESK_SHOTS_INNER:-}" ]; then
    PENDULE_DESK_SHOTS_INNER=1 exec "$root/tests/xvfb.sh" -s "-screen 0 1280x1024x24" bash "$0" "$build" "$out"
fi
pendule=$build/src/app/pendule cli=$build/src/pendule-cli
source "$root/tests/hall/net_lib.sh"
source "$root/tests/trace_lib.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/pendule-desk-shots.XXXXXX")
hall_test_work "$work"
# The window finds its catalogues from its own folder (the build tree is laid out as an install).
export LIBGL_ALWAYS_SOFTWARE=1 HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
unset PENDULE_LOCALEDIR

for lang in en fr; do
    dir=$work/$lang
    mkdir -p "$dir"
    port=$(free_port)
    start_test_broker "$dir" "$port"
    broker=mqtt://127.0.0.1:$port
    "$cli" round-open --trf "$root/tests/data/desk/open-2026.trf" --round 1 --control 300+2 --event club \
        --out "$dir/r1.round" >/dev/null
    "$pendule" --desk "$dir/r1.round" --hall "$broker" --lang $lang --size 1280x720 --trace \
        >"$dir/desk.trace" 2>"$dir/desk.err" &
    desk=$!
    pids+=("$desk")
    wait_for "$dir/desk.trace" "^desk setups published=3$" 10
    "$cli" hall-sim --broker "$broker" --boards 3 --setups --duration 1200 --seed 1 --speed 10000 --event club \
        --journal-dir "$dir/journals" >"$dir/sim.out"
    for board in 1 2 3; do
        wait_for "$dir/desk.trace" "^desk live board=$board state proposed=" 5
    done
    grep -q "reason_code=white-flag\|reason_code=black-flag" "$dir"/journals/board-1/*.journal ||
        fail "board 1's clock did not end on a flag: $(grep ' result ' "$dir"/journals/board-1/*.journal)"
    wid=$(timeout 10 xdotool search --sync --name '^Pendule' | head -1 || true)
    [ -n "$wid" ] || fail "no desk window"
    xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowactivate --sync "$wid" 2>/dev/null || true
    sleep 0.5
    import -window "$wid" "$out/desk-$lang-flag-proposed.png"
    xdotool key Return
    sleep 0.5
    import -window "$wid" "$out/desk-$lang-flag-proposed-board.png"
    # Back to the list; c confirms each board's result, Down to the next.
    xdotool key Escape
    for board in 1 2 3; do
        xdotool key c
        wait_for "$dir/desk.trace" "^desk result board=$board result=.* recorded=1$" 5
        xdotool key Down
    done
    sleep 0.5
    import -window "$wid" "$out/desk-$lang-flag-confirmed.png"
    kill -TERM "$desk"
    wait "$desk" 2>/dev/null || true
done
echo "desk_screenshots: $out/desk-{en,fr}-flag-{proposed,proposed-board,confirmed}.png"
