#!/usr/bin/env bash
# Window tests of pendule under Xvfb (CTest label `gui`).
#   gui_test.sh CASE PENDULE PROBE OUTDIR
# CASE: start-screen | running | switch | flag-fall | panel | claim | claim-fr | claim-board | claim-board-fr
#       | repetition | repetition-fr | repetition-incorrect | analysis
#       | locked-panel | screenshot-after
#       xdotool-press | xdotool-locked | xdotool-idle                       (real keys sent by xdotool)
# Screenshots are kept in OUTDIR. A missing xvfb-run or xdotool is a failure, never a skip.
set -euo pipefail

CASE=$1 PENDULE=$2 PROBE=$3 OUT=$4
mkdir -p "$OUT"
# Every run journals into a folder of its own, never into the user's ~/.local/share/pendule.
JOURNALS="$OUT/journals-$CASE"
rm -rf "$JOURNALS" && mkdir -p "$JOURNALS"
export LIBGL_ALWAYS_SOFTWARE=1

fail() { echo "FAIL ($CASE): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
need_tools "Debian: xvfb, xdotool, imagemagick; scripts/dev.sh installs them" xvfb-run xdotool import

# The layout of a 1280x720 window (src/app/clock/view/layout.cpp): faces from y=72, the left one from x=25, the
# right one from x=653, 602 wide; the band is the top 43 pixels of a face; with the setup card or the
# arbiter panel open the faces end at y=259 and the card fills x=25..1255, y=273..661.
LEFT_BAND="600 100" RIGHT_BAND="1230 100"
LEFT_FACE_LOW="45 640" RIGHT_FACE_LOW="673 640" CARD="1200 640"
GREEN="63 174 106" IDLE_BAND="42 48 56" RED_FACE="142 27 27" RED_BAND="210 60 60"
IDLE_FACE="28 33 39" CARD_BG="24 28 33"

# The claim form's chessboard at 1280x720 (src/app/clock/view/layout.cpp make_room_for_board, board_view.cpp
# BoardGeometry::fit): squares of 43 pixels from (896, 288), a8 at the top left unless flipped.
# sq SQUARE [flipped]: its centre; clicks SQUARE...: "click X Y; " for each (FLIP=flipped to flip).
LIGHT_SQUARE="196 184 160" DARK_SQUARE="120 136 152"
sq() {
    local f=$(($(printf '%d' "'${1:0:1}") - 97)) r=$((${1:1:1} - 1))
    if [ "${2:-}" = flipped ]; then f=$((7 - f)) r=$((7 - r)); fi
    echo "$((896 + f * 43 + 21)) $((288 + (7 - r) * 43 + 21))"
}
# The top left corner of a square, inside it: its own colour under any piece or mark.
corner() {
    local f=$(($(printf '%d' "'${1:0:1}") - 97)) r=$((${1:1:1} - 1))
    if [ "${2:-}" = flipped ]; then f=$((7 - f)) r=$((7 - r)); fi
    echo "$((896 + f * 43 + 2)) $((288 + (7 - r) * 43 + 2))"
}
clicks() {
    local out="" s
    for s in "$@"; do out+="click $(sq "$s" "${FLIP:-}"); "; done
    echo "$out"
}

# expect FILE "X Y" "R G B" what
expect() {
    local file=$1 point=$2 colour=$3 what=$4 got
    # shellcheck disable=SC2086
    got=$("$PROBE" "$file" $point | sed -n 2p | cut -d' ' -f3-)
    [ "$got" = "$colour" ] || fail "$what: pixel ($point) of $file is ($got), expected ($colour)"
    echo "ok: $what ($point) = ($got)"
}
expect_size() {
    local got
    got=$("$PROBE" "$1" | sed -n 1p)
    [ "$got" = "size $2 $3" ] || fail "$1 is $got, expected $2x$3"
    echo "ok: $1 is $2x$3"
}
# shot NAME ARGS...: a scripted screenshot.
shot() {
    local name=$1
    shift
    rm -f "$OUT/$name.png"
    "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" "$PENDULE" --journal-dir "$JOURNALS" --names "Alice Martin" "Bruno Lefèvre" \
        --board 12 --screenshot "$OUT/$name.png" "$@" >"$OUT/$name.trace" 2>"$OUT/$name.err" ||
        fail "pendule exited with $? (see $OUT/$name.err)"
    [ -s "$OUT/$name.png" ] || fail "no screenshot $OUT/$name.png"
    expect_size "$OUT/$name.png" 1280 720
}

# Real keys: start the program under one Xvfb, send keys with xdotool, read its --trace.
live() {
    local name=$1
    shift
    "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" bash "$0" "live-$CASE" "$PENDULE" "$PROBE" "$OUT" "$@"
}
start_live() {
    TRACE="$OUT/${CASE#live-}.trace"
    "$PENDULE" --journal-dir "$JOURNALS" --trace --start --preset 300 --names "Alice" "Bruno" "$@" >"$TRACE" 2>"$OUT/$CASE.err" &
    PID=$!
    trap 'kill $PID 2>/dev/null || true' EXIT
    wait_for "$TRACE" "^ready" 20
    find_window
    # No window manager under Xvfb: put the window at the origin (SFML centres it) and give it the focus.
    xdotool windowmove "$WID" 0 0 && sleep 0.2
    give_focus
    xdotool mousemove --window "$WID" 640 20
}

case "$CASE" in
start-screen)
    shot start
    expect "$OUT/start.png" "$LEFT_BAND" "$IDLE_BAND" "left band idle before the start"
    expect "$OUT/start.png" "$RIGHT_BAND" "$IDLE_BAND" "right band idle before the start"
    expect "$OUT/start.png" "$CARD" "$CARD_BG" "the setup card"
    ;;
