// The hall's HTTP answers (HallRoutes) with no socket: requests as the server hands them in, after
// records dispatched to a hall on a real SQLite file.
#include "hall/server/hall_routes.hpp"
#include "hall_fixture.hpp"
#include "i18n/catalogue.hpp"
#include "i18n/lang.hpp"
#include "io/round/board_setup.hpp"

#include <chrono>
#include <future>

using namespace pendule::hall;
using namespace hall_test;

namespace {

HttpRequest get(const std::string& path, std::multimap<std::string, std::string> query = {},
                std::vector<std::pair<std::string, std::string>> headers = {}) {
    HttpRequest request;
    request.path = path;
    request.query = std::move(query);
    request.headers = std::move(headers);
    return request;
}

// Board 12's game (paused after two moves, a wrong PIN) and board 3's header, both online.
void play_two_boards(Hall& hall) {
    for (const auto& line : game_lines(12))
        hall.send(journal_topic(12), line);
    hall.send(journal_topic(3), game_lines(3)[0]);
    hall.send("pendule/e/board/12/status", "online");
    hall.send("pendule/e/board/12/round", "2");
}

} // namespace

TEST_CASE("GET /api/boards: every board's JSON after records dispatched") {
    Hall hall("hall-routes-boards");
    play_two_boards(hall);
    const HallRoutes routes(*hall.service, {});
    const HttpResponse response = routes.respond(get("/api/boards"));
    CHECK(response.status == 200);
    CHECK(response.content_type == "application/json");
    CHECK(response.header("Cache-Control") == "no-store");
    CHECK_FALSE(response.stream);
    // Board 3 first (by number). Its clocks: 15 min + 10 s each, nothing played. Board 12: White
    // pressed after 4 s, Black after 5 s (+10 s each), White thought 1 s more before the pause; the
    // pause's wall time is carried back from the wrong PIN's (1 s of game time later).
    const std::string heard = std::to_string(hall.wall_ms);
    CHECK(
        response.body ==
        "[{\"event\": \"e\", \"board\": 3, \"white\": \"Alice Martin\", \"black\": \"Bruno Lefèvre\", "
        "\"white_ms\": 910000, \"black_ms\": 910000, \"white_moves\": 0, \"black_moves\": 0, "
        "\"running\": null, \"first_flag\": null, \"paused\": false, \"result\": null, \"reason_code\": "
        "null, \"last_seq\": 0, "
        "\"link\": \"offline\", \"last_heard_wall\": " +
            heard +
            ", \"problem\": null, \"claim_pending\": false, \"wrong_pins\": 0, \"paused_since_wall\": null, "
            "\"result_to_confirm\": false, \"ruled_result\": null, \"position\": null, \"last_move\": null, "
            "\"eboard\": null, "
            "\"board_illegal\": "
            "false},\n"
            "{\"event\": \"e\", \"board\": 12, \"white\": \"Alice Martin\", \"black\": \"Bruno Lefèvre\", "
            "\"white_ms\": 915000, \"black_ms\": 915000, \"white_moves\": 1, \"black_moves\": 1, "
            "\"running\": null, \"first_flag\": null, \"paused\": true, \"result\": null, \"reason_code\": "
            "null, \"last_seq\": 5, "
            "\"link\": \"online\", \"last_heard_wall\": " +
            heard +
            ", \"problem\": null, \"claim_pending\": false, \"wrong_pins\": 1, \"paused_since_wall\": "
            "1763700010000, \"result_to_confirm\": false, \"ruled_result\": null, \"position\": null, "
            "\"last_move\": null, "
            "\"eboard\": null, "
            "\"board_illegal\": false}]");

    // A record more for board 3 is in the next answer; a bad one changes nothing.
    auto start = event(JournalKind::Start, 0, Side::White);
    start.seq = 1;
    hall.send(journal_topic(3), pendule::io::encode_event(start));
    hall.send(journal_topic(3), "garbage");
    CHECK_THAT(routes.respond(get("/api/boards")).body, Catch::Contains("\"board\": 3, ") &&
                                                            Catch::Contains("\"running\": \"white\"") &&
                                                            Catch::Contains("\"last_seq\": 1, "));
}

