#!/usr/bin/env bash
# Two venues, one event (docs/hall.md "Two venues, one event"), on 127.0.0.1 only: each
# venue has its own mosquitto with configs/hall's accounts and ACL (scripts/hall.sh --setup-only)
# and configs/hall/venue-bridge.conf appended, bridging it to a central mosquitto (an account per
# venue, an ACL); one pendule-hall on the central broker. hall-sim plays each venue's boards
# (venue A boards 1 to N, venue B N+1 to 2N: one event numbers its boards across its halls). Each
# venue's broker is SIGKILLed once during the games (A at 35 %, B at 55 %) and started again 1 s
# later; before, the central broker (15 %, the venues queue meanwhile); after, the central hall
# (70 %, started again at once), while a subscriber on each venue's broker watches the re-send
# requests it then sends to every board. Asserted: both
# hall-sims exit 0 (every line acknowledged by the venue's broker); each venue's bridge connected
# again after the central broker's restart and after its own broker's; the restarted hall's re-send requests reached both venues'
# brokers (for the first board of each); then, for every board of both venues, the journal the
# central hall stored equals the board's journal file byte for byte, /api/boards (last seq, both
# times, both move counters, running side, first flag) equals `pendule-cli replay --json` of the
# file, and nothing is kept aside (`pending`).
# Prints the figures (records, time to catch up, CPU of the hall and of the brokers).
#   hall_bridge_test.sh PENDULE_HALL PENDULE_CLI WORK_DIR [BOARDS_PER_VENUE [SECONDS [SPEED [CATCH_UP]]]]
# Defaults 20 boards, 10 s at speed 50, 20 s at most to catch up (the suite's size); bench/hall_bridge.sh
# runs it at 2 x 300 boards.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
hall_bin=$1 cli=$2 work=$3 boards=${4:-20} seconds=${5:-10} speed=${6:-50} catch_up=${7:-20}
event=two-halls
mosquitto_bin=$(command -v mosquitto || echo /usr/sbin/mosquitto)
# free_port, wait_port, hall_test_work
source "$(dirname "$0")/net_lib.sh"
hall_test_work "$work"
fail() {
    echo "hall_bridge_test: $*" >&2
    exit 1
}
now() { date +%s.%N; }
# cpu_of PID: user + system seconds of a live process (from /proc/PID/stat).
cpu_of() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f", ($14 + $15) / hz }' "/proc/$1/stat" 2>/dev/null || echo 0; }
add() { python3 -c "print(round($1 + $2, 2))"; }
# The brokers hold a descriptor per board.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

central_port=$(free_port)
http_port=$(free_port)
api=http://127.0.0.1:$http_port

# The central broker: the hall's account and one per venue. A venue writes its boards' topics of
# this event and reads the re-send requests and set-ups of this event, nothing else.
central=$work/central
mkdir -p "$central"
for user in hall venue-a venue-b; do
    head -c 18 /dev/urandom | base64 | tr '+/' '-_' >"$central/$user.password"
    printf '%s:%s\n' "$user" "$(cat "$central/$user.password")"
done >"$central/passwd"
mosquitto_passwd -U "$central/passwd"
{
    echo "user hall"
    echo "topic read pendule/#"
    echo "topic write pendule/+/board/+/resend"
    # A bridge's notification of its state (venue-bridge.conf: notifications true).
    echo "pattern write \$SYS/broker/connection/%c/state"
    for venue in venue-a venue-b; do
        echo "user $venue"
        for leaf in journal status state round; do echo "topic write pendule/$event/board/+/$leaf"; done
        for leaf in resend setup; do echo "topic read pendule/$event/board/+/$leaf"; done
    done
} >"$central/acl"
cat >"$central/mosquitto.conf" <<CONF
per_listener_settings false
listener $central_port 127.0.0.1
user $(id -un)
allow_anonymous false
password_file $central/passwd
acl_file $central/acl
persistence false
max_queued_messages 0
max_inflight_messages 20
log_dest file $central/mosquitto.log
log_type error
log_type warning
log_type notice
connection_messages true
CONF

