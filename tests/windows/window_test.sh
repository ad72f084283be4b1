#!/usr/bin/env bash
# The installed pendule.exe under Wine on Xvfb, with real keys (xdotool), as the Linux window's tests
# do it (tests/app; docs/windows.md). Run by installer_test.sh in its Wine prefix,
# where the build tree is out of reach (no Z: drive) and the programs were installed by the setup:
# each program runs from the installed folder, with a folder on C: as its current folder, and every
# file it is given is on C:.
#   french the window in French from the installed catalogue: --lang fr started from the installed
#          folder and from another one, LANG=fr_FR.UTF-8 without --lang, and Windows' display
#          language French with no locale in the program's environment; each says its language
#          and the words of its first frame in its trace, and is photographed (the X screen)
#   clock  the clock starts (--start), presses of the left and the right Shift switch the running
#          side, every press the program acknowledged is in the journal (pendule-cli.exe replay);
#          the Wine process is killed (SIGKILL) and pendule.exe --resume restores every press,
#          paused, with the interruption journaled; the arbiter's chord and P restart the clock
#          and one more press is journaled
#   idle   a running clock, the pointer moved over its window, wakes its loop about twice a second
#          (the frame, the journal's checkpoint between), not for timers of its own making
#   bridge pendule-cli.exe eboard-bridge: two simulated boards with DGT clocks on COM7 and COM8;
#          their journals have every move with its clock's [%clk]
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
#          a config on C: named as Windows names it, drivers = wave, read by the installed
#          openal32.dll beside pendule.exe): F1's answer is in the left channel (RMS over 10 times
#          the right's), F12's in the right, each in its seat's language (the trace), as
#          tests/app/sound_test.sh's `ears` on Linux
# usage: window_test.sh INSTALLED WORK OUT [CASE...]
#   INSTALLED  the installed Pendule folder (a Linux path inside the prefix's drive_c)
#   WORK       a folder on C: (a Linux path inside drive_c) holding open-2026.trf and bare.bat
#              (which empties the locale variables, then runs its arguments): the programs'
#              current folder, where the cases write their files
#   OUT        where the traces and the screenshots go (outside the prefix: the shell writes them)
# WINEPREFIX names the prefix, whose wineserver runs on this X server (installer_test.sh starts
# both). A missing xdotool is a failure, never a skip.
set -euo pipefail
INST=$1 WORK=$2 OUT=$3
shift 3
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=(french clock idle eboard bridge pin desk places shots speak)
fail() { echo "FAIL (window under wine): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
need_tools "Debian: xdotool, imagemagick, python3, sox, wine" xdotool import python3 sox wine winepath
[ -n "${DISPLAY:-}" ] || fail "no X server (installer_test.sh runs this under Xvfb)"
[ -n "${WINEPREFIX:-}" ] && [ -f "$INST/bin/pendule.exe" ] || fail "no pendule.exe installed in $INST"
mkdir -p "$OUT"

win() { winepath -w "$1" 2>/dev/null; }           # the Windows name of a file on C:
PENDULE=$(win "$INST/bin/pendule.exe")
CLI_EXE=$(win "$INST/bin/pendule-cli.exe")
BARE=$(win "$WORK/bare.bat")
cli() { wine "$CLI_EXE" "$@"; }
cd "$WORK"
PID=
BOARD_PIDS=()
cleanup() {
    [ -n "$PID" ] && kill -9 "$PID" 2>/dev/null
    for pid in "${BOARD_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    return 0
}
trap cleanup EXIT

count() { grep -c -- "$2" "$1" 2>/dev/null || true; } # count FILE PATTERN
raw_ms() { python3 -c 'import time; print(int(time.clock_gettime(time.CLOCK_MONOTONIC_RAW) * 1000))'; }
# found_window NAME: the window found, moved to the origin and given the keyboard (no window manager
# under Xvfb).
found_window() {
    find_window '^Pendule' 20
    [ -n "$WID" ] || fail "$1: no window named Pendule"
    xdotool windowmove "$WID" 0 0 2>/dev/null || true
    give_focus
    sleep 0.3
}
# start NAME ARGS...: pendule.exe in the background (wine execs it: a SIGKILL to PID reaches the
# Windows program), its trace in OUT/NAME.trace, its window found.
start() {
    local name=$1
    shift
    TRACE="$OUT/$name.trace"
    wine "$PENDULE" --trace "$@" >"$TRACE" 2>"$OUT/$name.err" &
    PID=$!
    wait_for "$TRACE" "^ready" 60
    found_window "$name"
}
stop() {
    kill -9 "$PID" 2>/dev/null || true
    wait "$PID" 2>/dev/null || true
    PID=
}
# replay JOURNAL FIELD: a number from pendule-cli.exe replay --json.
replay() {
    cli replay "$(win "$1")" --json | python3 -c '
import json, sys
r = json.load(sys.stdin)
if r["error"] is not None:
    sys.exit("replay error: " + r["error"])
s = r["state"]
print({"presses": r["presses"], "interruptions": len(r["interruptions"]),
       "moves": s["white"]["moves"] + s["black"]["moves"]}[sys.argv[1]])' "$2"
}

# french_window NAME FOLDER HOW WHITE BLACK: pendule.exe on its setup screen, its current folder
# FOLDER, in French by HOW: option (--lang fr), LANG (LANG=fr_FR.UTF-8, no --lang) or windows
# (Wine's display language French from LC_ALL=fr_FR.UTF-8, the locale variables then emptied by
# bare.bat, so that only Windows' own setting can say it); the players' names WHITE and BLACK say
# the case on the screen. The trace's first frame must be French; then the window is photographed
# as the X server shows it, OUT/french-NAME.png.
french_window() {
    local name=$1 folder=$2 how=$3 line
    TRACE="$OUT/french-$name.trace"
    local args=(--trace --journal-dir "$(win "$WORK")\\journals-$name" --names "$4" "$5")
    case $how in
    option) (cd "$folder" && exec wine "$PENDULE" "${args[@]}" --lang fr) >"$TRACE" 2>"$TRACE.err" & ;;
    LANG) (cd "$folder" && exec env -u LC_ALL LANG=fr_FR.UTF-8 wine "$PENDULE" "${args[@]}") >"$TRACE" 2>"$TRACE.err" & ;;
    windows) (cd "$folder" && exec env -u LANG LC_ALL=fr_FR.UTF-8 wine cmd /c "$BARE" "$PENDULE" "${args[@]}") \
        >"$TRACE" 2>"$TRACE.err" & ;;
    esac
    PID=$!
    wait_for "$TRACE" "^first-frame" 60
    line=$(grep "^first-frame" "$TRACE")
    [ "$line" = 'first-frame lang=fr status="Espace : lancer la pendule"' ] ||
        fail "$name: the window is not in French: $line"
    ! grep -q "cannot be read" "$TRACE.err" || fail "$name: $(cat "$TRACE.err")"
    found_window "french-$name"
    import -window "$WID" "$OUT/french-$name.png" || fail "$name: no screenshot"
    # The window program started by cmd is not cmd's process: ended by its name.
    wine taskkill /f /im pendule.exe >/dev/null 2>&1 || true
    stop
    echo "ok: $name: the window in French (\"Espace : lancer la pendule\"), $OUT/french-$name.png"
}

