#!/usr/bin/env bash
# A tournament hall on one laptop (docs/hall.md): a Mosquitto broker with an account per
# board and an ACL (configs/hall), and pendule-hall reading it.
#   scripts/hall.sh [--boards N] [--port P] [--address A] [--http ADDRESS:PORT] [--data DIR]
#                   [--event ID] [--hall-bin FILE] [--setup-only]
# Accounts: "hall" for pendule-hall, "desk" for the arbiter's desk (it publishes the boards'
# set-ups), "1" to "N" for the boards (a board's account is its number,
# which configs/hall/acl needs). Passwords are generated once and kept, one file each, readable by
# their owner only, in DATA/secrets/<user>.password; a later run with more boards adds the missing
# ones and keeps the others. Give each board's laptop its own file:
#   pendule --hall mqtt://HALL-ADDRESS:P --event ID --board 7 --hall-password-file 7.password
# DATA (default ./hall-data): secrets/, broker/ (mosquitto.conf, passwd, acl, its database, its log),
# hall/hall.sqlite, pgn/round.pgn. --setup-only writes the files and starts nothing. Otherwise the
# broker and the hall run until Ctrl+C (or SIGTERM), which stops both.
set -euo pipefail
# From the source tree: configs/hall beside scripts/, the hall in build/release. Installed
# (share/pendule/hall/hall.sh, cmake/PenduleInstall.cmake): the templates beside the script, the
# hall in bin/ of the same prefix.
script_dir=$(cd "$(dirname "$0")" && pwd)
if [ -f "$script_dir/acl" ] && [ -f "$script_dir/mosquitto.conf" ]; then
    configs=$script_dir
    default_hall=$script_dir/../../../bin/pendule-hall
else
    configs=$(cd "$script_dir/.." && pwd)/configs/hall
    default_hall=$(cd "$script_dir/.." && pwd)/build/release/src/pendule-hall
fi

boards=20 port=1883 address=0.0.0.0 http=0.0.0.0:8080 data=hall-data event="" setup_only=0
hall_bin=${PENDULE_HALL:-}
usage() { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
    case "$1" in
    --boards) boards=$2; shift 2 ;;
    --port) port=$2; shift 2 ;;
    --address) address=$2; shift 2 ;;
    --http) http=$2; shift 2 ;;
    --data) data=$2; shift 2 ;;
    --event) event=$2; shift 2 ;;
    --hall-bin) hall_bin=$2; shift 2 ;;
    --setup-only) setup_only=1; shift ;;
    --help | -h) usage; exit 0 ;;
    *) echo "hall.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
case "$boards" in '' | *[!0-9]*) echo "hall.sh: --boards: expected 1 to 9999, got '$boards'" >&2; exit 2 ;; esac
case "$event" in *[!A-Za-z0-9._-]*) echo "hall.sh: --event: letters, digits, '.', '_' and '-' only, got '$event'" >&2; exit 2 ;; esac
case "$port" in '' | *[!0-9]*) echo "hall.sh: --port: expected 1 to 65535, got '$port'" >&2; exit 2 ;; esac
if [ "$boards" -lt 1 ] || [ "$boards" -gt 9999 ] || [ "$port" -lt 1 ] || [ "$port" -gt 65535 ]; then
    echo "hall.sh: --boards is 1 to 9999, --port 1 to 65535" >&2
    exit 2
fi
mosquitto_bin=$(command -v mosquitto || echo /usr/sbin/mosquitto)
for tool in "$mosquitto_bin" mosquitto_passwd; do
    command -v "$tool" >/dev/null || { echo "hall.sh: $tool is missing (apt-get install mosquitto)" >&2; exit 2; }
done

mkdir -p "$data" "$data/hall" "$data/pgn"
data=$(cd "$data" && pwd)
secrets=$data/secrets broker=$data/broker
# The secrets and the broker's files are for their owner only; the hall's database and the round's
# PGN (for a broadcaster) are not secret.
umask 077
mkdir -p "$secrets" "$broker"
chmod 700 "$secrets" "$broker"

