#!/usr/bin/env bash
# `pendule --chess960 N` under Xvfb journals a Chess960 game (the header's variant and
# start), which `pendule-cli export --pgn` gives back as Variant, SetUp and FEN tags; the clock says
# it is Chess960 (pre-game and game screens), the claim form's board starts from the game's start and
# castles by clicks as Chess960, and the claim is judged from there; a Chess960 round at the desk
# (round-open --chess960) shows its start on the board page and in the editor; a start typed on the
# clock's setup screen is the game's. Screenshots in English
# and French in OUT_DIR (the ones in docs/gui/ come from here).
#   chess960_test.sh PENDULE PENDULE_CLI OUT_DIR TRF_FILE
set -euo pipefail
PENDULE=$1
CLI=$2
OUT=$3
TRF=$4
export LIBGL_ALWAYS_SOFTWARE=1
rm -rf "$OUT"
mkdir -p "$OUT/journals"
fail() { echo "chess960_test: $*" >&2; exit 1; }

# Start position 0 is BBQNNRKR (the standard numbering).
"$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" "$PENDULE" --journal-dir "$OUT/journals" \
    --chess960 0 --preset 300 --start --script "wait 1000; key LShift; wait 500" \
    --screenshot "$OUT/chess960.png" >"$OUT/out.txt" 2>"$OUT/err.txt" || fail "pendule failed: $(cat "$OUT/err.txt")"