running)
    shot running --script "key Space; wait 5000"
    expect "$OUT/running.png" "$LEFT_BAND" "$GREEN" "White's (left) band lit while running"
    expect "$OUT/running.png" "$RIGHT_BAND" "$IDLE_BAND" "Black's band idle"
    expect "$OUT/running.png" "$CARD" "$IDLE_FACE" "no card over the faces during the game"
    ;;
switch)
    shot switch --white right --script "key Space; wait 5000; key RShift; wait 2000"
    expect "$OUT/switch.png" "$LEFT_BAND" "$GREEN" "Black (left) runs after White's press on the right"
    expect "$OUT/switch.png" "$RIGHT_BAND" "$IDLE_BAND" "White's band idle after the press"
    ;;
flag-fall)
    shot flag --trace --preset 60 --script "key Space; wait 20000; key LShift; wait 61000"
    expect "$OUT/flag.png" "$RIGHT_FACE_LOW" "$RED_FACE" "Black's face red after the flag fell"
    expect "$OUT/flag.png" "$RIGHT_BAND" "$RED_BAND" "Black's band red"
    expect "$OUT/flag.png" "$LEFT_FACE_LOW" "$IDLE_FACE" "White's face not red"
    grep -q "^flag black" "$OUT/flag.trace" || fail "no flag event in the trace"
    ;;
panel)
    shot panel --trace --script "key Space; wait 5000; key Escape; key Ctrl+Alt+A; key T"
    expect "$OUT/panel.png" "$CARD" "$CARD_BG" "the arbiter panel is open"
    grep -q "key T locked=0" "$OUT/panel.trace" || fail "the panel did not receive T unlocked"
    ;;
screenshot-after)
    # Real time: the window runs 1.5 s with White's clock going, then draws the screenshot.
    shot after --trace --start --preset 300 --screenshot-after 1500
    expect "$OUT/after.png" "$LEFT_BAND" "$GREEN" "White's band lit after 1.5 s of real time"
    grep -q "^ready" "$OUT/after.trace" || fail "the window loop did not run"
    ;;
