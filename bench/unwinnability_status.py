#!/usr/bin/env python3
"""Soundness run of can_checkmate (pendule-cli status --fen) over the shared unwinnability sets.

Each line `XY FEN` says which side(s) can still checkmate (helpmate semantics): XY in WB, W-, -B,
--. The tool may answer null (unknown) but never a wrong true/false, for can_mate of each side or
for dead_position. Prints how many verdicts were decided and how many were wrong.

usage: unwinnability_acceptance.py --cli PATH --shared DIR
Composed positions (material no game can reach) are read with --any-material; lines the FEN
reader still refuses are counted apart.

exit status: 0 no wrong verdict; 1 some wrong verdict or tool failure; 2 the folder is missing.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True)
    parser.add_argument("--shared", required=True)
    options = parser.parse_args()
    folder = os.path.join(options.shared, "reference", "unwinnability")
    names = sorted(f for f in os.listdir(folder) if f.endswith(".txt")) if os.path.isdir(folder) else []
    if not names:
        print(f"unwinnability-acceptance: FAILED: no reference file in {folder}", file=sys.stderr)
        return 2
    jobs = []
    for name in names:
        with open(os.path.join(folder, name), encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                label, fen = line.split(" ", 1)
                if len(fen.split()) == 4:
                    fen += " 0 1"
                jobs.append((name, number, label, fen))

    def ask(job):
        fen = job[3]
        return subprocess.run([options.cli, "status", "--fen", fen, "--any-material", "--json"],
                              capture_output=True, text=True, timeout=60)

    positions = decided = wrong = failures = refused = 0
    # One status process per position, as many at a time as there are cores; the answers are
    # judged in file order.
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        for (name, number, label, fen), done in zip(jobs, pool.map(ask, jobs)):
            positions += 1
            if done.returncode == 2 and "--fen: FEN" in done.stderr:
                # A line that is not a FEN at all (one of the sets has such a line); such a
                # refusal says nothing about can_checkmate.
                refused += 1
                continue
            if done.returncode != 0:
                failures += 1
                print(f"FAILED {name}:{number}: exit {done.returncode}: {done.stderr.strip()}")
                continue
            status = json.loads(done.stdout)
            truth = {"white": label[0] == "W", "black": label[1] == "B"}
            answers = dict(status["can_mate"])
            answers_dead = status["dead_position"]
            for side in ("white", "black"):
                if answers[side] is not None:
                    decided += 1
                    if answers[side] != truth[side]:
                        wrong += 1
                        print(f"WRONG {name}:{number}: {side} can mate: {answers[side]}, expected "
                              f"{truth[side]} ({fen})")
            if answers_dead is not None and answers_dead != (label == "--"):
                wrong += 1
                print(f"WRONG {name}:{number}: dead_position {answers_dead} ({fen})")
    judged = positions - refused
    print(f"unwinnability-acceptance: positions {positions} refused by the FEN reader {refused} judged {judged} "
          f"side verdicts {2 * judged} decided {decided} wrong {wrong} tool failures {failures}")
    return 1 if wrong or failures else 0


if __name__ == "__main__":
    sys.exit(main())
