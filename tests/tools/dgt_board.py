#!/usr/bin/env python3
"""A DGT e-board simulated on a pseudo-terminal, for tests: it answers a program's commands as a real
board does and plays games as hands do, with their noise. Python 3, standard library only.

The board (docs/eboard.md, "Testing without a board")
  A pty pair in raw mode; the program opens the board through a symbolic link (`board.path`, by
  default `dgtboard` in a fresh temporary folder) that points at the pty's slave: pass it to
  `pendule-cli eboard --port PATH` or `pendule --eboard PATH`. The board answers reset (0x40), send
  clock (0x41), send board (0x42: the 67-byte dump 0x86), update, update board and update nice (0x43,
  0x44, 0x4b: field updates 0x8e on, and in update mode the clock's time every second), serial
  number (0x45 -> 0x91), trademark (0x47 -> 0x92), the board's memory (0x49: 0x8f holding nothing
  but its end mark), battery (0x4c -> 0xa0), version (0x4d -> 0x93) and long serial number (0x55 ->
  0xa2). A clock command through the board (2b SIZE 03 SUB ... 00) is read whole and answered as a
  DGT 3000 answers (an ack in a 0x8d message, only in update and update-nice modes, as the protocol
  says; a clock not plugged in, or made with answers=False, takes none and answers none), its
  display's text kept in `clock.display` and `clock.displays`; the LED command (60 SIZE ...) is read whole and ignored; any other byte is ignored. It
  starts idle, as a board does after its first command: no field update before an update command.

The hands (all switchable, the same every run for the same seed; `Noise`)
  scan      the board sees the squares in scans of 200-250 ms and reports a scan's changes in a
            shuffled order (a piece may be seen on its new square before its old one is empty);
            off: each change is reported as the hand makes it
  capture   a capture with the taken piece off first, the own piece lifted first, or the own piece
            put on the taken one (its square never seen empty)
  castle    castling king first or rook first
  ep        en passant in each of its three orders
  promotion the pawn put down on the last rank, then replaced by the new piece
  slide     a rook, bishop or queen slid over the squares between (each on, then off); now and
            then resting on one long enough to be read as a move, then slid on
  lift      a piece lifted and put back before a move
  takeback  once in a game, two plies set back, then played again
  kings     the kings put in the centre after the last move (the result, DGT's way)
  garbage   stray bytes and a frame cut short before some frames
  turned    the board turned round: square i reported as 63 - i, the dumps mirrored

The cable
  `unplug()` closes the pty: the program's end is hung up (its reads end: Linux gives end of file,
  other systems EIO) and the link disappears, as /dev/ttyACM0 does. A pty's slave name cannot be
  opened again once its master is closed, so `plug()` makes a new pty and points the same link at it
  (atomically): a program that opens the link again finds the board, in idle mode as after a
  power-up. Moves made while unplugged change the pieces; the first dump after plugging back shows them.

The moves
  Not from SAN (that would need a chess engine here): from `pendule-cli moves FILE.pgn [--game N]`,
  one line per ply: `PLY SAN UCI BEFORE AFTER`, the placements before and after it. The hands make
  the difference between the two placements, which covers castling, en passant and promotion
  without knowing chess (`read_plies`, `Board.play_ply`).

As a program
  dgt_board.py (--moves FILE | --pgn FILE.pgn --cli PENDULE_CLI [--game N]) [--link PATH]
               [--noise all|none|LIST] [--seed N] [--turned] [--gap S] [--wait-stdin]
               [--pull-after PLY --pull-seconds S [--pull-plies K]] [--linger S] [--clock S]
  writes `port PATH` (the link) first, waits until a program puts the board in an update mode,
  then plays, writing `moved N SAN` after each ply (flushed: the cue for a test to press the
  clock; with --clock, a DGT 3000 on the board, pressed by the mover, `pressed N LEFT RIGHT`
  after it with the seconds it shows), `pulled` and `plugged PATH` around a pulled cable, `done` at the end; with --wait-stdin
  it reads a line from its standard input before each ply. After the game it answers for --linger
  seconds, then pulls the cable and ends.

Under Wine
  The Windows build reaches the same board as a COM port: a prefix's dosdevices/comN is a symbolic
  link to the board's device, and Wine resolves it at each open, so a re-plugged board is found:
      export WINEPREFIX=$(mktemp -d)        # or a copy of a prepared prefix
      wineboot -i
      ln -sfn "$BOARD_PATH" "$WINEPREFIX/dosdevices/com5"
      wine pendule-cli.exe eboard --port COM5 --seconds 60
  where BOARD_PATH is the `port PATH` line (the link, not /dev/pts/N, which changes at each plug).
"""
import argparse
import math
import os
import pty
import random
import select
import subprocess
import sys
import tempfile
import threading
import time
import tty

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
CODE = {'P': 1, 'R': 2, 'N': 3, 'B': 4, 'K': 5, 'Q': 6, 'p': 7, 'r': 8, 'n': 9, 'b': 10, 'k': 11, 'q': 12}
WHITE_PAWN, BLACK_PAWN, WHITE_KING, BLACK_KING = 1, 7, 5, 11
SLIDERS = {2, 4, 6, 8, 10, 12}

