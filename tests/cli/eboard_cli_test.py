#!/usr/bin/env python3
"""pendule-cli eboard against a DGT board simulated on a pseudo-terminal: the board answers the
version, serial number and board requests as a real one does, then hands make moves field update by
field update (a capture with the taken piece off first, a castling rook first, a piece slid on, a
piece lifted and put back, garbage bytes between frames), then the cable is pulled; the moves read
must be the game's, and the lost link said. The board is tests/tools/dgt_board.py, its hands driven
one field update at a time.
usage: eboard_cli_test.py PENDULE_CLI"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import dgt_board  # noqa: E402

cli = sys.argv[1]
board = dgt_board.Board()  # no noise: each field update reported as the hand makes it
proc = subprocess.Popen([cli, "eboard", "--port", board.path, "--seconds", "60"], stdout=subprocess.PIPE,
                        stderr=subprocess.PIPE, text=True)
hands = board.hands
if not board.wait_for_update_mode(30):
    sys.exit("FAIL: pendule-cli never asked for field updates")
time.sleep(1.0)
hands([("e2", ""), ("e4", "P")])                          # 1. e4
hands([("e7", ""), ("e5", "p")])                          # 1... e5
board.write_raw([0x01, 0x02, 0x8e, 0x00])                 # garbage, a frame cut short
hands([("g1", ""), ("f3", "N")])                          # 2. Nf3
hands([("b8", ""), ("b8", "n")])                          # lifted and put back: nothing
hands([("b8", ""), ("c6", "n")])                          # 2... Nc6
hands([("f1", ""), ("c4", "B")])                          # 3. Bc4 read...
hands([("c4", ""), ("b5", "B")])                          # ... slid on to b5: 3. Bb5
hands([("g8", ""), ("f6", "n")])                          # 3... Nf6
hands([("h1", ""), ("f1", "R")])                          # 4. Rf1 read...
hands([("e1", ""), ("g1", "K")])                          # ... then the king: 4. O-O, the rook first
hands([("e4", "")] + [("f6", ""), ("e4", "n")], rest=0.3)  # 4... Nxe4, the taken pawn off first
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
for f in failures:
    print("FAIL:", f, file=sys.stderr)
sys.exit(1 if failures else 0)
