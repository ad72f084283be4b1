#!/usr/bin/env bash
# A Chess960 round through pendule-cli. round-open --chess960 N records the round's variant
# (a TRF file has none), `round` shows it (text, and --json as an extension), `round --trf` gives the
# TRF back byte for byte as a standard round does, round-rule reads a score from the round's start and
# a FEN with Chess960 castling; a bad number is refused, naming the option, and writes nothing.
# usage: chess960_round_cli_test.sh PENDULE_CLI TRF_FILE
set -euo pipefail
cli=$1
trf=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
journal=$work/round-960.round
plain=$work/round-std.round

"$cli" round-open --trf "$trf" --round 2 --control 900+10 --chess960 96 --out "$journal" >"$work/open" ||
    fail "round-open --chess960 96"
grep -qx "round 2 of Pendule Open 2026: 2 boards, 2 unpaired, Chess960 start 96, journal $journal" "$work/open" ||
    fail "round-open's summary: $(cat "$work/open")"
# The record right after the opening one.
sed -n 2p "$journal" | grep -q '^[0-9a-fA-F]\{8\} variant seq=2 variant=chess960 start=96 fen=bbqnrnkr' || fail "the variant record: $(sed -n 2p "$journal")"
"$cli" round-open --trf "$trf" --round 2 --control 900+10 --out "$plain" >/dev/null
grep -q "^variant" "$plain" && fail "a standard round has a variant record"

"$cli" round "$journal" >"$work/text"
sed -n 2p "$work/text" | grep -qx "Chess960, start position 96 (bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w KQkq - 0 1)" ||
    fail "the round as text: $(cat "$work/text")"
"$cli" round "$plain" >"$work/plain-text"
diff <(sed 2d "$work/text") "$work/plain-text" >/dev/null || fail "the rest of the text differs from a standard round's"
"$cli" round "$journal" --json >"$work/json"
"$cli" round "$plain" --json >"$work/plain-json"
python3 - "$work/json" "$work/plain-json" <<'PY' || fail "the round as JSON"
import json, sys
r = json.load(open(sys.argv[1]))
p = json.load(open(sys.argv[2]))
assert r["variant"] == "chess960" and r["chess960_start"] == 96, r
assert r["start_fen"] == "bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w KQkq - 0 1", r
assert "variant" not in p and "chess960_start" not in p and "start_fen" not in p, p
extra = {"variant", "chess960_start", "start_fen"}
assert {k: v for k, v in r.items() if k not in extra} == p, "only the three keys are added"
PY
grep -q "<p>Chess960, start position 96: bbqnrnkr/" <<<"$("$cli" round "$journal" --report)" || fail "the report names the variant"
grep -q "Chess960" <<<"$("$cli" round "$plain" --report)" && fail "a standard round's report names Chess960"
cmp <("$cli" round "$journal" --trf) <("$cli" round "$plain" --trf) || fail "the TRF written back differs"

# Rulings: a score from the round's start (Ng3 is no move from the usual one), 960 castling in it.
"$cli" round-rule "$journal" --board 1 --question claim --score "1. Ng3 Ng6 2. Nf1 Nf8 3. Ng3 Ng6 4. Nf1 Nf8" \
    --white-time 10:00 --black-time 9:00 >"$work/rule1" || fail "a claim on a 960 board: $(cat "$work/rule1")"
grep -qx "board 1, claim (Laws 2023, 9.2.2): 1/2-1/2" "$work/rule1" || fail "the threefold claim: $(cat "$work/rule1")"
"$cli" round-rule "$plain" --board 1 --question claim --score "1. Ng3 Ng6 2. Nf1 Nf8 3. Ng3 Ng6 4. Nf1 Nf8" \
    --white-time 10:00 --black-time 9:00 2>"$work/err" && fail "the same score in a standard round"
grep -q "Ng3" "$work/err" || fail "the standard round names the move: $(cat "$work/err")"
"$cli" round-rule "$journal" --board 2 --question flag --player black --white-time 1:00 --black-time 0:00 \
    --score "1. Ng3 Ng6 2. O-O O-O" >"$work/rule2" || fail "960 castling in a score"
"$cli" round "$journal" --json | python3 -c '
import json, sys
r = json.load(sys.stdin)["rulings"]
assert r[-1]["position"] == "bbqnrrk1/pppppppp/6n1/8/8/6N1/PPPPPPPP/BBQNRRK1 w - - 4 3", r[-1]
' || fail "the position after 960 castling"
"$cli" round-rule "$journal" --board 2 --question flag --player white --white-time 0:00 --black-time 1:00 \
    --fen "4k3/8/8/8/8/8/8/5KR1 b G - 0 1" >"$work/rule3" || fail "a Chess960 FEN set up"

# Bad numbers: exit 2, the option named, no journal.
for bad in 960 -1 x 5.5 ""; do
    set +e
    "$cli" round-open --trf "$trf" --round 2 --control 900+10 --chess960 "$bad" --out "$work/bad.round" 2>"$work/err"
    status=$?
    set -e
    [ "$status" = 2 ] || fail "--chess960 '$bad' exited $status"
    grep -q "^pendule-cli round-open: --chess960: expected a start position from 0 to 959 (518 the usual one), got '$bad'" "$work/err" ||
        fail "--chess960 '$bad': $(cat "$work/err")"
    [ ! -e "$work/bad.round" ] || fail "a journal was written for --chess960 '$bad'"
done
# Boards typed: the same record.
"$cli" round-open --board "A - B" --round 1 --control 300+3 --chess960 0 --out "$work/typed.round" >"$work/typed" ||
    fail "round-open --board --chess960"
grep -qx "round 1 of the event: 1 boards typed, Chess960 start 0, journal $work/typed.round" "$work/typed" ||
    fail "the typed summary: $(cat "$work/typed")"
"$cli" round "$work/typed.round" --json | python3 -c 'import json,sys; assert json.load(sys.stdin)["chess960_start"] == 0' ||
    fail "typed boards' variant"
grep -q -- "--chess960 N" <<<"$("$cli" round-open --help)" || fail "the help names --chess960"
echo "ok: a Chess960 round through round-open, round and round-rule"
