#include "../journal/journal_fixture.hpp"

#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "io/export/game_export.hpp"
#include "io/export/game_report.hpp"
#include "io/journal/journal_moves.hpp"
#include "io/journal/journal_replay.hpp"

#include <algorithm>

using namespace pendule;
using namespace journal_test;

namespace {

io::ReplayedGame sample_game(bool with_result) {
    JournalEvent decision = event(JournalKind::Decision, 6000);
    decision.article = "7.5.5";
    decision.edition = "2023";
    decision.white_ms = 60'000;
    decision.outcome = "continues";
    decision.reason = "Black's first illegal move: White +1 min <rapid>";
    std::vector<JournalEvent> events = {
        event(JournalKind::Start, 0, Side::White),    event(JournalKind::Press, 2000, Side::White),
        event(JournalKind::Press, 5500, Side::Black), decision,
        event(JournalKind::Press, 7000, Side::White), event(JournalKind::Press, 10'300, Side::Black)};
    if (with_result) {
        JournalEvent result = event(JournalKind::Result, 11'000);
        result.score = "1-0";
        result.article = "5.1.2";
        result.reason = "Black resigns";
        events.push_back(result);
    }
    auto read = io::parse_journal(journal_text(header_for("900+10"), events), "j");
    REQUIRE(read);
    return io::replay_journal(*read);
}

} // namespace

TEST_CASE("export: PGN clock text rounds down to tenths, hours always shown") {
    CHECK(io::pgn_clock_text(0) == "0:00:00");
    CHECK(io::pgn_clock_text(5'395'000) == "1:29:55");
    CHECK(io::pgn_clock_text(908'050) == "0:15:08.0");
    CHECK(io::pgn_clock_text(908'999) == "0:15:08.9");
    CHECK(io::pgn_clock_text(-5) == "0:00:00");
}

TEST_CASE("export: the move-times report, one row per press with exact milliseconds") {
    const auto game = sample_game(false);
    const std::string csv = io::press_times_csv(game);
    // 15:10 each at the start (increment from move 1); each press: time used, +10 s.
    CHECK(csv == "index,side,move,at_ms,used_ms,left_ms,opponent_ms\n"
                 "1,white,1,2000,2000,918000,910000\n"
                 "2,black,1,5500,3500,916500,918000\n"
                 "3,white,2,7000,1500,926500,916500\n"
                 "4,black,2,10300,3300,923200,926500\n");
    const std::string json = io::press_times_json(game);
    CHECK(json.find("\"time_control\": \"900+10\"") != std::string::npos);
    CHECK(json.find("{\"index\": 4, \"side\": \"black\", \"move\": 2, \"at_ms\": 10300, \"used_ms\": 3300, "
                    "\"left_ms\": 923200, \"opponent_ms\": 926500}") != std::string::npos);
    CHECK(json.find("Bruno Lefèvre") != std::string::npos);
}

TEST_CASE("export: PGN with the moves gets [%clk] and [%emt], decisions cite their articles") {
    const auto game = sample_game(true);
    auto moves = rules::read_pgn_game("[Event \"Club\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n");
    REQUIRE(moves);
    auto pgn = io::pgn_export(game, moves.value());
    REQUIRE(pgn);
    // The writer wraps lines at 79 columns, inside comments too: read it as one line.
    std::string text = *pgn;
    std::replace(text.begin(), text.end(), '\n', ' ');
    CHECK(text.find("[TimeControl \"900+10\"]") != std::string::npos);
    CHECK(text.find("[White \"Alice Martin\"]") != std::string::npos);
    CHECK(text.find("[Result \"1-0\"]") != std::string::npos);
    CHECK(text.find("e4 {[%clk 0:15:18] [%emt 0:00:02]}") != std::string::npos);
    CHECK(text.find("[%clk 0:15:16.5]") != std::string::npos); // the writer may wrap between the two
    CHECK(text.find("[%emt 0:00:03.5]") != std::string::npos);
    CHECK(text.find("Arbiter, Laws 2023 art. 7.5.5") != std::string::npos);
    // The decision (at 6 s) comes after Black's first move (5.5 s), before White's second (7 s).
    CHECK(text.find("7.5.5") > text.find("0:00:03.5"));
    CHECK(text.find("7.5.5") < text.find("Nf3"));
    CHECK(text.find("Result 1-0 (art. 5.1.2): Black resigns") != std::string::npos);

    auto too_many = rules::read_pgn_game("1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n");
    REQUIRE(too_many);
    CHECK_FALSE(io::pgn_export(game, too_many.value()));
    auto no_moves = io::pgn_export(game, std::nullopt);
    REQUIRE(no_moves);
    CHECK(no_moves->find("[TimeControl \"900+10\"]") != std::string::npos);
    CHECK(no_moves->find("7.5.5") != std::string::npos);
}

TEST_CASE("export: the replay summary JSON holds the clock's state object and the log") {
    const auto game = sample_game(true);
    const std::string json = io::replay_json(game);
    CHECK(json.rfind("{\"state\": {\"t\": 11000, \"white\": {\"ms\": 925800, \"moves\": 2", 0) == 0);
    CHECK(json.find("\"result\": {\"score\": \"1-0\"") != std::string::npos);
    CHECK(json.find("\"reason\": \"Black's first illegal move: White +1 min <rapid>\"") != std::string::npos);
    CHECK(json.find("\"presses\": 4") != std::string::npos);
    CHECK(json.find("\"error\": null") != std::string::npos);
}

TEST_CASE("export: the HTML report is one self-contained page with an SVG plot") {
    const auto game = sample_game(true);
    const std::string html = io::html_report(game);
    CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
    CHECK(html.find("<svg") != std::string::npos);
    CHECK(html.find("<polyline class=\"white\"") != std::string::npos);
    CHECK(html.find("<polyline class=\"black\"") != std::string::npos);
    CHECK(html.find("Bruno Lefèvre") != std::string::npos);
    CHECK(html.find("&lt;rapid&gt;") != std::string::npos); // escaped
    CHECK(html.find("<rapid>") == std::string::npos);
    CHECK(html.find("1-0") != std::string::npos);
    CHECK(html.find("<script") == std::string::npos);
    CHECK(html.find("src=") == std::string::npos);
    CHECK(html.find("href=") == std::string::npos);
    // The white line: start (15:10) at x=60, then after each white press.
    const std::string svg = io::time_plot_svg(game, 720, 300);
    CHECK(svg.find("points=\"60,") != std::string::npos);
}

TEST_CASE("export: PGN without moves states it and gives every press its times, in time order") {
    const auto game = sample_game(true);
    auto pgn = io::pgn_export(game, std::nullopt);
    REQUIRE(pgn);
    std::string text = *pgn;
    std::replace(text.begin(), text.end(), '\n', ' ');
    CHECK(text.find("[TimeControl \"900+10\"]") != std::string::npos);
    CHECK(text.find("[Result \"1-0\"]") != std::string::npos);
    CHECK(text.find("No moves known: the clock records presses, not moves.") != std::string::npos);
    CHECK(text.find("[%clk 0") == std::string::npos); // no clock command without a move to follow
    CHECK(text.find("[%emt 0") == std::string::npos);
    const auto first = text.find("Press 1: White move 1 at 0:00:02, used 0:00:02, left 0:15:18");
    const auto second = text.find("Press 2: Black move 1 at 0:00:05.5, used 0:00:03.5, left 0:15:16.5");
    const auto decision = text.find("Arbiter, Laws 2023 art. 7.5.5");
    const auto third = text.find("Press 3: White move 2 at 0:00:07, used 0:00:01.5");
    const auto fourth = text.find("Press 4: Black move 2 at 0:00:10.3, used 0:00:03.3, left 0:15:23.2");
    const auto result = text.find("Result 1-0 (art. 5.1.2): Black resigns");
    REQUIRE(first != std::string::npos);
    REQUIRE(second != std::string::npos);
    REQUIRE(decision != std::string::npos);
    REQUIRE(third != std::string::npos);
    REQUIRE(fourth != std::string::npos);
    REQUIRE(result != std::string::npos);
    CHECK(first < second);
    CHECK(second < decision); // the decision at 6 s, between the presses at 5.5 s and 7 s
    CHECK(decision < third);
    CHECK(third < fourth);
    CHECK(fourth < result);
    // The PGN reads back: one game, no moves, the result.
    auto back = rules::read_pgn_game(*pgn);
    REQUIRE(back);
    CHECK(back->moves.moves.empty());
    CHECK(back->result == "1-0");

    // Fewer moves than presses: the known ones get [%clk], the rest are presses in words.
    auto two = rules::read_pgn_game("1. e4 e5 *\n");
    REQUIRE(two);
    auto partial = io::pgn_export(game, two.value());
    REQUIRE(partial);
    text = *partial;
    std::replace(text.begin(), text.end(), '\n', ' ');
    CHECK(text.find("e4 {[%clk 0:15:18] [%emt 0:00:02]}") != std::string::npos);
    CHECK(text.find("Moves after move 2 (half-moves) are not known") != std::string::npos);
    CHECK(text.find("Press 1:") == std::string::npos);
    CHECK(text.find("Press 3: White move 2") > text.find("e5"));
}

namespace {

// The sample game with the window's claim command at `t` holding `movetext`.
io::ReplayedGame game_with_claim(std::int64_t t, const std::string& command_text) {
    JournalEvent claim = event(JournalKind::Command, t);
    claim.text = command_text;
    std::vector<JournalEvent> events = {
        event(JournalKind::Start, 0, Side::White), event(JournalKind::Press, 2000, Side::White),
        event(JournalKind::Press, 5500, Side::Black), claim, event(JournalKind::Press, 7000, Side::White)};
    auto read = io::parse_journal(journal_text(header_for("900+10"), events), "j");
    REQUIRE(read);
    return io::replay_journal(*read);
}

} // namespace

TEST_CASE("export: a claim's game score that matches the presses gives the PGN its moves") {
    // Two presses before the claim at 6 s, two half-moves in the score: they are the game.
    const auto game = game_with_claim(6000, "judge-claim fr [1. Cf3 Cf6] intended Cc3");
    const auto known = io::moves_from_claims(game);
    REQUIRE(known);
    CHECK(known->san == std::vector<std::string>{"Nf3", "Nf6"}); // French letters read, English written
    CHECK(known->at == 6000);
    auto pgn = io::pgn_export_from_journal(game);
    REQUIRE(pgn);
    std::string text = *pgn;
    std::replace(text.begin(), text.end(), '\n', ' ');
    CHECK(text.find("the game score entered for the claim at 0:00:06 (Laws 9.2, 9.3)") != std::string::npos);
    CHECK(text.find("1. Nf3 {[%clk 0:15:18] [%emt 0:00:02]}") != std::string::npos);
    CHECK(text.find("Nf6 {[%clk 0:15:16.5] [%emt 0:00:03.5]}") != std::string::npos);
    CHECK(text.find("Press 3: White move 2 at 0:00:07") > text.find("Nf6"));

    // A score that does not match the presses counted before it is not used, nor a bad one.
    for (const char* other : {"judge-claim en [1. e4] intended e5", "judge-claim en [1. e4 e5 2. Nf3]",
                              "judge-claim en [1. e4 e4]", "judge-claim xx [1. e4 e5]", "press left"}) {
        CAPTURE(other);
        const auto mismatched = game_with_claim(6000, other);
        CHECK_FALSE(io::moves_from_claims(mismatched));
        auto plain = io::pgn_export_from_journal(mismatched);
        REQUIRE(plain);
        CHECK(plain->find("No moves known") != std::string::npos);
    }
}

TEST_CASE("export: the claim's quoted text form (a whole PGN on one line) gives the moves too") {
    const auto quoted = game_with_claim(6000, R"(judge-claim fr "[Event \"x\"]\n1. Cf3 Cf6" intended "Cc3")");
    const auto known = io::moves_from_claims(quoted);
    REQUIRE(known);
    CHECK(known->san == std::vector<std::string>{"Nf3", "Nf6"});
    // A quote left open is no claim's score.
    CHECK_FALSE(io::moves_from_claims(game_with_claim(6000, R"(judge-claim en "1. e4 e5)")));
}

TEST_CASE("export: a press and a decision at the same millisecond keep the journal's order") {
    JournalEvent decision = event(JournalKind::Decision, 5500);
    decision.article = "7.5.5";
    decision.edition = "2018";
    decision.outcome = "continues";
    decision.reason = "Black's first illegal move";
    auto read = io::parse_journal(
        journal_text(header_for("900+10"),
                     {event(JournalKind::Start, 0, Side::White), event(JournalKind::Press, 2000, Side::White),
                      event(JournalKind::Press, 5500, Side::Black), decision}),
        "j");
    REQUIRE(read);
    auto pgn = io::pgn_export(io::replay_journal(*read), std::nullopt);
    REQUIRE(pgn);
    std::string text = *pgn;
    std::replace(text.begin(), text.end(), '\n', ' ');
    const auto press = text.find("Press 2: Black move 1 at 0:00:05.5");
    const auto ruling = text.find("Arbiter, Laws 2018 art. 7.5.5");
    REQUIRE(press != std::string::npos);
    REQUIRE(ruling != std::string::npos);
    CHECK(press < ruling);
}

TEST_CASE("export: the header's event and round reach every reader — PGN, replay JSON, report, hall") {
    auto header = header_for("900+10");
    header.event = "open-2026";
    header.round = "5";
    const std::string text = journal_text(header, {event(JournalKind::Start, 0, Side::White)});
    auto read = io::parse_journal(text, "j");
    REQUIRE(read);
    CHECK(read->header.event == "open-2026");
    CHECK(read->header.round == "5");
    const io::ReplayedGame game = io::replay_journal(*read);
    auto pgn = io::pgn_export(game, std::nullopt, "");
    REQUIRE(pgn);
    CHECK(pgn->find("[Event \"open-2026\"]") != std::string::npos);
    CHECK(pgn->find("[Round \"5.12\"]") != std::string::npos); // round 5, board 12
    const std::string json = io::replay_json(game);
    CHECK(json.find("\"event\": \"open-2026\", \"round\": \"5\"") != std::string::npos);
    CHECK(io::html_report(game).find("<td>5</td>") != std::string::npos);
    // A journal without them reads as before, and writes neither field.
    auto plain = header_for("900+10");
    CHECK(io::encode_header(plain).find("round=") == std::string::npos);
    auto plain_read = io::parse_journal(journal_text(plain, {}), "p");
    REQUIRE(plain_read);
    CHECK(plain_read->header.round.empty());
}

TEST_CASE("export: a Chess960 journal keeps its variant and start position through every reader") {
    auto header = header_for("900+10");
    header.variant = "chess960";
    header.start_fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"; // start position 0
    const std::string line = io::encode_header(header);
    CHECK(line.find(" variant=chess960 ") != std::string::npos);
    CHECK(line.find(" start=bbqnnrkr/") != std::string::npos);
    JournalEvent claim = event(JournalKind::Command, 6000);
    claim.text = "judge-claim en [1. Nd3 Nd6]"; // knights from e1 and e8: legal from position 0 only
    auto read = io::parse_journal(journal_text(header, {event(JournalKind::Start, 0, Side::White),
                                                        event(JournalKind::Press, 2000, Side::White),
                                                        event(JournalKind::Press, 5500, Side::Black), claim}),
                                  "j");
    REQUIRE(read);
    CHECK(read->header.variant == "chess960");
    CHECK(read->header.start_fen == header.start_fen);
    CHECK(io::encode_header(read->header) == line); // the round trip is exact
    const io::ReplayedGame game = io::replay_journal(*read);
    const auto known = io::moves_from_claims(game);
    REQUIRE(known);
    CHECK(known->san == std::vector<std::string>{"Nd3", "Nd6"});
    auto pgn = io::pgn_export_from_journal(game);
    REQUIRE(pgn);
    CHECK(pgn->find("[Variant \"Chess960\"]") != std::string::npos);
    CHECK(pgn->find("[SetUp \"1\"]") != std::string::npos);
    CHECK(pgn->find("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]") !=
          std::string::npos);
    CHECK(pgn->find("1. Nd3 {[%clk") != std::string::npos);
    // The PGN exported reads back as the same Chess960 game.
    auto again = rules::read_pgn_game(*pgn);
    REQUIRE(again);
    auto replayed = rules::Game::from_pgn(*again);
    REQUIRE(replayed);
    CHECK(replayed->variant() == rules::Variant::Chess960);
    CHECK(replayed->san_moves() == known->san);

    // A standard journal writes neither field and reads as before.
    const auto plain = header_for("900+10");
    CHECK(io::encode_header(plain).find("variant=") == std::string::npos);
    CHECK(io::encode_header(plain).find("start=") == std::string::npos);
    // Bad values are errors naming the field.
    auto unknown = header_for("900+10");
    unknown.variant = "crazyhouse";
    auto refused = io::parse_journal(journal_text(unknown, {}), "j");
    REQUIRE_FALSE(refused);
    CHECK(refused.error().text().find("field variant") != std::string::npos);
    auto bad_start = header_for("900+10");
    bad_start.variant = "chess960";
    bad_start.start_fen = "4k3/8/8/8/8/8/8/R3K2R w B - 0 1";
    auto refused_start = io::parse_journal(journal_text(bad_start, {}), "j");
    REQUIRE_FALSE(refused_start);
    CHECK(refused_start.error().text().find("field start: FEN field 3 (castling): castling right 'B' names "
                                            "b1, where there is no white rook") != std::string::npos);
}

TEST_CASE("export: the result's reason code names the PGN's Termination, an older journal has none") {
    const auto with_code = [](const std::string& code, const std::string& score) {
        JournalEvent result = event(JournalKind::Result, 3'000);
        result.score = score;
        result.article = "6.9";
        result.reason = "the clock's words";
        result.reason_code = code;
        auto read = io::parse_journal(
            journal_text(header_for("900+10"), {event(JournalKind::Start, 0, Side::White), result}), "j");
        REQUIRE(read);
        const auto pgn = io::pgn_export(io::replay_journal(*read), std::nullopt);
        REQUIRE(pgn);
        return *pgn;
    };
    CHECK(with_code("white-flag", "0-1").find("[Termination \"time forfeit\"]") != std::string::npos);
    CHECK(with_code("black-illegal", "1-0").find("[Termination \"rules infraction\"]") != std::string::npos);
    CHECK(with_code("arbiter-draw", "1/2-1/2").find("[Termination \"adjudication\"]") != std::string::npos);
    CHECK(with_code("checkmate", "1-0").find("[Termination \"normal\"]") != std::string::npos);
    // No code (an older journal), or one this program does not know: no tag, rather than a wrong one.
    CHECK(with_code("", "1-0").find("Termination") == std::string::npos);
    CHECK(with_code("teleportation", "1-0").find("Termination") == std::string::npos);
    const std::string json = io::replay_json(sample_game(true));
    CHECK(json.find("\"reason\": \"Black resigns\", \"reason_code\": \"\"}") != std::string::npos);
}

namespace {

JournalEvent board_move(std::int64_t t, Side side, int ply, const char* uci, const char* san) {
    JournalEvent e = event(JournalKind::BoardMove, t, side, ply);
    e.move = uci;
    e.text = san;
    return e;
}

} // namespace

TEST_CASE("export: the e-board's moves are the game's, a move read again and a takeback applied") {
    JournalEvent linked = event(JournalKind::BoardLink, 900);
    linked.text = "linked";
    linked.reason = "/dev/ttyACM0, board version 1.9";
    // 1. e4 (pressed), 1... e5 read, then slid on to e6 (read again before the press), 2. Nf3 and
    // 2... Nc6 taken back, 2... Nf6 made and not pressed.
    const std::vector<JournalEvent> events{linked,
                                           event(JournalKind::Start, 1000, Side::White),
                                           board_move(2000, Side::White, 0, "e2e4", "e4"),
                                           event(JournalKind::Press, 2100, Side::White),
                                           board_move(3000, Side::Black, 1, "e7e5", "e5"),
                                           board_move(3400, Side::Black, 1, "e7e6", "e6"),
                                           event(JournalKind::Press, 3500, Side::Black),
                                           board_move(4000, Side::White, 2, "g1f3", "Nf3"),
                                           event(JournalKind::Press, 4100, Side::White),
                                           board_move(5000, Side::Black, 3, "b8c6", "Nc6"),
                                           event(JournalKind::BoardBack, 5200, std::nullopt, 3),
                                           board_move(6000, Side::Black, 3, "g8f6", "Nf6")};
    auto read = io::parse_journal(journal_text(header_for("900+10"), events), "board.journal");
    REQUIRE(read);
    CHECK(read->warnings.empty());
    const auto game = io::replay_journal(*read);
    CHECK(game.warnings.empty());
    CHECK(game.board.replaced == 1);
    CHECK(game.board.taken_back == 1);
    const auto known = io::known_moves(game);
    REQUIRE(known);
    CHECK(known->source == io::KnownMoves::Source::board);
    CHECK(known->san == std::vector<std::string>{"e4", "e6", "Nf3", "Nf6"});
    CHECK(known->rest.empty());
    auto pgn = io::pgn_export_from_journal(game);
    REQUIRE(pgn);
    std::string text = *pgn;
    std::replace(text.begin(), text.end(), '\n', ' ');
    INFO(text);
    CHECK(text.find("Moves read from the e-board: 4 half-moves.") != std::string::npos);
    CHECK(text.find("1. e4 {[%clk 0:15:18.9] [%emt 0:00:01.1]}") != std::string::npos);
    CHECK(text.find("2. Nf3 {[%clk") != std::string::npos);
    CHECK(text.find("Nf6 *") != std::string::npos); // made, not pressed: no clock
    // The PGN is read back by the rules as the same game.
    auto reread = rules::read_pgn_game(*pgn);
    REQUIRE(reread);
    auto replayed = rules::Game::from_pgn(*reread);
    REQUIRE(replayed);
    CHECK(replayed->san_moves() == known->san);
    // The summary and the report say it too.
    CHECK(io::replay_json(game).find("\"board_moves\": {\"moves\": [{\"line\": 4, \"at\": 2000, \"side\": "
                                     "\"white\", \"uci\": \"e2e4\", \"san\": \"e4\", \"illegal\": false}") !=
          std::string::npos);
    CHECK(io::html_report(game).find("Moves read: 1. e4 e6 2. Nf3 Nf6") != std::string::npos);
    CHECK(io::html_report(game).find("the board linked (/dev/ttyACM0, board version 1.9)") !=
          std::string::npos);
}

TEST_CASE("export: an illegal move that stood (A.5.2) and the moves after it are a comment") {
    JournalEvent illegal = board_move(3000, Side::Black, 1, "e8e6", "Ke8-e6");
    illegal.article = "7.5";
    illegal.fen = "rnbq1bnr/pppppppp/4k3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQ - 1 2";
    const std::vector<JournalEvent> events{
        event(JournalKind::Start, 1000, Side::White), board_move(2000, Side::White, 0, "e2e4", "e4"),
        event(JournalKind::Press, 2100, Side::White), illegal,
        event(JournalKind::Press, 3500, Side::Black), board_move(4000, Side::White, 2, "d2d4", "d4"),
        event(JournalKind::Press, 4100, Side::White)};
    auto read = io::parse_journal(journal_text(header_for("300+2"), events), "a52.journal");
    REQUIRE(read);
    const auto game = io::replay_journal(*read);
    const auto known = io::moves_from_board(game);
    REQUIRE(known);
    CHECK(known->san == std::vector<std::string>{"e4"});
    CHECK(known->rest == "Illegal move 1... Ke8-e6, stood (Laws A.5.2); the game went on from "
                         "rnbq1bnr/pppppppp/4k3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQ - 1 2: d4.");
    auto pgn = io::pgn_export_from_journal(game);
    REQUIRE(pgn);
    CHECK(pgn->find("{Illegal move 1... Ke8-e6, stood (Laws A.5.2)") != std::string::npos);
    // The usual readers take it: the legal moves as moves, the rest a comment.
    auto reread = rules::read_pgn_game(*pgn);
    REQUIRE(reread);
    auto replayed = rules::Game::from_pgn(*reread);
    REQUIRE(replayed);
    CHECK(replayed->san_moves() == std::vector<std::string>{"e4"});
}

TEST_CASE("export: a board move past the moves read, or taken back past them, is a warning") {
    const std::vector<JournalEvent> events{event(JournalKind::Start, 1000, Side::White),
                                           board_move(2000, Side::White, 2, "e2e4", "e4"),
                                           event(JournalKind::BoardBack, 2100, std::nullopt, 5)};
    auto read = io::parse_journal(journal_text(header_for("300+2"), events), "gap.journal");
    REQUIRE(read);
    const auto game = io::replay_journal(*read);
    REQUIRE(game.warnings.size() == 2);
    CHECK(game.warnings[0] == "line 3: board move at ply 2 after only 0 moves read; ignored");
    CHECK(game.warnings[1] == "line 4: board taken back to ply 5 with only 0 moves read; ignored");
    CHECK_FALSE(io::moves_from_board(game));
}