# The venues: scripts/hall.sh's broker, with the bridge appended. Venue B's boards are N+1 to 2N,
# so it gets accounts up to 2N (those of 1 to N are not used there).
declare -A venue_port venue_first venue_pid
venue_first[a]=1 venue_first[b]=$((boards + 1))
for v in a b; do
    venue_port[$v]=$(free_port)
    bash "$here/scripts/hall.sh" --setup-only --boards $((venue_first[$v] + boards - 1)) --port "${venue_port[$v]}" \
        --address 127.0.0.1 --event "$event" --data "$work/venue-$v" >/dev/null
    sed -e "s|@VENUE@|venue-$v|g" -e "s|@CENTRAL@|127.0.0.1:$central_port|g" -e "s|@EVENT@|$event|g" \
        -e "s|@VENUE_USER@|venue-$v|g" -e "s|@VENUE_PASSWORD@|$(cat "$central/venue-$v.password")|g" \
        "$here/configs/hall/venue-bridge.conf" >>"$work/venue-$v/broker/mosquitto.conf"
    grep -q '@[A-Z_]*@' "$work/venue-$v/broker/mosquitto.conf" && fail "a placeholder is left in venue $v's configuration"
done

venue_cpu=0 hall_cpu=0 central_cpu=0
start_venue() {
    "$mosquitto_bin" -c "$work/venue-$1/broker/mosquitto.conf" 2>>"$work/venue-$1/broker/stderr" &
    venue_pid[$1]=$!
    pids+=("${venue_pid[$1]}")
    wait_port "${venue_port[$1]}" 100
}
kill_venue() {
    venue_cpu=$(add "$venue_cpu" "$(cpu_of "${venue_pid[$1]}")")
    kill -9 "${venue_pid[$1]}"
    wait "${venue_pid[$1]}" 2>/dev/null || true
}
start_central() {
    "$mosquitto_bin" -c "$central/mosquitto.conf" 2>>"$central/stderr" &
    central_pid=$!
    pids+=("$central_pid")
    wait_port "$central_port" 100
}
start_central
start_hall() {
    "$hall_bin" --broker "mqtt://127.0.0.1:$central_port" --user hall --password-file "$central/hall.password" \
        --http "127.0.0.1:$http_port" --data "$work/hall" --event "$event" >>"$work/hall.log" 2>&1 &
    hall_pid=$!
    pids+=("$hall_pid")
    wait_port "$http_port" 100
}
start_hall
start_venue a
start_venue b

echo "== 2 venues x $boards boards for $seconds s at speed $speed; SIGKILLed: the central broker at 15 %," \
    "venue A's broker at 35 %, venue B's at 55 %, the central hall at 70 %"
t0=$(now)
declare -A sim_pid
for v in a b; do
    "$cli" hall-sim --broker "mqtt://127.0.0.1:${venue_port[$v]}" --boards "$boards" --first-board "${venue_first[$v]}" \
        --duration "$seconds" --seed 29 --speed "$speed" --event "$event" --round 1 \
        --journal-dir "$work/venue-$v/journals" --hall-password-file "$work/venue-$v/secrets/{board}.password" \
        >"$work/venue-$v/sim.out" 2>"$work/venue-$v/sim.err" &
    sim_pid[$v]=$!
    pids+=("${sim_pid[$v]}")
done
sleep_until() { python3 -c "import time; time.sleep(max(0, $t0 + $1 - time.time()))"; }
at_percent() { sleep_until "$(python3 -c "print($seconds * $1 / 100)")"; }
# The central broker down (15 %): each venue's bridge queues what its boards publish and sends it
# when the central broker is back; the central broker keeps nothing (persistence false here), so
# what reaches it before the hall has subscribed again is lost there, and the hall asks for it.
at_percent 15
echo "$(date +%T) SIGKILL the central broker, restart it 1 s later"
central_cpu=$(cpu_of "$central_pid")
{
    kill -9 "$central_pid"
    wait "$central_pid" || true
} 2>/dev/null
sleep 1
start_central
# Each venue's broker (35 %, 55 %): its boards' publishers send again what it had not acknowledged.
for kill in a:35 b:55; do
    v=${kill%:*}
    at_percent "${kill#*:}"
    echo "$(date +%T) SIGKILL venue $v's broker, restart it 1 s later"
    kill_venue "$v"
    sleep 1
    start_venue "$v"
