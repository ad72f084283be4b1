#!/usr/bin/env bash
# pendule.exe under Wine on Xvfb, with real keys (xdotool), as the Linux window's tests do it
# (tests/app, tests/journal; docs/windows.md). In a Wine prefix of its own, under a wineserver of
# its own that ends with the test, so that Wine's desktop belongs to this Xvfb:
#   clock  the clock starts (--start), presses of the left and the right Shift switch the running
#          side, every press the program acknowledged is in the journal (pendule-cli.exe replay);
#          the Wine process is killed (SIGKILL) and pendule.exe --resume restores every press,
#          paused, with the interruption journaled; the arbiter's chord and P restart the clock
#          and one more press is journaled
#   pin    --set-pin from standard input writes a hash; in the window, a wrong PIN keeps the
#          panel locked and the right one opens it; both are in the journal
#   desk   the desk opens a round made from a TRF file by pendule-cli.exe round-open; real keys
#          give board 2 the result 0-1, which the round journal has
#   places without --config and --journal-dir: --set-pin writes %APPDATA%\Pendule\pendule.conf,
#          and a game's journal is in %LOCALAPPDATA%\Pendule\journals
#   shots  the app's own screenshots (--screenshot, scripted) of the clock and the desk, for
#          docs/windows.md
#   speak  the talking clock (--speak), the left seat in French on the left channel, the right one
#          in English on the right, its sound captured by OpenAL Soft's wave writer (ALSOFT_CONF:
#          drivers = wave, the openal32.dll beside pendule.exe): F1's answer is in the left channel
#          (RMS over 10 times the right's), F12's in the right, each in its seat's language (the
#          trace), as tests/app/sound_test.sh's `ears` on Linux
# usage: window_test.sh WINE_EXEC PENDULE_EXE PENDULE_CLI TRF OUTDIR [CASE...]
# WINE_EXEC execs wine (a SIGKILL to its process reaches the Windows program); PENDULE_CLI runs
# pendule-cli.exe through wine. A missing xvfb-run or xdotool is a failure, never a skip.
set -euo pipefail
WINE_EXEC=$1 PENDULE=$2 CLI=$3 TRF=$4 OUT=$5
shift 5
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=(clock pin desk places)
fail() { echo "FAIL (window under wine): $*" >&2; exit 1; }
for tool in xvfb-run xdotool python3 wine wineserver; do
    command -v "$tool" >/dev/null || fail "$tool is not installed (Debian: xvfb, xdotool, python3, wine)"
done

if [ -z "${PENDULE_WINDOW_TEST_INNER:-}" ]; then
    rm -rf "$OUT" && mkdir -p "$OUT"
    PENDULE_WINDOW_TEST_INNER=1 exec "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x800x24" bash "$0" \
        "$WINE_EXEC" "$PENDULE" "$CLI" "$TRF" "$OUT" "${CASES[@]}"
fi

# This test's Wine prefix: its wineserver stays up for the whole test (one start of Wine's services)
# and is stopped at the end, with every Windows process of the prefix.
export WINEPREFIX="$OUT/prefix" WINEDEBUG=-all LC_ALL=C.UTF-8 WINEDLLOVERRIDES="mscoree,mshtml="
export HOME="$OUT/home"
mkdir -p "$WINEPREFIX" "$HOME"
wineserver -p >/dev/null 2>&1
PID=
cleanup() {
    [ -n "$PID" ] && kill -9 "$PID" 2>/dev/null
    wineserver -k 2>/dev/null || true
}
trap cleanup EXIT
wineboot --init >/dev/null 2>&1 || fail "a new Wine prefix"