# Board commands (src/core/eboard/dgt_protocol.hpp, BoardCommand).
RESET, SEND_CLOCK, SEND_BOARD, UPDATE, UPDATE_BOARD = 0x40, 0x41, 0x42, 0x43, 0x44
SERIAL, TRADEMARK, MEMORY, UPDATE_NICE, BATTERY, VERSION, LONG_SERIAL = 0x45, 0x47, 0x49, 0x4b, 0x4c, 0x4d, 0x55
CLOCK_MESSAGE, LEDS = 0x2b, 0x60
# Messages (their id without the high bit).
DUMP, CLOCK_TIME, FIELD, MEMORY_DUMP, SERIAL_NUMBER, TRADEMARK_TEXT = 0x06, 0x0d, 0x0e, 0x0f, 0x11, 0x12
VERSION_NUMBER, BATTERY_STATUS, LONG_SERIAL_NUMBER = 0x13, 0x20, 0x22
EE_EOF = 0x6b


def codes(placement):
    """The 64 piece codes of a FEN placement in the board's order (a8 = 0, h1 = 63)."""
    out = []
    for ch in placement.split(' ')[0]:
        if ch.isdigit():
            out += [0] * int(ch)
        elif ch != '/':
            out.append(CODE[ch])
    if len(out) != 64:
        raise ValueError("not a placement: " + placement)
    return out


def field(square):
    """The board's field of a square such as 'e2' (a8 = 0, h1 = 63)."""
    return (8 - int(square[1])) * 8 + ord(square[0]) - ord('a')


def frame(msg_id, payload):
    size = len(payload) + 3
    return bytes([0x80 | msg_id, size >> 7, size & 0x7f]) + bytes(payload)


def read_plies(text):
    """The plies of `pendule-cli moves` output: (ply, san, uci, before, after) tuples."""
    plies = []
    for line in text.splitlines():
        if line.strip():
            ply, san, uci, before, after = line.split()
            plies.append((int(ply), san, uci, before, after))
    return plies


def plies_of_pgn(cli, pgn, game=1):
    out = subprocess.run([cli, "moves", pgn, "--game", str(game)], check=True, capture_output=True, text=True)
    return read_plies(out.stdout)


class Noise:
    KINDS = ("scan", "capture", "castle", "ep", "promotion", "slide", "lift", "takeback", "kings", "garbage",
             "turned")

    def __init__(self, **on):
        for kind in self.KINDS:
            setattr(self, kind, bool(on.pop(kind, False)))
        if on:
            raise ValueError("no such noise: " + ", ".join(on))

    @classmethod
    def parse(cls, text):
        """'all', 'none', or kinds separated by commas ('all,-turned': every kind but turned)."""
        on = {}
        for word in filter(None, text.split(',')):
            if word in ("all", "none"):
                on = {k: word == "all" for k in cls.KINDS}
            elif word.startswith('-'):
                on[word[1:]] = False
            else:
                on[word] = True
        return cls(**on)


