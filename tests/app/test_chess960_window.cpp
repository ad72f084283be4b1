// Chess960 in the window: the variant taken at set-up (--chess960 N, chess960 = N) and
// written in the journal's header, and 960 castling by clicks on the chessboard of the clock's
// claim panel and of the desk's board page (the king, then its own rook; the king's end square
// where no plain king move goes there).
#include "app/clock/draw/renderer.hpp"
#include "app/clock/input/input.hpp"
#include "app/clock/model/journal_recorder.hpp"
#include "app/clock/model/resume.hpp"
#include "app/clock/platform/journal_files.hpp"
#include "app/clock/view/make_view.hpp"
#include "app/common/model/variant.hpp"
#include "app/common/platform/program_options.hpp"
#include "app/desk/input/desk_commands.hpp"
#include "app/desk/input/desk_input.hpp"
#include "app/desk/model/desk.hpp"
#include "app/desk/model/ruling_question.hpp"
#include "app/desk/platform/round_file.hpp"
#include "app/desk/view/desk_view.hpp"
#include "clock/session_fixture.hpp"
#include "core/rules/position.hpp"
#include "desk/desk_fixture.hpp"
#include "io/journal/journal.hpp"
#include "io/pin_hash.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <random>

using namespace pendule;
using namespace pendule::app;
using rules::Piece;
using rules::Square;
using test::desk_layout;
using test::fresh_dir;
using test::Window;

