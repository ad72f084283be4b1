#!/usr/bin/env python3
"""The hall restarted at the end of a long round: how long until it listens, answers /api/boards and
has read every board, and what memory it holds; on a database of the previous hall (no checkpoint
yet), then again on the checkpoints the hall kept.

A round of --hours hours on --boards boards is written straight into the hall's SQLite file, as the
hall would have stored it: every board's journal is a game of 2 h + 30 s a side, a press every 20 to
100 s (alternately), and a checkpoint every 500 ms as the clock writes it (7,200 an hour), then a
pause at the end. The last 0 to 999 records of each board (at random) are held back, and the
table of the hall's checkpoints is dropped: a database as the previous hall left it. The hall's
first start reads every board whole and keeps its replay as the board's checkpoint (the hall's own
checkpoints, not written here); it is stopped, the records held back are stored (fewer than the
1,000 after which a hall that received them would have kept a new checkpoint), and the hall is
started again: each board from its checkpoint and the records after it. Then every board is
compared with its journal (tests/hall/hall_compare.py: the stored lines byte for byte, /api/boards
against `pendule-cli replay`). A hall without checkpoints reads every board whole both times. What a
hall that ran the round would hold, without running it for hours.

usage: bench/hall_long_round.py --build build/release [--boards 1000] [--hours 5] [--work DIR]
"""
import argparse
import json
import os
import random
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "tests", "hall"))
import hall_compare  # noqa: E402  (the comparison the hall's tests use)
from loopback import first_picture, free_port, journal_line  # noqa: E402

ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
ap.add_argument("--build", required=True)
ap.add_argument("--boards", type=int, default=1000)
ap.add_argument("--hours", type=float, default=5)
ap.add_argument("--seed", type=int, default=1)
ap.add_argument("--work", help="keep everything in this folder (emptied first); default: a temporary one, removed")
args = ap.parse_args()
sys.stdout.reconfigure(line_buffering=True)  # what was printed survives a test's timeout
hall_bin = os.path.abspath(os.path.join(args.build, "src", "pendule-hall"))
cli = os.path.abspath(os.path.join(args.build, "src", "pendule-cli"))
mosquitto = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
EVENT = "long"
CREATED_WALL = 1_795_000_000_000


def line(text):
    return journal_line(text) + "\n"


def pct(text):
    return "".join(c if c.isalnum() or c in "-._~" else f"%{ord(c):02x}" for c in text)


CONTROL = pct('{\n  "format": 1,\n  "title": "TimeControl 7200+30",\n  "description": "2h + 30s increment",\n'
              '  "periods": [\n    {\n      "time": "2h",\n      "increment": "30s"\n    }\n  ]\n}\n')


def journal(board, hours, rng):
    """Lines of one board's journal: header, start, presses and checkpoints, a pause at the end."""
    out = [line(f"pendule-journal format=1 program=0.1.0 created_wall={CREATED_WALL} preset=7200+30 "
                f"white=White%20{board} black=Black%20{board} board={board} white_side=left edition=2023 "
                f"control={CONTROL}")]
    seq, t, end = 1, 700 + rng.randrange(300), int(hours * 3_600_000)
    out.append(line(f"start seq={seq} t={t} side=white"))
    side, next_press, next_check = "white", t + rng.randrange(20_000, 100_000), t + 500
    while True:
        step = min(next_press, next_check)
        if step >= end:
            break
        seq += 1
        if step == next_press:
            out.append(line(f"press seq={seq} t={step} side={side}"))
            side = "black" if side == "white" else "white"
            next_press = step + rng.randrange(20_000, 100_000)
        else:
            out.append(line(f"checkpoint seq={seq} t={step} wall={CREATED_WALL + 1500 + step}"))
            next_check = step + 500
    seq += 1
    out.append(line(f"pause seq={seq} t={end}"))
    return out, seq


def wait_port(port, proc, limit):
    started = time.monotonic()
    while time.monotonic() - started < limit:
        if proc.poll() is not None:
            sys.exit(f"exited with {proc.returncode} before listening on {port}")
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return time.monotonic() - started
        except OSError:
            time.sleep(0.02)
    sys.exit(f"nothing listens on port {port} after {limit} s")


def stop(proc, limit=60):
    """SIGTERM, and the hall's exit within limit seconds (a hall that ignores it is a failure)."""
    proc.terminate()
    try:
        proc.wait(limit)
    except subprocess.TimeoutExpired:
        sys.exit(f"the hall still runs {limit} s after SIGTERM")


def status_mb(pid, field):
    for text in open(f"/proc/{pid}/status"):
        if text.startswith(field + ":"):
            return int(text.split()[1]) / 1024
    return 0


def cpu_seconds(pid):
    stat = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")


def timed_get(url, limit=600):
    t0 = time.monotonic()
    body = urllib.request.urlopen(url, timeout=limit).read()
    return time.monotonic() - t0, body


work = os.path.abspath(args.work) if args.work else tempfile.mkdtemp(prefix="pendule-long-round-")
if args.work:
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
os.makedirs(f"{work}/hall")
os.makedirs(f"{work}/journals")
broker_port, http_port = free_port(), free_port()
api = f"http://127.0.0.1:{http_port}"
hall_argv = [hall_bin, "--broker", f"mqtt://127.0.0.1:{broker_port}", "--http", f"127.0.0.1:{http_port}",
             "--data", f"{work}/hall", "--event", EVENT]
