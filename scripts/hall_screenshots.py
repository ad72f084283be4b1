#!/usr/bin/env python3
"""The hall page's screenshots in docs/hall/, from headless Chromium (tests/hall/browser.py).

usage: scripts/hall_screenshots.py BUILD_DIR [OUT_DIR] [--boards N]   (default OUT_DIR: docs/hall)

A real mosquitto and pendule-hall on free 127.0.0.1 ports; 30 boards of `pendule-cli hall-sim` at 40
times real speed (the odd boards play 5 min + 5 s, so flags fall), plus two boards published line by
line: board 31 paused for a claim the arbiter is judging (paused for 2 minutes), board 32 with three
wrong arbiter PINs and no link, board 33 whose flag fell with no result yet. After 30 s: hall-1080p.png (1920x1080), hall-phone.png (390x844) and
hall-1080p-fr.png (?lang=fr).
With --boards N (for example 1000), N simulated boards instead of 30 and the three others numbered
N+1 to N+3; one screenshot, hall-N-1080p.png (1920x1080).
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "hall"))
from browser import Browser  # noqa: E402
from loopback import free_port, journal_line, wait_port  # noqa: E402

argv = sys.argv[1:]
sim_boards = 30
if "--boards" in argv:
    at = argv.index("--boards")
    sim_boards = int(argv[at + 1])
    del argv[at:at + 2]
build = argv[0]
out = argv[1] if len(argv) > 1 else os.path.join(ROOT, "docs", "hall")
claim, pins, flag = sim_boards + 1, sim_boards + 2, sim_boards + 3
hall_bin, cli = os.path.join(build, "src", "pendule-hall"), os.path.join(build, "src", "pendule-cli")
mosquitto = shutil.which("mosquitto") or "/usr/sbin/mosquitto"


work = tempfile.mkdtemp(prefix="pendule-hall-shots-")
broker, http = free_port(), free_port()
with open(f"{work}/m.conf", "w") as f:
    f.write(f"listener {broker} 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 0\n")
procs = [subprocess.Popen([mosquitto, "-c", f"{work}/m.conf"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]


def publish(board, text):
    line = journal_line(text)
    subprocess.run(["mosquitto_pub", "-h", "127.0.0.1", "-p", str(broker), "-q", "1", "-t",
                    f"pendule/sim/board/{board}/journal", "-m", line], check=True)


try:
    wait_port(broker)
    procs.append(subprocess.Popen([hall_bin, "--broker", f"mqtt://127.0.0.1:{broker}", "--http", f"127.0.0.1:{http}",
                                   "--data", work, "--event", "sim"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    wait_port(http)
    procs.append(subprocess.Popen([cli, "hall-sim", "--broker", f"mqtt://127.0.0.1:{broker}", "--boards", str(sim_boards),
                                   "--duration", "60", "--seed", "7", "--speed", "40", "--journal-dir", f"{work}/journals"],
                                  stdout=subprocess.DEVNULL))
    # The two extra boards take board 2's header (10 min + 5 s) with their own number and players.
    for _ in range(100):
        journals = [os.path.join(d, f) for d, _, fs in os.walk(f"{work}/journals/board-2") for f in fs]
        if journals:
            break
        time.sleep(0.1)
    header = open(journals[0]).readline().split(" ", 1)[1].rstrip("\n")
    now = int(time.time() * 1000)
    for board, white, black in ((claim, "Ana%20Lopez", "Marc%20Durand"), (pins, "Yuki%20Tanaka", "Lea%20Roux")):
        publish(board, header.replace(" board=2 ", f" board={board} ").replace("white=White%202", f"white={white}")
                .replace("black=Black%202", f"black={black}"))
        publish(board, "start seq=1 t=0 side=white")
        publish(board, "press seq=2 t=41000 side=white")
        publish(board, "press seq=3 t=95000 side=black")
    # Board 31: paused two minutes ago for a claim (Laws 9.2) the arbiter is judging.
    publish(claim, f"checkpoint seq=4 t=300000 wall={now - 130000}")
    publish(claim, "pause seq=5 t=310000")
    publish(claim, "command seq=6 t=320000 text=judge-claim%20en%20%221.%20Nf3%20Nf6%202.%20Ng1%20Ng8%22")
    # Board 32: three wrong PINs at the arbiter lock.
    publish(pins, f"checkpoint seq=4 t=120000 wall={now - 2000}")
    publish(pins, f"wrong-pin seq=5 t=121000 value=3 wall={now - 1000}")
    # Board 33: Black's flag fell a minute ago, no result recorded yet.
    publish(flag, header.replace(" board=2 ", f" board={flag} ").replace("white=White%202", "white=Ines%20Moreau")
            .replace("black=Black%202", "black=Paul%20Girard"))
    publish(flag, "start seq=1 t=0 side=white")
    publish(flag, "press seq=2 t=20000 side=white")
    publish(flag, f"checkpoint seq=3 t=25000 wall={now - 650000}")
    # Board 31's link is up; board 32's never came (link lost).
    subprocess.run(["mosquitto_pub", "-h", "127.0.0.1", "-p", str(broker), "-q", "1", "-r", "-t",
                    f"pendule/sim/board/{claim}/status", "-m", "online"], check=True)
    subprocess.run(["mosquitto_pub", "-h", "127.0.0.1", "-p", str(broker), "-q", "1", "-r", "-t",
                    f"pendule/sim/board/{flag}/status", "-m", "online"], check=True)
    time.sleep(30)
    with Browser("en-US") as browser:
        shots = (("hall-1080p.png", "/", 1920, 1080), ("hall-phone.png", "/", 390, 844),
                 ("hall-1080p-fr.png", "/?lang=fr", 1920, 1080))
        if sim_boards != 30:
            shots = ((f"hall-{sim_boards}-1080p.png", "/", 1920, 1080),)
        for name, url, width, height in shots:
            page = browser.open(f"http://127.0.0.1:{http}{url}", width, height, mobile=width < 600)
            if not page.wait_for(f"document.querySelectorAll('.tile').length === {sim_boards + 3}", 20):
                sys.exit(f"{name}: the page does not show the {sim_boards + 3} boards")
            time.sleep(0.5)
            page.screenshot(os.path.join(out, name))
            print(os.path.join(out, name))
finally:
    for p in reversed(procs):
        p.kill()
        p.wait()
    shutil.rmtree(work, ignore_errors=True)
