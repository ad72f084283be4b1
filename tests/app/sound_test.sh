#!/usr/bin/env bash
# The clock's sound heard on the speaker's side: the real program under Xvfb, driven by
# xdotool, its audio output captured by OpenAL Soft's wave writer (ALSOFT_CONF: drivers = wave) and
# measured with sox.
#   sound_test.sh CASE PENDULE OUTDIR
# CASE tone:   sound = on, flag_tone_hz = 1000, low_time_tone_hz = 500: Space starts a 2 s game (low
#              time at once), the flag falls; the capture holds the low-time tone within 2 % of
#              500 Hz, then from the flag's fall the flag tone within 2 % of 1000 Hz, on both channels.
# CASE ears:   the talking clock, left seat on the left channel, right seat on the right: F1's answer
#              is in the left channel (RMS over 10 times the right's), F12's in the right; F1 and F12
#              at once are heard at once (both channels speaking together for over a second).
# CASE silent: sound = off and no talking clock: the flag falls and the audio device is never
#              opened (no capture at all), or, if it is, the capture is silent.
# CASE device: the device chosen: `pendule --list-audio-devices` (no display: no window) lists
#              the wave writer's device, marked the default; then as `tone`, with audio_device =
#              that name: the trace says it was opened and the tones are captured as before.
# CASE fallback: audio_device names a device that does not exist: the clock starts all the same on
#              the default device, says so on stderr, in the trace and on the setup screen, whose
#              announcement (the talking clock) says it too, and that announcement is captured.
# A missing xvfb-run, xdotool, sox or python3 is a failure, never a skip.
set -euo pipefail
CASE=$1 PENDULE=$2 OUT=$3
fail() { echo "FAIL (sound $CASE): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
if [ -z "${PENDULE_SOUND_TEST_INNER:-}" ]; then
    need_tools "Debian: xvfb, xdotool, sox, python3" xvfb-run xdotool sox python3
    mkdir -p "$OUT"
    rerun_under_xvfb 1280x720x24 PENDULE_SOUND_TEST_INNER "$CASE" "$PENDULE" "$OUT"
fi
export LIBGL_ALWAYS_SOFTWARE=1
WAV="$OUT/sound-$CASE.wav"
TRACE="$OUT/sound-$CASE.trace"
CONFIG="$OUT/sound-$CASE.conf"
rm -f "$WAV" "$TRACE"
# OpenAL Soft writes what it would play into $WAV, in real time, 16-bit stereo at 44.1 kHz.
export ALSOFT_CONF="$OUT/sound-$CASE.alsoft"
printf '%s\n' "[general]" "drivers = wave" "channels = stereo" "sample-type = int16" "frequency = 44100" \
    "hrtf = false" "[wave]" "file = $WAV" >"$ALSOFT_CONF"

mono_ms() { python3 -c 'import time; print(int(time.monotonic() * 1000))'; }
# rms START SECONDS CHANNEL: the RMS amplitude (0 to 1) of one channel (1 left, 2 right) of the capture.
rms() { sox "$WAV" -n trim "$1" "$2" remix "$3" stat 2>&1 | awk '/^RMS +amplitude/ { print $3 }'; }
# at MONO_MS: the capture's time (seconds) of a moment of the steady clock.
at() { awk -v t="$1" -v o="$OPENED" 'BEGIN { printf "%.3f", (t - o) / 1000 }'; }

case "$CASE" in
tone | silent | device)
    if [ "$CASE" != silent ]; then
        printf '%s\n' "sound = on" "flag_tone_hz = 1000" "low_time_sound = on" "low_time_tone_hz = 500" >"$CONFIG"
    fi
    if [ "$CASE" = device ]; then
        # Without a display: listing the devices opens no window (nor any device: nothing captured).
        env -u DISPLAY "$PENDULE" --list-audio-devices >"$OUT/sound-device.list" 2>"$OUT/sound-device.list-err" ||
            fail "pendule --list-audio-devices exited with $? (see $OUT/sound-device.list-err)"
        cat "$OUT/sound-device.list"
        # OpenAL Soft's wave writer, its only driver here, is its one device and so the default.
        [ "$(cat "$OUT/sound-device.list")" = "Wave File Writer (default)" ] ||
            fail "the wave writer's device is not listed as the one default device"
        [ ! -e "$WAV" ] || fail "listing the devices opened one (something was captured)"
        echo "ok: --list-audio-devices: Wave File Writer (default)"
        NAME=$(sed -n 's/ (default)$//p' "$OUT/sound-device.list")
        echo "audio_device = $NAME" >>"$CONFIG"
    elif [ "$CASE" = silent ]; then
        printf '%s\n' "sound = off" "low_time_sound = off" >"$CONFIG"
    fi
    "$PENDULE" --config "$CONFIG" --no-journal --trace --preset 2 --exit-after 6000 >"$TRACE" 2>"$OUT/sound-$CASE.err" &
    PID=$!
    wait_for "$TRACE" "^ready" 20
    focus_window
    xdotool key space
    wait_for "$TRACE" "^flag white" 6
    wait "$PID" || fail "pendule exited with $? (see $OUT/sound-$CASE.err)"
    if [ "$CASE" = silent ]; then
        if [ -e "$WAV" ]; then
            PEAK=$(sox "$WAV" -n stat 2>&1 | awk '/^Maximum amplitude/ { print $3 }')
            awk -v p="$PEAK" 'BEGIN { exit !(p < 0.001) }' || fail "sound off, yet the capture peaks at $PEAK"
            echo "ok: sound off: the capture is silent (peak $PEAK)"
        else
            ! grep -q "^audio-output opened" "$TRACE" || fail "the output was opened but nothing was captured"
            echo "ok: sound off: the audio device was never opened, nothing was played"
        fi
        exit 0
    fi
    [ -s "$WAV" ] || fail "nothing captured in $WAV (see $OUT/sound-$CASE.err)"
    if [ "$CASE" = device ]; then
        grep -qF "device=\"$NAME\"" "$TRACE" || fail "the trace does not say that \"$NAME\" was opened"
        ! grep -q "not found" "$TRACE" "$OUT/sound-$CASE.err" || fail "the device named was not found"
        echo "ok: audio_device = $NAME opened"
    fi
    OPENED=$(sed -n 's/^audio-output opened steady_ms=\([0-9]*\).*/\1/p' "$TRACE")
    FLAG=$(sed -n 's/^flag white at_ms=\([0-9]*\).*/\1/p' "$TRACE")
    [ -n "$OPENED" ] && [ -n "$FLAG" ] || fail "the trace does not say when the output opened and the flag fell"
    FLAG_AT=$(at "$FLAG")
    # tone_at CHANNEL FROM LENGTH: the pitch and RMS of the first tone after FROM seconds, LENGTH
    # seconds of it from 20 ms after its start (its first sample over 1 % of full scale).
    tone_at() {
        sox "$WAV" -n remix "$1" trim "$2" silence 1 0.005 1% trim 0.02 "$3" stat 2>&1 |
            awk '/^Rough +frequency/ { f = $3 } /^RMS +amplitude/ { r = $3 } END { print f, r }'
    }
    # check_tone NAME HZ FREQ RMS: within 2 % of HZ, and loud.
    check_tone() {
        awk -v f="$3" -v hz="$2" 'BEGIN { exit !(f >= hz * 0.98 && f <= hz * 1.02) }' ||
            fail "channel $ch: the $1 tone measures $3 Hz, not $2 Hz within 2 %"
        awk -v r="$4" 'BEGIN { exit !(r > 0.1) }' || fail "channel $ch: the $1 tone is too faint (RMS $4)"
        echo "ok: channel $ch: the $1 tone at $3 Hz (configured $2), RMS $4"
    }
    for ch in 1 2; do
        # The low-time tone (120 ms) as the game starts with 2 s, under the 10 s threshold.
        read -r FREQ TONE_RMS < <(tone_at $ch 0 0.08)
        check_tone low-time 500 "$FREQ" "$TONE_RMS"
        # The flag tone (400 ms) from the flag's fall, 300 ms of it.
        read -r FREQ TONE_RMS < <(tone_at $ch "$FLAG_AT" 0.3)
        check_tone flag 1000 "$FREQ" "$TONE_RMS"
    done
    ;;
