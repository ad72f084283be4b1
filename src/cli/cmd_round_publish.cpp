// pendule-cli round-publish: the desk's side of the hall, headless. Publishes every
// board's set-up of a round journal (io/round/board_setup.hpp), retained, under
// pendule/EVENT/board/N/setup, so that each clock started for its board takes its players, control
// and edition from there; with --stay it watches the journal and publishes what changes (a board
// added or corrected) until it is stopped.
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"
#include "hall/link/hall_record.hpp"
#include "hall/link/setup_publisher.hpp"
#include "io/os/file_system.hpp"
#include "io/round/board_setup.hpp"
#include "io/round/round_journal.hpp"

#include <chrono>
#include <ostream>
#include <thread>

namespace pendule::cli {

namespace {

void round_publish_help(std::ostream& out) {
    out << "usage: pendule-cli round-publish JOURNAL --broker mqtt://HOST:PORT [--event ID]\n"
           "                                 [--wait SECONDS] [--stay SECONDS] [--hall-user U]\n"
           "                                 [--hall-password-file F]\n\n"
           "Publishes each board's set-up of a round journal (players with title, rating, federation\n"
           "and FIDE id from the TRF, round, board, control, edition), retained, under\n"
           "pendule/ID/board/N/setup (ID: the round's event), and waits until the broker acknowledged\n"
           "them (at most --wait SECONDS, default 20; exit 1 when it did not). A clock started with --hall "
           "URL --event ID --board N shows its board's set-up before\n"
           "the game and takes it with one key. --stay SECONDS: reads the journal again every second\n"
           "for that long and publishes the boards that changed (a board added or corrected).\n"
           "On a broker with accounts (configs/hall): --hall-user (default: desk) and\n"
           "--hall-password-file F (its first line is the password).\n";
}

// The journal's set-ups under `event`, or an error printed.
std::optional<std::vector<io::BoardSetup>> read_setups(const std::string& path, const std::string& event,
                                                       std::ostream& err) {
    auto read = io::read_round_journal_file(io::path_of(path));
    if (!read) {
        usage_error(err, "round-publish", read.error().text());
        return std::nullopt;
    }
    return io::round_setups(io::round_state(*read), event);
}

} // namespace

int run_round_publish(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* name :
         {"--broker", "--event", "--wait", "--stay", "--hall-user", "--hall-password-file"})
        args.value_option(name);
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "round-publish", *problem);
    if (args.has("--help")) {
        round_publish_help(out);
        return 0;
    }
    std::optional<std::string> problem;
    if (args.positionals().size() != 1)
        problem = "one round JOURNAL file is required (see --help)";
    else if (!args.has("--broker"))
        problem = "--broker is required (see --help)";
    long long stay = 0, wait = 20;
    if (!problem && args.has("--wait"))
        problem = args.integer("--wait", 1, 3600, wait);
    if (!problem && args.has("--stay"))
        problem = args.integer("--stay", 0, 7 * 86400, stay);
    auto broker = hall::parse_broker_url(args.value("--broker").value_or(""));
    if (!problem && !broker)
        problem = broker.error().text();
    if (problem)
        return usage_error(err, "round-publish", *problem);
    const std::string path = args.positionals().front();
    auto read = io::read_round_journal_file(io::path_of(path));
    if (!read)
        return usage_error(err, "round-publish", read.error().text());
    const std::string event = args.value("--event").value_or(io::round_state(*read).opened.event);
    if (!hall::is_valid_event_name(event))
        return usage_error(err, "round-publish",
                           "the event '" + event + "' is not usable as a topic level (give --event ID)");
    auto login = hall::account_login(args.value("--hall-user"), args.value("--hall-password-file"), "desk");
    if (!login)
        return usage_error(err, "round-publish", login.error().text());
    // The journal read above gives the first set-ups; --stay reads it again each second.
    const std::vector<io::BoardSetup> setups = io::round_setups(io::round_state(*read), event);
    hall::SetupPublisher publisher(*broker, event, *login);
    publisher.set(setups);
    if (auto failed = publisher.start())
        return usage_error(err, "round-publish", failed->text());
    if (!publisher.wait_acknowledged(std::chrono::seconds(wait))) {
        if (auto refused = publisher.refusal())
            return usage_error(err, "round-publish", *refused);
        err << "pendule-cli round-publish: the broker did not acknowledge the set-ups within " << wait
            << " s";
        if (const std::size_t lost = publisher.connections_lost())
            err << "; it closed the connection " << lost
                << " times (does its ACL let this user publish set-ups? configs/hall gives it to the desk's "
                   "account)";
        err << '\n';
        return 1;
    }
    out << "published " << setups.size() << " set-ups under pendule/" << event << "/board/N/setup"
        << std::endl;
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(stay);
    while (std::chrono::steady_clock::now() < end) {
        std::this_thread::sleep_for(std::chrono::seconds(1));
        auto now = read_setups(path, event, err);
        if (!now)
            continue; // a journal being written: read again in a second
        if (const std::size_t changed = publisher.set(*now)) {
            publisher.wait_acknowledged(std::chrono::seconds(5));
            out << "published " << changed << " changed set-ups" << std::endl;
        }
    }
    return 0;
}

} // namespace pendule::cli
