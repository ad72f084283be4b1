// pendule-hall: the tournament hall (issue 13). Subscribes to the boards' topics on an MQTT broker,
// keeps every journal line received in SQLite (a restart loses nothing) and serves the hall page
// and /api/boards over HTTP. The boards' journals stay the source of truth; the hall only reads
// them, with the journal's own reader.
#include "cli/args.hpp"
#include "hall/board_state.hpp"
#include "hall/broker_address.hpp"
#include "hall/broker_login.hpp"
#include "hall/connection_threads.hpp"
#include "hall/hall_page.hpp"
#include "hall/hall_record.hpp"
#include "hall/hall_store.hpp"
#include "hall/live_feed.hpp"
#include "hall/page_language.hpp"
#include "hall/round_pgn.hpp"
#include "i18n/catalogue.hpp"
#include "io/wall_clock.hpp"

#include <httplib.h>
#include <mosquitto.h>

#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace {

using namespace pendule;

// What the MQTT thread and the HTTP threads share, behind one mutex.
struct Hall {
    std::mutex mutex;
    std::unique_ptr<hall::HallStore> store;
    std::optional<std::string> event;
    std::string subscription;
    std::optional<std::filesystem::path> pgn_dir; // --pgn-dir: round.pgn rewritten on every change
    // The last re-send request per board: (event, board) -> (seq asked for, wall ms).
    std::map<std::pair<std::string, int>, std::pair<std::int64_t, std::int64_t>> asked;
    // The broker, the hall's account on it (--user, --password-file) and its first answer: the
    // start waits for it, so that a wrong password stops the hall with a clear error.
    hall::BrokerAddress broker;
    std::optional<hall::BrokerLogin> login;
    std::condition_variable answered;
    std::optional<int> first_connack;
    hall::LiveFeed live; // the pages' live feed (/api/events); has its own mutex
};

void feed_board(Hall& hall, const std::string& event, int board);

void log_line(const std::string& text) {
    static std::mutex log_mutex;
    std::lock_guard lock(log_mutex);
    std::cerr << "pendule-hall: " << text << std::endl;
}

// A board whose next record is missing (the later ones are kept aside) is asked to send its journal
// again from that record: pendule/<event>/board/<n>/resend, payload the seq, QoS 1, not retained.
// The same request is not repeated within a second, since every record kept aside asks again
// (the mutex held).
void ask_resend(struct mosquitto* client, Hall& hall, const hall::BoardEntry& board) {
    const std::int64_t seq = board.last_seq + 1;
    const std::int64_t now = io::wall_now_ms();
    auto& last = hall.asked[{board.event, board.board}];
    if (last.first == seq && now - last.second < 1000)
        return;
    last = {seq, now};
    const std::string topic = hall::board_topic(board.event, board.board, "resend");
    const std::string payload = std::to_string(seq);
    mosquitto_publish(client, nullptr, topic.c_str(), static_cast<int>(payload.size()), payload.data(), 1,
                      false);
    log_line("asked event " + board.event + ", board " + std::to_string(board.board) +
             " to send again from record " + payload);
}

void on_connect(struct mosquitto* client, void* data, int rc) {
    auto* hall = static_cast<Hall*>(data);
    // Said before main() hears of it: a refused first login stops the program then.
    if (rc != 0)
        log_line(hall::refusal_text(rc, hall->broker, hall->login));
    {
        std::lock_guard lock(hall->mutex);
        if (!hall->first_connack)
            hall->first_connack = rc;
        hall->answered.notify_all();
    }
    if (rc != 0)
        return;
    log_line("connected; subscribing to " + hall->subscription);
    mosquitto_subscribe(client, nullptr, hall->subscription.c_str(), 1);
    // Every board is asked for what follows its last stored record: a record the hall lost (killed
    // between the broker's PUBACK and storing it, or dropped by a broker killed before it saved)
    // comes again even when it was the board's last. A board with nothing more sends nothing.
    std::lock_guard lock(hall->mutex);
    for (const hall::BoardEntry* board : hall->store->boards())
        if (!hall->event || board->event == *hall->event)
            ask_resend(client, *hall, *board);
}

std::string round_now(Hall& hall);

