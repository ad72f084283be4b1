#!/usr/bin/env bash
# pendule-cli over a fixed set of runs (every subcommand, its help, its usage errors, the test data
# and the shared reference files), each run's standard output, standard error and exit status kept
# in OUT_DIR, one file a run: two builds compared with `diff -r` say whether a change of the code's
# shape changed what the program does. The scratch folder's and the repository's paths are written
# as $WORK and $REPO, and the wall-clock stamps a round journal records as WALL, so that two runs
# of the same program give the same files.
#   bench/cli_run_set.sh PENDULE_CLI OUT_DIR
set -euo pipefail
cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
repo=$(cd "$(dirname "$0")/.." && pwd)
shared=$repo/../shared/reference
rm -rf "$out" && mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
n=0
# run ARGS...: one run of pendule-cli, its output kept as NNN.txt.
run() {
    n=$((n + 1))
    local file
    file=$(printf '%s/%03d.txt' "$out" "$n")
    {
        printf '$ pendule-cli'
        printf ' %q' "$@"
        printf '\n'
        set +e
        "$cli" "$@" >"$work/.stdout" 2>"$work/.stderr" </dev/null
        local status=$?
        set -e
        echo "--- stdout"
        cat "$work/.stdout"
        echo "--- stderr"
        cat "$work/.stderr"
        echo "--- exit $status"
    } | sed -e "s#$work#\$WORK#g" -e "s#$repo#\$REPO#g" \
        -e 's/"wall_ms": *[0-9]\{13\}/"wall_ms": WALL/g; s/wall_ms=[0-9]\{13\}/wall_ms=WALL/g' >"$file"
}

data=$repo/tests/data
corpus=$repo/tests/fuzz-corpus

run --help
run --version
run no-such-command
for c in perft validate claim status flag clock announce replay export journals hall-send hall-sim \
    round round-open round-rule round-result round-publish presets; do
    run "$c" --help
    run "$c"
    run "$c" --no-such-option
done

# The rules.
kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
for d in 1 2 3 4; do run perft "$d"; done
run perft 2 --divide
run perft 3 --fen "$kiwipete"
run perft 3 --chess960 --start 0
run perft 2 --fen 'not a fen'
run perft 99
for f in "$data"/pgn/*.pgn "$data"/pgn/*.txt "$data"/board/*.pgn; do
    run validate "$f"
    run validate "$f" --json
    run status "$f"
    run status "$f" --json
done
for laws in 2001 2009 2014 2018 2023; do run claim "$data/pgn/claim-forms.pgn" --laws "$laws"; done
run claim "$data/pgn/good.pgn"
for fen in '8/8/8/8/8/8/5k2/6KQ b - - 0 1' '8/8/8/8/8/2k5/8/K7 w - - 0 1' "$kiwipete" \
    '7k/8/8/8/8/8/8/KB6 w - - 0 1' '7k/8/8/8/8/8/8/KN5N w - - 0 1'; do
    run status --fen "$fen"
    run status --fen "$fen" --json
    run flag --fen "$fen" --side white
    run flag --fen "$fen" --side black
done
run status --fen 'x'
if [ -d "$shared/claims-pgn" ]; then
    for f in "$shared"/claims-pgn/*.pgn; do run claim "$f"; done
fi

# The clock and what it says.
for p in "$repo"/configs/presets/*.json; do
    run presets --check "$p"
    run presets --show "$(basename "$p" .json)"
done
run presets
run presets --check "$data/clock/bad-preset.json"
for e in "$data"/clock/*.events; do
    run clock --preset fide-blitz --events "$e"
    run clock --preset 40/5400+30:1800+30 --events "$e"
done
for e in "$repo"/tests/speech/data/*.events; do
    for lang in en fr; do
        run announce --preset 300+3 --events "$e" --lang "$lang" --thresholds 60,10 --flag --control --rulings
    done
done

# Journals.
for j in "$corpus"/journal/*.journal; do
    run replay "$j"
    run replay "$j" --json
    for form in --pgn --csv --json --report; do run export "$j" "$form"; done
done
mkdir -p folder && cp "$corpus"/journal/*.journal folder/
run journals folder
run journals folder --json
run journals folder --unfinished

# The desk's round journal.
for trf in "$data"/desk/*.trf "$data"/desk/forms/*.trf; do
    for round in 1 2 3; do
        name=$(basename "$trf" .trf)-r$round
        run round-open --trf "$trf" --round "$round" --control 5400+30 --out "$name.round"
        [ -f "$name.round" ] || continue
        run round "$name.round"
        run round "$name.round" --json
        run round "$name.round" --trf
        run round-result "$name.round" --board 1 --result 1-0
        run round-result "$name.round" --board 1 --result 1/2-1/2
        run round-result "$name.round" --board 99 --result 1-0
        run round "$name.round" --trf
        run round "$name.round" --report
    done
done
run round-open --board "Aronsen, Anders - Berthier, Claire" --board "Castro - Dubois" --round 4 \
    --control 900+10 --out typed.round
run round-rule typed.round --board 1 --question illegal --player white --white-time 12:31 \
    --black-time 10:02 --counter 22 --pressed
run round-rule typed.round --board 2 --question flag --player black --white-time 3:00 --black-time 0:00 \
    --score '1. e4 e5 2. Nf3 Nc6'
run round-rule typed.round --board 2 --question increment --player white --white-time 1:40 --black-time 4:00
run round-rule typed.round --board 1 --question correction --white-time 12:31 --black-time 10:02 \
    --set-white-time 13:00 --set-counter 23 --reason 'clock set wrongly'
run round-rule typed.round --board 1 --question claim --white-time 12:31 --black-time 10:02 \
    --score "$data/pgn/claim-forms.pgn"
run round typed.round --report
run round "$corpus/round/rulings.round"
run round "$corpus/round/rulings.round" --json
echo "cli_run_set: $n runs in $out"