TEST_CASE("GET /round.pgn: one game per board, with the round the board said") {
    Hall hall("hall-routes-pgn");
    play_two_boards(hall);
    const HallRoutes routes(*hall.service, {});
    const HttpResponse response = routes.respond(get("/round.pgn"));
    CHECK(response.status == 200);
    CHECK(response.content_type == "application/x-chess-pgn");
    CHECK(response.header("Cache-Control") == "no-store");
    CHECK(response.body ==
          "[Event \"e\"]\n[Round \"?.3\"]\n[White \"Alice Martin\"]\n[Black \"Bruno Lefèvre\"]\n"
          "[Result \"*\"]\n[TimeControl \"900+10\"]\n\n{[%clk 0:15:10] [%clk 0:15:10]} *\n\n"
          "[Event \"e\"]\n[Round \"2.12\"]\n[White \"Alice Martin\"]\n[Black \"Bruno Lefèvre\"]\n"
          "[Result \"*\"]\n[TimeControl \"900+10\"]\n\n{[%clk 0:15:15] [%clk 0:15:15]} *\n\n");
}

TEST_CASE("GET /round/<r>/games.pgn: a round's games with the desk's set-ups, another round is a 404") {
    Hall hall("hall-routes-games");
    play_two_boards(hall);
    // The desk's set-up of board 3 gives its round (it published none) and its players' details.
    pendule::io::BoardSetup setup;
    setup.event = "e";
    setup.round = "2";
    setup.board = 3;
    setup.white = {"Aronsen, Anders", "GM", 2610, "NOR", "1500001"};
    setup.black = {"Berthier, Claire", "IM", 2455, "FRA", "20000002"};
    setup.edition = "2023";
    CHECK(hall.send("pendule/e/board/3/setup", pendule::io::board_setup_json(setup)).log.empty());
    // A set-up for another board than its topic's, or one that cannot be read: said, not kept.
    setup.board = 4;
    CHECK(hall.send("pendule/e/board/3/setup", pendule::io::board_setup_json(setup)).log ==
          std::vector<std::string>{"rejected: event e, board 3: the set-up names event e, board 4"});
    CHECK_THAT(hall.send("pendule/e/board/3/setup", "{\"board\": 3}").log.at(0),
               Catch::StartsWith("rejected: event e, board 3, set-up: /event is missing"));
    const HallRoutes routes(*hall.service, {});
    const HttpResponse response = routes.respond(get("/round/2/games.pgn"));
    CHECK(response.status == 200);
    CHECK(response.content_type == "application/x-chess-pgn");
    CHECK(response.header("Cache-Control") == "no-store");
    // Board 3 (the desk's players) before board 12 (the journal's).
    const auto three = response.body.find("[Round \"2.3\"]\n[White \"Aronsen, Anders\"]");
    const auto twelve = response.body.find("[Round \"2.12\"]\n[White \"Alice Martin\"]");
    CHECK(three != std::string::npos);
    CHECK(twelve != std::string::npos);
    CHECK(three < twelve);
    CHECK_THAT(response.body, Catch::Contains("[WhiteFideId \"1500001\"]"));
    CHECK_THAT(response.body, Catch::Contains("[BlackFideId \"20000002\"]"));
    CHECK_THAT(response.body, Catch::Contains("[WhiteClock \"0:15:10\"]"));
    const HttpResponse none = routes.respond(get("/round/7/games.pgn"));
    CHECK(none.status == 404);
    CHECK(none.body == "No board of round 7 is known to the hall.\n");
    CHECK(routes.respond(get("/round/x/games.pgn")).status == 404);
    // The desk withdrew board 3's set-up: board 3 has no round any more.
    hall.send("pendule/e/board/3/setup", "");
    CHECK(routes.respond(get("/round/2/games.pgn")).body.find("[Round \"2.3\"]") == std::string::npos);
}

TEST_CASE("GET /api/boards/<n>/log: a board's records, a bad number or no such board said in a sentence") {
    Hall hall("hall-routes-log");
    play_two_boards(hall);
    const HallRoutes routes(*hall.service, {});
    const HttpResponse log = routes.respond(get("/api/boards/12/log"));
    CHECK(log.status == 200);
    CHECK(log.content_type == "application/json");
    CHECK(log.body ==
          "[{\"seq\": 5, \"t\": 11000, \"kind\": \"wrong-pin\", \"count\": 1, \"wall\": 1763700011000}]");
    CHECK(routes.respond(get("/api/boards/12/log", {{"event", "e"}})).body == log.body);
    CHECK(routes.respond(get("/api/boards/3/log")).body == "[]");

    for (const char* number : {"0", "10000", "abc", "-1", "1.5"}) {
        INFO(number);
        const HttpResponse bad = routes.respond(get(std::string("/api/boards/") + number + "/log"));
        CHECK(bad.status == 400);
        CHECK(bad.content_type == "text/plain");
        CHECK(bad.body == "bad board number: 1 to 9999\n");
    }
    const HttpResponse none = routes.respond(get("/api/boards/7/log"));
    CHECK(none.status == 404);
    CHECK(none.body == "no board 7 in the hall\n");
    const HttpResponse other_event = routes.respond(get("/api/boards/12/log", {{"event", "f"}}));
    CHECK(other_event.status == 404);
    CHECK(other_event.body == "no board 12 in the hall\n");
}