// A board's .../round (retained): the round it plays, for /round.pgn's "R.B".
void on_round(Hall& hall, const hall::HallTopic& topic, std::string_view payload) {
    if (hall.event && topic.event != *hall.event)
        return;
    if (!hall::is_valid_round(payload)) {
        log_line("rejected: event " + topic.event + ", board " + std::to_string(topic.board) +
                 ": a round is numbers separated by dots, 16 characters at most");
        return;
    }
    {
        std::lock_guard lock(hall.mutex);
        if (auto problem = hall.store->set_round(topic.event, topic.board, std::string(payload)))
            log_line("error: " + problem->text());
    }
    if (hall.pgn_dir)
        if (auto problem = hall::write_round_pgn(*hall.pgn_dir, round_now(hall)))
            log_line("error: " + problem->text());
}

void on_message(struct mosquitto* client, void* data, const struct mosquitto_message* message) {
    auto* hall = static_cast<Hall*>(data);
    const std::string topic = message->topic ? message->topic : "";
    const std::string_view payload(static_cast<const char*>(message->payload),
                                   static_cast<std::size_t>(std::max(message->payloadlen, 0)));
    auto parsed = hall::parse_topic(topic);
    if (parsed && parsed->leaf == "resend")
        return; // the hall's own request, or another hall's
    if (parsed && parsed->leaf == "state")
        return; // a board's snapshot, for other readers: the hall replays the journal itself
    if (parsed && parsed->leaf == "round") {
        on_round(*hall, *parsed, payload);
        return;
    }
    if (parsed && parsed->leaf == "status") {
        if (hall->event && parsed->event != *hall->event)
            return;
        if (payload != "online" && payload != "offline") {
            log_line("rejected: " + topic + ": a status is 'online' or 'offline'");
            return;
        }
        std::lock_guard lock(hall->mutex);
        if (auto problem =
                hall->store->set_link(parsed->event, parsed->board, std::string(payload), io::wall_now_ms()))
            log_line("error: " + problem->text());
        feed_board(*hall, parsed->event, parsed->board);
        return;
    }
    auto record = hall::parse_hall_record(topic, payload, hall->event);
    if (!record) {
        log_line("rejected: " + record.error().text());
        return;
    }
    hall::StoreOutcome outcome = hall::StoreOutcome::Refused;
    {
        std::lock_guard lock(hall->mutex);
        const hall::StoreReport report = hall->store->add(*record, io::wall_now_ms());
        outcome = report.outcome;
        if (outcome == hall::StoreOutcome::KeptAside || outcome == hall::StoreOutcome::Refused)
            log_line(report.message);
        if (outcome == hall::StoreOutcome::KeptAside)
            if (const hall::BoardEntry* board = hall->store->find(record->event, record->board))
                ask_resend(client, *hall, *board);
        if (outcome == hall::StoreOutcome::Stored)
            feed_board(*hall, record->event, record->board);
    }
    if (outcome == hall::StoreOutcome::Stored && hall->pgn_dir)
        if (auto problem = hall::write_round_pgn(*hall->pgn_dir, round_now(*hall)))
            log_line("error: " + problem->text());
}

// How long a live page's connection may stay silent: a comment line is sent then, so that proxies
// and phones keep it open (and a page that has gone is noticed).
constexpr std::int64_t heartbeat_ms = 15000;
// A page is written at most once per this interval: the changes in between go out together. At
// 200 boards the hall stores some 400 records a second; without it each open page would wake for
// every one (measured: 100 pages took 56 % of a core, the pages' p99 went past half a second).
constexpr std::chrono::milliseconds page_write_interval{25};
// Live pages at once (each holds a thread, ConnectionThreads), and the threads for every
// connection: the difference is left to ordinary requests.
constexpr int max_live_pages = 400;
constexpr int max_connection_threads = 480;

// Tells the live pages the board's new state (the hall's mutex held, the board just changed). Only
// when a page is open: a page that opens later starts from the full state, taken after this.
void feed_board(Hall& hall, const std::string& event, int board) {
    if (hall.live.connections() == 0)
        return;
    const hall::BoardEntry* entry = hall.store->find(event, board);
    if (!entry || (hall.event && entry->event != *hall.event))
        return;
    hall.live.publish(event, board, hall::board_json(hall::board_view(*entry, io::wall_now_ms())));
}

