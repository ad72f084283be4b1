#!/usr/bin/env bash
# Press latency while the talking clock speaks (an announcement never delays a press;
# nor do two voices speaking at once). Not a test: prints the figures quoted in
# docs/talking-clock.md.
#   bench/gui/measure_speech.sh [OPTIONS] BUILD_DIR [PRESSES]
# Under Xvfb with software rendering, pendule runs with --speak and --trace; xdotool asks for the time
# in the background, so eSpeak NG synthesises on the Speaker's thread all along, while send_keys.py
# sends PRESSES Shift presses 250 ms apart. For each press: sent -> taken from SFML's queue
# (event_us) -> on the clock (applied_us), as in bench/gui/measure_gui.sh. Then the same keys without
# --speak (asked: xdotool's own cost), and no keys at all (quiet); three rounds.
# Options:
#   --both      F1 and F12 sent together (one xdotool call) every 300 ms, so that both seats' lines
#               start at once and play mixed, each cutting its own seat's previous line; without it,
#               F1 and F12 alternate every 150 ms (the figures of docs/talking-clock.md).
#   --wave      the audio output is OpenAL Soft's wave writer (ALSOFT_CONF), a device that mixes and
#               "plays" in real time as a sound card would; without it, the machine's own device
#               (none on a machine without a sound card: then nothing is mixed at all).
#   --modes M   the runs of a round, comma-separated among speak, asked, quiet (default all three).
#   --rounds N  the rounds (default 3).
#   --raw FILE  each press's latencies appended to FILE as "MODE APPLIED_US QUEUE_US" (sent -> on
#               the clock, sent -> taken from the queue), for figures over several invocations (old
#               and new builds alternated).
# Each run prints its presses' mean, p50, p99 and max (us).
set -euo pipefail
if [ "${1:-}" != "--inner" ]; then
    both=0 wave=0 modes=speak,asked,quiet rounds=3 raw=""
    while [ $# -gt 0 ]; do
        case $1 in
        --both) both=1 ;;
        --wave) wave=1 ;;
        --modes) modes=${2:?--modes needs a value}; shift ;;
        --rounds) rounds=${2:?--rounds needs a value}; shift ;;
        --raw) raw=${2:?--raw needs a file}; shift ;;
        --*) echo "measure_speech.sh: unknown option $1" >&2; exit 2 ;;
        *) break ;;
        esac
        shift
    done
    BUILD=${1:?usage: measure_speech.sh [--both] [--wave] [--modes M] [--rounds N] [--raw FILE] BUILD_DIR [PRESSES]}
    PRESSES=${2:-20}
    for m in ${modes//,/ }; do
        case $m in speak | asked | quiet) ;; *) echo "measure_speech.sh: unknown mode $m" >&2; exit 2 ;; esac
    done
    [[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "measure_speech.sh: --rounds $rounds is not a positive count" >&2; exit 2; }
    [ -z "$raw" ] || raw=$(cd "$(dirname "$raw")" && pwd)/$(basename "$raw")
    HERE=$(cd "$(dirname "$0")" && pwd)
    export LIBGL_ALWAYS_SOFTWARE=1
    exec "$HERE/../../tests/xvfb.sh" -s "-screen 0 1280x720x24" bash "$0" --inner "$BUILD/src/app/pendule" \
        "$PRESSES" "$HERE" "$both" "$wave" "$modes" "$rounds" "$raw"
fi
PENDULE=$2 PRESSES=$3 HERE=$4 BOTH=$5 WAVE=$6 MODES=$7 ROUNDS=$8 RAW=$9
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

run() { # run speak|asked|quiet (asked: the same F1/F12 keys, without --speak)
    local extra=()
    [ "$1" = speak ] && extra=(--speak)
    if [ "$WAVE" = 1 ]; then
        export ALSOFT_CONF="$OUT/$1.alsoft"
        printf '%s\n' "[general]" "drivers = wave" "channels = stereo" "sample-type = int16" \
            "frequency = 44100" "hrtf = false" "[wave]" "file = $OUT/$1.wav" >"$ALSOFT_CONF"
    fi
    "$PENDULE" --journal-dir "$OUT/journals-$1" --trace --start --preset 5400+30 "${extra[@]}" >"$OUT/$1.trace" 2>/dev/null &
    local pid=$!
    for _ in $(seq 100); do grep -qs '^ready' "$OUT/$1.trace" && break; sleep 0.05; done
    local wid
    wid=$(xdotool search --sync --name '^Pendule$' | head -1)
    xdotool windowmove "$wid" 0 0 2>/dev/null || true
    xdotool windowfocus --sync "$wid" 2>/dev/null || true
    sleep 0.3
    local asker=""
    if [ "$1" != quiet ]; then
        if [ "$BOTH" = 1 ]; then
            (for _ in $(seq $((PRESSES * 2))); do xdotool key F1 F12; sleep 0.3; done) &
        else
            (for _ in $(seq $((PRESSES * 2))); do xdotool key F1; sleep 0.15; xdotool key F12; sleep 0.15; done) &
        fi
        asker=$!
    fi
    python3 "$HERE/send_keys.py" "$PRESSES" 250 >"$OUT/sent-$1.txt"
    [ -n "$asker" ] && { kill "$asker" 2>/dev/null || true; wait "$asker" 2>/dev/null || true; }
    sleep 0.5
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    grep '^press' "$OUT/$1.trace" | sed 's/[a-z_]*=//g' | awk '{print $3, $4, $5, $6}' >"$OUT/got-$1.txt"
    paste "$OUT/sent-$1.txt" "$OUT/got-$1.txt" | awk '{ print $6 - $3, $5 - $3 }' >"$OUT/lat-$1.txt"
    [ -z "$RAW" ] || awk -v mode="$1" '{ print mode, $1, $2 }' "$OUT/lat-$1.txt" >>"$RAW"
    sort -n -k2 "$OUT/lat-$1.txt" | awk '{ d[NR] = $2; ds += $2 } END { n = NR; printf "%d %d %d\n", ds / n, d[int((n + 1) / 2)], d[n] }' >"$OUT/deliver-$1.txt"
    sort -n "$OUT/lat-$1.txt" | awk -v mode="$1" -v deliver="$(cat "$OUT/deliver-$1.txt")" '
        { a[NR] = $1; s += $1 }
        END { n = NR; split(deliver, d, " "); p99 = int(n * 0.99 + 0.999); if (p99 < 1) p99 = 1
              printf "%s: %d presses, sent -> on the clock (us): mean %d, p50 %d, p99 %d, max %d; sent -> taken from the queue: mean %d, p50 %d, max %d\n",
                     mode, n, s / n, a[int((n + 1) / 2)], a[p99], a[n], d[1], d[2], d[3] }'
    local left right
    left=$(grep -c '^spoken: .*to=left' "$OUT/$1.trace" || true)
    right=$(grep -c '^spoken: .*to=right' "$OUT/$1.trace" || true)
    echo "$1: presses sent $(wc -l <"$OUT/sent-$1.txt"), accepted $(grep -c '^press.*accepted=1' "$OUT/$1.trace"), lines spoken $(grep -c '^spoken: ' "$OUT/$1.trace") (left seat $left, right seat $right)"
    if [ "$WAVE" = 1 ] && [ -s "$OUT/$1.wav" ] && command -v sox >/dev/null; then
        echo "$1: the output captured (the wave writer's file): $(both_at_once "$OUT/$1.wav")"
    fi
}

# How much of the capture has both channels sounding at once (each channel's RMS over 100 ms windows;
# read to its end: a writer killed by SIGTERM may leave its header's length unset).
both_at_once() {
    sox "$1" -t raw -e signed -b 16 -c 2 -r 44100 - 2>/dev/null | od -An -v -td2 -w4 |
        awk '{ l += $1 * $1; r += $2 * $2; if (++k == 4410) { n++; if (l / k > 10000 && r / k > 10000) both++;
                                                          if (l / k > 10000 || r / k > 10000) any++; l = r = k = 0 } }
             END { printf "windows of 100 ms: %d, with sound %d, both channels at once %d", n, any, both }'
}

for _ in $(seq "$ROUNDS"); do
    for m in ${MODES//,/ }; do run "$m"; done
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
