#!/usr/bin/env python3
"""The simulated DGT board (tests/tools/dgt_board.py) answers as a real board does: every command
asked through its link, the clock's commands acked as a DGT 3000 acks them (only in update modes),
its clock set, run and pressed, its times reported when they change in update-nice mode,
unknown bytes and an LED command ignored, no field update while idle, a turned board's dump
mirrored and its fields reported as 63 - i, and the cable pulled and plugged back under the same
link.
usage: dgt_board_test.py"""
import os
import select
import sys
import time
import tty

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import dgt_board as dgt  # noqa: E402

failures = []


def check(what, got, want):
    if got != want:
        failures.append("%s: got %r, expected %r" % (what, got, want))


class Link:
    def __init__(self, path):
        self.fd = os.open(path, os.O_RDWR | os.O_NOCTTY)
        tty.setraw(self.fd)

    def ask(self, data, seconds=0.5):
        """Writes the bytes, then reads what comes for `seconds`."""
        os.write(self.fd, bytes(data))
        got, until = b"", time.monotonic() + seconds
        while time.monotonic() < until:
            if select.select([self.fd], [], [], 0.05)[0]:
                try:
                    got += os.read(self.fd, 4096)
                except OSError:
                    break
        return got

    def close(self):
        os.close(self.fd)


def ack(sub, extra=0):
    return dgt.frame(dgt.CLOCK_TIME, [0x0a, 0x10, sub, 0x0a, extra, 0, 0])


with dgt.Board(serial="54321", version=(1, 7)) as board:
    link = Link(board.path)
    check("version", link.ask([0x4d]), bytes([0x93, 0, 5, 1, 7]))
    check("serial number", link.ask([0x45]), dgt.frame(0x11, list(b"54321")))
    check("long serial number", link.ask([0x55]), dgt.frame(0x22, list(b"5432154321")))
    check("trademark id", link.ask([0x47])[:1], b"\x92")
    check("battery", link.ask([0x4c]), dgt.frame(0x20, [100, 0, 0, 0, 0, 0, 0, 0, 0]))
    check("memory", link.ask([0x49]), dgt.frame(0x0f, [0x6b]))
    dump = link.ask([0x42])
    check("dump", dump, dgt.frame(0x06, dgt.codes(dgt.START)))
    check("unknown bytes and an LED command", link.ask([0x00, 0x7f, 0x99, 0x60, 0x04, 0x42, 0x4d, 0x45, 0x00]), b"")
    display = [0x2b, 0x0c, 0x03, 0x0c] + list(b"MEBE  42") + [0x00, 0x00]
    check("a clock command while idle: no ack", link.ask(display, 0.6), b"")
    board.lift("e2")
    check("no field update while idle", link.ask([], 0.2), b"")
    check("the dump while idle", link.ask([0x42])[3 + dgt.field("e2")], 0)
    link.ask([0x4b], 0.1)
    board.put("e4", "P")
    check("a field update", link.ask([], 0.2), dgt.frame(0x0e, [dgt.field("e4"), 1]))
    check("a clock display acked", link.ask(display, 0.6), ack(0x0c))
    check("the clock's version", link.ask([0x2b, 0x03, 0x03, 0x09, 0x00], 0.6), ack(0x09, 0x13))
    # Set (1:02:03 on the left, 0:04:05 on the right) and paused: in update-nice mode the new times
    # come at once (stopped, the lever high on the left: the left's turn), then the answer.
    stopped = dgt.frame(0x0d, [0, 0x04, 0x05, 1, 0x02, 0x03, 0x10])
    check("set and paused: the times, then the answer",
          link.ask([0x2b, 0x0a, 0x03, 0x0a, 1, 2, 3, 0, 4, 5, 0x04, 0], 0.6), stopped + ack(0x0a))
    check("the clock's time", link.ask([0x41]), stopped)
    # Set and run on the right: the times at once, running, then every second the right's counts down.
    running = link.ask([0x2b, 0x0a, 0x03, 0x0a, 1, 2, 3, 0, 4, 5, 0x02, 0], 1.3)
    check("set and run: the times at once, running on the right",
          running[:10], dgt.frame(0x0d, [0, 0x04, 0x05, 1, 0x02, 0x03, 0x01 | 0x02 | 0x08]))
    check("set and run: answered", ack(0x0a) in running, True)
    check("a second later, the right's time", dgt.frame(0x0d, [0, 0x04, 0x04, 1, 0x02, 0x03, 0x0b]) in running,
          True)
    board.press("right")
    check("pressed on the right: the left's time runs",
          link.ask([], 0.2)[:10], dgt.frame(0x0d, [0, 0x04, 0x04, 1, 0x02, 0x03, 0x01 | 0x10]))
    board.unplug()
    check("the link gone with the cable", os.path.lexists(board.path), False)
    # The program's end hung up: its reads end (Linux: at once, with nothing; EIO elsewhere).
    try:
        select.select([link.fd], [], [], 1.0)
        check("the program's read after the cable is pulled", os.read(link.fd, 16), b"")
    except OSError as e:
        check("the program's read after the cable is pulled", e.strerror, "Input/output error")
    link.close()
    board.put("d2", "")
    board.put("d4", "P")
    board.plug()
    link = Link(board.path)
    dump = link.ask([0x42])
    check("the dump after plugging back", (dump[3 + dgt.field("d4")], dump[3 + dgt.field("d2")]), (1, 0))
    board.put("d4", "")
    check("idle after plugging back", link.ask([], 0.2), b"")
    link.close()

with dgt.Board(noise=dgt.Noise.parse("turned")) as board:
    link = Link(board.path)
    check("a turned board's dump", link.ask([0x42]), dgt.frame(0x06, dgt.codes(dgt.START)[::-1]))
    link.ask([0x44], 0.1)
    board.lift("e2")
    check("a turned board's field", link.ask([], 0.2), dgt.frame(0x0e, [63 - dgt.field("e2"), 0]))
    link.close()

for f in failures:
    print("FAIL:", f, file=sys.stderr)
print("%d failures" % len(failures))
sys.exit(1 if failures else 0)
