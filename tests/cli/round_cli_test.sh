#!/usr/bin/env bash
# pendule-cli round-open / round-result / round: a round journal from a TRF16 file, results and a
# correction recorded, read back as text, JSON, TRF and report; then round-result killed with
# SIGKILL at random moments: every result the command said it recorded is in the journal.
# usage: round_cli_test.sh PENDULE_CLI TRF_FILE
set -euo pipefail
cli=$1
trf=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
journal=$work/round-2.round

"$cli" round-open --trf "$trf" --round 2 --control 900+10 --out "$journal" | grep -x "round 2 of Pendule Open 2026: 2 boards, 2 unpaired, journal $journal" >/dev/null ||
    fail "round-open's summary"
"$cli" round-open --trf "$trf" --round 2 --control 900+10 --out "$journal" 2>"$work/err" && fail "round-open overwrote a journal"
grep -q "cannot create the round journal: File exists" "$work/err" || fail "the refusal to overwrite says why"
"$cli" round-result "$journal" --board 1 --result 0-1 --reason "White resigned (5.1.2)" >/dev/null
"$cli" round-result "$journal" --board 2 --result 1/2-1/2 >/dev/null
"$cli" round-result "$journal" --board 2 --result +- --reason "corrected: Black absent" >/dev/null
"$cli" round-result "$journal" --board 9 --result 1-0 2>"$work/err" && fail "a board that does not exist"
grep -q "round 2 has no board 9" "$work/err" || fail "the missing board is named"

"$cli" round "$journal" >"$work/text"
cat >"$work/expected" <<'TEXT'
event Pendule Open 2026, round 2, Laws of Chess 2023, boards from a TRF16 file
board 1: Berthier, Claire - Aronsen, Anders  0-1 (White resigned (5.1.2))
board 2: Fischer, Gerd - Dubois, Eve  +- (corrected: Black absent)
unpaired: Castro, Diego (H)
unpaired: Evans, Frank (Z)
corrected: board 2 had 1/2-1/2
TEXT
diff -u "$work/expected" "$work/text" || fail "the round as text"

"$cli" round "$journal" --json >"$work/json"
python3 - "$work/json" <<'PY' || fail "the round as JSON"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["event"] == "Pendule Open 2026" and r["round"] == 2 and r["from_trf"] is True, r
assert [(b["board"], b["white_rank"], b["black_rank"], b["result"]) for b in r["boards"]] == [(1, 2, 1, "0-1"), (2, 6, 4, "+-")], r["boards"]
assert [(u["rank"], u["code"]) for u in r["unpaired"]] == [(3, "H"), (5, "Z")]
assert [c["result"] for c in r["corrections"]] == ["1/2-1/2"] and r["error"] is None
PY

"$cli" round "$journal" --trf >"$work/out.trf"
# The pairing program reads the results in columns 102-109 (round 2) and the points in 81-84.
line() { grep "^001 .\{3\}$1 " "$work/out.trf"; }
[ "$(line 1 | cut -c81-84)" = " 2.0" ] || fail "player 1's points: $(line 1)"
[ "$(line 1 | cut -c102-109)" = "0002 b 1" ] || fail "player 1's round 2: $(line 1)"
[ "$(line 2 | cut -c102-109)" = "0001 w 0" ] || fail "player 2's round 2: $(line 2)"
grep -qF "$(grep '^001    3 ' "$trf" | tr -d '\r')" <(tr -d '\r' <"$work/out.trf") ||
    fail "player 3's line (a half-point bye: the pairing program's) as read: $(line 3)"
[ "$(line 4 | cut -c102-109)" = "0006 b -" ] || fail "player 4's forfeit: $(line 4)"
[ "$(line 6 | cut -c102-109)" = "0004 w +" ] || fail "player 6's forfeit win: $(line 6)"
grep -q $'^012 Pendule Open 2026\r$' "$work/out.trf" || fail "the other lines kept"
# Written back in the form it came in: CR LF line endings, as the file read.
[ "$(grep -c $'\r$' "$work/out.trf")" = "$(wc -l <"$trf")" ] || fail "the CR LF endings kept"

