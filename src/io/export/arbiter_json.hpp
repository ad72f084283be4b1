#pragma once

// JSON documents for the arbiter's command-line answers (pendule-cli claim, status, flag). The
// field names are a contract that scripts rely on: see docs/arbiter.md.

#include "core/arbiter/arbiter.hpp"
#include "core/arbiter/game_status.hpp"
#include "core/clock/clock_facts.hpp"

#include <string>

namespace pendule::io {

// {"valid", "article", "explanation", "occurrences", "penalty": {"claimant_ms", "opponent_ms"} | null,
//  "game_over", "quiet_plies", "outcome", "edition", "speed", "repetition": {"summary", "occurrences":
//  [{"ply", "move", "written", "caption", "fen"}], "near": [{... "differences": [{"kind", "player",
//  "wing" | "at", "pawn", "capture", "words"}], "reason"}]}}
std::string claim_to_json(const arbiter::ClaimRuling& ruling, arbiter::Edition edition,
                          clock::GameSpeed speed);

// {"fen", "checkmate", "stalemate", "repetitions", "halfmove_clock", "threefold_claim", "fifty_claim",
//  "fivefold", "seventyfive", "dead_position", "can_mate": {"white", "black"}, "side_to_move",
//  "check", "plies", "last_move", "first_threefold_ply", "claim_moves": {"9.2.1": [...], "9.3.1": [...]},
//  "ending", "edition"}
std::string status_to_json(const arbiter::GameStatus& status, arbiter::Edition edition);

// {"side", "result", "article", "explanation", "opponent_can_mate", "edition"}
std::string flag_to_json(const arbiter::Ruling& ruling, rules::Color flagged,
                         arbiter::Verdict opponent_can_mate, arbiter::Edition edition);

} // namespace pendule::io
