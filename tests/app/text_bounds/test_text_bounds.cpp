// Every line of text on the screens a user meets, drawn at 1280x720 with the real fonts and measured
// by SFML's own text bounds: the clock (its setup screen, the running game, a flag, the arbiter panel
// and its forms, the claim panel with its board, the claim's verdicts and repeated positions, a
// result ruled) and the desk (the round's list with the clocks' proposals, the board page with a
// proposal, a ruling, the chessboard, the position editor, the repeated positions, the board added),
// in English and French. Each line must stay inside the window, in letters no smaller than
// kSmallest, and off every other line: a line too long for its place wraps or is shortened, never
// runs off the window or into its neighbour, nor shrinks to nothing. Runs under Xvfb (SFML measures glyphs it
// has rendered, which needs an OpenGL context): tests/app/tests.cmake. PENDULE_TEXT_SHOTS=DIR writes each
// screen as a PNG there.
#include "../../has_line.hpp"
#include "app/clock/draw/renderer.hpp"
#include "app/clock/input/input.hpp"
#include "app/clock/view/make_view.hpp"
#include "app/common/draw/draw_text.hpp"
#include "app/common/draw/fonts.hpp"
#include "app/common/platform/files.hpp"
#include "app/desk/draw/desk_draw.hpp"
#include "app/desk/input/desk_commands.hpp"
#include "app/desk/input/desk_input.hpp"
#include "app/desk/model/desk.hpp"
#include "app/desk/platform/round_file.hpp"
#include "app/desk/view/desk_view.hpp"
#include "io/round/round_journal.hpp"

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/Text.hpp>
#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>
#include <sstream>

using namespace pendule;
using namespace pendule::app;

