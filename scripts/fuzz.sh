#!/usr/bin/env bash
# Fuzzes every parser with libFuzzer: configures a clang build in build/fuzz (the whole project
# instrumented with -fsanitize=fuzzer-no-link,address,undefined), builds fuzz/*.cpp and runs each
# target for SECONDS seconds (default 20), two at a time, on a copy of its seed corpus
# tests/fuzz-corpus/<target>/.
# Exits non-zero on any finding (a crash, a sanitizer report, a leak, a timeout); the reproducer
# is kept in the build's findings/<target>/. One summary line per target: executions, time, findings.
#   scripts/fuzz.sh [SECONDS]
#   scripts/fuzz.sh --build-only     configure and build the fuzzers, run nothing
#   scripts/fuzz.sh --in DIR [SECONDS]
#                                    run the fuzzers already built in DIR: scripts/dev.sh's build/asan,
#                                    where they are built beside the sanitizers' suite, their code
#                                    instrumented with edge counters only (CI's short run)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_ONLY=0
BUILD=build/fuzz
BUILT_IN=
if [ "${1:-}" = --build-only ]; then
    BUILD_ONLY=1
    shift
elif [ "${1:-}" = --in ]; then
    BUILT_IN=${2:?fuzz.sh --in DIR: the build folder is missing}
    BUILD=$BUILT_IN
    shift 2
fi
SECONDS_EACH=${1:-20}
JOBS=$(nproc 2>/dev/null || echo 2)
[ "$JOBS" -gt 2 ] && JOBS=2
TARGETS=(fen san pgn preset time_control journal catalogue hall_record round board_setup dgt)

if [ -z "$BUILT_IN" ]; then
    command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ is not installed (Debian: clang, libfuzzer-14-dev)" >&2; exit 2; }
    # -O1 and line tables only, as libFuzzer's own examples build: half the compile time of -O2 -g.
    # Without -DNDEBUG: an assert that an input breaks is a finding too.
    CC=clang CXX=clang++ cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" -DPENDULE_BENCH=OFF \
        -DPENDULE_FUZZ=ON -DPENDULE_GUI=OFF -DPENDULE_TESTS=OFF -DPENDULE_NATIVE=OFF \
        -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" >/dev/null
    cmake --build "$BUILD" -j "$JOBS" --target "${TARGETS[@]/#/fuzz_}"
    [ "$BUILD_ONLY" -eq 1 ] && exit 0
fi
for target in "${TARGETS[@]}"; do
    [ -x "$BUILD/fuzz/fuzz_$target" ] || { echo "fuzz.sh: $BUILD/fuzz/fuzz_$target is not built (a clang build with -DPENDULE_FUZZ=ON)" >&2; exit 2; }
done

# run_target TARGET: one fuzzer on a copy of its seed corpus; its summary line in $BUILD/TARGET.summary.
run_target() {
    local target=$1 corpus="$BUILD/corpus/$1" findings="$BUILD/findings/$1" log="$BUILD/$1.log" rc runs found
    rm -rf "$corpus" "$findings"
    mkdir -p "$corpus" "$findings"
    cp tests/fuzz-corpus/"$target"/* "$corpus"/ 2>/dev/null || true
    set +e
    "$BUILD/fuzz/fuzz_$target" "$corpus" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$findings/" -print_final_stats=1 >"$log" 2>&1
    rc=$?
    set -e
    runs=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')
    found=$(find "$findings" -type f | wc -l)
    echo "fuzz_$target: ${runs:-?} executions in ${SECONDS_EACH} s, corpus $(ls "$corpus" | wc -l) inputs, findings $found (exit $rc)" \
        >"$BUILD/$target.summary"
    [ "$rc" -eq 0 ] && [ "$found" -eq 0 ]
}

# The targets JOBS at a time (one per core: each fuzzer is one process), then their summaries in order.
status=0
pids=()
for target in "${TARGETS[@]}"; do
    run_target "$target" &
    pids+=("$!")
    if [ ${#pids[@]} -ge "$JOBS" ]; then
        wait "${pids[0]}" || true
        pids=("${pids[@]:1}")
    fi
done
wait || true
for target in "${TARGETS[@]}"; do
    cat "$BUILD/$target.summary"
    if ! grep -q "findings 0 (exit 0)" "$BUILD/$target.summary"; then
        status=1
        grep -E "ERROR|SUMMARY|runtime error" "$BUILD/$target.log" | head -n 5 >&2 || true
        echo "fuzz.sh: fuzz_$target found a problem: see $BUILD/$target.log and $BUILD/findings/$target/" >&2
    fi
done
exit "$status"
