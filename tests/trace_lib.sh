# Sourced by the window tests' scripts (Linux and Wine): waiting on a program's trace file.
# The script defines fail MESSAGE (print it and exit 1) before it calls these.

# wait_for FILE PATTERN SECONDS: until a line of FILE matches PATTERN; fails after SECONDS, with the
# last lines of the program's stderr (FILE with .err for .trace).
wait_for() {
    local i
    for ((i = 0; i < $3 * 20; i++)); do
        grep -q -- "$2" "$1" 2>/dev/null && return 0
        sleep 0.05
    done
    fail "no '$2' in $1 after $3 s (stderr: $(tail -n 3 "${1%.trace}.err" 2>/dev/null))"
}

# wait_count FILE PATTERN N SECONDS: until at least N lines of FILE match PATTERN; fails after SECONDS.
wait_count() {
    local i n
    for ((i = 0; i < $4 * 20; i++)); do
        n=$(grep -c -- "$2" "$1" 2>/dev/null || true)
        [ "${n:-0}" -ge "$3" ] && return 0
        sleep 0.05
    done
    fail "fewer than $3 lines '$2' in $1 after $4 s"
}
