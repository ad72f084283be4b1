#!/usr/bin/env bash
# Side by side: Pendule's can_checkmate (pendule_bench_unwinnability) against CHA, Miguel Ambrona's
# Chess Unwinnability Analyzer (github:miguel-ambrona/D3-Chess, GPL v3), on the same positions, one
# program after the other (docs/unwinnability.md). Not in CI: CHA is built by hand, outside
# this repository (none of its code comes here); this script only runs a CHA binary it is given.
#
#   bench/cha_side_by_side.sh CHA_BINARY PENDULE_BUILD_DIR [FILE... [--unlabelled FILE]...]
#
# FILEs are `XY FEN` lines (XY in WB, W-, -B, --: which sides can still checkmate; `#` lines are
# comments); without FILEs, the shared sets ../shared/reference/unwinnability/{chasolver-positions,
# d3chess-test-vector}.txt. A file after --unlabelled has no labels (`WB FEN` lines, or plain FENs):
# only decided, unknown, the Yes/No split and the times count, and the verdicts of the two programs
# are compared with each other.
#
# For each file: Pendule's bench (--any-material --cpu-time --list-unknown --list-slower 0, which
# lists every position's time) over the whole file, then CHA in its full mode (no option: the default
# limit of 500,000 nodes) asked "FEN white" and "FEN black" for every position the bench accepted (a
# FEN the bench refuses is left out of both). Printed for both: sides decided, wrong against the
# labels, unknown, the total CPU time (the sum over positions, and the process's user+system time),
# mean, median, p99 and worst per position (both sides together, as the bench times them), the ratio
# of the totals, the same totals over the positions both programs decide on both sides, and the sides
# where their verdicts differ. Per-position times are CPU times for both: the bench's --cpu-time
# (clock()), and for CHA the CPU its threads used between a position's first question and its last
# answer (/proc/PID/task/*/schedstat, nanoseconds; CHA is fed one question at a time and answers
# before it is asked the next). CHA's own "time" field (wall clock) is summed too, for reference. The
# load average is printed before and after each run: the development machine is shared, compare CPU
# times.
#
# Building CHA (done by hand, once, in a folder outside the repository: ../cha below, beside the
# checkout). D3-Chess's README and lib/stockfish/Makefile ask for Stockfish at commit 51deae8, built
# for ARCH=x86-64, linked into libstockfish.so with their stockfish.cpp. Stockfish's `make build`
# first downloads its NNUE network (the `net` target) to embed it; CHA never evaluates a position, so
# the network is switched off (-DNNUE_EMBEDDING_OFF) and the `all` target is built instead, with -fPIC
# since the objects go into a shared library. CHA is linked against the library where it was built
# (rpath) instead of installing it in /usr/local. From the repository's root:
#
#   mkdir -p ../cha && cd ../cha
#   git clone https://github.com/miguel-ambrona/D3-Chess D3-Chess
#   cd D3-Chess && git checkout 0adad15          # the commit measured below
#   cd lib/stockfish
#   git clone --no-checkout https://github.com/official-stockfish/Stockfish Stockfish
#   (cd Stockfish && git checkout 51deae8)
#   sed -i '/^OBJS/i SRCS += stockfish.cpp' Stockfish/src/Makefile      # as their Makefile does
#   cp stockfish.cpp stockfish.h Stockfish/src/
#   cd Stockfish/src
#   make all -j2 ARCH=x86-64 EXTRACXXFLAGS="-DNNUE_EMBEDDING_OFF -fPIC"
#   g++ -Wl,--no-as-needed -lpthread -shared -o libstockfish.so -fPIC *.o
#   cd ../../../../src
#   SF=$PWD/../lib/stockfish/Stockfish/src
#   g++ -o cha util.cpp semistatic.cpp dynamic.cpp cha.cpp main.cpp -lpthread -O3 -I"$SF" -L"$SF" \
#       -Wl,-rpath,"$SF" -lstockfish
#   printf '8/8/8/8/8/8/8/K1k5 w - - white\nquit\n' | ./cha       # "unwinnable nodes 0 ..."
#
# then, from the repository's root: bench/cha_side_by_side.sh ../cha/D3-Chess/src/cha build/release
# (relative paths are read from the repository's root, where the script runs).
#
# On 2026-11-26 (GCC 12.2, Debian 12) this built without an error (Stockfish: 1 min 8 s wall at -j2 on
# the loaded machine; CHA: 11 s). CHA then reports version 2.6.1 (D3-Chess 0adad15).
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: bench/cha_side_by_side.sh CHA_BINARY PENDULE_BUILD_DIR [FILE... [--unlabelled FILE]...]" >&2
    exit 2
}
[ $# -ge 2 ] || usage
cha=$1
build=$2
shift 2
bench="$build/bench/pendule_bench_unwinnability"
[ -x "$cha" ] || { echo "$cha: not an executable (CHA's binary)" >&2; exit 2; }
[ -x "$bench" ] || { echo "$bench: not built (cmake --build $build --target pendule_bench_unwinnability)" >&2; exit 2; }
if [ $# -eq 0 ]; then
    sets=../shared/reference/unwinnability
    set -- "$sets/chasolver-positions.txt" "$sets/d3chess-test-vector.txt"
fi

read -r -d '' driver <<'PYTHON' || true
import os, re, select, subprocess, sys, tempfile, time

cha_path, bench_path = sys.argv[1], sys.argv[2]
files = []  # (path, labelled)
args = sys.argv[3:]
i = 0
while i < len(args):
    if args[i] == "--unlabelled":
        if i + 1 >= len(args):
            sys.exit("--unlabelled needs a FILE")
        files.append((args[i + 1], False))
        i += 2
    else:
        files.append((args[i], True))
        i += 1

LABELLED = re.compile(r"^[W-][B-] ")

def load():
    return "load %.2f %.2f %.2f" % os.getloadavg()

def percentile(sorted_values, percent):
    # nearest rank, as pendule_bench_unwinnability computes it
    if not sorted_values:
        return 0
    rank = (len(sorted_values) * percent + 99) // 100
    return sorted_values[max(rank, 1) - 1]

def run_timed(argv, **kwargs):
    """Runs argv to its end; returns (exit status, stdout, user+system CPU seconds)."""
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True, **kwargs)
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return proc.returncode, out, usage.ru_utime + usage.ru_stime

def read_positions(path, labelled):
    """[(line number, label or None, FEN, the line as the bench sees it)]"""
    positions = []
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip("\r\n")
            if not line.strip() or line.startswith("#"):
                continue
            if LABELLED.match(line):
                label, fen = line[:2], line[3:]
            elif labelled:
                sys.exit("%s:%d: expected `XY FEN` with XY in WB, W-, -B, --" % (path, number))
            else:
                label, fen = "WB", line.strip()
            positions.append((number, label if labelled else None, fen, "WB " + fen if not labelled else line))
    return positions

# --- CHA, one question at a time -------------------------------------------------------------

class Cha:
    def __init__(self):
        self.start()

    def start(self):
        self.proc = subprocess.Popen([cha_path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, bufsize=0)
        self.buffer = b""
        banner = self.readline(60)
        if banner is None or "Unwinnability" not in banner:
            sys.exit("%s: no CHA banner (%r)" % (cha_path, banner))

    def readline(self, timeout):
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                chunk = os.read(fd, 65536)
                if not chunk:
                    return None
                self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode()

    def cpu_ns(self):
        """CPU time of all CHA's threads, in nanoseconds (waits until the main thread sleeps in its
        read, so that the answer's own work is counted)."""
        pid = self.proc.pid
        for _ in range(10000):
            with open("/proc/%d/task/%d/stat" % (pid, pid)) as f:
                state = f.read().rsplit(")", 1)[1].split()[0]
            if state != "R":
                break
            time.sleep(0)
        total = 0
        for tid in os.listdir("/proc/%d/task" % pid):
            try:
                with open("/proc/%d/task/%s/schedstat" % (pid, tid)) as f:
                    total += int(f.read().split()[0])
            except FileNotFoundError:
                pass
        return total

    def ask(self, fen, side):
        """(verdict 'yes'/'no'/'unknown'/'error', CHA's own wall time in us)"""
        self.proc.stdin.write(("%s %s\n" % (fen, side)).encode())
        answer = self.readline(600)
        if answer is None:
            return "error", 0, "no answer within 600 s or CHA stopped"
        words = answer.split()
        # "winnable e8d8 ... g8f7#", or "winnable#" when the mate is already on the board
        verdict = {"winnable": "yes", "unwinnable": "no", "undetermined": "unknown"}.get(
            words[0].rstrip("#") if words else "", "error")
        us = 0
        if "time" in words:
            us = int(words[words.index("time") + 1])
        return verdict, us, answer

    def finish(self):
        """Asks CHA to quit; returns its process CPU (user+system seconds)."""
        self.proc.stdin.write(b"quit\n")
        self.proc.stdin.close()
        while self.readline(60) is not None:
            pass
        _, _, usage = os.wait4(self.proc.pid, 0)
        return usage.ru_utime + usage.ru_stime

    def restart(self):
        """Starts CHA again after a question it did not answer; returns the CPU (user+system
        seconds) of the process it replaces."""
        self.proc.kill()
        _, _, usage = os.wait4(self.proc.pid, 0)
        self.start()
        return usage.ru_utime + usage.ru_stime

# --- one file ---------------------------------------------------------------------------------

def fmt_ms(us):
    return "%.2f ms" % (us / 1000.0)

def summary(name, positions, decided, wrong, unknown, yes, sum_us, process_s, median, p99, worst):
    sides = 2 * positions
    pct = 100.0 * decided / sides if sides else 0.0
    return "  %-9s decided %5d of %5d (%6.2f%%)  wrong %5s  unknown %4d  Yes/No %d/%d  CPU %7.1f s (process %7.1f s)  mean %s  median %s  p99 %s  worst %s" % (
        name, decided, sides, pct, wrong, unknown, yes, decided - yes, sum_us / 1e6, process_s,
        fmt_ms(sum_us / positions if positions else 0), fmt_ms(median), fmt_ms(p99), fmt_ms(worst))

failures = 0
for path, labelled in files:
    positions = read_positions(path, labelled)
    print("== %s (%s; %d positions)" % (path, "labelled" if labelled else "unlabelled", len(positions)))

    # Pendule, over the whole file (an unlabelled file is given `WB` labels: its "wrong" are its No)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as tmp:
        for _, _, _, line in positions:
            tmp.write(line + "\n")
        bench_input = tmp.name
    before = load()
    status, out, pendule_process_s = run_timed([bench_path, "--any-material", "--cpu-time", "--list-unknown", "--list-slower", "0", bench_input])
    after = load()
    os.unlink(bench_input)
    print("  Pendule run: %s before, %s after (exit status %d)" % (before, after, status))
    if status not in (0, 1):
        sys.stdout.write(out)
        sys.exit("pendule_bench_unwinnability failed on %s" % path)
    refused = {}  # the bench's line number -> its message
    pendule_verdict = {}  # (bench line, side) -> verdict where it differs from the label
    pendule_line = None
    pendule_times = []  # us per judged position, in order (--list-slower 0 lists them all)
    for out_line in out.splitlines():
        m = re.match(r"slow (\d+) us: ", out_line)
        if m:
            pendule_times.append(int(m.group(1)))
            continue
        m = re.match(r"refused [^:]*:(\d+): (.*)$", out_line)
        if m:
            refused[int(m.group(1))] = m.group(2)
            continue
        m = re.match(r"unknown (White|Black): (.*)$", out_line)
        if m:
            pendule_verdict[(m.group(2), m.group(1))] = "unknown"
            continue
        m = re.match(r"WRONG (White|Black) (\w+): (.*) \(", out_line)
        if m:
            pendule_verdict[(m.group(3), m.group(1))] = "wrong"
            continue
        if out_line.startswith(bench_input + ":"):
            pendule_line = out_line
    if pendule_line is None:
        sys.stdout.write(out)
        sys.exit("no summary line from the bench")
    m = re.search(r"positions (\d+), sides (\d+), decided (\d+) .*correct (\d+), wrong (\d+), unknown (\d+); "
                  r"time total (\d+) ms, mean (\d+) us/position, median (\d+) us, p99 (\d+) us, worst (\d+) us \((.*)\)",
                  pendule_line)
    p_positions, _, p_decided, p_correct, p_wrong, p_unknown, p_total_ms, _, p_median, p_p99, p_worst = map(int, m.groups()[:11])
    p_worst_fen = m.group(12)
    p_sum_us = p_total_ms * 1000  # the bench prints the sum of its per-position times in ms

    # The bench numbers the lines of its own input (the positions only, in order): map back
    kept = [p for index, p in enumerate(positions) if index + 1 not in refused]
    for index, message in sorted(refused.items()):
        print("  left out of both, refused by Pendule's FEN reader: %s:%d: %s" % (
            path, positions[index - 1][0], message))

    pendule_unknown = {key for key, value in pendule_verdict.items() if value == "unknown"}

    def label_of(label, side):
        return (label[0] == "W") if side == "White" else (label[1] == "B")

    # CHA
    cha = Cha()
    before = load()
    cha_times, cha_own_us = [], 0
    c_decided = c_wrong = c_unknown = c_yes = c_errors = 0
    c_worst = (-1, "")
    disagreements, cha_wrong_lines, errors = [], [], []
    both_decided_us = [0, 0, 0]  # positions both programs decide on both sides: count, Pendule, CHA
    cpu_cha_s_restarted = 0.0
    for number, label, fen, line in kept:
        start_ns = cha.cpu_ns()
        verdicts = {}
        for side, word in (("White", "white"), ("Black", "black")):
            verdict, us, answer = cha.ask(fen, word)
            cha_own_us += us
            if verdict == "error":
                errors.append("%s %s: %s" % (side, line, answer))
                cpu_cha_s_restarted += cha.restart()
                start_ns = cha.cpu_ns()
                verdict = "unknown"
            verdicts[side] = verdict
        spent_us = (cha.cpu_ns() - start_ns) // 1000
        cha_times.append(spent_us)
        if spent_us > c_worst[0]:
            c_worst = (spent_us, fen)
        if (len(pendule_times) == len(kept) and "unknown" not in verdicts.values() and
                (line, "White") not in pendule_unknown and (line, "Black") not in pendule_unknown):
            both_decided_us[0] += 1
            both_decided_us[1] += pendule_times[len(cha_times) - 1]
            both_decided_us[2] += spent_us
        for side in ("White", "Black"):
            verdict = verdicts[side]
            if verdict == "unknown":
                c_unknown += 1
                continue
            c_decided += 1
            c_yes += verdict == "yes"
            pv = pendule_verdict.get((line, side))
            if labelled:
                expected = label_of(label, side)
                if (verdict == "yes") != expected:
                    c_wrong += 1
                    cha_wrong_lines.append("%s %s: %s" % (side, verdict, line))
                p = "unknown" if pv == "unknown" else ("yes" if expected != (pv == "wrong") else "no")
            else:
                p = "unknown" if pv == "unknown" else ("no" if pv == "wrong" else "yes")
            if p != "unknown" and p != verdict:
                disagreements.append("%s: Pendule %s, CHA %s: %s" % (side, p, verdict, fen))
    cha_process_s = cha.finish() + cpu_cha_s_restarted
    after = load()
    print("  CHA run: %s before, %s after" % (before, after))

    sorted_times = sorted(cha_times)
    c_sum_us = sum(cha_times)
    p_wrong_text = str(p_wrong) if labelled else "n/a"
    # Yes among Pendule's decided sides: labelled, from the labels and the wrong ones; unlabelled,
    # the bench's "correct" against the WB labels
    if labelled:
        p_yes = 0
        for number, label, fen, line in kept:
            for side in ("White", "Black"):
                pv = pendule_verdict.get((line, side))
                if pv == "unknown":
                    continue
                expected = label_of(label, side)
                p_yes += expected != (pv == "wrong")
    else:
        p_yes = p_correct
    print(summary("Pendule", p_positions, p_decided, p_wrong_text, p_unknown, p_yes, p_sum_us,
                  pendule_process_s, p_median, p_p99, p_worst))
    print(summary("CHA full", len(kept), c_decided, str(c_wrong) if labelled else "n/a", c_unknown, c_yes,
                  c_sum_us, cha_process_s, percentile(sorted_times, 50), percentile(sorted_times, 99),
                  max(c_worst[0], 0)))
    print("  ratio Pendule/CHA: CPU %.2f (sums over positions), %.2f (processes)" % (
        p_sum_us / c_sum_us if c_sum_us else float("nan"),
        pendule_process_s / cha_process_s if cha_process_s else float("nan")))
    if both_decided_us[2]:
        print("  the %d positions both decide on both sides: Pendule %.1f s, CHA %.1f s of CPU, ratio %.2f" % (
            both_decided_us[0], both_decided_us[1] / 1e6, both_decided_us[2] / 1e6,
            both_decided_us[1] / both_decided_us[2]))
    print("  CHA's own wall clock (its `time` field), summed: %.1f s" % (cha_own_us / 1e6))
    print("  worst position: Pendule %s; CHA %s" % (p_worst_fen, c_worst[1]))
    print("  sides both decided with different verdicts: %d" % len(disagreements))
    for d in disagreements[:20]:
        print("    " + d)
    for w in cha_wrong_lines:
        print("  CHA wrong: " + w)
    for e in errors:
        print("  CHA error (counted unknown): " + e)
    if p_positions != len(kept):
        print("  WARNING: the bench judged %d positions, CHA %d" % (p_positions, len(kept)))
        failures += 1
    sys.stdout.flush()
sys.exit(1 if failures else 0)
PYTHON

echo "== $(date -u '+%Y-%m-%d %H:%M UTC'); $(uptime)"
echo "== Pendule: $bench; CHA: $cha"
exec python3 -c "$driver" "$cha" "$bench" "$@"
