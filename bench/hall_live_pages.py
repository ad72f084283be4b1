#!/usr/bin/env python3
"""How many hall pages can stay open on the live feed (/api/events) at once, and what it costs.

usage: bench/hall_live_pages.py --hall PATH [--pages N ...] [--records K]

For each N: a real mosquitto and pendule-hall on free 127.0.0.1 ports, N raw HTTP connections on
/api/events (each reads the whole hall first), then K records of one board published with
mosquitto_pub one after another; every connection must receive every board event (coalesced
events count for all the records they cover: the check is the last record's seq). Printed: the time
from each publish until the last of the N pages had it (p50 / max over the K records), the time of
a GET /api/boards with the N pages open, one page beyond the limit (it must get a 503, not hang),
and the hall's CPU time and resident memory. Exit status 1 if a page missed a record or anything
hung.
"""
import argparse
import json
import os
import resource
import selectors
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "hall"))
from loopback import free_port, journal_line, wait_port  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--hall", required=True)
ap.add_argument("--pages", type=int, nargs="+", default=[8, 100, 400])
ap.add_argument("--records", type=int, default=20)
args = ap.parse_args()
resource.setrlimit(resource.RLIMIT_NOFILE, (8192, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))


HEADER = ("pendule-journal format=1 program=bench created_wall=1795639283691 preset=300+5 white=A black=B "
          "board=1 white_side=left edition=2023")


def run(n, records):
    work = tempfile.mkdtemp(prefix="pendule-live-pages-")
    broker, http = free_port(), free_port()
    with open(f"{work}/m.conf", "w") as f:
        f.write(f"listener {broker} 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 0\n")
    procs = [subprocess.Popen(["mosquitto", "-c", f"{work}/m.conf"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    wait_port(broker)
    hall = subprocess.Popen([args.hall, "--broker", f"mqtt://127.0.0.1:{broker}", "--http", f"127.0.0.1:{http}",
                             "--data", work, "--event", "bench"], stdout=subprocess.DEVNULL, stderr=open(f"{work}/hall.log", "w"))
    procs.append(hall)
    wait_port(http)

    def pub(text):
        subprocess.run(["mosquitto_pub", "-h", "127.0.0.1", "-p", str(broker), "-q", "1", "-t",
                        "pendule/bench/board/1/journal", "-m", journal_line(text)], check=True)
    try:
        pub(HEADER)
        pub("start seq=1 t=0 side=white")
        sel = selectors.DefaultSelector()
        pages = []
        for i in range(n):
            s = socket.create_connection(("127.0.0.1", http), 5)
            s.sendall(b"GET /api/events HTTP/1.1\r\nHost: hall\r\nAccept: text/event-stream\r\n\r\n")
            s.setblocking(False)
            page = {"sock": s, "buf": b"", "seq": None}
            pages.append(page)
            sel.register(s, selectors.EVENT_READ, page)

        def pump(until, deadline):
            while not until() and time.monotonic() < deadline:
                for key, _ in sel.select(0.05):
                    page = key.data
                    data = page["sock"].recv(1 << 16)
                    if not data:
                        sel.unregister(page["sock"])
                        page["closed"] = True
                        continue
                    page["buf"] += data
                    while b"\n\n" in page["buf"]:
                        event, page["buf"] = page["buf"].split(b"\n\n", 1)
                        for l in event.split(b"\n"):
                            if l.startswith(b"data: ") and b'"last_seq": ' in l:
                                seqs = [int(x.split(b",")[0]) for x in l.split(b'"last_seq": ')[1:]]
                                page["seq"] = max(seqs)
            return until()

        opened = time.monotonic()
        if not pump(lambda: all(p["seq"] == 1 for p in pages), time.monotonic() + 60):
            missing = sum(1 for p in pages if p["seq"] != 1)
            return f"{n} pages: {missing} never got the whole hall (open for 60 s)"
        open_s = time.monotonic() - opened
        delays = []
        for k in range(records):
            seq = 2 + k
            started = time.monotonic()
            pub(f"checkpoint seq={seq} t={1000 * (k + 1)} wall={1795639283691 + 1000 * (k + 1)}")
            if not pump(lambda: all(p["seq"] == seq for p in pages), time.monotonic() + 30):
                missing = sum(1 for p in pages if p["seq"] != seq)
                return f"{n} pages: {missing} did not get record {seq} within 30 s"
            delays.append((time.monotonic() - started) * 1000)
        t0 = time.monotonic()
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{http}/api/boards", timeout=10) as r:
                r.read()
            boards = f"{(time.monotonic() - t0) * 1000:.0f} ms"
        except Exception as e:  # no thread left for it
            boards = f"failed: {e!r}"
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{http}/api/events", timeout=10) as r:
                extra = f"page {n + 1}: status {r.status} (taken)"
        except urllib.error.HTTPError as e:
            extra = f"page {n + 1}: {e.code}"
        except Exception as e:  # a hang or a reset
            extra = f"page {n + 1}: {e!r}"
        stat = open(f"/proc/{hall.pid}/stat").read().split()
        cpu_s = (int(stat[13]) + int(stat[14])) / os.sysconf("SC_CLK_TCK")
        rss_mb = int(open(f"/proc/{hall.pid}/statm").read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
        threads = len(os.listdir(f"/proc/{hall.pid}/task"))
        delays.sort()
        return (f"{n} pages: all had the whole hall after {open_s:.2f} s; publish -> all {n} pages had it: "
                f"p50 {statistics.median(delays):.0f} ms, max {delays[-1]:.0f} ms over {records} records "
                f"(mosquitto_pub's own start-up included); GET /api/boards {boards}; {extra}; "
                f"hall: {threads} threads, {rss_mb:.0f} MB resident, {cpu_s:.2f} s CPU in all")
    finally:
        for p in reversed(procs):
            p.kill()
            p.wait()
        shutil.rmtree(work, ignore_errors=True)


failed = False
for n in args.pages:
    result = run(n, args.records)
    print(result, flush=True)
    failed |= "did not" in result or "never" in result or "failed" in result
sys.exit(1 if failed else 0)
