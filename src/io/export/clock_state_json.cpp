#include "io/export/clock_state_json.hpp"

#include <string>

namespace pendule::io {

namespace {

std::string side_or_null(const std::optional<clock::Side>& side) {
    return side ? std::string("\"") + clock::side_name(*side) + "\"" : "null";
}

std::string player_json(const clock::PlayerClock& player) {
    return "{\"ms\": " + std::to_string(player.main < 0 ? 0 : player.main) +
           ", \"moves\": " + std::to_string(player.moves) +
           ", \"period\": " + std::to_string(player.period_number()) +
           ", \"flag\": " + (player.has_flag() ? "true" : "false") + "}";
}

} // namespace

std::string clock_state_json(const clock::ClockState& state, clock::TimePoint t) {
    return "{\"t\": " + std::to_string(t) + ", \"white\": " + player_json(state.of(clock::Side::White)) +
           ", \"black\": " + player_json(state.of(clock::Side::Black)) +
           ", \"running\": " + side_or_null(state.running) +
           ", \"first_flag\": " + side_or_null(state.first_flag) + "}";
}

} // namespace pendule::io
