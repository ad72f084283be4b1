#!/usr/bin/env bash
# xvfb-run -a with the command's own exit status, always.
#   tests/xvfb.sh -s "SERVER ARGS" COMMAND [ARGS...]
# xvfb-run replaces the command's status with 5 when it cannot remove its temporary folder, which
# happens now and then while other X servers start and stop (ctest -j2): a test that passed then
# failed. The command's status is written from inside xvfb-run and returned here; a command that
# never ran (no X server) is a failure that says so.
set -uo pipefail
[ "${1:-}" = -s ] && [ $# -ge 3 ] || { echo "usage: xvfb.sh -s \"SERVER ARGS\" COMMAND [ARGS...]" >&2; exit 2; }
server=$2
shift 2
status_file=$(mktemp "${TMPDIR:-/tmp}/pendule-xvfb.XXXXXX")
trap 'rm -f "$status_file"' EXIT
# xvfb-run -a takes the first display without a lock file, and two servers started in the same
# instant by tests run in parallel can choose the same one: the second server fails, the command
# never runs. Only then is it started again, after a pause that differs from one test to another.
for attempt in 1 2 3; do
    xvfb-run -a -s "$server" sh -c '"$@"; echo $? >"$0"' "$status_file" "$@"
    outer=$?
    status=$(cat "$status_file")
    [ -n "$status" ] && exit "$status"
    echo "xvfb.sh: the command did not run under xvfb-run (its status $outer, attempt $attempt of 3)" >&2
    sleep "0.$((RANDOM % 9 + 1))"
done
exit 1
