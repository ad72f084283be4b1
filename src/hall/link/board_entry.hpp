#pragma once

// What the hall knows of a board besides its journal's records: the store keeps one per board
// (hall/server/hall_store), and a board's view is made from it and the journal (board_state), on the
// hall and in the board's own state snapshot alike.

#include <cstddef>
#include <cstdint>
#include <string>

namespace pendule::hall {

struct BoardEntry {
    std::string event;
    int board = 0;
    std::string white; // from the journal's header
    std::string black;
    std::int64_t last_seq = -1; // -1: not even the header yet
    std::string link = "offline";
    std::string round; // the round the board says it plays (.../round); empty: not said
    std::int64_t last_heard_wall_ms = 0;
    // The lines stored since take_new_lines last took them, each ending with '\n'. The whole journal
    // is in the hall's database only (HallStore::journal): a 5-hour round of 1,000 boards is 36 million
    // records, 2 GB of text the hall does not hold in memory.
    std::string new_lines;
    std::size_t pending = 0;
};

} // namespace pendule::hall
