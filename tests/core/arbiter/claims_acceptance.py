#!/usr/bin/env python3
"""Acceptance run of pendule-cli's arbiter commands over the shared claims-pgn reference files.

Every file's expected outcome is derived from its name (see EXPECTATIONS below and
docs/arbiter.md); the tool's answers come from `pendule-cli status --json`, `claim --json` and
`flag --json`. Besides the name, every file also gets consistency checks between the three
commands (a claim is valid exactly when status says a claim holds and the game is not over; the
penalty of an incorrect claim follows the edition table; a written move that status lists is
accepted by claim; the flag ruling follows can_mate).

A mismatch fails the run. An expectation that the tool answers with null ("unknown", allowed for
the interim mating-material analysis) is counted as undecided, never as met.

usage: claims_acceptance.py --cli PATH --shared DIR [--verbose]
exit status: 0 no mismatch; 1 some mismatch or tool failure; 2 the reference folder is missing.
"""

import argparse
import json
import os
import re
import subprocess
import sys

# Laws 9.5 by edition: (claimant change for 100 000 ms left, opponent change), standard play.
PENALTIES = {
    "2001": (-50_000, 180_000),
    "2009": (0, 180_000),
    "2014": (0, 120_000),
    "2018": (0, 120_000),
    "2023": (0, 120_000),
}

# The threefold files whose first repetition is not at their end: the first threefold ply that
# python-chess finds (README of claims-pgn); a pseudo-legal en passant key would give 22/never/75/85.
FIRST_THREEFOLD_PLY = {"37": 18, "38": 20, "39": 71, "40": 81}

# repetitionQuiz: the move the claimant writes down, from our reading of each quiz position.
QUIZ_WRITTEN_MOVE = {"02": "Qe2", "03": "Bf2+", "04": "Ke7", "08": "Kg7"}


class Run:
    def __init__(self, cli, verbose):
        self.cli = cli
        self.verbose = verbose
        self.failures = []

    def call(self, *args):
        done = subprocess.run([self.cli, *args], capture_output=True, text=True, timeout=120)
        return done.returncode, done.stdout, done.stderr

    def json_call(self, args, ok_codes=(0,)):
        code, out, err = self.call(*args)
        if code not in ok_codes:
            raise ToolError(f"{' '.join(args)}: exit {code}: {err.strip()}")
        try:
            return code, json.loads(out)
        except json.JSONDecodeError as error:
            raise ToolError(f"{' '.join(args)}: not JSON ({error}): {out[:200]}")


class ToolError(Exception):
    pass


class FileCheck:
    """The checks of one file: named expectations (from the file name) and consistency checks."""

    def __init__(self, name):
        self.name = name
        self.expected = []  # (label, ok: True / False / None for undecided)
        self.consistency = []  # (label, ok)

    def expect(self, label, actual, wanted):
        if actual is None and wanted is not None and isinstance(wanted, bool):
            self.expected.append((f"{label}: tool says unknown, expected {wanted}", None))
        else:
            ok = actual == wanted
            self.expected.append((f"{label}: got {actual!r}, expected {wanted!r}", ok))

    def expect_true(self, label, condition, detail=""):
        self.expected.append((f"{label}{': ' + detail if detail else ''}", bool(condition)))

    def consistent(self, label, condition, detail=""):
        self.consistency.append((f"{label}{': ' + detail if detail else ''}", bool(condition)))


def mover_of_last_move(status):
    """The colour that played the last move (the opposite of the side to move)."""
    return "black" if status["side_to_move"] == "white" else "white"


