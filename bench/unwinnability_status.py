#!/usr/bin/env python3
"""can_checkmate through the command line (pendule-cli status --fen) over classified positions.

Each line `XY FEN` says which side(s) can still checkmate (helpmate semantics): XY in WB, W-, -B,
--. The tool may answer null (unknown) but never a wrong true/false, for can_mate of each side or
for dead_position. Prints how many verdicts were decided and how many were wrong, and the wall time
of each status process (start-up included): mean, median, p99, worst. Compare with
pendule_bench_unwinnability, which times can_checkmate in process: status runs the analysis once
per side (docs/unwinnability.md).

usage: unwinnability_status.py --cli PATH [--jobs N] [--slower MS] FILE...
Composed positions (material no game can reach) are read with --any-material; lines the FEN
reader still refuses are counted apart. Use --jobs 1 for timings.

exit status: 0 no wrong verdict; 1 some wrong verdict or tool failure; 2 a file is missing.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import time


def read_jobs(paths):
    jobs = []
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                label, fen = line.split(" ", 1)
                if len(fen.split()) == 4:
                    fen += " 0 1"
                jobs.append((os.path.basename(path), number, label, fen))
    return jobs


def judge(job, done, report):
    """Counts the verdicts of one answer into `report` (a dict of counters)."""
    name, number, label, fen = job
    status = json.loads(done.stdout)
    truth = {"white": label[0] == "W", "black": label[1] == "B"}
    for side in ("white", "black"):
        answer = status["can_mate"][side]
        if answer is not None:
            report["decided"] += 1
            if answer != truth[side]:
                report["wrong"] += 1
                print(f"WRONG {name}:{number}: {side} can mate: {answer}, expected {truth[side]} ({fen})")
    dead = status["dead_position"]
    if dead is not None and dead != (label == "--"):
        report["wrong"] += 1
        print(f"WRONG {name}:{number}: dead_position {dead} ({fen})")


def percentile(ordered, percent):
    if not ordered:
        return 0
    rank = max((len(ordered) * percent + 99) // 100, 1)
    return ordered[rank - 1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--slower", type=float, default=None, help="list positions at least this slow (ms)")
    parser.add_argument("files", nargs="+")
    options = parser.parse_args()
    missing = [path for path in options.files if not os.path.exists(path)]
    if missing:
        print(f"unwinnability-status: FAILED: cannot read {', '.join(missing)}", file=sys.stderr)
        return 2
    jobs = read_jobs(options.files)

    def ask(job):
        start = time.monotonic_ns()
        done = subprocess.run([options.cli, "status", "--fen", job[3], "--any-material", "--json"],
                              capture_output=True, text=True, timeout=120)
        return done, (time.monotonic_ns() - start) // 1000

    report = {"decided": 0, "wrong": 0, "failures": 0, "refused": 0}
    times = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        for job, (done, us) in zip(jobs, pool.map(ask, jobs)):
            if done.returncode == 2 and "--fen: FEN" in done.stderr:
                # A line that is not a FEN at all (one of the sets has such a line).
                report["refused"] += 1
                continue
            if done.returncode != 0:
                report["failures"] += 1
                print(f"FAILED {job[0]}:{job[1]}: exit {done.returncode}: {done.stderr.strip()}")
                continue
            times.append(us)
            if options.slower is not None and us >= options.slower * 1000:
                print(f"slow {us} us: {job[2]} {job[3]}")
            judge(job, done, report)
    ordered = sorted(times)
    judged = len(times)
    print(f"unwinnability-status: positions {len(jobs)} refused {report['refused']} judged {judged} "
          f"side verdicts {2 * judged} decided {report['decided']} wrong {report['wrong']} "
          f"tool failures {report['failures']}; time total {sum(times) // 1000} ms, mean "
          f"{sum(times) // max(judged, 1)} us, median {percentile(ordered, 50)} us, p99 "
          f"{percentile(ordered, 99)} us, worst {ordered[-1] if ordered else 0} us")
    return 1 if report["wrong"] or report["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