fallback)
    printf '%s\n' "speak = on" "sound = off" "audio_device = No Such Headset" >"$CONFIG"
    "$PENDULE" --config "$CONFIG" --no-journal --trace --preset 300 --exit-after 9000 \
        >"$TRACE" 2>"$OUT/sound-$CASE.err" &
    PID=$!
    wait_for "$TRACE" "^ready" 20
    wait "$PID" || fail "pendule exited with $? (see $OUT/sound-$CASE.err): it must start on the default device"
    grep -qxF 'audio-output device "No Such Headset" not found, using the default' "$TRACE" ||
        fail "the trace does not say that the device was not found"
    grep -qF 'pendule: audio device "No Such Headset" not found: the default device is used' "$OUT/sound-$CASE.err" ||
        fail "stderr does not say that the device was not found"
    grep -q '^audio-output opened .* device="Wave File Writer"' "$TRACE" || fail "the default device was not opened"
    MESSAGE='Audio device "No Such Headset" not found: the default device plays the sound.'
    grep -qF "spoken: Pendule: New game. Preset: 5m. $MESSAGE Tab moves" "$TRACE" ||
        { grep '^spoken' "$TRACE" >&2 || true; fail "the setup screen's announcement does not say it"; }
    echo "ok: \"No Such Headset\" not found: said on stderr, in the trace and on the setup screen, aloud"
    [ -s "$WAV" ] || fail "nothing captured in $WAV"
    OPENED=$(sed -n 's/^audio-output opened steady_ms=\([0-9]*\).*/\1/p' "$TRACE")
    # The announcement, to both ears, in the capture's first 5 s.
    for ch in 1 2; do
        R=$(rms 0 5 "$ch")
        awk -v r="$R" 'BEGIN { exit !(r > 0.01) }' || fail "channel $ch: the announcement is not heard (RMS $R)"
        echo "ok: channel $ch: the announcement captured on the default device, RMS $R"
    done
    ;;
