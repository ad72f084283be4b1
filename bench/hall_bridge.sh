#!/usr/bin/env bash
# Two venues, one event at a large open's size (docs/hall.md "Two venues, one event"): two
# venue brokers bridged to a central one (configs/hall/venue-bridge.conf), one pendule-hall on the
# central broker, 2 x 300 boards, each venue's broker SIGKILLed once; then every board of both
# venues equal to its journal, nothing kept aside. The suite's tests/hall/hall_bridge_test.sh at
# this size; prints the same figures (records, time to catch up, CPU of the hall and the brokers).
# A benchmark, not a test: minutes long, on 127.0.0.1 only.
#   bench/hall_bridge.sh BUILD_DIR WORK_DIR [BOARDS_PER_VENUE [SECONDS [SPEED]]]     (default 300 180 2)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=$1 work=$2 boards=${3:-300} seconds=${4:-180} speed=${5:-2}
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
status=0
bash "$here/tests/hall/hall_bridge_test.sh" "$build/src/pendule-hall" "$build/src/pendule-cli" "$work" \
    "$boards" "$seconds" "$speed" 120 || status=$?
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$status"