def _colour(code):
    return 0 if 1 <= code <= 6 else 1


def _between(a, b):
    """The squares strictly between two on a line (rank, file or diagonal), or [] when not on one."""
    ar, af, br, bf = a // 8, a % 8, b // 8, b % 8
    dr, df = br - ar, bf - af
    if not (dr == 0 or df == 0 or abs(dr) == abs(df)):
        return []
    steps = max(abs(dr), abs(df))
    sr, sf = (dr > 0) - (dr < 0), (df > 0) - (df < 0)
    return [(ar + sr * i) * 8 + af + sf * i for i in range(1, steps)]


def plan(before, after, rng, noise):
    """The hands' actions from one placement to the other (lists of 64 codes): ('off', square),
    ('on', square, code) and ('rest', seconds). The pieces that moved are matched by their code (a
    promoted piece to a pawn of its colour, then to any piece of its colour); a square whose piece
    left and was not matched is a piece taken off (en passant), a square filled with no piece
    leaving a piece put on from beside the board (a take-back's captured piece)."""
    sources = [s for s in range(64) if before[s] and before[s] != after[s]]
    dests = [s for s in range(64) if after[s] and before[s] != after[s]]
    movers, free = [], list(sources)
    for rule in (lambda s, d: before[s] == after[d], lambda s, d: before[s] in (WHITE_PAWN, BLACK_PAWN) and
                 _colour(before[s]) == _colour(after[d]), lambda s, d: _colour(before[s]) == _colour(after[d])):
        for d in [d for d in dests if d not in [m[1] for m in movers]]:
            match = [s for s in free if rule(s, d)]
            if match:
                s = min(match, key=lambda s: (s == d, abs(s - d)))
                movers.append((s, d))
                free.remove(s)
    placed = [d for d in dests if d not in [m[1] for m in movers]]
    removed = [s for s in free if after[s] == 0]  # taken off, not replaced by a mover
    kings = [m for m in movers if before[m[0]] in (WHITE_KING, BLACK_KING)]
    movers = kings + [m for m in movers if m not in kings]  # castling: the king first...
    if noise.castle and len(movers) == 2 and rng.random() < 0.5:
        movers.reverse()  # ... or the rook
    actions = []
    sources_of = {m[0] for m in movers}
    if any(d in sources_of and d != s for s, d in movers) and len(movers) > 1:
        # A piece lands where another still stands (Chess960 castling): every piece up first.
        actions += [('off', s) for s, _ in movers] + [('off', s) for s in removed]
        actions += [('on', d, after[d]) for _, d in movers]
        return actions + [('on', d, after[d]) for d in placed]
    for s, d in movers:
        # No slide in a castling: the rook would pass over the king.
        actions += _one_piece(before, after, s, d, removed, rng, noise, slide=len(movers) == 1)
        removed = []
    actions += [('off', s) for s in removed]
    return actions + [('on', d, after[d]) for d in placed]


def _one_piece(before, after, s, d, removed, rng, noise, slide):
    """One piece from s to d, taking what stands on d and the pieces `removed` (en passant)."""
    piece, taken = before[s], before[d]
    lift, land = [('off', s)], [('on', d, after[d])]
    if noise.promotion and piece != after[d] and piece in (WHITE_PAWN, BLACK_PAWN):
        land = [('on', d, piece), ('rest', 0.15), ('off', d), ('on', d, after[d])]
    path = _between(s, d) if piece in SLIDERS and slide else []
    if noise.slide and len(path) >= 1 and rng.random() < 0.5:
        slide = []
        for i, m in enumerate(path):
            slide += [('on', m, piece), ('off', m)]
            if i == 0 and rng.random() < 0.25:
                slide.insert(-1, ('rest', 0.8))  # long enough to be read as a move, then slid on
        lift = lift + slide
    if taken:
        style = rng.choice(("taken", "own", "on_top")) if noise.capture else "taken"
        if style == "taken":
            return [('off', d)] + lift + land
        if style == "own":
            return lift + [('off', d)] + land
        return lift + land  # the taken piece lifted as this one lands: never seen off
    if removed:
        off = [('off', r) for r in removed]
        order = rng.randrange(3) if noise.ep else 0
        return [lift + off + land, off + lift + land, lift + land + off][order]
    return lift + land


