#!/usr/bin/env bash
# The window's cost of an e-board, side by side: bench/gui/measure_gui.sh without a board, then with
# a board that never stops reporting (EBOARD_NOISE=1), ROUNDS times in turn (default 2), so that both
# see the same machine. Prints each run's CPU and press-latency lines, marked "no board" / "e-board".
#   bench/gui/eboard_latency.sh BUILD_DIR [SECONDS] [ROUNDS]
set -euo pipefail
BUILD=${1:?usage: eboard_latency.sh BUILD_DIR [SECONDS] [ROUNDS]}
SECONDS_RUN=${2:-20}
ROUNDS=${3:-2}
HERE=$(cd "$(dirname "$0")" && pwd)
for ((round = 1; round <= ROUNDS; round++)); do
    EBOARD_NOISE=0 bash "$HERE/measure_gui.sh" "$BUILD" "$SECONDS_RUN" | grep -E '^(cpu|keys over|clicks over)' | sed "s/^/round $round, no board: /"
    EBOARD_NOISE=1 bash "$HERE/measure_gui.sh" "$BUILD" "$SECONDS_RUN" | grep -E '^(cpu|keys over|clicks over)' | sed "s/^/round $round, e-board:  /"
done
