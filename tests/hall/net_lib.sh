# Sourced by the hall's test and bench scripts: loopback ports for a real broker and hall, and the
# broker itself.
# free_port: a TCP port on 127.0.0.1 that nothing uses now.
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# wait_port PORT [TENTHS]: until something listens there (TENTHS of a second at most, default 100).
wait_port() {
    for _ in $(seq "${2:-100}"); do
        (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
        sleep 0.1
    done
    echo "nothing listens on port $1"
    return 1
}
# start_test_broker WORK PORT [LINE...]: an anonymous mosquitto on 127.0.0.1:PORT without
# persistence (each LINE added to its configuration, WORK/mosquitto.conf), logging to
# WORK/mosquitto.log; its pid is added to the caller's `pids`. Returns when it listens.
start_test_broker() {
    local work=$1 port=$2 line
    shift 2
    printf 'listener %s 127.0.0.1\nallow_anonymous true\npersistence false\n' "$port" >"$work/mosquitto.conf"
    for line in "$@"; do printf '%s\n' "$line" >>"$work/mosquitto.conf"; done
    mosquitto -c "$work/mosquitto.conf" >"$work/mosquitto.log" 2>&1 &
    pids+=($!)
    wait_port "$port"
}
# hall_test_work WORK: WORK emptied (made if missing); the processes whose pids the script adds to
# `pids` are SIGKILLed when it exits, however it exits.
hall_test_work() {
    rm -rf "$1"
    mkdir -p "$1"
    pids=()
    trap 'for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done' EXIT
}
