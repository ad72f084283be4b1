#!/usr/bin/env python3
"""Pendule against its peers, side by side: perft against Stockfish (and, once the PGN module
exists, validate against pgn-extract).

usage: bench/peer_bench.py [--cli PATH] [--stockfish PATH] [--runs N] [--only NAME]

Each command is run once to warm up, then N times (default 5); the median wall time and the median
CPU time (user + system of the child, less sensitive to a busy machine) are printed with the ratio
ours / peer (below 1.0: Pendule is faster). Node counts are checked for both programs: a wrong
count is a failure whatever the speed. Exit status 1 if anything failed.

Stockfish is driven over UCI: "position fen FEN / go perft D / quit". Its time includes loading
its network at start-up, as Pendule's includes building its tables: both are whole-program times.
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (name, FEN, depth, expected leaf nodes): the positions of the official comparison.
PERFT_POSITIONS = [
    ('start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 6, 119060324),
    ('kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 5, 193690690),
    ('cpw-pos3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 7, 178633661),
]


def run_once(cmd, stdin_text=None):
    """Runs cmd; returns (wall seconds, child CPU seconds, completed process)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(cmd, input=stdin_text, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, proc


def measure(cmd, runs, stdin_text=None):
    """One warm-up run, then `runs` timed runs: (median wall, median CPU, last process)."""
    run_once(cmd, stdin_text)
    walls, cpus, last = [], [], None
    for _ in range(runs):
        wall, cpu, last = run_once(cmd, stdin_text)
        walls.append(wall)
        cpus.append(cpu)
    return statistics.median(walls), statistics.median(cpus), last


def last_number(text, prefix):
    """The integer after `prefix` on the last line that starts with it, or None."""
    found = None
    for line in text.splitlines():
        line = line.strip()
        if line.startswith(prefix):
            try:
                found = int(line[len(prefix):].strip())
            except ValueError:
                found = None
    return found


def bench_perft(cli, stockfish, runs, only):
    failed = False
    for name, fen, depth, nodes in PERFT_POSITIONS:
        if only and name != only:
            continue
        ours_wall, ours_cpu, ours = measure([cli, 'perft', str(depth), '--fen', fen], runs)
        ours_nodes = last_number(ours.stdout, 'nodes ')
        peer_input = f'position fen {fen}\ngo perft {depth}\nquit\n'
        peer_wall, peer_cpu, peer = measure([stockfish], runs, peer_input)
        peer_nodes = last_number(peer.stdout, 'Nodes searched:')
        problems = []
        if ours.returncode != 0 or ours_nodes != nodes:
            problems.append(f'pendule counted {ours_nodes} (exit {ours.returncode}), expected {nodes}')
        if peer_nodes != nodes:
            problems.append(f'stockfish counted {peer_nodes}, expected {nodes}')
        failed |= bool(problems)
        print(f'perft {name} d{depth} ({nodes} nodes): '
              f'pendule {ours_wall:.3f}s wall {ours_cpu:.3f}s cpu | '
              f'stockfish {peer_wall:.3f}s wall {peer_cpu:.3f}s cpu | '
              f'ratio wall {ours_wall / peer_wall:.2f} cpu {ours_cpu / max(peer_cpu, 1e-9):.2f}'
              + (('  FAILED: ' + '; '.join(problems)) if problems else ''))
        sys.stdout.flush()
    return failed


def bench_validate(cli, runs):
    """PLACEHOLDER for the PGN helper: time `pendule-cli validate FILE.pgn` against
    `pgn-extract -s -o /dev/null FILE.pgn` on /work/shared/reference/bench/random-20k.pgn.gz
    (decompressed to a temporary file), check that validate exits 0, print the ratio, and return
    True on failure. Until `validate` exists this comparison is skipped."""
    print('validate: not measured yet (the PGN module adds it here)')
    return False


def find(binary, explicit):
    if explicit:
        return explicit
    for d in ('/usr/games', '/usr/bin'):
        if os.path.exists(os.path.join(d, binary)):
            return os.path.join(d, binary)
    return shutil.which(binary)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--cli', default=os.path.join(ROOT, 'build', 'release', 'src', 'pendule-cli'))
    parser.add_argument('--stockfish', default=None)
    parser.add_argument('--runs', type=int, default=5)
    parser.add_argument('--only', default=None, help='one perft position by name (start, kiwipete, cpw-pos3)')
    args = parser.parse_args()
    stockfish = find('stockfish', args.stockfish)
    if not os.path.exists(args.cli):
        sys.exit(f'peer_bench: {args.cli} not found (build the release first)')
    if not stockfish:
        sys.exit('peer_bench: stockfish not found (Debian package stockfish)')
    print(f'pendule-cli: {args.cli}\nstockfish: {stockfish}\nruns: {args.runs} after one warm-up, medians')
    failed = bench_perft(args.cli, stockfish, args.runs, args.only)
    failed |= bench_validate(args.cli, args.runs)
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
