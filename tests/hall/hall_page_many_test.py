#!/usr/bin/env python3
"""The hall page at many boards, in headless Chromium: a real mosquitto on a free
127.0.0.1 port, pendule-hall, and 300 boards of `pendule-cli hall-sim` at speed 60: boards 1 to 290
until the end (90 s at most), boards 291 to 300 for 2 s only, so that their links are lost while the others play. The
page, at 1920x1080, must show every board in groups: the boards with an alert first (under their
own heading: the ten lost links), then the rows of the hall, ten boards each, in order; the search box must find a board by its number and by a player's
name, and say so when nothing matches; the page must go on following the feed. A screenshot is left
in WORK_DIR/hall-300.png.

usage: hall_page_many_test.py PENDULE_HALL PENDULE_CLI WORK_DIR
"""
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser  # noqa: E402
import loopback  # noqa: E402
from loopback import free_port  # noqa: E402

hall_bin, cli, work = sys.argv[1:4]
boards = 300
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
processes = []


def fail(what):
    print("FAILED: " + what)
    sys.exit(1)


broker_port, http_port = free_port(), free_port()
api = f"http://127.0.0.1:{http_port}"
with open(os.path.join(work, "mosquitto.conf"), "w") as f:
    f.write(f"listener {broker_port} 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 0\n")
