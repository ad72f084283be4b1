#!/usr/bin/env python3
"""Latency from a board's journal write to the hall page's live feed, at many boards.

usage: bench/hall_page_latency.py --build BUILD_DIR [--boards 200] [--duration 60] [--pages 1]
                                  [--probe-every 10]

A real mosquitto and pendule-hall on free 127.0.0.1 ports; `pendule-cli hall-sim --speed 1` runs the
boards (journaled and published through JournalPublisher, as the window does); PAGES
connections read /api/events (the first here, raw, noting when each board's state with each
last_seq arrived, system clock ms; the others with curl). Afterwards every checkpoint record of the boards' journal files (the only records with
the wall time of their writing: at speed 1 the simulation writes a checkpoint at wall0 + game time)
is looked up: its latency is the first arrival, on the first page, of that board with a last_seq
at or past it, minus the checkpoint's wall time. Printed: p50 / p99 / max over every checkpoint,
how many never arrived, the CPU of the hall, of the broker and of hall-sim (its processes
included) over the run, the hall's and the broker's peak resident memory (VmHWM), and a page's
time to its first full picture: every PROBE_EVERY seconds a new connection to /api/events, timed
from the connect to the end of its first `boards` event, which must hold every board.
The simulation's own lag (a checkpoint written late on a busy machine) counts as latency.
"""
import argparse
import glob
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "hall"))
from loopback import free_port, wait_port  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--build", required=True)
ap.add_argument("--boards", type=int, default=200)
ap.add_argument("--duration", type=int, default=60)
ap.add_argument("--pages", type=int, default=1)
ap.add_argument("--probe-every", type=float, default=10)
args = ap.parse_args()
hall_bin = os.path.join(args.build, "src", "pendule-hall")
cli = os.path.join(args.build, "src", "pendule-cli")
mosquitto = shutil.which("mosquitto") or "/usr/sbin/mosquitto"