. "$(dirname "${BASH_SOURCE[0]}")/../trace_lib.sh" # wait_for FILE PATTERN SECONDS
count() { grep -c -- "$2" "$1" 2>/dev/null || true; } # count FILE PATTERN
raw_ms() { python3 -c 'import time; print(int(time.clock_gettime(time.CLOCK_MONOTONIC_RAW) * 1000))'; }
wait_count() { # wait_count FILE PATTERN N SECONDS: N lines matching at least
    local i
    for ((i = 0; i < $4 * 20; i++)); do
        [ "$(count "$1" "$2")" -ge "$3" ] && return 0
        sleep 0.05
    done
    fail "fewer than $3 lines '$2' in $1 after $4 s"
}
# start NAME ARGS...: pendule.exe in the background, its trace in OUT/NAME.trace; its window found,
# moved to the origin and given the keyboard (no window manager under Xvfb).
start() {
    local name=$1
    shift
    TRACE="$OUT/$name.trace"
    "$WINE_EXEC" "$PENDULE" --trace "$@" >"$TRACE" 2>"$OUT/$name.err" &
    PID=$!
    wait_for "$TRACE" "^ready" 60
    WID=$(timeout 20 xdotool search --sync --name '^Pendule' | head -1 || true)
    [ -n "$WID" ] || fail "$name: no window named Pendule"
    xdotool windowmove "$WID" 0 0 2>/dev/null || true
    xdotool windowfocus --sync "$WID" 2>/dev/null || xdotool windowactivate --sync "$WID" 2>/dev/null || true
    sleep 0.3
}
stop() {
    kill -9 "$PID" 2>/dev/null || true
    wait "$PID" 2>/dev/null || true
    PID=
}
# replay JOURNAL FIELD: a number from pendule-cli.exe replay --json.
replay() {
    "$CLI" replay "$1" --json | python3 -c '
import json, sys
r = json.load(sys.stdin)
if r["error"] is not None:
    sys.exit("replay error: " + r["error"])
s = r["state"]
print({"presses": r["presses"], "interruptions": len(r["interruptions"]),
       "moves": s["white"]["moves"] + s["black"]["moves"]}[sys.argv[1]])' "$2"
}