try:
    processes.append(subprocess.Popen(["mosquitto", "-c", os.path.join(work, "mosquitto.conf")],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    loopback.wait_port(broker_port, fail)
    processes.append(subprocess.Popen([hall_bin, "--broker", f"mqtt://127.0.0.1:{broker_port}", "--http",
                                       f"127.0.0.1:{http_port}", "--data", os.path.join(work, "data"), "--event", "many"],
                                      stdout=open(os.path.join(work, "hall.log"), "w"), stderr=subprocess.STDOUT))
    loopback.wait_port(http_port, fail)
    sim_args = ["--broker", f"mqtt://127.0.0.1:{broker_port}", "--seed", "29", "--speed", "60", "--event", "many",
                "--journal-dir", os.path.join(work, "journals")]
    # Long enough to be playing still at the last check however slow the machine (it is stopped then).
    sim = subprocess.Popen([cli, "hall-sim", "--boards", str(boards - 10), "--duration", "90"] + sim_args,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    processes.append(sim)
    short = subprocess.Popen([cli, "hall-sim", "--first-board", str(boards - 9), "--boards", "10", "--duration", "2"]
                             + sim_args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    processes.append(short)

    with Browser("en-US") as browser:
        page = browser.open(api + "/", 1920, 1080)
        count = "document.querySelectorAll('.tile').length"
        if page.wait_for(f"{count} === {boards}", 20) is not True:
            fail(f"the page shows {page.evaluate(count)} tiles, not {boards}")
        # Boards 291 to 300 stopped after 2 s: their links are lost, the others still play.
        if short.wait(30) != 0:
            fail("the second hall-sim (boards 291 to 300) failed")
        lost = "document.querySelectorAll('.tile.alert').length"
        if page.wait_for(f"{lost} === 10", 20) is not True:
            fail(f"the page shows {page.evaluate(lost)} tiles with an alert, not the 10 lost links")
        # The order on the page: headings and tiles, as [kind, text or board, alert?].
        order = json.loads(page.evaluate(
            "JSON.stringify([...document.getElementById('tiles').children].map(e => e.classList.contains('tile')"
            " ? ['tile', +e.dataset.board, e.classList.contains('alert')] : ['group', e.textContent, false]))"))
        if order[0][0] != "group" or not order[0][1].startswith("Alerts first: "):
            fail(f"the page does not begin with the alerts' heading: {order[:3]}")
        first_row = next(i for i, item in enumerate(order) if item[0] == "group" and item[1].startswith("Boards "))
        alerted = [item for item in order[1:first_row] if item[0] == "tile"]
        if sorted(item[1] for item in alerted) != list(range(boards - 9, boards + 1)) or not all(item[2] for item in alerted):
            said = page.evaluate("JSON.stringify([...document.querySelectorAll('.tile.alert')].map(e => e.dataset.board"
                                 " + ': ' + [...e.querySelectorAll('.al')].map(x => x.textContent).join(', ')))")
            fail(f"the alerts' group is not boards 291 to 300, each with an alert: {alerted}; the alerts say {said}")
        if any(item[0] == "tile" and item[2] for item in order[first_row:]):
            fail("a tile with an alert stands after the alerts' group")
        rows = [item[1] for item in order if item[0] == "group"][1:]
        if rows[0] != "Boards 1–10" or rows[-1] != "Boards 281–290" or len(rows) != 29:
            fail(f"the rows of the hall are not 'Boards 1–10' to 'Boards 281–290': {rows[:2]} ... {rows[-1:]}")
        # Each row's tiles are in order and within the row.
        row_boards, heading = [], None
        for item in order[first_row:]:
            if item[0] == "group":
                low, high = (int(x) for x in item[1][len("Boards "):].split("–"))
                if row_boards and row_boards != sorted(row_boards):
                    fail(f"row {heading} is out of order: {row_boards}")
                row_boards, heading = [], (low, high)
            else:
                if not heading[0] <= item[1] <= heading[1]:
                    fail(f"board {item[1]} stands in row {heading}")
                row_boards.append(item[1])
        print(f"{len(alerted)} boards with an alert first, then {len(rows)} rows of the hall, every board in its row")
        page.screenshot(os.path.join(work, "hall-300.png"))

        # The search box: a board by its number, a player by part of the name, nothing found.
        def search(text):
            page.evaluate(f"(() => {{ const f = document.getElementById('find'); f.value = {json.dumps(text)};"
                          " f.dispatchEvent(new Event('input')); })()")
            return json.loads(page.evaluate("JSON.stringify([...document.querySelectorAll('.tile')]"
                                            ".map(e => +e.dataset.board))"))
        if search("123") != [123]:
            fail(f"searching for board 123 shows {search('123')}")
        found = sorted(search("black 12"))
        if found != [12] + list(range(120, 130)):
            fail(f"searching for 'black 12' shows boards {found}")
        if page.evaluate("document.getElementById('count').textContent") != f"Boards: 11 of {boards}":
            fail("the count does not say how many boards are shown: " +
                 page.evaluate("document.getElementById('count').textContent"))
        if search("nobody at all") != [] or "nobody at all" not in page.evaluate("document.querySelector('.empty').textContent"):
            fail("a search that finds nothing does not say so")
        # The feed goes on while a search is shown: a board still playing (its game not ended: each
        # game ends at its own time, a flag or a result, and a slow machine comes here late) has its
        # tile follow its records.
        playing = [b["board"] for b in json.load(urllib.request.urlopen(api + "/api/boards", timeout=30))
                   if b["board"] <= boards - 10 and b["result"] is None and not b["paused"]]
        if not playing:
            fail("no game was still being played at the search's check")
        board = playing[len(playing) // 2]
        search(str(board))
        seq = f"+document.querySelector('.tile[data-board=\"{board}\"]').dataset.seq"
        before = page.evaluate(seq)
        if sim.poll() is not None:
            fail("the boards stopped playing before the search's check")
        if page.wait_for(f"{seq} > {before}", 10) is not True:
            fail(f"board {board}'s tile stayed at record {before} while its board played")
        print(f"search: board 123, 'black 12' (11 boards), nothing found said; board {board} (of {len(playing)} "
              f"still playing) went on past record {before}")
        search("")
        if page.evaluate(count) != boards:
            fail("the search box emptied does not show every board again")
    print("hall page many test: passed")
finally:
    for p in reversed(processes):
        p.kill()
        p.wait()