done
# The hall's re-send requests reach each venue's boards through its bridge: watched on each venue's
# broker (with its "hall" account, which reads pendule/#) while the central hall is SIGKILLed and
# restarted (70 %; on connecting it asks every board of its event for the records after its last).
at_percent 70
declare -A watch_pid
for v in a b; do
    mosquitto_sub -h 127.0.0.1 -p "${venue_port[$v]}" -u hall -P "$(head -n 1 "$work/venue-$v/secrets/hall.password")" \
        -q 1 -t "pendule/$event/board/+/resend" -v >"$work/venue-$v/resend.seen" 2>&1 &
    watch_pid[$v]=$!
    pids+=("${watch_pid[$v]}")
done
# (time for both subscriptions, also on a loaded machine)
sleep 1
echo "$(date +%T) SIGKILL the central hall, restart it"
hall_cpu=$(cpu_of "$hall_pid")
{
    kill -9 "$hall_pid"
    wait "$hall_pid" || true
} 2>/dev/null
start_hall
for v in a b; do
    status=0
    wait "${sim_pid[$v]}" || status=$?
    cat "$work/venue-$v/sim.err"
    [ "$status" = 0 ] || fail "venue $v's hall-sim exited $status"
    [ "$(grep -c '^board ' "$work/venue-$v/sim.out")" = "$boards" ] || fail "venue $v's hall-sim printed $(grep -c '^board ' "$work/venue-$v/sim.out") boards"
done
t_sim=$(now)
echo "both hall-sims ended (exit 0) after $(python3 -c "print(round($t_sim - $t0, 1))") s"
# Each venue's bridge connected to the central broker three times (at the start, after the central
# broker's restart, after its own broker's), and the re-send requests of the restarted hall reached both venues, for boards of each.
for v in a b; do
    [ "$(grep -c "New bridge connected .* as venue-$v " "$central/mosquitto.log")" -ge 3 ] ||
        fail "venue $v's bridge did not connect again after its broker's restart: $(grep "venue-$v" "$central/mosquitto.log")"
    kill "${watch_pid[$v]}" 2>/dev/null || true
    first=${venue_first[$v]}
    grep -q "^pendule/$event/board/$first/resend [0-9]" "$work/venue-$v/resend.seen" ||
        fail "the hall's re-send request for board $first did not reach venue $v: $(head -3 "$work/venue-$v/resend.seen")"
done
echo "re-send requests seen on the venues' brokers: $(wc -l <"$work/venue-a/resend.seen") on A, $(wc -l <"$work/venue-b/resend.seen") on B"

# compare: every board's stored journal against its file, and /api/boards against the replay.
compare() {
    python3 "$(dirname "$0")/hall_compare.py" "$work/hall/hall.sqlite" "$cli" "$api" "$event" $((2 * boards)) \
        "$work/venue-a/journals" "$work/venue-b/journals"
}
settled=1
for _ in $(seq "$catch_up"); do
    if compare >"$work/compare.txt" 2>&1; then settled=0; break; fi
    sleep 1
done
t_settled=$(now)
cat "$work/compare.txt"
[ "$settled" = 0 ] || fail "the central hall did not equal every journal within $catch_up s of the end"
echo "caught up $(python3 -c "print(round($t_settled - $t_sim, 1))") s after both hall-sims ended"
echo "CPU: hall $(add "$hall_cpu" "$(cpu_of "$hall_pid")") s, central broker $(add "$central_cpu" "$(cpu_of "$central_pid")") s," \
    "venue brokers $(add "$venue_cpu" "$(add "$(cpu_of "${venue_pid[a]}")" "$(cpu_of "${venue_pid[b]}")")") s," \
    "over $(python3 -c "print(round($t_settled - $t0, 1))") s"
echo "hall log: $(grep -c 'asked event' "$work/hall.log" || true) re-send requests," \
    "$(grep -c 'kept aside\|rejected' "$work/hall.log" || true) kept-aside or rejected lines"
echo "hall bridge test: passed"
