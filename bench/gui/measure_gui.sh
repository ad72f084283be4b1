#!/usr/bin/env bash
# Measures pendule's CPU use while a clock runs and its press latency, under Xvfb with software
# rendering (LIBGL_ALWAYS_SOFTWARE=1). Not a test: prints the figures quoted in docs/gui.md.
#   bench/gui/measure_gui.sh BUILD_DIR [SECONDS]
# BUILD_DIR may be the Windows build (build/windows, docs/windows.md): pendule.exe then runs under
# Wine, in a Wine prefix of its own made for the run, and the keys' times are taken from
# CLOCK_MONOTONIC_RAW, the clock of Wine's QueryPerformanceCounter.
# CPU: utime+stime from /proc/PID/stat over SECONDS (default 30) of a running 90-minute clock, the
# window drawn once a second. Latency: 20 Shift presses, then 20 clicks on the faces, sent through
# XTest by send_keys.py; for each, the time from sending to the program taking the event (event_us)
# and to the press being recorded. Journals go to a temporary folder, removed at the end.
# EBOARD_NOISE=1: the same with an e-board that never stops reporting (bench/gui/eboard_noise.py: a
# hand lifting a knight and putting it back, 20 field updates a second) on --eboard; the figures
# side by side with a run without it are docs/eboard.md's (bench/gui/eboard_latency.sh runs both).
set -euo pipefail
BUILD=${1:?usage: measure_gui.sh BUILD_DIR [SECONDS]}
SECONDS_RUN=${2:-30}
HERE=$(cd "$(dirname "$0")" && pwd)
PENDULE=$BUILD/src/app/pendule
[ -f "$BUILD/src/app/pendule.exe" ] && PENDULE=$BUILD/src/app/pendule.exe
export LIBGL_ALWAYS_SOFTWARE=1

if [ "${1:-}" != "--inner" ]; then
    exec "$HERE/../../tests/xvfb.sh" -s "-screen 0 1280x720x24" bash "$0" --inner "$PENDULE" "$SECONDS_RUN" "$HERE"
fi
PENDULE=$2 SECONDS_RUN=$3 HERE=$4
OUT=$(mktemp -d)
TICKS=$(getconf CLK_TCK)
RUN=("$PENDULE")
if [ "${PENDULE%.exe}" != "$PENDULE" ]; then
    # wine-exec execs wine: the process measured is the Windows program's.
    RUN=("$(dirname "$PENDULE")/../../wine-exec" "$PENDULE")
    export WINEPREFIX="$OUT/prefix" WINEDEBUG=-all SEND_KEYS_CLOCK=raw
    mkdir -p "$WINEPREFIX"
    wineserver -p >/dev/null 2>&1
    trap 'wineserver -k 2>/dev/null || true' EXIT
    wineboot --init >/dev/null 2>&1
    echo "pendule.exe under $(wine --version)"
fi

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

if [ "${EBOARD_NOISE:-0}" = 1 ]; then
    python3 "$HERE/eboard_noise.py" 100 >"$OUT/board.out" &
    BOARD_PID=$!
    trap 'kill $BOARD_PID 2>/dev/null || true; wineserver -k 2>/dev/null || true' EXIT
    for _ in $(seq 100); do grep -q '^port ' "$OUT/board.out" && break; sleep 0.05; done
    RUN+=(--eboard "$(sed -n 's/^port //p' "$OUT/board.out")")
    echo "with an e-board reporting: $(sed -n 's/^port //p' "$OUT/board.out")"
fi

# 1. CPU while White's clock runs (no presses).
"${RUN[@]}" --journal-dir "$OUT/journals" --trace --start --preset 5400+30 --exit-after $(((SECONDS_RUN + 5) * 1000)) >"$OUT/cpu.trace" 2>/dev/null &
PID=$!
sleep 3 # start-up (fonts, first frames) is not counted
T0=$(cpu_ticks $PID)
W0=$(date +%s%N)
sleep "$SECONDS_RUN"
T1=$(cpu_ticks $PID)
W1=$(date +%s%N)
wait $PID || true
FRAMES=$(sed -n 's/^frames //p' "$OUT/cpu.trace")
awk -v t=$((T1 - T0)) -v hz="$TICKS" -v w=$(((W1 - W0) / 1000000)) -v f="$FRAMES" -v s="$SECONDS_RUN" 'BEGIN {
    printf "cpu: %.2f%% of one core over %d ms of a running clock (%d ticks at %d Hz); %s frames drawn in %d s + start-up\n",
           100 * t / hz * 1000 / w, w, t, hz, f, s + 5 }'

# 2. Press latency: 20 presses, alternating sides, 250 ms apart: Shift keys, then clicks on the faces.
latency() { # latency keys|clicks
    "${RUN[@]}" --journal-dir "$OUT/journals" --trace --start --preset 5400+30 >"$OUT/lat.trace" 2>/dev/null &
    PID=$!
    for _ in $(seq 400); do grep -q '^ready' "$OUT/lat.trace" && break; sleep 0.05; done
    WID=$(xdotool search --sync --name '^Pendule$' | head -1)
    xdotool windowmove "$WID" 0 0 2>/dev/null || true
    xdotool windowfocus --sync "$WID" 2>/dev/null || true
    sleep 0.3
    python3 "$HERE/send_keys.py" 20 250 "$1" >"$OUT/sent.txt"
    sleep 0.5
    kill $PID
    wait $PID 2>/dev/null || true
    grep '^press' "$OUT/lat.trace" | sed 's/[a-z_]*=//g' | awk '{print $3, $4, $5, $6}' >"$OUT/got.txt"
    echo "$1: $(sed -n 's/^ready //p' "$OUT/lat.trace")"
    paste "$OUT/sent.txt" "$OUT/got.txt" | awk -v mode="$1" '
        # sent.txt: "sent SIDE SENT_US"; got.txt: "ACCEPTED EVENT_US APPLIED_US RECORDED_US"
        { deliver = $5 - $3; apply = $6 - $3; record = $7 - $3;
          if (deliver > dmax) dmax = deliver; if (apply > amax) amax = apply; if (record > rmax) rmax = record;
          dsum += deliver; asum += apply; rsum += record }
        END { n = NR; printf "%s over %d presses (mean / max, us): send -> event taken from the queue (the press time) %d / %d; -> on the clock %d / %d; -> journaled %d / %d\n",
              mode, n, dsum / n, dmax, asum / n, amax, rsum / n, rmax }'
    echo "$1: presses sent: $(wc -l <"$OUT/sent.txt"), seen: $(wc -l <"$OUT/got.txt"), accepted: $(grep -c '^press.*accepted=1' "$OUT/lat.trace")"
    [ "${EBOARD_NOISE:-0}" = 1 ] && echo "$1: e-board linked: $(grep -c '^eboard linked' "$OUT/lat.trace")"
    true
}
latency keys
latency clicks
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ -n "${WINEPREFIX:-}" ]; then
    wineserver -k 2>/dev/null || true
fi
[ -n "${BOARD_PID:-}" ] && kill "$BOARD_PID" 2>/dev/null || true
rm -rf "$OUT"
