#!/usr/bin/env bash
# Press latency while the talking clock speaks (issue 14: an announcement never delays a press).
# Not a test: prints the figures quoted in docs/talking-clock.md.
#   bench/gui/measure_speech.sh BUILD_DIR [PRESSES]
# Under Xvfb with software rendering, pendule runs with --speak and --trace; xdotool sends F1 and
# F12 (each seat asks for the time) every 150 ms in the background, so eSpeak NG synthesises on the
# Speaker's thread all along, while send_keys.py sends PRESSES Shift presses 250 ms apart. For each
# press: sent -> taken from SFML's queue (event_us) -> on the clock (applied_us), as in
# bench/gui/measure_gui.sh. Then the same keys without --speak (asked: xdotool's own cost), and no
# keys at all (quiet); three rounds.
set -euo pipefail
BUILD=${1:?usage: measure_speech.sh BUILD_DIR [PRESSES]}
PRESSES=${2:-20}
HERE=$(cd "$(dirname "$0")" && pwd)
PENDULE=$BUILD/src/app/pendule
export LIBGL_ALWAYS_SOFTWARE=1
if [ "${1:-}" != "--inner" ]; then
    exec "$HERE/../../tests/xvfb.sh" -s "-screen 0 1280x720x24" bash "$0" --inner "$PENDULE" "$PRESSES" "$HERE"
fi
PENDULE=$2 PRESSES=$3 HERE=$4
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

run() { # run speak|asked|quiet (asked: the same F1/F12 keys, without --speak)
    local extra=()
    [ "$1" = speak ] && extra=(--speak)
    "$PENDULE" --journal-dir "$OUT/journals-$1" --trace --start --preset 5400+30 "${extra[@]}" >"$OUT/$1.trace" 2>/dev/null &
    local pid=$!
    for _ in $(seq 100); do grep -q '^ready' "$OUT/$1.trace" && break; sleep 0.05; done
    local wid
    wid=$(xdotool search --sync --name '^Pendule$' | head -1)
    xdotool windowmove "$wid" 0 0 2>/dev/null || true
    xdotool windowfocus --sync "$wid" 2>/dev/null || true
    sleep 0.3
    local asker=""
    if [ "$1" != quiet ]; then
        (for _ in $(seq $((PRESSES * 2))); do xdotool key F1; sleep 0.15; xdotool key F12; sleep 0.15; done) &
        asker=$!
    fi
    python3 "$HERE/send_keys.py" "$PRESSES" 250 >"$OUT/sent-$1.txt"
    [ -n "$asker" ] && { kill "$asker" 2>/dev/null || true; wait "$asker" 2>/dev/null || true; }
    sleep 0.5
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    grep '^press' "$OUT/$1.trace" | sed 's/[a-z_]*=//g' | awk '{print $3, $4, $5, $6}' >"$OUT/got-$1.txt"
    paste "$OUT/sent-$1.txt" "$OUT/got-$1.txt" | awk -v mode="$1" '
        { deliver = $5 - $3; apply = $6 - $3;
          if (deliver > dmax) dmax = deliver; if (apply > amax) amax = apply; dsum += deliver; asum += apply }
        END { n = NR; printf "%s: %d presses (mean / max, us): sent -> taken from the queue %d / %d; -> on the clock %d / %d\n",
              mode, n, dsum / n, dmax, asum / n, amax }'
    echo "$1: presses sent $(wc -l <"$OUT/sent-$1.txt"), accepted $(grep -c '^press.*accepted=1' "$OUT/$1.trace"), lines spoken $(grep -c '^spoken: ' "$OUT/$1.trace")"
}
for round in 1 2 3; do
    run speak
    run asked
    run quiet
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
