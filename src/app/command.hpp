#pragma once

#include "app/side.hpp"
#include "core/clock/time_control.hpp"

#include <cstdint>
#include <string>
#include <variant>

namespace pendule::app {

using clock::Millis;
using clock::TimePoint;
using Colour = clock::Side; // White or Black; app::Side is the half of the table

// Everything that changes the game goes through one of these commands, applied by
// Session::apply(command, now). This is the seam for the journal: an observer sees every command
// with its time, so a recording replays to the same state.

struct StartGame {}; // Space: White's clock starts
struct PlayerPress { // a press on the key set or the half of the table
    Side half = Side::left;
};
struct PauseClock {};  // Laws 6.11 / 6.12.2: anyone may stop the clock
struct ResumeClock {}; // Laws 6.11: the arbiter restarts it
struct SetTime {       // Laws 6.10.2
    Colour colour = Colour::White;
    Millis time = 0;
};
struct SetMoves { // Laws 6.10.2
    Colour colour = Colour::White;
    int moves = 0;
};
struct IllegalMove { // Laws 7.5.5
    Colour offender = Colour::White;
};
struct FiveSecondIncrement {}; // Guidelines III.4
// The results the panel offers. The losses by 7.5.5 and the arbiter's draw follow an illegal-move
// ruling or a 6.9 check the tool could not settle.
enum class ResultKind {
    white_resigns,
    black_resigns,
    agreement,
    white_flag,
    black_flag,
    white_illegal,
    black_illegal,
    arbiter_draw
};
struct DeclareResult {
    ResultKind kind = ResultKind::agreement;
};
struct JudgeClaim {       // Laws 9.2 / 9.3: the claim of the player to move
    std::string movetext; // the game score (SAN, or a whole PGN text)
    bool french = false;  // French piece letters (R D T F C)
    std::string intended; // the written intended move (9.2.1 / 9.3.1), may be empty
};
struct ApplyClaim {}; // Laws 9.5: the draw, or the incorrect claim's penalty
struct UndoLast {};   // undoes the last arbiter action
struct ToggleSound {};

using Command =
    std::variant<StartGame, PlayerPress, PauseClock, ResumeClock, SetTime, SetMoves, IllegalMove,
                 FiveSecondIncrement, DeclareResult, JudgeClaim, ApplyClaim, UndoLast, ToggleSound>;

// A short English name for traces and journals: "press left", "set-time black 300000".
std::string describe(const Command& command);

} // namespace pendule::app
