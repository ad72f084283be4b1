#!/usr/bin/env bash
# The talking clock in the window, under Xvfb, read from pendule's --trace lines
# "spoken: TEXT (to=SEAT lang=LANG ear=EAR)".
#   speak_test.sh CASE PENDULE OUTDIR
# CASE script: a scripted game on the manual clock, so every text is exact: the setup screen
#              announced as it opens, read as the focus moves and the preset changes, the start, F1 and F12 asking for the time
#              (the right seat in French), a threshold of the right seat, the flag.
# CASE ruling: a pause, the arbiter's restart and an illegal move's penalty (Laws 7.5.5) said to
#              both seats, each in its language, with speak_rulings = on; the arbiter panel read
#              aloud and the result declared, said with its reason.
# CASE pin:    the PIN prompt read aloud, a wrong PIN and the right one typed: the PIN never said.
# CASE keys:   real keys sent by xdotool: F1, then a press, then F12.
# A missing xvfb-run or xdotool is a failure, never a skip.
set -euo pipefail
CASE=$1 PENDULE=$2 OUT=$3
mkdir -p "$OUT"
JOURNALS="$OUT/journals-speak-$CASE"
rm -rf "$JOURNALS" && mkdir -p "$JOURNALS"
export LIBGL_ALWAYS_SOFTWARE=1
fail() { echo "FAIL (speak $CASE): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
need_tools "Debian: xvfb, xdotool" xvfb-run xdotool
CONFIG="$OUT/speak-$CASE.conf"
printf '%s\n' "speak_lang_right = fr" "speak_thresholds_right = 240" "speak_flag = on" >"$CONFIG"

# expect_line TRACE TEXT: TEXT (fixed string) is a whole spoken line of the trace.
expect_line() {
    grep -qxF -- "$2" "$1" || { grep '^spoken' "$1" >&2 || true; fail "no line '$2' in $1"; }
    echo "ok: $2"
}

case "$CASE" in
script)
    TRACE="$OUT/speak-script.trace"
    "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" "$PENDULE" --journal-dir "$JOURNALS" --config "$CONFIG" --speak \
        --trace --preset 300 --script "key Tab; key Right; key Left; key Enter; key Space; wait 1000; key F1; key LShift; wait 2000; key F12; wait 58000; \
key F1; wait 240000" >"$TRACE" 2>"$OUT/speak-script.err" || fail "pendule exited with $? (see $OUT/speak-script.err)"
    # The screen announced as it opens (before any Tab), then each field as the focus reaches it.
    expect_line "$TRACE" "spoken: Pendule: New game. Preset: 5m. Tab moves from field to field; Space starts the clock. (to=both lang=en ear=both)"
    [ "$(grep -m1 '^spoken: ' "$TRACE")" = "spoken: Pendule: New game. Preset: 5m. Tab moves from field to field; Space starts the clock. (to=both lang=en ear=both)" ] ||
        fail "the screen's announcement is not the first line said"
    expect_line "$TRACE" "spoken: Preset: 5m (to=both lang=en ear=both)"
    [ "$(grep -c '^spoken: Preset: ' "$TRACE")" = 3 ] || fail "the preset was not read at Tab, Right and Left"
    expect_line "$TRACE" "spoken: Game started. (to=left lang=en ear=left)"
    expect_line "$TRACE" "spoken: Partie commencée. (to=right lang=fr ear=right)"
    expect_line "$TRACE" "spoken: Move 1. Your time: 4 minutes 59 seconds. Opponent: 5 minutes. Your move. (to=left lang=en ear=left)"
    expect_line "$TRACE" "spoken: Coup 2. Votre temps : 4 minutes 58 secondes. Adversaire : 4 minutes 59 secondes. À vous de jouer. (to=right lang=fr ear=right)"
    expect_line "$TRACE" "spoken: 4 minutes (to=right lang=fr ear=right)"
    expect_line "$TRACE" "spoken: Move 2. Your time: 4 minutes 59 seconds. Opponent: 4 minutes. Your opponent's move. (to=left lang=en ear=left)"
    expect_line "$TRACE" "spoken: Le drapeau des Noirs est tombé. (to=right lang=fr ear=right)"
    expect_line "$TRACE" "spoken: Black's flag has fallen. (to=left lang=en ear=left)"
    # The left seat chose no threshold: nothing else was said to it.
    [ "$(grep -c '^spoken: .*(to=left' "$TRACE")" = 4 ] || fail "the left seat heard more than the start, its requests and the flag"
    [ "$(grep -c '^spoken: ' "$TRACE")" = 12 ] || fail "$(grep -c '^spoken: ' "$TRACE") lines spoken, 12 expected"
    ;;