def peak_rss_mb(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0


def first_picture():
    """A new page's connection: ms from connect to the end of its first `boards` event, and how many
    boards it held."""
    t0 = time.monotonic()
    s = socket.create_connection(("127.0.0.1", http), 10)
    s.sendall(b"GET /api/events HTTP/1.1\r\nHost: hall\r\n\r\n")
    data = b""
    while True:
        chunk = s.recv(1 << 16)
        if not chunk:
            break
        data += chunk
        at = data.find(b"event: boards\n")
        if at >= 0 and b"\n\n" in data[at:]:
            break
    ms = (time.monotonic() - t0) * 1000
    s.close()
    at = data.find(b"event: boards\n")
    event = data[at:].split(b"\n\n", 1)[0] if at >= 0 else b""
    return ms, len(re.findall(rb'"board": \d+', event))


probes = []  # (ms, boards)


def probe_pages(boards):
    """A new page every --probe-every seconds while the boards play."""
    while not stop.wait(args.probe_every):
        try:
            probes.append(first_picture())
        except OSError as e:
            probes.append((float("inf"), 0))
            print("probe:", e, file=sys.stderr)


def cpu_seconds(pid):
    stat = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")


work = tempfile.mkdtemp(prefix="pendule-page-latency-")
broker, http = free_port(), free_port()
with open(f"{work}/m.conf", "w") as f:
    f.write(f"listener {broker} 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 0\n")
procs = []
arrivals = {}  # board -> list of (last_seq, arrival ms), first page only
stop = threading.Event()
SEQ = re.compile(rb'"board": (\d+),.*?"last_seq": (-?\d+)')


def read_pages(count):
    """Every page's connection in one thread (selectors): page 0's board events are noted."""
    import selectors
    sel = selectors.DefaultSelector()
    for index in range(count):
        s = socket.create_connection(("127.0.0.1", http), 5)
        s.sendall(b"GET /api/events HTTP/1.1\r\nHost: hall\r\n\r\n")
        s.setblocking(False)
        sel.register(s, selectors.EVENT_READ, [index, b""])
    while not stop.is_set():
        for key, _ in sel.select(0.2):
            page = key.data
            data = key.fileobj.recv(1 << 16)
            if not data:
                sel.unregister(key.fileobj)
                continue
            if page[0] != 0:
                continue
            now = time.time() * 1000
            page[1] += data
            while b"\n\n" in page[1]:
                event, page[1] = page[1].split(b"\n\n", 1)
                # (an event may begin with the chunked encoding's size line)
                if b"event: board\n" in event:
                    m = SEQ.search(event)
                    arrivals.setdefault(int(m.group(1)), []).append((int(m.group(2)), now))
    for key in list(sel.get_map().values()):
        key.fileobj.close()


try:
    procs.append(subprocess.Popen([mosquitto, "-c", f"{work}/m.conf"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    wait_port(broker)
    hall = subprocess.Popen([hall_bin, "--broker", f"mqtt://127.0.0.1:{broker}", "--http", f"127.0.0.1:{http}",
                             "--data", work, "--event", "sim"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    procs.append(hall)
    wait_port(http)
    # Page 0 is read here; the others by curl (C: the bench's own Python must not starve the machine).
    for _ in range(args.pages - 1):
        procs.append(subprocess.Popen(["curl", "-s", "-N", "-o", "/dev/null", f"http://127.0.0.1:{http}/api/events"]))
    readers = [threading.Thread(target=read_pages, args=(1,)), threading.Thread(target=probe_pages, args=(args.boards,))]
    for r in readers:
        r.start()
    time.sleep(0.5)
    cpu0 = (cpu_seconds(hall.pid), cpu_seconds(procs[0].pid))
    started = time.monotonic()
    sim_cpu0 = os.times()
    subprocess.run([cli, "hall-sim", "--broker", f"mqtt://127.0.0.1:{broker}", "--boards", str(args.boards),
                    "--duration", str(args.duration), "--seed", "1", "--speed", "1", "--journal-dir", f"{work}/journals"],
                   check=True, stdout=subprocess.DEVNULL)
    sim_cpu1 = os.times()
    sim_cpu = (sim_cpu1.children_user + sim_cpu1.children_system) - (sim_cpu0.children_user + sim_cpu0.children_system)
    time.sleep(2)
    memory = (peak_rss_mb(hall.pid), peak_rss_mb(procs[0].pid))
    elapsed = time.monotonic() - started
    cpu1 = (cpu_seconds(hall.pid), cpu_seconds(procs[0].pid))
    stop.set()
    for r in readers:
        r.join()
    # hall-sim reads the wall clock at game time 0, after its set-up: a checkpoint's wall time is when
    # it was due; its own lag on a busy machine counts as latency.
    shift = 0
    latencies, lost = [], 0
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
            else:
                latencies.append(first - wall - shift)
    latencies.sort()
    if not latencies:
        sys.exit("no checkpoint reached the page")
    pick = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))]
    print(f"{args.boards} boards, {args.duration} s at speed 1, {args.pages} page(s) open: "
          f"{len(latencies)} checkpoints, journal write -> page p50 {pick(0.5):.0f} ms, p99 {pick(0.99):.0f} ms, "
          f"max {latencies[-1]:.0f} ms, {lost} never arrived; CPU over {elapsed:.0f} s: hall "
          f"{100 * (cpu1[0] - cpu0[0]) / elapsed:.0f} %, broker {100 * (cpu1[1] - cpu0[1]) / elapsed:.0f} %, "
          f"hall-sim {100 * sim_cpu / elapsed:.0f} % of one core; peak resident: hall {memory[0]:.0f} MB, "
          f"broker {memory[1]:.0f} MB")
    load = open("/proc/loadavg").read().split()[:3]
    full = [ms for ms, n in probes if n == args.boards]
    print(f"a new page's first full picture ({args.boards} boards): {len(full)} of {len(probes)} probes had every "
          f"board; " + (f"median {sorted(full)[len(full) // 2]:.0f} ms, max {max(full):.0f} ms" if full else "none")
          + f"; load average at the end {' '.join(load)}")
    sys.exit(1 if lost else 0)
finally:
    stop.set()
    for p in reversed(procs):
        p.kill()
        p.wait()
    shutil.rmtree(work, ignore_errors=True)
