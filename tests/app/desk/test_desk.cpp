// The desk screen: the round journal's boards, results entered from the keyboard and
// recorded before they are shown, the view in English and French, and bad input refused.
#include "app/common/platform/files.hpp"
#include "app/desk/input/desk_commands.hpp"
#include "app/desk/input/desk_input.hpp"
#include "app/desk/model/desk.hpp"
#include "app/desk/model/ruling_question.hpp"
#include "app/desk/platform/round_file.hpp"
#include "app/desk/view/desk_view.hpp"
#include "desk_fixture.hpp"
#include "io/os/text_file.hpp"
#include "io/round/round_journal.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using namespace pendule;
using namespace pendule::app;
using app::test::desk_layout;

namespace {

std::filesystem::path new_round(const std::string& name) {
    return test::round_journal(name, {"club", 3, "2023", 0, "", "900+10"},
                               {io::BoardPaired{1, "Aronsen, Anders", "Berthier, Claire", 0, 0},
                                io::BoardPaired{2, "Castro, Diego", "Dubois, Eve", 0, 0},
                                io::BoardPaired{3, "Evans, Frank", "Fischer, Gerd", 0, 0},
                                io::PlayerUnpaired{7, "Garcia, Hugo", 'H'}});
}

DeskRouted type(const Desk& desk, DeskScreen& screen, char32_t c) {
    return route_desk_input(desk, screen, InputEvent::typed(c), desk_layout);
}

} // namespace

