#!/usr/bin/env bash
# pendule-cli announce --wav: one WAV file per announcement, named by time, listener and topic,
# each holding speech (not silence) of a plausible length, as sox (Debian) reads them.
# usage: wav_test.sh PENDULE-CLI EVENTS LANG EXPECTED-FILE...
set -euo pipefail
cli=$1 events=$2 lang=$3
shift 3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$cli" announce --preset "2/60+0:30+0" --events "$events" --thresholds 10 --flag --control --rulings --lang "$lang" \
    --wav "$dir" >"$dir/said.txt"
cat "$dir/said.txt"
said=$(wc -l <"$dir/said.txt")
files=$(find "$dir" -name '*.wav' | wc -l)
if [ "$said" -ne "$files" ] || [ "$files" -ne $# ]; then
    echo "FAIL: $said announcements, $files WAV files, $# expected"
    ls "$dir"
    exit 1
fi
source "$(dirname "$0")/speech_lib.sh"

# The check itself refuses silence and a sound far too long.
sox -n -r 22050 -c 1 -b 16 "$dir/silence.wav" trim 0 2
sox -n -r 22050 -c 1 -b 16 "$dir/long.wav" synth 20 sine 440 vol 0.5
for bad in silence long; do
    if is_speech "$dir/$bad.wav"; then
        echo "FAIL: the check takes $bad.wav for speech"
        exit 1
    fi
done

status=0
for name in "$@"; do
    f=$dir/$name.wav
    if [ ! -f "$f" ]; then
        echo "FAIL: $name.wav missing"
        ls "$dir"
        status=1
    elif ! is_speech "$f"; then
        echo "FAIL: $name.wav is not speech of a plausible length"
        status=1
    fi
done
exit $status