// The JSON of every board at this instant.
std::string boards_now(Hall& hall) {
    std::vector<hall::BoardView> views;
    {
        std::lock_guard lock(hall.mutex);
        const std::int64_t now = io::wall_now_ms();
        for (const hall::BoardEntry* board : hall.store->boards())
            if (!hall.event || board->event == *hall.event)
                views.push_back(hall::board_view(*board, now));
    }
    return hall::boards_json(views);
}

// The round as PGN at this instant, one game per board.
std::string round_now(Hall& hall) {
    std::vector<const hall::BoardEntry*> entries;
    std::vector<hall::BoardView> views;
    std::lock_guard lock(hall.mutex);
    const std::int64_t now = io::wall_now_ms();
    for (const hall::BoardEntry* board : hall.store->boards())
        if (!hall.event || board->event == *hall.event) {
            entries.push_back(board);
            views.push_back(hall::board_view(*board, now));
        }
    return hall::round_pgn(entries, views);
}

void serve_log(Hall& hall, const httplib::Request& request, httplib::Response& response) {
    const auto board = cli::parse_integer(request.matches[1].str(), 1, 9999);
    if (!board) {
        response.status = 400;
        response.set_content("bad board number: 1 to 9999\n", "text/plain");
        return;
    }
    std::lock_guard lock(hall.mutex);
    const std::string event = request.has_param("event") ? request.get_param_value("event") : "";
    for (const hall::BoardEntry* entry : hall.store->boards()) {
        if (entry->board != *board || (!event.empty() && entry->event != event) ||
            (hall.event && entry->event != *hall.event))
            continue;
        response.set_content(hall::decision_log_json(*entry), "application/json");
        return;
    }
    response.status = 404;
    response.set_content("no board " + std::to_string(*board) + " in the hall\n", "text/plain");
}

// The page's languages: English, and each catalogue found (i18n::locale_dir), read once at start.
struct PageLanguages {
    std::vector<std::string> available;
    std::map<std::string, i18n::Catalogue> catalogues; // English: none, the empty catalogue
};

PageLanguages load_page_languages(const char* argv0) {
    PageLanguages languages;
    std::error_code ec;
    auto program = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec)
        program = std::filesystem::absolute(argv0, ec);
    const auto dir =
        i18n::locale_dir(program.parent_path(), [](const char* name) { return std::getenv(name); });
    for (const std::string& code : i18n::available_languages(dir)) {
        auto catalogue = i18n::load_language(dir, code);
        if (!catalogue) {
            log_line("the page cannot speak " + code + ": " + catalogue.error().text());
            continue;
        }
        languages.available.push_back(code);
        languages.catalogues.emplace(code, std::move(catalogue.value()));
    }
    return languages;
}

