#!/usr/bin/env bash
# The arbiter's desk for real (label gui): a round journal opened from a TRF16 file, the
# desk's window under Xvfb, real keys choose board 2 and give it 0-1, then board 1 a draw; the
# journal read by pendule-cli has both, and a result typed at the CLI meanwhile is kept. Then the
# scripted screenshots in English and French; last, a ruling that waits for its can-checkmate
# analysis while another board's result is typed.
#   desk_test.sh PENDULE PENDULE_CLI TRF OUTDIR
set -euo pipefail
PENDULE=$1 CLI=$2 TRF=$3 OUT=$4
fail() { echo "FAIL (desk test): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
need_tools "Debian: xvfb, xdotool" xvfb-run xdotool
if [ -z "${PENDULE_DESK_TEST_INNER:-}" ]; then
    rm -rf "$OUT" && mkdir -p "$OUT"
    rerun_under_xvfb 1280x800x24 PENDULE_DESK_TEST_INNER "$@"
fi
export LIBGL_ALWAYS_SOFTWARE=1 HOME="$OUT/home" XDG_CONFIG_HOME="$OUT/home/config"
ROUND="$OUT/r2.round"
"$CLI" round-open --trf "$TRF" --round 2 --control 900+10 --out "$ROUND" >/dev/null

TRACE="$OUT/desk.trace"
"$PENDULE" --desk "$ROUND" --trace --size 1280x800 >"$TRACE" 2>"$OUT/desk.err" &
PID=$!
trap 'kill -9 $PID 2>/dev/null || true' EXIT
for ((i = 0; i < 200; i++)); do grep -q "^ready" "$TRACE" && break; sleep 0.05; done
grep -q "^ready .* desk" "$TRACE" || fail "the desk did not start: $(cat "$OUT/desk.err")"
find_window '^Pendule' 10
[ -n "$WID" ] || fail "no desk window"
give_focus
sleep 0.3
xdotool key Down
xdotool type --delay 50 0
for ((i = 0; i < 100; i++)); do grep -q "^desk result board=2 result=0-1 recorded=1" "$TRACE" && break; sleep 0.05; done
grep -q "^desk result board=2 result=0-1 recorded=1" "$TRACE" || fail "board 2's 0-1 was not recorded: $(cat "$TRACE")"
# Meanwhile, at the CLI: board 1 is given 1-0, then corrected at the desk to a draw.
"$CLI" round-result "$ROUND" --board 1 --result 1-0 --reason "typed at the CLI" >/dev/null
xdotool key Up
xdotool type --delay 50 =
for ((i = 0; i < 100; i++)); do grep -q "^desk result board=1 result=1/2-1/2 recorded=1" "$TRACE" && break; sleep 0.05; done
grep -q "^desk result board=1 result=1/2-1/2 recorded=1" "$TRACE" || fail "board 1's draw was not recorded"
# Board 2's page: a ruling from the times typed (rapid 900+10: White's illegal move, the press counted).
xdotool key Down Return
sleep 0.2
xdotool key Down Down Down
xdotool type --delay 40 1:12:31
xdotool key Tab
xdotool type --delay 40 0:58:02
xdotool key Tab
xdotool type --delay 40 23
xdotool key Tab Right Return
RULING="^desk ruling board=2 question=illegal recorded=1 article=7.5.5 set=set the clock to: White 1:12:21, Black 59:02, move counter 22$"
for ((i = 0; i < 100; i++)); do grep -q "$RULING" "$TRACE" && break; sleep 0.05; done
grep -q "$RULING" "$TRACE" || fail "board 2's ruling was not recorded: $(grep "^desk" "$TRACE")"
xdotool key Escape
sleep 0.2
xdotool key Escape
for ((i = 0; i < 100; i++)); do kill -0 $PID 2>/dev/null || break; sleep 0.05; done
kill -0 $PID 2>/dev/null && fail "Escape did not close the desk"
"$CLI" round "$ROUND" >"$OUT/round.txt"
grep -qx "board 1: Berthier, Claire - Aronsen, Anders  1/2-1/2" "$OUT/round.txt" || fail "board 1: $(cat "$OUT/round.txt")"
grep -qx "board 2: Fischer, Gerd - Dubois, Eve  0-1" "$OUT/round.txt" || fail "board 2: $(cat "$OUT/round.txt")"
grep -qx "corrected: board 1 had 1-0" "$OUT/round.txt" || fail "the CLI's result is kept as corrected"
grep -qx "ruling, board 2, illegal by white (7.5.5, 2023): the game goes on; clock 1:12:31 / 58:02, move 23; set the clock to 1:12:21 / 59:02, move 22" \
    "$OUT/round.txt" || fail "the ruling given at the desk, read by pendule-cli round: $(cat "$OUT/round.txt")"
echo "ok: real keys at the desk recorded 0-1, a correction to a draw and a ruling from the times typed, the CLI's result kept"

# Screenshots (scripted, the same routing): English and French.
"$CLI" round-rule "$ROUND" --board 2 --question illegal --player black --white-time 10:00 --black-time 9:00 >/dev/null
for lang in en fr; do
    "$PENDULE" --desk "$ROUND" --lang $lang --size 1280x800 --script "key Down" --screenshot "$OUT/desk-$lang.png" ||
        fail "the $lang screenshot"
    [ "$(stat -c %s "$OUT/desk-$lang.png")" -gt 10000 ] || fail "the $lang screenshot is nearly empty"
done
echo "ok: screenshots $OUT/desk-en.png $OUT/desk-fr.png"

# The board page with a ruling given (scripted, the same routing): "set the clock to", English and
# French, on a standard round whose board 1 had a ruling already.
STD="$OUT/r5.round"
"$CLI" round-open --trf "$TRF" --round 2 --control 5400+30 --out "$STD" >/dev/null
"$CLI" round-rule "$STD" --board 1 --question claim --score "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6" --intended Ng1 \
    --white-time 1:20:00 --black-time 1:05:00 >/dev/null
STEPS="key Enter; key Down; key Down; key Down; text 1:12:31; key Tab; text 0:58:02; key Tab; text 23; key Tab; key Right; key Enter"
for lang in en fr; do
    cp "$STD" "$OUT/r5-$lang.round"
    "$PENDULE" --desk "$OUT/r5-$lang.round" --lang $lang --size 1280x800 --script "$STEPS" \
        --screenshot "$OUT/desk-ruling-$lang.png" || fail "the $lang ruling screenshot"
    [ "$(stat -c %s "$OUT/desk-ruling-$lang.png")" -gt 10000 ] || fail "the $lang ruling screenshot is nearly empty"
    "$CLI" round "$OUT/r5-$lang.round" | grep "set the clock to 1:12:31 / 1:00:02, move 22" >/dev/null ||
        fail "the scripted ruling ($lang) is in the journal"
done
echo "ok: screenshots $OUT/desk-ruling-en.png $OUT/desk-ruling-fr.png"

# A claim's score entered by clicks on the board page's chessboard (1280x800: a square is 60 px,
# a8 at 710,155): Nf3 Nf6 Ng1 Ng8 Nf3 Nf6, then the written move Ng1 and the ruling (9.5).
sq() { echo "click $((710 + $1 * 60 + 30)) $((155 + (7 - $2) * 60 + 30))"; }
CLICKS="$(sq 6 0); $(sq 5 2); $(sq 6 7); $(sq 5 5); $(sq 5 2); $(sq 6 0); $(sq 5 5); $(sq 6 7); $(sq 6 0); $(sq 5 2); $(sq 6 7); $(sq 5 5)"
CLAIM="key Down; key Enter; key Right; key Down; text 10:00; key Down; text 9:00; $CLICKS"
cp "$STD" "$OUT/r5-board.round"
"$PENDULE" --desk "$OUT/r5-board.round" --size 1280x800 --script "$CLAIM" --screenshot "$OUT/desk-board-en.png" ||
    fail "the board page's screenshot"
# In French, the piece letters are French from the start: the clicks write the score in them, and
# the written move is typed in them.
cp "$STD" "$OUT/r5-board-fr.round"
"$PENDULE" --desk "$OUT/r5-board-fr.round" --lang fr --size 1280x800 --script "$CLAIM; key Down; key Down" \
    --screenshot "$OUT/desk-board-fr.png" || fail "the French board page's screenshot"
"$PENDULE" --desk "$OUT/r5-board-fr.round" --lang fr --size 1280x800 \
    --script "$CLAIM; key Down; text Cg1; key Enter" \
    --screenshot "$OUT/desk-claim-fr.png" || fail "the French claim's screenshot"
"$CLI" round "$OUT/r5-board-fr.round" | grep "^ruling, board 2, claim by white (9.5.[0-9], 2023): the game goes on; clock 10:00 / 9:00; set the clock to 10:00 / 11:00$" >/dev/null ||
    fail "the claim entered by clicks in French letters: $("$CLI" round "$OUT/r5-board-fr.round")"
"$PENDULE" --desk "$OUT/r5-board.round" --size 1280x800 --script "$CLAIM; key Down; text Ng1; key Enter" \
    --screenshot "$OUT/desk-claim-en.png" || fail "the claim's screenshot"
"$CLI" round "$OUT/r5-board.round" | grep "^ruling, board 2, claim by white (9.5.[0-9], 2023): the game goes on; clock 10:00 / 9:00; set the clock to 10:00 / 11:00$" >/dev/null ||
    fail "the claim entered by clicks is ruled on and recorded: $("$CLI" round "$OUT/r5-board.round")"
echo "ok: a claim's score entered by clicks on the chessboard, ruled on, recorded ($OUT/desk-board-en.png)"

# A flag fall in blitz, no score: the position set up by clicks in the position editor (1280x800:
# a square is 42 px, a1 at 649,450; the palette's White king at 1018,170, Black's king and rook at
# 1018,205 and 1088,205; the buttons "Empty board" at 1186,392 and the side to move at 1060,254),
# then the 6.9 ruling: White has only the king, so Black's flag gives a draw. English and French.
esq() { echo "click $((649 + $1 * 42 + 21)) $((450 - $2 * 42 + 21))"; }
BLITZ="$OUT/blitz.round"
"$CLI" round-open --trf "$TRF" --round 2 --control 300+3 --out "$BLITZ" >/dev/null
SETUP="click 1186 392; click 1018 170; $(esq 3 2); click 1018 205; $(esq 4 5); click 1088 205; $(esq 5 7); click 1060 254"
EDITOR="key Down; key Enter; key Right; key Right; key Down; key Right; key Down; text 4:12; key Down; text 0:00; key Down; key Down; key Right; $SETUP"
for lang in en fr; do
    cp "$BLITZ" "$OUT/blitz-$lang.round"
    "$PENDULE" --desk "$OUT/blitz-$lang.round" --lang $lang --size 1280x800 --script "$EDITOR" \
        --screenshot "$OUT/desk-editor-$lang.png" || fail "the editor's $lang screenshot"
    "$PENDULE" --desk "$OUT/blitz-$lang.round" --lang $lang --size 1280x800 --script "$EDITOR; key Enter" \
        --screenshot "$OUT/desk-flag-$lang.png" || fail "the 6.9 ruling's $lang screenshot"
    "$CLI" round "$OUT/blitz-$lang.round" >"$OUT/blitz-$lang.txt"
    grep -x "ruling, board 2, flag by black (6.9, 2023): 1/2-1/2; clock 4:12 / 0:00" "$OUT/blitz-$lang.txt" >/dev/null ||
        fail "the 6.9 ruling on the position set up ($lang): $(cat "$OUT/blitz-$lang.txt")"
    grep -x "  position 5r2/8/4k3/8/8/3K4/8/8 b - - 0 1" "$OUT/blitz-$lang.txt" >/dev/null ||
        fail "the position set up by clicks is recorded ($lang): $(cat "$OUT/blitz-$lang.txt")"
done
echo "ok: a position set up by clicks in the editor, the 6.9 ruling on it, recorded ($OUT/desk-flag-en.png)"

# A correct 9.2.2 claim entered by clicks (the start position a third time, after 4... Ng8), then F2:
# the three positions side by side with their plies and the moves that led there. English, French.
MORE="$(sq 6 0); $(sq 5 2); $(sq 6 7); $(sq 5 5); $(sq 5 2); $(sq 6 0); $(sq 5 5); $(sq 6 7)"
REP="key Down; key Enter; key Right; key Down; text 10:00; key Down; text 9:00; $CLICKS; $MORE; key Enter; key F2"
for lang in en fr; do
    cp "$STD" "$OUT/r5-rep-$lang.round"
    "$PENDULE" --desk "$OUT/r5-rep-$lang.round" --lang $lang --size 1280x800 --script "$REP" \
        --screenshot "$OUT/desk-repetition-$lang.png" || fail "the repetition page's $lang screenshot"
    "$CLI" round "$OUT/r5-rep-$lang.round" | grep "^ruling, board 2, claim by white (9.2.2, 2023): 1/2-1/2; clock 10:00 / 9:00$" >/dev/null ||
        fail "the correct claim entered by clicks ($lang): $("$CLI" round "$OUT/r5-rep-$lang.round")"
done
echo "ok: a correct 9.2.2 claim by clicks, its positions side by side ($OUT/desk-repetition-en.png)"

# A flag fall on a position whose verdict the quick budget leaves unknown (Black can mate,
# about a second of analysis) waits for its analysis off the desk's loop; real keys meanwhile
# record board 2's result; then the ruling is recorded with round-rule's verdict. Scripted first
# (the waiting screenshot, deterministic), then the real window with its thread.
FORTRESS='[SetUp "1"] [FEN "2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/5K2/8 w - - 0 1"] *'
cp "$STD" "$OUT/r5-wait.round"
FLAG="key Enter; key Right; key Right; key Down; key Down; text 0:00; key Down; text 4:12; key Down; key Down; key Down; text $FORTRESS; key Enter"
"$PENDULE" --desk "$OUT/r5-wait.round" --trace --size 1280x800 --script "$FLAG" --screenshot "$OUT/desk-waiting-en.png" \
    >"$OUT/wait.trace" || fail "the waiting ruling's screenshot"
grep -qx "desk ruling board=1 question=flag recorded=0 waiting=1 message=Board 1: analysing whether Black can still checkmate…" \
    "$OUT/wait.trace" || fail "the scripted ruling did not wait: $(cat "$OUT/wait.trace")"
grep -qx "desk ruling board=1 question=flag recorded=1 analysed=1 article=6.9 verdict=0-1 set=the clock: leave it as it is" \
    "$OUT/wait.trace" || fail "the scripted ruling was not recorded once analysed: $(cat "$OUT/wait.trace")"
cp "$STD" "$OUT/r5-live.round"
LIVE="$OUT/live.trace"
"$PENDULE" --desk "$OUT/r5-live.round" --trace --size 1280x800 >"$LIVE" 2>"$OUT/live.err" &
PID=$!
for ((i = 0; i < 200; i++)); do grep -q "^ready" "$LIVE" && break; sleep 0.05; done
grep -q "^ready .* desk" "$LIVE" || fail "the desk did not start: $(cat "$OUT/live.err")"
find_window '^Pendule' 10
[ -n "$WID" ] || fail "no desk window"
give_focus
sleep 0.3
xdotool key Return
sleep 0.2
xdotool key Right Right Down Down
xdotool type --delay 20 0:00
xdotool key Down
xdotool type --delay 20 4:12
xdotool key Down Down Down
xdotool type --delay 10 "$FORTRESS"
xdotool key Return Escape Down
xdotool type --delay 20 0
for ((i = 0; i < 200; i++)); do grep -q "^desk ruling board=1 .*analysed=1" "$LIVE" && grep -q "^desk result board=2" "$LIVE" && break; sleep 0.05; done
grep -qx "desk ruling board=1 question=flag recorded=0 waiting=1 message=Board 1: analysing whether Black can still checkmate…" \
    "$LIVE" || fail "the window's ruling did not wait: $(grep "^desk" "$LIVE")"
grep -q "^desk result board=2 result=0-1 recorded=1" "$LIVE" || fail "board 2's result was not recorded: $(grep "^desk" "$LIVE")"
grep -qx "desk ruling board=1 question=flag recorded=1 analysed=1 article=6.9 verdict=0-1 set=the clock: leave it as it is" \
    "$LIVE" || fail "the window's ruling was not recorded once analysed: $(grep "^desk" "$LIVE")"
# Which came first depends on the machine (the analysis takes about a second): said, not asserted.
echo "info: the desk's order: $(grep -E "^desk (result|ruling .*analysed)" "$LIVE" | cut -d' ' -f2-3 | tr '\n' ' ')"
xdotool key Escape
for ((i = 0; i < 100; i++)); do kill -0 $PID 2>/dev/null || break; sleep 0.05; done
kill -0 $PID 2>/dev/null && fail "Escape did not close the desk"
"$CLI" round "$OUT/r5-live.round" >"$OUT/live.txt"
grep -q "^ruling, board 1, flag by white (6.9, 2023): 0-1; clock 0:00 / 4:12$" "$OUT/live.txt" ||
    fail "the analysed ruling is in the journal: $(cat "$OUT/live.txt")"
grep -q "^board 2: .*  0-1$" "$OUT/live.txt" || fail "board 2's result is in the journal: $(cat "$OUT/live.txt")"
cp "$STD" "$OUT/r5-cli.round"
"$CLI" round-rule "$OUT/r5-cli.round" --board 1 --question flag --player white --white-time 0:00 --black-time 4:12 \
    --score "$FORTRESS" | grep -x "board 1, flag (Laws 2023, 6.9): 0-1" >/dev/null || fail "round-rule gives another verdict"
echo "ok: a ruling waited for its analysis while board 2's result was recorded, then recorded as round-rule rules it ($OUT/desk-waiting-en.png)"
