#!/usr/bin/env python3
"""Pendule against its peers, side by side: perft against Stockfish, validate against pgn-extract.

usage: bench/peer_bench.py [--cli PATH] [--stockfish PATH] [--pgn-extract PATH] [--pgn-gz FILE]
                           [--runs N] [--only NAME|validate]

Each command is run once to warm up, then N times (default 5); the median wall time and the median
CPU time (user + system of the child, less sensitive to a busy machine) are printed with the ratio
ours / peer (below 1.0: Pendule is faster). Node counts are checked for both programs: a wrong
count is a failure whatever the speed. Exit status 1 if anything failed.

Stockfish is driven over UCI: "position fen FEN / go perft D / quit". Its time includes loading
its network at start-up, as Pendule's includes building its tables: both are whole-program times.
Each perft position is timed four times for Pendule: without its perft table (the generator alone,
as Stockfish counts) and with `--hash 16` (subtree counts kept by position and depth), each on the
default threads (one per processor, the subtrees shared out) and with `--threads 1` (Stockfish's
`go perft` uses one thread: the CPU ratio of that run compares the generators core for core).
"""
import argparse
import gzip
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (name, FEN, depth, expected leaf nodes): the positions of the official comparison.
PERFT_POSITIONS = [
    ('start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 6, 119060324),
    ('kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 5, 193690690),
    ('cpw-pos3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 7, 178633661),
]

# Chess960: positions 0, 2 and 17 of the chessprogramming wiki's "Chess960 Perft Results"
# (the table tests/core/rules/perft_960_cases.hpp holds). Pendule with --chess960, Stockfish with
# "setoption name UCI_Chess960 value true".
PERFT_960_POSITIONS = [
    ('960-pos0', 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9', 6, 227689589),
    ('960-pos2', 'b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9', 6, 177654692),
    ('960-pos17', 'bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 9', 5, 29032175),
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


# The perft table's size for the second Pendule figure of each position (`perft --hash MB`).
PERFT_HASH_MB = 16


def bench_perft(cli, stockfish, runs, only):
    """Each position: Pendule without then with its perft table, each against the same Stockfish
    runs (Stockfish's `go perft` has no table)."""
    failed = False
    positions = [(p, False) for p in PERFT_POSITIONS] + [(p, True) for p in PERFT_960_POSITIONS]
    for (name, fen, depth, nodes), chess960 in positions:
        if only and name != only and not (only == 'chess960' and chess960):
            continue
        peer_input = ('setoption name UCI_Chess960 value true\n' if chess960 else '') + \
            f'position fen {fen}\ngo perft {depth}\nquit\n'
        peer_wall, peer_cpu, peer = measure([stockfish], runs, peer_input)
        peer_nodes = last_number(peer.stdout, 'Nodes searched:')
        hashed = ['--hash', str(PERFT_HASH_MB)]
        for label, extra in (('no table', []), (f'--hash {PERFT_HASH_MB}', hashed),
                             ('no table, --threads 1', ['--threads', '1']),
                             (f'--hash {PERFT_HASH_MB}, --threads 1', hashed + ['--threads', '1'])):
            ours_wall, ours_cpu, ours = measure([cli, 'perft', str(depth), '--fen', fen]
                                                + (['--chess960'] if chess960 else []) + extra, runs)
            ours_nodes = last_number(ours.stdout, 'nodes ')
            problems = []
            if ours.returncode != 0 or ours_nodes != nodes:
                problems.append(f'pendule counted {ours_nodes} (exit {ours.returncode}), expected {nodes}')
            if peer_nodes != nodes:
                problems.append(f'stockfish counted {peer_nodes}, expected {nodes}')
            failed |= bool(problems)
            report(f'perft {name} d{depth} ({nodes} nodes, {label})', ours_wall, ours_cpu,
                   'stockfish', peer_wall, peer_cpu, problems)
    return failed


def report(what, ours_wall, ours_cpu, peer_name, peer_wall, peer_cpu, problems):
    """One line: both programs' times, the ratios, and what went wrong."""
    print(f'{what}: '
          f'pendule {ours_wall:.3f}s wall {ours_cpu:.3f}s cpu | '
          f'{peer_name} {peer_wall:.3f}s wall {peer_cpu:.3f}s cpu | '
          f'ratio wall {ours_wall / peer_wall:.2f} cpu {ours_cpu / max(peer_cpu, 1e-9):.2f}'
          + (('  FAILED: ' + '; '.join(problems)) if problems else ''))
    sys.stdout.flush()


# The shared reference folder beside the checkout (../shared); --pgn-gz names another file.
PGN_GZ = os.path.join(ROOT, '..', 'shared', 'reference', 'bench', 'random-20k.pgn.gz')


def bench_validate(cli, pgn_extract, runs, pgn_gz):
    """`pendule-cli validate FILE.pgn` (default threads, then --threads 1) against
    `pgn-extract -s -o /dev/null FILE.pgn` on the 20,000 random games, decompressed to a temporary
    file. validate must exit 0 with the last line `games 20000 moves M errors 0`, and pgn-extract
    must exit 0. Returns True on failure."""
    if not pgn_extract:
        print('validate: pgn-extract not found (Debian package pgn-extract): not measured')
        return True
    if not os.path.exists(pgn_gz):
        print(f'validate: {pgn_gz} not found: not measured')
        return True
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        pgn = os.path.join(tmp, 'random-20k.pgn')
        with gzip.open(pgn_gz, 'rb') as src, open(pgn, 'wb') as dst:
            shutil.copyfileobj(src, dst)
        peer_wall, peer_cpu, peer = measure([pgn_extract, '-s', '-o', os.devnull, pgn], runs)
        if peer.returncode != 0:
            print(f'validate: pgn-extract exited {peer.returncode}')
            failed = True
        for label, extra in (('default threads', []), ('--threads 1', ['--threads', '1'])):
            ours_wall, ours_cpu, ours = measure([cli, 'validate'] + extra + [pgn], runs)
            last = ours.stdout.strip().splitlines()[-1] if ours.stdout.strip() else ''
            problems = []
            if ours.returncode != 0 or not (last.startswith('games 20000 moves ') and last.endswith(' errors 0')):
                problems.append(f'exit {ours.returncode}, last line "{last}" {ours.stderr.strip()[:200]}')
            failed |= bool(problems)
            report(f'validate 20,000 random games ({label})', ours_wall, ours_cpu,
                   'pgn-extract', peer_wall, peer_cpu, problems)
    return failed


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
    parser.add_argument('--pgn-extract', default=None)
    parser.add_argument('--pgn-gz', default=PGN_GZ, help='the validate benchmark games (gzip)')
    parser.add_argument('--only', default=None,
                        help='one perft position by name (start, kiwipete, cpw-pos3, 960-pos0, 960-pos2, '
                             '960-pos17), "chess960" (the three Chess960 ones), or "validate"')
    args = parser.parse_args()
    stockfish = find('stockfish', args.stockfish)
    if not os.path.exists(args.cli):
        sys.exit(f'peer_bench: {args.cli} not found (build the release first)')
    if not stockfish:
        sys.exit('peer_bench: stockfish not found (Debian package stockfish)')
    print(f'pendule-cli: {args.cli}\nstockfish: {stockfish}\nruns: {args.runs} after one warm-up, medians')
    failed = False
    if args.only != 'validate':
        failed |= bench_perft(args.cli, stockfish, args.runs, args.only)
    if not args.only or args.only == 'validate':
        failed |= bench_validate(args.cli, find('pgn-extract', args.pgn_extract), args.runs, args.pgn_gz)
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
