#!/usr/bin/env bash
# Two builds of the window side by side on one X server (Xvfb, software rendering), each running a
# clock with no input: the processor time each takes over the same SECONDS, as a share of one core
# and as the ratio of the second to the first; and, for the second, that the screen still changes
# every second (two pictures of its window a second apart differ) and how many frames it drew; and
# how many turns each loop took (a build that prints them: frames and anything else that woke it).
# Not a test: prints the figures quoted in docs/gui.md and docs/benchmarks.md.
#   bench/gui/idle_side_by_side.sh BEFORE_BUILD AFTER_BUILD [SECONDS] [PRESET...]
# A build may be a Windows one (build/windows): its pendule.exe then runs under Wine, in a Wine
# prefix made for the run. SECONDS: 60 by default; PRESETS: 180+2 and 5400+30 by default.
# IDLE_TENTHS=1: both windows show tenths the whole time (tenths_below_seconds = 3600 in a config
# file made for the run), ten frames a second: the cost of a frame, ten times over the idle loop's.
set -euo pipefail
BEFORE=${1:?usage: idle_side_by_side.sh BEFORE_BUILD AFTER_BUILD [SECONDS] [PRESET...]}
AFTER=${2:?usage: idle_side_by_side.sh BEFORE_BUILD AFTER_BUILD [SECONDS] [PRESET...]}
HERE=$(cd "$(dirname "$0")" && pwd)
export LIBGL_ALWAYS_SOFTWARE=1

if [ "${IDLE_INNER:-}" != 1 ]; then
    IDLE_INNER=1 exec "$HERE/../../tests/xvfb.sh" -s "-screen 0 1280x720x24" bash "$0" "$@"
fi
SECONDS_RUN=${3:-60}
shift $(($# < 3 ? $# : 3))
PRESETS=("$@")
[ ${#PRESETS[@]} -eq 0 ] && PRESETS=(180+2 5400+30)
OUT=$(mktemp -d)
TICKS=$(getconf CLK_TCK)
WINE_USED=0

# command_of BUILD: the command that starts that build's window, one word per line.
command_of() {
    if [ -f "$1/src/app/pendule.exe" ]; then
        printf '%s\n' "$1/wine-exec" "$1/src/app/pendule.exe"
    else
        printf '%s\n' "$1/src/app/pendule"
    fi
}
if [ -f "$BEFORE/src/app/pendule.exe" ] || [ -f "$AFTER/src/app/pendule.exe" ]; then
    export WINEPREFIX="$OUT/prefix" WINEDEBUG=-all
    mkdir -p "$WINEPREFIX"
    wineserver -p >/dev/null 2>&1
    wineboot --init >/dev/null 2>&1
    WINE_USED=1
fi
cleanup() {
    [ "$WINE_USED" = 1 ] && wineserver -k 2>/dev/null
    rm -rf "$OUT"
}
trap cleanup EXIT
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
CONFIG=()
if [ "${IDLE_TENTHS:-}" = 1 ]; then
    printf 'tenths_below_seconds = 3600\n' >"$OUT/pendule.conf"
    CONFIG=(--config "$OUT/pendule.conf")
fi
mapfile -t RUN_BEFORE < <(command_of "$BEFORE")
mapfile -t RUN_AFTER < <(command_of "$AFTER")

for preset in "${PRESETS[@]}"; do
    pids=()
    for which in before after; do
        if [ $which = before ]; then run=("${RUN_BEFORE[@]}"); else run=("${RUN_AFTER[@]}"); fi
        mkdir -p "$OUT/$which"
        "${run[@]}" "${CONFIG[@]}" --journal-dir "$OUT/$which/journals" --trace --start --preset "$preset" \
            --exit-after $(((SECONDS_RUN + 8) * 1000)) >"$OUT/$which/trace" 2>/dev/null &
        pids+=($!)
        # One window at a time: SFML 2.5 can wait for ever for a window mapped while another opens
        # on a server without a window manager.
        for _ in $(seq 1200); do grep -q '^ready' "$OUT/$which/trace" && break; sleep 0.05; done
    done
    sleep 3 # start-up (fonts, first frames) is not counted
    T0=(); for pid in "${pids[@]}"; do T0+=("$(cpu_ticks "$pid")"); done
    W0=$(date +%s%N)
    sleep "$SECONDS_RUN"
    T1=(); for pid in "${pids[@]}"; do T1+=("$(cpu_ticks "$pid")"); done
    W1=$(date +%s%N)
    # The after build's window, twice a second apart: its readout must have changed (opened last,
    # it is the one on top).
    # (by its process; under Wine, whose windows belong to another process, the newest one).
    wid=$(xdotool search --pid "${pids[1]}" --name '^Pendule$' 2>/dev/null | tail -1 || true)
    [ -z "$wid" ] && wid=$(xdotool search --name '^Pendule$' 2>/dev/null | tail -1 || true)
    same="not looked at (no window found)"
    if [ -n "$wid" ]; then
        import -window "$wid" "$OUT/one.ppm"
        sleep 1
        import -window "$wid" "$OUT/two.ppm"
        if cmp -s "$OUT/one.ppm" "$OUT/two.ppm"; then same="the SAME picture a second apart"; else same="two pictures a second apart differ"; fi
    fi
    for pid in "${pids[@]}"; do wait "$pid" || true; done
    frames=$(sed -n 's/^frames //p' "$OUT/after/trace")
    turns_before=$(sed -n 's/^turns //p' "$OUT/before/trace")
    turns_after=$(sed -n 's/^turns //p' "$OUT/after/trace")
    awk -v b=$((T1[0] - T0[0])) -v a=$((T1[1] - T0[1])) -v hz="$TICKS" -v w=$(((W1 - W0) / 1000000)) \
        -v p="$preset" -v f="${frames:-?}" -v s="$SECONDS_RUN" -v same="$same" \
        -v tb="${turns_before:-?}" -v ta="${turns_after:-?}" 'BEGIN {
        before = 100 * b / hz * 1000 / w; after = 100 * a / hz * 1000 / w;
        printf "%s over %d ms: before %.2f%% of one core (%d ticks), after %.2f%% (%d ticks), ratio %s; after: %s frames in %d s + start-up, %s; turns of the loop before %s, after %s\n",
               p, w, before, b, after, a, (b > 0 ? sprintf("%.2f", a / b) : "-"), f, s + 8, same, tb, ta }'
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
