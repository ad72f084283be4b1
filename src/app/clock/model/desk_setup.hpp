#pragma once

// The board's set-up as the desk published it (io/round/board_setup.hpp), offered on the setup
// screen: the players, board, round, control and edition come from the desk, and one key takes them
// (nothing typed at the board). A set-up for another event or board, or one that cannot be read, is
// refused with the reason (shown, never applied). Once the game has started, a set-up that differs
// from the one taken is only shown: the desk's correction reaches a running game through the
// arbiter, never by itself. Pure: the platform hands over each text the hall link received.

#include "io/round/board_setup.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace pendule::app {

struct DeskSetup {
    std::optional<io::BoardSetup> offered; // the desk's last valid set-up for this board
    std::string problem;                   // why the last text was refused, in English ("" when none)
    std::optional<io::BoardSetup> taken;   // the set-up the game was set up from
    // The desk changed the set-up after it was taken (a late correction): shown, not applied.
    bool changed_since_taken() const;
};

// Takes a text received on the board's .../setup topic: a valid set-up for `event` and `board` is
// offered (an empty text: the desk withdrew it); anything else leaves the offer as it was and says
// why in `problem`.
void receive_desk_setup(DeskSetup& desk, std::string_view text, std::string_view event, int board);

} // namespace pendule::app