ruling)
    TRACE="$OUT/speak-ruling.trace"
    printf '%s\n' "speak_lang_left = fr" "speak_rulings = on" >"$CONFIG"
    "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" "$PENDULE" --journal-dir "$JOURNALS" --config "$CONFIG" --speak \
        --trace --preset 300 --script "key Space; wait 1000; key LShift; wait 1000; key Escape; key Ctrl+Alt+A; \
key P; wait 500; key I; key Enter; wait 200; key R; key Enter; wait 200" >"$TRACE" 2>"$OUT/speak-ruling.err" || fail "pendule exited with $?"
    expect_line "$TRACE" "spoken: Pendule arrêtée. (to=left lang=fr ear=left)"
    expect_line "$TRACE" "spoken: Clock paused. (to=right lang=en ear=right)"
    expect_line "$TRACE" "spoken: Pendule relancée. (to=left lang=fr ear=left)"
    expect_line "$TRACE" "spoken: Clock restarted. (to=right lang=en ear=right)"
    grep -q "^command illegal-move white .*accepted=1" "$TRACE" || fail "the illegal move was not applied"
    expect_line "$TRACE" "spoken: Décision de l'arbitre : le temps des Noirs est augmenté de 1 minute, à 5 minutes 59 secondes. (to=left lang=fr ear=left)"
    expect_line "$TRACE" "spoken: Arbiter's ruling: Black's time is increased by 1 minute, to 5 minutes 59 seconds. (to=right lang=en ear=right)"
    # The panel read aloud as it opens and as a form's choice is made, in the window's
    # language on both ears; the result said with its reason, each seat in its language.
    grep -qx "spoken: Arbiter\. P: Pause / resume (6\.11)\. .* L: Lock now\. (to=both lang=en ear=both)" "$TRACE" ||
        fail "the panel's keys were not read as it opened"
    expect_line "$TRACE" "spoken: Declare result. Declare result: White resigns. (to=both lang=en ear=both)"
    expect_line "$TRACE" "spoken: Arbiter. result 0-1: White resigns. (to=both lang=en ear=both)"
    expect_line "$TRACE" "spoken: Partie terminée : les Noirs gagnent. Les Blancs abandonnent. (to=left lang=fr ear=left)"
    expect_line "$TRACE" "spoken: Game over: Black wins. White resigns. (to=right lang=en ear=right)"
    ;;
pin)
    # The PIN prompt is read, the PIN never: a wrong one, then the right one (the config's
    # PIN in clear, hashed at the start), then the menu's keys with the wrong attempt's notice.
    TRACE="$OUT/speak-pin.trace"
    printf '%s\n' "pin = 2468" >"$CONFIG"
    "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" "$PENDULE" --journal-dir "$JOURNALS" --config "$CONFIG" --speak \
        --trace --preset 300 --script "key Space; wait 1000; key Escape; key Ctrl+Alt+A; text 1357; key Enter; wait 200; \
key Ctrl+Alt+A; text 2468; key Enter; wait 200" >"$TRACE" 2>"$OUT/speak-pin.err" || fail "pendule exited with $?"
    [ "$(grep -cxF "spoken: Arbiter. PIN: empty. (to=both lang=en ear=both)" "$TRACE")" = 2 ] ||
        fail "the PIN prompt was not read at each chord"
    grep -q "^spoken: Arbiter\. P: Pause / resume (6\.11)\. .* L: Lock now\. 1 wrong PIN" "$TRACE" ||
        fail "the menu and the wrong attempt were not read after the right PIN"
    ! grep -E "^spoken: .*(2468|1357|[0-9] characters?)" "$TRACE" || fail "the PIN, or its typing, was said"
    echo "ok: the PIN prompt read, the PIN never said"
    ;;
keys)
    "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" bash "$0" live-keys "$PENDULE" "$OUT"
    ;;
live-keys)
    TRACE="$OUT/speak-keys.trace"
    "$PENDULE" --journal-dir "$JOURNALS" --config "$CONFIG" --speak --trace --start --preset 300 \
        >"$TRACE" 2>"$OUT/speak-keys.err" &
    PID=$!
    trap 'kill $PID 2>/dev/null || true' EXIT
    wait_for "$TRACE" "^ready" 20
    find_window
    xdotool windowmove "$WID" 0 0 && sleep 0.2
    give_focus
    xdotool key F1
    wait_for "$TRACE" "^spoken: Move 1\. Your time: .* Your move\. (to=left lang=en ear=left)$" 5
    xdotool key shift
    wait_for "$TRACE" "press left accepted=1" 5
    xdotool key F12
    wait_for "$TRACE" "^spoken: Coup 2\. Votre temps : .* À vous de jouer\. (to=right lang=fr ear=right)$" 5
    grep '^spoken' "$TRACE"
    ;;
*)
    fail "unknown case"
    ;;
esac
