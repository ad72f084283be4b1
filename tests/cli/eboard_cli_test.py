#!/usr/bin/env python3
"""pendule-cli eboard against a DGT board simulated on a pseudo-terminal: the board answers the
version, serial number and board requests as a real one does, then hands make moves field update by
field update (a capture with the taken piece off first, a castling rook first, a piece slid on, a
piece lifted and put back, garbage bytes between frames), the DGT clock plugged into the board pressed
after each move, then the cable is pulled; the moves read must be the game's, each press said with
the times the clock showed after it, and the lost link said. The board is tests/tools/dgt_board.py, its hands driven
one field update at a time.
usage: eboard_cli_test.py PENDULE_CLI"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import dgt_board  # noqa: E402

cli = sys.argv[1]
# No noise: each field update reported as the hand makes it. A clock at 5 min + 2 s, White's on the left.
board = dgt_board.Board(clock=dgt_board.Clock(300, 300, increment_s=2, high="left"))
proc = subprocess.Popen([cli, "eboard", "--port", board.path, "--seconds", "60"], stdout=subprocess.PIPE,
                        stderr=subprocess.PIPE, text=True)
hands = board.hands
if not board.wait_for_update_mode(30):
    sys.exit("FAIL: pendule-cli never asked for field updates")
time.sleep(1.0)
board.start_clock()
press = board.press
hands([("e2", ""), ("e4", "P")])                          # 1. e4
press("left")
hands([("e7", ""), ("e5", "p")])                          # 1... e5
press("right")
board.write_raw([0x01, 0x02, 0x8e, 0x00])                 # garbage, a frame cut short
hands([("g1", ""), ("f3", "N")])                          # 2. Nf3
press("left")
press("left")                                             # pressed again: the lever is down already
hands([("b8", ""), ("b8", "n")])                          # lifted and put back: nothing
hands([("b8", ""), ("c6", "n")])                          # 2... Nc6
press("right")
hands([("f1", ""), ("c4", "B")])                          # 3. Bc4 read...
hands([("c4", ""), ("b5", "B")])                          # ... slid on to b5: 3. Bb5
press("left")
hands([("g8", ""), ("f6", "n")])                          # 3... Nf6
press("right")
hands([("h1", ""), ("f1", "R")])                          # 4. Rf1 read...
hands([("e1", ""), ("g1", "K")])                          # ... then the king: 4. O-O, the rook first
press("left")
hands([("e4", "")] + [("f6", ""), ("e4", "n")], rest=0.3)  # 4... Nxe4, the taken pawn off first
press("right")
time.sleep(0.5)
board.close()  # the cable pulled
out, err = proc.communicate(timeout=20)
print(out, end="")
failures = []
if proc.returncode != 1 or "the link is lost" not in out:
    failures.append(f"the lost link: exit status {proc.returncode}, {err}")
if "board version 1.9" not in out or "board serial number 12345" not in out:
    failures.append("the board's version and serial number")
want = "moves read: 8 1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Nxe4"
if want not in out:
    failures.append("expected '" + want + "'")
if "3. Bb5 (replaces the move read before it)" not in out:
    failures.append("the slid bishop replaces Bc4")
if "4. O-O (replaces the move read before it)" not in out:
    failures.append("the castling replaces the rook's move")
if "set the position back" in out:
    failures.append("a position to set back was asked")
if "2 frames refused" not in out and "1 frames refused" not in out:
    failures.append("the cut frame refused")


def clock_text(seconds):  # as the clock shows it: 4:58, 1:30:00
    if seconds >= 3600:
        return f"{seconds // 3600}:{seconds // 60 % 60:02}:{seconds % 60:02}"
    return f"{seconds // 60}:{seconds % 60:02}"


said = [line for line in out.splitlines() if line.startswith("clock")]
want_clock = ["clock on the board: left 5:00, right 5:00, stopped", "clock running: the left side's time"]
want_clock += [f"clock pressed on the {side}: left {clock_text(left)}, right {clock_text(right)}"
               for side, left, right in board.clock.presses]
if len(board.clock.presses) != 8 or said != want_clock:
    failures.append("the clock's presses: said " + repr(said) + ", the clock's " + repr(want_clock))
for f in failures:
    print("FAIL:", f, file=sys.stderr)
sys.exit(1 if failures else 0)
