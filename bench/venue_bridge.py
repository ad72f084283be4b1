#!/usr/bin/env python3
"""A venue without a laptop per board: N simulated DGT e-boards with DGT 3000 clocks
(tests/tools/dgt_board.py on pseudo-terminals, the hands' noise on), each playing a real game, bridged
by one `pendule-cli eboard-bridge` to one pendule-hall through a real mosquitto on 127.0.0.1. In the
middle the broker is SIGKILLed (and started again) --broker-kills times and the bridge once
(--bridge-kill). Then, for every board:
  - the moves of the round's games.pgn (from the hall) equal the game's that was played;
  - every [%clk] equals what the simulated clock showed after that move's press; a press the bridge
    could not hear (made while it was down, or waiting for its move when it was killed) has none,
    and only those;
  - games.pgn is read by pgn-extract without an error.
It measures, from the last piece of a move put down to that move on the hall's live feed
(/api/events, what an open page reads), the latency's percentiles, and the bridge's processor time
and peak memory.
usage: venue_bridge.py --build BUILD_DIR --games FILE.pgn [--boards N] [--plies K] [--work DIR]
       [--broker-kills N] [--bridge-kill 0|1] [--gap S] [--seed N]
The last line is the summary (the suite's sample compares it)."""
import argparse
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "tools"))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "hall"))
import dgt_board  # noqa: E402
from loopback import free_port, wait_port  # noqa: E402

ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
ap.add_argument("--build", required=True)
ap.add_argument("--games", required=True, help="a PGN file with at least --boards games")
ap.add_argument("--boards", type=int, default=100)
ap.add_argument("--plies", type=int, default=0, help="plies of each game played (0: the whole game)")
ap.add_argument("--work", default=None)
ap.add_argument("--broker-kills", type=int, default=2)
ap.add_argument("--bridge-kill", type=int, default=1)
ap.add_argument("--gap", type=float, default=1.0, help="mean seconds between a press and the next move")
ap.add_argument("--seed", type=int, default=1)
ap.add_argument("--noise", default="all,-turned,-takeback,-kings")
ap.add_argument("--browser", action="store_true",
                help="also open the hall's page and a board's page in headless Chromium and check them")
args = ap.parse_args()

cli = os.path.join(args.build, "src", "pendule-cli")
hall_bin = os.path.join(args.build, "src", "pendule-hall")
mosquitto = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
pgn_extract = shutil.which("pgn-extract") or "/usr/games/pgn-extract"
work = args.work or os.path.join(args.build, "venue-bridge")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
EVENT, ROUND = "venue", "3"
failures = []
procs = []


def fail(text):
    failures.append(text)
    print("FAIL:", text, flush=True)


def start(cmd, log):
    p = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
    procs.append(p)
    return p


# The games: one per board, from the PGN's first games.
games = []
for n in range(1, args.boards + 1):
    plies = dgt_board.plies_of_pgn(cli, args.games, n)
    games.append(plies[: args.plies] if args.plies else plies)

broker_port, http_port = free_port(), free_port()
with open(f"{work}/mosquitto.conf", "w") as conf:
    conf.write(f"listener {broker_port} 127.0.0.1\nallow_anonymous true\npersistence false\n"
               "max_queued_messages 0\n")
broker_log = open(f"{work}/mosquitto.log", "ab")


def start_broker():
    p = start([mosquitto, "-c", f"{work}/mosquitto.conf"], broker_log)
    wait_port(broker_port)
    return p


broker = start_broker()
hall = start([hall_bin, "--broker", f"mqtt://127.0.0.1:{broker_port}", "--http", f"127.0.0.1:{http_port}",
              "--data", f"{work}/data", "--event", EVENT], open(f"{work}/hall.log", "ab"))
wait_port(http_port)

# The boards, each with a DGT 3000 at 90 min + 30 s, White on the clock's left.
noise = dgt_board.Noise.parse(args.noise)
boards = [dgt_board.Board(placement=games[i][0][3], noise=noise, seed=args.seed * 1000 + i,
                          clock=dgt_board.Clock(5400, 5400, increment_s=30, high="left"))
          for i in range(args.boards)]
