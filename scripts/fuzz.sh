#!/usr/bin/env bash
# Fuzzes every parser with libFuzzer: configures a clang build in build/fuzz (the whole project
# instrumented with -fsanitize=fuzzer-no-link,address,undefined), builds fuzz/*.cpp and runs each
# target for SECONDS seconds (default 20) on a copy of its seed corpus tests/fuzz-corpus/<target>/.
# Exits non-zero on any finding (a crash, a sanitizer report, a leak, a timeout); the reproducer
# is kept in build/fuzz/findings/<target>/. One summary line per target: executions, time, findings.
#   scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-20}
BUILD=build/fuzz
JOBS=$(nproc 2>/dev/null || echo 2)
[ "$JOBS" -gt 2 ] && JOBS=2

command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ is not installed (Debian: clang, libfuzzer-14-dev)" >&2; exit 2; }
CC=clang CXX=clang++ cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DPENDULE_FUZZ=ON -DPENDULE_GUI=OFF -DPENDULE_TESTS=OFF -DPENDULE_NATIVE=OFF \
    -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" >/dev/null
TARGETS=(fen san pgn preset time_control journal catalogue hall_record round)
cmake --build "$BUILD" -j "$JOBS" --target "${TARGETS[@]/#/fuzz_}"

status=0
for target in "${TARGETS[@]}"; do
    corpus="$BUILD/corpus/$target"
    findings="$BUILD/findings/$target"
    rm -rf "$corpus" "$findings"
    mkdir -p "$corpus" "$findings"
    cp tests/fuzz-corpus/"$target"/* "$corpus"/ 2>/dev/null || true
    log="$BUILD/$target.log"
    set +e
    "$BUILD/fuzz/fuzz_$target" "$corpus" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$findings/" -print_final_stats=1 >"$log" 2>&1
    rc=$?
    set -e
    runs=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')
    found=$(find "$findings" -type f | wc -l)
    echo "fuzz_$target: ${runs:-?} executions in ${SECONDS_EACH} s, corpus $(ls "$corpus" | wc -l) inputs, findings $found (exit $rc)"
    if [ "$rc" -ne 0 ] || [ "$found" -ne 0 ]; then
        status=1
        grep -E "ERROR|SUMMARY|runtime error" "$log" | head -n 5 >&2 || true
        echo "fuzz.sh: fuzz_$target found a problem: see $log and $findings/" >&2
    fi
done
exit "$status"