case_clock() {
    local journals="$OUT/journals" journal presses acknowledged
    start clock --journal-dir "$journals" --start --preset 300 --names Alice Bruno
    grep -q "^ready .* wait=win32" "$TRACE" || fail "the loop does not wait on the message queue: $(grep ^ready "$TRACE")"
    # White (left) runs; the left Shift hands the clock to Black, the right one back, five times.
    presses=0
    for key in Shift_L Shift_R Shift_L Shift_R Shift_L; do
        xdotool key "$key"
        presses=$((presses + 1))
        for ((i = 0; i < 100; i++)); do
            [ "$(count "$TRACE" "^press .* accepted=1")" -ge "$presses" ] && break
            sleep 0.05
        done
        [ "$(count "$TRACE" "^press .* accepted=1")" -eq "$presses" ] ||
            fail "press $presses ($key) was not acknowledged: $(grep "^press" "$TRACE" | tail -n 2)"
    done
    grep -q "^press left accepted=1" "$TRACE" && grep -q "^press right accepted=1" "$TRACE" ||
        fail "the two Shift keys did not reach the two sides: $(grep "^press" "$TRACE")"
    wait_for "$TRACE" "running=black" 5
    import -window root "$OUT/clock-running.png" 2>/dev/null || true
    journal=$(ls "$journals"/*.journal)
    [ "$(replay "$journal" presses)" -eq "$presses" ] || fail "the journal has $(replay "$journal" presses) presses, $presses acknowledged"
    echo "ok: $presses presses by real keys switched the side, each acknowledged and journaled"

    stop # SIGKILL of the Wine process: no chance to write anything more
    acknowledged=$presses
    start resumed --journal-dir "$journals" --resume
    grep -q "^resumed" "$TRACE" || fail "the game was not resumed: $(cat "$OUT/resumed.err")"
    ! grep -q "differs" "$OUT/resumed.err" || fail "$(grep differs "$OUT/resumed.err")"
    grep -q "^command pause.*accepted=1" "$TRACE" || fail "the resumed game is not paused"
    [ "$(replay "$journal" presses)" -eq "$acknowledged" ] || fail "presses lost by the kill"
    [ "$(replay "$journal" interruptions)" -eq 1 ] || fail "the kill is not journaled as an interruption"
    # The arbiter restarts the clock (unlock chord, P, lock), then Black presses.
    xdotool key ctrl+alt+a
    wait_for "$TRACE" "locked=0" 5
    xdotool key p
    wait_for "$TRACE" "command resume.*accepted=1" 5
    xdotool key Escape
    sleep 0.2
    xdotool key Shift_R
    wait_for "$TRACE" "^press right accepted=1" 5
    stop
    [ "$(replay "$journal" presses)" -eq $((acknowledged + 1)) ] || fail "the press after the resume is not journaled"
    [ "$(replay "$journal" moves)" -eq $((acknowledged + 1)) ] || fail "the move counters disagree with the presses"
    echo "ok: killed (SIGKILL of wine), resumed with all $acknowledged presses, paused; restarted by the arbiter, one more press journaled"
}

case_pin() {
    local conf="$OUT/pendule.conf" journal
    printf 'sound = off\n' >"$conf"
    printf '2468\n2468\n' | "$WINE_EXEC" "$PENDULE" --set-pin --config "$conf" >"$OUT/set-pin.out" 2>&1 ||
        fail "--set-pin: $(cat "$OUT/set-pin.out")"
    grep -q '^pin_hash = \$argon2id\$' "$conf" || fail "no pin_hash in the config: $(cat "$conf")"
    ! grep -q 2468 "$conf" || fail "the PIN is in clear in the config"
    grep -q '^sound = off$' "$conf" || fail "--set-pin lost another setting"
    start pin --config "$conf" --journal-dir "$OUT/journals-pin" --start --preset 600+5
    xdotool key Shift_L
    wait_for "$TRACE" "^press left accepted=1" 5
    # Each step waits for its keys to reach the program (the trace's key lines), not for a time.
    xdotool key ctrl+alt+a
    wait_count "$TRACE" "^key A ctrl alt" 1 5
    xdotool type --delay 30 1111
    xdotool key Return
    wait_count "$TRACE" "^key Enter" 1 5
    sleep 0.2
    ! grep -q "locked=0" "$TRACE" || fail "a wrong PIN opened the panel"
    xdotool key ctrl+alt+a # (a wait comes only after three wrong PINs)
    wait_count "$TRACE" "^key A ctrl alt" 2 5
    xdotool type --delay 30 2468
    xdotool key Return
    wait_for "$TRACE" "locked=0" 5
    xdotool key p # the open panel's P: the running clock paused (6.11)
    wait_for "$TRACE" "^command pause.*accepted=1" 5
    stop
    journal=$(ls "$OUT/journals-pin"/*.journal)
    "$CLI" replay "$journal" >"$OUT/pin-replay.txt" || fail "replay: $(cat "$OUT/pin-replay.txt")"
    grep -q "^Wrong PIN no. 1 at " "$OUT/pin-replay.txt" || fail "the wrong PIN is not in the journal"
    grep -q "^Right PIN at .*after the wrong ones" "$OUT/pin-replay.txt" || fail "the right PIN is not in the journal"
    echo "ok: --set-pin wrote a hash; in the window a wrong PIN kept the panel locked, the right one opened it; both journaled"
}

case_desk() {
    local round="$OUT/r2.round"
    "$CLI" round-open --trf "$TRF" --round 2 --control 900+10 --out "$round" >/dev/null || fail "round-open"
    start desk --desk "$round" --size 1280x800
    grep -q "^ready .* desk" "$TRACE" || fail "the desk did not start: $(cat "$OUT/desk.err")"
    xdotool key Down
    xdotool type --delay 50 0
    wait_for "$TRACE" "^desk result board=2 result=0-1 recorded=1" 5
    import -window root "$OUT/desk-result.png" 2>/dev/null || true
    xdotool key Escape
    sleep 0.3
    xdotool key Escape
    for ((i = 0; i < 100; i++)); do kill -0 "$PID" 2>/dev/null || break; sleep 0.05; done
    kill -0 "$PID" 2>/dev/null && fail "Escape did not close the desk"
    PID=
    "$CLI" round "$round" >"$OUT/round.txt" || fail "pendule-cli round: $(cat "$OUT/round.txt")"
    grep -qx "board 2: Fischer, Gerd - Dubois, Eve  0-1" "$OUT/round.txt" || fail "board 2's 0-1 is not in the round journal: $(cat "$OUT/round.txt")"
    echo "ok: the desk opened a round made from a TRF file; board 2's 0-1 typed by real keys is in the round journal"
}

# The Windows places: nothing named on the command line.
case_places() {
    local appdata localappdata journal
    appdata=$(winepath -u "$(wine cmd /c echo %APPDATA% 2>/dev/null | tr -d '\r')" 2>/dev/null)
    localappdata=$(winepath -u "$(wine cmd /c echo %LOCALAPPDATA% 2>/dev/null | tr -d '\r')" 2>/dev/null)
    [ -d "$appdata" ] && [ -d "$localappdata" ] || fail "no %APPDATA% ($appdata) or %LOCALAPPDATA% ($localappdata)"
    rm -rf "$appdata/Pendule" "$localappdata/Pendule"
    printf '1357\n1357\n' | "$WINE_EXEC" "$PENDULE" --set-pin >"$OUT/places.out" 2>&1 || fail "--set-pin: $(cat "$OUT/places.out")"
    grep -q '^pin_hash = ' "$appdata/Pendule/pendule.conf" || fail "--set-pin did not write %APPDATA%\\Pendule\\pendule.conf"
    grep -qF '\AppData\Roaming\Pendule\pendule.conf (its hash only' "$OUT/places.out" || fail "--set-pin names another place: $(cat "$OUT/places.out")"
    "$WINE_EXEC" "$PENDULE" --start --preset 300 --exit-after 1500 >"$OUT/places-run.out" 2>&1 ||
        fail "a game without --journal-dir: $(cat "$OUT/places-run.out")"
    journal=$(ls "$localappdata/Pendule/journals"/*.journal 2>/dev/null | head -1)
    [ -n "$journal" ] || fail "no journal in %LOCALAPPDATA%\\Pendule\\journals: $(ls -R "$localappdata/Pendule" 2>&1)"
    "$CLI" replay "$journal" >/dev/null || fail "the journal in %LOCALAPPDATA% does not replay"
    echo "ok: the config in %APPDATA%\\Pendule, the journals in %LOCALAPPDATA%\\Pendule\\journals"
}

# The app's own screenshots (save_screenshot), scripted: what docs/windows.md shows.
case_shots() {
    local round="$OUT/shots.round"
    "$WINE_EXEC" "$PENDULE" --journal-dir "$OUT/journals-shots" --names "Alice Martin" "Hélène Lefèvre" \
        --board 12 --preset 5400+30 --screenshot "$OUT/windows-clock.png" \
        --script "key Space; wait 4000; key LShift; wait 2500; key RShift; wait 1000" >"$OUT/shots.out" 2>&1 ||
        fail "the clock's screenshot: $(cat "$OUT/shots.out")"
    "$CLI" round-open --trf "$TRF" --round 2 --control 900+10 --out "$round" >/dev/null || fail "round-open"
    "$CLI" round-result "$round" --board 2 --result 0-1 >/dev/null || fail "round-result"
    "$WINE_EXEC" "$PENDULE" --desk "$round" --size 1280x800 --screenshot "$OUT/windows-desk.png" >"$OUT/shots-desk.out" 2>&1 ||
        fail "the desk's screenshot: $(cat "$OUT/shots-desk.out")"
    [ -s "$OUT/windows-clock.png" ] && [ -s "$OUT/windows-desk.png" ] || fail "no screenshot"
    echo "ok: screenshots $OUT/windows-clock.png, $OUT/windows-desk.png"
}

# The talking clock heard: each seat's answer in its language, on its side of the stereo output.
case_speak() {
    local conf="$OUT/speak.conf" wav="$OUT/speak.wav" opened t1 t2 which key t own other start r_own r_other
    printf '%s\n' "speak = on" "speak_lang_left = fr" "speak_lang_right = en" "speak_channel_left = left" \
        "speak_channel_right = right" "sound = off" >"$conf"
    # OpenAL Soft (openal32.dll) writes what it would play into the WAV file, in real time, 16-bit
    # stereo at 44.1 kHz. Both names given as Windows names (winepath), as the DLL opens them.
    printf '%s\n' "[general]" "drivers = wave" "channels = stereo" "sample-type = int16" "frequency = 44100" \
        "hrtf = false" "[wave]" "file = $(winepath -w "$wav")" >"$OUT/speak.alsoft"
    rm -f "$wav"
    export ALSOFT_CONF
    ALSOFT_CONF=$(winepath -w "$OUT/speak.alsoft")
    start speak --config "$conf" --no-journal --start --preset 3600 --exit-after 15000
    unset ALSOFT_CONF
    opened=$(sed -n 's/^audio-output opened steady_ms=\([0-9]*\).*/\1/p' "$TRACE")
    [ -n "$opened" ] || fail "speak: the audio output did not open: $(grep audio-output "$TRACE") $(cat "$OUT/speak.err")"
    grep -q 'device="Wave File Writer' "$TRACE" || fail "speak: not OpenAL Soft's wave writer: $(grep audio-output "$TRACE")"
    wait_count "$TRACE" "^spoken: " 2 10 # "Game started." to each seat
    sleep 2
    # The program's steady clock is Wine's QueryPerformanceCounter, which reads CLOCK_MONOTONIC_RAW.
    t1=$(raw_ms)
    xdotool key F1
    wait_for "$TRACE" "^spoken: Coup 1\..*(to=left lang=fr ear=left)" 5
    sleep 5
    t2=$(raw_ms)
    xdotool key F12
    wait_for "$TRACE" "^spoken: Move 1\..*(to=right lang=en ear=right)" 5
    for ((i = 0; i < 400; i++)); do kill -0 "$PID" 2>/dev/null || break; sleep 0.05; done
    kill -0 "$PID" 2>/dev/null && fail "speak: pendule.exe did not end after --exit-after"
    wait "$PID" || fail "speak: pendule.exe exited with $? ($(cat "$OUT/speak.err"))"
    PID=
    [ -s "$wav" ] || fail "speak: nothing captured in $wav"
    for which in "F1 $t1 1 2" "F12 $t2 2 1"; do
        read -r key t own other <<<"$which"
        start=$(awk -v t="$t" -v o="$opened" 'BEGIN { printf "%.3f", (t - o) / 1000 }')
        r_own=$(sox "$wav" -n trim "$start" 4 remix "$own" stat 2>&1 | awk '/^RMS +amplitude/ { print $3 }')
        r_other=$(sox "$wav" -n trim "$start" 4 remix "$other" stat 2>&1 | awk '/^RMS +amplitude/ { print $3 }')
        awk -v a="$r_own" -v b="$r_other" 'BEGIN { exit !(a > 0.01 && a > 10 * b) }' ||
            fail "speak: $key at $start s: RMS $r_own on its channel ($own), $r_other on the other: not over 10:1"
        echo "ok: $key at $start s of the capture: RMS $r_own on channel $own, $r_other on channel $other"
    done
    echo "ok: the talking clock under Wine: F1 answered in French on the left, F12 in English on the right"
}

for c in "${CASES[@]}"; do
    "case_$c"
done
# Passed: the prefix (700 MB) goes, what the cases wrote beside it stays; a failure keeps it to look at.
wineserver -k 2>/dev/null || true
rm -rf "$WINEPREFIX"
echo "window under wine: ok (${CASES[*]})"
