// The can-checkmate analysis off the window's loop: a ruling whose verdict the quick
// budget leaves unknown waits for the worker; meanwhile the presses, pause and resume go on and the
// view shows the progress mark; the answer comes back as a MateAnalysed command, journaled, and a
// resumed game reads the journal's verdicts back (or asks again when the journal stopped before).
#include "app/clock/model/journal_recorder.hpp"
#include "app/clock/model/mate_worker.hpp"
#include "app/clock/model/resume.hpp"
#include "app/clock/platform/journal_files.hpp"
#include "app/clock/view/make_view.hpp"
#include "app/common/platform/thread_executor.hpp"
#include "core/arbiter/mating_material.hpp"
#include "io/os/wall_clock.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <random>
#include <thread>

using namespace pendule;
using namespace pendule::app;
using namespace pendule::app::test;
using arbiter::Verdict;

namespace {

// Black (bishop against knight) can mate, but not within the quick budget; the default budget
// decides it in about a millisecond. White to move, nothing played: the claim makes it the position
// on the board (the clock's counters are 0 and 0).
const std::string fast_game = "[SetUp \"1\"]\n[FEN \"1k6/2b5/8/8/8/2N5/1K6/8 w - - 0 1\"]\n\n*";
// Both sides can mate, not within the quick budget either: about 0.4 s of CPU a side in a release
// build (docs/unwinnability.md), for the worker on a real thread.
const std::string slow_game =
    "[SetUp \"1\"]\n[FEN \"2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/5K2/8 w - - 0 1\"]\n\n*";

// A started game whose position on the board is `game`'s.
Window position_game(const std::string& game) {
    Window s = make_session(rapid());
    REQUIRE(s.command(StartGame{}, 1'000).accepted);
    REQUIRE(s.command(JudgeClaim{game, false, ""}, 2'000).accepted);
    if (s.pending_analysis()) // the claim's dead-position check waited for the analysis
        REQUIRE(s.command(answer_analysis(*s.pending_analysis()), 2'000).accepted);
    REQUIRE(s.current_position(2'000));
    return s;
}

} // namespace

TEST_CASE("mate worker: the quick budget is not enough for these positions", "[app][analysis]") {
    for (const char* fen :
         {"1k6/2b5/8/8/8/2N5/1K6/8 w - - 0 1", "2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/5K2/8 w - - 0 1"}) {
        const auto position = rules::Position::from_fen(fen);
        REQUIRE(position.ok());
        CHECK(arbiter::can_checkmate(position.value(), rules::Color::Black, arbiter::kQuickNodeBudget) ==
              Verdict::Unknown);
        CHECK(arbiter::can_checkmate(position.value(), rules::Color::Black) == Verdict::Yes);
    }
}

TEST_CASE("mate worker: a flag fall waits for the analysis while the game goes on", "[app][analysis]") {
    Window s = position_game(fast_game);
    ManualExecutor executor;
    MateWorker worker(executor);
    CHECK_FALSE(worker.ask(s)); // nothing waits yet

    const Applied flag = s.command(DeclareResult{ResultKind::white_flag}, 3'000);
    REQUIRE(flag.accepted);
    CHECK(flag.message == "analysing whether Black can still checkmate…");
    REQUIRE(s.pending_analysis());
    CHECK_FALSE(s.pending_analysis()->white); // the flagged side only if Black cannot mate (5.2.2)
    CHECK(s.pending_analysis()->black);
    CHECK_FALSE(s.result());
    CHECK(s.phase() == Phase::playing);
    // The progress mark, locked or not.
    CHECK_THAT(make_view(s, s.ui, 3'000).status,
               Catch::Contains("analysing whether Black can still checkmate"));

    REQUIRE(worker.ask(s));
    CHECK(worker.busy());
    CHECK_FALSE(worker.ask(s)); // one analysis at a time
    CHECK(executor.waiting() == 1);
    CHECK_FALSE(worker.take());

    // While it runs: presses, pause and resume are accepted and the clock runs; the arbiter's other
    // commands wait for the verdict.
    REQUIRE(s.command(PlayerPress{Side::left}, 3'500).accepted);
    CHECK(s.clock().state(3'500).to_move == Colour::Black);
    REQUIRE(s.command(PlayerPress{Side::right}, 4'000).accepted);
    CHECK(s.clock().state(4'000).of(Colour::White).moves == 1);
    REQUIRE(s.command(PauseClock{}, 4'100).accepted);
    REQUIRE(s.command(ResumeClock{}, 4'200).accepted);
    CHECK(s.command(ToggleSound{}, 4'250).accepted);
    for (const Command& waits :
         {Command{UndoLast{}}, Command{DeclareResult{ResultKind::agreement}},
          Command{SetTime{Colour::White, 1'000}}, Command{IllegalMove{Colour::Black}}}) {
        INFO(describe(waits));
        const Applied refused = s.command(waits, 4'300);
        CHECK_FALSE(refused.accepted);
        CHECK(refused.message == "the ruling waits for the analysis: try again when it is done");
    }

    CHECK(executor.run_all() == 1);
    const auto answer = worker.take();
    REQUIRE(answer);
    CHECK_FALSE(worker.busy());
    CHECK(answer->black == Verdict::Yes);
    CHECK_FALSE(answer->white);
    const Applied ruled = s.command(*answer, 5'000);
    REQUIRE(ruled.accepted);
    CHECK_FALSE(s.pending_analysis());
    REQUIRE(s.result());
    CHECK(s.result()->score == "0-1");
    CHECK(s.result()->article == "6.9");
    CHECK_THAT(s.result()->reason, Catch::Contains("Black can still checkmate"));
    CHECK(s.log().back().at_ms == 5'000); // recorded when the verdict is known
    CHECK_THAT(make_view(s, s.ui, 5'000).status, !Catch::Contains("analysing"));
    // A second answer has nothing to answer.
    CHECK_FALSE(s.command(*answer, 5'100).accepted);
    CHECK(s.command(UndoLast{}, 5'200).accepted);
}

TEST_CASE("mate worker: a losing illegal move proposes its result once the verdict is known",
          "[app][analysis]") {
    Window s = position_game(fast_game);
    REQUIRE(s.command(IllegalMove{Colour::White}, 3'000).accepted);
    const Applied second = s.command(IllegalMove{Colour::White}, 4'000);
    REQUIRE(second.accepted);
    CHECK_THAT(second.message, Catch::EndsWith("analysing whether Black can still checkmate…"));
    CHECK_FALSE(second.next); // the result screen opens with the verdict
    REQUIRE(s.pending_analysis());
    CHECK(s.pending_analysis()->black);
    CHECK_FALSE(s.pending_analysis()->white);
    ManualExecutor executor;
    MateWorker worker(executor);
    REQUIRE(worker.ask(s));
    executor.run_all();
    const auto answer = worker.take();
    REQUIRE(answer);
    CHECK_FALSE(answer->white);
    const Applied ruled = s.command(*answer, 6'000);
    REQUIRE(ruled.accepted);
    REQUIRE(ruled.next);
    CHECK(ruled.next->screen == PanelScreen::result);
    CHECK(ruled.next->values ==
          std::vector<std::string>{std::to_string(static_cast<int>(ResultKind::white_illegal))});
    CHECK_THAT(ruled.message, Catch::Contains("Black can still checkmate"));
}

TEST_CASE("mate worker: the journal keeps the verdict, and a resumed game reads it back", "[app][analysis]") {
    const auto dir = fresh_dir("mate-worker");
    JournalRecorder recorder(journal_in(dir), io::wall_now_ms);
    // The recorder starts with the game: a new game journaled from its start.
    Window s = make_session(rapid());
    s.set_observer([&](const Command& c, TimePoint at, const Applied& applied) {
        recorder.on_command(s, c, at, applied);
    });
    REQUIRE(s.command(StartGame{}, 1'000).accepted);
    REQUIRE(s.command(JudgeClaim{fast_game, false, ""}, 2'000).accepted);
    REQUIRE(s.command(DeclareResult{ResultKind::white_resigns}, 3'000).accepted);
    REQUIRE(s.pending_analysis());
    REQUIRE(s.command(PlayerPress{Side::left}, 3'400).accepted);

    SECTION("the journal stopped while the analysis ran: the resumed game asks again") {
        auto source = load_resume_source(*recorder.path());
        REQUIRE(source.ok());
        Window resumed = make_session(source->game.header.preset.control);
        REQUIRE(replay_into_session(resumed, *source).ok());
        REQUIRE(resumed.pending_analysis());
        CHECK(resumed.pending_analysis()->black);
        CHECK_FALSE(resumed.pending_analysis()->white);
        ManualExecutor executor;
        MateWorker worker(executor);
        REQUIRE(worker.ask(resumed));
        executor.run_all();
        const auto answer = worker.take();
        REQUIRE(answer);
        CHECK(answer->black == Verdict::Yes);
        REQUIRE(resumed.command(*answer, 4'000).accepted);
        REQUIRE(resumed.result());
        CHECK(resumed.result()->score == "0-1");
    }
    SECTION("the verdict journaled is the one read back, not asked again") {
        // An answer the analysis would not give (another version of the program): the journal's
        // verdict stands when the game is resumed.
        REQUIRE(s.command(MateAnalysed{std::nullopt, Verdict::Unknown}, 3'900).accepted);
        CHECK_FALSE(s.result()); // unknown: the arbiter decides
        CHECK(s.log().back().outcome == arbiter::Outcome::ArbiterDecides);
        auto source = load_resume_source(*recorder.path());
        REQUIRE(source.ok());
        Window resumed = make_session(source->game.header.preset.control);
        auto difference = replay_into_session(resumed, *source);
        REQUIRE(difference.ok());
        CHECK(difference.value().empty());
        CHECK_FALSE(resumed.pending_analysis());
        CHECK_FALSE(resumed.result());
        REQUIRE(resumed.log().size() == s.log().size());
        for (std::size_t i = 0; i < s.log().size(); ++i) {
            CHECK(resumed.log()[i].at_ms == s.log()[i].at_ms);
            CHECK(resumed.log()[i].reason == s.log()[i].reason);
            CHECK(resumed.log()[i].outcome == s.log()[i].outcome);
        }
        // And a real answer journaled comes back with its reason and result.
        arbiter::forget_analyses();
        Window again = make_session(rapid());
        JournalRecorder second(journal_in(fresh_dir("mate-worker")), io::wall_now_ms);
        again.set_observer([&](const Command& c, TimePoint at, const Applied& applied) {
            second.on_command(again, c, at, applied);
        });
        REQUIRE(again.command(StartGame{}, 1'000).accepted);
        REQUIRE(again.command(JudgeClaim{fast_game, false, ""}, 2'000).accepted);
        REQUIRE(again.command(DeclareResult{ResultKind::white_resigns}, 3'000).accepted);
        REQUIRE(again.command(answer_analysis(*again.pending_analysis()), 3'500).accepted);
        REQUIRE(again.result());
        auto back = load_resume_source(*second.path());
        REQUIRE(back.ok());
        Window replayed = make_session(back->game.header.preset.control);
        REQUIRE(replay_into_session(replayed, *back).ok());
        REQUIRE(replayed.result());
        CHECK(replayed.result()->reason == again.result()->reason);
        CHECK(replayed.log().back().reason == again.log().back().reason);
        std::filesystem::remove_all(second.path()->parent_path());
    }
    std::filesystem::remove_all(dir);
}

TEST_CASE("mate worker: on a thread, the presses go on while the analysis runs", "[app][analysis][slow]") {
    Window s = position_game(slow_game);
    arbiter::forget_analyses(); // the claim analysed the position: ask afresh
    ThreadExecutor executor;
    MateWorker worker(executor);
    REQUIRE(s.command(DeclareResult{ResultKind::white_flag}, 3'000).accepted);
    REQUIRE(worker.ask(s));
    // Right after asking, the answer is not there (about 0.4 s of CPU), and a press is accepted.
    CHECK_FALSE(worker.take());
    TimePoint t = 3'000;
    int presses = 0;
    std::optional<MateAnalysed> answer;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
    while (!(answer = worker.take()) && std::chrono::steady_clock::now() < deadline) {
        t += 100;
        CHECK(s.command(PlayerPress{presses % 2 == 0 ? Side::left : Side::right}, t).accepted);
        ++presses;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    REQUIRE(answer);
    CHECK(presses >= 1);
    CHECK(s.clock().state(t).of(Colour::White).moves == (presses + 1) / 2);
    REQUIRE(s.command(*answer, t + 100).accepted);
    REQUIRE(s.result());
    CHECK(s.result()->score == "0-1");
}

TEST_CASE("mate worker: a flag fall asks the flagged side too when the opponent cannot mate",
          "[app][analysis]") {
    // White's flag fell; Black has the bare king (No), so whether White can mate decides between the
    // dead position (5.2.2) and 6.9's draw: the answer carries both.
    const auto position = rules::Position::from_fen("8/8/8/4k3/8/8/8/4K2R w - - 0 1");
    REQUIRE(position.ok());
    Session::PendingAnalysis flag(Session::PendingAnalysis::Kind::flag, Colour::White, position.value());
    flag.black = true;
    const MateAnalysed answer = answer_analysis(flag);
    CHECK(answer.black == Verdict::No);
    CHECK(answer.white == Verdict::Yes);
    // Not for a resignation: only the opponent's verdict counts.
    Session::PendingAnalysis resign(Session::PendingAnalysis::Kind::resignation, Colour::White,
                                    position.value());
    resign.black = true;
    const MateAnalysed resigned = answer_analysis(resign);
    CHECK(resigned.black == Verdict::No);
    CHECK_FALSE(resigned.white);
}

TEST_CASE("mate worker: a claim's dead-position check waits for the analysis", "[app][analysis]") {
    // Three knights against the bare king: Black cannot mate, whether White can is beyond the quick
    // budget (the default budget decides it in about a millisecond). The claim's judgement looks for
    // a dead position at the start (5.2.2), so it waits.
    const std::string game = "[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/7K/5NNN w - - 0 1\"]\n\n*";
    Window s = make_session(rapid());
    REQUIRE(s.command(StartGame{}, 1'000).accepted);
    const Applied waits = s.command(JudgeClaim{game, false, ""}, 2'000);
    REQUIRE(waits.accepted);
    CHECK(waits.message == "analysing the game score for a dead position…");
    REQUIRE(s.pending_analysis());
    CHECK(s.pending_analysis()->kind == Session::PendingAnalysis::Kind::claim);
    CHECK(s.pending_analysis()->dead_checks.size() == 1);
    CHECK_FALSE(s.pending_claim());
    CHECK_THAT(make_view(s, s.ui, 2'000).status, Catch::Contains("analysing the game score"));
    REQUIRE(s.command(PlayerPress{Side::left}, 2'500).accepted);

    ManualExecutor executor;
    MateWorker worker(executor);
    REQUIRE(worker.ask(s));
    executor.run_all();
    const auto answer = worker.take();
    REQUIRE(answer);
    CHECK(*answer == MateAnalysed{}); // nothing carried: the judgement asks the remembered analyses
    CHECK(describe(Command{*answer}) == "analysed");
    const Applied judged = s.command(*answer, 3'000);
    REQUIRE(judged.accepted);
    CHECK(judged.message == "White's claim: incorrect (the game score has White to move, the clock Black)");
    CHECK(s.pending_claim());
    CHECK_FALSE(s.pending_analysis());
    CHECK_FALSE(s.pending_claim()->ruling.finding.game_over); // not dead: White can mate
}
