#include "app/clock/draw/renderer.hpp"
#include "app/clock/input/input.hpp"
#include "app/clock/view/make_view.hpp"
#include "app/common/model/piece_letters.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;
using app::test::make_session;
using app::test::Window;
using rules::Square;

namespace {

struct Claimed {
    std::vector<Command> commands;
    std::vector<Applied> applied;
};

// Routes one event through the layout the window would draw now, and applies what it asks.
Claimed send_claimed(Window& s, const InputEvent& e, TimePoint now) {
    const Layout layout = layout_for(make_view(s, s.ui, now), 1280, 720);
    const Routed routed = route_input(s, s.ui, e, layout, now);
    Claimed out;
    take_routed(s, s.ui, routed, now, [&](const Command& c, const Applied& a) {
        out.commands.push_back(c);
        out.applied.push_back(a);
    });
    return out;
}

// A click on a square of the claim form's board, where the window draws it.
void click_square(Window& s, Square square, TimePoint now) {
    const ScreenView view = make_view(s, s.ui, now);
    const Layout layout = layout_for(view, 1280, 720);
    REQUIRE(view.panel.board);
    REQUIRE(layout.board_area.w > 0);
    const BoardGeometry g = BoardGeometry::fit(layout.board_area, view.panel.board->flipped);
    const Rect r = g.square_rect(square);
    send_claimed(s, InputEvent::click_at(r.centre_x(), r.centre_y()), now);
}

Window claim_form(i18n::Lang lang = i18n::Lang::en) {
    Window s = make_session(clock::TimeControl::same_for_both({clock::Period::fischer(5'400'000, 30'000)}),
                            Side::left, lang);
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    s.ui.lock.chord(0);
    send_claimed(s, InputEvent::key_down(Key::C), 1'000);
    REQUIRE(s.ui.panel.screen == PanelScreen::claim);
    return s;
}

} // namespace

TEST_CASE("claim panel: a game entered by clicks on its board is the claim's game score", "[app][board]") {
    Window s = claim_form();
    const ScreenView view = make_view(s, s.ui, 1'000);
    const Layout layout = layout_for(view, 1280, 720);
    // The board keeps the panel's right part; the fields stop before it.
    CHECK(layout.board_area.x > layout.panel_field(0).x + layout.panel_field(0).w);
    CHECK(layout.board_area.y + layout.board_area.h <= layout.panel.y + layout.panel.h);

    const Square knights[][2] = {
        {rules::G1, rules::F3}, {rules::G8, rules::F6}, {rules::F3, rules::G1}, {rules::F6, rules::G8}};
    for (int round = 0; round < 2; ++round)
        for (const auto& move : knights) {
            click_square(s, move[0], 2'000);
            click_square(s, move[1], 2'000);
        }
    CHECK(s.ui.panel.values[0] == "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8");
    CHECK(s.ui.panel.board.cursor() == 8);
    CHECK(make_view(s, s.ui, 2'000).panel.board->squares[rules::G8].last_move);

    // Left steps back on the board and in the field; Right comes back.
    send_claimed(s, InputEvent::key_down(Key::Left), 2'000);
    CHECK(s.ui.panel.values[0] == "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1");
    send_claimed(s, InputEvent::key_down(Key::Right), 2'000);
    // An illegal target: the panel says why; nothing changes.
    click_square(s, rules::E2, 2'000);
    click_square(s, rules::E5, 2'000);
    CHECK(s.ui.panel.message == "e2-e5 is not a legal move");
    CHECK(s.ui.panel.board.cursor() == 8);
    // Ctrl+F flips the board; the squares' pixels follow.
    send_claimed(s, InputEvent::key_down(Key::F, true), 2'000);
    CHECK(make_view(s, s.ui, 2'000).panel.board->flipped);

    const Claimed claimed = send_claimed(s, InputEvent::key_down(Key::Enter), 3'000);
    REQUIRE(claimed.commands.size() == 1);
    const auto* claim = std::get_if<JudgeClaim>(&claimed.commands[0]);
    REQUIRE(claim);
    CHECK(claim->movetext == "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8");
    CHECK(!claim->french);
    CHECK(claimed.applied[0].accepted);
    CHECK_THAT(claimed.applied[0].message, Catch::Contains("correct (9.2.2)"));
    CHECK(s.ui.panel.screen == PanelScreen::claim_verdict);
    CHECK(!make_view(s, s.ui, 3'000).panel.board);
}

TEST_CASE("claim panel: typed moves show on the board, French letters rewrite the board's moves",
          "[app][board]") {
    Window s = claim_form();
    for (char c : std::string("1. e4 e5 2. Nf3"))
        send_claimed(s, InputEvent::typed(static_cast<char32_t>(c)), 2'000);
    CHECK(s.ui.panel.board.cursor() == 3);
    CHECK(s.ui.panel.board.position().piece_on(rules::F3) == rules::Piece::WhiteKnight);
    CHECK(s.ui.panel.message.empty()); // half-typed moves are not reported as errors
    send_claimed(s, InputEvent::typed(U' '), 2'000);
    send_claimed(s, InputEvent::typed(U'N'), 2'000);
    CHECK(s.ui.panel.board.cursor() == 3);

    click_square(s, rules::B8, 2'000);
    click_square(s, rules::C6, 2'000);
    CHECK(s.ui.panel.values[0] == "1. e4 e5 2. Nf3 Nc6");
    // The letters: French.
    send_claimed(s, InputEvent::key_down(Key::Tab), 2'000);
    send_claimed(s, InputEvent::key_down(Key::Right), 2'000);
    CHECK(s.ui.panel.values[1] == "1");
    CHECK(s.ui.panel.values[0] == "1. e4 e5 2. Cf3 Cc6");
    send_claimed(s, InputEvent::key_down(Key::Tab), 2'000);
    send_claimed(s, InputEvent::key_down(Key::Tab), 2'000);
    click_square(s, rules::F1, 2'000);
    click_square(s, rules::B5, 2'000);
    CHECK(s.ui.panel.values[0] == "1. e4 e5 2. Cf3 Cc6 3. Fb5");
    const Claimed claimed = send_claimed(s, InputEvent::key_down(Key::Enter), 3'000);
    REQUIRE(claimed.commands.size() == 1);
    CHECK(std::get<JudgeClaim>(claimed.commands[0]).french);
    CHECK(std::get<JudgeClaim>(claimed.commands[0]).movetext == "1. e4 e5 2. Cf3 Cc6 3. Fb5");
}

TEST_CASE("claim panel: a French window's claim starts on French letters, as the desk's form does",
          "[app][board]") {
    Window s = claim_form(i18n::Lang::fr);
    CHECK(s.ui.panel.values[1] == "1");
    CHECK(make_view(s, s.ui, 1'000).panel.fields[1].value == "françaises (R D T F C)");
    click_square(s, rules::G1, 2'000);
    click_square(s, rules::F3, 2'000);
    click_square(s, rules::B8, 2'000);
    click_square(s, rules::C6, 2'000);
    CHECK(s.ui.panel.values[0] == "1. Cf3 Cc6");
    const Claimed claimed = send_claimed(s, InputEvent::key_down(Key::Enter), 3'000);
    REQUIRE(claimed.commands.size() == 1);
    CHECK(std::get<JudgeClaim>(claimed.commands[0]).french);
    // English stays English.
    CHECK(claim_form().ui.panel.values[1] == "0");
    CHECK(san_notation(i18n::Lang::en) == rules::Notation::English);
    CHECK(san_notation(i18n::Lang::fr) == rules::Notation::French);
}

TEST_CASE("claim panel: a PGN file's last game, the one judged, is shown on the board", "[app][board]") {
    Window s = claim_form();
    send_claimed(s, InputEvent::paste(std::string(PENDULE_TEST_DATA) + "/pgn/good.pgn"), 2'000);
    // Its last game starts from a FEN: 60. a8=N b1=Q 61. Nb6 Qb2+ 62. Kg3.
    CHECK(s.ui.panel.board.game().ply_count() == 5);
    CHECK(s.ui.panel.board.position().piece_on(rules::B6) == rules::Piece::WhiteKnight);
    CHECK(s.ui.panel.board.position().piece_on(rules::G3) == rules::Piece::WhiteKing);
}

TEST_CASE("claim panel: a .pgn named is read through the reader the window gives, never by the input itself",
          "[app][board]") {
    Window s = claim_form();
    std::vector<std::string> asked;
    s.ui.files.pgn_last_game = [&asked](const std::string& file) -> Result<std::string> {
        asked.push_back(file);
        return std::string("1. e4 e5 2. Nf3 *");
    };
    send_claimed(s, InputEvent::paste("board-7.pgn"), 2'000);
    CHECK(asked == std::vector<std::string>{"board-7.pgn"});
    CHECK(s.ui.panel.board.game().ply_count() == 3);
    const Claimed claimed = send_claimed(s, InputEvent::key_down(Key::Enter), 3'000);
    REQUIRE(claimed.commands.size() == 1);
    CHECK(std::get<JudgeClaim>(claimed.commands[0]).movetext.find("2. Nf3") != std::string::npos);
    CHECK(asked.size() == 2); // read again for the claim itself
    // No reader given: the file is refused in words, nothing judged.
    Window bare = claim_form();
    bare.ui.files = FileReader{};
    send_claimed(bare, InputEvent::paste("board-7.pgn"), 2'000);
    const Claimed refused = send_claimed(bare, InputEvent::key_down(Key::Enter), 3'000);
    CHECK(refused.commands.empty());
    CHECK(bare.ui.panel.message.find("no file can be read here") != std::string::npos);
}