def name_expectations(run, path, rel, status, check):
    base = os.path.basename(rel)[:-4]
    number = base.split("_")[0]
    plies = status["plies"]
    cli = lambda *a: run.json_call([*a], ok_codes=(0, 1))  # noqa: E731

    def claim(*extra):
        return cli("claim", path, "--json", *extra)[1]

    if "/threefold/" in rel and rel.startswith("basic/"):
        if base.endswith("one_before_first_threefold"):
            check.expect("first threefold", status["first_threefold_ply"], None)
            check.expect("threefold_claim", status["threefold_claim"], False)
            check.expect("claim valid", claim()["valid"], False)
        elif base.endswith("end_with_first_threefold"):
            if number in FIRST_THREEFOLD_PLY:
                check.expect("first threefold ply", status["first_threefold_ply"], FIRST_THREEFOLD_PLY[number])
            else:
                check.expect("first threefold ply", status["first_threefold_ply"], plies)
                check.expect("threefold_claim", status["threefold_claim"], True)
                verdict = claim()
                check.expect("claim article", verdict["article"], "9.2.2")
                check.expect("last occurrence", verdict["occurrences"][-1:], [plies])
        elif base.endswith("end_with_threefold"):
            check.expect("threefold_claim", status["threefold_claim"], True)
            check.expect("claim article", claim()["article"], "9.2.2")
        elif base.endswith("beyond"):
            first = status["first_threefold_ply"]
            check.expect_true("a threefold before the end", first is not None and first < plies, f"first {first}")
            check.expect("threefold_claim", status["threefold_claim"], False)
        return

    if rel.startswith("basic/fifty/") or rel.startswith("basic/seventyFive/"):
        seventy_five = rel.startswith("basic/seventyFive/")
        clock = re.search(r"end_with_half_move_clock_(\d+)$", base)
        if clock:
            n = int(clock.group(1))
            check.expect("halfmove_clock", status["halfmove_clock"], n)
            check.expect("fifty_claim", status["fifty_claim"], n >= 100)
            check.expect("seventyfive", status["seventyfive"], n >= 150)
            if not seventy_five:
                if n == 99:
                    moves = status["claim_moves"]["9.3.1"]
                    check.expect_true("a move completes the 50 moves", moves, str(moves))
                    if moves:
                        check.expect("claim with written move", claim("--move", moves[0])["article"], "9.3.1")
                if n >= 100:
                    check.expect("claim article", claim()["article"], "9.3.2")
            else:
                ending = status["ending"]
                if "beyond_half_move_clock_154" in base:
                    check.expect_true("ended by 9.6.2 before the end", ending and ending["article"] == "9.6.2"
                                      and ending["ply"] < plies, str(ending))
                elif n >= 150:
                    check.expect("ending", (ending or {}).get("article"), "9.6.2")
                    check.expect("ending ply", (ending or {}).get("ply"), plies - (n - 150))
                else:
                    check.expect("ending", ending, None)
                old = cli("status", path, "--json", "--laws", "2009")[1]
                check.expect("2009: no automatic ending", old["ending"], None)
            return
        mate = re.search(r"then_checkmate_by_(white|black)_(with_capture|without_capture_or_pawn_move)$", base)
        stale = re.search(r"then_stalemate_by_(white|black)_move$", base)
        limit = 150 if seventy_five else 100
        if mate or stale:
            mover = (mate or stale).group(1)
            check.expect("mover of the last move", mover_of_last_move(status), mover)
            check.expect("checkmate", status["checkmate"], bool(mate))
            check.expect("stalemate", status["stalemate"], bool(stale))
            quiet = not mate or mate.group(2) == "without_capture_or_pawn_move"
            check.expect("halfmove_clock", status["halfmove_clock"], limit if quiet else 0)
            check.expect("fifty_claim", status["fifty_claim"], False)
            check.expect("seventyfive", status["seventyfive"], bool(stale) and seventy_five)
            ending = status["ending"] or {}
            if mate:
                check.expect("ending article (mate takes precedence)", ending.get("article"), "5.1.1")
                check.expect("result", ending.get("result"), "1-0" if mover == "white" else "0-1")
            else:
                check.expect("ending article", ending.get("article"), "5.2.1")
                check.expect("result", ending.get("result"), "1/2-1/2")
            if not seventy_five:
                # 9.3.1: the completing move, written before it is played, makes a valid claim even
                # when it checkmates or stalemates; a capture completes nothing.
                verdict = claim("--plies", str(plies - 1), "--move", status["last_move"])
                check.expect("9.3.1 with the last move", verdict["article"], "9.3.1" if quiet else None)
            return
        if base.endswith("claimable_yes"):
            moves = status["claim_moves"]["9.3.1"]
            check.expect("halfmove_clock", status["halfmove_clock"], 99)
            check.expect_true("a move completes the 50 moves", moves, str(moves))
            if moves:
                check.expect("claim with written move", claim("--move", moves[0])["article"], "9.3.1")
        elif "claimable_no_forced" in base:
            check.expect("halfmove_clock", status["halfmove_clock"], 99)
            check.expect("moves completing the 50 moves", status["claim_moves"]["9.3.1"], [])
        return

    if rel.startswith("basic/castling/special/"):
        side = re.search(r"_(kingside|queenside)_(check|checkmate|stalemate|fifty_move|seventy_five_move)$", base)
        if not side:
            return
        castle = "O-O" if side.group(1) == "kingside" else "O-O-O"
        kind = side.group(2)
        check.expect("last move", re.sub(r"[+#]$", "", status["last_move"] or ""), castle)
        check.expect("check", status["check"], kind in ("check", "checkmate"))
        check.expect("checkmate", status["checkmate"], kind == "checkmate")
        check.expect("stalemate", status["stalemate"], kind == "stalemate")
        if kind == "fifty_move":
            check.expect("halfmove_clock", status["halfmove_clock"], 100)
            check.expect("fifty_claim", status["fifty_claim"], True)
            verdict = claim("--plies", str(plies - 1), "--move", status["last_move"])
            check.expect("9.3.1 with the castling move", verdict["article"], "9.3.1")
        if kind == "seventy_five_move":
            check.expect("halfmove_clock", status["halfmove_clock"], 150)
            check.expect("ending", (status["ending"] or {}).get("article"), "9.6.2")
        return

    move = re.search(r"_(promotion_square|en_passant_capture)_(straight|right|left)_([a-h])([1-8])$", base)
    if move:
        kind, direction, file, rank = move.groups()
        last = status["last_move"] or ""
        pattern = re.match(r"^([a-h])(x([a-h]))?([1-8])(=[QRBN])?[+#]?$", last)
        target = pattern and (pattern.group(3) or pattern.group(1))
        check.expect_true("a pawn move to " + file + rank, pattern and target == file and pattern.group(4) == rank,
                          last)
        if pattern:
            offset = {"straight": 0, "right": 1, "left": -1}[direction]
            check.expect("origin file", ord(pattern.group(1)) - ord(file), offset)
            check.expect("capture", bool(pattern.group(2)), direction != "straight")
            check.expect("promotion", bool(pattern.group(5)), kind == "promotion_square")
            if kind == "en_passant_capture":
                before = cli("status", path, "--json", "--plies", str(plies - 1))[1]
                check.expect("en passant square before the capture", before["fen"].split()[3], file + rank)
        return

    if rel.startswith("basic/insufficientMaterial/"):
        check.expect("dead_position", status["dead_position"], True)
        check.expect("white can mate", status["can_mate"]["white"], False)
        check.expect("black can mate", status["can_mate"]["black"], False)
        check.expect("ending", (status["ending"] or {}).get("article"), "5.2.2")
        return

    if rel.startswith("edgeCases/special/"):
        if base.endswith("_dead"):
            check.expect("dead_position", status["dead_position"], True)
        elif "_alive" in base:
            check.expect("dead_position", status["dead_position"], False)
        only = re.search(r"king_against_all_(white|black)_only_king", base)
        if only:
            lonely = only.group(1)
            other = "white" if lonely == "black" else "black"
            check.expect(f"{lonely} can mate", status["can_mate"][lonely], False)
            check.expect(f"{other} can mate", status["can_mate"][other], True)
        if base.endswith("forced_checkmate_white_only"):
            check.expect("white can mate", status["can_mate"]["white"], True)
            check.expect("black can mate", status["can_mate"]["black"], False)
        return

    if rel.startswith("review/repetitionQuiz/"):
        if "claim_for_board_position_" in base:
            correct = "_correct" in base
            verdict = claim()
            check.expect("claim on the board valid", verdict["valid"], correct)
            if correct:
                check.expect("article", verdict["article"], "9.2.2")
        elif base.endswith("claim_for_own_move_correct_but_makes_move_on_board"):
            # The claimant wrote the move, then played it: before it, the written claim was valid;
            # after it the opponent has the move (Laws 9.4: the claimant lost the right).
            verdict = claim("--plies", str(plies - 1), "--move", status["last_move"])
            check.expect("claim with the written move before playing it", verdict["article"], "9.2.1")
            check.expect("the claimant no longer has the move", mover_of_last_move(status),
                         "white" if status["side_to_move"] == "black" else "black")
        elif "claim_for_own_move_" in base:
            correct = "_correct" in base
            verdict = claim("--move", QUIZ_WRITTEN_MOVE[number])
            check.expect(f"claim with written {QUIZ_WRITTEN_MOVE[number]} valid", verdict["valid"], correct)
            if correct:
                check.expect("article", verdict["article"], "9.2.1")
        return

    if rel.startswith("review/wikipedia/"):
        if base.endswith("_changed"):
            check.expect("threefold_claim", status["threefold_claim"], True)
            check.expect("claim article", claim()["article"], "9.2.2")
        if base.endswith("six_fold"):
            check.expect("repetitions", status["repetitions"], 6)
            check.expect("fivefold", status["fivefold"], True)
            check.expect("ending", (status["ending"] or {}).get("article"), "9.6.1")
        return


