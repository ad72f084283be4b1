#pragma once

// A board's set-up as the desk knows it: who plays White and Black (with title, rating,
// federation and FIDE id where the pairing program's file has them), the round and board, the time
// control, the edition of the Laws, and the start position of a Chess960 game. The desk publishes
// one per board, retained, under pendule/<event>/board/<n>/setup, so that a clock started for that
// board shows it before the game and takes it with one key: nothing is typed at the board.
//   {"event": "open-2026", "round": "5", "board": 7, "revision": 1,
//    "white": {"name": "Aronsen, Anders", "title": "GM", "rating": 2610, "federation": "NOR",
//              "fide_id": "1500001"},
//    "black": {...}, "control": "5400+30", "edition": "2023", "chess960": 518}
// `revision` grows with every change of the board (a late pairing correction), so that a clock
// tells a new set-up from the one it has. `chess960` is absent for a standard game. A name is never
// empty; the other fields of a player may be absent (typed boards have only names). Pure.

#include "core/result.hpp"
#include "io/round/round_journal.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::io {

struct SeatSetup {
    std::string name;
    std::string title;      // "GM", "WIM"... or ""
    int rating = 0;         // 0: none
    std::string federation; // "NOR" or ""
    std::string fide_id;    // digits, or ""
    bool operator==(const SeatSetup&) const = default;
};

struct BoardSetup {
    std::string event;
    std::string round; // "5", "2.1"
    int board = 0;
    std::int64_t revision = 1;
    SeatSetup white;
    SeatSetup black;
    std::string control; // a PGN TimeControl ("5400+30"), or "" when the round has none
    std::string edition; // "2023"
    int chess960 = -1;   // the start position's number 0-959, -1: standard chess
    bool operator==(const BoardSetup&) const = default;
};

// An event's name as it stands in a topic, one level: 1 to 100 bytes, no '/', '+', '#' nor control
// byte (the hall's topics and the set-ups check the same, hall/hall_record.hpp).
bool is_event_name(std::string_view event);
// A round as numbers separated by dots ("5", "2.1"), 16 characters at most.
bool is_round_name(std::string_view round);

// The set-up's JSON text (one line, the fields in the order above).
std::string board_setup_json(const BoardSetup& setup);

// Reads a set-up; an Error names the field (`origin` first: the topic it came on, a file...) for
// anything missing, of the wrong type or out of range, and for text that is not JSON.
Result<BoardSetup> parse_board_setup(std::string_view text, const std::string& origin);

// Every board's set-up for the round as its journal describes it, in board order, with the players'
// details from the round's TRF (a typed board has names only), under `event` (empty: the round's
// own). Revision 1 for all.
std::vector<BoardSetup> round_setups(const RoundState& round, std::string_view event = {});

} // namespace pendule::io
