#!/usr/bin/env python3
"""pendule-cli eboard-bridge on two simulated DGT boards (tests/tools/dgt_board.py), journals only:
  board 1 plays 1. f3 e5 2. g4 Qh4#, each move pressed on its DGT clock: the bridge records the
          checkmate's result (Laws 5.1.1, 0-1) and every press after its move;
  board 2's clock at 0:03 a side is started and nobody moves: White's flag falls, and the bridge
          records the arbiter core's ruling (6.9: Black can mate from the start, so 0-1) as a
          decision for the desk to confirm, not as a result;
  board 3 has no clock: its moves are recorded all the same, and no clock record; 2. Ra1-a3 jumps
          the a-pawn, an illegal move that Black's reply makes stand (Laws A.5.2); then the kings
          are put on d4 and e5: Black's win, recorded as the players' result for the desk to confirm;
  the clocks found stopped show their board's number (BOARD 1) until started, a command at a time;
  board 2's clock answers no command: written twice, given up, said;
  board 4 plays the French exchange 1. e4 e6 2. d4 d5 3. exd5 exd5 4. Nf3 Nf6 with its bridge
          SIGKILLed after 2...d5 and started again after 3...exd5 was put down, before its press:
          the capture and recapture on one square, read late, look like 3. exd5 under way with two
          pieces in the hand; Black's press makes them the moves, and every move is recorded once,
          each press after its move;
and a configuration that names one port twice is refused with the member named. The bridge started
again on those three finished games takes up their journals and records nothing twice. Boards 1 to 3 are
published to a real mosquitto on 127.0.0.1 and a pendule-hall: each board's retained state, what the
arbiter's desk reads, has board 1's result and, for boards 2 and 3 (no one at the board confirms),
the ruling's score for the desk to propose; the hall's games.pgn of the round, board 3's illegal
move and the moves after it in a comment, is read by pgn-extract without an error.
usage: eboard_bridge_test.py PENDULE_CLI WORK_DIR"""
import atexit
import glob
import json
import signal
import re
import os
import shutil
import subprocess
import sys
import time
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "hall"))
import dgt_board  # noqa: E402
from loopback import free_port, wait_port  # noqa: E402

cli, work = sys.argv[1:3]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
failures = []

with open(f"{work}/fool.pgn", "w") as f:
    f.write('[Event "?"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n')
plies = dgt_board.plies_of_pgn(cli, f"{work}/fool.pgn")

# A port named twice: refused, nothing started.
bad = {"event": "e", "round": "1", "control": "300+0",
       "boards": [{"board": 1, "port": "/dev/ttyX"}, {"board": 2, "port": "/dev/ttyX"}]}
with open(f"{work}/bad.json", "w") as f:
    json.dump(bad, f)
run = subprocess.run([cli, "eboard-bridge", "--config", f"{work}/bad.json", "--journal-dir", f"{work}/j"],
                     capture_output=True, text=True)
if run.returncode != 2 or "/boards/1/port '/dev/ttyX' is another board's port too" not in run.stderr:
    failures.append(f"the port named twice: status {run.returncode}, {run.stderr!r}")

mate = dgt_board.Board(clock=dgt_board.Clock(300, 300, high="left"))
flag = dgt_board.Board(clock=dgt_board.Clock(3, 3, high="left", answers=False))
bare = dgt_board.Board(clock=dgt_board.Clock(connected=False))
config = {"event": "e", "round": "1", "control": "300+0",
          "boards": [{"board": 1, "port": mate.path}, {"board": 2, "port": flag.path}, {"board": 3, "port": bare.path}]}
with open(f"{work}/bridge.json", "w") as f:
    json.dump(config, f)
broker_port = free_port()
with open(f"{work}/mosquitto.conf", "w") as f:
    f.write(f"listener {broker_port} 127.0.0.1\nallow_anonymous true\npersistence false\n")
