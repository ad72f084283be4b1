#!/usr/bin/env python3
"""The hall against the boards' own journals, after a run (tests/hall/hall_bridge_test.sh,
bench/hall_soak.sh, bench/hall_page_latency.py --verify): for every board, the journal as the hall
stored it (the `records` rows in seq order) must equal the board's journal file byte for byte,
nothing may be left kept aside in `pending`, /api/boards (last_seq, both times, both move counters,
running side, first flag) must equal `pendule-cli replay --json` of the file, and the hall may hold
no board that no journal has. Time-dependent fields can be equal only when no clock runs at the end
(hall-sim --pause-at-end) or when simulated wall times are ahead of the real clock (hall-sim
--speed 2 or more).

usage: tests/hall/hall_compare.py HALL_SQLITE PENDULE_CLI API_URL EVENT BOARDS JOURNAL_DIR...
Each JOURNAL_DIR holds hall-sim's board-N/ folders; BOARDS is how many boards they must hold in all.
Exit 0 when every board is equal; prints one summary line and the first ten differences."""
import glob
import json
import re
import sqlite3
import subprocess
import sys
import urllib.request


def compare(db_path, cli, api, event, boards, journal_dirs):
    """(summary line, differences, every board equal)."""
    journals = {}
    for folder in journal_dirs:
        for path in glob.glob(f"{folder}/board-*/*.journal"):
            journals[int(re.search(r"board-(\d+)", path).group(1))] = path
    db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    stored = {}
    for board, line in db.execute("SELECT board, line FROM records WHERE event = ? ORDER BY board, seq", (event,)):
        stored.setdefault(board, []).append(line + "\n")
    pending = db.execute("SELECT count(*) FROM pending WHERE event = ?", (event,)).fetchone()[0]
    db.close()
    api_boards = {b["board"]: b for b in json.load(urllib.request.urlopen(api + "/api/boards", timeout=30))
                  if b["event"] == event}
    equal_files = equal_views = records = 0
    problems = []
    if len(journals) != boards:
        problems.append(f"{len(journals)} journals found, {boards} expected")
    for n, journal in sorted(journals.items()):
        text = open(journal).read()
        records += text.count("\n")
        if "".join(stored.get(n, [])) == text:
            equal_files += 1
        else:
            problems.append(f"board {n}: stored {len(stored.get(n, []))} lines, journal {text.count(chr(10))}")
            continue
        state = json.loads(subprocess.run([cli, "replay", journal, "--json"], capture_output=True, text=True).stdout)
        s, b = state["state"], api_boards.get(n, {})
        want = (text.count("\n") - 1, s["white"]["ms"], s["black"]["ms"], s["white"]["moves"], s["black"]["moves"],
                s["running"], s["first_flag"])
        got = (b.get("last_seq"), b.get("white_ms"), b.get("black_ms"), b.get("white_moves"), b.get("black_moves"),
               b.get("running"), b.get("first_flag"))
        if got == want:
            equal_views += 1
        else:
            problems.append(f"board {n}: hall {got}, replay {want}")
    extra = sorted(set(api_boards) - set(journals))
    if extra:
        problems.append(f"boards in the hall that no journal has: {extra[:10]}")
    summary = (f"journals equal byte for byte: {equal_files}/{boards}; /api/boards equal to the replay: "
               f"{equal_views}/{boards}; records {records}; kept aside {pending}")
    equal = equal_files == boards and equal_views == boards and pending == 0 and not problems
    return summary, problems, equal


if __name__ == "__main__":
    if len(sys.argv) < 7:
        sys.exit(__doc__)
    db_path, cli, api, event, boards = sys.argv[1:6]
    summary, problems, equal = compare(db_path, cli, api, event, int(boards), sys.argv[6:])
    print(summary)
    for p in problems[:10]:
        print("  " + p)
    sys.exit(0 if equal else 1)
