// The claim's verdict shows the repeated position as boards side by side, each with its
// ply and the move that led there, and the near positions that do not count, with why.

#include "app/clock/input/input.hpp"
#include "app/clock/view/make_view.hpp"
#include "app/common/view/repetition_view.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;
using app::test::make_session;
using app::test::Window;

namespace {

Window started_in(i18n::Lang lang) {
    AppConfig config;
    config.edition = arbiter::Edition::Laws2023;
    Window s = make_session(clock::TimeControl::same_for_both({clock::Period::fischer(5'400'000, 30'000)}),
                            Side::left, lang, config);
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    s.ui.lock.chord(0); // the panel is open: its view is built
    return s;
}

RepetitionView verdict(Window& s, const JudgeClaim& claim) {
    const Applied judged = s.apply(claim, 5'000);
    REQUIRE(judged.accepted);
    show_outcome(s.ui.panel, judged);
    REQUIRE(s.ui.panel.screen == PanelScreen::claim_verdict);
    return make_view(s, s.ui, 5'000).panel.repetition;
}

std::vector<std::string> captions(const RepetitionView& v) {
    std::vector<std::string> out;
    for (const auto& b : v.boards)
        out.push_back(b.caption);
    return out;
}

} // namespace

TEST_CASE("repetition view: a correct 9.2.2 claim shows the three occurrences", "[app][repetition]") {
    Window s = started_in(i18n::Lang::en);
    const RepetitionView v = verdict(s, JudgeClaim{"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8", false, ""});
    CHECK(v.summary == "The position appeared 3 times");
    CHECK(captions(v) == std::vector<std::string>{"ply 0 — the start position", "ply 4 — after 2... Ng8",
                                                  "ply 8 — after 4... Ng8"});
    for (const auto& b : v.boards) {
        CHECK(b.counts);
        CHECK_FALSE(b.written);
        CHECK(b.reason.empty());
        CHECK_THAT(b.position.fen(),
                   Catch::StartsWith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - "));
    }
    CHECK(v.boards[0].move.is_none());
    CHECK(v.boards[1].move == rules::Move(rules::F6, rules::G8));
    // The board drawn: the pieces, and the move that led there marked.
    CHECK(v.boards[1].board.squares[rules::G8].piece == rules::Piece::BlackKnight);
    CHECK(v.boards[1].board.squares[rules::F6].last_move);
    CHECK(v.boards[1].board.squares[rules::G8].last_move);
    CHECK_FALSE(v.boards[0].board.squares[rules::G8].last_move);
    CHECK(v.left_out == 0);
    // The menu shows no boards.
    s.ui.panel.screen = PanelScreen::menu;
    CHECK(make_view(s, s.ui, 5'000).panel.repetition.empty());
}

TEST_CASE("repetition view: 9.2.1, the written move's board is marked", "[app][repetition]") {
    Window s = started_in(i18n::Lang::en);
    const RepetitionView v = verdict(s, JudgeClaim{"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1", false, "Ng8"});
    REQUIRE(v.boards.size() == 3);
    CHECK(v.boards[2].written);
    CHECK(v.boards[2].caption == "ply 8 — the written move 4... Ng8");
    CHECK(v.summary == "With the written move the position would appear 3 times");
}

TEST_CASE("repetition view: in French, the near position and why it does not count", "[app][repetition]") {
    Window s = started_in(i18n::Lang::fr);
    const RepetitionView v =
        verdict(s, JudgeClaim{"1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1 Ke8", false, ""});
    CHECK(v.summary == "La position n'est apparue que 2 fois ; il en faut trois");
    CHECK(captions(v) == std::vector<std::string>{"demi-coup 2 — après 1... e5",
                                                  "demi-coup 6 — après 3... Re8",
                                                  "demi-coup 10 — après 5... Re8"});
    REQUIRE(v.boards.size() == 3);
    CHECK_FALSE(v.boards[0].counts);
    CHECK(v.boards[0].reason ==
          "Les Blancs pouvaient encore roquer côté roi et côté dame ; les Noirs pouvaient "
          "encore roquer côté roi et côté dame");
    CHECK(v.boards[1].counts);
    CHECK(v.boards[2].counts);
    // The kings and rooks whose rights were still there are picked out on the near board only.
    for (const auto sq : {rules::E1, rules::A1, rules::H1, rules::E8, rules::A8, rules::H8}) {
        CHECK(v.boards[0].board.squares[sq].selected);
        CHECK_FALSE(v.boards[1].board.squares[sq].selected);
    }
    CHECK_FALSE(v.boards[0].board.squares[rules::D1].selected);
}

TEST_CASE("repetition view: the pawn that could take en passant and its square are picked out",
          "[app][repetition]") {
    Window s = started_in(i18n::Lang::en);
    const RepetitionView v =
        verdict(s, JudgeClaim{"1. e4 Nf6 2. e5 d5 3. Nf3 Nc6 4. Ng1 Nb8 5. Nf3 Nc6 6. Ng1 Nb8", false, ""});
    REQUIRE(v.boards.size() == 3);
    CHECK_FALSE(v.boards[0].counts);
    CHECK(v.boards[0].caption == "ply 4 — after 2... d5");
    CHECK(v.boards[0].reason == "The pawn on e5 could take en passant (exd6)");
    CHECK(v.boards[0].board.squares[rules::E5].selected);
    CHECK(v.boards[0].board.squares[rules::D6].target);
    CHECK_FALSE(v.boards[2].board.squares[rules::E5].selected);
}

TEST_CASE("repetition view: a 9.3 verdict shows no boards, even with a position seen twice",
          "[app][repetition]") {
    // 99 quiet plies before the game score starts: 2. Ng8 makes 103 (9.3.2) and brings the start
    // position back a second time only.
    Window s = started_in(i18n::Lang::en);
    const std::string game =
        "[SetUp \"1\"]\n[FEN \"rn1qkbnr/ppp1pppp/8/3p4/3P2b1/8/PPP1PPPP/RNBQKBNR w KQkq - 99 60\"]\n\n"
        "60. Nf3 Nf6 61. Ng1 Ng8";
    const Applied judged = s.apply(JudgeClaim{game, false, ""}, 5'000);
    REQUIRE(judged.accepted);
    show_outcome(s.ui.panel, judged);
    REQUIRE(s.pending_claim());
    CHECK(s.pending_claim()->ruling.finding.article == std::optional<std::string>("9.3.2"));
    CHECK(s.pending_claim()->ruling.finding.repetition.occurrences.size() == 2);
    CHECK(make_view(s, s.ui, 5'000).panel.repetition.empty());
}

TEST_CASE("repetition view: at most six boards, the oldest give way", "[app][repetition]") {
    arbiter::RepetitionAnalysis analysis;
    for (int i = 0; i < 8; ++i) {
        arbiter::RepetitionBoard board;
        board.ply = 4 * i;
        board.caption = arbiter::Text::same("ply " + std::to_string(board.ply));
        analysis.occurrences.push_back(board);
    }
    const RepetitionView v = repetition_view(analysis, i18n::Lang::en);
    REQUIRE(v.boards.size() == kMaxRepetitionBoards);
    CHECK(v.left_out == 2);
    CHECK(v.boards.front().caption == "ply 8");
    CHECK(v.boards.back().caption == "ply 28");
    // A position that stands once, with nothing near it, shows no boards.
    analysis.occurrences.resize(1);
    CHECK(repetition_view(analysis, i18n::Lang::en).empty());
}
