#!/usr/bin/env bash
# Windows (under wine): names with accents and beyond Latin-1 ("Hélène Ω", as in C:\Users\Hélène)
# through every kind of file pendule-cli opens: a round journal created, locked and appended to,
# read back; a TRF file and a preset read; a game journal replayed, listed and exported to a new
# file. The names are checked on the Linux side, byte for byte in UTF-8.
# usage: accents_test.sh PENDULE_CLI TRF_FILE GAME_JOURNAL WORK_DIR
set -euo pipefail
cli=$1
trf=$2
game=$3
work=$4
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$work"
dir="$work/Hélène Ω"
mkdir -p "$dir/journals"
cp "$trf" "$dir/équipe.trf"
cp "$game" "$dir/journals/Café-Zoë.journal"
sed 's/"title": *"[^"]*"/"title": "Tournoi d’été"/' "$(dirname "$0")/../../configs/presets/fide-rapid.json" >"$dir/préréglage.json"

journal="$dir/ronde-1 à Genève.round"
"$cli" round-open --trf "$dir/équipe.trf" --round 2 --control 900+10 --out "$journal" >"$work/out" ||
    fail "round-open with accents: $(cat "$work/out")"
[ -f "$journal" ] || fail "the round journal is not under its UTF-8 name: $(ls "$dir")"
"$cli" round-result "$journal" --board 1 --result 0-1 >/dev/null || fail "round-result on an accented name"
grep -q "^board 1: .*  0-1$" <<<"$("$cli" round "$journal")" || fail "the result read back"
"$cli" round-open --trf "$dir/équipe.trf" --round 2 --control 900+10 --out "$journal" 2>"$work/err" &&
    fail "round-open replaced a journal"
grep -q "cannot create the round journal: .*exists" "$work/err" || fail "the refusal says why: $(cat "$work/err")"
grep -qF "ronde-1 à Genève.round" "$work/err" || fail "the refusal names the file in UTF-8: $(cat "$work/err")"

grep -qF "préréglage.json: ok: Tournoi d’été" <<<"$("$cli" presets --check "$dir/préréglage.json")" ||
    fail "presets --check with accents"
"$cli" replay "$dir/journals/Café-Zoë.journal" >/dev/null || fail "replay of an accented journal"
grep -q "^Café-Zoë.journal " <<<"$("$cli" journals "$dir/journals")" || fail "journals lists the UTF-8 name"
"$cli" export "$dir/journals/Café-Zoë.journal" --pgn --output "$dir/partie d’été.pgn" >/dev/null ||
    fail "export --output with accents"
grep -q '^\[White "Alice"\]' "$dir/partie d’été.pgn" || fail "the exported PGN under its UTF-8 name"
rm -rf "$work"
echo "accents: ok"