class Clock:
    """A DGT 3000 plugged into the board: two times run down by a lever, the side that presses given
    its increment (Fischer), a flag at zero (the clock then blocked); the board reports it in whole
    seconds (rounded up: 0 is the flag), with the lever's high side (whose time runs) and whether it
    runs. `now` is a monotonic time in seconds; the board calls it with its own."""

    def __init__(self, left_s=5400, right_s=5400, increment_s=0, high="left", connected=True, answers=True):
        self.ms = {"left": left_s * 1000, "right": right_s * 1000}
        self.answers = answers  # False: a clock that takes no command and answers none
        self.display = None  # the text a display command put on it, until the command that ends it
        self.displays = []  # every text displayed
        self.increment_ms = increment_s * 1000
        self.high = high  # the lever's high side: its time runs when the clock runs
        self.running = False
        self.connected = connected
        self.flag = {"left": False, "right": False}
        self._since = None
        self.presses = []  # (side, left_s, right_s): each press with the times it showed after it

    def _advance(self, now):
        if self.running and self._since is not None:
            side = self.high
            self.ms[side] -= (now - self._since) * 1000  # not rounded: the board asks every 10 ms
            if self.ms[side] <= 0:
                self.ms[side], self.flag[side], self.running = 0, True, False
        self._since = now

    def start(self, now):
        self._advance(now)
        self.running = not any(self.flag.values())

    def press(self, side, now):
        """`side` presses its half of the lever: nothing if it is already down; else the other side's
        time runs, and the presser's gets its increment if the clock ran."""
        self._advance(now)
        if side != self.high:
            return None
        other = "right" if side == "left" else "left"
        if self.running:
            self.ms[side] += self.increment_ms
        self.high = other
        shown = self.shown(now)
        self.presses.append((side, shown[0], shown[1]))
        return shown

    def set_and_run(self, left_s, right_s, runs, now):
        """SETNRUN: both times; `runs` left, right or None (stopped)."""
        self._advance(now)
        self.ms = {"left": left_s * 1000, "right": right_s * 1000}
        self.flag = {"left": False, "right": False}
        if runs:
            self.high = runs
        self.running = runs is not None

    def shown(self, now):
        """(left seconds, right seconds), as the clock displays them."""
        self._advance(now)
        return tuple(math.ceil(self.ms[side] / 1000) for side in ("left", "right"))

    def message(self, now):
        """The board's clock message (0x0d) payload: right side, left side, status."""
        left, right = self.shown(now)

        def side(seconds, flag):
            h, m, s = seconds // 3600, seconds // 60 % 60, seconds % 60
            return [h | (0x10 if flag else 0), (m // 10) << 4 | m % 10, (s // 10) << 4 | s % 10]

        status = (0x01 if self.running else 0) | (0x02 if self.high == "right" else 0)
        status |= 0x08 if self.high == "right" else 0x10
        if not self.connected:
            status = 0x20
        return side(right, self.flag["right"]) + side(left, self.flag["left"]) + [status]


class Board:
    """The simulated board; see the module's text. `placement`: the pieces standing on it (a FEN's
    first field, as seen with the connector on White's left)."""

    def __init__(self, link=None, placement=START, noise=None, seed=0, version=(1, 9), serial="12345",
                 clock_version=(1, 3), hand_ms=(30, 120), log=None, clock=None):
        self.noise = noise or Noise()
        self.rng = random.Random(seed)
        self._dir = None
        if link is None:
            self._dir = tempfile.mkdtemp(prefix="dgt-board-")
            link = os.path.join(self._dir, "dgtboard")
        self.path = link
        self.squares = codes(placement)  # the pieces as they stand
        self._seen = list(self.squares)  # as the last scan saw them
        self.version, self.serial, self.clock_version = version, serial, clock_version
        self.hand_ms = hand_ms
        self.mode = RESET
        self.commands = []  # every command byte read (clock messages as 0x2b)
        self.clock = clock or Clock()  # stopped at 1:30:00 each, unless given
        self._clock_said = None  # the last clock message sent in update-nice mode
        self.log = log
        self._lock = threading.RLock()
        self._master = self._slave = None
        self._input = b""
        self._due = []  # (time, bytes) written when their time comes
        self._next_scan = self._next_clock = 0.0
        self._running = True
        self.plug()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    # The link.

    def plug(self):
        """A new pty, the link pointed at it; the board idle, as after a power-up."""
        with self._lock:
            master, slave = pty.openpty()
            tty.setraw(slave)
            os.set_blocking(master, False)
            temp = self.path + ".new"
            if os.path.lexists(temp):
                os.remove(temp)
            os.symlink(os.ttyname(slave), temp)
            os.replace(temp, self.path)
            self._master, self._slave = master, slave
            self.mode, self._input, self._due = RESET, b"", []
            self._seen = list(self.squares)

    def unplug(self):
        """The cable pulled: the program's end hung up, the link gone until plug()."""
        with self._lock:
            if self._master is None:
                return
            if os.path.lexists(self.path):
                os.remove(self.path)
            os.close(self._master)
            os.close(self._slave)
            self._master = self._slave = None

    @property
    def plugged(self):
        return self._master is not None

    def close(self):
        self._running = False
        self._thread.join()
        self.unplug()
        if self._dir:
            os.rmdir(self._dir)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def wait_for_update_mode(self, timeout=10.0):
        """Waits until a program has put the board in an update mode; False if none did."""
        until = time.monotonic() + timeout
        while time.monotonic() < until:
            if self.mode in (UPDATE, UPDATE_BOARD, UPDATE_NICE):
                return True
            time.sleep(0.02)
        return False

    # The hands.

    def put(self, square, piece):
        """A piece ('N', 'p', a code, or '' / 0 / None for none) set on a square ('e4' or a field)."""
        s = field(square) if isinstance(square, str) else square
        code = CODE.get(piece, 0) if isinstance(piece, str) or piece is None else piece
        with self._lock:
            self.squares[s] = code
            if not self.noise.scan and self.plugged:
                self._report([s])

    def lift(self, square):
        self.put(square, 0)

    def hands(self, updates, pause=0.04, rest=0.5):
        """Squares set one after the other ((square, piece) pairs), then a rest."""
        for square, piece in updates:
            self.put(square, piece)
            time.sleep(pause)
        time.sleep(rest)

    def act(self, actions):
        """Actions of plan(): each followed by the hand's own pause."""
        for action in actions:
            if action[0] == 'rest':
                time.sleep(action[1])
                continue
            self.put(action[1], action[2] if action[0] == 'on' else 0)
            time.sleep(self.rng.uniform(*self.hand_ms) / 1000)

    def play_ply(self, before, after):
        """One ply from placement `before` to `after` (FEN first fields), as the noise says."""
        actions = plan(codes(before), codes(after), self.rng, self.noise)
        if self.noise.lift and self.rng.random() < 0.15:
            mine = [s for s in range(64) if codes(before)[s]]
            s = self.rng.choice(mine)
            actions = [('off', s), ('rest', self.rng.uniform(0.1, 0.6)), ('on', s, codes(before)[s]),
                       ('rest', 0.2)] + actions
        self.act(actions)

    def kings_to_centre(self, score="1-0"):
        """The kings put in the centre to give the result, as players do on a DGT board: both on the
        light squares (e4, d5) 1-0, both on the dark ones (d4, e5) 0-1, one on each 1/2-1/2; a piece
        standing there is put aside first. (Turned round, the board keeps each square's colour.)"""
        targets = {"1-0": ("e4", "d5"), "0-1": ("d4", "e5"), "1/2-1/2": ("e4", "e5")}[score]
        with self._lock:
            to = [field(s) for s in targets]
            kings = [self.squares.index(WHITE_KING), self.squares.index(BLACK_KING)]
            aside = [s for s in range(64) if self.squares[s] == 0 and s not in to]
            in_the_way = [s for s in to if self.squares[s] not in (0, WHITE_KING, BLACK_KING)]
            pieces = {s: self.squares[s] for s in in_the_way}
        actions = [('off', kings[0]), ('off', kings[1])]
        for s, free in zip(in_the_way, aside):
            actions += [('off', s), ('on', free, pieces[s])]
        self.act(actions + [('on', to[0], WHITE_KING), ('on', to[1], BLACK_KING)])

    def write_raw(self, data):
        with self._lock:
            self._write(bytes(data))

    # The board's side.

    def _field(self, s):
        return 63 - s if self.noise.turned else s

    def _dump(self):
        return [self._seen[self._field(i)] for i in range(64)]

    def _write(self, data):
        if self._master is None:
            return
        if self.log:
            self.log.write("board> " + data.hex(' ') + "\n")
        try:
            os.write(self._master, data)
        except (BlockingIOError, OSError):
            pass  # no one reading: the bytes are lost, as on a wire

    def _send(self, msg_id, payload):
        garbage = b""
        if self.noise.garbage and self.rng.random() < 0.15:
            garbage = bytes(self.rng.randrange(0x80) for _ in range(self.rng.randrange(1, 4)))
            if self.rng.random() < 0.5:
                garbage += bytes([0x8e, 0x00])  # a frame cut short by the one that follows
        self._write(garbage + frame(msg_id, payload))

    def _report(self, squares):
        """Field updates for the squares whose piece changed since they were seen."""
        for s in squares:
            if self._seen[s] != self.squares[s]:
                self._seen[s] = self.squares[s]
                if self.mode in (UPDATE, UPDATE_BOARD, UPDATE_NICE):
                    self._send(FIELD, [self._field(s), self.squares[s]])

    def _scan(self):
        changed = [s for s in range(64) if self._seen[s] != self.squares[s]]
        self.rng.shuffle(changed)
        self._report(changed)

    def _clock_time(self):
        return self.clock.message(time.monotonic())

    def start_clock(self):
        """The clock started (its play button): the lever's high side runs."""
        with self._lock:
            self.clock.start(time.monotonic())
            self._say_clock()

    def press(self, side):
        """A player presses the clock's lever on `side` (left or right, as the clock stands): the times
        it leaves (as in `clock.presses`), reported at once in update-nice mode, so that the
        message a program reads after the press is the one recorded."""
        with self._lock:
            shown = self.clock.press(side, time.monotonic())
            self._say_clock()
            return shown

    def _say_clock(self):
        if self.mode == UPDATE_NICE:
            said = self._clock_time()
            if said != self._clock_said:
                self._send(CLOCK_TIME, said)
                self._clock_said = said

    def _ack(self, sub, extra=0):
        """A DGT 3000's answer to clock command `sub`: ok (0x10), the command echoed."""
        ack = [0x10, sub, extra, 0]
        p = [0x0a, ack[0] & 0x7f, ack[1] & 0x7f, 0x0a, ack[2] & 0x7f, ack[3] & 0x7f, 0]
        p[0] |= ((ack[2] & 0x80) >> 3) | ((ack[3] & 0x80) >> 2)
        p[3] |= ((ack[0] & 0x80) >> 3) | ((ack[1] & 0x80) >> 2)
        return p

    def _clock_command(self, body):
        """body: 03 SUB CONTENT... 00."""
        sub = body[1] if len(body) > 1 else 0

        def seconds(h, m, s):  # plain numbers here, not the BCD of the clock's messages
            return h * 3600 + m * 60 + s

        if not (self.clock.connected and self.clock.answers):
            return
        if sub == 0x0a and len(body) >= 9:
            runs = "left" if body[8] & 0x01 else "right" if body[8] & 0x02 else None
            self.clock.set_and_run(seconds(*body[2:5]), seconds(*body[5:8]), runs, time.monotonic())
        elif sub == 0x0c and len(body) >= 10:  # a DGT 3000's eight characters
            self.clock.display = bytes(body[2:10]).decode("ascii", "replace").rstrip()
            self.clock.displays.append(self.clock.display)
        elif sub == 0x03:
            self.clock.display = None
        if self.mode in (UPDATE, UPDATE_NICE):
            extra = self.clock_version[0] << 4 | self.clock_version[1] if sub == 0x09 else 0
            answer = frame(CLOCK_TIME, self._ack(sub, extra))
            self._due.append((time.monotonic() + self.rng.uniform(0.05, 0.3), answer))

    def _command(self, byte):
        self.commands.append(byte)
        if byte in (RESET, UPDATE, UPDATE_BOARD, UPDATE_NICE):
            self.mode = byte
        elif byte == SEND_BOARD:
            self._send(DUMP, self._dump())
        elif byte == SEND_CLOCK:
            self._send(CLOCK_TIME, self._clock_time())
        elif byte == VERSION:
            self._send(VERSION_NUMBER, list(self.version))
        elif byte == SERIAL:
            self._send(SERIAL_NUMBER, list(self.serial.encode()))
        elif byte == LONG_SERIAL:
            self._send(LONG_SERIAL_NUMBER, list((self.serial * 2).encode()))
        elif byte == TRADEMARK:
            self._send(TRADEMARK_TEXT, list(b"Simulated DGT board (Pendule's tests)"))
        elif byte == BATTERY:
            self._send(BATTERY_STATUS, [100, 0, 0, 0, 0, 0, 0, 0, 0])
        elif byte == MEMORY:
            self._send(MEMORY_DUMP, [EE_EOF])

    def _read_commands(self, data):
        """Commands from the program's bytes; a clock or LED command waits until it is whole."""
        self._input += data
        while self._input:
            byte = self._input[0]
            if byte in (CLOCK_MESSAGE, LEDS):
                if len(self._input) < 2 or len(self._input) < 2 + self._input[1]:
                    return
                body, self._input = self._input[2:2 + self._input[1]], self._input[2 + self._input[1]:]
                if byte == CLOCK_MESSAGE:
                    self.commands.append(byte)
                    self._clock_command(body)
                continue
            self._input = self._input[1:]
            self._command(byte)

    def _serve(self):
        while self._running:
            with self._lock:
                master = self._master
            if master is None:
                time.sleep(0.02)
                continue
            try:
                ready, _, _ = select.select([master], [], [], 0.01)
            except (OSError, ValueError):
                continue  # unplugged meanwhile
            with self._lock:
                if self._master != master:
                    continue
                if ready:
                    try:
                        data = os.read(master, 256)
                    except (BlockingIOError, OSError):
                        data = b""
                    if data and self.log:
                        self.log.write("program> " + data.hex(' ') + "\n")
                    self._read_commands(data)
                now = time.monotonic()
                for when, data in [d for d in self._due if d[0] <= now]:
                    self._write(data)
                self._due = [d for d in self._due if d[0] > now]
                if self.noise.scan and now >= self._next_scan:
                    self._scan()
                    self._next_scan = now + self.rng.uniform(0.2, 0.25)
                if self.mode == UPDATE and now >= self._next_clock:
                    self._send(CLOCK_TIME, self._clock_time())
                    self._next_clock = now + 1.0
                else:
                    self._say_clock()


def play_game(board, plies, gap=0.7, takeback_at=None, pull=None, before_ply=None, moved=None, say=None):
    """Plays the plies (read_plies) on the board, `gap` seconds still after each. `takeback_at`: after
    that ply, two plies set back and played again. `pull`: (ply, seconds, plies): after that ply the
    cable pulled for that long, the next `plies` plies made meanwhile. `before_ply(n)` is called
    before ply n, `moved(n, san)` after it, `say(text)` for the cable."""
    index = 0
    while index < len(plies):
        number, san, _, before, after = plies[index]
        if before_ply:
            before_ply(number)
        board.play_ply(before, after)
        time.sleep(gap)
        if moved:
            moved(number, san)
        index += 1
        if takeback_at == number and index >= 2:
            board.play_ply(plies[index - 1][4], plies[index - 1][3])
            time.sleep(gap)
            board.play_ply(plies[index - 2][4], plies[index - 2][3])
            time.sleep(gap)
            index -= 2
            takeback_at = None
            if say:
                say("taken back 2")
        if pull and pull[0] == number:
            board.unplug()
            if say:
                say("pulled")
            until = time.monotonic() + pull[1]
            for _ in range(min(pull[2], len(plies) - index)):
                number, san, _, before, after = plies[index]
                board.play_ply(before, after)
                if moved:
                    moved(number, san)
                index += 1
            time.sleep(max(0.0, until - time.monotonic()))
            board.plug()
            if say:
                say("plugged " + board.path)
            pull = None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--moves", help="the output of pendule-cli moves ('-': standard input)")
    source.add_argument("--pgn", help="a PGN file, read through --cli")
    parser.add_argument("--cli", help="pendule-cli, to read --pgn")
    parser.add_argument("--game", type=int, default=1)
    parser.add_argument("--link", help="the link to the board's pty (default: in a temporary folder)")
    parser.add_argument("--noise", default="none", help="all, none, or kinds: " + ",".join(Noise.KINDS))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--turned", action="store_true")
    parser.add_argument("--gap", type=float, default=0.7, help="seconds the board stays still after a ply")
    parser.add_argument("--wait-stdin", action="store_true", help="read a line before each ply")
    parser.add_argument("--connect-timeout", type=float, default=30.0)
    parser.add_argument("--pull-after", type=int, help="the ply after which the cable is pulled")
    parser.add_argument("--pull-seconds", type=float, default=2.0)
    parser.add_argument("--pull-plies", type=int, default=0, help="plies made while the cable is pulled")
    parser.add_argument("--linger", type=float, default=1.0, help="seconds answering after the game")
    parser.add_argument("--log", help="write every byte both ways to this file")
    parser.add_argument("--clock", type=int, help="a DGT 3000 plugged into the board, this many seconds a "
                        "side (White's on its left): started before the first ply, pressed after each")
    args = parser.parse_args()
    if args.moves:
        text = sys.stdin.read() if args.moves == "-" else open(args.moves).read()
        plies = read_plies(text)
    else:
        if not args.cli:
            parser.error("--pgn needs --cli")
        plies = plies_of_pgn(args.cli, args.pgn, args.game)
    noise = Noise.parse(args.noise + (",turned" if args.turned else ""))
    log = open(args.log, "w") if args.log else None
    start = plies[0][3] if plies else START

    def say(text):
        print(text, flush=True)

    clock = Clock(args.clock, args.clock, high="left") if args.clock else None
    with Board(link=args.link, placement=start, noise=noise, seed=args.seed, log=log, clock=clock) as board:
        say("port " + board.path)
        if not board.wait_for_update_mode(args.connect_timeout):
            say("no program asked for updates")
            return 1
        time.sleep(0.5)
        rng = random.Random(args.seed)
        takeback = rng.randrange(2, len(plies) + 1) if noise.takeback and len(plies) >= 2 else None
        pull = (args.pull_after, args.pull_seconds, args.pull_plies) if args.pull_after else None

        def moved(n, san):
            say("moved %d %s" % (n, san))
            if clock:  # the mover presses (ply 1 is White's), the times it left said
                time.sleep(0.3)
                left, right = board.press("left" if n % 2 == 1 else "right")
                say("pressed %d %d %d" % (n, left, right))
        if clock:
            board.start_clock()
        play_game(board, plies, gap=args.gap, takeback_at=takeback, pull=pull,
                  before_ply=(lambda n: sys.stdin.readline()) if args.wait_stdin else None, moved=moved, say=say)
        if noise.kings:
            board.kings_to_centre()
        time.sleep(args.linger)
        say("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