log = open(f"{work}/servers.log", "ab")
procs = []
status = 0
try:
    with open(f"{work}/mosquitto.conf", "w") as conf:
        conf.write(f"listener {broker_port} 127.0.0.1\nallow_anonymous true\npersistence false\n")
    procs.append(subprocess.Popen([mosquitto, "-c", f"{work}/mosquitto.conf"], stdout=log, stderr=log))
    # The hall makes its own tables; then the round goes into them.
    hall = subprocess.Popen(hall_argv, stdout=log, stderr=log)
    wait_port(http_port, hall, 30)
    stop(hall)

    t0 = time.monotonic()
    rng = random.Random(args.seed)
    db = sqlite3.connect(f"{work}/hall/hall.sqlite")
    db.execute("PRAGMA synchronous = OFF")
    db.execute("DROP TABLE IF EXISTS checkpoints")  # the previous hall's database
    records = 0
    held_back = {}  # board -> its last records, stored before the second start
    for board in range(1, args.boards + 1):
        lines, last = journal(board, args.hours, rng)
        records += len(lines)
        kept = len(lines) - min(rng.randrange(1000), len(lines) - 1)
        held_back[board] = list(enumerate(lines))[kept:]
        db.executemany("INSERT INTO records(event, board, seq, line) VALUES (?, ?, ?, ?)",
                       ((EVENT, board, seq, text[:-1]) for seq, text in enumerate(lines[:kept])))
        db.execute("INSERT INTO boards(event, board, white, black, last_seq, link, last_heard_wall) "
                   "VALUES (?, ?, ?, ?, ?, 'offline', ?)",
                   (EVENT, board, f"White {board}", f"Black {board}", kept - 1,
                    CREATED_WALL + int(args.hours * 3_600_000)))
        os.makedirs(f"{work}/journals/board-{board}")
        with open(f"{work}/journals/board-{board}/round.journal", "w") as f:
            f.writelines(lines)
        if board % 100 == 0:
            db.commit()
    db.commit()
    db.close()
    size = os.path.getsize(f"{work}/hall/hall.sqlite")
    print(f"round written: {args.boards} boards x {args.hours:g} h, {records:,} records "
          f"({sum(map(len, held_back.values())):,} held back for the second start), "
          f"{size / 1e6:,.0f} MB of SQLite, in {time.monotonic() - t0:.0f} s")

    def all_read(limit):
        """Seconds until /api/hall says the start has read every board (a hall without it: at once)."""
        t0 = time.monotonic()
        while time.monotonic() - t0 < limit:
            try:
                if not json.load(urllib.request.urlopen(f"{api}/api/hall", timeout=limit))["starting"]:
                    return time.monotonic() - t0
            except urllib.error.HTTPError as e:
                if e.code == 404:
                    return time.monotonic() - t0
                raise
            time.sleep(0.01)
        sys.exit(f"the hall has not read every board after {limit} s")

    def start(name):
        """The hall started on the database: its times and memory, printed."""
        hall = subprocess.Popen(hall_argv, stdout=log, stderr=log)
        listening = wait_port(http_port, hall, 1800)
        t0 = time.monotonic()
        with urllib.request.urlopen(f"{api}/api/boards", timeout=600) as answer:
            body, starting = answer.read(), answer.headers.get("Pendule-Starting")
        first = time.monotonic() - t0
        read = listening + first + all_read(1800)
        print(f"{name}: listening after {listening:.2f} s; first /api/boards {first * 1000:.0f} ms later "
              f"({len(json.loads(body))} boards{', starting: ' + starting + ' read' if starting else ''}); "
              f"every board read {read:.2f} s after the start")
        print(f"{name}: hall peak resident {status_mb(hall.pid, 'VmHWM'):,.0f} MB, "
              f"CPU {cpu_seconds(hall.pid):.1f} s since its start")
        return hall

    hall = start("first start, no checkpoint")
    stop(hall)

    db = sqlite3.connect(f"{work}/hall/hall.sqlite")
    for board, tail in held_back.items():
        db.executemany("INSERT INTO records(event, board, seq, line) VALUES (?, ?, ?, ?)",
                       ((EVENT, board, seq, text[:-1]) for seq, text in tail))
        if tail:
            db.execute("UPDATE boards SET last_seq = ? WHERE event = ? AND board = ?", (tail[-1][0], EVENT, board))
    db.commit()
    db.close()

    hall = start("second start")
    procs.append(hall)
    again, body = timed_get(f"{api}/api/boards")
    print(f"/api/boards again: {again * 1000:.0f} ms ({len(body) / 1e6:.1f} MB)")
    pictures = [first_picture(http_port, 600) for _ in range(5)]
    print(f"a new page's first full picture: {', '.join(f'{ms:.0f} ms ({n} boards)' for ms, n in pictures)}")

    t0 = time.monotonic()
    summary, problems, equal = hall_compare.compare(f"{work}/hall/hall.sqlite", cli, api, EVENT, args.boards,
                                                    [f"{work}/journals"])
    print(f"{summary} (compared in {time.monotonic() - t0:.0f} s)")
    for p in problems[:10]:
        print("  " + p)
    status = 0 if equal else 1
finally:
    for p in procs:
        p.kill()
        p.wait()
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
sys.exit(status)
