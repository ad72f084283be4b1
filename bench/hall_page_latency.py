#!/usr/bin/env python3
"""Latency from a board's journal write to the hall page's live feed, at many boards, optionally
through faults and with the hall checked against every journal afterwards.

usage: bench/hall_page_latency.py --build BUILD_DIR [--boards 200] [--duration 60] [--pages 1]
                                  [--probe-every 10] [--faults] [--verify] [--work DIR]
       bench/hall_page_latency.py --build BUILD_DIR --analyse DIR

A hall as scripts/hall.sh sets it up (accounts, ACL, a persistent mosquitto with configs/hall's
template) on free 127.0.0.1 ports; `pendule-cli hall-sim --speed 1` runs the boards (journaled and
published through JournalPublisher, as the window does, each with its own account). PAGES
connections read /api/events: the first here, raw, noting when each board's state with each
last_seq arrived (system clock ms, from `board` events and from the whole hall's `boards` event a
connection starts with); the others with curl, each in a loop that connects again a second after
its connection ended, as a browser's EventSource does. Afterwards every checkpoint record of the
boards' journal files (the only records with the wall time of their writing: at speed 1 the
simulation writes a checkpoint at wall0 + game time) is looked up: its latency is the first
arrival, on the first page, of that board with a last_seq at or past it, minus the checkpoint's
wall time. Printed: p50 / p99 / max over every checkpoint, how many never arrived, the CPU of the
hall, of the broker (summed over every process that ran) and of hall-sim (its processes
included), the peak resident memory of the hall and of the broker (VmHWM, the largest of their
processes), and a page's time to its first full picture: every PROBE_EVERY seconds a new
connection to /api/events, timed from the connect to the end of its first `boards` event, which
must hold every board. The simulation's own lag (a checkpoint written late on a busy machine)
counts as latency.

--faults: the broker is SIGKILLed at 30 % and 70 % of the run and the hall at 50 %, each started
again 2 s later (the broker from its last autosave). The latency is then also given without the
checkpoints written from 2 s before a kill (what the broker had taken and not passed on yet is lost
with it) to 10 s after the restart, and the probes during those windows are counted apart.
Minute by minute too. --work DIR keeps the run (journals, database, logs, latencies.tsv and
faults.tsv), and --analyse DIR prints the latencies again from those files.
--verify: the boards pause their clocks when the duration is over (hall-sim --pause-at-end), and the
hall must then equal every journal (tests/hall/hall_compare.py: stored journals byte for byte, nothing
kept aside, /api/boards equal to `pendule-cli replay`), within 180 s; the time it took is printed.
Exit 1 when a checkpoint never arrived or the hall is not equal.
"""
import argparse
import glob
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "tests", "hall"))
from loopback import first_picture, free_port  # noqa: E402
from hall_compare import compare  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--build", required=True)
ap.add_argument("--boards", type=int, default=200)
ap.add_argument("--duration", type=int, default=60)
ap.add_argument("--pages", type=int, default=1)
ap.add_argument("--probe-every", type=float, default=10)
ap.add_argument("--faults", action="store_true")
ap.add_argument("--verify", action="store_true")
ap.add_argument("--work", help="keep everything in this folder (emptied first); default: a temporary one, removed")
ap.add_argument("--analyse", metavar="DIR", help="print the latencies again from a run kept with --work DIR")
args = ap.parse_args()
hall_bin = os.path.abspath(os.path.join(args.build, "src", "pendule-hall"))
cli = os.path.abspath(os.path.join(args.build, "src", "pendule-cli"))
mosquitto = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
EVENT = "sim"


def now_ms():
    return time.time() * 1000


def peak_rss_mb(pid):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0


