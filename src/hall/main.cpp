// pendule-hall: the tournament hall (issue 13). Subscribes to the boards' topics on an MQTT broker,
// keeps every journal line received in SQLite (a restart loses nothing) and serves the hall page
// and /api/boards over HTTP. The boards' journals stay the source of truth; the hall only reads
// them, with the journal's own reader. What a message does is HallService's (tested without a
// broker); here: the options, the broker's client, the HTTP routes, and the stop.
#include "cli/args.hpp"
#include "hall/broker_address.hpp"
#include "hall/broker_login.hpp"
#include "hall/connection_threads.hpp"
#include "hall/hall_page.hpp"
#include "hall/hall_service.hpp"
#include "hall/hall_subscriber.hpp"
#include "hall/page_language.hpp"
#include "i18n/catalogue.hpp"

#include <httplib.h>

#include <chrono>
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

void log_line(const std::string& text) {
    static std::mutex log_mutex;
    std::lock_guard lock(log_mutex);
    std::cerr << "pendule-hall: " << text << std::endl;
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

void serve_log(hall::HallService& hall, const httplib::Request& request, httplib::Response& response) {
    const auto board = cli::parse_integer(request.matches[1].str(), 1, 9999);
    if (!board) {
        response.status = 400;
        response.set_content("bad board number: 1 to 9999\n", "text/plain");
        return;
    }
    const std::string event = request.has_param("event") ? request.get_param_value("event") : "";
    if (auto json = hall.decision_log(static_cast<int>(*board), event)) {
        response.set_content(*json, "application/json");
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

void routes(httplib::Server& server, hall::HallService& hall, const PageLanguages& languages) {
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
        response.set_content(hall.boards_json(), "application/json");
    });
    server.Get("/round.pgn", [&hall](const httplib::Request&, httplib::Response& response) {
        response.set_header("Cache-Control", "no-store");
        response.set_content(hall.round_pgn(), "application/x-chess-pgn");
    });
    // The live feed: Server-Sent Events. First the whole hall (event "boards", the array of
    // /api/boards), then a "board" event (one object of /api/boards) whenever the hall stores a
    // record for a board or its link changes, and a comment every 15 s of silence. A page that
    // reconnects (EventSource does it by itself, after `retry` ms) starts again from the whole hall.
    server.Get("/api/events", [&hall](const httplib::Request&, httplib::Response& response) {
        if (!hall.live().enter(max_live_pages)) {
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
                    *since = hall.live().generation();
                    out = "retry: 1000\n\n" + hall::sse_event("boards", hall.boards_json());
                } else {
                    std::this_thread::sleep_until(*last_write + page_write_interval);
                    const hall::LiveFeed::Changes changes = hall.live().wait_changes(**since, heartbeat_ms);
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
            [&hall](bool) { hall.live().leave(); });
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
    std::optional<hall::BrokerLogin> login;
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
        login = hall::BrokerLogin{args.value("--user").value_or("hall"), std::move(password.value())};
    }
    hall::HallSettings settings;
    settings.event = args.value("--event");
    if (settings.event && !hall::is_valid_event_name(*settings.event)) {
        std::cerr << "pendule-hall: --event: not usable as a topic level\n";
        return 2;
    }
    const std::filesystem::path data = args.value("--data").value_or(".");
    std::error_code ec;
    std::filesystem::create_directories(data, ec);
    auto store = hall::HallStore::open(data / "hall.sqlite");
    if (!store) {
        std::cerr << "pendule-hall: " << store.error().text() << '\n';
        return 2;
    }
    if (auto pgn_dir = args.value("--pgn-dir")) {
        settings.pgn_dir = *pgn_dir;
        std::filesystem::create_directories(*pgn_dir, ec);
    }
    const std::string client_id = "pendule-hall-" + settings.event.value_or("all");
    hall::HallService hall(std::move(store.value()), std::move(settings));
    log_line("loaded " + std::to_string(hall.board_count()) + " boards from " +
             (data / "hall.sqlite").string());

    // SIGINT and SIGTERM stop the server from a thread of ours, not from a signal handler.
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

    hall::HallSubscriber subscriber(hall, *broker, login, log_line);
    if (auto problem = subscriber.start(client_id)) {
        std::cerr << "pendule-hall: " << problem->text() << '\n';
        return 2;
    }
    // A refused login stops the hall at once (the subscriber said why); a broker not reached yet does not.
    if (subscriber.wait_first_answer(std::chrono::seconds(5)).value_or(0) != 0)
        return 2;

    httplib::Server server;
    server.new_task_queue = [] { return new hall::ConnectionThreads(max_connection_threads); };
    const PageLanguages languages = load_page_languages(argv[0]);
    routes(server, hall, languages);
    std::thread stopper([&server, &stop_signals, &hall] {
        int signal = 0;
        sigwait(&stop_signals, &signal);
        hall.live().stop();
        server.stop();
    });
    log_line("serving http://" + http->host + ":" + std::to_string(http->port) + "/");
    const bool listened = server.listen(http->host, http->port);
    if (!listened) {
        std::cerr << "pendule-hall: cannot listen on " << http->host << ":" << http->port << '\n';
        pthread_kill(stopper.native_handle(), SIGTERM);
    }
    stopper.join();
    return listened ? 0 : 2;
}
