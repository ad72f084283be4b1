// pendule-hall: the tournament hall. Subscribes to the boards' topics on an MQTT broker,
// keeps every journal line received in SQLite (a restart loses nothing) and serves the hall page
// and /api/boards over HTTP. The boards' journals stay the source of truth; the hall only reads
// them, with the journal's own reader. What a message does is HallService's, what a request gets
// is HallRoutes' (both tested without a broker or a socket); here: the options, the broker's
// client, the HTTP server, and the stop.
#include "args/args.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"
#include "hall/server/connection_threads.hpp"
#include "hall/server/hall_clock.hpp"
#include "hall/server/hall_routes.hpp"
#include "hall/server/hall_service.hpp"
#include "hall/server/hall_subscriber.hpp"
#include "hall/server/http_adapter.hpp"
#include "hall/server/page_language.hpp"
#include "i18n/lang.hpp"
#include "io/os/file_system.hpp"
#include "io/os/wall_clock.hpp"

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <iostream>
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

// The hall's monotonic time: the steady clock, read here and nowhere else in the hall's server.
class SteadyClock final : public hall::HallClock {
  public:
    Time now() const override { return std::chrono::steady_clock::now().time_since_epoch(); }
    bool wait(std::unique_lock<std::mutex>& lock, std::condition_variable& wake, std::optional<Time> until,
              const std::function<bool()>& done) override {
        if (!until) {
            wake.wait(lock, done);
            return true;
        }
        return wake.wait_until(lock,
                               std::chrono::steady_clock::time_point(
                                   std::chrono::duration_cast<std::chrono::steady_clock::duration>(*until)),
                               done);
    }
    void sleep_until(Time until) override {
        std::this_thread::sleep_until(std::chrono::steady_clock::time_point(
            std::chrono::duration_cast<std::chrono::steady_clock::duration>(until)));
    }
};

// What goes wrong at the start: said on stderr, exit code 2.
int refuse(const std::string& text) {
    std::cerr << "pendule-hall: " << text << '\n';
    return 2;
}

// The command line, checked.
struct HallOptions {
    hall::BrokerAddress broker;
    hall::BrokerAddress http;
    std::optional<hall::BrokerLogin> login;
    std::optional<std::string> event;
    std::filesystem::path data;
    std::optional<std::string> pgn_dir;
};

// The broker's account (--user, --password-file), when either is given. What went wrong, in words.
std::optional<std::string> read_login(const cli::Args& args, std::optional<hall::BrokerLogin>& login) {
    if (!args.has("--user") && !args.has("--password-file"))
        return std::nullopt;
    if (!args.has("--password-file"))
        return "--user needs --password-file F (a password is read from a file, never from the command line)";
    auto password = hall::read_password_file(*args.value("--password-file"));
    if (!password)
        return "--password-file: " + password.error().text();
    login = hall::BrokerLogin{args.value("--user").value_or("hall"), std::move(password.value())};
    return std::nullopt;
}

// Reads the command line into `options`. The exit code when the program stops here (--help, or a
// command line that cannot be run).
std::optional<int> parse_options(const std::vector<std::string>& words, HallOptions& options) {
    cli::Args args;
    for (const char* name :
         {"--broker", "--http", "--data", "--event", "--pgn-dir", "--user", "--password-file"})
        args.value_option(name);
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return refuse(*problem);
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
    if (!broker || !http)
        return refuse((!broker ? broker.error() : http.error()).text());
    options.broker = *broker;
    options.http = *http;
    if (auto problem = read_login(args, options.login))
        return refuse(*problem);
    options.event = args.value("--event");
    if (options.event && !hall::is_valid_event_name(*options.event))
        return refuse("--event: not usable as a topic level");
    options.data = args.value("--data").value_or(".");
    options.pgn_dir = args.value("--pgn-dir");
    return std::nullopt;
}

// The store in the data folder (made when missing), then the --pgn-dir folder.
Result<std::unique_ptr<hall::HallStore>> open_store(const HallOptions& options) {
    std::error_code ec;
    std::filesystem::create_directories(options.data, ec);
    auto store = hall::HallStore::open(options.data / "hall.sqlite");
    if (store && options.pgn_dir)
        std::filesystem::create_directories(*options.pgn_dir, ec);
    return store;
}

