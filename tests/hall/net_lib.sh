# Sourced by the hall's test and bench scripts: loopback ports for a real broker and hall.
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