def cpu_seconds(pid):
    try:
        stat = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    except OSError:
        return 0
    return (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")


class Server:
    """The broker or the hall: started again after a kill, its CPU and peak memory kept over every
    process it ran as."""

    def __init__(self, name, argv, port, log):
        self.name, self.argv, self.port, self.log = name, argv, port, log
        self.cpu, self.peak, self.proc = 0.0, 0.0, None

    def start(self):
        started = time.monotonic()
        self.proc = subprocess.Popen(self.argv, stdout=self.log, stderr=self.log)
        # (a hall started again listens at once; on a database without checkpoints it first counts
        # every record: up to 60 s)
        while time.monotonic() - started < 60:
            try:
                socket.create_connection(("127.0.0.1", self.port), 0.2).close()
                return time.monotonic() - started
            except OSError:
                time.sleep(0.05)
        sys.exit(f"{self.name}: nothing listens on port {self.port} after 60 s")

    def account(self):
        self.cpu += cpu_seconds(self.proc.pid)
        self.peak = max(self.peak, peak_rss_mb(self.proc.pid))

    def kill(self):
        self.account()
        self.proc.kill()
        self.proc.wait()


SEQ = re.compile(rb'"board": (\d+),.*?"last_seq": (-?\d+)', re.S)
arrivals = {}  # board -> list of (last_seq, arrival ms), first page only
stop = threading.Event()
probes = []  # (wall ms at the probe, ms to the full picture or None, boards)
http = None


def probe_pages():
    """A new page every --probe-every seconds while the boards play."""
    while not stop.wait(args.probe_every):
        at = now_ms()
        try:
            ms, boards = first_picture(http)
            probes.append((at, ms, boards))
        except OSError:
            probes.append((at, None, 0))


def read_first_page():
    """Page 0, read raw; it connects again a second after its connection ends (the hall killed)."""
    while not stop.is_set():
        try:
            s = socket.create_connection(("127.0.0.1", http), 5)
            s.sendall(b"GET /api/events HTTP/1.1\r\nHost: hall\r\n\r\n")
            s.settimeout(0.5)
        except OSError:
            stop.wait(1)
            continue
        buffer = b""
        while not stop.is_set():
            try:
                data = s.recv(1 << 16)
            except socket.timeout:
                continue
            except OSError:
                break
            if not data:
                break
            arrived = now_ms()
            buffer += data
            while b"\n\n" in buffer:
                event, buffer = buffer.split(b"\n\n", 1)
                # (an event may begin with the chunked encoding's size line)
                if b"event: board\n" in event or b"event: boards\n" in event:
                    for board, seq in SEQ.findall(event):
                        arrivals.setdefault(int(board), []).append((int(seq), arrived))
        s.close()
        stop.wait(1)


def percentile(values, q):
    return values[min(len(values) - 1, int(q * len(values)))]


def latency_line(values):
    values = sorted(values)
    if not values:
        return "none"
    return f"p50 {percentile(values, 0.5):.0f} ms, p99 {percentile(values, 0.99):.0f} ms, max {values[-1]:.0f} ms"


def fault_test(windows):
    """Whether a wall time (ms) is in a fault's window: from 2 s before the kill (what the broker had
    taken and not yet passed on is lost with it) to 10 s after the restart."""
    return lambda wall: any(kill - 2000 <= wall <= back + 10000 for kill, back in windows)


def report_latencies(rows, windows):
    """The latencies of `rows` (wall ms of the checkpoint, latency ms, board, seq): all, outside the
    fault windows, and minute by minute (by the checkpoint's wall time)."""
    in_fault = fault_test(windows)
    if windows:
        steady = [r[1] for r in rows if not in_fault(r[0])]
        print(f"  without the {len(windows)} fault windows (2 s before a kill to 10 s after the restart): "
              f"{len(steady)} checkpoints, {latency_line(steady)}")
    rows = sorted(rows)
    t_first = rows[0][0]
    for minute in range(int((rows[-1][0] - t_first) // 60000) + 1):
        part = [r[1] for r in rows if minute * 60000 <= r[0] - t_first < (minute + 1) * 60000]
        slow = sum(1 for x in part if x > 50)
        faults = sum(1 for kill, _ in windows if minute * 60000 <= kill - t_first < (minute + 1) * 60000)
        print(f"  minute {minute + 1}: {len(part)} checkpoints, {latency_line(part)}, {slow} over 50 ms"
              + (f" ({faults} kill)" if faults else ""))


if args.analyse:
    # The figures again from a kept run's files (latencies.tsv, faults.tsv).
    table = lambda name: [line.split("\t") for line in open(f"{args.analyse}/{name}").read().splitlines()[1:]]
    rows = [(int(w), float(l), int(b), int(q)) for w, l, b, q in table("latencies.tsv")]
    windows = [(float(k), float(b)) for k, b in table("faults.tsv")]
    print(f"{len(rows)} checkpoints, journal write -> page {latency_line([r[1] for r in rows])}")
    report_latencies(rows, windows)
    sys.exit(0)

work = os.path.abspath(args.work) if args.work else tempfile.mkdtemp(prefix="pendule-page-latency-")
if args.work:
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
broker, http = free_port(), free_port()
api = f"http://127.0.0.1:{http}"
data = f"{work}/data"
subprocess.run(["bash", os.path.join(here, "..", "scripts", "hall.sh"), "--setup-only", "--boards", str(args.boards),
                "--port", str(broker), "--address", "127.0.0.1", "--data", data], check=True, stdout=subprocess.DEVNULL)
log = open(f"{work}/servers.log", "ab")
broker_server = Server("broker", [mosquitto, "-c", f"{data}/broker/mosquitto.conf"], broker, log)
hall_server = Server("hall", [hall_bin, "--broker", f"mqtt://127.0.0.1:{broker}", "--user", "hall", "--password-file",
                              f"{data}/secrets/hall.password", "--http", f"127.0.0.1:{http}", "--data",
                              f"{data}/hall", "--event", EVENT], http, log)
pages = []
windows = []  # (kill wall ms, back wall ms)
status = 0
try:
    broker_server.start()
    hall_server.start()
    # Page 0 is read here; the others by curl (C: the bench's own Python must not starve the machine).
    for _ in range(args.pages - 1):
        pages.append(subprocess.Popen(["sh", "-c", f"while :; do curl -s -N -o /dev/null {api}/api/events; sleep 1; done"],
                                      start_new_session=True))
    readers = [threading.Thread(target=read_first_page), threading.Thread(target=probe_pages)]
    for r in readers:
        r.start()
    time.sleep(0.5)
    started = time.monotonic()
    sim = subprocess.Popen(["/usr/bin/time", "-f", "%U %S", "-o", f"{work}/sim.time", cli, "hall-sim", "--broker",
                            f"mqtt://127.0.0.1:{broker}", "--boards", str(args.boards), "--duration", str(args.duration),
                            "--seed", "1", "--speed", "1", "--event", EVENT, "--round", "1", "--journal-dir",
                            f"{work}/journals", "--hall-password-file", f"{data}/secrets/{{board}}.password"]
                           + (["--pause-at-end"] if args.verify else []),
                           stdout=open(f"{work}/sim.out", "w"), stderr=open(f"{work}/sim.err", "w"))
    restarts = []
    if args.faults:
        for share, server in ((0.3, broker_server), (0.5, hall_server), (0.7, broker_server)):
            time.sleep(max(0, started + share * args.duration - time.monotonic()))
            killed = now_ms()
            server.kill()
            time.sleep(2)
            restarts.append((server.name, server.start()))
            windows.append((killed, now_ms()))
            print(f"{time.strftime('%T')} {server.name} SIGKILLed at {share:.0%}, listening again "
                  f"{restarts[-1][1]:.2f} s after its start", flush=True)
    sim_status = sim.wait()
    sim_ended = time.monotonic()
    user, system = (float(x) for x in open(f"{work}/sim.time").read().split()[-2:])
    sim_cpu = user + system
    print(f"hall-sim ended (exit {sim_status}) after {sim_ended - started:.1f} s; "
          + open(f"{work}/sim.err").read().strip().replace("\n", "; "), flush=True)
    status = 1 if sim_status else 0
    if args.verify:
        summary, problems, equal = "", [], False
        while time.monotonic() - sim_ended < 180:
            tried = time.monotonic()  # the database and /api/boards are read from here on
            try:
                summary, problems, equal = compare(f"{data}/hall/hall.sqlite", cli, api, EVENT, args.boards,
                                                   [f"{work}/journals"])
            except OSError as e:
                summary, problems = f"not read: {e}", []
            if equal:
                break
            time.sleep(1)
        print(summary)
        for p in problems[:10]:
            print("  " + p)
        print(f"the hall equal to every journal in the comparison begun {tried - sim_ended:.1f} s after hall-sim "
              f"ended (it took {time.monotonic() - tried:.1f} s)" if equal else
              "the hall is NOT equal to the journals after 180 s")
        status = status or (0 if equal else 1)
    else:
        time.sleep(2)
    elapsed = time.monotonic() - started
    broker_server.account()
    hall_server.account()
    stop.set()
    for r in readers:
        r.join()

    in_fault = fault_test(windows)
    latencies, lost = [], 0
    rows = []  # (wall ms of the checkpoint, latency ms, board, seq), for the minutes and the file
    for path in glob.glob(f"{work}/journals/board-*/*.journal"):
        board = int(path.split("board-")[1].split("/")[0])
        got = arrivals.get(board, [])
        for line in open(path):
            m = re.search(r" checkpoint seq=(\d+) t=\d+ wall=(\d+)", line)
            if not m:
                continue
            seq, wall = int(m.group(1)), int(m.group(2))
            first = next((at for s, at in got if s >= seq), None)
            if first is None:
                lost += 1
                continue
            latencies.append(first - wall)
            rows.append((wall, first - wall, board, seq))
    if not latencies:
        sys.exit("no checkpoint reached the page")
    print(f"{args.boards} boards, {args.duration} s at speed 1, {args.pages} page(s) open: {len(latencies)} "
          f"checkpoints, journal write -> page {latency_line(latencies)}, {lost} never arrived")
    report_latencies(rows, windows)
    if args.work:
        with open(f"{work}/latencies.tsv", "w") as out:
            out.write("wall_ms\tlatency_ms\tboard\tseq\n")
            for wall, latency, board, seq in rows:
                out.write(f"{wall}\t{latency:.0f}\t{board}\t{seq}\n")
        with open(f"{work}/faults.tsv", "w") as out:
            out.write("kill_wall_ms\tback_wall_ms\n")
            for kill, back in windows:
                out.write(f"{kill:.0f}\t{back:.0f}\n")
    print(f"CPU over {elapsed:.0f} s: hall {100 * hall_server.cpu / elapsed:.0f} %, broker "
          f"{100 * broker_server.cpu / elapsed:.0f} %, hall-sim {100 * sim_cpu / elapsed:.0f} % of one core; "
          f"peak resident: hall {hall_server.peak:.0f} MB, broker {broker_server.peak:.0f} MB")
    full = [ms for at, ms, n in probes if ms is not None and n == args.boards and not in_fault(at)]
    faulted = [p for p in probes if in_fault(p[0])]
    others = len(probes) - len(faulted)
    print(f"a new page's first full picture ({args.boards} boards): {len(full)} of {others} probes outside the "
          f"fault windows had every board; "
          + (f"median {sorted(full)[len(full) // 2]:.0f} ms, max {max(full):.0f} ms" if full else "none")
          + (f"; during them {sum(1 for _, ms, n in faulted if ms is not None and n == args.boards)} of "
             f"{len(faulted)}" if faulted else ""))
    print(f"load average at the end {' '.join(open('/proc/loadavg').read().split()[:3])}")
    if lost or len(full) < others:
        status = 1
finally:
    stop.set()
    for p in pages:
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
    for server in (hall_server, broker_server):
        if server.proc and server.proc.poll() is None:
            server.proc.kill()
            server.proc.wait()
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
sys.exit(status)