void routes(httplib::Server& server, Hall& hall, const PageLanguages& languages) {
    // The page in ?lang=CODE, else in the browser's Accept-Language, else English.
    server.Get("/", [&languages](const httplib::Request& request, httplib::Response& response) {
        static const i18n::Catalogue english;
        const std::optional<std::string> asked =
            request.has_param("lang") ? std::optional(request.get_param_value("lang")) : std::nullopt;
        const std::string lang =
            hall::page_language(asked, request.get_header_value("Accept-Language"), languages.available);
        const auto found = languages.catalogues.find(lang);
        response.set_header("Vary", "Accept-Language");
        response.set_content(
            hall::hall_page_html(lang, found == languages.catalogues.end() ? english : found->second),
            "text/html; charset=utf-8");
    });
    server.Get("/api/boards", [&hall](const httplib::Request&, httplib::Response& response) {
        response.set_header("Cache-Control", "no-store");
        response.set_content(boards_now(hall), "application/json");
    });
    server.Get("/round.pgn", [&hall](const httplib::Request&, httplib::Response& response) {
        response.set_header("Cache-Control", "no-store");
        response.set_content(round_now(hall), "application/x-chess-pgn");
    });
    // The live feed: Server-Sent Events. First the whole hall (event "boards", the array of
    // /api/boards), then a "board" event (one object of /api/boards) whenever the hall stores a
    // record for a board or its link changes, and a comment every 15 s of silence. A page that
    // reconnects (EventSource does it by itself, after `retry` ms) starts again from the whole hall.
    server.Get("/api/events", [&hall](const httplib::Request&, httplib::Response& response) {
        if (!hall.live.enter(max_live_pages)) {
            response.status = 503;
            response.set_header("Retry-After", "10");
            response.set_content("too many live pages open (" + std::to_string(max_live_pages) +
                                     "): poll /api/boards instead\n",
                                 "text/plain");
            return;
        }
        response.set_header("Cache-Control", "no-store");
        response.set_header("X-Accel-Buffering", "no"); // a reverse proxy must not hold events back
        auto since = std::make_shared<std::optional<std::uint64_t>>();
        auto last_write = std::make_shared<std::chrono::steady_clock::time_point>();
        response.set_chunked_content_provider(
            "text/event-stream",
            [&hall, since, last_write](std::size_t, httplib::DataSink& sink) {
                std::string out;
                if (!*since) {
                    *since = hall.live.generation();
                    out = "retry: 1000\n\n" + hall::sse_event("boards", boards_now(hall));
                } else {
                    std::this_thread::sleep_until(*last_write + page_write_interval);
                    const hall::LiveFeed::Changes changes = hall.live.wait_changes(**since, heartbeat_ms);
                    if (changes.stopped) {
                        sink.done();
                        return true;
                    }
                    *since = changes.generation;
                    for (const std::string& board : changes.boards)
                        out += hall::sse_event("board", board);
                    if (changes.boards.empty())
                        out = ": heartbeat\n\n";
                }
                *last_write = std::chrono::steady_clock::now();
                return sink.write(out.data(), out.size());
            },
            [&hall](bool) { hall.live.leave(); });
    });
    server.Get(R"(/api/boards/([^/]+)/log)",
               [&hall](const httplib::Request& request, httplib::Response& response) {
                   serve_log(hall, request, response);
               });
    // Anything else: a status and a sentence, not an empty page.
    server.set_error_handler([](const httplib::Request& request, httplib::Response& response) {
        if (!response.body.empty())
            return;
        const std::string what = response.status == 404
                                     ? "not found: " + request.path
                                     : "bad request (" + std::to_string(response.status) + ")";
        response.set_content(what + "\n", "text/plain");
    });
}

void usage(std::ostream& out) {
    out << "usage: pendule-hall --broker mqtt://HOST:PORT --http ADDRESS:PORT [--data DIR] [--event ID]\n"
           "                    [--pgn-dir DIR] [--user U --password-file F]\n\n"
           "The tournament hall: subscribes to pendule/<event>/board/<n>/journal and /status on the\n"
           "broker (QoS 1), keeps every journal line in DIR/hall.sqlite (default: the current folder),\n"
           "and serves the hall page at / (English, or French by ?lang=fr or the browser's language),\n"
           "the boards live at /api/events (Server-Sent Events) and as JSON at /api/boards, a board's "
           "decision\n"
           "records at /api/boards/<n>/log, the round as PGN at /round.pgn (and in DIR/round.pgn with\n"
           "--pgn-dir, rewritten whenever a board changes). With --event only that event is followed.\n"
           "Bad messages are logged on stderr and ignored.\n"
           "On a broker with accounts (configs/hall, scripts/hall.sh): --password-file F holds the\n"
           "hall's password (its first line), --user its user name (default: hall). A refused login\n"
           "stops the hall (exit 2).\n";
}

} // namespace

