#include "app/desk/model/desk_live.hpp"

namespace pendule::app {

void receive_live(LiveBoards& live, int board, std::string_view leaf, std::string_view text) {
    LiveBoard& b = live[board];
    if (leaf == "status") {
        if (text == "online" || text == "offline")
            b.link = std::string(text);
        return;
    }
    if (leaf != "state")
        return;
    auto state = io::parse_live_state(text, "board " + std::to_string(board) + "'s state");
    if (!state) {
        b.problem = state.error().text();
        return;
    }
    if (state->board != board) {
        b.problem = "board " + std::to_string(board) + "'s state names board " + std::to_string(state->board);
        return;
    }
    b.state = std::move(state.value());
    b.problem.clear();
}

const io::LiveState* live_state(const LiveBoards& live, int board) {
    const auto it = live.find(board);
    return it == live.end() || !it->second.state ? nullptr : &*it->second.state;
}

std::optional<ProposedResult> proposed_result(const io::RoundState& round, const LiveBoards& live,
                                              int board) {
    if (round.results.count(board))
        return std::nullopt; // the desk's record stands; a correction is the arbiter's
    const io::LiveState* state = live_state(live, board);
    if (state && state->result)
        return ProposedResult{*state->result, state->reason, state->reason_code};
    // A ruling's score no one confirmed at the board (a bridged e-board has no one there: its DGT
    // clock's flag, the kings put in the centre): the desk proposes it, the arbiter confirms.
    if (state && state->result_to_confirm && state->ruled_result)
        return ProposedResult{*state->ruled_result, state->ruled_reason, ""};
    return std::nullopt;
}

RecordResult confirmed(int board, const ProposedResult& proposal) {
    return RecordResult{board, proposal.result,
                        proposal.reason.empty() ? "from the clock" : "from the clock: " + proposal.reason,
                        proposal.reason_code};
}

} // namespace pendule::app