namespace {

// The journal a started game writes, read back.
io::JournalHeader header_of_started_game(AppConfig config) {
    const auto dir = fresh_dir("960-window");
    Window s = test::make_session(test::rapid(), Side::left, i18n::Lang::en, config);
    JournalRecorder recorder(journal_in(dir), [] { return std::int64_t{1'700'000'000'000}; });
    s.set_observer([&](const Command& c, TimePoint at, const Applied& applied) {
        recorder.on_command(s, c, at, applied);
    });
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    REQUIRE(s.apply(PlayerPress{Side::left}, 1'000).accepted);
    REQUIRE_FALSE(recorder.error());
    REQUIRE(recorder.path());
    auto source = load_resume_source(*recorder.path());
    REQUIRE(source.ok());
    io::JournalHeader header = source->game.header;
    std::filesystem::remove_all(dir);
    return header;
}

// ---- the clock's claim panel ----

Routed send_routed(Window& s, const InputEvent& e, TimePoint now) {
    const Layout layout = layout_for(make_view(s, s.ui, now), 1280, 720);
    const Routed routed = route_input(s, s.ui, e, layout, now);
    take_routed(s, s.ui, routed, now, [](const Command&, const Applied&) {});
    return routed;
}

void panel_click(Window& s, Square square) {
    const ScreenView view = make_view(s, s.ui, 2'000);
    const Layout layout = layout_for(view, 1280, 720);
    REQUIRE(view.panel.board);
    const BoardGeometry g = BoardGeometry::fit(layout.board_area, view.panel.board->flipped);
    const Rect r = g.square_rect(square);
    send_routed(s, InputEvent::click_at(r.centre_x(), r.centre_y()), 2'000);
}

// The claim form open, its board on `fen`.
Window claim_form_on(std::string_view fen) {
    Window s = test::make_session(test::rapid());
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    s.ui.lock.chord(0);
    send_routed(s, InputEvent::key_down(Key::C), 1'000);
    REQUIRE(s.ui.panel.screen == PanelScreen::claim);
    auto entry = GameEntry::from_fen(fen);
    REQUIRE(entry.ok());
    REQUIRE(entry->position().is_chess960());
    s.ui.panel.board = std::move(entry.value());
    return s;
}

// ---- the desk's board page ----

void desk_click(const Desk& desk, DeskScreen& screen, Square square) {
    const BoardGeometry g = BoardGeometry::fit(desk_board_area(desk_layout), screen.entry.flipped());
    const Rect r = g.square_rect(square);
    route_desk_input(desk, screen, InputEvent::click_at(r.centre_x(), r.centre_y()), desk_layout,
                     i18n::Lang::en);
}

} // namespace

TEST_CASE("chess960 window: --chess960 N and chess960 = N, 0 to 959, bad numbers named",
          "[app][options][chess960]") {
    auto o = parse_program_options({"--chess960", "518"});
    REQUIRE(o.ok());
    CHECK(o->chess960 == 518);
    auto zero = parse_program_options({"--chess960", "0", "--laws", "2023"});
    REQUIRE(zero.ok());
    CHECK(zero->chess960 == 0);
    CHECK(zero->laws == "2023");
    CHECK_FALSE(parse_program_options({}).value().chess960);
    for (const char* bad : {"960", "1000", "x", "5.5"}) {
        INFO(bad);
        auto refused = parse_program_options({"--chess960", bad});
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error().text().find("--chess960: expected a whole number from 0 to 959, got '" +
                                          std::string(bad) + "'") != std::string::npos);
    }
    for (const char* bad : {"-1", "-5", ""}) {
        INFO(bad);
        auto refused = parse_program_options({"--chess960", bad});
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error().text().find("--chess960") != std::string::npos);
    }
    CHECK_FALSE(parse_program_options({"--chess960"}).ok());
    CHECK(program_help().find("--chess960 N") != std::string::npos);

    auto config = parse_config("chess960 = 959\n", "960.conf");
    REQUIRE(config.ok());
    CHECK(config->chess960 == 959);
    CHECK_FALSE(parse_config("", "none").value().chess960);
    auto bad = parse_config("sound = on\nchess960 = 1000\n", "bad960.conf");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().text().find("line 2: chess960: expected a start position number from 0 to 959") !=
          std::string::npos);
    CHECK(bad.error().text().find("bad960.conf") != std::string::npos);
}

TEST_CASE("chess960 window: the journal's header carries the variant and the start position",
          "[app][journal][chess960]") {
    // Standard chess: no variant, no start (the header as before).
    const io::JournalHeader standard = header_of_started_game({});
    CHECK(standard.variant.empty());
    CHECK(standard.start_fen.empty());

    // Start position 0 is BBQNNRKR (Scharnagl's numbering).
    AppConfig c0;
    c0.chess960 = 0;
    const io::JournalHeader h0 = header_of_started_game(c0);
    CHECK(h0.variant == "chess960");
    CHECK(h0.start_fen.rfind("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w ", 0) == 0);
    auto start =
        rules::Position::from_fen(h0.start_fen, rules::FenMaterial::Reachable, rules::FenRules::Chess960);
    REQUIRE(start.ok());
    CHECK(start->is_chess960());
    CHECK(start->castling_rook(rules::kWhiteKingside) == rules::H1);
    CHECK(start->castling_rook(rules::kWhiteQueenside) == rules::F1);

    // 518, the usual array, is still a Chess960 game.
    AppConfig c518;
    c518.chess960 = 518;
    const io::JournalHeader h518 = header_of_started_game(c518);
    CHECK(h518.variant == "chess960");
    CHECK(h518.start_fen == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

TEST_CASE("chess960 chessboard: the king, then its own rook, the king's end square where unambiguous",
          "[app][board][chess960]") {
    SECTION("the king does not move: g1, then h1") {
        auto entry = GameEntry::from_fen("4k3/8/8/8/8/8/8/6KR w H - 0 1");
        REQUIRE(entry.ok());
        CHECK(entry->click(rules::G1) == BoardClick::selected);
        CHECK(entry->click(rules::H1) == BoardClick::moved);
        CHECK(entry->last_move().is_castling());
        CHECK(entry->position().piece_on(rules::G1) == Piece::WhiteKing);
        CHECK(entry->position().piece_on(rules::F1) == Piece::WhiteRook);
        CHECK(entry->position().piece_on(rules::H1) == Piece::None);
        CHECK(entry->movetext() == "1. O-O");
    }
    SECTION("the rook does not move: c1, then f1 or g1") {
        for (const Square target : {rules::F1, rules::G1}) {
            auto entry = GameEntry::from_fen("4k3/8/8/8/8/8/8/2K2R2 w F - 0 1");
            REQUIRE(entry.ok());
            CHECK(entry->click(rules::C1) == BoardClick::selected);
            CHECK(entry->click(target) == BoardClick::moved);
            CHECK(entry->last_move().is_castling());
            CHECK(entry->position().piece_on(rules::G1) == Piece::WhiteKing);
            CHECK(entry->position().piece_on(rules::F1) == Piece::WhiteRook);
        }
    }
    SECTION("king f1: g1 is the plain king move, the rook h1 castles") {
        auto plain = GameEntry::from_fen("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
        REQUIRE(plain.ok());
        CHECK(plain->click(rules::F1) == BoardClick::selected);
        CHECK(plain->click(rules::G1) == BoardClick::moved);
        CHECK_FALSE(plain->last_move().is_castling());
        CHECK(plain->position().piece_on(rules::H1) == Piece::WhiteRook);
        CHECK(plain->movetext() == "1. Kg1");

        auto castled = GameEntry::from_fen("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
        REQUIRE(castled.ok());
        CHECK(castled->click(rules::F1) == BoardClick::selected);
        CHECK(castled->click(rules::H1) == BoardClick::moved);
        CHECK(castled->last_move().is_castling());
        CHECK(castled->movetext() == "1. O-O");
    }
    SECTION("a rook that is not the castling rook is picked up instead") {
        // Only the a1 rook castles: the king, then h1 picks up the rook on h1.
        auto entry = GameEntry::from_fen("4k3/8/8/8/8/8/8/R3K2R w A - 0 1");
        REQUIRE(entry.ok());
        CHECK(entry->click(rules::E1) == BoardClick::selected);
        CHECK(entry->click(rules::H1) == BoardClick::selected);
        CHECK(entry->selected() == rules::H1);
        CHECK(entry->cursor() == 0);
        CHECK(entry->click(rules::E1) == BoardClick::selected);
        CHECK(entry->click(rules::A1) == BoardClick::moved);
        CHECK(entry->position().piece_on(rules::C1) == Piece::WhiteKing);
        CHECK(entry->position().piece_on(rules::D1) == Piece::WhiteRook);
        CHECK(entry->movetext() == "1. O-O-O");
    }
    SECTION("Black: the king moves one square, then its rook") {
        auto entry = GameEntry::from_fen("r2k4/8/8/8/8/8/8/4K3 b a - 0 1");
        REQUIRE(entry.ok());
        CHECK(entry->click(rules::D8) == BoardClick::selected);
        CHECK(entry->click(rules::A8) == BoardClick::moved);
        CHECK(entry->last_move().is_castling());
        CHECK(entry->position().piece_on(rules::C8) == Piece::BlackKing);
        CHECK(entry->position().piece_on(rules::D8) == Piece::BlackRook);
        CHECK(entry->movetext() == "1... O-O-O");
    }
    SECTION("a start position by its number, its PGN pasted with the Variant tag") {
        GameEntry entry;
        REQUIRE(entry
                    .paste("[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                           "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n"
                           "1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 *")
                    .ok());
        CHECK(entry.position().is_chess960());
        CHECK(entry.click(rules::E1) == BoardClick::selected);
        CHECK(entry.click(rules::H1) == BoardClick::moved);
        CHECK(entry.position().piece_on(rules::G1) == Piece::WhiteKing);
        CHECK(entry.movetext() == "1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. O-O");
    }
}

TEST_CASE("chess960 claim panel: castling by clicks on the panel's board, written in the field",
          "[app][board][chess960]") {
    Window s = claim_form_on("6kr/8/8/8/8/8/8/RK6 w Ah - 0 1");
    // White: the king on b1, then its rook on a1: O-O-O (king c1, rook d1).
    panel_click(s, rules::B1);
    panel_click(s, rules::A1);
    CHECK(s.ui.panel.board.position().piece_on(rules::C1) == Piece::WhiteKing);
    CHECK(s.ui.panel.board.position().piece_on(rules::D1) == Piece::WhiteRook);
    // Black: the king on g8, then its rook on h8: O-O, the king not moving (rook f8).
    panel_click(s, rules::G8);
    panel_click(s, rules::H8);
    CHECK(s.ui.panel.board.position().piece_on(rules::G8) == Piece::BlackKing);
    CHECK(s.ui.panel.board.position().piece_on(rules::F8) == Piece::BlackRook);
    CHECK(s.ui.panel.values[0] == "1. O-O-O O-O");
}

TEST_CASE("chess960 desk: castling by clicks on the board page, the king not moving",
          "[app][desk][board][chess960]") {
    const auto path = test::standard_round("chess960-board");
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Enter), desk_layout, i18n::Lang::en);
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Right), desk_layout, i18n::Lang::en);
    REQUIRE(board_page_side(screen) == DeskSide::chessboard);
    auto entry = GameEntry::from_fen("r2k4/8/8/8/8/8/8/6KR w Ha - 0 1");
    REQUIRE(entry.ok());
    screen.entry = std::move(entry.value());
    // g1 then h1: the king stays, the rook goes to f1; then d8 then a8: the king to c8, the rook d8.
    desk_click(*desk, screen, rules::G1);
    desk_click(*desk, screen, rules::H1);
    desk_click(*desk, screen, rules::D8);
    desk_click(*desk, screen, rules::A8);
    CHECK(screen.entry.position().piece_on(rules::G1) == Piece::WhiteKing);
    CHECK(screen.entry.position().piece_on(rules::F1) == Piece::WhiteRook);
    CHECK(screen.entry.position().piece_on(rules::C8) == Piece::BlackKing);
    CHECK(screen.entry.position().piece_on(rules::D8) == Piece::BlackRook);
    CHECK(screen.form.score == "1. O-O O-O-O");
    std::filesystem::remove_all(path.parent_path());
}

// ---- the claim panel's board starts from the game's start ----

namespace {

// A started Chess960 game (start position `number`), the claim form open.
Window claim_form_of_960_game(int number) {
    AppConfig config;
    config.chess960 = number;
    Window s = test::make_session(test::rapid(), Side::left, i18n::Lang::en, config);
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    s.ui.lock.chord(0);
    send_routed(s, InputEvent::key_down(Key::C), 1'000);
    REQUIRE(s.ui.panel.screen == PanelScreen::claim);
    return s;
}

} // namespace

TEST_CASE("chess960 claim panel: the board starts from the game's start position and castles 960",
          "[app][board][chess960]") {
    // Start position 96 is BBQNRNKR: the king on g1, its rook on h1, a knight on f1.
    Window s = claim_form_of_960_game(96);
    CHECK(s.chess960() == 96);
    CHECK(s.ui.panel.board.position().is_chess960());
    CHECK(s.ui.panel.board.position().fen() == "bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w KQkq - 0 1");
    // Ng3 (only this start has a knight on f1), then O-O by the king and its rook: the king stays
    // on g1, the rook goes to f1.
    panel_click(s, rules::F1);
    panel_click(s, rules::G3);
    panel_click(s, rules::F8);
    panel_click(s, rules::G6);
    panel_click(s, rules::G1);
    panel_click(s, rules::H1);
    panel_click(s, rules::G8);
    panel_click(s, rules::H8);
    CHECK(s.ui.panel.values[0] == "1. Ng3 Ng6 2. O-O O-O");
    CHECK(s.ui.panel.board.position().piece_on(rules::G1) == Piece::WhiteKing);
    CHECK(s.ui.panel.board.position().piece_on(rules::F1) == Piece::WhiteRook);
    CHECK(s.ui.panel.board.position().piece_on(rules::F8) == Piece::BlackRook);

    // The field typed again is read onto the game's start, not the usual one.
    s.ui.panel.values[0] = "1. Ng3 Ng6 2. O-O";
    // A letter typed reads the field back (the first may be swallowed: the C that opened the form).
    send_routed(s, InputEvent::typed(U' '), 2'000);
    send_routed(s, InputEvent::typed(U' '), 2'000);
    CHECK(s.ui.panel.board.movetext() == "1. Ng3 Ng6 2. O-O");
    CHECK(s.ui.panel.board.position().piece_on(rules::F1) == Piece::WhiteRook);
}

TEST_CASE("chess960 claim: the game score is judged from the game's start position",
          "[app][arbiter][chess960]") {
    Window s = claim_form_of_960_game(96);
    // The start position again after 4... Nf8 (the third time): correct, 9.2.2. From the usual
    // start, Ng3 would be illegal.
    const Applied judged =
        s.apply(JudgeClaim{"1. Ng3 Ng6 2. Nf1 Nf8 3. Ng3 Ng6 4. Nf1 Nf8", false, ""}, 5'000);
    INFO(judged.message);
    REQUIRE(judged.accepted);
    CHECK_THAT(judged.message, Catch::Contains("correct (9.2.2)"));
    REQUIRE(s.known_game());
    CHECK(s.known_game()->variant() == rules::Variant::Chess960);

    // A game score with its own FEN tag keeps it.
    Window t = claim_form_of_960_game(96);
    const Applied own = t.apply(
        JudgeClaim{"[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. Kf1 Kf8", false, ""},
        5'000);
    INFO(own.message);
    REQUIRE(own.accepted);
    REQUIRE(t.known_game());
    CHECK(t.known_game()->position().piece_on(rules::F1) == Piece::WhiteKing);

    // Standard chess: Ng3 from the usual start is refused, naming the move.
    Window u = test::make_session(test::rapid());
    REQUIRE(u.apply(StartGame{}, 0).accepted);
    const Applied refused = u.apply(JudgeClaim{"1. Ng3", false, ""}, 1'000);
    CHECK_FALSE(refused.accepted);
    CHECK_THAT(refused.message, Catch::Contains("Ng3"));
}

TEST_CASE("chess960 resume: a resumed game is Chess960 from its journal's header",
          "[app][journal][chess960]") {
    const auto dir = fresh_dir("960-window");
    {
        AppConfig config;
        config.chess960 = 96;
        Window s = test::make_session(test::rapid(), Side::left, i18n::Lang::en, config);
        JournalRecorder recorder(journal_in(dir), [] { return std::int64_t{1'700'000'000'000}; });
        s.set_observer([&](const Command& c, TimePoint at, const Applied& applied) {
            recorder.on_command(s, c, at, applied);
        });
        REQUIRE(s.apply(StartGame{}, 0).accepted);
        REQUIRE(s.apply(PlayerPress{Side::left}, 1'000).accepted);
        REQUIRE(s.apply(JudgeClaim{"1. Ng3", false, ""}, 2'000).accepted);
        REQUIRE(recorder.path());
    }
    auto source = load_resume_source(std::filesystem::directory_iterator(dir)->path());
    REQUIRE(source.ok());
    // Resumed without --chess960: the header says which game it is.
    Window resumed = test::make_session(test::rapid());
    CHECK_FALSE(resumed.chess960());
    auto replayed = replay_into_session(resumed, *source);
    INFO((replayed.ok() ? std::string() : replayed.error().text()));
    REQUIRE(replayed.ok());
    CHECK(resumed.chess960() == 96);
    REQUIRE(resumed.known_game());
    CHECK(resumed.known_game()->variant() == rules::Variant::Chess960);
    CHECK(resumed.start_position().fen() == "bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w KQkq - 0 1");

    // A header whose start is no Chess960 start: refused, naming the start.
    io::ReplayedGame odd = source->game;
    odd.header.start_fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    ResumeSource bad{source->file, source->read, odd};
    Window other = test::make_session(test::rapid());
    auto refused = replay_into_session(other, bad);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().text().find("'4k3/8/8/8/8/8/8/4K2R w K - 0 1' is no Chess960 start position") !=
          std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST_CASE("chess960 words: a start's number from its FEN, and its name", "[app][chess960]") {
    CHECK(chess960_number_of("bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w KQkq - 0 1") == 96);
    CHECK(chess960_number_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") == 518);
    CHECK_FALSE(chess960_number_of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    CHECK_FALSE(chess960_number_of("bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w Kkq - 0 1"));
    CHECK_FALSE(chess960_number_of(""));
    CHECK_FALSE(chess960_number_of("garbage"));
    CHECK(chess960_words(518, i18n::Lang::en) == "Chess960 · position 518");
    CHECK(chess960_words(std::nullopt, i18n::Lang::en).empty());
    CHECK(game_start(96).fen() == "bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w KQkq - 0 1");
    CHECK(game_start(96).is_chess960());
    CHECK_FALSE(game_start(std::nullopt).is_chess960());
}

TEST_CASE("chess960 clock: the pre-game and game screens name the variant, in the window's language",
          "[app][view][chess960]") {
    AppConfig config;
    config.chess960 = 518;
    Window s = test::make_session(test::rapid(), Side::left, i18n::Lang::en, config);
    ScreenView before = make_view(s, s.ui, 0);
    REQUIRE(before.screen == ScreenKind::pregame);
    CHECK(before.pregame.variant == "Chess960 · position 518");
    CHECK(std::find(before.pregame.summary.begin(), before.pregame.summary.end(),
                    "Chess960 · position 518") != before.pregame.summary.end());
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    const ScreenView game = make_view(s, s.ui, 1'000);
    CHECK(game.title.find("Chess960 · 518") != std::string::npos);

    // Standard chess: neither says a word of it.
    Window standard = test::make_session(test::rapid());
    CHECK(make_view(standard, standard.ui, 0).pregame.variant.empty());
    for (const std::string& line : make_view(standard, standard.ui, 0).pregame.summary)
        CHECK(line.find("960") == std::string::npos);
    REQUIRE(standard.apply(StartGame{}, 0).accepted);
    CHECK(make_view(standard, standard.ui, 0).title.find("960") == std::string::npos);

    // In French, through the catalogue.
    Window fr = test::make_session(test::rapid(), Side::left, i18n::Lang::fr, config);
    CHECK(make_view(fr, fr.ui, 0).pregame.variant == "Échecs 960 · position 518");
    REQUIRE(fr.apply(StartGame{}, 0).accepted);
    CHECK(make_view(fr, fr.ui, 0).title.find("Échecs 960 · 518") != std::string::npos);
}

// ---- a Chess960 round at the desk ----

TEST_CASE("chess960 desk: a Chess960 round's board starts from its start, says so, and rules from it",
          "[app][desk][board][chess960]") {
    const auto path = test::round_journal(
        "chess960-round", {"Open 960", 2, "2023", 0, "", "5400+30"},
        {io::chess960_round(96).value(), io::BoardPaired{1, "Aronsen, Anders", "Berthier, Claire", 0, 0}});
    auto desk = open_desk(path);
    REQUIRE(desk);
    REQUIRE(desk->round().variant);
    DeskScreen screen;
    const auto key = [&](Key k) {
        return route_desk_input(*desk, screen, InputEvent::key_down(k), desk_layout, i18n::Lang::en);
    };
    // The list says which game the round plays.
    CHECK(make_desk_view(*desk, screen, i18n::Lang::en).subtitle.find("Chess960 · position 96") !=
          std::string::npos);
    CHECK(make_desk_view(*desk, screen, i18n::Lang::fr).subtitle.find("Échecs 960 · position 96") !=
          std::string::npos);
    key(Key::Enter);
    key(Key::Right); // a claim
    REQUIRE(board_page_side(screen) == DeskSide::chessboard);
    CHECK(screen.chess960 == 96);
    CHECK(screen.entry.position().fen() == "bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w KQkq - 0 1");
    const DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.board);
    CHECK(view.board->title.find("Chess960 · 96") != std::string::npos);
    REQUIRE(view.board->chessboard);
    CHECK(view.board->chessboard->squares[rules::A1].piece == Piece::WhiteBishop);
    // The score by clicks, 960 castling among them: then the claim, ruled from the round's start.
    screen.form.white_time = "60:00";
    screen.form.black_time = "60:00";
    for (const Square s :
         {rules::F1, rules::G3, rules::F8, rules::G6, rules::G3, rules::F1, rules::G6, rules::F8, rules::F1,
          rules::G3, rules::F8, rules::G6, rules::G3, rules::F1, rules::G6, rules::F8})
        desk_click(*desk, screen, s);
    CHECK(screen.form.score == "1. Ng3 Ng6 2. Nf1 Nf8 3. Ng3 Ng6 4. Nf1 Nf8");
    auto question = form_question(screen.files, screen.form, screen.entry, screen.editor, 1, i18n::Lang::en,
                                  screen.chess960);
    INFO((question ? std::string() : question.error().text()));
    REQUIRE(question);
    // Without the round's start the same score does not read.
    CHECK_FALSE(form_question(screen.files, screen.form, screen.entry, screen.editor, 1, i18n::Lang::en));
    key(Key::Down);
    DeskRouted routed = key(Key::Enter);
    REQUIRE(routed.command);
    REQUIRE(take_desk_command(*desk, screen, *routed.command, i18n::Lang::en, 9));
    REQUIRE(board_page_side(screen) == DeskSide::ruling);
    REQUIRE_FALSE(desk->round().rulings.empty());
    CHECK(desk->round().rulings.back().article == "9.2.2");

    // The score typed again reads onto the round's start, 960 castling too.
    key(Key::Up);
    screen.form.score.clear();
    for (const char c : std::string("Ng3 Ng6 O-O"))
        route_desk_input(*desk, screen, InputEvent::typed(static_cast<char32_t>(c)), desk_layout,
                         i18n::Lang::en);
    CHECK(screen.entry.game().ply_count() == 3);
    CHECK(screen.entry.position().piece_on(rules::F1) == Piece::WhiteRook);
    CHECK(screen.entry.position().piece_on(rules::G1) == Piece::WhiteKing);
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("chess960 editor: a start position by its number, shown, its castling rights in X-FEN",
          "[app][editor][chess960]") {
    PositionEditor editor;
    CHECK_FALSE(editor.is_chess960());
    CHECK(editor.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    REQUIRE(editor.set_chess960_start(96));
    CHECK(editor.is_chess960());
    CHECK(editor.chess960_start() == 96);
    CHECK(editor.fen() == "bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w KQkq - 0 1");
    CHECK(editor.castling_rook(rules::kWhiteQueenside) == rules::E1);
    auto position = editor.position();
    INFO((position ? std::string() : position.error().text()));
    REQUIRE(position);
    CHECK(position->is_chess960());
    CHECK_FALSE(editor.set_chess960_start(960));
    CHECK(editor.chess960_start() == 96);

    EditorView view = editor_view(editor, i18n::Lang::en);
    CHECK(view.variant == "Chess960 · position 96");
    CHECK(view.buttons[1].label == "White O-O · h1");
    CHECK(view.buttons[2].label == "White O-O-O · e1");
    CHECK(view.legal);
    CHECK(editor_view(editor, i18n::Lang::fr).variant == "Échecs 960 · position 96");

    // A piece moved: no longer the start, still Chess960; the start button brings it back.
    editor.remove(rules::F1);
    CHECK_FALSE(editor.chess960_start());
    CHECK(editor_view(editor, i18n::Lang::en).variant == "Chess960");
    editor.start_position();
    CHECK(editor.chess960_start() == 96);

    // A right set by the button castles with the outermost rook of its wing; a right naming an inner
    // rook is written with its file letter.
    editor.clear();
    editor.put(rules::C1, Piece::WhiteKing);
    editor.put(rules::D1, Piece::WhiteRook);
    editor.put(rules::H1, Piece::WhiteRook);
    editor.put(rules::E8, Piece::BlackKing);
    editor.toggle_castling(rules::kWhiteKingside);
    CHECK(editor.castling_rook(rules::kWhiteKingside) == rules::H1);
    CHECK(editor.fen() == "4k3/8/8/8/8/8/8/2KR3R w K - 0 1");
    REQUIRE(editor.position());
    auto inner = rules::Position::from_fen("4k3/8/8/8/8/8/8/2KR3R w D - 0 1", rules::FenMaterial::Reachable,
                                           rules::FenRules::Chess960);
    REQUIRE(inner);
    const PositionEditor loaded = PositionEditor::from(*inner);
    CHECK(loaded.is_chess960());
    CHECK(loaded.fen() == "4k3/8/8/8/8/8/8/2KR3R w D - 0 1");
    CHECK(editor_view(loaded, i18n::Lang::en).buttons[1].label == "White O-O · d1");
    // A right with no rook on that wing: the core's reason.
    editor.remove(rules::H1);
    editor.remove(rules::D1);
    CHECK_FALSE(editor.position());
}

TEST_CASE("chess960 desk editor: a Chess960 round's editor starts on its start, a number typed sets another",
          "[app][desk][editor][chess960]") {
    const auto path = test::round_journal(
        "chess960-editor", {"Open 960", 2, "2023", 0, "", "180+2"},
        {io::chess960_round(96).value(), io::BoardPaired{1, "Aronsen, Anders", "Berthier, Claire", 0, 0}});
    auto desk = open_desk(path);
    REQUIRE(desk);
    DeskScreen screen;
    const auto key = [&](Key k) {
        return route_desk_input(*desk, screen, InputEvent::key_down(k), desk_layout, i18n::Lang::en);
    };
    const auto type = [&](const std::string& text) {
        for (const char c : text)
            route_desk_input(*desk, screen, InputEvent::typed(static_cast<char32_t>(c)), desk_layout,
                             i18n::Lang::en);
    };
    key(Key::Enter);
    key(Key::Right);
    key(Key::Right); // a flag fall
    screen.form.white_time = "0:00";
    screen.form.black_time = "0:40";
    screen.form.focus = 5; // the position from: the score, or the editor
    key(Key::Right);
    REQUIRE(screen.form.editor);
    CHECK(form_fields("flag", true, true).size() == 8);
    CHECK(form_fields("flag", true).size() == 7); // a standard round's editor form is unchanged
    CHECK(board_page_side(screen) == DeskSide::editor);
    CHECK(screen.form.start == "96");
    CHECK(screen.editor.chess960_start() == 96);
    DeskView view = make_desk_view(*desk, screen, i18n::Lang::en);
    REQUIRE(view.board->editor);
    CHECK(view.board->editor->variant == "Chess960 · position 96");
    CHECK(view.board->form[6].label == "Chess960 start (0-959)");
    CHECK(view.board->form[6].value == "96");

    // The start field: another number sets that start up; a number out of range changes nothing.
    key(Key::Down);
    CHECK(board_page_side(screen) == DeskSide::editor);
    key(Key::Backspace);
    key(Key::Backspace);
    type("959");
    CHECK(screen.editor.chess960_start() == 959);
    CHECK(screen.editor.fen() == "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1");
    type("9");
    CHECK(screen.form.start == "9599");
    CHECK(screen.editor.chess960_start() == 959);
    key(Key::Backspace);

    // The flag ruling on the start set up: read as Chess960 (its KQkq names rooks off the corners).
    const DeskRouted routed = key(Key::Enter);
    INFO(screen.message);
    REQUIRE(routed.command);
    CHECK(std::get<GiveRuling>(*routed.command).question.fen ==
          "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1");
    REQUIRE(take_desk_command(*desk, screen, *routed.command, i18n::Lang::en, 9));
    CHECK(desk->round().rulings.back().verdict == "0-1"); // White's flag; Black can mate
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("chess960 clock: the setup screen's last row takes a start's number, Backspace standard chess",
          "[app][input][chess960]") {
    const Layout layout = make_layout(1280, 720);
    for (const bool pin_in_config : {false, true}) {
        AppConfig config;
        if (pin_in_config)
            config.pin_hash = io::hash_pin("2468").value();
        Window s = test::make_session(test::rapid(), Side::left, i18n::Lang::en, config);
        const auto send = [&](const InputEvent& e) {
            take_routed(s, s.ui, route_input(s, s.ui, e, layout, 0), 0,
                        [](const Command&, const Applied&) {});
        };
        const auto row = [&]() {
            const ScreenView view = make_view(s, s.ui, 0);
            REQUIRE(!view.pregame.fields.empty());
            return view.pregame.fields.back();
        };
        // The last row, below the PIN's (one row with a PIN in the config, two without).
        const int tabs = pin_in_config ? 8 : 9;
        for (int i = 0; i < tabs; ++i)
            send(InputEvent::key_down(Key::Tab));
        CHECK(s.ui.setup.focus == setup_chess960_row(s.ui));
        CHECK(row().label == "Chess960 start (0-959)");
        CHECK(row().value == "none: standard chess");
        CHECK(row().focused);
        // Letters are not typed; a number past 959 is refused with the reason, nothing set.
        for (char32_t c : std::u32string(U"x96a0"))
            send(InputEvent::typed(c));
        CHECK(row().value == "960");
        send(InputEvent::key_down(Key::Enter));
        CHECK(make_view(s, s.ui, 0).pregame.error == "A Chess960 start is a number from 0 to 959");
        CHECK_FALSE(s.chess960());
        // 518: set, said on the screen, and the game starts from it.
        send(InputEvent::key_down(Key::Backspace));
        send(InputEvent::key_down(Key::Backspace));
        send(InputEvent::typed(U'1'));
        send(InputEvent::typed(U'8'));
        CHECK(row().value == "918");
        for (int i = 0; i < 3; ++i)
            send(InputEvent::key_down(Key::Backspace));
        for (char32_t c : std::u32string(U"518"))
            send(InputEvent::typed(c));
        send(InputEvent::key_down(Key::Enter));
        REQUIRE(s.chess960() == 518);
        CHECK(make_view(s, s.ui, 0).pregame.error.empty());
        CHECK(make_view(s, s.ui, 0).pregame.variant == "Chess960 · position 518");
        CHECK(row().value == "518");
        // Back in the row, Backspace with nothing typed: standard chess again; then 0, the last start.
        for (int i = 0; i < tabs; ++i)
            send(InputEvent::key_down(Key::Tab));
        REQUIRE(s.ui.setup.focus == setup_chess960_row(s.ui));
        CHECK(row().value == "518   (Backspace: standard chess)");
        send(InputEvent::key_down(Key::Backspace));
        CHECK_FALSE(s.chess960());
        CHECK(make_view(s, s.ui, 0).pregame.variant.empty());
        send(InputEvent::typed(U'0'));
        send(InputEvent::key_down(Key::Enter));
        REQUIRE(s.chess960() == 0);
        REQUIRE(s.apply(StartGame{}, 0).accepted);
        CHECK(s.start_position().is_chess960());
        CHECK(make_view(s, s.ui, 1'000).title.find("Chess960 · 0") != std::string::npos);
    }
    // In French, through the catalogue.
    Window fr = test::make_session(test::rapid(), Side::left, i18n::Lang::fr);
    fr.ui.setup.focus = setup_chess960_row(fr.ui);
    const ScreenView view = make_view(fr, fr.ui, 0);
    CHECK(view.pregame.fields.back().label == "Départ Échecs 960 (0-959)");
    CHECK(view.pregame.fields.back().value == "aucune : échecs classiques");
}