claim)
    shot claim --trace --preset 5400+30 --script "key Space; wait 3000; key LShift; wait 2000; key RShift; key Escape; key Ctrl+Alt+A; key C; text 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8; key Enter"
    expect "$OUT/claim.png" "$CARD" "$CARD_BG" "the verdict in the panel"
    grep -q "command judge-claim.*accepted=1.*correct (9.2.2)" "$OUT/claim.trace" || fail "the claim was not judged correct (9.2.2)"
    ;;
claim-fr)
    # The verdict of an incorrect 9.2.1 claim in French letters, under --lang fr: the core's French.
    shot claim-fr --trace --lang fr --preset 5400+30 --script "key Space; wait 3000; key LShift; wait 2000; key RShift; key Escape; key Ctrl+Alt+A; key C; text 1. Cf3 Cf6 2. Cg1 Cg8 3. Cf3 Cf6; key Tab; key Tab; text Cg1; key Enter"
    expect "$OUT/claim-fr.png" "$CARD" "$CARD_BG" "the verdict in the panel"
    grep -q "command judge-claim fr.*intended .Cg1.*accepted=1.*réclamation des Blancs : incorrecte" "$OUT/claim-fr.trace" ||
        fail "the claim was not judged incorrect, in French"
    ;;
claim-board | claim-board-fr)
    # A game entered by clicks on the claim form's board (the French one seen from
    # Black's side, Ctrl+F, with French letters); the field shows its moves; then a 9.2.2 claim
    # entered by clicks alone is judged on the board's moves.
    OPEN="key Space; wait 3000; key LShift; wait 2000; key RShift; key Escape; key Ctrl+Alt+A; key C"
    if [ "$CASE" = claim-board ]; then
        LANG_ARGS=(--lang en) FLIP="" NAME=claim-board-en SETUP=""
    else
        # French letters from the start in a French window: nothing to choose.
        LANG_ARGS=(--lang fr) FLIP=flipped NAME=claim-board-fr SETUP="key Ctrl+F; "
    fi
    GAME=$(clicks e2 e4 e7 e5 g1 f3 b8 c6 f1 c4 f8 c5 e1 g1 g8 f6 d2 d3 h7 h6 c1)
    shot "$NAME" --trace "${LANG_ARGS[@]}" --preset 5400+30 --script "$OPEN; $SETUP$GAME"
    expect "$OUT/$NAME.png" "$(corner e6 $FLIP)" "$LIGHT_SQUARE" "e6 is a light square"
    expect "$OUT/$NAME.png" "$(corner d6 $FLIP)" "$DARK_SQUARE" "d6 is a dark square"
    expect "$OUT/$NAME.png" "$(corner h1 $FLIP)" "$LIGHT_SQUARE" "h1 is light, empty after castling"
    REPEAT=$(clicks g1 f3 g8 f6 f3 g1 f6 g8 g1 f3 g8 f6 f3 g1 f6 g8)
    shot "$NAME-judged" --trace "${LANG_ARGS[@]}" --preset 5400+30 --script "$OPEN; $SETUP$REPEAT key Enter"
    if [ "$CASE" = claim-board ]; then
        grep -q 'command judge-claim en "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8".*accepted=1.*correct (9.2.2)' \
            "$OUT/$NAME-judged.trace" || fail "the claim entered by clicks was not judged correct (9.2.2)"
    else
        grep -q 'command judge-claim fr "1. Cf3 Cf6 2. Cg1 Cg8 3. Cf3 Cf6 4. Cg1 Cg8".*accepted=1' \
            "$OUT/$NAME-judged.trace" || fail "the claim entered by clicks was not judged, in French letters"
    fi
    ;;