broker = subprocess.Popen([shutil.which("mosquitto") or "/usr/sbin/mosquitto", "-c", f"{work}/mosquitto.conf"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
atexit.register(broker.kill)  # whatever ends the test: nothing of it left running
wait_port(broker_port)
http_port = free_port()
hall = subprocess.Popen([os.path.join(os.path.dirname(cli), "pendule-hall"), "--broker",
                         f"mqtt://127.0.0.1:{broker_port}", "--http", f"127.0.0.1:{http_port}", "--data",
                         f"{work}/hall", "--event", "e"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
atexit.register(hall.kill)
wait_port(http_port)
bridge = subprocess.Popen([cli, "eboard-bridge", "--config", f"{work}/bridge.json", "--journal-dir",
                           f"{work}/journals", "--seconds", "13", "--broker", f"mqtt://127.0.0.1:{broker_port}"],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
for b in (mate, flag, bare):
    if not b.wait_for_update_mode(20):
        sys.exit("FAIL: the bridge never put a board in update mode")
time.sleep(0.8)
mate.start_clock()
flag.start_clock()
for number, san, _, before, after in plies:
    mate.play_ply(before, after)
    time.sleep(0.3)
    mate.press("left" if number % 2 == 1 else "right")
    if number <= 2:
        bare.play_ply(before, after)
    time.sleep(0.6)
# 2. Ra1-a3 over the a-pawn, still long enough to be read as the illegal move; Black's reply makes it
# stand.
bare.play_ply("rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR", "rnbqkbnr/pppp1ppp/8/4p3/8/R4P2/PPPPP1PP/1NBQKBNR")
time.sleep(2.2)
bare.play_ply("rnbqkbnr/pppp1ppp/8/4p3/8/R4P2/PPPPP1PP/1NBQKBNR", "r1bqkbnr/pppp1ppp/2n5/4p3/8/R4P2/PPPPP1PP/1NBQKBNR")
time.sleep(0.8)
bare.kings_to_centre("0-1")  # White resigned
out, _ = bridge.communicate(timeout=60)
print(out, end="")
flag_commands = flag.commands.count(dgt_board.CLOCK_MESSAGE)  # the first bridge's
# Started again with the three games over: each board is read against its last position, nothing is
# said unreadable, no result or ruling is recorded twice, no new journal begun.
again = subprocess.run([cli, "eboard-bridge", "--config", f"{work}/bridge.json", "--journal-dir", f"{work}/journals",
                        "--seconds", "4"], capture_output=True, text=True, timeout=60)
print(again.stdout, end="")
for b in (mate, flag, bare):
    b.close()


def records(board, journals="journals"):
    journal = sorted(glob.glob(f"{work}/{journals}/board-{board}/*.journal"))[0]  # the game's: the first
    return [line.split(" ", 1)[1] for line in open(journal).read().splitlines()[1:]]


for n in (1, 2, 3):
    taken = glob.glob(f"{work}/journals/board-{n}/*.journal")
    again_records = records(n)
    if len(taken) != 1 or any(" text=unreadable" in r for r in again_records) \
            or sum(r.startswith(("result", "decision")) for r in again_records) != 1 \
            or not any(r.startswith("resumed") for r in again_records):
        failures.append(f"board {n} after the bridge started again on its finished game: {again_records[-6:]}")
one = records(1)
# The moves in order and the result after the mate; each press after the move it ended (a press
# read in the same turn as the mate may come before or after the result).
said = [r.split(" ")[0] + " " + r.rsplit("text=", 1)[1] if r.startswith("board-move") else r.split(" ")[0]
        for r in one if r.startswith(("board-move", "result"))]
if said != ["board-move f3", "board-move e5", "board-move g4", "board-move Qh4#", "result"]:
    failures.append(f"board 1's moves and result: {said}")
presses = [(i, int(re.search(r"value=(\d+)", r).group(1))) for i, r in enumerate(one)
           if r.startswith("board-clock") and r.endswith("text=pressed")]
moves_at = [i for i, r in enumerate(one) if r.startswith("board-move")]
if [v for _, v in presses] != [1, 2, 3, 4] or any(i < moves_at[v - 1] for i, v in presses):
    failures.append(f"board 1's presses: {presses}, its moves at {moves_at}")
result = [r for r in one if r.startswith("result")]
if not result or "score=0-1" not in result[0] or "reason_code=checkmate" not in result[0] \
        or "article=5.1.1" not in result[0]:
    failures.append(f"board 1's result: {result}")
two = records(2)
decisions = [r for r in two if r.startswith("decision")]
if not any("text=flag" in r and "side=white" in r for r in two):
    failures.append("board 2: no flag record for White: " + repr(two))
if len(decisions) != 1 or "article=6.9" not in decisions[0] or "outcome=0-1" not in decisions[0] \
        or "reason=the%20DGT%20clock's%20flag:%20White's%20flag%20fell" not in decisions[0]:
    failures.append(f"board 2's decision: {decisions}")
if any(r.startswith("result") for r in two):
    failures.append("board 2: a flag recorded as a result, not as the desk's to confirm")
three = records(3)
if [r.rsplit("text=", 1)[1] for r in three if r.startswith("board-move")] != ["f3", "e5", "Ra1-a3", "Nc6"] \
        or any(r.startswith("board-clock") for r in three):
    failures.append(f"board 3 (no clock): {three}")
# The kings put on d4 and e5 after 1...e5: Black's win, the players' result for the desk to confirm.
gesture = [r for r in three if r.startswith("decision")]
if len(gesture) != 1 or "outcome=0-1" not in gesture[0] or "article=5.1.2" not in gesture[0] \
        or "reason=the%20kings%20put%20in%20the%20centre" not in gesture[0] \
        or any(r.startswith(("result", "board-link text=unreadable")) for r in three):
    failures.append(f"board 3's kings in the centre: {gesture}")
if "board 1: 4 moves, 4 presses" not in out or "board 2: 0 moves, 0 presses" not in out \
        or "board 3: 4 moves, 0 presses" not in out:
    failures.append("the bridge's summary")
# The clocks found stopped show their board's number until they are started, each command written
# after the answer to the one before; board 2's clock answers nothing: written twice, then said, never
# flooded; board 3 has no clock to greet.
if mate.clock.displays != ["BOARD 1"] or mate.clock.display is not None \
        or "clock commands: 2 answered, 0 unanswered" not in out.split("board 1: 4 moves")[1].split("\n")[0]:
    failures.append(f"board 1's clock: shown {mate.clock.displays}, now {mate.clock.display!r}")
if flag_commands != 2 or "board 2: linked on" not in out \
        or "its clock does not answer commands" not in out \
        or "clock commands: 0 answered, 1 unanswered" not in out:
    failures.append(f"board 2's silent clock: {flag_commands} commands written")
if bare.commands.count(dgt_board.CLOCK_MESSAGE) != 0:
    failures.append("board 3: a clock command written to a board without a clock")

# What the desk reads: each board's retained state on the broker.
sub = subprocess.run(["mosquitto_sub", "-h", "127.0.0.1", "-p", str(broker_port), "-t", "pendule/e/board/+/state",
                      "-v", "-W", "3"], capture_output=True, text=True)
broker.terminate()
broker.wait()
states = {}
for line in sub.stdout.splitlines():
    topic, _, payload = line.partition(" ")
    states[int(topic.split("/")[3])] = json.loads(payload)
if states.get(1, {}).get("result") != "0-1":
    failures.append(f"board 1's state on the broker: {states.get(1)}")
for n in (2, 3):
    st = states.get(n, {})
    if st.get("result") is not None or not st.get("result_to_confirm") or st.get("ruled_result") != "0-1":
        failures.append(f"board {n}'s state on the broker, for the desk: {st}")
said3 = [line for line in out.splitlines() if line.startswith("board 3: linked")]
if said3[-2:] != [said3[0] + "; illegal move Ra1-a3 on the board", said3[0]]:
    failures.append(f"board 3's illegal move, said then no longer once it stood: {said3}")
if not re.search(r"board 3: 4 moves, 0 presses, (\d+) of \1 lines acknowledged", out):
    failures.append("board 3: not every line acknowledged by the broker")
# The round's games.pgn from the hall, as a broadcaster reads it.
time.sleep(0.5)
with urllib.request.urlopen(f"http://127.0.0.1:{http_port}/round/1/games.pgn", timeout=30) as response:
    pgn = response.read().decode()
hall.terminate()
hall.wait()
with open(f"{work}/games.pgn", "w") as f:
    f.write(pgn)
if "1. f3 e5 {Illegal move 2. Ra1-a3, stood (Laws A.5.2); the game went on from " not in pgn.replace("\n", " "):
    failures.append("board 3's illegal move in games.pgn: " + pgn)
extract = subprocess.run([shutil.which("pgn-extract") or "/usr/games/pgn-extract", "-r", "-l",
                          f"{work}/pgn-extract.log", f"{work}/games.pgn"], capture_output=True, text=True)
extract_log = open(f"{work}/pgn-extract.log").read()
if "3 games matched out of 3" not in extract_log or re.search(r"(?i)line number|failed|missing|unknown|error",
                                                               extract_log):
    failures.append("pgn-extract: " + extract_log[-400:])

# Board 4: the bridge stopped (SIGKILL) while a capture and its recapture are made on one square.
with open(f"{work}/french.pgn", "w") as f:
    f.write('[Event "?"]\n[Result "*"]\n\n1. e4 e6 2. d4 d5 3. exd5 exd5 4. Nf3 Nf6 *\n')
french = dgt_board.plies_of_pgn(cli, f"{work}/french.pgn")
late = dgt_board.Board(clock=dgt_board.Clock(300, 300, high="left"))
with open(f"{work}/late.json", "w") as f:
    json.dump({"event": "e", "round": "1", "control": "300+0", "boards": [{"board": 4, "port": late.path}]}, f)
late_cmd = [cli, "eboard-bridge", "--config", f"{work}/late.json", "--journal-dir", f"{work}/late"]


def wait_greeted(board, count):
    until = time.monotonic() + 20
    while board.commands.count(dgt_board.UPDATE_NICE) < count:
        if time.monotonic() > until:
            sys.exit("FAIL: the bridge never put board 4 in update mode")
        time.sleep(0.02)


first = subprocess.Popen(late_cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
wait_greeted(late, 1)
time.sleep(0.8)
late.start_clock()


def ply(k, press=True):
    number, _, _, before, after = french[k]
    late.play_ply(before, after)
    time.sleep(0.3)
    if press:
        late.press("left" if number % 2 == 1 else "right")
    time.sleep(0.6)


for k in range(4):
    ply(k)
first.send_signal(signal.SIGKILL)
first.wait()
ply(4)
ply(5, press=False)
second = subprocess.Popen(late_cmd + ["--seconds", "6"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True)
wait_greeted(late, 2)
time.sleep(1.0)
late.press("right")
time.sleep(0.6)
for k in (6, 7):
    ply(k)
late_out, _ = second.communicate(timeout=60)
print(late_out, end="")
late.close()
four = records(4, "late")
moves4 = [r.rsplit("text=", 1)[1] for r in four if r.startswith("board-move")]
if moves4 != ["e4", "e6", "d4", "d5", "exd5", "exd5", "Nf3", "Nf6"]:
    failures.append(f"board 4's moves: {moves4}")
presses4 = [(i, int(re.search(r"value=(\d+)", r).group(1))) for i, r in enumerate(four)
            if r.startswith("board-clock") and r.endswith("text=pressed")]
moves_at4 = [i for i, r in enumerate(four) if r.startswith("board-move")]
# 3. exd5 was pressed while no bridge listened: no press for it.
if [v for _, v in presses4] != [1, 2, 3, 4, 6, 7, 8] or any(i < moves_at4[v - 1] for i, v in presses4):
    failures.append(f"board 4's presses: {presses4}, its moves at {moves_at4}")
if "board 4: 8 moves, 7 presses" not in late_out:
    failures.append("board 4: the second bridge's summary")
for f in failures:
    print("FAIL:", f, file=sys.stderr)
sys.exit(1 if failures else 0)
