#!/usr/bin/env python3
"""Real TRF files opened at the desk and written back, round by round.

    python3 bench/trf_corpus.py --cli build/release/src/pendule-cli --corpus DIR [--bbp BBPPAIRINGS]
                                [--work DIR] [--only NAME]

DIR holds TRF files as the pairing programs wrote them (docs/desk.md, "Real files", names the
corpus measured and how to gather it: the files are others', so they are not in this repository).
For every file and every round of it that has a paired board:

  1. open:     `round-open --trf FILE --round R` exits 0 (the round opens);
  2. as read:  `round JOURNAL --trf` with no result gives back the file byte for byte;
  3. again:    each board's own result in the file (its White's cell) entered through
               `round-result`, then `round --trf`: byte for byte again;
  4. entered:  the round's results taken off a copy of the file by this script (the result
               letters blanked, each player's points less what the result gave), that copy opened
               and the file's results entered: the file written back equals the original.

With --bbp, bbpPairings' checker (`--dutch FILE -c`) reads each file written in 4 and the original,
and must say the same of both. The board numbers and players come from Pendule; the results, the
rounds and the points come from this script's own reading of the columns, so a fault of the reader
under test is not repeated here. Exit status 0 when every check passed.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

# What each result code scores, for taking a result off a line (TRF-2026's defaults; the files
# with a 162 point system or BB? lines are read for it below).
WIN, DRAW, LOSS = "1W+", "=D", "0L-"


def split_lines(data: bytes):
    """The lines of a file with their endings (LF, CR LF or CR alone), as (text, ending)."""
    out, start, i = [], 0, 0
    while i < len(data):
        c = data[i:i + 1]
        if c == b"\r" or c == b"\n":
            end = i + (2 if data[i:i + 2] == b"\r\n" else 1)
            out.append((data[start:i], data[i:end]))
            start = i = end
        else:
            i += 1
    if start < len(data):
        out.append((data[start:], b""))
    return out


def decode(line: bytes):
    """A line as characters: UTF-8 when it is, else one character a byte (Latin-1 and the like)."""
    try:
        return line.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        return line.decode("latin-1"), "latin-1"


def cols(text: str, first: int, last: int) -> str:
    return text[first - 1:last]


def cell(text: str, rnd: int):
    """(opponent, colour, result) of round `rnd` in a 001 line; None past the line's end."""
    first = 92 + 10 * (rnd - 1)
    if len(text) < first:
        return None
    opp = cols(text, first, first + 3).strip()
    colour = cols(text, first + 5, first + 5)
    result = cols(text, first + 7, first + 7)
    return (int(opp) if opp.isdigit() else 0, colour or " ", result or " ")


def is_player(line: bytes) -> bool:
    return line[:3] == b"001" or line[3:6] == b"001" and line[:3] == b"\xef\xbb\xbf"


def point_system(lines):
    """Tenths a result code gives: the defaults, or the file's 162 line or BB? lines."""
    pts = {c: 10 for c in WIN + "FU"}
    pts.update({c: 5 for c in DRAW + "H"})
    pts.update({c: 0 for c in LOSS + "Z "})
    for raw, _ in lines:
        text = decode(raw)[0]
        if text.startswith("162"):
            at = 6
            while len(text) >= at and text[at - 1:].strip():
                code, value = text[at - 1], text[at:at + 4].strip()
                tenths = round(float(value.replace(",", ".")) * 10)
                for c in {"W": WIN[:2] + "+F", "D": DRAW + "H", "L": "0L", "A": "-Z", "P": "U"}.get(code, ""):
                    pts[c] = tenths
                at += 9
        elif text[:2] == "BB" and text[2:3] in "WDLZFU" and text[3:].strip():
            tenths = round(float(text[3:].strip().replace(",", ".")) * 10)
            for c in {"W": "1W+F", "D": "=DH", "L": "0L", "Z": "Z", "F": "-", "U": "U"}[text[2]]:
                pts[c] = tenths
    return pts


def rounds_paired(lines):
    """The rounds in which at least one player has an opponent."""
    found = set()
    for raw, _ in lines:
        if not is_player(raw):
            continue
        text = decode(raw)[0]
        rnd = 1
        while cell(text, rnd) is not None:
            if cell(text, rnd)[0] > 0:
                found.add(rnd)
            rnd += 1
    return sorted(found)