"$cli" round "$journal" --report >"$work/report.html"
grep -q "<h1>Round 2 — Pendule Open 2026</h1>" "$work/report.html" || fail "the report's title"
grep -q "corrected: Black absent" "$work/report.html" || fail "the report's reasons"

# Rulings from the clock read: the verdict and what to set on the clock, recorded.
rules=$work/rules.round
"$cli" round-open --trf "$trf" --round 2 --control 900+10 --out "$rules" >/dev/null
"$cli" round-rule "$rules" --board 1 --question illegal --player white --pressed --white-time 7:31 \
    --black-time 5:02 --counter 23 >"$work/rule1"
grep -qx "board 1, illegal (Laws 2023, 7.5.5): the game goes on" "$work/rule1" || fail "the first illegal move's verdict"
grep -qx "set the clock to: White 7:21, Black 6:02, move counter 22" "$work/rule1" ||
    fail "rapid 2023: +1 min to Black, White's 10 s increment and one move taken back: $(cat "$work/rule1")"
"$cli" round-rule "$rules" --board 1 --question illegal --player white --white-time 6:00 --black-time 5:40 >"$work/rule2"
grep -qx "board 1, illegal (Laws 2023, 7.5.5): the arbiter decides" "$work/rule2" ||
    fail "the second illegal move on the same board loses (unless Black cannot mate)"
"$cli" round-rule "$rules" --board 2 --question claim --score "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6" --intended Ng1 \
    --white-time 10:00 --black-time 9:00 >"$work/rule3"
grep -qx "set the clock to: White 10:00, Black 10:00" "$work/rule3" || fail "an incorrect claim: +1 min to Black"
"$cli" round-rule "$rules" --board 2 --question flag --player white --white-time 0:00 --black-time 3:00 \
    --score "1. e4 e5 2. Qh5 Ke7 3. Qxe5+ Kxe5" 2>"$work/err" && fail "an illegal game score is refused"
grep -q "move 3... Kxe5: illegal" "$work/err" || fail "the illegal move of the score is named: $(cat "$work/err")"
"$cli" round-rule "$rules" --board 2 --question flag --player black --white-time 1:00 --black-time 0:00 >"$work/rule5"
grep -qx "board 2, flag (Laws 2023, 6.9): the arbiter decides" "$work/rule5" || fail "a flag without the position"
"$cli" round-rule "$rules" --board 3 --question flag --player black --white-time 1:00 --black-time 0:00 2>"$work/err" &&
    fail "a ruling for a board that does not exist"
grep -q "round 2 has no board 3" "$work/err" || fail "the missing board is named"
"$cli" round-rule "$rules" --board 1 --question flag --player black --white-time 1:7x --black-time 0:00 2>"$work/err" &&
    fail "a malformed time"
grep -q "^pendule-cli round-rule: --white-time: " "$work/err" || fail "the malformed time is named: $(cat "$work/err")"
[ "$("$cli" round "$rules" --json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["rulings"]))')" = 4 ] ||
    fail "four rulings recorded (the two refused ones not)"

# Guidelines III.4 and a time correction (Laws 6.10.2), then the rulings read back by `round`.
"$cli" round-rule "$rules" --board 2 --question increment --player black --white-time 4:00 --black-time 1:40 \
    --counter 44 >"$work/rule6"
grep -qx "board 2, increment (Laws 2023, III.4): the game goes on" "$work/rule6" || fail "III.4's verdict: $(cat "$work/rule6")"
grep -q "the request is refused" "$work/rule6" || fail "III.4 in a game with an increment is refused: $(cat "$work/rule6")"
grep -qx "the clock: leave it as it is" "$work/rule6" || fail "III.4 refused: the clock stays"
"$cli" round-rule "$rules" --board 1 --question correction --white-time 25:00 --black-time 24:10 --counter 3 \
    --set-white-time 15:00 --set-counter 4 --reason "set for 25 minutes instead of 15" >"$work/rule7"
