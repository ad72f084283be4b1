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
# is_speech FILE: 22050 Hz mono 16 bits, 0.4 to 12 s (a word to the longest ruling), not silent:
# eSpeak's speech has an RMS amplitude near 0.07 and peaks above 0.4 (of full scale).
is_speech() {
    local f=$1 rate channels bits seconds stat rms peak
    rate=$(sox --i -r "$f")
    channels=$(sox --i -c "$f")
    bits=$(sox --i -b "$f")
    seconds=$(sox --i -D "$f")
    stat=$(sox "$f" -n stat 2>&1)
    rms=$(awk '/^RMS +amplitude/ {print $3}' <<<"$stat")
    peak=$(awk '/^Maximum amplitude/ {print $3}' <<<"$stat")
    echo "$(basename "$f"): ${rate} Hz, $channels channel(s), $bits bits, $seconds s, RMS $rms, peak $peak"
    [ "$rate" = 22050 ] && [ "$channels" = 1 ] && [ "$bits" = 16 ] &&
        awk -v s="$seconds" -v r="$rms" -v p="$peak" 'BEGIN { exit !(s >= 0.4 && s <= 12 && r >= 0.02 && p >= 0.2) }'
}

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