config = {"event": EVENT, "round": ROUND, "control": "5400+30",
          "boards": [{"board": i + 1, "port": b.path, "white": f"White {i + 1}", "black": f"Black {i + 1}"}
                     for i, b in enumerate(boards)]}
with open(f"{work}/bridge.json", "w") as f:
    json.dump(config, f)
bridge_log = open(f"{work}/bridge.log", "ab")
bridge_cmd = [cli, "eboard-bridge", "--config", f"{work}/bridge.json", "--journal-dir", f"{work}/journals",
              "--broker", f"mqtt://127.0.0.1:{broker_port}"]
bridge = start(bridge_cmd, bridge_log)
bridge_cpu = [0.0]  # the processor time of the bridges that ended
bridge_peak_kb = [0]


def watch_bridge(p):
    """Samples the bridge's peak memory (VmHWM) and its processor time while it runs."""
    def run():
        while p.poll() is None:
            try:
                with open(f"/proc/{p.pid}/status") as f:
                    for line in f:
                        if line.startswith("VmHWM:"):
                            bridge_peak_kb[0] = max(bridge_peak_kb[0], int(line.split()[1]))
                with open(f"/proc/{p.pid}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                    watch_bridge.cpu[p.pid] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            except (OSError, ValueError, IndexError):
                pass
            time.sleep(0.5)
    threading.Thread(target=run, daemon=True).start()


watch_bridge.cpu = {}
watch_bridge(bridge)
for b in boards:
    if not b.wait_for_update_mode(60):
        sys.exit("FAIL: the bridge never put board " + b.path + " in update mode")
time.sleep(1.0)

# The hall's live feed, as an open page reads it: when each board's last move changed.
seen = {}  # (board, last_move text) -> monotonic time first seen
feed_stop = threading.Event()


def read_feed():
    while not feed_stop.is_set():
        try:
            with socket.create_connection(("127.0.0.1", http_port), 5) as s:
                s.settimeout(1.0)
                s.sendall(b"GET /api/events HTTP/1.1\r\nHost: hall\r\n\r\n")
                data = b""
                while not feed_stop.is_set():
                    try:
                        chunk = s.recv(1 << 16)
                    except socket.timeout:
                        continue
                    if not chunk:
                        break
                    now = time.monotonic()
                    data += chunk
                    for m in re.finditer(rb'"board": (\d+),[^{}]*?"last_move": "([^"]*)"', data):
                        seen.setdefault((int(m.group(1)), m.group(2).decode()), now)
                    data = data[-4096:]
        except OSError:
            time.sleep(0.2)


feed = threading.Thread(target=read_feed, daemon=True)
feed.start()

# The players: each board's game, a press after each move, White on the left.
put_down = {}  # (board, ply index) -> monotonic time the move's last piece was put down
press_at = {}  # (board, ply index) -> monotonic time of its press


def play(i):
    rng = random.Random(args.seed * 7919 + i)
    b = boards[i]
    time.sleep(rng.uniform(0, 2))
    b.start_clock()
    for k, (number, san, _, before, after) in enumerate(games[i]):
        time.sleep(rng.uniform(0.3, 2 * args.gap - 0.3))
        b.play_ply(before, after)
        put_down[(i + 1, k)] = time.monotonic()
        time.sleep(rng.uniform(0.2, 0.8))
        press_at[(i + 1, k)] = time.monotonic()
        b.press("left" if number % 2 == 1 else "right")


players = [threading.Thread(target=play, args=(i,)) for i in range(args.boards)]
t0 = time.monotonic()
for p in players:
    p.start()
longest = max(len(g) for g in games) * (args.gap + 0.5 + 0.65)
down = []  # (from, to): the bridge not listening


def kill(p):
    p.send_signal(signal.SIGKILL)
    p.wait()


events = sorted([(longest * (k + 1) / (args.broker_kills + 2), "broker") for k in range(args.broker_kills)] +
                ([(longest * 0.45, "bridge")] if args.bridge_kill else []))
for at, what in events:
    time.sleep(max(0.0, t0 + at - time.monotonic()))
    if what == "broker":
        print(f"== SIGKILL the broker at {time.monotonic() - t0:.1f} s, started again 1 s later", flush=True)
        kill(broker)
        time.sleep(1.0)
        broker = start_broker()
    else:
        print(f"== SIGKILL the bridge at {time.monotonic() - t0:.1f} s, started again 0.5 s later", flush=True)
        greeted = [b.commands.count(dgt_board.UPDATE_NICE) for b in boards]
        killed = time.monotonic()
        kill(bridge)
        time.sleep(0.5)
        bridge = start(bridge_cmd, bridge_log)
        watch_bridge(bridge)
        # Each board is heard again once the new bridge has put it in update mode.
        back = [None] * len(boards)
        until = time.monotonic() + 60
        while None in back and time.monotonic() < until:
            for i, b in enumerate(boards):
                if back[i] is None and b.commands.count(dgt_board.UPDATE_NICE) > greeted[i]:
                    back[i] = time.monotonic()
            time.sleep(0.01)
        if None in back:
            fail(f"the restarted bridge did not take up {back.count(None)} boards within 60 s")
        print(f"   every board heard again {max(t for t in back if t) - killed:.1f} s after the kill", flush=True)
        down.append((killed, back))
for p in players:
    p.join()
time.sleep(4.0)
bridge.send_signal(signal.SIGINT)
try:
    bridge.wait(60)
except subprocess.TimeoutExpired:
    fail("the bridge did not stop within 60 s of SIGINT")
for b in boards:
    b.close()
bridge_cpu_s = sum(watch_bridge.cpu.values())


def clock_text(s):
    return f"{s // 3600}:{s // 60 % 60:02}:{s % 60:02}"


# The round's games from the hall.
def get(path):
    with urllib.request.urlopen(f"http://127.0.0.1:{http_port}{path}", timeout=30) as response:
        return response.read().decode()


time.sleep(1.0)
pgn = get(f"/round/{ROUND}/games.pgn")
with open(f"{work}/games.pgn", "w") as f:
    f.write(pgn)
feed_stop.set()
hall_games = {}
for text in re.split(r"\n(?=\[Event )", pgn.strip()):
    m = re.search(r'\[Board "(\d+)"\]', text)
    if not m:
        continue
    movetext = re.sub(r"^\[.*\]\s*$", "", text, flags=re.M)
    tokens = re.findall(r"\{[^}]*\}|[^\s{}]+", movetext)
    moves = []
    for tok in tokens:
        if tok.startswith("{"):
            clk = re.search(r"\[%clk\s+(\d+):(\d\d):(\d\d)\]", tok)  # the writer may wrap inside
            if clk and moves:
                moves[-1][1] = int(clk.group(1)) * 3600 + int(clk.group(2)) * 60 + int(clk.group(3))
        elif re.match(r"^\d+\.+$", tok) or tok in ("1-0", "0-1", "1/2-1/2", "*"):
            continue
        else:
            moves.append([re.sub(r"^\d+\.+", "", tok), None])
    hall_games[int(m.group(1))] = moves

moves_equal = clk_equal = clk_missing = clk_wrong = 0
missing_unexplained = 0
for i in range(args.boards):
    n = i + 1
    want = [san for _, san, _, _, _ in games[i]]
    got = hall_games.get(n, [])
    if [m[0] for m in got] != want:
        fail(f"board {n}: the hall has {len(got)} moves {[m[0] for m in got][:6]}..., played {len(want)}")
        continue
    moves_equal += 1
    presses = boards[i].clock.presses
    # The simulated clock's presses, one per move (the lever pressed once after each).
    for k, (number, _, _, _, _) in enumerate(games[i]):
        side, left, right = presses[k]
        shown = left if number % 2 == 1 else right
        got_clk = got[k][1]
        if got_clk is None:
            clk_missing += 1
            at = press_at[(n, k)]
            # Unheard: pressed while the bridge was down (from up to the 2 s a press waits for its
            # move before the kill to the moment the new bridge had this board in update mode).
            if not any(killed - 2.5 <= at <= (back[i] or killed + 60) for killed, back in down):
                missing_unexplained += 1
                fail(f"board {n}: move {k + 1} ({games[i][k][1]}) has no [%clk] (pressed at "
                     f"{at - t0:.1f} s, the clock showed {clock_text(shown)})")
        elif got_clk != shown:
            clk_wrong += 1
            fail(f"board {n}: move {k + 1} [%clk {clock_text(got_clk)}], the clock showed {clock_text(shown)}")
        else:
            clk_equal += 1

# pgn-extract reads the round's games without an error.
extract = subprocess.run([pgn_extract, "-r", "-l", f"{work}/pgn-extract.log", f"{work}/games.pgn"],
                         capture_output=True, text=True)
extract_log = open(f"{work}/pgn-extract.log").read()
matched = re.search(r"(\d+) games matched out of (\d+)", extract_log)
if not matched or matched.group(1) != str(args.boards) or re.search(r"(?i)line number|failed|missing|unknown|error",
                                                                    extract_log):
    fail("pgn-extract: " + extract_log[-400:])

# The pages as a browser shows them: every board's position on the hall's page; a board's page
# with every move, stepped back to the start and forward to the last move.
if args.browser:
    from browser import Browser
    with Browser("en-US") as browser:
        page = browser.open(f"http://127.0.0.1:{http_port}/", 1920, 1080)
        shown = page.wait_for(f"document.querySelectorAll('.tile .dia').length === {args.boards}", 20)
        if not shown:
            fail("the hall's page: " + str(page.evaluate("document.querySelectorAll('.tile .dia').length")) +
                 f" boards drawn with their position, not {args.boards}")
        page = browser.open(f"http://127.0.0.1:{http_port}/board/1?event={EVENT}&lang=fr", 390, 844, True)
        want_moves = len(games[0])
        if not page.wait_for(f"document.querySelectorAll('#moves span:not(.clk)').length === {want_moves}", 20):
            fail(f"board 1's page: not its {want_moves} moves")
        last_text = page.evaluate("document.querySelector('#moves span.now').textContent")
        start = page.evaluate("document.getElementById('first').click(); "
                              "Array.from(document.querySelectorAll('.big .sq')).map(s => s.textContent).join('')")
        # The start: 32 pieces on 64 squares; the last move marked before.
        if len(start) != 32 or not last_text.endswith(games[0][-1][1]):
            fail(f"board 1's page: the start shows {len(start)} pieces, the last move was '{last_text}'")
        if page.evaluate("document.getElementById('title').textContent") != "Échiquier 1":
            fail("board 1's page is not in French")

# Latency: piece down -> the move on the live feed.
latencies = []
for i in range(args.boards):
    n = i + 1
    for k, (number, san, _, _, _) in enumerate(games[i]):
        text = (f"{(number + 1) // 2}. " if number % 2 == 1 else f"{(number + 1) // 2}... ") + san
        if (n, text) in seen and (n, k) in put_down:
            latencies.append((seen[(n, text)] - put_down[(n, k)]) * 1000)
latencies.sort()


def pct(p):
    return latencies[min(len(latencies) - 1, int(len(latencies) * p / 100))] if latencies else float("nan")


total_moves = sum(len(g) for g in games)
for p in procs:
    if p.poll() is None:
        p.send_signal(signal.SIGTERM)
for p in procs:
    try:
        p.wait(10)
    except subprocess.TimeoutExpired:
        p.kill()
print(f"boards {args.boards}, moves {total_moves}, played in {time.monotonic() - t0:.0f} s; "
      f"broker SIGKILLed {args.broker_kills} times, the bridge {args.bridge_kill}")
print(f"latency piece down -> hall feed: {len(latencies)} moves seen, p50 {pct(50):.0f} ms, "
      f"p90 {pct(90):.0f} ms, p99 {pct(99):.0f} ms, max {latencies[-1] if latencies else 0:.0f} ms")
print(f"bridge: {bridge_cpu_s:.1f} s of processor time, peak memory {bridge_peak_kb[0] / 1024:.0f} MiB")
print(f"[%clk] equal {clk_equal}, missing {clk_missing} (pressed while the bridge was down), wrong {clk_wrong}")
print(f"moves equal to the games played: {moves_equal}/{args.boards}, clock times missing outside the "
      f"bridge's stop: {missing_unexplained}, wrong: {clk_wrong}, pgn-extract: "
      f"{'read' if not any('pgn-extract' in f for f in failures) else 'errors'}"
      + (f", pages: {'drawn' if not any('page' in f for f in failures) else 'wrong'}" if args.browser else ""))
sys.exit(1 if failures else 0)