grep -qx "board 1, correction (Laws 2023, 6.10.2): the game goes on" "$work/rule7" || fail "the correction's verdict"
grep -qx "set the clock to: White 15:00, Black 24:10, move counter 4" "$work/rule7" ||
    fail "the correction: White set, Black as read: $(cat "$work/rule7")"
grep -q "Reason: set for 25 minutes instead of 15" "$work/rule7" || fail "the correction's reason"
"$cli" round-rule "$rules" --board 1 --question correction --white-time 25:00 --black-time 24:10 2>"$work/err" &&
    fail "a correction without the times to set"
grep -q "needs the times to set" "$work/err" || fail "the missing times are named: $(cat "$work/err")"
"$cli" round "$rules" >"$work/rules.txt"
grep -qx "ruling, board 1, correction (6.10.2, 2023): the game goes on; clock 25:00 / 24:10, move 3; set the clock to 15:00 / 24:10, move 4" \
    "$work/rules.txt" || fail "round prints the correction: $(cat "$work/rules.txt")"
grep -qx "  The clock was set wrongly: the arbiter sets White 15:00, Black 24:10 (6.10.2). The move counter: 4. Reason: set for 25 minutes instead of 15" \
    "$work/rules.txt" || fail "round prints the explanation"
grep -q "^ruling, board 1, illegal by white (7.5.5, 2023)" "$work/rules.txt" || fail "round names the player"
# III.4 granted, in a game without increment: 5 s for both from now on, two minutes to the opponent.
g90=$work/g90.round
"$cli" round-open --event "Club" --round 1 --control 5400 --board "Aronsen, Anders - Berthier, Claire" \
    --board "Smith-Jones, Ann - Lee, Bo" --out "$g90" | grep -x "round 1 of Club: 2 boards typed, journal $g90" >/dev/null ||
    fail "round-open with boards typed"
"$cli" round-rule "$g90" --board 2 --question increment --player white --white-time 1:45 --black-time 10:00 \
    --counter 51 >"$work/rule8"
grep -qx "set the clock to: White 1:45, Black 12:00, move counter 51, increment 5s for both" "$work/rule8" ||
    fail "III.4 granted: $(cat "$work/rule8")"
"$cli" round "$g90" --json | python3 -c '
import json, sys
r = json.load(sys.stdin)
assert r["from_trf"] is False, r
assert [(b["board"], b["white"], b["black"], b["white_rank"]) for b in r["boards"]] == [
    (1, "Aronsen, Anders", "Berthier, Claire", 0), (2, "Smith-Jones, Ann", "Lee, Bo", 0)], r["boards"]
ruling = r["rulings"][0]
assert (ruling["question"], ruling["player"], ruling["set_black_ms"], ruling["set_increment_ms"]) == (
    "increment", "white", 720000, 5000), ruling
' || fail "the typed round and its III.4 ruling as JSON"
"$cli" round "$g90" >"$work/g90.txt"
grep -q "^event Club, round 1, Laws of Chess 2023, boards typed$" "$work/g90.txt" || fail "a typed round says so"
grep -q "; set the clock to 1:45 / 12:00, move 51, increment 5s for both$" "$work/g90.txt" ||
    fail "round prints the increment to set: $(cat "$work/g90.txt")"
# A flag without a score, on a position set up (--fen): Black's lone king cannot mate, a draw.
"$cli" round-rule "$g90" --board 1 --question flag --player white --white-time 0:00 --black-time 0:40 \
    --fen "8/8/8/8/8/5k2/8/Q3K3 w - - 0 1" >"$work/rule9"
grep -qx "board 1, flag (Laws 2023, 6.9): 1/2-1/2" "$work/rule9" || fail "a flag on a position set up: $(cat "$work/rule9")"
"$cli" round "$g90" | grep -x "  position 8/8/8/8/8/5k2/8/Q3K3 w - - 0 1" >/dev/null || fail "round prints the position ruled on"
"$cli" round "$g90" --trf >"$work/none.trf" 2>"$work/err" && fail "a TRF written for boards typed"
grep -q "boards were typed, not read from a TRF file: there is no file to write back" "$work/err" ||
    fail "no TRF to write back is said clearly: $(cat "$work/err")"
