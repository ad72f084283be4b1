#include "app/clock/model/command.hpp"

#include "core/parse.hpp"
#include "io/journal/command_words.hpp"

#include <optional>
#include <utility>
#include <vector>

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
        return io::claim_text({c.movetext, c.french, c.intended});
    }
    std::string operator()(const ApplyClaim&) const { return "apply-claim"; }
    std::string operator()(const UndoLast&) const { return "undo"; }
    std::string operator()(const ToggleSound&) const { return "toggle-sound"; }
    std::string operator()(const MateAnalysed& c) const {
        std::string out = "analysed";
        if (c.white)
            out.append(" white ").append(arbiter::verdict_name(*c.white));
        if (c.black)
            out.append(" black ").append(arbiter::verdict_name(*c.black));
        return out;
    }
};

} // namespace

std::string describe(const Command& command) {
    return std::visit(Describe{}, command);
}

namespace {

std::optional<Colour> colour_named(std::string_view word) {
    if (word == "white")
        return Colour::White;
    if (word == "black")
        return Colour::Black;
    return std::nullopt;
}

std::optional<arbiter::Verdict> verdict_named(std::string_view word) {
    for (arbiter::Verdict v : {arbiter::Verdict::Yes, arbiter::Verdict::No, arbiter::Verdict::Unknown})
        if (word == arbiter::verdict_name(v))
            return v;
    return std::nullopt;
}

// "analysed white yes black no": each side at most once, White first.
std::optional<MateAnalysed> analysed_of(const std::vector<std::string>& w) {
    if (w.size() != 1 && w.size() != 3 && w.size() != 5)
        return std::nullopt; // "analysed" alone: a claim's analysis, no verdict carried
    MateAnalysed out;
    for (std::size_t i = 1; i + 1 < w.size(); i += 2) {
        const auto colour = colour_named(w[i]);
        const auto verdict = verdict_named(w[i + 1]);
        if (!colour || !verdict)
            return std::nullopt;
        auto& slot = *colour == Colour::White ? out.white : out.black;
        if (slot || (*colour == Colour::White && out.black))
            return std::nullopt;
        slot = verdict;
    }
    return out;
}

Result<Command> parse_words(const std::vector<std::string>& w) {
    const std::string& verb = w[0];
    const std::size_t n = w.size();
    if (verb == "start" && n == 1)
        return Command{StartGame{}};
    if (verb == "press" && n == 2 && (w[1] == "left" || w[1] == "right"))
        return Command{PlayerPress{w[1] == "left" ? Side::left : Side::right}};
    if (verb == "pause" && n == 1)
        return Command{PauseClock{}};
    if (verb == "resume" && n == 1)
        return Command{ResumeClock{}};
    if ((verb == "set-time" || verb == "set-moves") && n == 3 && colour_named(w[1]) && parse_integer(w[2])) {
        if (verb == "set-time")
            return Command{SetTime{*colour_named(w[1]), *parse_integer(w[2])}};
        return Command{SetMoves{*colour_named(w[1]), static_cast<int>(*parse_integer(w[2]))}};
    }
    if (verb == "illegal-move" && n == 2 && colour_named(w[1]))
        return Command{IllegalMove{*colour_named(w[1])}};
    if (verb == "five-second-increment" && n == 1)
        return Command{FiveSecondIncrement{}};
    if (verb == "result" && n == 2) {
        for (ResultKind kind : all_result_kinds)
            if (w[1] == result_name(kind))
                return Command{DeclareResult{kind}};
        return fail("unknown result '" + w[1] + "'");
    }
    if (verb == "apply-claim" && n == 1)
        return Command{ApplyClaim{}};
    if (verb == "undo" && n == 1)
        return Command{UndoLast{}};
    if (verb == "toggle-sound" && n == 1)
        return Command{ToggleSound{}};
    if (verb == "analysed") {
        if (auto analysed = analysed_of(w))
            return Command{*analysed};
        return fail("expected 'analysed white|black yes|no|unknown' (White first, each side once)");
    }
    return fail("unknown command");
}

} // namespace

Result<Command> parse_command(std::string_view text) {
    // A claim is read by io's grammar, the one the exports read a journal's claims with.
    if (auto claim = io::read_claim(text))
        return Command{JudgeClaim{std::move(claim->movetext), claim->french, std::move(claim->intended)}};
    auto words = io::split_words(text);
    if (!words || words->empty())
        return fail(words ? "an empty command" : words.error().message,
                    "command '" + std::string(text) + "'");
    auto command = parse_words(*words);
    if (!command)
        return fail(command.error().message, "command '" + std::string(text) + "'");
    return command;
}

} // namespace pendule::app
