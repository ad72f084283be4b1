// The one text form of every command (command.hpp): each alternative of the Command variant is
// written and read back equal. The walk is driven by the variant itself: a new alternative without
// samples here does not compile, and one without a text form fails the round trip.
#include "app/clock/model/command.hpp"
#include "io/journal/command_words.hpp"

#include <catch2/catch.hpp>

#include <type_traits>
#include <utility>
#include <vector>

using namespace pendule::app;

namespace {

template <typename T> using Of = std::type_identity<T>;

// Samples of each alternative, covering each of its fields' values.
std::vector<StartGame> samples(Of<StartGame>) {
    return {{}};
}
std::vector<PlayerPress> samples(Of<PlayerPress>) {
    return {{Side::left}, {Side::right}};
}
std::vector<PauseClock> samples(Of<PauseClock>) {
    return {{}};
}
std::vector<ResumeClock> samples(Of<ResumeClock>) {
    return {{}};
}
std::vector<SetTime> samples(Of<SetTime>) {
    return {{Colour::White, 300'000}, {Colour::Black, 0}, {Colour::Black, 5'400'000}, {Colour::White, -1}};
}
std::vector<SetMoves> samples(Of<SetMoves>) {
    return {{Colour::White, 0}, {Colour::Black, 40}};
}
std::vector<IllegalMove> samples(Of<IllegalMove>) {
    return {{Colour::White}, {Colour::Black}};
}
std::vector<FiveSecondIncrement> samples(Of<FiveSecondIncrement>) {
    return {{}};
}
std::vector<DeclareResult> samples(Of<DeclareResult>) {
    std::vector<DeclareResult> all;
    for (ResultKind kind : all_result_kinds)
        all.push_back({kind});
    return all;
}
std::vector<JudgeClaim> samples(Of<JudgeClaim>) {
    return {
        {"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8", false, ""},
        {"1. Cf3 Cf6 2. Cg1 Cg8", true, "Cf3"},
        {"1. e4 e5", false, "Nf3"},
        // A whole PGN: tags in brackets, quotes, new lines, a backslash, a comment with an accent.
        {"[Event \"Open de Paris\"]\n[White \"Lefèvre, B\"]\n\n1. e4 {un \\ coup} e5 *", false, "Qh5"},
        {"", false, ""},
        {"]", true, "] intended x"},
    };
}
std::vector<ApplyClaim> samples(Of<ApplyClaim>) {
    return {{}};
}
std::vector<UndoLast> samples(Of<UndoLast>) {
    return {{}};
}
std::vector<ToggleSound> samples(Of<ToggleSound>) {
    return {{}};
}
std::vector<MateAnalysed> samples(Of<MateAnalysed>) {
    using pendule::arbiter::Verdict;
    return {{std::nullopt, std::nullopt},
            {Verdict::Yes, std::nullopt},
            {std::nullopt, Verdict::No},
            {Verdict::Unknown, Verdict::Yes},
            {Verdict::No, Verdict::Unknown}};
}

template <typename T> std::size_t round_trip() {
    const auto all = samples(Of<T>{});
    for (const T& sample : all) {
        const Command command{sample};
        const std::string text = describe(command);
        INFO(text);
        auto back = parse_command(text);
        REQUIRE(back.ok());
        CHECK(back.value() == command);
        // One line: the journal record and the trace stay one line each.
        CHECK(text.find('\n') == std::string::npos);
    }
    return all.size();
}

template <std::size_t... I> std::size_t round_trip_all(std::index_sequence<I...>) {
    return (round_trip<std::variant_alternative_t<I, Command>>() + ...);
}

} // namespace

TEST_CASE("command text: every alternative of Command is written and read back equal") {
    const std::size_t walked = round_trip_all(std::make_index_sequence<std::variant_size_v<Command>>{});
    CHECK(walked >= std::variant_size_v<Command>);
}

TEST_CASE("command text: the result kinds each have their own word") {
    CHECK(describe(Command{DeclareResult{ResultKind::white_illegal}}) == "result white-illegal");
    CHECK(describe(Command{DeclareResult{ResultKind::black_illegal}}) == "result black-illegal");
    CHECK(describe(Command{DeclareResult{ResultKind::arbiter_draw}}) == "result arbiter-draw");
    CHECK(describe(Command{JudgeClaim{"1. e4 \"x\"", true, "e5"}}) ==
          "judge-claim fr \"1. e4 \\\"x\\\"\" intended \"e5\"");
}

TEST_CASE("command text: the claim form older versions wrote is still read") {
    auto old = parse_command("judge-claim en [1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8]");
    REQUIRE(old.ok());
    CHECK(old.value() == Command{JudgeClaim{"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8", false, ""}});
    auto with_move = parse_command("judge-claim fr [[Event \"x\"] 1. Cf3 Cf6] intended Cg1");
    REQUIRE(with_move.ok());
    CHECK(with_move.value() == Command{JudgeClaim{"[Event \"x\"] 1. Cf3 Cf6", true, "Cg1"}});
}

TEST_CASE("command text: a claim reads as io reads it back for the exports") {
    // The same grammar (io/journal/command_words.hpp): the clock and the journal's exports never disagree.
    for (const char* text : {"judge-claim en \"1. e4 e5\"", "judge-claim fr \"1. Cf3\" intended \"Cc3\"",
                             "judge-claim en [1. e4 e5] intended Nf3", "judge-claim en [e4] intended e5",
                             "judge-claim en [e4]", "judge-claim en e4", "judge-claim en \"1. e4\" extra"}) {
        CAPTURE(text);
        const auto read = pendule::io::read_claim(text);
        auto parsed = parse_command(text);
        REQUIRE(parsed.ok() == read.has_value());
        if (read)
            CHECK(parsed.value() == Command{JudgeClaim{read->movetext, read->french, read->intended}});
    }
    // A one-word movetext of the older form is read without its brackets.
    CHECK(parse_command("judge-claim en [e4] intended e5").value() == Command{JudgeClaim{"e4", false, "e5"}});
}

TEST_CASE("command text: what is not a command is an error that quotes it") {
    for (const char* bad :
         {"", "jump", "press middle", "set-time white", "set-time grey 10", "set-time white 1x",
          "result draw", "judge-claim de \"1. e4\"", "judge-claim en \"1. e4", "judge-claim en \"a\"b",
          "undo now", "judge-claim en [1. e4", "analysed white", "analysed white maybe",
          "analysed black no white yes", "analysed white yes white no", "analysed grey yes"}) {
        INFO(bad);
        auto parsed = parse_command(bad);
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().where == "command '" + std::string(bad) + "'");
    }
    CHECK(parse_command("result draw").error().message == "unknown result 'draw'");
    CHECK(
        describe(Command{MateAnalysed{pendule::arbiter::Verdict::Yes, pendule::arbiter::Verdict::Unknown}}) ==
        "analysed white yes black unknown");
    CHECK(parse_command("judge-claim en \"1. e4").error().message ==
          "the quote opened at character 16 is not closed");
}
