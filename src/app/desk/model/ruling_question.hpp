#pragma once

// The board page's ruling form read as a question for a board (io/round/round_ruling.hpp): the times and
// the counter as read on the clock, the game score and the written move read here too, so that their
// problems are said in the window's words before anything is asked (the ruling reads them again, the
// same way, and the CLI's round-rule takes the same question).

#include "app/desk/model/desk_screen.hpp"
#include "core/result.hpp"
#include "i18n/lang.hpp"
#include "io/round/round_ruling.hpp"

#include <optional>

namespace pendule::app {

// The ruling form as a question for the board `board`, or the problem in the window's words (a
// time or a counter that cannot be read, a game score or a written move that does not read, a
// position set up that is not legal). `entry`: the score on the chessboard; `editor`: the position
// set up; `chess960`: a Chess960 round's start position, where a score without a FEN tag starts;
// `files`: the reader of a .pgn file typed as the score.
Result<io::BoardQuestion> form_question(const FileReader& files, const RulingForm& form,
                                        const GameEntry& entry, const PositionEditor& editor, int board,
                                        const i18n::Lang& lang, std::optional<int> chess960 = std::nullopt);

} // namespace pendule::app
