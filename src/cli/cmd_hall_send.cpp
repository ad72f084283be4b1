// pendule-cli hall-send: publishes a journal file to a tournament hall's broker through the
// board's own JournalPublisher, then stays to answer the hall's re-send requests. For a
// board whose clock could not reach the broker during the game, and to test the hall:
// --delivered K keeps records 0 to K as already delivered (sent only when the hall asks for them).
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"
#include "hall/link/hall_record.hpp"
#include "hall/link/journal_publisher.hpp"
#include "io/os/file_system.hpp"

#include <chrono>
#include <fstream>
#include <ostream>
#include <thread>

namespace pendule::cli {

namespace {

void hall_send_help(std::ostream& out) {
    out << "usage: pendule-cli hall-send --broker mqtt://HOST:PORT --board N --journal FILE\n"
           "                             [--event ID] [--stay SECONDS] [--delivered K]\n"
           "                             [--hall-user U] [--hall-password-file F]\n\n"
           "Publishes every line of a journal file under pendule/ID/board/N/journal (ID: sim), waits\n"
           "until the broker acknowledged them, then stays SECONDS (default 0) answering the hall's\n"
           "re-send requests (pendule/ID/board/N/resend). --delivered K: records 0 to K are taken as\n"
           "already delivered and sent only when the hall asks for them.\n"
           "On a broker with accounts (configs/hall): --hall-password-file F holds the password (its\n"
           "first line), --hall-user the user name (default: the board's number).\n";
}

} // namespace

int run_hall_send(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* name : {"--broker", "--board", "--journal", "--event", "--stay", "--delivered",
                             "--hall-user", "--hall-password-file"})
        args.value_option(name);
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "hall-send", *problem);
    if (args.has("--help")) {
        hall_send_help(out);
        return 0;
    }
    long long board = 0, stay = 0, delivered = -1;
    std::optional<std::string> problem;
    for (const char* required : {"--broker", "--board", "--journal"})
        if (!args.has(required))
            problem = std::string(required) + " is required (see --help)";
    if (!problem)
        problem = args.integer("--board", 1, 9999, board);
    if (!problem && args.has("--stay"))
        problem = args.integer("--stay", 0, 86400, stay);
    if (!problem && args.has("--delivered"))
        problem = args.integer("--delivered", 0, 1LL << 40, delivered);
    const std::string event = args.value("--event").value_or("sim");
    if (!problem && !hall::is_valid_event_name(event))
        problem = "--event: not usable as a topic level";
    auto broker = hall::parse_broker_url(args.value("--broker").value_or(""));
    if (!problem && !broker)
        problem = broker.error().text();
    std::ifstream file(io::path_of(args.value("--journal").value_or("")));
    if (!problem && !file)
        problem = "cannot read " + *args.value("--journal");
    auto login = hall::board_login(args.value("--hall-user"), args.value("--hall-password-file"),
                                   static_cast<int>(board));
    if (!problem && !login)
        problem = login.error().text();
    if (problem)
        return usage_error(err, "hall-send", *problem);
    hall::JournalPublisher publisher(*broker, event, static_cast<int>(board), *login);
    const std::string topic = hall::board_topic(event, static_cast<int>(board), "journal");
    std::string line;
    std::size_t sent = 0;
    while (std::getline(file, line)) {
        const auto record = hall::parse_hall_record(topic, line, std::nullopt);
        if (record && record->seq <= delivered) {
            publisher.keep_delivered(line);
        } else {
            publisher.publish(line);
            ++sent;
        }
    }
    if (auto failed = publisher.start())
        return usage_error(err, "hall-send", failed->text());
    if (!publisher.wait_acknowledged(std::chrono::seconds(20))) {
        if (auto refused = publisher.refusal())
            return usage_error(err, "hall-send", *refused);
        err << "pendule-cli hall-send: the broker acknowledged " << publisher.acknowledged() << " of "
            << publisher.queued() << " lines";
        if (const std::size_t lost = publisher.connections_lost())
            err << "; it closed the connection " << lost
                << " times (does its ACL let this user publish as board " << board << "?)";
        err << '\n';
        return 1;
    }
    out << "sent " << sent << " of " << publisher.queued() << " lines" << std::endl;
    std::this_thread::sleep_for(std::chrono::seconds(stay));
    publisher.wait_acknowledged(std::chrono::seconds(5));
    out << "answered " << publisher.resends_answered() << " re-send requests" << std::endl;
    return 0;
}

} // namespace pendule::cli