TEST_CASE("GET /api/boards/<n>/game and /board/<n>: an e-board's game move by move, and its page") {
    Hall hall("hall-routes-game");
    auto header = pendule::io::encode_header([] {
        pendule::io::JournalHeader h;
        h.program = "test";
        h.preset = pendule::io::resolve_preset("900+10").value();
        h.white = "Anderssen";
        h.black = "Kieseritzky";
        h.board = "5";
        return h;
    }());
    hall.send(journal_topic(5), header);
    auto move = [](std::int64_t seq, int ply, const char* side, const char* uci, const char* san) {
        pendule::io::JournalEvent e = pendule::io::JournalEvent::of(
            pendule::io::JournalKind::BoardMove, seq * 1000,
            std::string(side) == "white" ? pendule::clock::Side::White : pendule::clock::Side::Black, ply);
        e.seq = seq;
        e.move = uci;
        e.text = san;
        return pendule::io::encode_event(e);
    };
    hall.send(journal_topic(5), move(1, 0, "white", "e2e4", "e4"));
    hall.send(journal_topic(5), move(2, 1, "black", "e7e5", "e5"));
    pendule::io::JournalEvent press = pendule::io::JournalEvent::of(pendule::io::JournalKind::BoardClock,
                                                                    2500, pendule::clock::Side::Black, 2);
    press.seq = 3;
    press.text = "pressed";
    press.white_ms = 900'000;
    press.black_ms = 897'000;
    press.wall_ms = 1;
    hall.send(journal_topic(5), pendule::io::encode_event(press));
    const HallRoutes routes(*hall.service, {});
    const HttpResponse game = routes.respond(get("/api/boards/5/game"));
    CHECK(game.status == 200);
    CHECK(game.content_type == "application/json");
    CHECK(game.body ==
          "{\"board\": 5, \"event\": \"e\", \"white\": \"Anderssen\", \"black\": \"Kieseritzky\", "
          "\"result\": null, \"start\": \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\", \"moves\": ["
          "{\"text\": \"1. e4\", \"position\": \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR\", "
          "\"illegal\": false, \"clk\": null}, "
          "{\"text\": \"1... e5\", \"position\": \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR\", "
          "\"illegal\": false, \"clk\": 897000}]}");
    // The tile's position is the last one.
    CHECK(routes.respond(get("/api/boards"))
              .body.find("\"position\": \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR\"") !=
          std::string::npos);
    CHECK(routes.respond(get("/api/boards/6/game")).status == 404);
    CHECK(routes.respond(get("/api/boards/x/game")).status == 400);
    // The board's page, in the catalogue's words; a bad number is refused.
    const HttpResponse page = routes.respond(get("/board/5"));
    CHECK(page.status == 200);
    CHECK(page.content_type == "text/html; charset=utf-8");
    CHECK(page.body.find("const number = 5;") != std::string::npos);
    CHECK(page.body.find("function diagram(placement)") != std::string::npos);
    for (const std::string& body : {page.body, routes.respond(get("/")).body})
        for (const char* mark :
             {"@LANG@", "@TITLE@", "@WORDS@", "@DIAGRAM_CSS@", "@DIAGRAM_JS@", "@BOARD@"}) {
            INFO(mark);
            CHECK(body.find(mark) == std::string::npos); // every mark filled
        }
    CHECK(routes.respond(get("/board/0")).status == 400);
}

TEST_CASE("a path the hall does not serve is a 404 with a sentence, the server's own errors too") {
    Hall hall("hall-routes-404");
    const HallRoutes routes(*hall.service, {});
    for (const char* path :
         {"/nope", "/api/boards/", "/api/boards/1/2/log", "/api/boards//log", "/round.pgn/x"}) {
        INFO(path);
        const HttpResponse response = routes.respond(get(path));
        CHECK(response.status == 404);
        CHECK(response.content_type == "text/plain");
        CHECK(response.body == std::string("not found: ") + path + "\n");
    }
    HttpRequest post = get("/api/boards");
    post.method = "POST";
    CHECK(routes.respond(post).status == 404);
    CHECK(error_text(404, "/x") == "not found: /x\n");
    CHECK(error_text(400, "/x") == "bad request (400)\n");
}

