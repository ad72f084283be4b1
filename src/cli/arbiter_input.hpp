#pragma once

// What the arbiter's subcommands (claim, status, flag) read: a game from a PGN file or a FEN,
// the Laws edition and the game speed. Shared so that the three read their options alike.

#include "args/args.hpp"
#include "core/arbiter/edition.hpp"
#include "core/clock/clock_facts.hpp"
#include "core/result.hpp"
#include "core/rules/game.hpp"

#include <string>

namespace pendule::cli {

// Game `number` (1 = the first) of a PGN file, replayed; errors name the file and the game.
Result<rules::Game> load_pgn_game(const std::string& path, int number, rules::Notation notation);

// The game from the positionals (one FILE.pgn, with --game N) or --fen, cut after --plies N when
// given. Declares nothing: the caller declares --game, --fen, --plies and --french (and
// --any-material, --chess960 where --fen is taken).
Result<rules::Game> game_from_args(const Args& args);

// --laws (default 2023).
Result<arbiter::Edition> edition_from_args(const Args& args);

// --blitz, --rapid, --tc TIMECONTROL (PGN syntax), else the game's TimeControl tag, else standard.
Result<clock::GameSpeed> speed_from_args(const Args& args, const rules::Game& game);

// The game's first `plies` moves only.
Result<rules::Game> first_plies(const rules::Game& game, int plies);

} // namespace pendule::cli
