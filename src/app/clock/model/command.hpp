#pragma once

#include "app/common/model/mate_analysis.hpp"
#include "app/common/model/side.hpp"
#include "core/arbiter/mating_material.hpp"
#include "core/clock/time_control.hpp"
#include "core/result.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace pendule::app {

// Everything that changes the game goes through one of these commands, applied by
// Session::apply(command, now). This is the seam for the journal: an observer sees every command
// with its time, so a recording replays to the same state.

struct StartGame { // Space: White's clock starts
    bool operator==(const StartGame&) const = default;
};
struct PlayerPress { // a press on the key set or the half of the table
    Side half = Side::left;
    bool operator==(const PlayerPress&) const = default;
};
struct PauseClock { // Laws 6.11 / 6.12.2: anyone may stop the clock
    bool operator==(const PauseClock&) const = default;
};
struct ResumeClock { // Laws 6.11: the arbiter restarts it
    bool operator==(const ResumeClock&) const = default;
};
struct SetTime { // Laws 6.10.2
    Colour colour = Colour::White;
    Millis time = 0;
    bool operator==(const SetTime&) const = default;
};
struct SetMoves { // Laws 6.10.2
    Colour colour = Colour::White;
    int moves = 0;
    bool operator==(const SetMoves&) const = default;
};
struct IllegalMove { // Laws 7.5.5
    Colour offender = Colour::White;
    bool operator==(const IllegalMove&) const = default;
};
struct FiveSecondIncrement { // Guidelines III.4
    bool operator==(const FiveSecondIncrement&) const = default;
};
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
    bool operator==(const DeclareResult&) const = default;
};
// Every kind, in the order of the enumeration (the text form's table and the tests walk it).
inline constexpr ResultKind all_result_kinds[] = {ResultKind::white_resigns, ResultKind::black_resigns,
                                                  ResultKind::agreement,     ResultKind::white_flag,
                                                  ResultKind::black_flag,    ResultKind::white_illegal,
                                                  ResultKind::black_illegal, ResultKind::arbiter_draw};
struct JudgeClaim {       // Laws 9.2 / 9.3: the claim of the player to move
    std::string movetext; // the game score (SAN, or a whole PGN text)
    bool french = false;  // French piece letters (R D T F C)
    std::string intended; // the written intended move (9.2.1 / 9.3.1), may be empty
    bool operator==(const JudgeClaim&) const = default;
};
struct ApplyClaim { // Laws 9.5: the draw, or the incorrect claim's penalty
    bool operator==(const ApplyClaim&) const = default;
};
struct UndoLast { // undoes the last arbiter action
    bool operator==(const UndoLast&) const = default;
};
struct ToggleSound {
    bool operator==(const ToggleSound&) const = default;
};
using Command = std::variant<StartGame, PlayerPress, PauseClock, ResumeClock, SetTime, SetMoves, IllegalMove,
                             FiveSecondIncrement, DeclareResult, JudgeClaim, ApplyClaim, UndoLast,
                             ToggleSound, MateAnalysed>;

// The one text form of a command, written in the journal's `command` records and in traces, and read
// back by --resume: "press left", "set-time black 300000", "result white-illegal",
// `judge-claim en "1. Nf3 Nf6 2. Ng1" intended "Nf3"` (free text quoted: \" \\ and \n escaped, so
// that a whole PGN with its brackets and new lines stays one command). Writing and reading live side by
// side in command.cpp, the claim's through io's grammar (io/journal/command_words.hpp), which the exports
// read a journal's claims with; tests/app walks every alternative of the variant through both.
std::string describe(const Command& command);

// The command a text form gives back; an Error saying what is wrong otherwise. Also reads the form
// older versions wrote for a claim (`judge-claim en [MOVETEXT] intended MOVE`).
Result<Command> parse_command(std::string_view text);

} // namespace pendule::app