# new_password: 24 random characters (letters, digits, '-', '_').
new_password() { head -c 18 /dev/urandom | base64 | tr '+/' '-_'; }
users=(hall desk $(seq 1 "$boards"))
for user in "${users[@]}"; do
    file=$secrets/$user.password
    [ -s "$file" ] || new_password >"$file"
    chmod 600 "$file"
done
# The broker's password file holds only hashes: "user:password" lines hashed in place by
# mosquitto_passwd -U (no password on a command line).
{
    for user in "${users[@]}"; do
        printf '%s:%s\n' "$user" "$(head -n 1 "$secrets/$user.password")"
    done
} >"$broker/passwd.tmp"
mosquitto_passwd -U "$broker/passwd.tmp"
mv "$broker/passwd.tmp" "$broker/passwd"
# With --event, the boards' and the hall's write rights hold for that event only; without it, for
# any event (one broker serving several events).
if [ -n "$event" ]; then
    sed -e "s|^\(pattern [a-z]* \)pendule/+/|\1pendule/$event/|" \
        -e "s|^\(topic write \)pendule/+/|\1pendule/$event/|" "$configs/acl" >"$broker/acl"
else
    cp "$configs/acl" "$broker/acl"
fi
sed -e "s|@ADDRESS@|$address|g" -e "s|@PORT@|$port|g" -e "s|@BROKER@|$broker|g" -e "s|@USER@|$(id -un)|g" \
    "$configs/mosquitto.conf" >"$broker/mosquitto.conf"
echo "hall.sh: $boards boards and the hall have accounts; passwords in $secrets/<user>.password"
echo "hall.sh: broker configuration $broker/mosquitto.conf"
[ "$setup_only" = 1 ] && exit 0

if [ -z "$hall_bin" ]; then
    if [ -x "$default_hall" ]; then hall_bin=$default_hall; else hall_bin=$(command -v pendule-hall || echo "$default_hall"); fi
fi
[ -x "$hall_bin" ] || { echo "hall.sh: no pendule-hall at $hall_bin (build it, or --hall-bin FILE)" >&2; exit 2; }

pids=()
stop() {
    trap - INT TERM EXIT
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
}
trap stop INT TERM EXIT
# The broker holds a descriptor per connected board (and one for the hall, each listener, its
# database): a shell's usual soft limit of 1,024 would refuse boards past about 1,000. Raised to the
# hard limit for the broker and the hall; a hard limit too low for the boards is said before starting.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt $((boards + 64)) ]; then
    echo "hall.sh: $boards boards need $((boards + 64)) open descriptors in the broker, but ulimit -Hn is $(ulimit -n)" >&2
    exit 2
fi
"$mosquitto_bin" -c "$broker/mosquitto.conf" &
pids+=($!)
local_address=$address
[ "$address" = 0.0.0.0 ] && local_address=127.0.0.1
for _ in $(seq 100); do
    (exec 3<>"/dev/tcp/$local_address/$port") 2>/dev/null && break
    kill -0 "${pids[0]}" 2>/dev/null || { echo "hall.sh: the broker stopped; see $broker/mosquitto.log" >&2; exit 1; }
    sleep 0.1
done
echo "hall.sh: broker on $address:$port (log $broker/mosquitto.log)"
umask 022
hall_args=(--broker "mqtt://$local_address:$port" --user hall --password-file "$secrets/hall.password"
           --http "$http" --data "$data/hall" --pgn-dir "$data/pgn")
[ -n "$event" ] && hall_args+=(--event "$event")
"$hall_bin" "${hall_args[@]}" &
pids+=($!)
echo "hall.sh: the hall at http://$http/ ; a board: pendule --hall mqtt://THIS-LAPTOP:$port" \
    "--event ${event:-ID} --board N --hall-password-file N.password (a copy of $secrets/N.password)"
# Either one stopping stops the other.
status=0
wait -n "${pids[@]}" || status=$?
exit "$status"