ears)
    printf '%s\n' "speak = on" "speak_channel_left = left" "speak_channel_right = right" "sound = off" >"$CONFIG"
    "$PENDULE" --config "$CONFIG" --no-journal --trace --start --preset 3600 --exit-after 32000 \
        >"$TRACE" 2>"$OUT/sound-$CASE.err" &
    PID=$!
    wait_for "$TRACE" "^ready" 20
    OPENED=$(sed -n 's/^audio-output opened steady_ms=\([0-9]*\).*/\1/p' "$TRACE")
    [ -n "$OPENED" ] || fail "the trace does not say when the audio output opened"
    focus_window
    sleep 3 # "Game started." on both ears
    T1=$(mono_ms)
    xdotool key F1
    sleep 7
    T2=$(mono_ms)
    xdotool key F12
    sleep 7
    T3=$(mono_ms)
    xdotool key F1 F12
    wait "$PID" || fail "pendule exited with $? (see $OUT/sound-$CASE.err)"
    [ -s "$WAV" ] || fail "nothing captured in $WAV"
    [ "$(grep -c '^spoken: Move 1\.' "$TRACE")" = 4 ] || fail "not 4 answers in the trace"
    # One output for the whole run: the capture is as long as the run (it was reopened per line).
    LENGTH=$(soxi -D "$WAV")
    awk -v l="$LENGTH" 'BEGIN { exit !(l > 25) }' || fail "the capture is $LENGTH s long: the output did not stay open"
    echo "ok: one capture of $LENGTH s for the whole run"
    for which in "F1 $T1 1 2" "F12 $T2 2 1"; do
        read -r KEY T OWN OTHER <<<"$which"
        START=$(at "$T")
        R_OWN=$(rms "$START" 4 "$OWN")
        R_OTHER=$(rms "$START" 4 "$OTHER")
        awk -v a="$R_OWN" -v b="$R_OTHER" 'BEGIN { exit !(a > 0.01 && a > 10 * b) }' ||
            fail "$KEY: RMS $R_OWN on its channel ($OWN), $R_OTHER on the other: not over 10:1"
        echo "ok: $KEY at ${START} s: RMS $R_OWN on channel $OWN, $R_OTHER on channel $OTHER"
    done
    # F1 and F12 together: 100 ms windows where both channels speak (RMS over 0.01).
    START=$(at "$T3")
    BOTH=0
    for ((w = 0; w < 60; w++)); do
        FROM=$(awk -v s="$START" -v w=$w 'BEGIN { printf "%.3f", s + w / 10 }')
        L=$(rms "$FROM" 0.1 1)
        R=$(rms "$FROM" 0.1 2)
        awk -v l="$L" -v r="$R" 'BEGIN { exit !(l > 0.01 && r > 0.01) }' && BOTH=$((BOTH + 1))
    done
    [ "$BOTH" -ge 10 ] || fail "F1 and F12 at once: both channels spoke together for only $((BOTH * 100)) ms"
    echo "ok: F1 and F12 at once: both channels speak together for $((BOTH * 100)) ms"
    ;;
*)
    fail "unknown case"
    ;;
esac