def consistency_checks(run, path, status, check):
    # claim (on the board) agrees with status.
    code, verdict = run.json_call(["claim", path, "--json"], ok_codes=(0, 1))
    holds = (status["threefold_claim"] or status["fifty_claim"]) and status["ending"] is None
    check.consistent("claim valid == status claim and game not over", verdict["valid"] == holds,
                     f"valid {verdict['valid']}, status {holds}")
    check.consistent("claim exit status", code == (0 if verdict["valid"] else 1), f"exit {code}")
    game_over = verdict["game_over"] is not None
    check.consistent("game_over == ending", (verdict["game_over"] or {}).get("article")
                     == (status["ending"] or {}).get("article"), f"{verdict['game_over']} vs {status['ending']}")
    if not verdict["valid"] and not game_over:
        for edition, (claimant, opponent) in PENALTIES.items():
            _, v = run.json_call(["claim", path, "--json", "--laws", edition, "--claimant-ms", "100000",
                                  "--opponent-ms", "50000"], ok_codes=(1,))
            penalty = v["penalty"] or {}
            check.consistent(f"penalty {edition}", (penalty.get("claimant_ms"), penalty.get("opponent_ms"))
                             == (claimant, opponent), str(penalty))
        _, v = run.json_call(["claim", path, "--json", "--blitz"], ok_codes=(1,))
        check.consistent("penalty 2023 blitz", v["penalty"] == {"claimant_ms": 0, "opponent_ms": 60_000},
                         str(v["penalty"]))
        _, v = run.json_call(["claim", path, "--json", "--laws", "2001"], ok_codes=(1,))
        check.consistent("penalty 2001 without times", v["penalty"] == {"claimant_ms": None,
                                                                         "opponent_ms": 180_000}
                         and "cannot be computed" in v["explanation"], str(v["penalty"]))
    else:
        check.consistent("no penalty", verdict["penalty"] is None)
    # a written move listed by status makes a valid claim.
    for article in ("9.2.1", "9.3.1"):
        moves = status["claim_moves"][article]
        if moves and status["ending"] is None:
            _, v = run.json_call(["claim", path, "--json", "--move", moves[0]], ok_codes=(0, 1))
            check.consistent(f"written {moves[0]} valid", v["valid"] and v["article"] in ("9.2.1", "9.3.1"),
                             str(v["article"]))
    # flag of the side to move (6.9) follows can_mate of the opponent.
    side = status["side_to_move"]
    other = "black" if side == "white" else "white"
    _, flag = run.json_call(["flag", path, "--side", side, "--json"])
    if status["checkmate"]:
        wanted = "1-0" if side == "black" else "0-1"
    elif status["stalemate"] or status["dead_position"] is True:
        wanted = "1/2-1/2"
    else:
        wanted = {True: "1-0" if other == "white" else "0-1", False: "1/2-1/2",
                  None: "arbiter decides"}[status["can_mate"][other]]
    check.consistent("flag result", flag["result"] == wanted, f"{flag['result']} vs {wanted}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True)
    parser.add_argument("--shared", required=True, help="the shared folder (holds reference/claims-pgn)")
    parser.add_argument("--verbose", action="store_true")
    options = parser.parse_args()

    root = os.path.join(options.shared, "reference", "claims-pgn")
    if not os.path.isdir(root):
        print(f"claims-acceptance: FAILED: the reference folder {root} is missing", file=sys.stderr)
        return 2
    files = sorted(os.path.relpath(os.path.join(d, f), root)
                   for d, _, names in os.walk(root) for f in names if f.endswith(".pgn"))
    if not files:
        print(f"claims-acceptance: FAILED: no .pgn file under {root}", file=sys.stderr)
        return 2

    run = Run(options.cli, options.verbose)
    checked = met = undecided = mismatched = 0
    consistency_total = consistency_failed = 0
    for rel in files:
        path = os.path.join(root, rel)
        check = FileCheck(rel)
        try:
            _, status = run.json_call(["status", path, "--json"])
            name_expectations(run, path, rel, status, check)
            consistency_checks(run, path, status, check)
        except (ToolError, subprocess.TimeoutExpired, KeyError, TypeError) as error:
            check.consistent("tool answered", False, str(error))
        if check.expected:
            checked += 1
            results = [ok for _, ok in check.expected]
            if all(ok is True for ok in results):
                met += 1
            elif any(ok is False for ok in results):
                mismatched += 1
            else:
                undecided += 1
        consistency_total += len(check.consistency)
        failed = [label for label, ok in check.consistency if not ok]
        consistency_failed += len(failed)
        bad = [label for label, ok in check.expected if ok is False]
        unknown = [label for label, ok in check.expected if ok is None]
        for label in bad:
            print(f"MISMATCH {rel}: {label}")
        for label in failed:
            print(f"INCONSISTENT {rel}: {label}")
        for label in unknown:
            print(f"undecided {rel}: {label}")
        if options.verbose and not bad and not failed:
            print(f"ok {rel}: {len(check.expected)} expectations, {len(check.consistency)} consistency checks")

    print(f"claims-acceptance: files {len(files)} checked {checked} met {met} undecided {undecided} "
          f"mismatched {mismatched}; consistency checks {consistency_total} failed {consistency_failed}")
    return 1 if mismatched or consistency_failed else 0


if __name__ == "__main__":
    sys.exit(main())