journal=$(ls "$OUT"/journals/*.journal)
[ "$(echo "$journal" | wc -l)" = 1 ] || fail "expected one journal, got: $journal"
head -n 1 "$journal" | grep -q ' variant=chess960 start=bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR%20w%20KQkq%20-%200%201 ' ||
    fail "the header has no Chess960 start: $(head -n 1 "$journal")"
"$CLI" export "$journal" --pgn >"$OUT/game.pgn"
grep -qx '\[Variant "Chess960"\]' "$OUT/game.pgn" || fail "no Variant tag in the export"
grep -qx '\[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"\]' "$OUT/game.pgn" ||
    fail "no FEN tag in the export"

# A number out of range: exit 2, the option named, no journal written.
set +e
"$PENDULE" --journal-dir "$OUT/journals-bad" --chess960 960 2>"$OUT/bad.txt"
status=$?
set -e
[ "$status" = 2 ] || fail "--chess960 960 exited $status"
grep -q "^pendule: --chess960: expected a whole number from 0 to 959, got '960'" "$OUT/bad.txt" ||
    fail "message: $(cat "$OUT/bad.txt")"
[ ! -e "$OUT/journals-bad" ] || [ -z "$(ls -A "$OUT/journals-bad")" ] || fail "a journal was written for a bad number"

# The clock in a Chess960 game, start position 96 (BBQNRNKR), in both languages: the pre-game screen,
# the game screen, and the claim form's board (squares of 43 pixels from (896, 288) at 1280x720,
# src/app/clock/view/layout.cpp): Ng3 Ng6, then the king and its own rook, both sides (O-O with the
# king staying on g1 / g8), then Enter: the claim judged from the game's start.
sq() {
    local f=$(($(printf '%d' "'${1:0:1}") - 97)) r=$((${1:1:1} - 1))
    echo "click $((896 + f * 43 + 21)) $((288 + (7 - r) * 43 + 21))"
}
CLICKS="$(sq f1); $(sq g3); $(sq f8); $(sq g6); $(sq g1); $(sq h1); $(sq g8); $(sq h8)"
OPEN="wait 1000; key LShift; wait 1000; key RShift; key Escape; key Ctrl+Alt+A; key C"
run() { # NAME ARGS...: one run, its trace and screenshot in OUT
    local name=$1
    shift
    mkdir -p "$OUT/journals-$name"
    "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" "$PENDULE" --journal-dir "$OUT/journals-$name" \
        --preset 5400+30 --chess960 96 --size 1280x720 --trace --screenshot "$OUT/$name.png" "$@" \
        >"$OUT/$name.trace" 2>"$OUT/$name.err" || fail "$name: $(cat "$OUT/$name.err")"
}
for lang in en fr; do
    run "chess960-start-$lang" --lang $lang
    run "chess960-running-$lang" --lang $lang --start --script "wait 1000; key LShift; wait 500"
    run "chess960-claim-$lang" --lang $lang --start --script "$OPEN; $CLICKS"
    run "chess960-judged-$lang" --lang $lang --start --script "$OPEN; $CLICKS; key Enter"
done
grep -q 'command judge-claim en "1. Ng3 Ng6 2. O-O O-O".*accepted=1' "$OUT/chess960-judged-en.trace" ||
    fail "the claim entered by clicks from the 960 start: $(grep judge-claim "$OUT/chess960-judged-en.trace")"
# The French window's claim form writes French letters from the start (the knights are C).
grep -q 'command judge-claim fr "1. Cg3 Cg6 2. O-O O-O".*accepted=1' "$OUT/chess960-judged-fr.trace" ||
    fail "the claim entered by clicks in the French window: $(grep judge-claim "$OUT/chess960-judged-fr.trace")"
for name in chess960-start-en chess960-start-fr chess960-running-en chess960-running-fr chess960-claim-en \
    chess960-claim-fr; do
    [ -s "$OUT/$name.png" ] || fail "no screenshot $name"
done

# The talking clock reads the variant after the preset (--trace's spoken: lines), in both languages.
: >"$OUT/empty.conf"
for lang in en fr; do
    "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" "$PENDULE" --journal-dir "$OUT/journals-speak-$lang" \
        --config "$OUT/empty.conf" --speak --trace --preset 300 --chess960 96 --lang $lang \
        --script "key Tab; wait 500" --exit-after 2000 >"$OUT/speak-$lang.trace" 2>"$OUT/speak-$lang.err" ||
        fail "the talking clock ($lang): $(cat "$OUT/speak-$lang.err")"
done
grep -qx "spoken: Preset: 5m. Chess960, position 96 (to=both lang=en ear=both)" "$OUT/speak-en.trace" ||
    fail "the preset read without the variant: $(grep '^spoken' "$OUT/speak-en.trace")"
grep -qx "spoken: Cadence : 5 min. Échecs 960, position 96 (to=both lang=fr ear=both)" "$OUT/speak-fr.trace" ||
    fail "the French preset read without the variant: $(grep '^spoken' "$OUT/speak-fr.trace")"

# The clock's setup screen takes a Chess960 start typed in its last row (no PIN in this config: the
# ninth row), in both languages: the screen says it, and Space starts the game from it (journaled).
TYPED="key Tab; key Tab; key Tab; key Tab; key Tab; key Tab; key Tab; key Tab; key Tab; text 518; key Enter"
for lang in en fr; do
    "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" "$PENDULE" --journal-dir "$OUT/journals-typed-$lang" \
        --config "$OUT/empty.conf" --preset 5400+30 --lang $lang --size 1280x720 \
        --script "$TYPED; key Tab; key Tab; key Tab; key Tab; key Tab; key Tab; key Tab; key Tab; key Tab; wait 300" \
        --screenshot "$OUT/chess960-setup-typed-$lang.png" 2>"$OUT/typed-$lang.err" ||
        fail "the setup screen's Chess960 row ($lang): $(cat "$OUT/typed-$lang.err")"
    [ -s "$OUT/chess960-setup-typed-$lang.png" ] || fail "no screenshot of the typed start ($lang)"
done
"$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" "$PENDULE" --journal-dir "$OUT/journals-typed" \
    --config "$OUT/empty.conf" --preset 300 --script "$TYPED; key Space; wait 500; key LShift; wait 300" \
    2>"$OUT/typed.err" || fail "a game from the typed start: $(cat "$OUT/typed.err")"
head -n 1 "$OUT"/journals-typed/*.journal |
    grep -q ' variant=chess960 start=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-%200%201 ' ||
    fail "the typed start 518 is not in the journal's header: $(head -n 1 "$OUT"/journals-typed/*.journal)"

# A Chess960 round at the desk (1280x800): board 2's page on a claim, the score typed with 960
# castling, and the editor of a flag fall with start position 959 typed in its start field.
"$CLI" round-open --trf "$TRF" --round 2 --control 300+3 --chess960 96 --out "$OUT/r960.round" >/dev/null
# (In French the desk's piece letters are French from the start: the knights are C.)
BOARD="key Down; key Enter; key Right; key Down; text 10:00; key Down; text 9:00; key Down; key Down; text 1. "
SCORE_en="${BOARD}Ng3 Ng6 2. O-O O-O" SCORE_fr="${BOARD}Cg3 Cg6 2. O-O O-O"
EDITOR="key Down; key Enter; key Right; key Right; key Down; key Right; key Down; text 4:12; key Down; text 0:00; key Down; key Down; key Right; key Down; key Backspace; key Backspace; text 959"
for lang in en fr; do
    for page in board editor; do
        script=SCORE_$lang
        script=${!script}
        [ $page = editor ] && script=$EDITOR
        cp "$OUT/r960.round" "$OUT/r960-$page-$lang.round"
        "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x800x24" "$PENDULE" --desk "$OUT/r960-$page-$lang.round" \
            --lang $lang --size 1280x800 --script "$script" --screenshot "$OUT/chess960-desk-$page-$lang.png" \
            2>"$OUT/desk-$page-$lang.err" || fail "the desk's $page ($lang): $(cat "$OUT/desk-$page-$lang.err")"
        [ -s "$OUT/chess960-desk-$page-$lang.png" ] || fail "no screenshot of the desk's $page ($lang)"
    done
done
# The score with 960 castling, read from the round's start in either letters, ruled on and recorded
# (a claim that is not a repetition: incorrect, 9.5).
for lang in en fr; do
    script=SCORE_$lang
    cp "$OUT/r960.round" "$OUT/r960-claim-$lang.round"
    "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x800x24" "$PENDULE" --desk "$OUT/r960-claim-$lang.round" \
        --lang $lang --size 1280x800 --script "${!script}; key Down; key Enter" \
        --screenshot "$OUT/chess960-desk-claim-$lang.png" 2>"$OUT/desk-claim-$lang.err" ||
        fail "the desk's claim ($lang): $(cat "$OUT/desk-claim-$lang.err")"
    grep -q "^ruling, board 2, claim by white (9.5.[0-9], 2023): the game goes on" <<<"$("$CLI" round "$OUT/r960-claim-$lang.round")" ||
        fail "the 960 score at the desk ($lang) was not ruled on: $("$CLI" round "$OUT/r960-claim-$lang.round")"
done
# The flag ruling on the editor's start 959, recorded: read as Chess960 (KQkq with the rooks on a1, c1).
cp "$OUT/r960.round" "$OUT/r960-flag.round"
"$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x800x24" "$PENDULE" --desk "$OUT/r960-flag.round" --size 1280x800 \
    --script "$EDITOR; key Enter" --screenshot "$OUT/chess960-desk-flag.png" 2>"$OUT/desk-flag.err" ||
    fail "the desk's flag ruling: $(cat "$OUT/desk-flag.err")"
"$CLI" round "$OUT/r960-flag.round" >"$OUT/r960-flag.txt"
grep -qx "  position rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1" "$OUT/r960-flag.txt" ||
    fail "the 960 start set up in the editor, ruled on: $(cat "$OUT/r960-flag.txt")"
echo "chess960_test: ok"
