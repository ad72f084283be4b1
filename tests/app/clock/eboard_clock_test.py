#!/usr/bin/env python3
"""The clock with an e-board, under an X server of its own (run through tests/xvfb.sh), with real keys:
a game played on the simulated DGT board (tests/tools/dgt_board.py) with the noise of hands, each
move pressed on the clock's keys once the clock has read it. After the fifth move the clock is killed
(SIGKILL); the sixth move is made on the board while it is down; `pendule --resume` must have the
five moves back from its journal and read the sixth from the board. Then the game goes on to a
threefold repetition, and the arbiter, with nothing typed, opens the claim form (C), which holds
the board's score, and rules it (Enter, Enter): the draw by 9.2.2. The journal, read by
`pendule-cli replay` and `export --pgn`, holds the game's moves, the draw, and no other move.
usage: eboard_clock_test.py PENDULE PENDULE_CLI GAME.pgn OUTDIR"""
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import dgt_board  # noqa: E402

pendule, cli, pgn, out = sys.argv[1:5]
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
journals = os.path.join(out, "journals")
home = os.path.join(out, "home")
os.makedirs(journals)
os.makedirs(os.path.join(home, "data"))
env = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"), LIBGL_ALWAYS_SOFTWARE="1")
for tool in ("xdotool",):
    if not shutil.which(tool):
        print("FAIL (e-board clock test): %s is not installed (Debian: xdotool)" % tool, file=sys.stderr)
        sys.exit(1)


def fail(message):
    print("FAIL (e-board clock test): " + message, file=sys.stderr)
    sys.exit(1)


def wait_for(path, pattern, seconds, count=1):
    """Waits until `pattern` (a regular expression) is on `count` lines of the file `path`."""
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        try:
            with open(path, errors="replace") as f:
                if len([line for line in f if re.search(pattern, line)]) >= count:
                    return
        except FileNotFoundError:
            pass
        time.sleep(0.05)
    fail("%s: no %d lines matching '%s' within %d s" % (path, count, pattern, seconds))


def xdotool(*words):
    subprocess.run(["xdotool", *words], check=False, env=env, stdout=subprocess.DEVNULL)


def start_clock(trace, *options):
    proc = subprocess.Popen([pendule, "--journal-dir", journals, "--trace", "--eboard", board.path, *options],
                            stdout=open(trace, "w"), stderr=open(trace + ".err", "w"), env=env)
    wait_for(trace, r"^ready", 30)
    window = subprocess.run(["xdotool", "search", "--sync", "--name", "^Pendule$"], capture_output=True,
                            text=True, env=env, timeout=20).stdout.split()[0]
    xdotool("windowmove", window, "0", "0")
    xdotool("windowfocus", "--sync", window)
    wait_for(trace, r"^eboard linked", 20)
    return proc


def play_and_press(trace, number, presses_before):
    """The board's ply `number` (1: the first) made by the hands, read by the clock, then pressed
    by the player who made it: White's key on the left (Shift_L), Black's on the right (Shift_R)."""
    _, san, _, before, after = plies[number - 1]
    board.play_ply(before, after)
    wait_for(trace, r"^eboard moves=%d " % number, 20)
    xdotool("key", "shift" if number % 2 == 1 else "Shift_R")
    wait_for(trace, r"^press .* accepted=1", 10, presses_before + 1)


plies = dgt_board.plies_of_pgn(cli, pgn)
if len(plies) != 10:
    fail("the game should have 10 plies, has %d" % len(plies))
noise = dgt_board.Noise.parse("scan,lift,slide,garbage")
with dgt_board.Board(noise=noise, seed=3) as board:
    trace1 = os.path.join(out, "first.trace")
    clock = start_clock(trace1, "--start", "--preset", "300+3", "--names", "Alice", "Bruno")
    for n in range(1, 6):
        play_and_press(trace1, n, n - 1)
    clock.send_signal(signal.SIGKILL)
    clock.wait()
    journal = [f for f in os.listdir(journals) if f.endswith(".journal")]
    if len(journal) != 1:
        fail("one journal expected, found %s" % journal)
    journal = os.path.join(journals, journal[0])
    # The sixth move while the clock is down.
    _, san6, _, before, after = plies[5]
    board.play_ply(before, after)
    time.sleep(0.5)

    trace2 = os.path.join(out, "resumed.trace")
    clock = start_clock(trace2, "--resume")
    if not re.search(r"^resumed", open(trace2).read(), re.M):
        fail("the game was not resumed: " + open(trace2 + ".err").read())
    wait_for(trace2, r"^eboard moves=6 ", 20)  # five from the journal, the sixth from the board
    # Resumed, the clock is paused until the arbiter restarts it (Laws 6.11).
    xdotool("key", "ctrl+alt+a")
    wait_for(trace2, r"locked=0", 5)
    xdotool("key", "p")
    wait_for(trace2, r"^command resume .*accepted=1", 5)
    xdotool("key", "Escape")
    xdotool("key", "Shift_R")  # Black presses after the move made while the clock was down
    wait_for(trace2, r"^press .* accepted=1", 10, 1)
    for n in range(7, 11):
        play_and_press(trace2, n, n - 6)
    # White to move, the position after 1... e5 for the third time: the arbiter rules the claim
    # on the board's score, typing nothing.
    xdotool("key", "ctrl+alt+a")
    wait_for(trace2, r"locked=0", 5)
    xdotool("key", "c")
    time.sleep(0.5)
    xdotool("key", "Return")
    wait_for(trace2, r"^command judge-claim .*accepted=1", 10)
    xdotool("key", "Return")
    wait_for(trace2, r"^command apply-claim .*accepted=1", 10)
    time.sleep(0.5)
    clock.send_signal(signal.SIGTERM)
    try:
        clock.wait(10)
    except subprocess.TimeoutExpired:
        clock.kill()
        clock.wait()

replay = json.loads(subprocess.run([cli, "replay", journal, "--json"], capture_output=True, text=True).stdout)
if replay["error"]:
    fail("replay: " + replay["error"])
if not replay["result"] or replay["result"]["score"] != "1/2-1/2" or replay["result"]["article"] != "9.2.2":
    fail("the draw by 9.2.2 is not the journal's result: %s" % replay["result"])
read = [m["san"] for m in replay["board_moves"]["moves"]]
played = [p[1] for p in plies]
if read != played:
    fail("the journal's board moves %s are not the game's %s" % (read, played))
if replay["board_moves"]["replaced"] or replay["board_moves"]["taken_back"]:
    fail("moves read that were not made: %s" % replay["board_moves"])
exported = subprocess.run([cli, "export", journal, "--pgn"], capture_output=True, text=True).stdout
flat = " ".join(exported.split())
expected = "1. e4 {[%clk"
if expected not in flat or "5. Ng1" not in flat or "Nb8 {[%clk" not in flat:
    fail("the PGN lacks the board's moves with their clocks:\n" + exported)
claims = [c for c in replay["log"] if c.get("article") == "9.2.2"]
if not claims:
    fail("no 9.2.2 ruling in the log: %s" % replay["log"])
print("ok: %d board moves (the sixth read after the restart), %d presses, result %s by %s" %
      (len(read), replay["presses"], replay["result"]["score"], replay["result"]["article"]))
print("PASS (e-board clock test)")