def result_of(white: str, black: str):
    """The result to enter through round-result for a board whose cells say `white` and `black`."""
    w, b = white.upper(), black.upper()
    if w in "1W" and b in "0L":
        return "1-0"
    if w in "0L" and b in "1W":
        return "0-1"
    if w in "=D" and b in "=D":
        return "1/2-1/2"
    if (w, b) == ("+", "-"):
        return "+-"
    if (w, b) == ("-", "+"):
        return "-+"
    if (w, b) == ("-", "-"):
        return "0-0"
    return None


def format_points(old: str, tenths: int) -> str:
    """`tenths` in the form of the old points field (4 columns, right-aligned)."""
    sep = "," if "," in old else "."
    text = f"{tenths // 10}{sep}{tenths % 10}" if tenths >= 0 else f"-{-tenths // 10}{sep}{-tenths % 10}"
    if old.strip() and "." not in old and "," not in old and tenths % 10 == 0:
        text = str(tenths // 10)
    left = len(old) == 4 and old[0] != " " and old[-1] == " "
    return text.ljust(4) if left else text.rjust(4)


def take_off(data: bytes, rnd: int, boards, pts):
    """A copy of the file with round `rnd`'s results of the boards' players blanked, points less."""
    ranks = {}
    for b in boards:
        ranks[b["white_rank"]] = True
        ranks[b["black_rank"]] = True
    out = b""
    for raw, end in split_lines(data):
        if is_player(raw):
            bom = raw[:3] == b"\xef\xbb\xbf"
            body = raw[3:] if bom else raw
            text, enc = decode(body)
            rank = int(cols(text, 5, 8).strip() or 0)
            c = cell(text, rnd)
            if rank in ranks and c is not None and c[2] != " ":
                old = cols(text, 81, 84)
                if old.strip():
                    tenths = round(float(old.strip().replace(",", ".")) * 10) - pts.get(c[2].upper(), 0)
                    text = text[:80] + format_points(old, tenths) + text[84:]
                at = 92 + 10 * (rnd - 1) + 7
                text = text[:at - 1] + " " + text[at:]
            raw = (b"\xef\xbb\xbf" if bom else b"") + text.encode(enc)
        out += raw + end
    return out


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, **kw)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cli", required=True)
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--bbp")
    ap.add_argument("--work")
    ap.add_argument("--only")
    args = ap.parse_args()
    work = Path(args.work or tempfile.mkdtemp(prefix="trf-corpus-"))
    work.mkdir(parents=True, exist_ok=True)
    files = sorted(p for p in Path(args.corpus).iterdir() if p.is_file() and p.suffix.lower() in (".trf", ".txt"))
    if args.only:
        files = [p for p in files if args.only in p.name]
    totals = {"files": 0, "rounds": 0, "open": 0, "as_read": 0, "again": 0, "entered": 0, "bbp": 0,
              "results": 0, "not_enterable": 0}
    failures = []
    for path in files:
        data = path.read_bytes()
        lines = split_lines(data)
        pts = point_system(lines)
        totals["files"] += 1
        per_file = []
        for rnd in rounds_paired(lines):
            totals["rounds"] += 1
            tag = f"{path.name} round {rnd}"
            failed_before = len(failures)

            def round_json(journal):
                """`round --json`, or None (and a failure) when it is not JSON in UTF-8."""
                said = run([args.cli, "round", str(journal), "--json"])
                try:
                    return json.loads(said.stdout.decode("utf-8"))
                except (UnicodeDecodeError, json.JSONDecodeError) as e:
                    failures.append(f"{tag}: round --json is not JSON in UTF-8 ({e})")
                    return None

            def written_back(journal, count, what):
                """`round --trf` is the file as read, byte for byte; kept aside when it is not."""
                back = run([args.cli, "round", str(journal), "--trf"])
                if back.returncode == 0 and back.stdout == data:
                    totals[count] += 1
                else:
                    failures.append(f"{tag}: {what}, not the same bytes ({back.stderr.decode(errors='replace').strip()})")
                    (work / f"{path.stem}-r{rnd}-{count}.trf").write_bytes(back.stdout)
            journal = work / f"{path.stem}-r{rnd}.round"
            for p in work.glob(f"{path.stem}-r{rnd}*"):
                p.unlink()
            opened = run([args.cli, "round-open", "--trf", str(path), "--round", str(rnd), "--control", "5400+30",
                          "--out", str(journal)])
            if opened.returncode != 0:
                failures.append(f"{tag}: does not open: {opened.stderr.decode(errors='replace').strip()}")
                per_file.append(f"r{rnd}:refused")
                continue
            totals["open"] += 1
            written_back(journal, "as_read", "written back with no result")
            state = round_json(journal)
            if state is None:
                per_file.append(f"r{rnd}:FAIL")
                continue
            boards = state["boards"]
            # The file's own results, read by this script from the players' cells.
            cells = {}
            for raw, _ in lines:
                if is_player(raw):
                    text = decode(raw[3:] if raw[:3] == b"\xef\xbb\xbf" else raw)[0]
                    cells[int(cols(text, 5, 8).strip() or 0)] = cell(text, rnd)
            entered, blanks = [], True
            for b in boards:
                w, k = cells.get(b["white_rank"]), cells.get(b["black_rank"])
                if not w or not k or w[2] == " " and k[2] == " ":
                    continue
                blanks = False
                result = result_of(w[2], k[2])
                if result is None:
                    totals["not_enterable"] += 1
                    failures.append(f"{tag}, board {b['board']}: cells '{w[2]}' '{k[2]}' have no result to enter")
                    continue
                entered.append((b, result))
            for b, result in entered:
                totals["results"] += 1
                r = run([args.cli, "round-result", str(journal), "--board", str(b["board"]), "--result", result])
                if r.returncode != 0:
                    failures.append(f"{tag}, board {b['board']}: round-result {result}: {r.stderr.decode().strip()}")
            written_back(journal, "again", "its own results entered again")
            if blanks:
                per_file.append(f"r{rnd}:" + ("unplayed" if len(failures) == failed_before else "FAIL"))
                totals["entered"] += 1  # nothing to take off: 3 already entered nothing
                continue
            # 4: the results taken off, then entered through the desk.
            off = take_off(data, rnd, [b for b, _ in entered], pts)
            off_path = work / f"{path.stem}-r{rnd}-off.trf"
            off_path.write_bytes(off)
            j2 = work / f"{path.stem}-r{rnd}-off.round"
            o2 = run([args.cli, "round-open", "--trf", str(off_path), "--round", str(rnd), "--control", "5400+30",
                      "--out", str(j2)])
            if o2.returncode != 0:
                failures.append(f"{tag}: the copy without results does not open: {o2.stderr.decode().strip()}")
                continue
            state2 = round_json(j2)
            if state2 is None:
                per_file.append(f"r{rnd}:FAIL")
                continue
            by_pair = {(b["white_rank"], b["black_rank"]): res for b, res in entered}
            for b in state2["boards"]:
                res = by_pair.get((b["white_rank"], b["black_rank"]))
                if res:
                    run([args.cli, "round-result", str(j2), "--board", str(b["board"]), "--result", res])
            back = run([args.cli, "round", str(j2), "--trf"])
            out_path = work / f"{path.stem}-r{rnd}-entered.trf"
            out_path.write_bytes(back.stdout)
            if back.returncode == 0 and back.stdout == data:
                totals["entered"] += 1
            else:
                failures.append(f"{tag}: results taken off and entered at the desk: not the original "
                                f"(diff {off_path} {out_path})")
            if args.bbp:
                checks = []
                for f in (path, out_path):
                    # bbpPairings names the file it read in what it says: both read under one name.
                    same_name = work / "bbp" / "tournament.trf"
                    same_name.parent.mkdir(exist_ok=True)
                    same_name.write_bytes(f.read_bytes())
                    c = run([args.bbp, "--dutch", same_name.name, "-c"], cwd=same_name.parent)
                    checks.append((c.returncode, c.stdout, c.stderr))
                if checks[0] == checks[1]:
                    totals["bbp"] += 1
                else:
                    failures.append(f"{tag}: bbpPairings -c reads the written file otherwise than the original")
            per_file.append(f"r{rnd}:" + ("ok" if len(failures) == failed_before else "FAIL"))
        print(f"{path.name}: {' '.join(per_file) or 'no paired round'}", flush=True)
    print()
    for f in failures:
        print("FAIL:", f)
    print(json.dumps(totals))
    print(f"files {totals['files']} rounds {totals['rounds']} opened {totals['open']} "
          f"as-read {totals['as_read']} again {totals['again']} entered {totals['entered']} "
          f"failures {len(failures)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
