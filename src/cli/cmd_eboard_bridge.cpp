// pendule-cli eboard-bridge --config FILE --journal-dir DIR [--broker URL] [--seconds N]: many DGT
// e-boards, each on its own serial port, each journaled as a clock journals its game and published
// to the hall (docs/hall.md, "A venue's boards").
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/arbiter/board_ruling.hpp"
#include "core/arbiter/edition.hpp"
#include "core/arbiter/reason_code.hpp"
#include "core/clock/clock_facts.hpp"
#include "core/version.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"
#include "hall/link/journal_publisher.hpp"
#include "io/eboard/bridge_config.hpp"
#include "io/eboard/eboard_game.hpp"
#include "io/eboard/eboard_link.hpp"
#include "io/journal/journal_replay.hpp"
#include "io/journal/journal_writer.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"
#include "io/os/wall_clock.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <memory>
#include <optional>
#include <ostream>
#include <thread>
#include <variant>

namespace pendule::cli {

namespace {

constexpr const char* kBridgeHelp =
    "usage: pendule-cli eboard-bridge --config FILE --journal-dir DIR [--broker URL] [--seconds N]\n"
    "                                 [--hall-user U] [--hall-password-file F]\n\n"
    "Serves the DGT e-boards of a round, each on its own serial port (a USB hub, Bluetooth RFCOMM\n"
    "ports, COM ports on Windows), as the clock serves its own: each board's moves, and the presses\n"
    "and times of a DGT clock plugged into it, journaled in DIR/board-N (one journal per game,\n"
    "every record on the disk before it is published) and published to the hall's broker with\n"
    "its acknowledgements. A board not plugged in is sought every second; a board whose cable is\n"
    "pulled is said and sought again. A DGT clock found stopped shows the board's number for 3 s\n"
    "(BOARD 7). Started again after a stop, it takes up each board's newest journal (a game\n"
    "that ended stays ended). FILE (JSON) maps the ports to the hall's boards:\n"
    "  {\"event\": \"open-2026\", \"round\": \"5\", \"control\": \"5400+30\",\n"
    "   \"boards\": [{\"board\": 1, \"port\": \"/dev/ttyACM0\", \"white_side\": \"left\",\n"
    "               \"white\": \"...\", \"black\": \"...\"}, ...]}\n"
    "It runs until Ctrl+C (or SIGTERM), or for N seconds; then it waits up to 20 s for the broker's\n"
    "acknowledgements and says, board by board, the moves and presses read and the lines published.\n\n"
    "options:\n"
    "  --config FILE             the boards (docs/hall.md)\n"
    "  --journal-dir DIR         where the journals are written\n"
    "  --broker URL              the hall's broker, mqtt://HOST:PORT; none: journals only\n"
    "  --seconds N               stop after N seconds (1 to 604800)\n"
    "  --hall-user U, --hall-password-file F\n"
    "                            the boards' accounts on a broker that wants them, as hall-sim's\n"
    "  --help                    this text\n";

std::atomic<bool> stop_requested{false};

extern "C" void request_stop(int) {
    stop_requested = true;
}

std::int64_t steady_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// One board of the bridge: its link, its game, its journal and its publisher.
struct Bridged {
    io::BridgeBoard config;
    std::unique_ptr<hall::JournalPublisher> publisher;
    std::unique_ptr<io::EBoardLink> link;
    std::optional<io::EBoardGame> game;
    std::optional<io::JournalWriter> writer;
    clock::TimePoint t_base = 0; // the journal's time line: t_base + the bridge's monotonic ms
    std::string said_link;       // the link's state last said
    int presses = 0;
    std::optional<Error> write_error;
    bool over =
        false; // the game ended on the board (checkmate, stalemate, the kings in the centre): recorded
};

// Publishes each whole line of a journal's write.
io::JournalWriter::LineObserver publish_lines(hall::JournalPublisher* publisher) {
    return [publisher](const std::filesystem::path&, std::string_view bytes) {
        if (!publisher)
            return;
        while (!bytes.empty()) {
            const std::size_t end = bytes.find('\n');
            const std::size_t size = end == std::string_view::npos ? bytes.size() : end + 1;
            publisher->publish(std::string(bytes.substr(0, size)));
            bytes.remove_prefix(size);
        }
    };
}

// The newest journal in `dir`, as read, or nothing (none, or one set aside).
struct TakenUp {
    std::filesystem::path file;
    std::string text;
    io::JournalRead read;
    io::ReplayedGame game;
};
std::optional<TakenUp> newest_journal(const std::filesystem::path& dir) {
    std::error_code ec;
    std::optional<std::filesystem::path> newest;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        if (entry.path().extension() != ".journal")
            continue;
        if (!newest || entry.path().filename() > newest->filename())
            newest = entry.path();
    }
    if (!newest)
        return std::nullopt;
    auto text = io::read_text_file(*newest);
    if (!text)
        return std::nullopt;
    auto read = io::parse_journal(*text, io::text_of(*newest));
    if (!read || read->error)
        return std::nullopt;
    io::ReplayedGame game = io::replay_journal(*read);
    if (game.set_aside)
        return std::nullopt;
    return TakenUp{*newest, std::move(*text), std::move(read.value()), std::move(game)};
}

// A ruling gave the game's score (the DGT clock's flag, the kings in the centre), and no result was
// recorded after it: the game is over on the board, the desk confirms its result.
bool ruled_over(const io::JournalRead& read) {
    bool over = false;
    for (const io::JournalEvent& e : read.events) {
        if (e.kind == io::JournalKind::Result)
            over = false;
        else if (e.kind == io::JournalKind::Decision)
            over = e.outcome == "1-0" || e.outcome == "0-1" || e.outcome == "1/2-1/2";
    }
    return over;
}

// The board's journal: its newest one taken up again (the board's moves replayed, a `resumed`
// record), or a new one. A game that ended on the board stays ended: its board is read against its
// last position, never said unreadable while the pieces are set up again.
std::optional<Error> open_journal(Bridged& b, const io::BridgeConfig& config,
                                  const std::filesystem::path& dir, std::int64_t start_ms,
                                  std::ostream& out) {
    const auto board_dir = dir / ("board-" + std::to_string(b.config.board));
    eboard::RecognizerSettings settings;
    if (b.config.turned)
        settings.orientation = eboard::Orientation::turned;
    const auto white_face =
        b.config.white_side == "right" ? eboard::ClockFace::right : eboard::ClockFace::left;
    if (auto taken = newest_journal(board_dir)) {
        const std::filesystem::path& file = taken->file;
        const io::JournalRead& read = taken->read;
        const io::ReplayedGame& game = taken->game;
        auto writer = io::JournalWriter::reopen(file, read.valid_bytes,
                                                static_cast<std::int64_t>(read.events.size()) + 1);
        if (!writer)
            return writer.error();
        b.writer.emplace(std::move(writer.value()));
        // The lines the hall may already have, then the new ones: the hall keeps each line once.
        publish_lines(b.publisher.get())(file, std::string_view(taken->text).substr(0, read.valid_bytes));
        b.writer->set_line_observer(publish_lines(b.publisher.get()));
        b.t_base = game.last_t + 1 - start_ms;
        // The last move read was ended by a press, or a piece slid on meanwhile still revises it.
        const auto& moves = game.board.moves;
        const bool last_pressed =
            moves.empty() ||
            std::any_of(game.board.clock.begin(), game.board.clock.end(), [&](const io::BoardClockRecord& c) {
                return c.state == "pressed" && c.plies == static_cast<int>(moves.size()) &&
                       c.line > moves.back().line;
            });
        b.game.emplace(rules::Game(), settings, moves, last_pressed);
        for (const io::BoardClockRecord& c : game.board.clock)
            b.presses += c.state == "pressed";
        if (game.is_finished() || ruled_over(read)) {
            b.over = true;
            b.game->on_game_over();
        }
        b.game->set_white_face(white_face);
        const std::int64_t wall = io::wall_now_ms();
        io::JournalEvent resumed = io::JournalEvent::of(io::JournalKind::Resumed, game.last_t + 1);
        resumed.wall_ms = wall;
        resumed.value = std::max<std::int64_t>(0, wall - game.last_wall_ms);
        resumed.text = "eboard-bridge";
        if (auto failed = b.writer->append(resumed))
            return failed;
        out << "board " << b.config.board << ": journal taken up again, " << game.board.moves.size()
            << " moves: " << io::text_of(file) << '\n';
        return std::nullopt;
    }
    io::JournalHeader header;
    header.program = version();
    header.created_wall_ms = io::wall_now_ms();
    header.preset = config.preset;
    header.white = b.config.white;
    header.black = b.config.black;
    header.board = std::to_string(b.config.board);
    header.white_side = b.config.white_side;
    header.edition = config.edition;
    header.event = config.event;
    header.round = config.round;
    auto writer = io::JournalWriter::create(board_dir, header, publish_lines(b.publisher.get()));
    if (!writer)
        return writer.error();
    b.writer.emplace(std::move(writer.value()));
    b.t_base = -start_ms;
    b.game.emplace(rules::Game(), settings);
    b.game->set_white_face(white_face);
    return std::nullopt;
}

// What a board's link said, in a line when it changed.
void say_link(Bridged& b, std::ostream& out) {
    const io::EBoardGame& game = *b.game;
    std::string state;
    switch (game.link()) {
    case io::BoardLinkState::searching:
        state = "sought on " + b.config.port;
        break;
    case io::BoardLinkState::linked:
        state = game.unreadable() ? "unreadable: set the pieces back (" + game.unreadable_board() + ")"
                                  : "linked on " + game.port();
        break;
    case io::BoardLinkState::lost:
        state = "link lost";
        break;
    }
    // Said while it is the last ply: the opponent's reply makes it stand (Laws A.5.2), the arbiter's
    // to rule from the journal.
    if (game.illegal() && game.score().last_is_illegal())
        state += "; illegal move " + game.illegal()->text + " on the board";
    if (game.clock_silent())
        state += "; its clock does not answer commands";
    if (state != b.said_link)
        out << "board " << b.config.board << ": " << state << '\n';
    b.said_link = state;
}

// What the arbiter core rules on what the board and its clock showed: a checkmate or a stalemate on
// the board ends the game (Laws 5.1.1, 5.2.1: its result recorded); a flag of the DGT clock is a
// ruling under 6.9 on the board's position (a loss, or a draw when the opponent cannot checkmate),
// recorded as a decision that the desk confirms as the result; so is the result the players gave
// with the kings in the centre (`shown_result`).
void add_rulings(Bridged& b, const io::BridgeConfig& config, std::vector<io::JournalEvent>& records,
                 const std::optional<std::string>& shown_result, clock::TimePoint t) {
    const arbiter::Edition edition = arbiter::parse_edition(config.edition).value(); // checked when read
    std::vector<io::JournalEvent> added;
    for (const io::JournalEvent& r : records) {
        if (r.kind != io::JournalKind::BoardClock || r.text != "flag" || b.over)
            continue;
        arbiter::Arbiter arbiter(edition, clock::classify(config.preset.control));
        const rules::Position position = b.game->game().position();
        const arbiter::BoardRuling ruling = arbiter::flag_at_board(arbiter, *r.side, &position, t);
        io::JournalEvent d = io::JournalEvent::of(io::JournalKind::Decision, t);
        d.article = ruling.ruling.article;
        d.edition = config.edition;
        d.outcome = arbiter::outcome_text(ruling.ruling.outcome);
        d.reason = "the DGT clock's flag: " + ruling.ruling.explanation;
        added.push_back(std::move(d));
    }
    // The kings put in the centre by the players: the result they give (a resignation, a draw
    // agreed: the Laws' usual ends that nothing on the board shows), for the arbiter to confirm.
    if (const auto& score = shown_result; score && !b.over) {
        const auto code = *score == "1-0"   ? arbiter::ReasonCode::BlackResigns
                          : *score == "0-1" ? arbiter::ReasonCode::WhiteResigns
                                            : arbiter::ReasonCode::Agreement;
        io::JournalEvent d = io::JournalEvent::of(io::JournalKind::Decision, t);
        d.article = arbiter::result_facts(code).article;
        d.edition = config.edition;
        d.outcome = *score;
        d.reason = "the kings put in the centre of the board: " + *score + ", the players' result to confirm";
        added.push_back(std::move(d));
        b.over = true;
    }
    const rules::Position& now = b.game->game().position();
    if (!b.over && !b.game->illegal() && (now.is_checkmate() || now.is_stalemate())) {
        const bool mate = now.is_checkmate();
        const auto code = mate ? arbiter::ReasonCode::Checkmate : arbiter::ReasonCode::Stalemate;
        io::JournalEvent result = io::JournalEvent::of(io::JournalKind::Result, t);
        result.score = !mate ? "1/2-1/2" : now.side_to_move() == Colour::White ? "0-1" : "1-0";
        result.article = arbiter::result_facts(code).article;
        result.reason = mate ? "checkmate on the board" : "stalemate on the board";
        result.reason_code = std::string(arbiter::reason_code_name(code));
        added.push_back(std::move(result));
        b.over = true;
        b.game->on_game_over();
    }
    records.insert(records.end(), added.begin(), added.end());
}

// One turn for a board: what its link heard, read; the records written, then published.
void serve(Bridged& b, const io::BridgeConfig& config, std::int64_t now_ms, std::ostream& out) {
    const clock::TimePoint t = b.t_base + now_ms;
    for (io::EBoardReport& report : b.link ? b.link->take() : std::vector<io::EBoardReport>{}) {
        switch (report.kind) {
        case io::EBoardReport::Kind::linked:
            b.game->on_linked(report.text, t);
            break;
        case io::EBoardReport::Kind::bytes:
            b.game->on_bytes(report.bytes, t, io::wall_now_ms());
            break;
        case io::EBoardReport::Kind::lost:
            b.game->on_lost(report.text, t);
            break;
        }
    }
    b.game->tick(t);
    if (b.link)
        if (auto bytes = b.game->to_write(t))
            b.link->send(std::move(*bytes));
    auto records = b.game->take_records();
    const auto shown_result = b.game->take_shown_result();
    if (!records.empty() || shown_result)
        add_rulings(b, config, records, shown_result, t);
    for (const io::JournalEvent& r : records)
        b.presses += r.kind == io::JournalKind::BoardClock && r.text == "pressed";
    if (!records.empty() && !b.write_error) {
        b.write_error = b.writer->append_all(std::move(records));
        if (b.write_error)
            out << "board " << b.config.board << ": the journal cannot be written (" << b.write_error->text()
                << "): this board is no longer recorded\n";
    }
    say_link(b, out);
}

// The options, checked; the configuration read.
struct BridgeOptions {
    io::BridgeConfig config;
    std::filesystem::path journal_dir;
    std::optional<hall::BrokerAddress> broker;
    std::optional<std::string> user, password;
    long long seconds = 0; // 0: until stopped
};

// The options' faults as usage errors (status 64), the configuration's as status 2.
std::variant<BridgeOptions, int> read_options(const Args& args, std::ostream& err) {
    BridgeOptions o;
    std::optional<std::string> problem;
    if (!args.positionals().empty())
        problem = "no operand expected (see --help)";
    for (const char* required : {"--config", "--journal-dir"})
        if (!problem && !args.has(required))
            problem = std::string(required) + " is required (see --help)";
    if (!problem && args.has("--seconds"))
        problem = args.integer("--seconds", 1, 604800, o.seconds);
    if (!problem && args.has("--broker")) {
        auto parsed = hall::parse_broker_url(*args.value("--broker"));
        if (!parsed)
            problem = parsed.error().text();
        else
            o.broker = *parsed;
    }
    if (problem)
        return usage_error(err, "eboard-bridge", *problem);
    const std::string config_name = *args.value("--config");
    auto text = io::read_text_file(io::path_of(config_name));
    if (!text) {
        err << "pendule-cli eboard-bridge: cannot read " << config_name << '\n';
        return 2;
    }
    auto config = io::parse_bridge_config(*text, config_name);
    if (!config) {
        err << "pendule-cli eboard-bridge: " << config.error().text() << '\n';
        return 2;
    }
    o.config = std::move(config.value());
    o.journal_dir = io::path_of(*args.value("--journal-dir"));
    o.user = args.value("--hall-user");
    o.password = args.value("--hall-password-file");
    return o;
}

// What a DGT 3000 shows when its board is taken up before the round: the board's number, in the
// display's eight characters.
std::string clock_greeting(int board) {
    const std::string number = std::to_string(board);
    return (number.size() <= 2 ? "BOARD " : "BRD ") + number;
}

// Each board's publisher, journal and link, started; an error (said) stops everything.
std::optional<int> start_boards(std::vector<Bridged>& boards, const BridgeOptions& o, std::int64_t start_ms,
                                std::ostream& out, std::ostream& err) {
    for (std::size_t i = 0; i < boards.size(); ++i) {
        Bridged& b = boards[i];
        b.config = o.config.boards[i];
        if (o.broker) {
            auto login = hall::board_login(o.user, o.password, b.config.board);
            if (!login)
                return usage_error(err, "eboard-bridge", login.error().text());
            b.publisher =
                std::make_unique<hall::JournalPublisher>(*o.broker, o.config.event, b.config.board, *login);
            (void)b.publisher->set_round(o.config.round); // checked with the configuration
        }
        std::optional<Error> failed = open_journal(b, o.config, o.journal_dir, start_ms, out);
        if (!failed && b.publisher)
            failed = b.publisher->start();
        if (failed) {
            err << "pendule-cli eboard-bridge: board " << b.config.board << ": " << failed->text() << '\n';
            return 2;
        }
        b.game->greet_clock_with(clock_greeting(b.config.board));
        b.link = std::make_unique<io::EBoardLink>(b.config.port);
    }
    return std::nullopt;
}

// Each board's moves and presses, and what the broker acknowledged (20 s for all of them): 1 when
// some line was not acknowledged or not written.
int report(std::vector<Bridged>& boards, std::ostream& out) {
    int status = 0;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    for (Bridged& b : boards) {
        out << "board " << b.config.board << ": " << b.game->plies() << " moves, " << b.presses << " presses";
        if (b.publisher) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            const bool acked = b.publisher->wait_acknowledged(std::max(left, std::chrono::milliseconds(0)));
            out << ", " << b.publisher->acknowledged() << " of " << b.publisher->queued()
                << " lines acknowledged by the broker";
            if (!acked)
                status = 1;
        }
        if (b.write_error)
            status = 1;
        if (b.game->clock_answers() + b.game->clock_dropped() > 0)
            out << ", clock commands: " << b.game->clock_answers() << " answered, " << b.game->clock_dropped()
                << " unanswered";
        out << '\n';
    }
    return status;
}

} // namespace