namespace {

constexpr int kWidth = 1280;
constexpr int kHeight = 720;
// The smallest letters a line may be drawn in at this size of window (the desk's explanations stop
// getting smaller there).
constexpr unsigned kSmallest = 11;

// The fonts and one render texture of the window's size, for the whole run.
struct Canvas {
    Fonts fonts;
    sf::RenderTexture texture;
    Canvas() {
        if (auto missing = load_fonts(fonts))
            FAIL("the fonts: " << *missing);
        if (!texture.create(kWidth, kHeight))
            FAIL("no render texture of 1280x720 (is there an X display? the test runs under Xvfb)");
    }
};

Canvas& canvas() {
    static Canvas c;
    return c;
}

std::string shot_name(const std::string& screen, const i18n::Lang& lang) {
    std::string name = screen + "-" + lang.code();
    for (char& c : name)
        if (c == ' ' || c == '/' || c == ',')
            c = '-';
    return name;
}

// Measures what a drawing call drew: each line inside the window, none too small. Returns the lines.
template <class Draw>
std::vector<DrawnText> measured(const std::string& screen, const i18n::Lang& lang, Draw draw) {
    Canvas& c = canvas();
    std::vector<DrawnText> lines;
    set_text_probe(&lines);
    draw(c.texture, c.fonts);
    set_text_probe(nullptr);
    c.texture.display();
    if (const char* dir = std::getenv("PENDULE_TEXT_SHOTS"))
        c.texture.getTexture().copyToImage().saveToFile(std::string(dir) + "/" + shot_name(screen, lang) +
                                                        ".png");
    CHECK_FALSE(lines.empty());
    for (const DrawnText& line : lines) {
        std::ostringstream where;
        where << screen << " (" << lang.code() << "): \"" << line.text << "\" at " << line.size << " px, x "
              << line.left << ".." << line.right << ", y " << line.top << ".." << line.bottom;
        INFO(where.str());
        CHECK(line.left >= 0);
        CHECK(line.right <= kWidth);
        CHECK(line.top >= 0);
        CHECK(line.bottom <= kHeight);
        CHECK(line.size >= kSmallest);
    }
    // No two lines drawn over each other: a line too long for its place runs into its neighbour
    // before it reaches the window's edge.
    for (std::size_t i = 0; i < lines.size(); ++i)
        for (std::size_t j = i + 1; j < lines.size(); ++j) {
            const DrawnText& a = lines[i];
            const DrawnText& b = lines[j];
            const bool overlap =
                a.left + 1 < b.right && b.left + 1 < a.right && a.top + 1 < b.bottom && b.top + 1 < a.bottom;
            INFO(screen << " (" << lang.code() << "): \"" << a.text << "\" (x " << a.left << ".." << a.right
                        << ", y " << a.top << ".." << a.bottom << ") and \"" << b.text << "\" (x " << b.left
                        << ".." << b.right << ", y " << b.top << ".." << b.bottom << ")");
            CHECK_FALSE(overlap);
        }
    return lines;
}

// Whether one of the lines drawn holds `text`.
bool drawn(const std::vector<DrawnText>& lines, std::string_view text) {
    return has_line(lines, text, &DrawnText::text);
}

const i18n::Lang languages[] = {i18n::Lang::en, i18n::Lang::fr};

// ---- the clock -----------------------------------------------------------------------------------------

struct Clock : Session {
    explicit Clock(Session session) : Session(std::move(session)), ui(config()) {}
    UiState ui;
    ScreenView view(TimePoint now) const { return make_view(*this, ui, now); }
    void send(const InputEvent& e, TimePoint now) {
        const Layout layout = layout_for(view(now), kWidth, kHeight);
        take_routed(*this, ui, route_input(*this, ui, e, layout, now), now);
    }
    void key(Key k, TimePoint now) { send(InputEvent::key_down(k), now); }
    void text(const std::string& typed, TimePoint now) {
        for (const char c : typed)
            send(InputEvent::typed(static_cast<char32_t>(static_cast<unsigned char>(c))), now);
    }
};

clock::TimeControl classical() { // 90 min + 30 s
    return clock::TimeControl::same_for_both({clock::Period::fischer(5'400'000, 30'000)});
}

Clock clock_session(const i18n::Lang& lang, clock::TimeControl control = classical()) {
    io::Preset preset{
        "fide-classical", "FIDE classical: 90 min + 30 s per move", "", std::move(control), "test", {}};
    Session s({preset}, 0, AppConfig{}, lang);
    GameSettings settings;
    settings.white_name = "Berthier-Lefèvre, Claire-Marie";
    settings.black_name = "Aronsen, Anders Kristoffer";
    settings.board = "112";
    s.configure({settings});
    return Clock(std::move(s));
}

std::vector<DrawnText> clock_screen(const std::string& screen, const i18n::Lang& lang, const Clock& c,
                                    TimePoint now) {
    const ScreenView v = c.view(now);
    return measured(screen, lang, [&](sf::RenderTarget& target, const Fonts& fonts) {
        draw_screen(target, v, layout_for(v, kWidth, kHeight), fonts);
    });
}

// The game started, a move each, the arbiter panel open.
Clock with_panel(const i18n::Lang& lang) {
    Clock c = clock_session(lang);
    REQUIRE(c.apply(StartGame{}, 0).accepted);
    REQUIRE(c.apply(PlayerPress{Side::left}, 4'000).accepted);
    REQUIRE(c.apply(PlayerPress{Side::right}, 9'000).accepted);
    c.ui.lock.chord(10'000);
    return c;
}

// The claim form's game score in the window's letters.
std::string score(const i18n::Lang& lang, const std::string& english) {
    if (lang.code() != "fr")
        return english;
    std::string out = english;
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (i != 0 && out[i - 1] != ' ' && out[i - 1] != '.')
            continue;
        switch (out[i]) {
        case 'N':
            out[i] = 'C';
            break;
        case 'B':
            out[i] = 'F';
            break;
        case 'R':
            out[i] = 'T';
            break;
        case 'Q':
            out[i] = 'D';
            break;
        case 'K':
            out[i] = 'R';
            break;
        default:
            break;
        }
    }
    return out;
}

// ---- the desk ------------------------------------------------------------------------------------------

std::filesystem::path round_dir() {
    std::random_device random;
    const auto dir =
        std::filesystem::temp_directory_path() / ("pendule-text-bounds-" + std::to_string(random()));
    std::filesystem::create_directories(dir);
    return dir;
}

// Round 5 of an open: six boards with long names, two byes, a result a clock proposed and one
// confirmed, a forfeit typed with a long reason.
std::filesystem::path open_round(const std::filesystem::path& dir) {
    const auto path = dir / "r5.round";
    auto writer = io::RoundJournalWriter::create(
        path, {"Open international de Pendule 2026", 5, "2023", 0, "", "40/5400+30:1800+30"});
    REQUIRE(writer);
    for (const io::RoundRecord& r : std::vector<io::RoundRecord>{
             io::BoardPaired{1, "Aronsen, Anders Kristoffer", "Berthier-Lefèvre, Claire-Marie", 1, 2},
             io::BoardPaired{2, "Castro Domínguez, Diego", "Dubois-Delacroix, Ève", 3, 4},
             io::BoardPaired{3, "Evans, Frank", "Fischer, Gerd", 5, 6},
             io::BoardPaired{4, "García Hernández, Hugo", "Ibsen, Ingrid", 7, 8},
             io::BoardPaired{5, "Jansen, Jan", "Kowalczyk, Katarzyna", 9, 10},
             io::BoardPaired{6, "Lindqvist, Lars", "Martínez, María", 11, 12},
             io::PlayerUnpaired{13, "Nakamura, Naoko", 'H'}, io::PlayerUnpaired{14, "Olsen, Ole", 'Z'},
             io::ResultSet{3, 1, "1-0", "from the clock: Black resigned", "black-resigns"},
             io::ResultSet{6, 2, "+-",
                           "Black absent at the start: forfeit, the arbiter waited the whole default time "
                           "(6.7.1) and the player did not come",
                           ""}})
        REQUIRE_FALSE(writer->append(r));
    return path;
}

std::string state_json(int board, const std::string& tail) {
    return "{\"event\": \"open\", \"board\": " + std::to_string(board) +
           ", \"seq\": 41, \"t\": 612000, \"wall_ms\": 1795638992132, \"white_ms\": 4351000, \"black_ms\": "
           "3482000, \"white_moves\": 23, \"black_moves\": 22, " +
           tail + "}";
}

// What the hall's clocks say: board 1's flag fell (a clock that gives its reason's code), board 2
// drew on a flag by the core's ruling (a clock that gives none: its English only), board 4 runs,
// board 5 is offline after its flag fell.
void hear_clocks(DeskScreen& screen) {
    receive_live(screen.live, 1, "state",
                 state_json(1,
                            "\"running\": null, \"first_flag\": \"white\", \"paused\": false, \"result\": "
                            "\"0-1\", \"reason\": \"White's flag fell (Laws 2023, 6.9): Black can checkmate "
                            "by a series of legal moves; Black wins.\", \"reason_code\": \"white-flag\""));
    receive_live(screen.live, 2, "state",
                 state_json(2, "\"running\": null, \"first_flag\": \"white\", \"paused\": false, \"result\": "
                               "\"1/2-1/2\", \"reason\": \"White's flag fell (Laws 2023, 6.9): Black cannot "
                               "checkmate by any series of legal moves (a lone king); the game is drawn.\""));
    receive_live(
        screen.live, 4, "state",
        state_json(4, "\"running\": \"white\", \"first_flag\": null, \"paused\": false, \"result\": null"));
    receive_live(
        screen.live, 5, "state",
        state_json(5, "\"running\": null, \"first_flag\": \"black\", \"paused\": false, \"result\": null"));
    receive_live(screen.live, 5, "status", "offline");
}

struct DeskScene {
    std::filesystem::path dir = round_dir();
    Desk desk;
    DeskScreen screen;
    i18n::Lang lang;
    explicit DeskScene(const i18n::Lang& l) : desk(opened(dir)), lang(l) { hear_clocks(screen); }
    ~DeskScene() { std::filesystem::remove_all(dir); }
    static Desk opened(const std::filesystem::path& dir) {
        auto desk = open_desk(open_round(dir));
        REQUIRE(desk);
        return std::move(desk.value());
    }
    DeskView view() const { return make_desk_view(desk, screen, lang); }
    DeskLayout layout() const { return make_desk_layout(kWidth, kHeight, desk.round().boards.size()); }
    // An event routed and its command taken, as the desk's loop does.
    void send(const InputEvent& e, std::int64_t wall_ms = 1'000) {
        const DeskRouted routed = route_desk_input(desk, screen, e, layout(), lang);
        if (routed.command)
            take_desk_command(desk, screen, *routed.command, lang, wall_ms);
    }
    void key(Key k) { send(InputEvent::key_down(k)); }
    void text(const std::string& typed) {
        for (const char c : typed)
            send(InputEvent::typed(static_cast<char32_t>(static_cast<unsigned char>(c))));
    }
    // Board `board`'s page opened from the list.
    void open(int board) {
        screen.page = DeskPage::list;
        screen.selected = board - 1;
        key(Key::Enter);
        REQUIRE(screen.page == DeskPage::board);
    }
    // The question chosen with the arrows (0 illegal, 1 claim, 2 flag, ...), the two times typed.
    void question(int which, const std::string& white, const std::string& black) {
        screen.form.focus = 0;
        for (int i = 0; i < which; ++i)
            key(Key::Right);
        screen.form.white_time = white;
        screen.form.black_time = black;
    }
    std::vector<DrawnText> drawn_as(const std::string& name) {
        const DeskView v = view();
        const DeskLayout l = make_desk_layout(kWidth, kHeight, v.rows.size());
        return measured(name, lang, [&](sf::RenderTarget& target, const Fonts& fonts) {
            draw_desk(target, v, l, fonts);
        });
    }
};

} // namespace

TEST_CASE("every line of the clock's setup screen is inside the window", "[gui][text]") {
    for (const i18n::Lang& lang : languages) {
        Clock c = clock_session(lang);
        clock_screen("clock setup", lang, c, 0);
        // The desk's set-up offered: the players with titles and ratings.
        io::BoardSetup offered;
        offered.event = "open";
        offered.round = "5";
        offered.board = 112;
        offered.white = {"Berthier-Lefèvre, Claire-Marie", "WGM", 2431, "FRA", "22212345"};
        offered.black = {"Aronsen, Anders Kristoffer", "GM", 2610, "NOR", "1504567"};
        offered.control = "40/5400+30:1800+30";
        offered.edition = "2023";
        c.ui.desk.offered = offered;
        clock_screen("clock setup, the desk's set-up offered", lang, c, 0);
    }
}

TEST_CASE("every line of the running clock, a flag and a resumed game's notice is inside the window",
          "[gui][text]") {
    for (const i18n::Lang& lang : languages) {
        Clock c = clock_session(lang);
        REQUIRE(c.apply(StartGame{}, 0).accepted);
        REQUIRE(c.apply(PlayerPress{Side::left}, 4'000).accepted);
        clock_screen("clock running", lang, c, 6'000);
        Clock flag =
            clock_session(lang, clock::TimeControl::same_for_both({clock::Period::sudden_death(60'000)}));
        REQUIRE(flag.apply(StartGame{}, 0).accepted);
        REQUIRE(flag.apply(PlayerPress{Side::left}, 1'000).accepted);
        clock_screen("clock flag fell", lang, flag, 70'000);
        REQUIRE(c.apply(PauseClock{}, 7'000).accepted);
        c.ui.gap_notice = GapNotice{192'000, false};
        clock_screen("clock resumed, the gap notice", lang, c, 8'000);
    }
}

TEST_CASE("every line of the arbiter panel and its forms is inside the window", "[gui][text]") {
    for (const i18n::Lang& lang : languages) {
        Clock c = with_panel(lang);
        clock_screen("panel menu", lang, c, 10'000);
        c.key(Key::T, 10'000);
        REQUIRE(c.ui.panel.screen == PanelScreen::adjust_time);
        clock_screen("panel adjust time", lang, c, 10'000);
        c.key(Key::Escape, 10'000);
        c.key(Key::R, 10'000);
        REQUIRE(c.ui.panel.screen == PanelScreen::result);
        // Each result offered, the longest ones included (a flag's, a second illegal move's).
        for (int i = 0; i < static_cast<int>(std::size(all_result_kinds)); ++i) {
            clock_screen("panel result " + std::to_string(i), lang, c, 10'000);
            c.key(Key::Right, 10'000);
        }
        c.key(Key::Escape, 10'000);
        // An illegal move ruled: the core's words in the panel's message.
        c.key(Key::I, 10'000);
        c.key(Key::Enter, 11'000);
        clock_screen("panel illegal move ruled", lang, c, 11'000);
    }
}

TEST_CASE("every line of the claim panel, its board and its verdicts is inside the window", "[gui][text]") {
    for (const i18n::Lang& lang : languages) {
        {
            Clock c = with_panel(lang);
            c.key(Key::C, 10'000);
            REQUIRE(c.ui.panel.screen == PanelScreen::claim);
            clock_screen("claim form, empty", lang, c, 10'000);
            c.text(score(lang, "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d3 d6 6. c3 O-O 7. Re1 a6"),
                   10'000);
            const auto lines = clock_screen("claim form, a score typed", lang, c, 10'000);
            // The letters start in the window's language.
            CHECK(drawn(lines, lang.code() == "fr" ? "R D T F C" : "K Q R B N"));
        }
        {
            // A correct 9.2.2 claim: the repeated position as boards beside the verdict.
            Clock c = with_panel(lang);
            c.key(Key::C, 10'000);
            c.text(score(lang, "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ng5 Nh6 5. Nf3 Ng8 6. Ng5 Nh6 7. Nf3 Ng8"),
                   10'000);
            c.key(Key::Enter, 11'000);
            REQUIRE(c.ui.panel.screen == PanelScreen::claim_verdict);
            clock_screen("claim verdict, correct, the repetition", lang, c, 11'000);
        }
        {
            // An incorrect claim: the near position framed in red, with why.
            Clock c = with_panel(lang);
            c.key(Key::C, 10'000);
            c.text(score(lang, "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ke2 Ke7 5. Ke1 Ke8 6. Ke2 Ke7 7. Ke1 Ke8"),
                   10'000);
            c.key(Key::Enter, 11'000);
            REQUIRE(c.ui.panel.screen == PanelScreen::claim_verdict);
            clock_screen("claim verdict, incorrect, the near position", lang, c, 11'000);
            c.key(Key::Enter, 12'000); // applied: the penalty
            clock_screen("claim applied, the penalty", lang, c, 12'000);
        }
        {
            // A 9.2.1 claim with a written move that does not repeat: incorrect, 9.5.
            Clock c = with_panel(lang);
            c.key(Key::C, 10'000);
            c.text(score(lang, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6"), 10'000);
            c.key(Key::Tab, 10'000);
            c.key(Key::Tab, 10'000);
            c.text(score(lang, "Ng1"), 10'000);
            c.key(Key::Enter, 11'000);
            clock_screen("claim verdict, a written move", lang, c, 11'000);
        }
    }
}

TEST_CASE("every line of a result ruled on the known position is inside the window", "[gui][text]") {
    for (const i18n::Lang& lang : languages) {
        Clock c = with_panel(lang);
        // White has king and rook, Black the bare king; White's flag falls: drawn (6.9).
        const std::string game = "[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/4K2R w K - 0 1\"]\n\n1. Rh2 Ke4";
        REQUIRE(c.apply(JudgeClaim{game, false, ""}, 10'000).accepted);
        REQUIRE(c.apply(SetMoves{Colour::White, 1}, 10'000).accepted);
        REQUIRE(c.apply(SetMoves{Colour::Black, 1}, 10'000).accepted);
        const Applied flag = c.apply(DeclareResult{ResultKind::white_flag}, 11'000);
        REQUIRE(flag.accepted);
        show_outcome(c.ui.panel, flag);
        clock_screen("result ruled, 6.9 on the known position", lang, c, 11'000);
        c.ui.lock.lock();
        clock_screen("result ruled, the panel closed", lang, c, 12'000);
    }
}

TEST_CASE("every line of the desk's round list with the clocks' proposals is inside the window",
          "[gui][text]") {
    for (const i18n::Lang& lang : languages) {
        DeskScene scene(lang);
        const auto lines = scene.drawn_as("desk list, proposals");
        // Board 1's reason in the desk's language, from its clock's code (board 2's clock gave none: its
        // English words are shown, in any language).
        CHECK(drawn(lines, lang.code() == "fr" ? "drapeau des Blancs tombé" : "White's flag fell"));
        if (lang.code() == "en")
            CHECK_FALSE(drawn(lines, "drapeau"));
        scene.text("c"); // board 1's proposal confirmed
        scene.drawn_as("desk list, a proposal confirmed");
    }
}

TEST_CASE("every line of the desk's board page is inside the window: a proposal, rulings, the board, the "
          "editor, the repeated positions",
          "[gui][text]") {
    for (const i18n::Lang& lang : languages) {
        DeskScene scene(lang);
        scene.open(1);
        scene.drawn_as("desk board page, a proposal with its code");
        scene.open(2);
        scene.drawn_as("desk board page, a proposal in the clock's English");

        // An illegal move: the clock to set, big; recorded, then listed on the page.
        scene.open(4);
        scene.question(0, "1:12:31", "0:58:02");
        scene.screen.form.counter = "23";
        scene.key(Key::Enter);
        REQUIRE(scene.screen.shown);
        scene.drawn_as("desk board page, an illegal move ruled");
        scene.key(Key::Enter); // a second one: the game is lost, or drawn
        scene.drawn_as("desk board page, a second illegal move ruled");

        // A claim: the score on the chessboard, then its verdict and the repeated positions.
        scene.open(5);
        scene.question(1, "10:00", "9:00");
        scene.screen.form.focus = 4; // the score
        scene.text(score(lang, "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ng5 Nh6 5. Nf3 Ng8 6. Ng5 Nh6 7. Nf3 Ng8"));
        scene.drawn_as("desk board page, the claim's score on the board");
        scene.key(Key::Enter);
        REQUIRE(scene.screen.shown);
        scene.drawn_as("desk board page, a claim ruled");
        scene.key(Key::F2);
        REQUIRE(scene.screen.repetition_open);
        scene.drawn_as("desk repetition page");
        scene.key(Key::F2);

        // An incorrect claim with a written move: the near positions framed, with why.
        scene.open(5);
        scene.question(1, "10:00", "9:00");
        scene.screen.form.focus = 4;
        scene.text(score(lang, "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ke2 Ke7 5. Ke1 Ke8 6. Ke2 Ke7 7. Ke1 Ke8"));
        scene.key(Key::Enter);
        scene.drawn_as("desk board page, an incorrect claim ruled");
        scene.key(Key::F2);
        scene.drawn_as("desk repetition page, an incorrect claim");
        scene.key(Key::F2);

        // A flag without a score: the position editor, then its ruling.
        scene.open(4);
        scene.question(2, "0:00", "3:12");
        scene.screen.form.focus = 5; // the position from: the score, or the editor
        scene.key(Key::Right);
        REQUIRE(scene.screen.form.editor);
        scene.drawn_as("desk board page, the position editor");
        scene.screen.editor.clear();
        scene.screen.editor.put(rules::E1, rules::Piece::WhiteKing);
        scene.screen.editor.put(rules::F3, rules::Piece::BlackKing);
        scene.screen.editor.put(rules::A1, rules::Piece::WhiteQueen);
        scene.key(Key::Enter);
        scene.drawn_as("desk board page, a flag ruled on the editor's position");

        // Back on the list, with the rulings counted; a board added.
        scene.key(Key::Escape);
        scene.drawn_as("desk list, after the rulings");
        scene.text("a");
        scene.text("Quintero Villanueva, Pedro Antonio");
        scene.key(Key::Tab);
        scene.text("Rasmussen-Østergaard, Sofie");
        scene.drawn_as("desk add a board");
    }
}

TEST_CASE("fit_text: wrapped, then smaller, then shortened after a whole word, never past its width",
          "[gui][text]") {
    const sf::Font& font = canvas().fonts.sans;
    const std::string text = "les Noirs ont abandonné ; les Blancs ne peuvent pas mater : c le confirme";
    sf::Text probe(sf::String::fromUtf8(text.begin(), text.end()), font, 20);
    const float whole = probe.getLocalBounds().width;
    // Room enough: one line, as it is.
    FittedText fitted = fit_text(font, text, 20, whole + 1, 2, 14);
    CHECK(fitted.lines == std::vector<std::string>{text});
    CHECK(fitted.size == 20);
    // Two lines of a little more than half: wrapped at a space, the size kept.
    fitted = fit_text(font, text, 20, whole * 0.6f, 2, 14);
    REQUIRE(fitted.lines.size() == 2);
    CHECK(fitted.size == 20);
    CHECK(fitted.lines[0] + " " + fitted.lines[1] == text);
    // Less room: smaller letters, not below the smallest; then the end given up after a whole word.
    fitted = fit_text(font, text, 20, whole * 0.2f, 2, 14);
    CHECK(fitted.size == 14);
    REQUIRE(fitted.lines.size() == 2);
    CHECK(fitted.lines[1].size() > 3);
    CHECK(fitted.lines[1].substr(fitted.lines[1].size() - 3) == "…");
    const std::string kept = fitted.lines[1].substr(0, fitted.lines[1].size() - 3);
    CHECK(text.find(fitted.lines[0] + " " + kept + " ") != std::string::npos); // whole words only
    for (const std::string& line : fitted.lines) {
        probe.setCharacterSize(fitted.size);
        probe.setString(sf::String::fromUtf8(line.begin(), line.end()));
        CHECK(probe.getLocalBounds().width <= whole * 0.2f);
    }
    // One word wider than the place: cut after its last letter that fits, with "…".
    fitted = fit_text(font, "Rasmussen-Østergaard", 20, 60, 1, 20);
    REQUIRE(fitted.lines.size() == 1);
    CHECK(fitted.lines[0].substr(fitted.lines[0].size() - 3) == "…");
    CHECK(
        std::string("Rasmussen-Østergaard").rfind(fitted.lines[0].substr(0, fitted.lines[0].size() - 3), 0) ==
        0);
}

// ---- the running clock drawn in parts ------------------------------------------------------------------

// The window keeps its back buffer where the driver allows it (kept_back_buffer.hpp) and then draws
// only changed_parts of each new screen. Here a texture plays that back buffer: a game's screens are
// drawn into it so, one after the other, and each one it shows must be, pixel for pixel, the same
// screen drawn whole: the seconds, the tenths, the delay counting down, the presses, low time, the
// flag, a pause.
TEST_CASE("a running clock drawn in its changed parts equals it drawn whole, screen after screen",
          "[gui][parts]") {
    Canvas& canvas_ = canvas(); // its texture is the back buffer kept
    // The screens drawn in parts have fonts of their own, fresh: their textures grow for new letters
    // while the parts are drawn, and a letter damaged then would show in both pictures if they
    // shared them.
    Fonts fonts;
    REQUIRE_FALSE(load_fonts(fonts));
    sf::RenderTexture whole;
    REQUIRE(whole.create(kWidth, kHeight));
    sf::RenderTexture scratch;
    REQUIRE(scratch.create(1, 1));
    struct Game {
        const char* name;
        clock::TimeControl control;
    };
    const Game games[] = {
        {"180+2", clock::TimeControl::same_for_both({clock::Period::fischer(180'000, 2'000)})},
        {"30 s with a 5 s delay", clock::TimeControl::same_for_both({clock::Period::delay(30'000, 5'000)})},
    };
    for (const Game& game : games) {
        INFO(game.name);
        Clock c = clock_session(i18n::Lang::en, game.control);
        REQUIRE(c.apply(StartGame{}, 0).accepted);
        ScreenView shown = c.view(0);
        draw_screen(canvas_.texture, shown, layout_for(shown, kWidth, kHeight), fonts);
        int screens = 0, in_parts = 0, compared = 0;
        for (TimePoint now = 100; now <= 200'000; now += 100) {
            // White presses at 4.3 s and 9.9 s, Black at 7.2 s; a pause from 20 s to 21 s; Black's time
            // then runs out.
            if (now == 4'300 || now == 9'900)
                REQUIRE(c.apply(PlayerPress{Side::left}, now).accepted);
            if (now == 7'200)
                REQUIRE(c.apply(PlayerPress{Side::right}, now).accepted);
            if (now == 20'000)
                REQUIRE(c.apply(PauseClock{}, now).accepted);
            if (now == 21'000)
                REQUIRE(c.apply(ResumeClock{}, now).accepted);
            const ScreenView next = c.view(now);
            if (next == shown)
                continue;
            ++screens;
            const Layout layout = layout_for(next, kWidth, kHeight);
            const std::vector<ScreenPart> parts = changed_parts(shown, next, layout);
            if (parts.empty())
                draw_screen(canvas_.texture, next, layout, fonts);
            else
                draw_parts(canvas_.texture, next, layout, fonts, parts, scratch);
            in_parts += parts.empty() ? 0 : 1;
            shown = next;
            // Each screen drawn in parts of a clock's last seconds (tenths), and one in seven before.
            const bool tenths = next.left.time_text.find('.') != std::string::npos ||
                                next.right.time_text.find('.') != std::string::npos;
            if (parts.empty() || (!tenths && screens % 7 != 0))
                continue;
            ++compared;
            draw_screen(whole, next, layout, canvas_.fonts);
            canvas_.texture.display();
            whole.display();
            const sf::Image kept = canvas_.texture.getTexture().copyToImage();
            const sf::Image fresh = whole.getTexture().copyToImage();
            const sf::Uint8* a = kept.getPixelsPtr();
            const sf::Uint8* b = fresh.getPixelsPtr();
            int differ = 0, first_x = -1, first_y = -1;
            for (int i = 0; i < kWidth * kHeight; ++i)
                if (std::memcmp(a + 4 * i, b + 4 * i, 4) != 0 && differ++ == 0) {
                    first_x = i % kWidth;
                    first_y = i / kWidth;
                }
            INFO("at " << now << " ms, " << parts.size() << " parts, White " << next.left.time_text
                       << ", Black " << next.right.time_text << ": " << differ
                       << " pixels differ, the first at (" << first_x << ", " << first_y << ")");
            REQUIRE(differ == 0);
        }
        // The walk drew most screens in parts, and compared many of them.
        INFO(screens << " screens, " << in_parts << " in parts, " << compared << " compared");
        CHECK(in_parts * 10 > screens * 8);
        CHECK(compared > 60);
    }
}
