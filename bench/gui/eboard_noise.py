#!/usr/bin/env python3
"""A DGT board that never stops reporting, for the window's benchmarks (bench/gui/measure_gui.sh with
EBOARD_NOISE=1): the simulated board of tests/tools/dgt_board.py in the start position, a hand
lifting the g1 knight and putting it back every RATE ms (two field updates each time), ten times,
then the board still for 400 ms (the clock's recogniser reads it), and again, until it is killed.
Writes `port PATH` first.
usage: eboard_noise.py [RATE_MS]"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "tools"))
import dgt_board  # noqa: E402

rate = int(sys.argv[1]) if len(sys.argv) > 1 else 100
with dgt_board.Board(noise=dgt_board.Noise.parse("none")) as board:
    print("port " + board.path, flush=True)
    board.wait_for_update_mode(60)
    try:
        while True:
            for _ in range(10):
                board.lift("g1")
                time.sleep(rate / 2000)
                board.put("g1", "N")
                time.sleep(rate / 2000)
            time.sleep(0.4)
    except KeyboardInterrupt:
        pass
