#include "../../has_line.hpp"
#include "app/clock/input/input.hpp"
#include "app/clock/view/make_view.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;
using app::test::make_session;
using app::test::under;
using app::test::Window;

namespace {

// A ruling applied as the panel applies it: the session rules, the panel shows what it asks next.
Applied ruled(Window& s, const Command& command, TimePoint now) {
    const Applied applied = s.apply(command, now);
    show_outcome(s.ui.panel, applied);
    return applied;
}

Window started(clock::TimeControl control, arbiter::Edition edition = arbiter::Edition::Laws2023) {
    Window s = make_session(std::move(control), Side::left, i18n::Lang::en, under(edition));
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    s.ui.lock.chord(0); // the panel is open: its view is built
    return s;
}

clock::TimeControl classical() { // 90 min + 30 s: standard play
    return clock::TimeControl::same_for_both({clock::Period::fischer(5'400'000, 30'000)});
}

} // namespace

TEST_CASE("illegal move, standard 2023: opponent +2 min, the offender moves again, the second loses",
          "[app][arbiter]") {
    Window s = started(classical());
    REQUIRE(s.apply(PlayerPress{Side::left}, 10'000).accepted); // White's illegal move, completed
    const Millis black_before = s.clock().time_left(Colour::Black, 12'000);
    const Applied first = ruled(s, IllegalMove{Colour::White}, 12'000);
    REQUIRE(first.accepted);
    CHECK(s.log().back().article == "7.5.5");
    CHECK(s.clock().time_left(Colour::Black, 12'000) == black_before + 120'000);
    const auto state = s.clock().state(12'000);
    CHECK(state.to_move == Colour::White); // Laws 7.5.1: White plays again
    CHECK(state.of(Colour::White).moves == 0);
    CHECK(s.ui.panel.screen == PanelScreen::menu);

    REQUIRE(s.apply(PlayerPress{Side::left}, 20'000).accepted);
    const Applied second = ruled(s, IllegalMove{Colour::White}, 21'000);
    REQUIRE(second.accepted);
    CHECK_THAT(second.message, Catch::EndsWith("Confirm the result."));
    // The result screen opens with White's loss chosen, for the arbiter to confirm.
    CHECK(s.ui.panel.screen == PanelScreen::result);
    CHECK(s.ui.panel.values ==
          std::vector<std::string>{std::to_string(static_cast<int>(ResultKind::white_illegal))});
    CHECK(s.phase() == Phase::playing);
}

TEST_CASE("illegal move in rapid 2023: one minute, and the increment of the illegal press goes",
          "[app][arbiter]") {
    Window s = started(test::rapid()); // 15 min + 10 s
    REQUIRE(s.apply(PlayerPress{Side::left}, 10'000).accepted);
    CHECK(s.clock().time_left(Colour::White, 10'000) == 910'000 - 10'000 + 10'000);
    REQUIRE(ruled(s, IllegalMove{Colour::White}, 10'000).accepted);
    CHECK(s.clock().time_left(Colour::White, 10'000) == 900'000);          // the 10 s taken back
    CHECK(s.clock().time_left(Colour::Black, 10'000) == 910'000 + 60'000); // Laws 2023 A.3: +1 min
    REQUIRE(s.apply(UndoLast{}, 10'000).accepted);
    CHECK(s.clock().time_left(Colour::Black, 10'000) == 910'000);
}

TEST_CASE("undoing an illegal-move penalty gives the clock back exactly as it was", "[app][arbiter]") {
    // Rapid 2023 (15 min + 10 s): the penalty takes back the increment of the illegal press, returns
    // the clock to White with one move less, and gives Black a minute (Laws 7.5.1, 7.5.5, A.3).
    Window s = started(test::rapid());
    REQUIRE(s.apply(PlayerPress{Side::left}, 10'000).accepted); // White's illegal move, completed

    SECTION("undone at once, the clock running") {
        const clock::ClockState before = s.clock().state(12'000);
        REQUIRE(before.running == Colour::Black);
        REQUIRE(ruled(s, IllegalMove{Colour::White}, 12'000).accepted);
        REQUIRE(s.clock().state(12'000).running == Colour::White);
        REQUIRE(s.apply(UndoLast{}, 12'000).accepted);
        CHECK(s.clock().state(12'000) == before); // times, the running side, the counters
        // And it keeps running as before: Black's time goes on.
        CHECK(s.clock().time_left(Colour::Black, 15'000) == before.of(Colour::Black).main - 3'000);
        CHECK(s.clock().time_left(Colour::White, 15'000) == before.of(Colour::White).main);
    }
    SECTION("the clock paused first (6.11), undone later in the pause") {
        REQUIRE(s.apply(PauseClock{}, 12'000).accepted);
        const clock::ClockState before = s.clock().state(13'000);
        REQUIRE(ruled(s, IllegalMove{Colour::White}, 13'000).accepted);
        REQUIRE(s.apply(UndoLast{}, 20'000).accepted);
        clock::ClockState after = s.clock().state(20'000);
        after.at = before.at;
        CHECK(after == before);
    }
    SECTION("undone 5 s later, the clock running: the time ran is Black's, as if never penalised") {
        const clock::ClockState before = s.clock().state(12'000);
        REQUIRE(ruled(s, IllegalMove{Colour::White}, 12'000).accepted);
        REQUIRE(s.apply(UndoLast{}, 17'000).accepted);
        const clock::ClockState after = s.clock().state(17'000);
        CHECK(after.running == Colour::Black);
        CHECK(after.of(Colour::White).main == before.of(Colour::White).main);
        CHECK(after.of(Colour::White).moves == 1);
        CHECK(after.of(Colour::Black).main == before.of(Colour::Black).main - 5'000);
    }
    SECTION("the offence count is given back: the next illegal move is the first again") {
        REQUIRE(ruled(s, IllegalMove{Colour::White}, 12'000).accepted);
        REQUIRE(s.apply(UndoLast{}, 12'000).accepted);
        REQUIRE(ruled(s, IllegalMove{Colour::White}, 13'000).accepted);
        CHECK_THAT(s.log().back().reason, Catch::Contains("no. 1"));
    }
    SECTION("a press since the penalty is kept: only the penalty is taken back") {
        REQUIRE(ruled(s, IllegalMove{Colour::White}, 12'000).accepted);
        const Millis white = s.clock().time_left(Colour::White, 12'000);
        REQUIRE(s.apply(PlayerPress{Side::left}, 14'000).accepted); // White's legal move
        REQUIRE(s.apply(UndoLast{}, 15'000).accepted);
        const clock::ClockState after = s.clock().state(15'000);
        CHECK(after.running == Colour::Black);
        CHECK(after.of(Colour::White).moves == 1);
        CHECK(after.of(Colour::White).main == white - 2'000 + 10'000);
        CHECK(after.of(Colour::Black).main == 910'000 - 2'000 - 1'000); // the minute taken back
    }
}

TEST_CASE("illegal move under the 2009 Laws: the third one loses", "[app][arbiter]") {
    Window s = started(classical(), arbiter::Edition::Laws2009);
    for (int i = 1; i <= 2; ++i) {
        REQUIRE(s.apply(PlayerPress{Side::left}, i * 1'000).accepted);
        REQUIRE(ruled(s, IllegalMove{Colour::White}, i * 1'000).accepted);
        CHECK(s.ui.panel.screen == PanelScreen::menu);
    }
    REQUIRE(s.apply(PlayerPress{Side::left}, 3'000).accepted);
    REQUIRE(ruled(s, IllegalMove{Colour::White}, 3'000).accepted);
    CHECK(s.ui.panel.screen == PanelScreen::result);
}

TEST_CASE("claim 9.2.2: a correct threefold claim draws when applied", "[app][arbiter]") {
    Window s = started(classical());
    const Applied judged =
        ruled(s, JudgeClaim{"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8", false, ""}, 5'000);
    REQUIRE(judged.accepted);
    CHECK_THAT(judged.message, Catch::Contains("correct (9.2.2)"));
    REQUIRE(s.pending_claim());
    CHECK(s.ui.panel.screen == PanelScreen::claim_verdict);
    const ScreenView v = make_view(s, s.ui, 5'000);
    REQUIRE_FALSE(v.panel.lines.empty());
    CHECK_THAT(v.panel.lines.front(), Catch::Contains("9.2.2"));
    REQUIRE(s.apply(ApplyClaim{}, 6'000).accepted);
    REQUIRE(s.result());
    CHECK(s.result()->score == "1/2-1/2");
    CHECK(s.result()->article == "9.2.2");
    CHECK(s.phase() == Phase::finished);
}

TEST_CASE("claim in French letters with an intended move, an incorrect claim costs the claimant",
          "[app][arbiter]") {
    Window s = started(classical());
    // 9.2.1: after 1. Cf3 Cf6 2. Cg1 Cg8 3. Cf3 Cf6, White writes 4. Cg1: the position would
    // appear only twice, so the claim is incorrect: Black gets 2 minutes (2023, standard).
    const Applied judged = ruled(s, JudgeClaim{"1. Cf3 Cf6 2. Cg1 Cg8 3. Cf3 Cf6", true, "Cg1"}, 5'000);
    REQUIRE(judged.accepted);
    CHECK_THAT(judged.message, Catch::Contains("incorrect"));
    const Millis black_before = s.clock().time_left(Colour::Black, 6'000);
    REQUIRE(s.apply(ApplyClaim{}, 6'000).accepted);
    CHECK(s.clock().time_left(Colour::Black, 6'000) == black_before + 120'000);
    CHECK(s.phase() == Phase::playing);
    CHECK(s.log().back().article == "9.5.3");
    CHECK_FALSE(s.apply(ApplyClaim{}, 7'000).accepted); // applied once only
}

TEST_CASE("claim: a bad game score or intended move is refused with the reason", "[app][arbiter]") {
    Window s = started(classical());
    const Applied bad = ruled(s, JudgeClaim{"1. e4 e5 2. Ke3", false, ""}, 1'000);
    CHECK_FALSE(bad.accepted);
    CHECK_THAT(bad.message, Catch::Contains("Ke3"));
    const Applied bad_move = ruled(s, JudgeClaim{"1. e4 e5", false, "Qh9"}, 1'000);
    CHECK_FALSE(bad_move.accepted);
    CHECK_THAT(bad_move.message, Catch::Contains("Qh9"));
    CHECK_FALSE(s.pending_claim());
}

TEST_CASE("6.9 on the known position: a flag fall against a lone king is a draw", "[app][arbiter]") {
    Window s = started(classical());
    // The arbiter enters the game (here from a FEN: White has king and rook, Black the bare king);
    // its two moves match the clock's counters, so it is the position on the board.
    const std::string game = "[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/4K2R w K - 0 1\"]\n\n1. Rh2 Ke4";
    REQUIRE(ruled(s, JudgeClaim{game, false, ""}, 1'000).accepted);
    REQUIRE(s.apply(SetMoves{Colour::White, 1}, 1'000).accepted);
    REQUIRE(s.apply(SetMoves{Colour::Black, 1}, 1'000).accepted);
    REQUIRE(s.current_position(1'000));
    const Applied flag = s.apply(DeclareResult{ResultKind::white_flag}, 2'000);
    INFO(flag.message);
    REQUIRE(flag.accepted);
    CHECK(s.result()->score == "1/2-1/2"); // Black cannot checkmate with the king alone
    CHECK(s.result()->article == "6.9");
}

TEST_CASE("6.9 when the core cannot tell: the arbiter is asked to decide", "[app][arbiter]") {
    Window s = started(classical());
    REQUIRE(ruled(s, JudgeClaim{"1. e4 e5", false, ""}, 1'000).accepted);
    REQUIRE(s.apply(SetMoves{Colour::White, 1}, 1'000).accepted);
    REQUIRE(s.apply(SetMoves{Colour::Black, 1}, 1'000).accepted);
    const Applied flag = s.apply(DeclareResult{ResultKind::white_flag}, 2'000);
    if (!flag.accepted) { // the interim mating-material analysis answers Unknown here
        CHECK_THAT(flag.message, Catch::Contains("Declare the result yourself"));
        CHECK_FALSE(s.result());
    } else { // a deeper analysis knows Black can mate
        CHECK(s.result()->score == "0-1");
    }
}

TEST_CASE("a known game from another moment of the game is not used", "[app][arbiter]") {
    Window s = started(classical());
    REQUIRE(ruled(s, JudgeClaim{"1. e4 e5", false, ""}, 1'000).accepted);
    CHECK_FALSE(s.current_position(1'000)); // the clock counted no move yet
}

TEST_CASE("a result without a known position says what the arbiter must check", "[app][arbiter]") {
    Window s = started(classical());
    REQUIRE(s.apply(DeclareResult{ResultKind::black_flag}, 2'000).accepted);
    CHECK(s.result()->score == "1-0");
    CHECK_THAT(s.result()->reason, Catch::Contains("cannot checkmate"));
}

namespace {

Window started_fr(arbiter::Edition edition = arbiter::Edition::Laws2023) {
    Window s = make_session(classical(), Side::left, i18n::Lang::fr, under(edition));
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    s.ui.lock.chord(0);
    return s;
}

} // namespace

TEST_CASE("French: the claim verdict, its penalty and the log line are the core's French", "[app][arbiter]") {
    Window s = started_fr();
    REQUIRE(ruled(s, JudgeClaim{"1. Cf3 Cf6 2. Cg1 Cg8 3. Cf3 Cf6", true, "Cg1"}, 5'000).accepted);
    REQUIRE(s.ui.panel.screen == PanelScreen::claim_verdict);
    const PanelView panel = make_view(s, s.ui, 5'000).panel;
    INFO(panel.lines.size());
    CHECK(has_line(panel.lines, "Avec le coup écrit 4. Cg1 : Ni l'article 9.2.1 ni l'article 9.3.1"));
    CHECK(has_line(panel.lines, "9.5.3 : l'adversaire reçoit 2 min"));
    CHECK_FALSE(has_line(panel.lines, "Laws"));
    CHECK_FALSE(has_line(panel.lines, "ply"));
    // The panel's log line is French, the journal's text English.
    CHECK_THAT(s.log().back().shown, Catch::Contains("Sur l'échiquier : Ni l'article 9.2.2"));
    CHECK_THAT(s.log().back().reason, Catch::Contains("On the board: Neither 9.2.2"));
}

TEST_CASE("French: 6.9 and 5.1.2 rulings on the known position", "[app][arbiter]") {
    const std::string game = "[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/4K2R w K - 0 1\"]\n\n1. Rh2 Ke4";
    for (const ResultKind kind : {ResultKind::white_flag, ResultKind::black_resigns}) {
        Window s = started_fr();
        REQUIRE(ruled(s, JudgeClaim{game, false, ""}, 1'000).accepted);
        REQUIRE(s.apply(SetMoves{Colour::White, 1}, 1'000).accepted);
        REQUIRE(s.apply(SetMoves{Colour::Black, 1}, 1'000).accepted);
        const Applied done = s.apply(DeclareResult{kind}, 2'000);
        INFO(done.message);
        REQUIRE(done.accepted);
        if (kind == ResultKind::white_flag) {
            CHECK(s.result()->score == "1/2-1/2");
            CHECK_THAT(s.result()->shown,
                       Catch::StartsWith("Tombée du drapeau des Blancs (Règles 2023, article 6.9)"));
            CHECK_THAT(s.result()->shown, Catch::Contains("les Noirs n'ont que le roi"));
            CHECK_THAT(s.result()->reason, Catch::StartsWith("White's flag fell (Laws 2023 6.9)"));
        } else {
            CHECK(s.result()->score == "1-0");
            CHECK_THAT(s.result()->shown,
                       Catch::StartsWith("Les Noirs abandonnent (Règles 2023, article 5.1.2)"));
            CHECK_THAT(s.result()->shown, Catch::Contains("les Blancs peuvent encore mater"));
        }
        CHECK_THAT(done.message, Catch::StartsWith("résultat "));
    }
}

TEST_CASE("French: the losing illegal move says in French whether the opponent can mate", "[app][arbiter]") {
    Window s = started_fr();
    const std::string game = "[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/4K2R w K - 0 1\"]\n\n1. Rh2 Ke4";
    REQUIRE(ruled(s, JudgeClaim{game, false, ""}, 1'000).accepted);
    REQUIRE(s.apply(SetMoves{Colour::White, 1}, 1'000).accepted);
    REQUIRE(s.apply(SetMoves{Colour::Black, 1}, 1'000).accepted);
    // White is to move on the clock: its illegal moves leave the move counters (and the position) as
    // they are; the second loses, unless Black (a bare king) cannot mate: a draw is proposed.
    REQUIRE(ruled(s, IllegalMove{Colour::White}, 2'000).accepted);
    const Applied second = ruled(s, IllegalMove{Colour::White}, 3'000);
    REQUIRE(second.accepted);
    CHECK(s.ui.panel.values ==
          std::vector<std::string>{std::to_string(static_cast<int>(ResultKind::arbiter_draw))});
    CHECK_THAT(second.message, Catch::StartsWith("Coup illégal n° 2 : "));
    CHECK_THAT(second.message, Catch::Contains("Les Noirs ne peuvent mater par aucune suite de coups légaux "
                                               "(les Noirs n'ont que le roi)"));
    CHECK_THAT(second.message, Catch::EndsWith("Confirmez le résultat."));
}
