#!/usr/bin/env python3
"""pendule-cli eboard reads a whole real game from the simulated DGT board (tests/tools/dgt_board.py).
  game: every noise of the hands on (scans, capture and castling orders, slides, a piece lifted and
        put back, a two-move take-back, the kings in the centre at the end, garbage, the board
        turned round): the moves read must be the game's, the take-back, the orientation and the
        result the kings give (1-0, never a position to set back) said.
  pull: the cable pulled after ply 20 while two more plies are made: pendule-cli says the link is
        lost and ends with status 1 with the 20 plies read; the link is gone meanwhile, and once
        plugged back the board's dump shows the two plies made while it was unplugged.
usage: eboard_game_test.py PENDULE_CLI GAME.pgn game|pull"""
import os
import select
import subprocess
import sys
import time
import tty

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import dgt_board  # noqa: E402

cli, pgn, case = sys.argv[1:4]
plies = dgt_board.plies_of_pgn(cli, pgn)
failures = []


def moves_read(count):
    words = []
    for number, san, _, _, _ in plies[:count]:
        words.append(("%d. " % ((number + 1) // 2) if number % 2 else "") + san)
    return "moves read: %d %s" % (count, " ".join(words))


def dump_of(path):
    """The board's dump, asked through the link as a program does, found as a reader finds it: the
    board's garbage noise may put stray bytes or a frame cut short before it."""
    header = bytes([0x86, 0x00, 67])  # the dump's id and its length, 67 in two 7-bit bytes
    fd = os.open(path, os.O_RDWR | os.O_NOCTTY)
    try:
        tty.setraw(fd)
        os.write(fd, bytes([dgt_board.SEND_BOARD]))
        data, until = b"", time.monotonic() + 3
        while time.monotonic() < until:
            start = data.find(header)
            if start >= 0 and len(data) >= start + 67:
                return list(data[start + 3:start + 67])
            if select.select([fd], [], [], 0.1)[0]:
                data += os.read(fd, 128)
        return None
    finally:
        os.close(fd)


noise = dgt_board.Noise.parse("all")
with dgt_board.Board(noise=noise, seed=6) as board:
    proc = subprocess.Popen([cli, "eboard", "--port", board.path, "--seconds", "600"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    if not board.wait_for_update_mode(30):
        failures.append("pendule-cli never asked for field updates")
    time.sleep(0.5)
    if case == "game":
        dgt_board.play_game(board, plies, gap=0.7, takeback_at=31)
        board.kings_to_centre("1-0")  # Spassky resigned
        time.sleep(1.5)
        board.unplug()
        out, err = proc.communicate(timeout=20)
        expected = len(plies)
    else:
        gone = []
        dgt_board.play_game(board, plies[:22], gap=0.7, pull=(20, 2.0, 2),
                            say=lambda text: gone.append(os.path.lexists(board.path)) if text == "pulled" else None)
        out, err = proc.communicate(timeout=20)
        expected = 20
        if gone != [False]:
            failures.append("the link is still there with the cable pulled")
        want = dgt_board.codes(plies[21][4])
        dump = dump_of(board.path)
        if dump != [want[63 - i] for i in range(64)]:
            failures.append("the dump after plugging back: %s, expected the placement after ply 22" % dump)
print(out, end="")
print(err, end="", file=sys.stderr)
if proc.returncode != 1 or "the link is lost" not in out:
    failures.append("the lost link: exit status %s" % proc.returncode)
if moves_read(expected) not in out:
    failures.append("expected '%s'" % moves_read(expected))
if "the board stands turned round" not in out:
    failures.append("the board turned round not said")
if case == "game":
    if "taken back: 1 move" not in out:
        failures.append("the take-back not said")
    if "result shown with the kings in the centre: 1-0" not in out or "set the position back" in out:
        failures.append("the kings in the centre not read as the result 1-0")
    if "link: 0 bytes dropped" in out:  # not "130 bytes dropped"
        failures.append("no garbage dropped")
for f in failures:
    print("FAIL:", f, file=sys.stderr)
sys.exit(1 if failures else 0)