int main(int argc, char** argv) {
    cli::Args args;
    for (const char* name :
         {"--broker", "--http", "--data", "--event", "--pgn-dir", "--user", "--password-file"})
        args.value_option(name);
    args.flag_option("--help");
    if (auto problem = args.parse(std::vector<std::string>(argv + 1, argv + argc))) {
        std::cerr << "pendule-hall: " << *problem << '\n';
        return 2;
    }
    if (args.has("--help")) {
        usage(std::cout);
        return 0;
    }
    if (!args.has("--broker") || !args.has("--http")) {
        usage(std::cerr);
        return 2;
    }
    auto broker = hall::parse_broker_url(*args.value("--broker"));
    auto http = hall::parse_host_port(*args.value("--http"));
    if (!broker || !http) {
        std::cerr << "pendule-hall: " << (!broker ? broker.error() : http.error()).text() << '\n';
        return 2;
    }
    Hall hall;
    hall.broker = *broker;
    if (args.has("--user") || args.has("--password-file")) {
        if (!args.has("--password-file")) {
            std::cerr
                << "pendule-hall: --user needs --password-file F (a password is read from a file, never "
                   "from the command line)\n";
            return 2;
        }
        auto password = hall::read_password_file(*args.value("--password-file"));
        if (!password) {
            std::cerr << "pendule-hall: --password-file: " << password.error().text() << '\n';
            return 2;
        }
        hall.login = hall::BrokerLogin{args.value("--user").value_or("hall"), std::move(password.value())};
    }
    hall.event = args.value("--event");
    if (hall.event && !hall::is_valid_event_name(*hall.event)) {
        std::cerr << "pendule-hall: --event: not usable as a topic level\n";
        return 2;
    }
    hall.subscription = "pendule/" + hall.event.value_or("+") + "/board/+/#";
    const std::filesystem::path data = args.value("--data").value_or(".");
    std::error_code ec;
    std::filesystem::create_directories(data, ec);
    auto store = hall::HallStore::open(data / "hall.sqlite");
    if (!store) {
        std::cerr << "pendule-hall: " << store.error().text() << '\n';
        return 2;
    }
    hall.store = std::move(store.value());
    if (auto pgn_dir = args.value("--pgn-dir")) {
        hall.pgn_dir = *pgn_dir;
        std::filesystem::create_directories(*pgn_dir, ec);
    }
    log_line("loaded " + std::to_string(hall.store->boards().size()) + " boards from " +
             (data / "hall.sqlite").string());

    // SIGINT and SIGTERM stop the server from a thread of ours, not from a signal handler.
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

    mosquitto_lib_init();
    // A persistent session under a fixed name: what boards publish while the hall is down waits in
    // the broker and arrives when it comes back.
    const std::string client_id = "pendule-hall-" + hall.event.value_or("all");
    struct mosquitto* client = mosquitto_new(client_id.c_str(), false, &hall);
    if (!client) {
        std::cerr << "pendule-hall: cannot create the MQTT client\n";
        return 2;
    }
    mosquitto_connect_callback_set(client, on_connect);
    mosquitto_message_callback_set(client, on_message);
    mosquitto_reconnect_delay_set(client, 1, 10, true);
    if (hall.login)
        mosquitto_username_pw_set(client, hall.login->user.c_str(), hall.login->password.c_str());
    mosquitto_connect_async(client, broker->host.c_str(), broker->port, 10);
    mosquitto_loop_start(client);
    // A refused login stops the hall at once (on_connect said why); a broker not reached yet does not.
    bool refused = false;
    {
        std::unique_lock lock(hall.mutex);
        hall.answered.wait_for(lock, std::chrono::seconds(5),
                               [&hall] { return hall.first_connack.has_value(); });
        refused = hall.first_connack.value_or(0) != 0;
    }
    if (refused) {
        mosquitto_loop_stop(client, true);
        mosquitto_destroy(client);
        return 2;
    }

    httplib::Server server;
    server.new_task_queue = [] { return new hall::ConnectionThreads(max_connection_threads); };
    const PageLanguages languages = load_page_languages(argv[0]);
    routes(server, hall, languages);
    std::thread stopper([&server, &stop_signals, &hall] {
        int signal = 0;
        sigwait(&stop_signals, &signal);
        hall.live.stop();
        server.stop();
    });
    log_line("serving http://" + http->host + ":" + std::to_string(http->port) + "/");
    const bool listened = server.listen(http->host, http->port);
    if (!listened) {
        std::cerr << "pendule-hall: cannot listen on " << http->host << ":" << http->port << '\n';
        pthread_kill(stopper.native_handle(), SIGTERM);
    }
    stopper.join();
    mosquitto_disconnect(client);
    mosquitto_loop_stop(client, true);
    mosquitto_destroy(client);
    mosquitto_lib_cleanup();
    return listened ? 0 : 2;
}
