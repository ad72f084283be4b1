#!/usr/bin/env python3
"""Sends N alternating Shift presses to the X display through XTest and prints, for each, the
CLOCK_MONOTONIC time (microseconds) just before the key-down event left this process. pendule's
--trace prints the same clock's time when it took the event from its queue (event_us) and when the
press was recorded (recorded_us), so the two together give the delivery latency.

usage: send_keys.py COUNT INTERVAL_MS"""
import ctypes
import sys
import time

count, interval_ms = int(sys.argv[1]), int(sys.argv[2])
x11 = ctypes.CDLL("libX11.so.6")
xtst = ctypes.CDLL("libXtst.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
x11.XFlush.argtypes = [ctypes.c_void_p]
x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]

display = x11.XOpenDisplay(None)
if not display:
    sys.exit("send_keys.py: cannot open the display")
keys = [x11.XKeysymToKeycode(display, 0xFFE1), x11.XKeysymToKeycode(display, 0xFFE2)]  # Shift_L, Shift_R
for i in range(count):
    code = keys[i % 2]
    sent_us = time.monotonic_ns() // 1000
    xtst.XTestFakeKeyEvent(display, code, 1, 0)
    x11.XFlush(display)
    print(f"sent {'left' if i % 2 == 0 else 'right'} {sent_us}", flush=True)
    time.sleep(0.02)
    xtst.XTestFakeKeyEvent(display, code, 0, 0)
    x11.XSync(display, 0)
    time.sleep(interval_ms / 1000)
