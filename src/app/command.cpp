#include "app/command.hpp"

namespace pendule::app {

namespace {

const char* colour_name(Colour c) {
    return c == Colour::White ? "white" : "black";
}

const char* result_name(ResultKind kind) {
    switch (kind) {
    case ResultKind::white_resigns:
        return "white-resigns";
    case ResultKind::black_resigns:
        return "black-resigns";
    case ResultKind::agreement:
        return "agreement";
    case ResultKind::white_flag:
        return "white-flag";
    case ResultKind::black_flag:
        return "black-flag";
    case ResultKind::white_illegal:
        return "white-illegal";
    case ResultKind::black_illegal:
        return "black-illegal";
    case ResultKind::arbiter_draw:
        return "arbiter-draw";
    }
    return "?";
}

struct Describe {
    std::string operator()(const StartGame&) const { return "start"; }
    std::string operator()(const PlayerPress& c) const {
        return c.half == Side::left ? "press left" : "press right";
    }
    std::string operator()(const PauseClock&) const { return "pause"; }
    std::string operator()(const ResumeClock&) const { return "resume"; }
    std::string operator()(const SetTime& c) const {
        return std::string("set-time ") + colour_name(c.colour) + " " + std::to_string(c.time);
    }
    std::string operator()(const SetMoves& c) const {
        return std::string("set-moves ") + colour_name(c.colour) + " " + std::to_string(c.moves);
    }
    std::string operator()(const IllegalMove& c) const {
        return std::string("illegal-move ") + colour_name(c.offender);
    }
    std::string operator()(const FiveSecondIncrement&) const { return "five-second-increment"; }
    std::string operator()(const DeclareResult& c) const {
        return std::string("result ") + result_name(c.kind);
    }
    std::string operator()(const JudgeClaim& c) const {
        return std::string("judge-claim ") + (c.french ? "fr" : "en") + " [" + c.movetext + "]" +
               (c.intended.empty() ? "" : " intended " + c.intended);
    }
    std::string operator()(const ApplyClaim&) const { return "apply-claim"; }
    std::string operator()(const UndoLast&) const { return "undo"; }
    std::string operator()(const ToggleSound&) const { return "toggle-sound"; }
};

} // namespace

std::string describe(const Command& command) {
    return std::visit(Describe{}, command);
}

} // namespace pendule::app
