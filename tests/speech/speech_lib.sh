# Sourced by the speech tests: is_speech FILE says whether a WAV file holds speech as the talking
# clock writes it: 22050 Hz mono 16 bits, 0.4 to 12 s (a word to the longest ruling), not silent.
# eSpeak's speech has an RMS amplitude near 0.07 and peaks above 0.4 (of full scale). It prints
# what sox measured, for the test's log.
is_speech() {
    local f=$1 rate channels bits seconds stat rms peak
    rate=$(sox --i -r "$f") channels=$(sox --i -c "$f") bits=$(sox --i -b "$f") seconds=$(sox --i -D "$f")
    stat=$(sox "$f" -n stat 2>&1)
    rms=$(awk '/^RMS +amplitude/ {print $3}' <<<"$stat")
    peak=$(awk '/^Maximum amplitude/ {print $3}' <<<"$stat")
    echo "$(basename "$f"): ${rate} Hz, $channels channel(s), $bits bits, $seconds s, RMS $rms, peak $peak"
    [ "$rate" = 22050 ] && [ "$channels" = 1 ] && [ "$bits" = 16 ] &&
        awk -v s="$seconds" -v r="$rms" -v p="$peak" 'BEGIN { exit !(s >= 0.4 && s <= 12 && r >= 0.02 && p >= 0.2) }'
}
