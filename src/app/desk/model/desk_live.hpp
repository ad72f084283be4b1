#pragma once

// What the hall's clocks say of the round's boards, as the desk hears it: each board's
// last state snapshot (io/round/live_state.hpp) and link. A result, a flag fall or a ruling recorded by a
// clock becomes a *proposed* result at the desk: nothing reaches the round journal or the TRF until
// the arbiter confirms it (one key) or records another. A ruling at the desk on such a board starts
// from the times and move counter the clock last reported. Pure: the platform hands over the texts.

#include "app/desk/model/desk.hpp"
#include "io/round/live_state.hpp"
#include "io/round/round_journal.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace pendule::app {

struct LiveBoard {
    std::optional<io::LiveState> state; // the last snapshot that could be read
    std::string link;                   // "online", "offline", or "" when never heard
    std::string problem;                // why the last snapshot was refused (English)
};
using LiveBoards = std::map<int, LiveBoard>;

// Takes a text of board `board`'s `leaf` ("state" or "status"). A snapshot that cannot be read, or
// names another board, keeps the last one and says why in `problem`.
void receive_live(LiveBoards& live, int board, std::string_view leaf, std::string_view text);

// The clock's result for a board that has none recorded at the desk, or the score of a ruling left
// to the arbiter (a bridged e-board's DGT flag, its kings in the centre): its score and why.
struct ProposedResult {
    std::string result;      // "1-0", "0-1", "1/2-1/2"
    std::string reason;      // the clock's reason, in English
    std::string reason_code; // the same as a code (core/arbiter/reason_code.hpp), "" when the clock gave none
};
std::optional<ProposedResult> proposed_result(const io::RoundState& round, const LiveBoards& live, int board);

// What confirming a proposal records: its result, "from the clock: REASON" in English (as the round
// journal keeps every reason) and the clock's code, which a desk words in its own language.
RecordResult confirmed(int board, const ProposedResult& proposal);

// The board's live state, when the clock has reported one that could be read.
const io::LiveState* live_state(const LiveBoards& live, int board);

} // namespace pendule::app
