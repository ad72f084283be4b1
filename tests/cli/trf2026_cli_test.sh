#!/usr/bin/env bash
# pendule-cli round-open / round --trf on a TRF-2026 file and on a TRF16 file as pairing programs
# write it (CR line endings, blank-padded opponents): the control from 222, the byes of 240, the
# file written back in its own form with only the results' columns changed, and files refused
# with their line and column.
# usage: trf2026_cli_test.sh PENDULE_CLI DATA_DIR
set -euo pipefail
cli=$1
data=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
trf=$data/trf2026-autumn.trf

# No --control: 222 gives it.
"$cli" round-open --trf "$trf" --round 3 --out "$work/r3.round" |
    grep -x "round 3 of Pendule Autumn Open 2026: 3 boards, 2 unpaired, journal $work/r3.round" >/dev/null ||
    fail "round-open's summary"
"$cli" round "$work/r3.round" --json >"$work/json"
python3 - "$work/json" <<'PY' || fail "the round as JSON"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["control"] == "5400+30" and r["trf_version"] == "TRF-2026", r
assert [(b["white_rank"], b["black_rank"]) for b in r["boards"]] == [(2, 4), (1, 6), (5, 3)], r["boards"]
assert [(u["rank"], u["code"]) for u in r["unpaired"]] == [(7, "U"), (8, "H")], r["unpaired"]
PY
head -1 <<<"$("$cli" round "$work/r3.round")" | grep -q "boards from a TRF-2026 file" || fail "the version named"
# --control still wins over 222.
"$cli" round-open --trf "$trf" --round 3 --control 900+10 --out "$work/c.round" >/dev/null
grep -q '"control": "900+10"' <<<"$("$cli" round "$work/c.round" --json)" || fail "--control over 222"

"$cli" round-result "$work/r3.round" --board 1 --result 1-0 >/dev/null
"$cli" round-result "$work/r3.round" --board 2 --result 1/2-1/2 >/dev/null
"$cli" round-result "$work/r3.round" --board 3 --result -+ >/dev/null
"$cli" round "$work/r3.round" --trf >"$work/out.trf"
# Every line but the players' is the same; a player's line differs only in its points (81-84) and
# round 3's result (119).
python3 - "$trf" "$work/out.trf" <<'PY' || fail "only the results' columns changed"
import sys
a = open(sys.argv[1], newline="").read().split("\n")
b = open(sys.argv[2], newline="").read().split("\n")
assert len(a) == len(b), (len(a), len(b))
points = {}
for x, y in zip(a, b):
    if x == y:
        continue
    assert x.startswith("001 "), (x, y)
    cols = [i + 1 for i in range(max(len(x), len(y))) if (x[i:i+1] or " ") != (y[i:i+1] or " ")]
    rank = int(x[4:8])
    assert set(cols) <= set(range(81, 85)) | {119}, (rank, cols)
    points[rank] = y[80:84].strip()
# 162: 3 points a win, 1 a draw, added to the points as written. The byes of the round (7's
# pairing-allocated bye, 8's half-point bye asked for in 240) are the pairing program's: as read.
assert points == {1: "5.0", 2: "9.0", 3: "4.0", 4: "4.0", 5: "2.0", 6: "4.0"}, points
PY

# TRF16 as a pairing program writes it: CR endings, "   4" opponents; written back the same way.
cr=$data/trf16-cr.trf
"$cli" round-open --trf "$cr" --round 3 --out "$work/cr.round" 2>"$work/err" && fail "no control, no 222"
grep -q "round-open: --control is required: $cr has no time control (222)" "$work/err" || fail "the missing 222 said"
"$cli" round-open --trf "$cr" --round 3 --control 900+10 --out "$work/cr.round" >/dev/null
"$cli" round "$work/cr.round" --trf >"$work/cr-same.trf"
cmp -s "$cr" "$work/cr-same.trf" || fail "no result: written back byte for byte"
"$cli" round-result "$work/cr.round" --board 2 --result 0-1 >/dev/null
"$cli" round "$work/cr.round" --trf >"$work/cr-out.trf"
[ "$(tr -cd '\r' <"$work/cr-out.trf" | wc -c)" = "$(tr -cd '\r' <"$cr" | wc -c)" ] || fail "the CR endings kept"
[ "$(tr -cd '\n' <"$work/cr-out.trf" | wc -c)" = 0 ] || fail "no LF added"
grep -q "^001    1 .*2.5    1     4 w 1     2 b =     3 b 1$" <<<"$(tr '\r' '\n' <"$work/cr-out.trf")" || fail "player 1 won round 3"

# Refused whole, with the line and the columns.
"$cli" round-open --trf "$trf" --round 6 --out "$work/six.round" 2>"$work/err" && fail "round 6 of 5"
grep -q "the event has 5 rounds, not 6" "$work/err" || fail "the rounds of 142 said"
sed 's/^240 H/240 Q/' "$trf" >"$work/bad.trf"
"$cli" round-open --trf "$work/bad.trf" --round 3 --out "$work/bad.round" 2>"$work/err" && fail "a bad 240 line"
grep -q "bad.trf, line 22, columns 5-5: the bye must be F, H or Z" "$work/err" || fail "the bad 240 named"
[ ! -e "$work/bad.round" ] || fail "nothing written from a file refused"
sed 's#^222 .*#222 W300-B240#' "$trf" >"$work/arm.trf"
"$cli" round-open --trf "$work/arm.trf" --round 3 --out "$work/arm.round" 2>"$work/err" && fail "armageddon 222"
grep -q "different times ('W300-B240')" "$work/err" || fail "the per-colour control said"
sed 's#^222 .*#222 40/6000+30:900+30#' "$trf" >"$work/multi.trf"
"$cli" round-open --trf "$work/multi.trf" --round 3 --out "$work/multi.round" >/dev/null || fail "a two-period 222"
grep -q '"control": "40/6000+30:900+30"' <<<"$("$cli" round "$work/multi.round" --json)" || fail "the two periods kept"
echo "trf2026_cli_test: ok"