TEST_CASE("desk: the arrows choose a board, a key gives its result, recorded before it is shown",
          "[app][desk]") {
    const auto path = new_round("keys");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Down), desk_layout);
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Down), desk_layout);
    CHECK(screen.selected == 2);
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Down), desk_layout);
    CHECK(screen.selected == 0); // round the list
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Up), desk_layout);
    CHECK(screen.selected == 2);
    const DeskRouted routed = type(*desk, screen, U'=');
    REQUIRE(routed.command);
    CHECK(std::get<RecordResult>(*routed.command).board == 3);
    CHECK(std::get<RecordResult>(*routed.command).result == "1/2-1/2");
    REQUIRE_FALSE(desk->apply(*routed.command, 1'000));
    // On the disk before the view shows it: a fresh reading of the file has it.
    auto again = io::read_round_journal_file(path);
    REQUIRE(again);
    CHECK(io::round_state(*again).results.at(3).result == "1/2-1/2");
    const DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.rows.size() == 3);
    CHECK(view.rows[2].result == "½-½");
    CHECK(view.rows[2].selected);
    CHECK(view.rows[0].result.empty());
    CHECK(view.subtitle == "Laws of Chess 2023 · 900+10 · results: 1 of 3");
    // The other keys: 1, 0, +, -; a letter does nothing.
    CHECK(std::get<RecordResult>(*type(*desk, screen, U'1').command).result == "1-0");
    CHECK(std::get<RecordResult>(*type(*desk, screen, U'0').command).result == "0-1");
    CHECK(std::get<RecordResult>(*type(*desk, screen, U'+').command).result == "+-");
    CHECK(std::get<RecordResult>(*type(*desk, screen, U'-').command).result == "-+");
    CHECK_FALSE(type(*desk, screen, U'x').command);
    CHECK(route_desk_input(*desk, screen, InputEvent::key_down(Key::Escape), desk_layout).quit);
    // A click on the second row chooses it.
    route_desk_input(*desk, screen, InputEvent::click_at(300, desk_layout.rows_top + desk_layout.row_h + 2),
                     desk_layout);
    CHECK(screen.selected == 1);
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("desk: a result recorded meanwhile by another program is kept and shown", "[app][desk]") {
    const auto path = new_round("others");
    auto desk = open_desk(path);
    REQUIRE(desk);
    {
        io::RoundRead read;
        auto other = io::RoundJournalWriter::open(path, read); // pendule-cli round-result, say
        REQUIRE(other);
        REQUIRE_FALSE(other->append(io::ResultSet{1, 5, "1-0", "by the CLI"}));
    }
    REQUIRE_FALSE(desk->apply(RecordResult{2, "0-1", ""}, 10));
    CHECK(desk->round().results.at(1).result == "1-0");
    CHECK(desk->round().results.at(2).result == "0-1");
    auto error = desk->apply(RecordResult{9, "1-0", ""}, 11);
    REQUIRE(error);
    CHECK(error->text() == "round 3 has no board 9");
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("desk: French words, and a damaged journal shown and never written", "[app][desk]") {
    const auto path = new_round("fr");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    const DeskView fr = make_desk_view(*desk, screen, i18n::Lang::fr);
    CHECK(fr.title == "Ronde 3 — club");
    CHECK(fr.head_result == "Résultat");
    REQUIRE(fr.unpaired.size() == 1);
    CHECK(fr.unpaired[0] == "Garcia, Hugo : exempt (un demi-point)");
    CHECK(fr.hint.find("choisir un échiquier") != std::string::npos);
    // Damage in the middle: the desk reads what it can, says so, and records nothing.
    auto text = io::read_text_file(path);
    REQUIRE(text);
    std::string damaged = *text;
    damaged[damaged.find("Castro")] = 'K';
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << damaged;
    }
    auto broken = open_desk(path);
    REQUIRE(broken);
    const DeskView view = make_desk_view(*broken, screen, i18n::Lang::en);
    CHECK(view.message_is_error);
    CHECK(view.message.rfind("The round journal is damaged: nothing can be recorded", 0) == 0);
    CHECK(view.rows.size() == 1);
    REQUIRE(broken->apply(RecordResult{1, "1-0", ""}, 1));
    CHECK(*io::read_text_file(path) == damaged);
    std::filesystem::remove_all(path.parent_path());
}

namespace {

DeskRouted key(const Desk& desk, DeskScreen& screen, Key k, const i18n::Lang& lang = i18n::Lang::en) {
    return route_desk_input(desk, screen, InputEvent::key_down(k), desk_layout, lang);
}

void type_text(const Desk& desk, DeskScreen& screen, const std::string& text) {
    for (const char c : text)
        route_desk_input(desk, screen, InputEvent::typed(static_cast<char32_t>(c)), desk_layout,
                         i18n::Lang::en);
}

// Board 1's page with the question turned to a claim and the two times read off the clock.
void open_claim_form(const Desk& desk, DeskScreen& screen) {
    key(desk, screen, Key::Enter);
    key(desk, screen, Key::Right); // a claim
    screen.form.white_time = "10:00";
    screen.form.black_time = "9:00";
}

} // namespace

TEST_CASE("desk board page: a ruling from the times typed, recorded, then shown with the clock to set",
          "[app][desk]") {
    const auto path = test::standard_round("page");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    key(*desk, screen, Key::Down);
    CHECK_FALSE(key(*desk, screen, Key::Enter).command); // opens board 2's page
    REQUIRE(screen.page == DeskPage::board);
    DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.board);
    CHECK(view.board->title == "Board 2 · Castro, Diego – Dubois, Eve");
    CHECK(view.board->result == "No result yet");
    CHECK(view.board->rulings.empty());
    // illegal: question, action, player, 2 times, counter, pressed, score, letters, result
    REQUIRE(view.board->form.size() == 10);
    CHECK(view.board->form[0].label == "Question");
    CHECK(view.board->form[0].value == "Illegal action (7.5)");
    CHECK(view.board->form[0].focused);
    CHECK(view.board->form[1].value == "Illegal move (7.5.1)");
    CHECK_FALSE(view.board->ruling);
    // Down to White's time, the times and the counter typed, "pressed" set with the arrow.
    for (int i = 0; i < 3; ++i)
        key(*desk, screen, Key::Down);
    type_text(*desk, screen, "1:12:31");
    key(*desk, screen, Key::Tab);
    type_text(*desk, screen, "0:58:02");
    key(*desk, screen, Key::Tab);
    type_text(*desk, screen, "23");
    key(*desk, screen, Key::Tab);
    key(*desk, screen, Key::Right);
    CHECK(screen.form.pressed);
    view = make_desk_view(*desk, screen, i18n::Lang::en);
    CHECK(view.board->form[3].value == "1:12:31");
    CHECK(view.board->form[6].value == "yes");
    CHECK(view.board->form[6].focused);
    const DeskRouted routed = key(*desk, screen, Key::Enter);
    REQUIRE(routed.command);
    const auto& given = std::get<GiveRuling>(*routed.command).question;
    CHECK(given.board == 2);
    CHECK(given.question == "illegal");
    CHECK(given.player == "white");
    CHECK(given.pressed);
    CHECK(given.reading.white_ms == 4'351'000);
    CHECK(given.reading.black_ms == 3'482'000);
    CHECK(given.reading.moves == 23);
    REQUIRE(take_desk_command(*desk, screen, *routed.command, i18n::Lang::en, 1'000));
    // In the journal before it is shown: a fresh reading has it.
    auto again = io::read_round_journal_file(path);
    REQUIRE(again);
    const io::RoundState round = io::round_state(*again);
    REQUIRE(round.rulings.size() == 1);
    CHECK(round.rulings[0].board == 2);
    CHECK(round.rulings[0].set_white_ms == 4'351'000);
    CHECK(round.rulings[0].set_black_ms == 3'602'000); // +2 min to Black (standard)
    CHECK(round.rulings[0].set_moves == 22);
    view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.board->ruling);
    const DeskRulingShown& shown = *view.board->ruling;
    CHECK(shown.verdict == "The game goes on");
    CHECK(shown.article == "Laws of Chess 2023: 7.5.5");
    CHECK(shown.set_clock == "Set the clock to: White 1:12:31, Black 1:00:02, move counter 22");
    CHECK(shown.set_lines ==
          std::vector<std::string>{"Set the clock to:", "White 1:12:31", "Black 1:00:02", "Move counter 22"});
    CHECK(shown.explanation == round.rulings[0].explanation);
    REQUIRE(view.board->rulings.size() == 1);
    CHECK(view.board->rulings[0] == "7.5.5 (2023) · Illegal action (7.5), White: the game goes on · Set the "
                                    "clock to: White 1:12:31, Black "
                                    "1:00:02, move counter 22");
    CHECK(view.message == "Ruling recorded in the round journal");
    // The same page in French: the core's words in the catalogue's language.
    const DeskView fr = make_desk_view(*desk, screen, i18n::Lang::fr);
    REQUIRE(fr.board->ruling);
    CHECK(fr.board->ruling->set_clock ==
          "Régler la pendule à : Blancs 1:12:31, Noirs 1:00:02, compteur de coups 22");
    CHECK(fr.board->ruling->verdict == "La partie continue");
    CHECK(fr.board->ruling->explanation != shown.explanation);
    CHECK(fr.board->ruling->explanation.find("Blancs") != std::string::npos);
    CHECK(fr.board->form[0].label == "Question");
    CHECK(fr.board->form[3].label == "Temps des Blancs");
    // Escape: back to the list, the ruling counted on its row.
    CHECK_FALSE(key(*desk, screen, Key::Escape).quit);
    CHECK(screen.page == DeskPage::list);
    CHECK_FALSE(screen.shown);
    view = make_desk_view(*desk, screen, i18n::Lang::en);
    CHECK_FALSE(view.board);
    CHECK(view.rows[1].note == "1 ruling");
    // Opened again: a fresh form, nothing typed for the ruling already given.
    key(*desk, screen, Key::Enter);
    CHECK(screen.form.white_time.empty());
    CHECK_FALSE(screen.form.pressed);
    CHECK_FALSE(make_desk_view(*desk, screen, i18n::Lang::en).board->ruling);
    CHECK(make_desk_view(*desk, screen, i18n::Lang::en).board->rulings.size() == 1);
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("desk board page: a time that cannot be read is named, nothing recorded, other questions' fields",
          "[app][desk]") {
    const auto path = test::standard_round("form");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    key(*desk, screen, Key::Enter);
    for (int i = 0; i < 3; ++i)
        key(*desk, screen, Key::Down);
    type_text(*desk, screen, "1:1x");
    CHECK_FALSE(key(*desk, screen, Key::Enter).command);
    CHECK(screen.message_is_error);
    CHECK(screen.message == "White's time: expected h:mm:ss or m:ss as read on the clock, got '1:1x'");
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Backspace), desk_layout);
    type_text(*desk, screen, "0");
    CHECK(screen.form.white_time == "1:10");
    // The question changed with the arrows: a time correction asks for the times to set and why.
    screen.form.focus = 0;
    for (int i = 0; i < 5; ++i)
        key(*desk, screen, Key::Right);
    CHECK(form_fields("correction").size() == 9);
    DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    CHECK(view.board->form[0].value == "Time correction (6.10.2)");
    CHECK(view.board->form[4].label == "Set White to");
    CHECK(view.board->form[7].label == "Reason");
    screen.form.black_time = "1:20";
    screen.form.set_white = "0:40";
    screen.form.set_counter = "12";
    screen.form.reason = "wrong setting";
    auto question = form_question(screen.files, screen.form, screen.entry, screen.editor, 1, i18n::Lang::en);
    REQUIRE(question);
    REQUIRE(question->correction);
    CHECK(question->correction->white_ms == 40'000);
    CHECK(question->correction->black_ms == 80'000); // as read
    CHECK(question->correction->moves == 12);
    CHECK(question->reason == "wrong setting");
    // III.4: the player who asks.
    key(*desk, screen, Key::Left);
    CHECK(make_desk_view(*desk, screen, i18n::Lang::en).board->form[1].label == "Asked by");
    screen.form.set_counter = "x";
    key(*desk, screen, Key::Right);
    CHECK(form_question(screen.files, screen.form, screen.entry, screen.editor, 1, i18n::Lang::fr)
              .error()
              .text() == "Compteur à régler à : un compteur de coups de 0 à 999 attendu, et non « x »");
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("desk board page: the result entered there, a board added with two names, a double click opens",
          "[app][desk]") {
    const auto path = test::standard_round("more");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    // A click on the chosen row (the second click of a double click) opens it.
    route_desk_input(*desk, screen, InputEvent::click_at(300, desk_layout.rows_top + 2), desk_layout);
    REQUIRE(screen.page == DeskPage::board);
    screen.form.focus = static_cast<int>(form_fields("illegal").size()) - 1; // the result
    type_text(*desk, screen, "=");
    const DeskRouted routed = key(*desk, screen, Key::Enter);
    REQUIRE(routed.command);
    CHECK(std::get<RecordResult>(*routed.command).board == 1);
    CHECK(std::get<RecordResult>(*routed.command).result == "1/2-1/2");
    REQUIRE(take_desk_command(*desk, screen, *routed.command, i18n::Lang::en, 5));
    CHECK(make_desk_view(*desk, screen, i18n::Lang::en).board->result == "Result: ½-½");
    key(*desk, screen, Key::Escape);
    // `a` adds a board: two names typed.
    type_text(*desk, screen, "a");
    REQUIRE(screen.page == DeskPage::add_board);
    type_text(*desk, screen, "Evans, Frank");
    key(*desk, screen, Key::Enter); // on to Black's name
    type_text(*desk, screen, "Fischer, Gerd");
    DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.add);
    CHECK(view.add->fields[0].value == "Evans, Frank");
    CHECK(view.add->fields[1].focused);
    const DeskRouted added = key(*desk, screen, Key::Enter);
    REQUIRE(added.command);
    REQUIRE(take_desk_command(*desk, screen, *added.command, i18n::Lang::en, 6));
    CHECK(screen.page == DeskPage::list);
    CHECK(screen.selected == 2);
    CHECK(screen.message == "Board 3 added");
    auto again = io::read_round_journal_file(path);
    REQUIRE(again);
    const io::RoundState round = io::round_state(*again);
    REQUIRE(round.boards.size() == 3);
    CHECK(round.boards[2] == io::BoardPaired{3, "Evans, Frank", "Fischer, Gerd", 0, 0});
    // A name missing: said at the page, in the window's words; and refused by the desk itself.
    type_text(*desk, screen, "a");
    type_text(*desk, screen, "Garcia, Hugo");
    key(*desk, screen, Key::Tab);
    key(*desk, screen, Key::Tab);
    CHECK(screen.add_focus == 0);
    screen.add_black = "";
    screen.add_focus = 1;
    CHECK_FALSE(route_desk_input(*desk, screen, InputEvent::key_down(Key::Enter), desk_layout, i18n::Lang::fr)
                    .command);
    CHECK(screen.message == "Un échiquier demande les noms des deux joueurs");
    key(*desk, screen, Key::Escape);
    CHECK(screen.page == DeskPage::list);
    CHECK(desk->apply(AddBoard{"", "X"}, 7)->text() == "a board needs both players' names");
    CHECK(io::round_state(*io::read_round_journal_file(path)).boards.size() == 3);
    std::filesystem::remove_all(path.parent_path());
}

namespace {

// A click in the middle of a square of the board page's chessboard (the geometry the page draws).
InputEvent click_desk_square(const DeskScreen& screen, rules::Square square) {
    const BoardGeometry g = BoardGeometry::fit(desk_board_area(desk_layout), screen.entry.flipped());
    const Rect r = g.square_rect(square);
    return InputEvent::click_at(r.centre_x(), r.centre_y());
}

} // namespace

TEST_CASE("desk board page: the claim's score entered by clicks on the chessboard, or typed, stepped back",
          "[app][desk][board]") {
    const auto path = test::standard_round("board");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    key(*desk, screen, Key::Enter);
    key(*desk, screen, Key::Right); // a claim
    CHECK(board_page_side(screen) == DeskSide::chessboard);
    DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.board->chessboard);
    CHECK(view.board->chessboard->squares[rules::E2].piece == rules::Piece::WhitePawn);
    screen.form.white_time = "10:00";
    screen.form.black_time = "9:00";
    // Clicks: Nf3 Nf6 Ng1 Ng8 Nf3 Nf6, then the written move typed.
    const rules::Square clicks[] = {rules::G1, rules::F3, rules::G8, rules::F6, rules::F3, rules::G1,
                                    rules::F6, rules::G8, rules::G1, rules::F3, rules::G8, rules::F6};
    for (const rules::Square s : clicks)
        route_desk_input(*desk, screen, click_desk_square(screen, s), desk_layout, i18n::Lang::en);
    CHECK(screen.form.score == "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6");
    CHECK(screen.form.focus == 4); // the score: the board stays in view
    view = make_desk_view(*desk, screen, i18n::Lang::en);
    CHECK(view.board->chessboard->squares[rules::F6].piece == rules::Piece::BlackKnight);
    CHECK(view.board->form[4].value == "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6");
    key(*desk, screen, Key::Down);
    type_text(*desk, screen, "Ng1");
    DeskRouted routed = key(*desk, screen, Key::Enter);
    REQUIRE(routed.command);
    CHECK(std::get<GiveRuling>(*routed.command).question.score == "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6");
    REQUIRE(take_desk_command(*desk, screen, *routed.command, i18n::Lang::en, 9));
    CHECK(board_page_side(screen) == DeskSide::ruling);
    view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.board->ruling);
    CHECK(view.board->ruling->verdict == "The game goes on"); // an incorrect claim: 9.5
    CHECK(view.board->ruling->set_clock == "Set the clock to: White 10:00, Black 11:00");
    CHECK_FALSE(view.board->chessboard);
    // Back on the score: the board again; ← steps back, and the ruling reads the moves shown.
    key(*desk, screen, Key::Up);
    CHECK(board_page_side(screen) == DeskSide::chessboard);
    key(*desk, screen, Key::Left);
    key(*desk, screen, Key::Left);
    CHECK(screen.entry.cursor() == 4);
    // The written move Ng1 cannot be played where the board now stands (the start position).
    CHECK(form_question(screen.files, screen.form, screen.entry, screen.editor, 1, i18n::Lang::en)
              .error()
              .text()
              .rfind("intended move Ng1: ", 0) == 0);
    screen.form.intended.clear();
    auto question = form_question(screen.files, screen.form, screen.entry, screen.editor, 1, i18n::Lang::en);
    REQUIRE(question);
    CHECK(question->score == "1. Nf3 Nf6 2. Ng1 Ng8");
    key(*desk, screen, Key::End);
    CHECK(form_question(screen.files, screen.form, screen.entry, screen.editor, 1, i18n::Lang::en)->score ==
          screen.form.score);
    // Typed: the board follows the text, its moves up to an unreadable one.
    screen.form.score.clear();
    type_text(*desk, screen, "e4 e5 Qh5 Ke7 Qxe5+ Kxe5");
    CHECK(screen.entry.game().ply_count() == 5);
    CHECK_FALSE(screen.entry.message().empty());
    CHECK(make_desk_view(*desk, screen, i18n::Lang::en).board->board_note == screen.entry.message());
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("desk board page: a flag without a score, on a position set up in the editor (6.9)",
          "[app][desk][board]") {
    const auto path = test::standard_round("editor");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    key(*desk, screen, Key::Enter);
    key(*desk, screen, Key::Right);
    key(*desk, screen, Key::Right); // a flag fall
    screen.form.white_time = "0:00";
    screen.form.black_time = "0:40";
    screen.form.focus = 5; // the position from: the score, or the editor
    key(*desk, screen, Key::Right);
    CHECK(screen.form.editor);
    CHECK(form_fields("flag", true).size() == 7); // no score field
    CHECK(board_page_side(screen) == DeskSide::editor);
    DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.board->editor);
    CHECK(view.board->form[5].value == "the position editor");
    // White's flag fell; Black has a lone king against king and queen: set up with the editor's clicks.
    screen.editor.clear();
    screen.editor.put(rules::E1, rules::Piece::WhiteKing);
    screen.editor.put(rules::F3, rules::Piece::BlackKing);
    screen.editor.take(rules::Piece::WhiteQueen);
    const EditorGeometry g = EditorGeometry::fit(desk_board_area(desk_layout), screen.editor.flipped());
    const Rect a1 = g.board.square_rect(rules::A1);
    route_desk_input(*desk, screen, InputEvent::click_at(a1.centre_x(), a1.centre_y()), desk_layout,
                     i18n::Lang::en);
    CHECK(screen.editor.piece_on(rules::A1) == rules::Piece::WhiteQueen);
    const DeskRouted routed = key(*desk, screen, Key::Enter);
    REQUIRE(routed.command);
    const io::BoardQuestion& q = std::get<GiveRuling>(*routed.command).question;
    CHECK(q.fen == "8/8/8/8/8/5k2/8/Q3K3 w - - 0 1");
    CHECK(q.score.empty());
    REQUIRE(take_desk_command(*desk, screen, *routed.command, i18n::Lang::en, 9));
    const io::RulingGiven& r = desk->round().rulings.back();
    CHECK(r.verdict == "1/2-1/2"); // Laws 6.9: Black cannot checkmate
    CHECK(r.position == q.fen);
    // The ruling is in front of the editor, though the focus is still on the position's field.
    CHECK(board_page_side(screen) == DeskSide::ruling);
    view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.board->ruling);
    CHECK_FALSE(view.board->editor);
    // A click brings the editor back and places nothing; then the editor takes clicks again.
    route_desk_input(*desk, screen, InputEvent::click_at(a1.centre_x(), a1.centre_y()), desk_layout,
                     i18n::Lang::en);
    CHECK(board_page_side(screen) == DeskSide::editor);
    CHECK(screen.editor.piece_on(rules::A1) == rules::Piece::WhiteQueen);
    // A position that cannot be: refused with the editor's reason, nothing recorded.
    screen.editor.remove(rules::F3);
    CHECK_FALSE(key(*desk, screen, Key::Enter).command);
    CHECK(screen.message_is_error);
    CHECK(screen.message.rfind("The position set up: ", 0) == 0);
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE(
    "desk board page: a claim's score or written move that cannot be read is said in the window's words",
    "[app][desk][board]") {
    const auto path = test::standard_round("words");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    open_claim_form(*desk, screen);
    const auto problem = [&](const i18n::Lang& lang) {
        auto q = form_question(screen.files, screen.form, screen.entry, screen.editor, 1, lang);
        REQUIRE_FALSE(q);
        return q.error().text();
    };
    CHECK(problem(i18n::Lang::en) == "A claim needs the game score: enter it on the board, or type it");
    screen.form.score = "1. e4 e5 2. Ke3";
    CHECK(problem(i18n::Lang::fr).rfind("partie : ", 0) == 0);
    screen.form.score = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6";
    screen.form.intended = "Ng2";
    CHECK(problem(i18n::Lang::en).rfind("intended move Ng2: ", 0) == 0);
    screen.form.intended = "Ng1";
    CHECK(form_question(screen.files, screen.form, screen.entry, screen.editor, 1, i18n::Lang::en));
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("desk board page: F2 on a repetition claim's ruling shows the positions side by side, in both "
          "languages",
          "[app][desk][board]") {
    const auto path = test::standard_round("repetition");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    open_claim_form(*desk, screen);
    screen.form.score = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
    screen.form.focus = 5; // the written move: none
    // F2 before any ruling does nothing.
    key(*desk, screen, Key::F2);
    CHECK_FALSE(screen.repetition_open);
    DeskRouted routed = key(*desk, screen, Key::Enter);
    REQUIRE(routed.command);
    REQUIRE(take_desk_command(*desk, screen, *routed.command, i18n::Lang::en, 9));
    CHECK(desk->round().rulings.back().verdict == "1/2-1/2"); // 9.2.2: the start position a third time
    DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.board->ruling);
    CHECK(view.board->ruling->repetition_key == "F2: the positions side by side (3 boards)");
    CHECK_FALSE(view.board->repetition);
    key(*desk, screen, Key::F2);
    CHECK(screen.repetition_open);
    view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.board->repetition);
    REQUIRE(view.board->repetition->boards.size() == 3);
    CHECK(view.board->repetition->boards[0].ply == 0);
    CHECK(view.board->repetition->boards[1].ply == 4);
    CHECK(view.board->repetition->boards[2].ply == 8);
    CHECK(view.board->repetition->boards[2].caption.find("4... Ng8") != std::string::npos);
    CHECK(view.hint == "F2 or Esc: back to the ruling");
    // Typing does nothing on that page; F2 goes back to the ruling, in front.
    type_text(*desk, screen, "x");
    CHECK(screen.form.intended.empty());
    key(*desk, screen, Key::F2);
    CHECK_FALSE(screen.repetition_open);
    CHECK(board_page_side(screen) == DeskSide::ruling);
    // French: the same boards, captioned in French.
    key(*desk, screen, Key::F2, i18n::Lang::fr);
    view = make_desk_view(*desk, screen, i18n::Lang::fr);
    REQUIRE(view.board->repetition);
    CHECK(view.board->repetition->boards[2].caption.find("4... Cg8") != std::string::npos);
    CHECK(view.hint == "F2 ou Échap : retour à la décision");
    key(*desk, screen, Key::Escape);
    CHECK_FALSE(screen.repetition_open);
    CHECK(screen.page == DeskPage::board);
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("desk board page: a score and a written move in French letters, the letters changed read the "
          "score again",
          "[app][desk][board]") {
    const auto path = test::standard_round("letters");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    open_claim_form(*desk, screen);
    screen.form.focus = 4; // the score
    type_text(*desk, screen, "1. Cf3 Cf6 2. Cg1 Cg8 3. Cf3 Cf6");
    CHECK(screen.entry.game().ply_count() == 0); // "Cf3" is no English move
    key(*desk, screen, Key::Down);               // the written move
    type_text(*desk, screen, "Cg1");
    key(*desk, screen, Key::Down); // the piece letters
    DeskView view = make_desk_view(*desk, screen, i18n::Lang::fr);
    CHECK(view.board->form[6].label == "Lettres des pièces");
    CHECK(view.board->form[6].value == "anglaises (K Q R B N)");
    key(*desk, screen, Key::Right);
    CHECK(screen.form.french);
    CHECK(screen.entry.game().ply_count() == 6); // read again in French letters
    const DeskRouted routed = key(*desk, screen, Key::Enter);
    REQUIRE(routed.command);
    const io::BoardQuestion& q = std::get<GiveRuling>(*routed.command).question;
    CHECK(q.french);
    CHECK(q.intended == "Cg1");
    REQUIRE(take_desk_command(*desk, screen, *routed.command, i18n::Lang::en, 9));
    CHECK(desk->round().rulings.back().article == "9.5.3"); // incorrect (twice only): the penalty
    // Moves entered by clicks are written in the letters chosen.
    screen.form.score.clear();
    screen.entry = GameEntry();
    screen.form.focus = 4;
    screen.ruling_in_front = false;
    for (const rules::Square s : {rules::G1, rules::F3})
        route_desk_input(*desk, screen, click_desk_square(screen, s), desk_layout, i18n::Lang::en);
    CHECK(screen.form.score == "1. Cf3");
    // Back to English letters: a score that reads whole is written again in them.
    screen.form.focus = 6;
    key(*desk, screen, Key::Right);
    CHECK_FALSE(screen.form.french);
    CHECK(screen.form.score == "1. Nf3");
    CHECK(screen.entry.game().ply_count() == 1);
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("desk board page: a PGN file's path as the score: its last game on the board and in the ruling",
          "[app][desk][board]") {
    const auto path = test::standard_round("pgnfile");
    const auto pgn = path.parent_path() / "board2.pgn";
    {
        std::ofstream out(pgn);
        out << "[Event \"earlier\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
            << "[Event \"today\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n";
    }
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    screen.files = disk_file_reader(); // as the window gives it
    open_claim_form(*desk, screen);
    screen.form.focus = 4; // the score
    type_text(*desk, screen, pgn.string());
    CHECK(screen.entry.game().ply_count() == 8); // the last game, not the first
    const DeskRouted routed = key(*desk, screen, Key::Enter);
    REQUIRE(routed.command);
    CHECK(std::get<GiveRuling>(*routed.command).question.score.find("4. Ng1 Ng8") != std::string::npos);
    REQUIRE(take_desk_command(*desk, screen, *routed.command, i18n::Lang::en, 9));
    CHECK(desk->round().rulings.back().article == "9.2.2");
    // A path to no file: said, nothing recorded.
    screen.ruling_in_front = false;
    screen.form.score = (path.parent_path() / "missing.pgn").string();
    const DeskRouted refused = key(*desk, screen, Key::Enter);
    CHECK_FALSE(refused.command);
    CHECK(screen.message_is_error);
    CHECK(screen.message.find("missing.pgn") != std::string::npos);
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE(
    "desk board page: the piece letters of the window's language, the result field on the board's result",
    "[app][desk][board]") {
    const auto path = test::standard_round("defaults");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    const auto press = [&](Key k, const i18n::Lang& lang) {
        return route_desk_input(*desk, screen, InputEvent::key_down(k), desk_layout, lang);
    };
    // In French: French letters; board 1 has no result: none chosen, and Enter on it records nothing.
    press(Key::Enter, i18n::Lang::fr);
    REQUIRE(screen.page == DeskPage::board);
    CHECK(screen.form.french);
    CHECK(screen.form.result == -1);
    screen.form.focus = static_cast<int>(form_fields("illegal").size()) - 1; // the result
    DeskView view = make_desk_view(*desk, screen, i18n::Lang::fr);
    CHECK(view.board->form.back().value == "—");
    CHECK_FALSE(press(Key::Enter, i18n::Lang::fr).command);
    CHECK(screen.message == "Choisir d'abord le résultat : ← → ou sa touche (1 0 = + −)");
    CHECK(screen.message_is_error);
    press(Key::Left, i18n::Lang::fr); // from none, Left: the last result
    CHECK(screen.form.result == 4);
    press(Key::Right, i18n::Lang::fr);
    CHECK(screen.form.result == 0);
    // A result recorded: the page opened again starts on it, not on 1-0.
    type_text(*desk, screen, "0");
    const DeskRouted routed = press(Key::Enter, i18n::Lang::fr);
    REQUIRE(routed.command);
    CHECK(std::get<RecordResult>(*routed.command).result == "0-1");
    REQUIRE(take_desk_command(*desk, screen, *routed.command, i18n::Lang::fr, 5));
    press(Key::Escape, i18n::Lang::fr);
    press(Key::Enter, i18n::Lang::en);
    REQUIRE(screen.page == DeskPage::board);
    CHECK(screen.form.result == 1);  // 0-1
    CHECK_FALSE(screen.form.french); // in English: English letters
    screen.form.focus = static_cast<int>(form_fields("illegal").size()) - 1;
    CHECK(make_desk_view(*desk, screen, i18n::Lang::en).board->form.back().value == "0-1");
    // Board 2, without a result: none again.
    press(Key::Escape, i18n::Lang::en);
    press(Key::Down, i18n::Lang::en);
    press(Key::Enter, i18n::Lang::en);
    CHECK(screen.form.result == -1);
    std::filesystem::remove_all(path.parent_path());
}
