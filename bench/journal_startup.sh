#!/usr/bin/env bash
# Time to the window's first screen against the number of finished journals in the folder
# (docs/journal.md, "A season's folder"). For each COUNT: a folder made by
# pendule_bench_journal_folder (COUNT finished four-hour journals and one unfinished; it prints its
# own scan times, the first without an index), then `pendule --journal-dir D --exit-after 0` under
# Xvfb, three times, with its wall time and peak memory (GNU time), and once more without the index.
#   bench/journal_startup.sh BUILD_DIR SCRATCH_DIR [COUNT...]     (default counts: 0 100 1000)
set -euo pipefail
build=$1
scratch=$2
shift 2
counts=("$@")
[ ${#counts[@]} -eq 0 ] && counts=(0 100 1000)
# One X server for every run, so that the times are the program's, not the server's start.
display=:$((RANDOM % 400 + 500))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
trap 'kill $xvfb_pid 2>/dev/null || true' EXIT
sleep 1
export DISPLAY=$display
for count in "${counts[@]}"; do
    dir="$scratch/folder-$count"
    rm -rf "$dir"
    "$build/bench/pendule_bench_journal_folder" "$dir" "$count"
    for run in 1 2 3; do
        /usr/bin/time -f "window, $count finished journals, index: %e s, peak %M KiB" \
            "$build/src/app/pendule" --journal-dir "$dir" --exit-after 0 2>&1 >/dev/null |
            grep '^window' || true
    done
    if [ "$count" -le 100 ]; then
        rm -f "$dir/.pendule-index"
        /usr/bin/time -f "window, $count finished journals, no index (first start): %e s, peak %M KiB" \
            "$build/src/app/pendule" --journal-dir "$dir" --exit-after 0 2>&1 >/dev/null |
            grep '^window' || true
    fi
    rm -rf "$dir"
done
