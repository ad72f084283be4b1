#!/usr/bin/env bash
# The full runs of can_checkmate over the shared unwinnability sets (docs/unwinnability.md): first in
# process (pendule_bench_unwinnability: correct, wrong, unknown, mean, median, p99 and worst CPU time
# per set), then, with --status, through `pendule-cli status --fen` one position at a time
# (bench/unwinnability_status.py). A few minutes each: run them on a quiet machine, one at a time.
#   bench/unwinnability_sets.sh [--status] [BUILD_DIR]     (default build/release)
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
if [ "${1:-}" = "--status" ]; then
    status=1
    shift
fi
build=${1:-build/release}
sets=../shared/reference/unwinnability
files=("$sets/chasolver-positions.txt" "$sets/d3chess-test-vector.txt")
echo "== can_checkmate in process ($(uptime | sed 's/.*load/load/'))"
"$build/bench/pendule_bench_unwinnability" --any-material --cpu-time --list-unknown --list-slower 250 "${files[@]}"
if [ $status -eq 1 ]; then
    echo "== pendule-cli status --fen, one process per position ($(uptime | sed 's/.*load/load/'))"
    python3 bench/unwinnability_status.py --cli "$build/src/pendule-cli" --jobs 1 --slower 250 "${files[@]}"
fi