int run_eboard_bridge(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* name :
         {"--config", "--journal-dir", "--broker", "--seconds", "--hall-user", "--hall-password-file"})
        args.value_option(name);
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "eboard-bridge", *problem);
    if (args.has("--help")) {
        out << kBridgeHelp;
        return 0;
    }
    auto options = read_options(args, err);
    if (const int* status = std::get_if<int>(&options))
        return *status;
    const BridgeOptions& o = std::get<BridgeOptions>(options);

    std::vector<Bridged> boards(o.config.boards.size());
    const std::int64_t start_ms = steady_ms();
    if (auto status = start_boards(boards, o, start_ms, out, err))
        return *status;
    out << "bridging " << boards.size() << (boards.size() == 1 ? " board" : " boards") << " of "
        << o.config.event << ", round " << o.config.round << std::endl;
    std::signal(SIGINT, request_stop);
    std::signal(SIGTERM, request_stop);
    while (!stop_requested && (o.seconds == 0 || steady_ms() - start_ms < o.seconds * 1000)) {
        for (Bridged& b : boards)
            serve(b, o.config, steady_ms(), out);
        out << std::flush;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    for (Bridged& b : boards) {
        b.link.reset(); // its thread stops: nothing more is heard
        serve(b, o.config, steady_ms(), out);
    }
    return report(boards, out);
}

} // namespace pendule::cli