repetition | repetition-fr | repetition-incorrect)
    # The claim's verdict shows the repeated position as boards side by side, captioned
    # with their plies and moves. At 1280x720 (layout.cpp make_room_for_repetition,
    # repetition_draw.cpp): three boards of 26-pixel squares from (563, 315), (792, 315), (1021, 315).
    OPEN="key Space; wait 3000; key LShift; wait 2000; key RShift; key Escape; key Ctrl+Alt+A; key C"
    BOARD_EDGE="91 125 177"
    case $CASE in
    repetition)
        NAME=repetition-en LANG_ARGS=(--lang en)
        CLAIM="text 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ng5 Nh6 5. Nf3 Ng8 6. Ng5 Nh6 7. Nf3 Ng8; key Enter"
        VERDICT="judge-claim en .*accepted=1.*correct (9.2.2)" ;;
    repetition-fr)
        NAME=repetition-fr LANG_ARGS=(--lang fr)
        CLAIM="text 1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. Cg5 Ch6 5. Cf3 Cg8 6. Cg5 Ch6 7. Cf3; key Tab; key Tab; text Cg8; key Enter"
        VERDICT="judge-claim fr .*intended .Cg8.*accepted=1.*correcte (9.2.1)" ;;
    *)
        NAME=repetition-incorrect-en LANG_ARGS=(--lang en)
        CLAIM="text 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ke2 Ke7 5. Ke1 Ke8 6. Ke2 Ke7 7. Ke1 Ke8; key Enter"
        VERDICT="judge-claim en .*accepted=1.*incorrect" ;;
    esac
    shot "$NAME" --trace "${LANG_ARGS[@]}" --preset 5400+30 --script "$OPEN; $CLAIM"
    grep -q "command $VERDICT" "$OUT/$NAME.trace" || fail "the claim was not judged as expected"
    # The corners of a8 (light) on the second board and b8 (dark) on the third show the squares'
    # own colours beside the rook and the knight.
    expect "$OUT/$NAME.png" "794 317" "$LIGHT_SQUARE" "the second board's a8"
    expect "$OUT/$NAME.png" "1049 317" "$DARK_SQUARE" "the third board's b8"
    case $CASE in
    repetition) expect "$OUT/$NAME.png" "1019 420" "$BOARD_EDGE" "the plain edge: every board counts" ;;
    repetition-fr) expect "$OUT/$NAME.png" "1019 420" "224 160 48" "the written move's board framed in amber" ;;
    *)
        expect "$OUT/$NAME.png" "561 420" "$RED_BAND" "the near position framed in red"
        expect "$OUT/$NAME.png" "1019 420" "$BOARD_EDGE" "the claimed position has the plain edge" ;;
    esac
    ;;
analysis)
    # A flag fall on a known position that the quick budget leaves open waits for the
    # analysis; the press right after it is accepted before the verdict arrives as its own command.
    # (A scripted run analyses when asked; its answer is applied on the next step.)
    shot analysis --trace --preset 5400+30 --script 'key Space; wait 1000; key Ctrl+Alt+A; key C; text [SetUp "1"] [FEN "1k6/2b5/8/8/8/2N5/1K6/8 w - - 0 1"] *; key Enter; key Escape; key R; key Right; key Right; key Right; key Enter; key LShift; wait 300'
    grep -E "^command (result|press|analysed)" "$OUT/analysis.trace" >"$OUT/analysis.commands"
    grep -q "^command result white-flag .*accepted=1 message=analysing whether Black can still checkmate" "$OUT/analysis.commands" ||
        fail "the flag fall did not wait for the analysis"
    [ "$(sed -n 2p "$OUT/analysis.commands" | cut -d' ' -f1-3)" = "command press left" ] ||
        fail "the press after the flag fall was not the next command"
    sed -n 2p "$OUT/analysis.commands" | grep -q "accepted=1" || fail "the press was refused while the analysis ran"
    sed -n 3p "$OUT/analysis.commands" | grep -q "^command analysed black yes .*accepted=1 message=result 0-1" ||
        fail "the verdict did not arrive as a command with the result"
    ;;
