#!/usr/bin/env python3
"""The hall page in a real browser: a real mosquitto on a free 127.0.0.1 port,
pendule-hall, one simulated board, and headless Chromium (tests/hall/browser.py). The page is loaded
ONCE; then new records are published with mosquitto_pub and the same page must show them without a
reload (a mark left in the page's window survives): through the live feed (/api/events), also
after the hall is killed and started again (EventSource reconnects). A wrong arbiter PIN becomes a
tile alert and an entry of /api/boards/<n>/log. The page speaks French with ?lang=fr and with a
French browser.

usage: hall_page_test.py PENDULE_HALL PENDULE_CLI WORK_DIR
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser  # noqa: E402
import loopback  # noqa: E402
from loopback import free_port, journal_line  # noqa: E402

hall_bin, cli, work = sys.argv[1:4]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
processes = []


def fail(what):
    print("FAILED: " + what)
    for name in ("hall.log", "mosquitto.log"):
        path = os.path.join(work, name)
        if os.path.exists(path):
            print(f"--- {name} (last lines)")
            print("".join(open(path).readlines()[-15:]))
    sys.exit(1)


def wait_port(port):
    loopback.wait_port(port, fail)


broker_port, http_port = free_port(), free_port()
api = f"http://127.0.0.1:{http_port}"
with open(os.path.join(work, "mosquitto.conf"), "w") as f:
    f.write(f"listener {broker_port} 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 0\n")
processes.append(subprocess.Popen(["mosquitto", "-c", os.path.join(work, "mosquitto.conf")],
                                  stdout=open(os.path.join(work, "mosquitto.log"), "w"), stderr=subprocess.STDOUT))
wait_port(broker_port)


def start_hall():
    hall = subprocess.Popen([hall_bin, "--broker", f"mqtt://127.0.0.1:{broker_port}", "--http", f"127.0.0.1:{http_port}",
                             "--data", os.path.join(work, "data"), "--event", "page"],
                            stdout=open(os.path.join(work, "hall.log"), "a"), stderr=subprocess.STDOUT)
    processes.append(hall)
    wait_port(http_port)
    return hall


def get(path, headers=None):
    with urllib.request.urlopen(urllib.request.Request(api + path, headers=headers or {}), timeout=5) as r:
        return r.read().decode()


def board_1():
    return next((b for b in json.loads(get("/api/boards")) if b["board"] == 1), None)


# A journal line as the board writes it: CRC-32 of the rest, then the rest.
def publish(text):
    subprocess.run(["mosquitto_pub", "-h", "127.0.0.1", "-p", str(broker_port), "-q", "1",
                    "-t", "pendule/page/board/1/journal", "-m", journal_line(text)], check=True)


try:
    hall = start_hall()
    # One board's real game: its journal through JournalPublisher, as the window publishes it.
    subprocess.run([cli, "hall-sim", "--broker", f"mqtt://127.0.0.1:{broker_port}", "--boards", "1", "--duration", "1",
                    "--seed", "3", "--speed", "100", "--event", "page", "--journal-dir", os.path.join(work, "journals")],
                   check=True, stdout=subprocess.DEVNULL)
    journal_dir = os.path.join(work, "journals", "board-1")
    journal = open(os.path.join(journal_dir, os.listdir(journal_dir)[0])).read().splitlines()
    last = journal[-1].split()
    seq = int(next(w for w in last if w.startswith("seq="))[4:])
    t = int(next(w for w in last if w.startswith("t="))[2:])
    for _ in range(50):
        if (board_1() or {}).get("last_seq") == seq:
            break
        time.sleep(0.1)
    else:
        fail(f"the hall never showed board 1 at record {seq}: {board_1()}")

    with Browser("en-US") as browser:
        page = browser.open(api + "/", 1920, 1080)
        tile_seq = "(document.querySelector('.tile[data-board=\"1\"]') || {dataset: {}}).dataset.seq"
        if page.wait_for(f"{tile_seq} === '{seq}'", 10) is not True:
            fail(f"the page did not show board 1 at record {seq}: {page.evaluate(tile_seq)}")
        # A mark in the page's window: a reload would lose it.
        page.evaluate("window.loadedOnce = 'yes'")
        started = time.monotonic()

        # 1. A record published now shows without a reload, by the live feed.
        seq += 1
        t += 10
        publish(f"pause seq={seq} t={t}")
        if page.wait_for(f"{tile_seq} === '{seq}'", 5) is not True:
            fail(f"record {seq} (a pause) did not reach the open page: it shows {page.evaluate(tile_seq)}")
        print(f"the open page showed record {seq} {time.monotonic() - started:.2f} s after it was published")
        if page.evaluate("window.loadedOnce") != "yes":
            fail("the page was reloaded (the mark is gone): it must update in place")
        polled = page.evaluate("performance.getEntriesByType('resource').filter(e => e.name.includes('/api/boards'))"
                               ".length")
        if polled:
            fail(f"the page fetched /api/boards {polled} times: it must live on /api/events, not poll")

        # 2. A wrong arbiter PIN: a tile alert, and in the board's log.
        seq += 1
        t += 10
        publish(f"wrong-pin seq={seq} t={t} value=2 wall={int(time.time() * 1000)}")
        alert = "document.querySelector('.tile[data-board=\"1\"] .al.pin')"
        shown = page.wait_for(f"{alert} && {alert}.textContent", 5)
        if shown != "Wrong PIN ×2":
            fail(f"no wrong-PIN alert on the tile (got {shown!r})")
        log = json.loads(get("/api/boards/1/log"))
        if not any(e["kind"] == "wrong-pin" and e["seq"] == seq and e["count"] == 2 for e in log):
            fail(f"/api/boards/1/log lacks the wrong-pin record {seq}: {log}")
        print(f"the tile says {shown!r}; /api/boards/1/log has the wrong-pin record")

        # 2b. An e-board's records: the last move read on the tile, then the board's alerts.
        seq += 1
        t += 10
        publish(f"board-move seq={seq} t={t} side=white value=0 move=e2e4 text=e4")
        last = "document.querySelector('.tile[data-board=\"1\"] .lm')"
        shown = page.wait_for(f"{last} && {last}.textContent", 5)
        if shown != "1. e4":
            fail(f"the tile does not show the board's last move (got {shown!r})")
        board_alert = "document.querySelector('.tile[data-board=\"1\"] .al.board')"
        for record, expected in (
                ("board-link text=unreadable reason=8/8/8/3kK3/8/8/8/8", "E-board unreadable: pieces to set back"),
                ("board-link text=readable", None),
                ("board-move side=black value=1 move=g8g6 text=Ng8-g6 article=7.5 "
                 "fen=rnbqkb1r/pppppppp/6n1/8/4P3/8/PPPP1PPP/RNBQKBNR%20w%20KQkq%20-%201%202",
                 "Illegal move on the board: 1... Ng8-g6"),
                ("board-link text=lost reason=COM3", None)):
            seq += 1
            t += 10
            kind, _, fields = record.partition(" ")
            publish(f"{kind} seq={seq} t={t} {fields}")
            if page.wait_for(f"{tile_seq} === '{seq}'", 5) is not True:
                fail(f"record {seq} ({kind}) did not reach the page")
            if expected is not None:
                shown = page.wait_for(f"{board_alert} && {board_alert}.textContent", 5)
                if shown != expected:
                    fail(f"after '{record}' the tile's board alert is {shown!r}, expected {expected!r}")
            elif kind == "board-link" and "readable" in record and page.evaluate(f"{board_alert} !== null"):
                fail("the board's alert stayed after the board was readable again")
        alerts = page.evaluate("[...document.querySelectorAll('.tile[data-board=\"1\"] .al.board')]"
                               ".map(e => e.textContent)")
        if alerts != ["Illegal move on the board: 1... Ng8-g6", "E-board link lost"]:
            fail(f"the tile's board alerts: {alerts}")
        print(f"the tile shows the board's last move and its alerts: {alerts}")

        # 3. The hall killed and started again: the same page reconnects and goes on updating.
        hall.send_signal(signal.SIGKILL)
        hall.wait()
        if page.wait_for("document.getElementById('status').className === 'bad'", 5) is not True:
            fail("the page did not notice that the hall went away")
        hall = start_hall()
        seq += 1
        t += 10
        publish(f"resume seq={seq} t={t}")
        if page.wait_for(f"{tile_seq} === '{seq}'", 10) is not True:
            fail(f"after the hall's restart, record {seq} did not reach the open page: {page.evaluate(tile_seq)}")
        if page.evaluate("window.loadedOnce") != "yes":
            fail("the page was reloaded after the hall's restart")
        print(f"after a SIGKILL and restart of the hall the same page showed record {seq}")

    # 4. French: by ?lang=fr, and by the browser's language.
    with Browser("fr-FR") as browser:
        for url in (api + "/?lang=fr", api + "/"):
            page = browser.open(url, 390, 844, mobile=True)
            head = "(document.querySelector('.tile[data-board=\"1\"] .num') || {}).textContent"
            if page.wait_for(f"{head} === 'Échiquier 1'", 10) is not True:
                fail(f"{url} in a French browser: the tile reads {page.evaluate(head)!r}, not 'Échiquier 1'")
            if page.evaluate("document.documentElement.lang + '|' + document.title") != "fr|Pendule — la salle":
                fail(f"{url}: not French: {page.evaluate('document.documentElement.lang + document.title')}")
    if "Board {n}" not in get("/", {"Accept-Language": "en-GB,en;q=0.9"}):
        fail("an English browser did not get the English page")
    print("French with ?lang=fr and with Accept-Language: fr-FR; English otherwise")
    print("hall page test: passed")
finally:
    for p in processes:
        if p.poll() is None:
            p.kill()
            p.wait()