hall::HallSettings hall_settings(const HallOptions& options) {
    hall::HallSettings settings;
    settings.clock = std::make_shared<SteadyClock>();
    settings.event = options.event;
    settings.wall_now = io::wall_now_ms;
    if (options.pgn_dir)
        settings.write_pgn = hall::pgn_files_in(*options.pgn_dir);
    return settings;
}

// SIGINT and SIGTERM stop the server from a thread of ours, not from a signal handler: blocked here,
// in every thread started after.
sigset_t block_stop_signals() {
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
    return stop_signals;
}

// The hall: it listens at once, reads the boards kept in its database (its pages say how far it
// is), then follows the broker, until a stop signal. The exit code.
int serve(hall::HallService& hall, const HallOptions& options, sigset_t stop_signals) {
    hall::PageLanguages languages = hall::load_page_languages(i18n::catalogue_dir());
    for (const std::string& problem : languages.problems)
        log_line(problem);
    const hall::HallRoutes routes(hall, std::move(languages));
    httplib::Server server;
    // A thread per connection (a live page holds one), up to 480: 80 more than the live feed's
    // limit (LiveLimits::max_pages), left to ordinary requests.
    server.new_task_queue = [] { return new hall::ConnectionThreads(480); };
    hall::serve_routes(server, routes);
    const hall::BrokerAddress& http = options.http;
    if (!server.bind_to_port(http.host, http.port))
        return refuse("cannot listen on " + http.host + ":" + std::to_string(http.port));
    std::atomic<bool> stopping{false};
    std::atomic<bool> listened{false};
    std::thread stopper([&server, &stop_signals, &hall, &stopping, &listened] {
        int signal = 0;
        sigwait(&stop_signals, &signal);
        stopping = true;
        hall.stop_reading();
        hall.live().stop();
        // httplib's stop() does nothing until listen_after_bind has begun its loop: a stop signal
        // that came first would leave the hall listening for ever.
        while (!server.is_running() && !listened)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        server.stop();
    });
    std::thread listener([&server, &listened] {
        server.listen_after_bind();
        listened = true;
    });
    log_line("serving http://" + http.host + ":" + std::to_string(http.port) + "/");
    // Each board from its checkpoint and the records after it (a journal with none, or with one
    // that cannot be taken up, replayed whole): said in the log.
    const auto read_start = std::chrono::steady_clock::now();
    for (const std::string& line : hall.read_boards())
        log_line(line);
    const auto read_ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - read_start)
            .count();
    log_line("boards read from " + io::text_of(options.data / "hall.sqlite") + " in " +
             std::to_string(read_ms) + " ms");
    // The broker once every board is read: its messages wait there meanwhile, unacknowledged.
    int exit_code = 0;
    hall::HallSubscriber subscriber(hall, options.broker, options.login, log_line);
    if (stopping) {
        // stopped while it read the boards: nothing to follow
    } else if (auto problem = subscriber.start("pendule-hall-" + options.event.value_or("all"))) {
        log_line(problem->text());
        exit_code = 2;
    } else {
        // A refused login stops the hall at once (the subscriber said why); a broker not reached yet does
        // not. Waited for in slices: a stop signal meanwhile is not kept waiting.
        std::optional<int> answer;
        for (int slice = 0; slice < 100 && !answer && !stopping; ++slice)
            answer = subscriber.wait_first_answer(std::chrono::milliseconds(50));
        if (answer.value_or(0) != 0)
            exit_code = 2;
    }
    if (exit_code != 0)
        pthread_kill(stopper.native_handle(), SIGTERM);
    stopper.join();
    listener.join();
    return exit_code;
}

int run_hall(const HallOptions& options) {
    auto store = open_store(options);
    if (!store)
        return refuse(store.error().text());
    // Before any thread is started: every thread of the hall leaves the stop signals to the stopper.
    const sigset_t stop_signals = block_stop_signals();
    hall::HallSettings settings = hall_settings(options);
    settings.read_later = true;
    hall::HallService hall(std::move(store.value()), std::move(settings));
    return serve(hall, options, stop_signals);
}

} // namespace

int main(int argc, char** argv) {
    i18n::set_program_dir(io::program_dir()); // the page's catalogues beside the program
    HallOptions options;
    if (auto exit_code = parse_options(std::vector<std::string>(argv + 1, argv + argc), options))
        return *exit_code;
    return run_hall(options);
}
