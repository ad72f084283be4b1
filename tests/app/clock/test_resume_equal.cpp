// Resume equals the original: a session driven through every kind of command is journaled,
// the journal is resumed into a new session, and the two are compared whole: both times, counters,
// periods, running side, result, offence counts, decision log, and the undo stack (undone step by step
// on both sides, compared after each step).
#include "app/clock/model/journal_recorder.hpp"
#include "app/clock/model/resume.hpp"
#include "app/clock/platform/journal_files.hpp"
#include "io/journal/journal_replay.hpp"
#include "io/os/wall_clock.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <random>

using namespace pendule;
using namespace pendule::app;
using namespace pendule::app::test;

namespace {

struct Step {
    TimePoint at;
    Command command;
};

// Knight shuffles: after eight plies the start position stands for the third time (9.2.2), White to move.
const std::string shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
const std::string shuffle_fr = "1. Cf3 Cf6 2. Cg1 Cg8 3. Cf3 Cf6 4. Cg1 Cg8";
const std::string six_plies = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6";
// Fool's mate: the game ended at ply 4; a claim after it is no claim.
const std::string mated = "1. f3 e5 2. g4 Qh4#";
// Black can mate (bishop against knight), beyond the quick budget: a flag fall waits for the analysis.
const std::string knights_game = "[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/7K/5NNN w - - 0 1\"]\n\n*";
const std::string analysed_game = "[SetUp \"1\"]\n[FEN \"1k6/2b5/8/8/8/2N5/1K6/8 w - - 0 1\"]\n\n*";

// Every kind of command, in an order that a game can take: presses, pause and resume, corrections,
// the illegal-move cases up to the losing one, claims judged and applied (correct and incorrect, with
// and without a written move, English and French letters, after the game ended), III.4 twice, every
// result kind, and an undo of each.
std::vector<Step> every_command() {
    std::vector<Step> steps;
    TimePoint t = 1'000;
    auto at = [&](TimePoint dt, Command c) {
        t += dt;
        steps.push_back({t, std::move(c)});
    };
    at(0, StartGame{});
    for (int i = 0; i < 8; ++i)
        at(2'000 + 250 * i, PlayerPress{i % 2 == 0 ? Side::left : Side::right});
    at(1'000, PauseClock{});
    at(5'000, ResumeClock{});
    at(500, SetTime{Colour::White, 600'000});
    at(0, UndoLast{});
    at(0, SetTime{Colour::Black, 500'000});
    at(100, SetMoves{Colour::White, 10});
    at(0, UndoLast{});
    at(0, SetMoves{Colour::Black, 4});
    at(300, ToggleSound{});
    at(300, FiveSecondIncrement{});
    at(1'000, FiveSecondIncrement{});
    at(200, UndoLast{}); // the second III.4: the first stays
    at(200, PlayerPress{Side::left});
    at(1'000, PlayerPress{Side::right});
    // Claims on the eighth ply's position: correct on the board, correct with a French score and a
    // written move, incorrect (six plies), after the game ended (mate).
    at(700, JudgeClaim{shuffle, false, ""});
    at(400, ApplyClaim{});
    at(300, UndoLast{});
    at(300, ResumeClock{});
    at(300, JudgeClaim{shuffle_fr, true, "Cf3"});
    at(300, JudgeClaim{six_plies, false, "Ng1"});
    at(400, ApplyClaim{});
    at(300, UndoLast{});
    at(300, JudgeClaim{six_plies, false, ""});
    at(400, ApplyClaim{});
    at(300, JudgeClaim{mated, false, ""});
    at(400, ApplyClaim{});
    at(300, UndoLast{});
    at(300, ResumeClock{});
    // 7.5.5: each side's first illegal move, then White's second, which loses (standard play).
    at(800, IllegalMove{Colour::White});
    at(800, IllegalMove{Colour::Black});
    at(800, IllegalMove{Colour::White});
    at(300, DeclareResult{ResultKind::white_illegal});
    at(300, UndoLast{});
    at(300, UndoLast{});
    at(300, ResumeClock{});
    for (ResultKind kind : all_result_kinds) {
        at(700, DeclareResult{kind});
        at(300, UndoLast{});
        at(300, ResumeClock{});
    }
    // The counters at 0 make a FEN game with no move the position on the board; White's
    // flag waits for the analysis (pause and resume go on meanwhile), whose verdicts are journaled.
    at(500, SetMoves{Colour::White, 0});
    at(0, SetMoves{Colour::Black, 0});
    at(300, JudgeClaim{analysed_game, false, ""});
    at(300, DeclareResult{ResultKind::white_flag});
    at(200, PauseClock{});
    at(200, ResumeClock{});
    at(600, MateAnalysed{arbiter::Verdict::Yes, arbiter::Verdict::Yes});
    at(300, UndoLast{});
    at(300, ResumeClock{});
    // A claim whose dead-position check waits (three knights: beyond the quick budget), then is judged.
    at(300, JudgeClaim{knights_game, false, ""});
    at(200, PauseClock{});
    at(200, MateAnalysed{});
    at(300, ApplyClaim{});
    at(300, ResumeClock{});
    at(2'000, PlayerPress{Side::left});
    at(1'500, DeclareResult{ResultKind::agreement});
    return steps;
}

// The whole state that the window shows and the journal must give back.
void check_equal(const Session& a, const Session& b, TimePoint t) {
    CHECK(a.clock().state(t) == b.clock().state(t));
    CHECK(a.clock().state(t + 7'000) == b.clock().state(t + 7'000)); // the running side runs on alike
    CHECK(a.phase() == b.phase());
    REQUIRE(a.result().has_value() == b.result().has_value());
    if (a.result()) {
        CHECK(a.result()->score == b.result()->score);
        CHECK(a.result()->article == b.result()->article);
        CHECK(a.result()->reason == b.result()->reason);
        CHECK(a.result()->code == b.result()->code);
    }
    for (auto colour : {rules::Color::White, rules::Color::Black})
        CHECK(a.arbiter().illegal_moves_by(colour) == b.arbiter().illegal_moves_by(colour));
    CHECK(&a.log() == &a.arbiter().log().entries()); // the window's log is the arbiter's own
    for (std::size_t i = 0; i < a.log().size() && i < b.log().size(); ++i)
        CHECK(a.log()[i].outcome == b.log()[i].outcome);
    REQUIRE(a.log().size() == b.log().size());
    for (std::size_t i = 0; i < a.log().size(); ++i) {
        INFO("log entry " << i << ": " << a.log()[i].reason);
        CHECK(a.log()[i].at_ms == b.log()[i].at_ms);
        CHECK(a.log()[i].article == b.log()[i].article);
        CHECK(a.log()[i].reason == b.log()[i].reason);
    }
    CHECK(a.pending_claim().has_value() == b.pending_claim().has_value());
    CHECK(a.pending_analysis().has_value() == b.pending_analysis().has_value());
    CHECK(a.can_undo() == b.can_undo());
    CHECK(a.config().sound == b.config().sound);
    CHECK(a.settings() == b.settings());
}

} // namespace

TEST_CASE("resume equals the original, through every kind of command and every undo") {
    const auto dir = fresh_dir("resume-equal");
    Session original =
        make_session(clock::TimeControl::same_for_both({clock::Period::fischer(5'400'000, 30'000)}));
    JournalRecorder recorder(journal_in(dir), io::wall_now_ms);
    original.set_observer([&](const Command& c, TimePoint at, const Applied& applied) {
        recorder.on_command(original, c, at, applied);
    });
    const auto steps = every_command();
    std::size_t accepted = 0;
    for (const Step& step : steps) {
        INFO(describe(step.command) << " at " << step.at);
        const bool ok = original.apply(step.command, step.at).accepted;
        accepted += ok ? 1 : 0;
        if (std::holds_alternative<MateAnalysed>(step.command))
            CHECK(ok); // the flag fall waited for it, and it was the verdict the ruling needed
    }
    // The scenario does what it says: most commands were accepted, the game ended by agreement.
    CHECK(accepted + 3 >= steps.size());
    REQUIRE(original.result());
    CHECK(original.result()->score == "1/2-1/2");
    REQUIRE(recorder.path());
    REQUIRE_FALSE(recorder.error());

    auto source = load_resume_source(*recorder.path());
    // A finished game is not resumable by the start screen, but its journal replays into a session.
    REQUIRE(source.ok());
    Session resumed = make_session(source->game.header.preset.control);
    auto difference = replay_into_session(resumed, *source);
    REQUIRE(difference.ok());
    CHECK(difference.value().empty());
    const TimePoint end = steps.back().at;
    check_equal(original, resumed, end);
    // The journal alone (pendule-cli replay) gives the same clock.
    CHECK(source->game.final_state() == original.clock().state(source->game.last_t));
    // ... and the result's code, which the hall passes on to the desk.
    REQUIRE(source->game.result);
    CHECK(source->game.result->reason_code == "agreement");
    CHECK(original.result()->code == arbiter::ReasonCode::Agreement);

    // The undo stacks are equal: undone one by one on both sides, the states stay equal.
    TimePoint t = end;
    for (int undone = 0; original.can_undo(); ++undone) {
        t += 100;
        INFO("undo " << undone);
        CHECK(original.apply(UndoLast{}, t).accepted == resumed.apply(UndoLast{}, t).accepted);
        check_equal(original, resumed, t);
    }
    CHECK_FALSE(resumed.can_undo());
    std::filesystem::remove_all(dir);
}

TEST_CASE("the journal tells the truth: a correct claim applied records the draw, not 'continues'") {
    const auto dir = fresh_dir("resume-equal");
    Session session = make_session(rapid());
    JournalRecorder recorder(journal_in(dir), io::wall_now_ms);
    session.set_observer([&](const Command& c, TimePoint at, const Applied& applied) {
        recorder.on_command(session, c, at, applied);
    });
    session.apply(StartGame{}, 1'000);
    for (int i = 0; i < 8; ++i)
        session.apply(PlayerPress{i % 2 == 0 ? Side::left : Side::right}, 2'000 + 1'000 * i);
    session.apply(PauseClock{}, 11'000);
    REQUIRE(session.apply(JudgeClaim{shuffle, false, ""}, 12'000).accepted);
    REQUIRE(session.apply(ApplyClaim{}, 13'000).accepted);
    auto source = load_resume_source(*recorder.path());
    REQUIRE(source.ok());
    const auto& entries = source->game.log.entries();
    REQUIRE_FALSE(entries.empty());
    CHECK(std::string(arbiter::outcome_text(entries.back().outcome)) == "1/2-1/2");
    CHECK(entries.back().reason.find("draw claimed by White") != std::string::npos);
    REQUIRE(source->game.result);
    CHECK(source->game.result->reason_code == "white-claim");
    // The judgement before it is the arbiter's ruling: the claim is correct, the game is drawn.
    REQUIRE(entries.size() >= 2);
    CHECK(std::string(arbiter::outcome_text(entries[entries.size() - 2].outcome)) == "1/2-1/2");
    CHECK(entries[entries.size() - 2].article == "9.2.2");
    // One authority: the window's log is the arbiter's, decision for decision, and so is the journal's.
    CHECK(session.log().size() == session.arbiter().log().entries().size());
    CHECK(entries.size() == session.log().size());
    std::filesystem::remove_all(dir);
}

TEST_CASE("undoing a second III.4 increment restores the first") {
    Session session = make_session(sudden_death(600'000));
    session.apply(StartGame{}, 1'000);
    session.apply(FiveSecondIncrement{}, 2'000);
    session.apply(FiveSecondIncrement{}, 3'000);
    REQUIRE(session.apply(UndoLast{}, 4'000).accepted);
    CHECK(session.clock().state(4'000).of(Colour::White).extra_increment == 5'000);
    REQUIRE(session.apply(UndoLast{}, 5'000).accepted);
    CHECK(session.clock().state(5'000).of(Colour::White).extra_increment == 0);
}

TEST_CASE("a claim after the game ended: no claim possible, the result stands, no penalty") {
    Session session = make_session(rapid());
    session.apply(StartGame{}, 1'000);
    for (int i = 0; i < 4; ++i)
        session.apply(PlayerPress{i % 2 == 0 ? Side::left : Side::right}, 2'000 + 1'000 * i);
    session.apply(PauseClock{}, 7'000);
    const auto before = session.clock().state(7'000);
    const Applied judged = session.apply(JudgeClaim{mated, false, ""}, 8'000);
    REQUIRE(judged.accepted);
    CHECK(judged.message ==
          "White's claim: no claim possible: the game ended at ply 4 (Laws 5.1.1), result 0-1");
    CHECK(session.log().back().article == "5.1.1");
    REQUIRE(session.apply(ApplyClaim{}, 9'000).accepted);
    REQUIRE(session.result());
    CHECK(session.result()->score == "0-1");
    CHECK(session.result()->article == "5.1.1");
    CHECK(session.result()->code == arbiter::ReasonCode::Checkmate);
    CHECK(session.clock().state(9'000).of(Colour::White).main == before.of(Colour::White).main);
    CHECK(session.clock().state(9'000).of(Colour::Black).main == before.of(Colour::Black).main);
}