"$cli" round-open --round 1 --control 5400 --board "Aronsen vs Berthier" --out "$work/bad.round" 2>"$work/err" &&
    fail "a board without ' - '"
grep -q -- "--board: expected \"White Name - Black Name\", got 'Aronsen vs Berthier'" "$work/err" || fail "the bad board is named"
[ ! -e "$work/bad.round" ] || fail "nothing is written for a bad board"
"$cli" round-open --trf "$trf" --board "A - B" --round 1 --control 5400 --out "$work/both.round" 2>"$work/err" &&
    fail "--trf and --board together"
grep -q "alternatives" "$work/err" || fail "--trf and --board together: $(cat "$work/err")"

# Four programs recording at once: the lock makes them take turns, none is lost.
together=$work/together.round
"$cli" round-open --trf "$trf" --round 2 --control 900+10 --out "$together" >/dev/null
# Each call's status and words are kept: a call that fails says why in the failure. A call that
# printed nothing at all and failed never ran (the system did not start it: seen once under Wine
# on a loaded machine, with Wine's own messages off) and is made again, said in the output; a call
# that ran and failed fails the test.
for writer in 1 2 3 4; do
    (
        set +e
        for i in $(seq 1 25); do
            for try in 1 2; do
                "$cli" round-result "$together" --board $((i % 2 + 1)) --result 0-1 >"$work/w$writer-$i.out" \
                    2>"$work/w$writer-$i.err"
                status=$?
                [ "$status" -eq 0 ] && break
                if [ -s "$work/w$writer-$i.out" ] || [ -s "$work/w$writer-$i.err" ] || [ "$try" = 2 ]; then
                    echo "writer $writer, result $i: exit $status: $(cat "$work/w$writer-$i.err")" >>"$work/failed"
                    break
                fi
                echo "writer $writer, result $i: exit $status with no output: made again" >>"$work/restarted"
            done
        done
    ) &
done
wait
[ -e "$work/restarted" ] && cat "$work/restarted"
[ ! -e "$work/failed" ] || fail "round-result failed with four programs at once: $(cat "$work/failed")"
[ "$(grep -c "^[0-9a-f]\{8\} result " "$together")" = 100 ] ||
    fail "100 results recorded by four programs at once: $(grep -c "^[0-9a-f]\{8\} result " "$together") in the journal"
"$cli" round "$together" >/dev/null || fail "the journal written by four programs reads without error"

# Killed while recording: each result the command printed as recorded must be read back.
killed=$work/killed.round
"$cli" round-open --trf "$trf" --round 2 --control 900+10 --out "$killed" >/dev/null
for attempt in $(seq 1 20); do
    (
        for i in $(seq 1 200); do
            "$cli" round-result "$killed" --board $((i % 2 + 1)) --result 1-0 --reason "k$attempt-$i" || exit 0
        done
    ) >"$work/said-$attempt" 2>/dev/null &
    runner=$!
    sleep 0.0$((RANDOM % 9 + 1))
    pkill -KILL -P "$runner" pendule-cli 2>/dev/null || true
    kill -KILL "$runner" 2>/dev/null || true
    wait "$runner" 2>/dev/null || true
done
"$cli" round "$killed" --json >"$work/killed.json" 2>"$work/killed.err" || fail "the killed journal reads: $(cat "$work/killed.err")"
said=$(cat "$work"/said-* | grep -c "recorded$" || true)
in_journal=$(grep -c "^[0-9a-f]\{8\} result " "$killed" || true)
[ "$in_journal" -ge "$said" ] || fail "$said results said recorded, $in_journal in the journal"
echo "killed 20 times: $said results said recorded, $in_journal in the journal ($(grep -c . "$killed") lines)"
echo "round_cli_test: ok"
