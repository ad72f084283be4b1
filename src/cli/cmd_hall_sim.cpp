// pendule-cli hall-sim: simulated boards for the tournament hall (issue 13). Each board plays a
// game of presses at human intervals, journals it with the program's own JournalWriter (real
// journal files, one folder per board) and publishes every line through JournalPublisher, as a
// clock in the hall does. Deterministic per seed (and speed): the same presses, pauses and flags.
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/sim_processes.hpp"
#include "core/arbiter/reason_code.hpp"
#include "core/clock/game_clock.hpp"
#include "core/rules/position.hpp"
#include "core/version.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"
#include "hall/link/hall_record.hpp"
#include "hall/link/journal_publisher.hpp"
#include "io/board_setup.hpp"
#include "io/file_system.hpp"
#include "io/journal_writer.hpp"
#include "io/preset.hpp"
#include "io/wall_clock.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <ostream>
#include <random>
#include <thread>

namespace pendule::cli {

namespace {

using clock::Side;
using clock::TimePoint;
using io::JournalEvent;
using io::JournalKind;

struct SimBoard {
    int number = 0;
    std::mt19937_64 random;
    std::optional<io::JournalWriter> writer;
    std::unique_ptr<hall::JournalPublisher> publisher;
    std::optional<clock::GameClock> game;
    TimePoint next_press = 0; // when the side to move presses (or, paused, when the arbiter resumes)
    TimePoint next_checkpoint = 0;
    bool started = false;
    bool finished = false;
    int records = 0;
    // --setups: the game ends by a resignation or an agreed draw after this many presses (when no
    // flag falls first); 0: only flags end it.
    int presses = 0;
    int end_after = 0;
};

// A whole number in [low, high] from the board's generator, the same on every platform.
std::int64_t draw(SimBoard& b, std::int64_t low, std::int64_t high) {
    return low + static_cast<std::int64_t>(b.random() % static_cast<std::uint64_t>(high - low + 1));
}

// Writes one record (synced) and publishes the line exactly as written.
std::optional<Error> record(SimBoard& b, JournalEvent event) {
    event.seq = b.writer->next_seq();
    const std::string line = io::encode_event(event);
    if (auto problem = b.writer->append(event))
        return problem;
    b.publisher->publish(line);
    ++b.records;
    return std::nullopt;
}

// The next thing the board does: a press (or resume), a checkpoint, or its flag falling.
TimePoint next_action(const SimBoard& b) {
    TimePoint next = b.next_press;
    const auto state = b.game->state(b.next_checkpoint);
    if (b.started && state.running)
        next = std::min(next, b.next_checkpoint);
    if (const auto zero = b.game->next_zero_at(b.game->last_update()))
        next = std::min(next, *zero + 1); // the instant after: the flag has fallen
    return next;
}

// Carries out the board's next action at `now`; `wall0` is the wall time of game time 0.
std::optional<Error> act(SimBoard& b, TimePoint now, std::int64_t wall0, TimePoint checkpoint_every) {
    if (!b.started) {
        b.game->start(now, Side::White);
        b.started = true;
        b.next_press = now + draw(b, 1000, 30000);
        b.next_checkpoint = now + checkpoint_every;
        return record(b, JournalEvent::of(JournalKind::Start, now, Side::White));
    }
    const clock::ClockState state = b.game->state(now);
    if (state.first_flag) {
        // Laws 6.9: the flag fell; the simulation scores it as a loss (the opponent can mate).
        const Side flagged = *state.first_flag;
        if (auto problem =
                record(b, JournalEvent::of(JournalKind::Flag, now, flagged, *state.of(flagged).flag_at)))
            return problem;
        JournalEvent result = JournalEvent::of(JournalKind::Result, now);
        result.score = flagged == Side::White ? "0-1" : "1-0";
        result.article = "6.9";
        result.reason = std::string(clock::side_name(flagged)) + "'s flag fell";
        result.reason_code = std::string(arbiter::reason_code_name(
            flagged == Side::White ? arbiter::ReasonCode::WhiteFlag : arbiter::ReasonCode::BlackFlag));
        b.finished = true;
        return record(b, result);
    }
    if (now >= b.next_checkpoint && state.running && now < b.next_press) {
        JournalEvent c = JournalEvent::of(JournalKind::Checkpoint, now);
        c.wall_ms = wall0 + now;
        b.next_checkpoint = now + checkpoint_every;
        return record(b, c);
    }
    if (state.paused) {
        // The arbiter restarts the clock (Laws 6.11).
        b.game->resume(now);
        b.next_press = now + draw(b, 1000, 30000);
        b.next_checkpoint = now + checkpoint_every;
        return record(b, JournalEvent::of(JournalKind::Resume, now));
    }
    const Side presser = *state.to_move;
    b.game->press(presser, now);
    if (auto problem = record(b, JournalEvent::of(JournalKind::Press, now, presser)))
        return problem;
    if (b.end_after > 0 && ++b.presses >= b.end_after) {
        // --setups: the game ends on the board as games do: a resignation, or a draw agreed.
        JournalEvent result = JournalEvent::of(JournalKind::Result, now);
        const std::int64_t how = draw(b, 1, 3);
        const Side resigning = how == 2 ? presser : other(presser);
        result.score = how == 1 ? "1/2-1/2" : resigning == Side::White ? "0-1" : "1-0";
        result.article = how == 1 ? "9.1.2" : "5.1.2";
        result.reason = how == 1 ? "draw agreed" : std::string(clock::side_name(resigning)) + " resigned";
        result.reason_code = std::string(arbiter::reason_code_name(how == 1 ? arbiter::ReasonCode::Agreement
                                                                   : resigning == Side::White
                                                                       ? arbiter::ReasonCode::WhiteResigns
                                                                       : arbiter::ReasonCode::BlackResigns));
        b.game->pause(now);
        b.finished = true;
        return record(b, result);
    }
    // One move in 40 is followed by an arbiter's pause of 10 to 60 seconds.
    if (draw(b, 1, 40) == 1) {
        b.game->pause(now);
        b.next_press = now + draw(b, 10000, 60000);
        return record(b, JournalEvent::of(JournalKind::Pause, now));
    }
    b.next_press = now + draw(b, 1000, 30000);
    b.next_checkpoint = std::max(b.next_checkpoint, now + 1);
    return std::nullopt;
}

void hall_sim_help(std::ostream& out) {
    out << "usage: pendule-cli hall-sim --broker mqtt://HOST:PORT --boards N --duration SECONDS --seed S\n"
           "                            --journal-dir DIR [--speed K] [--event ID]\n"
           "                            [--hall-user U] [--hall-password-file F] [--round R]\n"
           "                            [--first-board A] [--setups] [--pause-at-end]\n\n"
           "Simulated boards for pendule-hall: each presses at human intervals (1 to 30 s), now and\n"
           "then pauses, sometimes loses on time (odd boards play 5 min + 5 s, even ones 10 min + 5 s),\n"
           "journals into DIR/board-N/ and publishes every record under pendule/ID/board/N/journal\n"
           "(ID: sim). --speed K runs K simulated seconds per second (checkpoints every 500 ms of the\n"
           "real run, so every K/2 s of game time). The same seed and speed give the same games.\n"
           "Waits at the end until the broker acknowledged every record; prints each board's journal.\n"
           "On a broker with accounts (configs/hall, scripts/hall.sh): each board logs in as U with the\n"
           "password in F's first line; \"{board}\" in U or F is the board's number, and U is the\n"
           "board's number when left out (e.g. --hall-password-file DATA/secrets/{board}.password).\n"
           "--round R: the round the boards play (\"5\", \"2.1\"), published under pendule/ID/board/N/round\n"
           "for the hall's /round.pgn (Round \"R.N\").\n"
           "--first-board A: the boards are A to A+N-1 (default 1), e.g. to share a hall's boards out\n"
           "between machines. Each board is its own MQTT client with its own journal; one process serves\n"
           "at most 240 boards (libmosquitto's select() stops at descriptor 1024, four a board), so more\n"
           "boards run in processes of hall-sim started for them (Linux); their output comes in order.\n"
           "--setups: each board first takes its set-up from the desk (pendule/ID/board/N/setup, retained:\n"
           "pendule --desk ROUND --hall, or pendule-cli round-publish), waiting up to 30 s for all of them:\n"
           "the players, the control, the round, the edition and a Chess960 start are the desk's, as a\n"
           "clock's are when Enter takes them; and a game also ends by a resignation or an agreed draw\n"
           "after 40 to 120 presses when no flag fell first.\n"
           "--pause-at-end: when the duration is over, the arbiter pauses every clock still running (a\n"
           "pause record), as at the end of a session: every journal then ends with no clock running,\n"
           "so a hall's times can be compared with the journals' at any later time.\n";
}

} // namespace

int run_hall_sim(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    const std::vector<const char*> options = {
        "--broker", "--boards",    "--duration",           "--seed",  "--journal-dir", "--speed",
        "--event",  "--hall-user", "--hall-password-file", "--round", "--first-board"};
    for (const char* name : options)
        args.value_option(name);
    args.flag_option("--help");
    args.flag_option("--setups");
    args.flag_option("--pause-at-end");
    if (auto problem = args.parse(words)) {
        err << "pendule-cli hall-sim: " << *problem << '\n';
        return 2;
    }
    if (args.has("--help")) {
        hall_sim_help(out);
        return 0;
    }
    long long boards = 0, duration = 0, seed = 0, speed = 1, first = 1;
    std::optional<std::string> problem;
    for (const char* required : {"--broker", "--boards", "--duration", "--seed", "--journal-dir"})
        if (!args.has(required))
            problem = std::string(required) + " is required (see --help)";
    if (!problem)
        problem = args.integer("--boards", 1, 1000, boards);
    if (!problem)
        problem = args.integer("--duration", 1, 86400, duration);
    if (!problem)
        problem = args.integer("--seed", 0, 1LL << 62, seed);
    if (!problem && args.has("--speed"))
        problem = args.integer("--speed", 1, 10000, speed);
    if (!problem && args.has("--first-board"))
        problem = args.integer("--first-board", 1, 9999, first);
    if (!problem && first + boards - 1 > 9999)
        problem = "--first-board " + std::to_string(first) + " --boards " + std::to_string(boards) +
                  ": boards are numbered 1 to 9999";
    const std::string event = args.value("--event").value_or("sim");
    if (!problem && !hall::is_valid_event_name(event))
        problem = "--event: not usable as a topic level";
    const std::string round = args.value("--round").value_or("");
    if (!problem && args.has("--round") && !hall::is_valid_round(round))
        problem = "--round: expected numbers separated by dots (\"5\", \"2.1\"), got '" + round + "'";
    auto broker = hall::parse_broker_url(args.value("--broker").value_or(""));
    if (!problem && !broker)
        problem = broker.error().text();
    if (problem) {
        err << "pendule-cli hall-sim: " << *problem << '\n';
        return 2;
    }
    // Each board holds four descriptors, and libmosquitto gives up on one beyond select()'s limit:
    // more boards than one process serves are spread over processes of hall-sim (sim_processes.hpp).
    const long long per_process = boards_per_process(select_descriptor_limit(), open_descriptor_limit());
    if (per_process < 1) {
        err << "pendule-cli hall-sim: --boards " << boards << ": the limit of open descriptors (ulimit -Hn) "
            << open_descriptor_limit().value_or(0) << " leaves no room for one board ("
            << descriptors_per_board << " descriptors each, " << descriptors_reserved
            << " kept for the process)\n";
        return 2;
    }
    if (boards > per_process) {
        if (!can_spread()) {
            err << "pendule-cli hall-sim: --boards " << boards << ": one process serves at most "
                << per_process << " boards here (" << descriptors_per_board
                << " descriptors each, below select()'s limit of " << select_descriptor_limit().value_or(0)
                << " and ulimit -Hn), and this system cannot start "
                << "more processes of hall-sim: run several with --first-board\n";
            return 2;
        }
        if (auto refused = raise_limits(descriptors_reserved, 2 * boards + 64)) {
            err << "pendule-cli hall-sim: --boards " << boards << ": " << *refused << '\n';
            return 2;
        }
        std::vector<std::string> child_words;
        for (const char* name : options)
            if (std::string_view(name) != "--boards" && std::string_view(name) != "--first-board" &&
                args.has(name))
                child_words.insert(child_words.end(), {name, *args.value(name)});
        for (const char* flag : {"--setups", "--pause-at-end"})
            if (args.has(flag))
                child_words.emplace_back(flag);
        const std::vector<BoardRange> ranges = spread_boards(first, boards, per_process);
        err << "pendule-cli hall-sim: " << boards << " boards in " << ranges.size()
            << " processes of at most " << per_process << " boards\n";
        std::string text, problems;
        const int status = run_spread(child_words, ranges, text, problems);
        out << text;
        if (!problems.empty())
            err << "pendule-cli hall-sim: " << problems;
        return status;
    }
    if (auto refused = raise_limits(descriptors_per_board * boards + descriptors_reserved, 2 * boards + 64)) {
        err << "pendule-cli hall-sim: --boards " << boards << ": " << *refused << '\n';
        return 2;
    }
    const std::filesystem::path dir = io::path_of(*args.value("--journal-dir"));
    const std::int64_t wall0 = io::wall_now_ms();
    const TimePoint checkpoint_every = 500 * speed;
    std::vector<SimBoard> sims(static_cast<std::size_t>(boards));
    // Every board's client first: with --setups, each waits for its set-up from the desk.
    for (int n = static_cast<int>(first); n < first + boards; ++n) {
        SimBoard& b = sims[static_cast<std::size_t>(n - first)];
        b.number = n;
        b.random.seed(static_cast<std::uint64_t>(seed) * 100'003 + static_cast<std::uint64_t>(n));
        auto login = hall::board_login(args.value("--hall-user"), args.value("--hall-password-file"), n);
        if (!login) {
            err << "pendule-cli hall-sim: " << login.error().text() << '\n';
            return 2;
        }
        b.publisher = std::make_unique<hall::JournalPublisher>(*broker, event, n, *login);
        (void)b.publisher->set_round(round); // checked above
        if (auto failed = b.publisher->start()) {
            err << "pendule-cli hall-sim: " << failed->text() << '\n';
            return 2;
        }
    }
    std::vector<std::optional<io::BoardSetup>> setups(sims.size());
    if (args.has("--setups")) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        std::size_t got = 0;
        while (got < sims.size() && std::chrono::steady_clock::now() < deadline) {
            for (std::size_t i = 0; i < sims.size(); ++i)
                if (auto text = sims[i].publisher->take_setup()) {
                    auto setup =
                        io::parse_board_setup(*text, "board " + std::to_string(sims[i].number) + "'s set-up");
                    if (!setup) {
                        err << "pendule-cli hall-sim: " << setup.error().text() << '\n';
                        return 2;
                    }
                    got += !setups[i];
                    setups[i] = std::move(setup.value());
                }
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        for (std::size_t i = 0; i < sims.size(); ++i)
            if (!setups[i]) {
                err << "pendule-cli hall-sim: board " << sims[i].number
                    << ": no set-up from the desk within 30 s (pendule/" << event << "/board/"
                    << sims[i].number << "/setup)\n";
                return 2;
            }
    }
    for (std::size_t i = 0; i < sims.size(); ++i) {
        SimBoard& b = sims[i];
        const int n = b.number;
        io::JournalHeader header;
        header.program = version();
        header.created_wall_ms = wall0;
        header.board = std::to_string(n);
        header.white = "White " + std::to_string(n);
        header.black = "Black " + std::to_string(n);
        std::string control = n % 2 ? "300+5" : "600+5";
        if (const auto& setup = setups[i]) {
            // The desk's set-up, as a clock takes it: nothing typed at the board.
            header.white = setup->white.name;
            header.black = setup->black.name;
            header.event = setup->event;
            header.round = setup->round;
            header.edition = setup->edition;
            if (!setup->control.empty())
                control = setup->control;
            if (setup->chess960 >= 0) {
                auto start = rules::Position::chess960_start(setup->chess960);
                if (!start) {
                    err << "pendule-cli hall-sim: board " << n << ": " << start.error().text() << '\n';
                    return 2;
                }
                header.variant = "chess960";
                header.start_fen = start->fen();
            }
            (void)b.publisher->set_round(setup->round); // a set-up's round is checked when read
            b.end_after = static_cast<int>(draw(b, 40, 120));
        }
        auto preset = io::resolve_preset(control);
        if (!preset) {
            err << "pendule-cli hall-sim: board " << n << ": the control '" << control
                << "': " << preset.error().text() << '\n';
            return 2;
        }
        header.preset = preset.value();
        auto writer = io::JournalWriter::create(dir / ("board-" + std::to_string(n)), header);
        if (!writer) {
            err << "pendule-cli hall-sim: " << writer.error().text() << '\n';
            return 2;
        }
        b.writer.emplace(std::move(writer.value()));
        b.game.emplace(header.preset.control);
        b.publisher->publish(io::encode_header(header));
        b.next_press = draw(b, 0, 5000); // the boards start within five seconds
    }
    // A refused login (a wrong password) is said at once rather than after the games; a broker not
    // reached yet is no error (the lines wait for it).
    if (sims.front().publisher->wait_connected(std::chrono::seconds(5)) ==
        hall::JournalPublisher::Answer::Refused) {
        err << "pendule-cli hall-sim: board " << sims.front().number << ": "
            << sims.front().publisher->refusal().value_or("") << '\n';
        return 2;
    }
    // Game time runs `speed` times faster than the real clock; each action waits for its instant.
    const auto real0 = std::chrono::steady_clock::now();
    // Checkpoints carry the wall time of game time 0 read now, after the set-up (which takes a
    // while with hundreds of boards), so that at speed 1 they say when they were written.
    const std::int64_t wall_start = io::wall_now_ms();
    const TimePoint end = duration * 1000 * speed;
    while (true) {
        SimBoard* next = nullptr;
        TimePoint at = end;
        for (SimBoard& b : sims)
            if (!b.finished && next_action(b) < at) {
                at = next_action(b);
                next = &b;
            }
        if (!next)
            break;
        std::this_thread::sleep_until(real0 + std::chrono::microseconds(at * 1000 / speed));
        if (auto failed = act(*next, at, wall_start, checkpoint_every)) {
            err << "pendule-cli hall-sim: board " << next->number << ": " << failed->text() << '\n';
            return 2;
        }
    }
    if (args.has("--pause-at-end")) {
        // The session is over: the arbiter pauses the clocks still running (Laws 6.11).
        std::this_thread::sleep_until(real0 + std::chrono::microseconds(end * 1000 / speed));
        for (SimBoard& b : sims) {
            if (!b.started || b.finished || !b.game->state(end).running)
                continue;
            b.game->pause(end);
            if (auto failed = record(b, JournalEvent::of(JournalKind::Pause, end))) {
                err << "pendule-cli hall-sim: board " << b.number << ": " << failed->text() << '\n';
                return 2;
            }
        }
    }
    int status = 0;
    // 20 s for every board's acknowledgements together (each in turn would make 1,000 boards wait
    // for hours when the broker is gone).
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    for (SimBoard& b : sims) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (!b.publisher->wait_acknowledged(std::max(left, std::chrono::milliseconds(0)))) {
            err << "pendule-cli hall-sim: board " << b.number << ": the broker acknowledged "
                << b.publisher->acknowledged() << " of " << b.publisher->queued() << " lines";
            if (auto refused = b.publisher->refusal())
                err << " (" << *refused << ')';
            err << '\n';
            status = 1;
        }
        out << "board " << b.number << ' ' << b.records << " records " << b.writer->path().string() << '\n';
    }
    return status;
}

} // namespace pendule::cli