case_french() {
    french_window install-folder "$INST/bin" option "Depuis bin" "avec --lang fr"
    french_window other-folder "$WORK" option "Depuis $(win "$WORK")" "avec --lang fr"
    french_window lang-variable "$WORK" LANG "Depuis $(win "$WORK")" "LANG=fr_FR.UTF-8"
    french_window windows-language "$WORK" windows "Depuis $(win "$WORK")" "langue d'affichage de Windows"
}

case_clock() {
    local journals="$WORK/journals" journal presses acknowledged
    start clock --journal-dir "$(win "$WORK")\\journals" --start --preset 300 --names Alice Bruno
    grep -q "^ready .* wait=win32" "$TRACE" || fail "the loop does not wait on the message queue: $(grep ^ready "$TRACE")"
    # Wine over Mesa offers pixel formats whose swap keeps the back buffer; SFML (third_party/sfml,
    # WglContext.cpp) prefers one, and the running face is then drawn in parts.
    grep -q "^ready .* back-buffer=kept" "$TRACE" || fail "the back buffer is not kept: $(grep ^ready "$TRACE")"
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
    start resumed --journal-dir "$(win "$WORK")\\journals" --resume
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

# A running clock left alone for 10 s, the pointer moved over its window: the loop turns for the
# frame (once a second) and the journal's checkpoint between, and little else. Were SFML to follow
# the pointer out of the window (TrackMouseEvent), Wine would check it on a 400 ms timer, 2.5 more
# turns a second (29 turns against 14 in 6 s when it did: docs/measurements.md, 2026-12-08).
case_idle() {
    start idle --journal-dir "$(win "$WORK")\\journals-idle" --start --preset 180+2 --exit-after 10000
    idle_run "$TRACE" "$OUT/idle.err" "$PID" 10
    PID=
    [ "$FRAMES" -ge 8 ] || fail "idle: $FRAMES frames in 10 s of a running clock: the screen did not change every second"
    # Two turns a frame, and a few for the start and the window's first events.
    [ "$TURNS" -le $((2 * FRAMES + 10)) ] ||
        fail "idle: the loop turned $TURNS times in 10 s ($FRAMES frames): something wakes it for nothing"
    echo "ok: a running clock under Wine, the pointer over it: $TURNS turns of the loop for $FRAMES frames in 10 s"
}

# An e-board on a COM port: the simulated DGT board (tests/tools/dgt_board.py, on a pseudo-terminal)
# is COM7 of the prefix (a dosdevices link, as Wine maps a serial device), the clock started with
# --eboard COM7; each move made by the board's hands is read, then pressed with real keys; the
# journal (kept in OUT for a reading by the Linux replay) holds the game's moves, read by the
# installed pendule-cli.exe.
case_eboard() {
    local journals="$WORK/journals-eboard" moves="$WORK/eboard-moves.txt" journal n line
    mkdir -p "$journals"
    printf '[Event "e-board under Wine"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 *\n' >"$WORK/eboard.pgn"
    cli moves "$(win "$WORK/eboard.pgn")" >"$moves" || fail "pendule-cli.exe moves: $(cat "$moves")"
    [ "$(wc -l <"$moves")" -eq 10 ] || fail "pendule-cli.exe moves gave $(wc -l <"$moves") plies, not 10"
    coproc BOARD { exec python3 -u "$(dirname "${BASH_SOURCE[0]}")/../tools/dgt_board.py" --moves "$moves" \
        --noise scan,capture,castle,lift --seed 5 --wait-stdin --linger 120 --link "$WORK/dgtboard"; }
    read -r line <&"${BOARD[0]}"
    [[ "$line" == "port "* ]] || fail "the simulated board did not start: $line"
    ln -sfn "$WORK/dgtboard" "$WINEPREFIX/dosdevices/com7"
    start eboard --journal-dir "$(win "$journals")" --eboard COM7 --start --preset 300 --names Alice Bruno
    wait_for "$TRACE" "^eboard linked" 20
    for ((n = 1; n <= 10; n++)); do
        echo >&"${BOARD[1]}"
        read -r line <&"${BOARD[0]}"
        [[ "$line" == "moved $n "* ]] || fail "the board says '$line' for ply $n"
        wait_for "$TRACE" "^eboard moves=$n " 20
        if ((n % 2 == 1)); then xdotool key Shift_L; else xdotool key Shift_R; fi
        for ((i = 0; i < 100; i++)); do
            [ "$(count "$TRACE" "^press .* accepted=1")" -ge "$n" ] && break
            sleep 0.05
        done
        [ "$(count "$TRACE" "^press .* accepted=1")" -eq "$n" ] || fail "the press after ply $n was not acknowledged"
    done
    import -window root "$OUT/eboard-running.png" 2>/dev/null || true
    stop
    kill "$BOARD_PID" 2>/dev/null || true
    rm -f "$WINEPREFIX/dosdevices/com7"
    journal=$(ls "$journals"/*.journal)
    cp "$journal" "$OUT/eboard.journal"
    cli replay "$(win "$journal")" --json | python3 -c '
import json, sys
r = json.load(sys.stdin)
if r["error"] is not None:
    sys.exit("replay error: " + r["error"])
read = [m["san"] for m in r["board_moves"]["moves"]]
want = sys.argv[1].split()
if read != want:
    sys.exit("the journal'"'"'s board moves %s are not the game'"'"'s %s" % (read, want))
if r["presses"] != 10:
    sys.exit("%d presses journaled, not 10" % r["presses"])' "$(awk '{print $2}' "$moves" | tr '\n' ' ')" ||
        fail "the e-board's journal"
    echo "ok: an e-board on COM7: 10 moves read through the COM port, each pressed; the journal holds them"
}

# bridge: pendule-cli.exe eboard-bridge serves two simulated DGT boards, each with a DGT 3000
# plugged into it, on COM7 and COM8 of the prefix (dosdevices links); each board's hands play the
# game and its mover presses the clock after each ply. Each board's journal, exported by the
# installed pendule-cli.exe, has the game's moves, each with the [%clk] its press showed.
case_bridge() {
    local journals="$WORK/journals-bridge" moves="$WORK/bridge-moves.txt" n line board
    mkdir -p "$journals"
    printf '[Event "bridge under Wine"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 *\n' >"$WORK/bridge.pgn"
    cli moves "$(win "$WORK/bridge.pgn")" >"$moves" || fail "pendule-cli.exe moves: $(cat "$moves")"
    for n in 7 8; do
        python3 -u "$(dirname "${BASH_SOURCE[0]}")/../tools/dgt_board.py" --moves "$moves" --clock 300 \
            --noise scan,capture,castle --seed "$n" --gap 0.8 --linger 30 --link "$WORK/dgtboard$n" \
            >"$OUT/bridge-board$n.out" 2>&1 &
        BOARD_PIDS+=($!)
        for ((i = 0; i < 100; i++)); do [ -e "$WORK/dgtboard$n" ] && break; sleep 0.05; done
        ln -sfn "$WORK/dgtboard$n" "$WINEPREFIX/dosdevices/com$n"
    done
    printf '{"event": "wine", "round": "1", "control": "300+0", "boards": [{"board": 1, "port": "COM7"}, {"board": 2, "port": "COM8", "white_side": "left"}]}\n' >"$WORK/bridge.json"
    cli eboard-bridge --config "$(win "$WORK/bridge.json")" --journal-dir "$(win "$journals")" --seconds 30 \
        >"$OUT/bridge.out" 2>&1 || fail "eboard-bridge: $(cat "$OUT/bridge.out")"
    for pid in "${BOARD_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -f "$WINEPREFIX/dosdevices/com7" "$WINEPREFIX/dosdevices/com8"
    for board in 1 2; do
        n=$((board + 6))
        cli export "$(win "$(ls "$journals/board-$board"/*.journal)")" --pgn >"$OUT/bridge-$board.pgn" ||
            fail "export of board $board: $(cat "$OUT/bridge-$board.pgn")"
        python3 - "$OUT/bridge-$board.pgn" "$OUT/bridge-board$n.out" "$moves" <<'PY' || fail "board $board's game under Wine"
import re, sys
pgn = open(sys.argv[1]).read().replace("\n", " ")
presses = [tuple(map(int, l.split()[1:])) for l in open(sys.argv[2]) if l.startswith("pressed ")]
plies = [l.split()[1] for l in open(sys.argv[3])]
got = re.findall(r"(?:\d+\.+ )?([A-Za-z][^ {}]*) \{\[%clk (\d+):(\d\d):(\d\d)\]\}", pgn)
want = [(san, n % 2 and left or right) for san, (n, left, right) in zip(plies, presses)]
read = [(san, int(h) * 3600 + int(m) * 60 + int(s)) for san, h, m, s in got]
if len(presses) != len(plies) or read != want:
    sys.exit("read %s, played %s" % (read, want))
PY
    done
    echo "ok: pendule-cli.exe eboard-bridge on COM7 and COM8: 2 boards of 10 moves, each move with its DGT clock's [%clk]"
}

case_pin() {
    local conf="$WORK/pendule.conf" journal
    printf 'sound = off\n' >"$conf"
    printf '2468\n2468\n' | wine "$PENDULE" --set-pin --config "$(win "$conf")" >"$OUT/set-pin.out" 2>&1 ||
        fail "--set-pin: $(cat "$OUT/set-pin.out")"
    grep -q '^pin_hash = \$argon2id\$' "$conf" || fail "no pin_hash in the config: $(cat "$conf")"
    ! grep -q 2468 "$conf" || fail "the PIN is in clear in the config"
    grep -q '^sound = off$' "$conf" || fail "--set-pin lost another setting"
    start pin --config "$(win "$conf")" --journal-dir "$(win "$WORK")\\journals-pin" --start --preset 600+5
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
    journal=$(ls "$WORK/journals-pin"/*.journal)
    cli replay "$(win "$journal")" >"$OUT/pin-replay.txt" || fail "replay: $(cat "$OUT/pin-replay.txt")"
    grep -q "^Wrong PIN no. 1 at " "$OUT/pin-replay.txt" || fail "the wrong PIN is not in the journal"
    grep -q "^Right PIN at .*after the wrong ones" "$OUT/pin-replay.txt" || fail "the right PIN is not in the journal"
    echo "ok: --set-pin wrote a hash; in the window a wrong PIN kept the panel locked, the right one opened it; both journaled"
}

case_desk() {
    local round="$WORK/r2.round"
    cli round-open --trf open-2026.trf --round 2 --control 900+10 --out r2.round >/dev/null || fail "round-open"
    start desk --desk "$(win "$round")" --size 1280x800
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
    cli round r2.round >"$OUT/round.txt" || fail "pendule-cli round: $(cat "$OUT/round.txt")"
    grep -qx "board 2: Fischer, Gerd - Dubois, Eve  0-1" "$OUT/round.txt" || fail "board 2's 0-1 is not in the round journal: $(cat "$OUT/round.txt")"
    echo "ok: the desk opened a round made from a TRF file; board 2's 0-1 typed by real keys is in the round journal"
}

# The Windows places: nothing named on the command line.
case_places() {
    local appdata localappdata journal
    appdata=$(winepath -u "$(wine cmd /c echo %APPDATA% 2>/dev/null | tr -d '\r')" 2>/dev/null)
    localappdata=$(winepath -u "$(wine cmd /c echo %LOCALAPPDATA% 2>/dev/null | tr -d '\r')" 2>/dev/null)
    [ -d "$appdata" ] && [ -d "$localappdata" ] || fail "no %APPDATA% ($appdata) or %LOCALAPPDATA% ($localappdata)"
    rm -rf "$appdata/Pendule/pendule.conf" "$localappdata/Pendule"
    printf '1357\n1357\n' | wine "$PENDULE" --set-pin >"$OUT/places.out" 2>&1 || fail "--set-pin: $(cat "$OUT/places.out")"
    grep -q '^pin_hash = ' "$appdata/Pendule/pendule.conf" || fail "--set-pin did not write %APPDATA%\\Pendule\\pendule.conf"
    grep -qF '\AppData\Roaming\Pendule\pendule.conf (its hash only' "$OUT/places.out" || fail "--set-pin names another place: $(cat "$OUT/places.out")"
    wine "$PENDULE" --start --preset 300 --exit-after 1500 >"$OUT/places-run.out" 2>&1 ||
        fail "a game without --journal-dir: $(cat "$OUT/places-run.out")"
    journal=$(ls "$localappdata/Pendule/journals"/*.journal 2>/dev/null | head -1)
    [ -n "$journal" ] || fail "no journal in %LOCALAPPDATA%\\Pendule\\journals: $(ls -R "$localappdata/Pendule" 2>&1)"
    cli replay "$(win "$journal")" >/dev/null || fail "the journal in %LOCALAPPDATA% does not replay"
    echo "ok: the config in %APPDATA%\\Pendule, the journals in %LOCALAPPDATA%\\Pendule\\journals"
}

# The app's own screenshots (save_screenshot), scripted: what docs/windows.md shows.
case_shots() {
    wine "$PENDULE" --journal-dir "$(win "$WORK")\\journals-shots" --names "Alice Martin" "Hélène Lefèvre" \
        --board 12 --preset 5400+30 --screenshot windows-clock.png \
        --script "key Space; wait 4000; key LShift; wait 2500; key RShift; wait 1000" >"$OUT/shots.out" 2>&1 ||
        fail "the clock's screenshot: $(cat "$OUT/shots.out")"
    cli round-open --trf open-2026.trf --round 2 --control 900+10 --out shots.round >/dev/null || fail "round-open"
    cli round-result shots.round --board 2 --result 0-1 >/dev/null || fail "round-result"
    wine "$PENDULE" --desk shots.round --size 1280x800 --screenshot windows-desk.png >"$OUT/shots-desk.out" 2>&1 ||
        fail "the desk's screenshot: $(cat "$OUT/shots-desk.out")"
    [ -s windows-clock.png ] && [ -s windows-desk.png ] || fail "no screenshot"
    mv windows-clock.png windows-desk.png "$OUT/"
    echo "ok: screenshots $OUT/windows-clock.png, $OUT/windows-desk.png"
}

# The talking clock heard: each seat's answer in its language, on its side of the stereo output.
# The config, OpenAL Soft's and the captured sound are on C:, given by their Windows names.
case_speak() {
    local conf="$WORK/speak.conf" alsoft="$WORK/speak.alsoft" wav="$WORK/speak.wav"
    local opened t1 t2 which key t own other start r_own r_other
    printf '%s\n' "speak = on" "speak_lang_left = fr" "speak_lang_right = en" "speak_channel_left = left" \
        "speak_channel_right = right" "sound = off" >"$conf"
    # The installed openal32.dll writes what it would play into the WAV file, in real time, 16-bit
    # stereo at 44.1 kHz.
    printf '%s\n' "[general]" "drivers = wave" "channels = stereo" "sample-type = int16" "frequency = 44100" \
        "hrtf = false" "[wave]" "file = $(win "$wav")" >"$alsoft"
    rm -f "$wav"
    export ALSOFT_CONF
    ALSOFT_CONF=$(win "$alsoft")
    start speak --config "$(win "$conf")" --no-journal --start --preset 3600 --exit-after 15000
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
    mv "$wav" "$OUT/speak.wav"
    echo "ok: the talking clock under Wine: F1 answered in French on the left, F12 in English on the right"
}

for c in "${CASES[@]}"; do
    "case_$c"
done
echo "window under wine: ok (${CASES[*]})"