TEST_CASE("GET /: the page in ?lang=, else in the browser's language, else English") {
    Hall hall("hall-routes-page");
    PageLanguages languages = load_page_languages(pendule::i18n::catalogue_dir());
    CHECK(languages.problems.empty());
    REQUIRE(languages.catalogues.count("fr") == 1);
    const HallRoutes routes(*hall.service, std::move(languages));

    const HttpResponse english = routes.respond(get("/"));
    CHECK(english.status == 200);
    CHECK(english.content_type == "text/html; charset=utf-8");
    CHECK(english.header("Vary") == "Accept-Language");
    CHECK_THAT(english.body, Catch::Contains("<html lang=\"en\">") && Catch::Contains("Pendule — the hall"));
    CHECK_THAT(routes.respond(get("/", {{"lang", "fr"}})).body, Catch::Contains("<html lang=\"fr\">"));
    CHECK_THAT(routes.respond(get("/", {}, {{"accept-language", "fr-CH, fr;q=0.9, en;q=0.8"}})).body,
               Catch::Contains("<html lang=\"fr\">"));
    CHECK_THAT(routes.respond(get("/", {{"lang", "xx"}}, {{"Accept-Language", "de, en;q=0.5"}})).body,
               Catch::Contains("<html lang=\"en\">"));
}

TEST_CASE(
    "GET /api/events: the whole hall, then each board changed, a heartbeat when quiet, the end on stop") {
    Hall hall("hall-routes-events");
    play_two_boards(hall);
    LiveLimits limits;
    limits.max_pages = 1;
    limits.heartbeat_ms = 20;
    limits.write_interval = std::chrono::milliseconds(5);
    const HallRoutes routes(*hall.service, {}, limits);
    HttpResponse page = routes.respond(get("/api/events"));
    CHECK(page.status == 200);
    CHECK(page.content_type == "text/event-stream");
    CHECK(page.header("Cache-Control") == "no-store");
    CHECK(page.header("X-Accel-Buffering") == "no");
    REQUIRE(page.stream);
    CHECK(hall.service->live().connections() == 1);

    const std::string boards = routes.respond(get("/api/boards")).body;
    auto first = page.stream->next();
    REQUIRE(first);
    CHECK(*first == "retry: 1000\n\n" + sse_event("boards", boards));

    // The next chunk is written on a thread of its own, as the server does, while the test moves the
    // hall's clock: `settle` says the page waits again, having seen the clock's move.
    using std::chrono::milliseconds;
    ManualClock& clock = *hall.clock;
    const auto next_chunk = [&page] {
        return std::async(std::launch::async, [&page] { return page.stream->next(); });
    };
    // Quiet: a heartbeat, once the write interval (5 ms) and then 20 ms of silence are over.
    auto quiet = next_chunk();
    REQUIRE(clock.settle(1));
    clock.advance(milliseconds(5));
    REQUIRE(clock.settle(1));
    clock.advance(milliseconds(19));
    REQUIRE(clock.settle(1));
    clock.advance(milliseconds(1));
    CHECK(quiet.get() == std::optional<std::string>(": heartbeat\n\n"));
    // Board 3's next record: its object alone, not before the write interval since the heartbeat.
    auto start = event(JournalKind::Start, 0, Side::White);
    start.seq = 1;
    hall.send(journal_topic(3), pendule::io::encode_event(start));
    auto changed = next_chunk();
    REQUIRE(clock.settle(1));
    clock.advance(milliseconds(4));
    REQUIRE(clock.settle(1));
    clock.advance(milliseconds(1));
    auto change = changed.get();
    REQUIRE(change);
    CHECK_THAT(*change, Catch::StartsWith("event: board\ndata: {\"event\": \"e\", \"board\": 3, ") &&
                            Catch::Contains("\"last_seq\": 1, ") && Catch::EndsWith("}\n\n"));

    // A second page beyond the limit: 503, and the feed still counts one.
    const HttpResponse refused = routes.respond(get("/api/events"));
    CHECK(refused.status == 503);
    CHECK(refused.header("Retry-After") == "10");
    CHECK(refused.body == "too many live pages open (1): poll /api/boards instead\n");
    CHECK_FALSE(refused.stream);
    CHECK(hall.service->live().connections() == 1);

    // The hall stops: the stream ends (after the write interval); the page gone, its place is free again.
    hall.service->live().stop();
    auto last = next_chunk();
    REQUIRE(clock.settle(1));
    clock.advance(milliseconds(5));
    CHECK_FALSE(last.get());
    page.stream->close();
    page.stream->close();
    CHECK(hall.service->live().connections() == 0);
    page.stream.reset();
    CHECK(hall.service->live().connections() == 0);
    const HttpResponse again = routes.respond(get("/api/events"));
    CHECK(again.status == 200);
    CHECK(hall.service->live().connections() == 1);
}