locked-panel)
    shot locked --trace --script "key Space; wait 5000; key Escape; key P; key T; key U; key F; key R; key Enter"
    expect "$OUT/locked.png" "$CARD" "$IDLE_FACE" "no panel while locked"
    ! grep -E "command (resume|set-time|set-moves|undo|five-second|result).*accepted=1" "$OUT/locked.trace" ||
        fail "an arbiter command was accepted while locked"
    grep "^state" "$OUT/locked.trace" | tail -n 1 | grep "paused=1" >/dev/null || fail "the clock was resumed while locked"
    ;;
xdotool-press | xdotool-locked | xdotool-idle)
    live "$CASE"
    ;;
live-xdotool-press)
    start_live
    xdotool key --window "$WID" --clearmodifiers shift 2>/dev/null || xdotool key shift
    wait_for "$TRACE" "press left accepted=1" 5
    wait_for "$TRACE" "running=black" 5
    sleep 0.3
    import -window root "$OUT/xdotool-press.png"
    expect "$OUT/xdotool-press.png" "$RIGHT_BAND" "$GREEN" "Black's band lit after the real Shift press"
    expect "$OUT/xdotool-press.png" "$LEFT_BAND" "$IDLE_BAND" "White's band idle after it"
    grep "press left" "$TRACE"
    # The trace says the window's language and the words of its first frame.
    grep -q '^first-frame lang=en status="' "$TRACE" || fail "no first-frame line in English: $(grep first-frame "$TRACE")"
    # Mesa's GLX (Xvfb) copies the back buffer without a swap: the running face is drawn in parts.
    grep -q '^ready .* back-buffer=kept' "$TRACE" || fail "the back buffer is not kept: $(grep ^ready "$TRACE")"
    ;;
live-xdotool-idle)
    # A running clock left alone for 6 s, the pointer moved over it: the loop turns for the frame
    # (once a second) and the journal's checkpoint between, and little else. Without XInput2 the
    # loop would look for clicks every millisecond: the waiter must have it under Xvfb.
    start_live --exit-after 6000
    grep -q '^ready .* wait=x11+xi2' "$TRACE" || fail "the loop does not wait for clicks on XInput2: $(grep ^ready "$TRACE")"
    idle_run "$TRACE" "$OUT/$CASE.err" "$PID" 6
    [ "$FRAMES" -ge 5 ] || fail "$FRAMES frames in 6 s of a running clock: the screen did not change every second"
    # 6 s at two turns a second, a few for the start and the window's first events.
    [ "$TURNS" -le 20 ] || fail "the loop turned $TURNS times in 6 s ($FRAMES frames): something wakes it for nothing"
    echo "a running clock, the pointer over it: $TURNS turns of the loop for $FRAMES frames in 6 s"
    ;;
live-xdotool-locked)
    start_live
    xdotool key Escape
    wait_for "$TRACE" "command pause.*accepted=1" 5
    # The arbiter's keys, typing and chords other than the unlock chord, while locked.
    xdotool key p t 1 colon 0 0 Return m u f r s i c l ctrl+a alt+a ctrl+alt+b Pause
    sleep 0.5
    if grep -E "command (resume|set-time|set-moves|undo|five-second|result|toggle-sound).*accepted=1" "$TRACE"; then
        fail "an arbiter command was accepted while locked"
    fi
    grep "^state" "$TRACE" | tail -n 1 | grep "paused=1" >/dev/null || fail "the clock is no longer paused"
    grep -q "key T locked=1" "$TRACE" || fail "the keys did not reach the program"
    # The chord opens the panel; P then resumes: the keys did arrive, only the lock refused them.
    xdotool key ctrl+alt+a
    wait_for "$TRACE" "locked=0" 5
    xdotool key p
    wait_for "$TRACE" "command resume.*accepted=1" 5
    ;;
*)
    fail "unknown case"
    ;;
esac
echo "PASS ($CASE)"
