#!/usr/bin/env python3
"""pendule-cli eboard against a DGT board simulated on a pseudo-terminal: the board answers the
version, serial number and board requests as a real one does, then hands make moves field update by
field update (a capture with the taken piece off first, a castling rook first, a piece slid on, a
piece lifted and put back, garbage bytes between frames), then the cable is pulled; the moves read
must be the game's, and the lost link said.
usage: eboard_cli_test.py PENDULE_CLI"""
import os
import pty
import select
import subprocess
import sys
import time
import tty

cli = sys.argv[1]

START = [8, 9, 10, 12, 11, 10, 9, 8] + [7] * 8 + [0] * 32 + [1] * 8 + [2, 3, 4, 6, 5, 4, 3, 2]
CODE = {'P': 1, 'R': 2, 'N': 3, 'B': 4, 'K': 5, 'Q': 6, 'p': 7, 'r': 8, 'n': 9, 'b': 10, 'k': 11, 'q': 12}


def field(square):
    """The board's field of a square such as 'e2' (a8 = 0, h1 = 63)."""
    return (8 - int(square[1])) * 8 + ord(square[0]) - ord('a')


def frame(msg_id, payload):
    size = len(payload) + 3
    return bytes([0x80 | msg_id, size >> 7, size & 0x7f]) + bytes(payload)


master, slave = pty.openpty()
tty.setraw(slave)
name = os.ttyname(slave)
proc = subprocess.Popen([cli, "eboard", "--port", name, "--seconds", "60"], stdout=subprocess.PIPE,
                        stderr=subprocess.PIPE, text=True)
board = list(START)


def answer(until):
    """Answers the program's commands until `until` (monotonic seconds)."""
    while time.monotonic() < until:
        ready, _, _ = select.select([master], [], [], 0.02)
        if not ready:
            continue
        for byte in os.read(master, 64):
            if byte == 0x4d:
                os.write(master, frame(0x13, [1, 9]))
            elif byte == 0x45:
                os.write(master, frame(0x11, list(b"12345")))
            elif byte == 0x42:
                os.write(master, frame(0x06, board))


def hands(updates, rest=0.5):
    for square, piece in updates:
        board[field(square)] = CODE.get(piece, 0)
        os.write(master, frame(0x0e, [field(square), CODE.get(piece, 0)]))
        answer(time.monotonic() + 0.04)
    answer(time.monotonic() + rest)


answer(time.monotonic() + 1.0)
hands([("e2", ""), ("e4", "P")])                          # 1. e4
hands([("e7", ""), ("e5", "p")])                          # 1... e5
os.write(master, bytes([0x01, 0x02, 0x8e, 0x00]))         # garbage, a frame cut short
hands([("g1", ""), ("f3", "N")])                          # 2. Nf3
hands([("b8", ""), ("b8", "n")])                          # lifted and put back: nothing
hands([("b8", ""), ("c6", "n")])                          # 2... Nc6
hands([("f1", ""), ("c4", "B")])                          # 3. Bc4 read...
hands([("c4", ""), ("b5", "B")])                          # ... slid on to b5: 3. Bb5
hands([("g8", ""), ("f6", "n")])                          # 3... Nf6
hands([("h1", ""), ("f1", "R")])                          # 4. Rf1 read...
hands([("e1", ""), ("g1", "K")])                          # ... then the king: 4. O-O, the rook first
hands([("e4", "")] + [("f6", ""), ("e4", "n")])           # 4... Nxe4, the taken pawn off first
answer(time.monotonic() + 0.3)
os.close(master)  # the cable pulled
os.close(slave)
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
