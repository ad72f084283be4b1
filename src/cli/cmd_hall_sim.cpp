// pendule-cli hall-sim: simulated boards for the tournament hall. Each board plays a
// game of presses at human intervals, journals it with the program's own JournalWriter (real
// journal files, one folder per board) and publishes every line through JournalPublisher, as a
// clock in the hall does. Deterministic per seed (and speed): the same presses, pauses and flags.
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/sim_processes.hpp"
#include "cli/usage_error.hpp"
#include "core/arbiter/reason_code.hpp"
#include "core/clock/game_clock.hpp"
#include "core/rules/position.hpp"
#include "core/version.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"
#include "hall/link/hall_record.hpp"
#include "hall/link/journal_publisher.hpp"
#include "io/journal/journal_writer.hpp"
#include "io/os/file_system.hpp"
#include "io/os/wall_clock.hpp"
#include "io/preset/preset.hpp"
#include "io/round/board_setup.hpp"

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

// The result record of a game that ended for `code`: its score and article are the arbiter core's
// table's (reason_code.hpp), the reason the simulation's own words.
JournalEvent result_event(TimePoint now, arbiter::ReasonCode code, std::string reason) {
    const arbiter::ResultFacts& facts = arbiter::result_facts(code);
    JournalEvent result = JournalEvent::of(JournalKind::Result, now);
    result.score = std::string(facts.score);
    result.article = std::string(facts.article);
    result.reason = std::move(reason);
    result.reason_code = std::string(facts.name);
    return result;
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
        b.finished = true;
        return record(b, result_event(now,
                                      flagged == Side::White ? arbiter::ReasonCode::WhiteFlag
                                                             : arbiter::ReasonCode::BlackFlag,
                                      std::string(clock::side_name(flagged)) + "'s flag fell"));
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
        const std::int64_t how = draw(b, 1, 3);
        const Side resigning = how == 2 ? presser : other(presser);
        b.game->pause(now);
        b.finished = true;
        if (how == 1)
            return record(b, result_event(now, arbiter::ReasonCode::Agreement, "draw agreed"));
        return record(b, result_event(now,
                                      resigning == Side::White ? arbiter::ReasonCode::WhiteResigns
                                                               : arbiter::ReasonCode::BlackResigns,
                                      std::string(clock::side_name(resigning)) + " resigned"));
    }
    // One move in 40 is followed by an arbiter's pause of 10 to 60 seconds.
    if (draw(b, 1, 40) == 1) {
        b.game->pause(now);
        b.next_press = now + draw(b, 10000, 60000);
        JournalEvent pause = JournalEvent::of(JournalKind::Pause, now);
        pause.wall_ms = wall0 + now; // as the window does: the hall tells how long a clock stands
        return record(b, pause);
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

// hall-sim's command line, read and checked.
struct HallSimOptions {
    hall::BrokerAddress broker;
    long long boards = 0, duration = 0, seed = 0, speed = 1, first = 1;
    std::string event;                         // --event, sim unless told
    std::string round;                         // --round, empty unless told
    std::string journal_dir;                   // --journal-dir
    std::optional<std::string> user, password; // --hall-user, --hall-password-file
    bool setups = false, pause_at_end = false; // --setups, --pause-at-end
    std::vector<std::string> child_words;      // the words for processes of hall-sim (sim_processes.hpp)
};

// The options that take a value.
constexpr const char* value_options[] = {
    "--broker", "--boards",    "--duration",           "--seed",  "--journal-dir", "--speed",
    "--event",  "--hall-user", "--hall-password-file", "--round", "--first-board"};

// The options, each error in the order they are checked.
Result<HallSimOptions> parse_hall_sim(const Args& args) {
    HallSimOptions o;
    std::optional<std::string> problem;
    for (const char* required : {"--broker", "--boards", "--duration", "--seed", "--journal-dir"})
        if (!args.has(required))
            problem = std::string(required) + " is required (see --help)";
    if (!problem)
        problem = args.integer("--boards", 1, 1000, o.boards);
    if (!problem)
        problem = args.integer("--duration", 1, 86400, o.duration);
    if (!problem)
        problem = args.integer("--seed", 0, 1LL << 62, o.seed);
    if (!problem && args.has("--speed"))
        problem = args.integer("--speed", 1, 10000, o.speed);
    if (!problem && args.has("--first-board"))
        problem = args.integer("--first-board", 1, 9999, o.first);
    if (!problem && o.first + o.boards - 1 > 9999)
        problem = "--first-board " + std::to_string(o.first) + " --boards " + std::to_string(o.boards) +
                  ": boards are numbered 1 to 9999";
    o.event = args.value("--event").value_or("sim");
    if (!problem && !hall::is_valid_event_name(o.event))
        problem = "--event: not usable as a topic level";
    o.round = args.value("--round").value_or("");
    if (!problem && args.has("--round") && !hall::is_valid_round(o.round))
        problem = "--round: expected numbers separated by dots (\"5\", \"2.1\"), got '" + o.round + "'";
    auto broker = hall::parse_broker_url(args.value("--broker").value_or(""));
    if (!problem && !broker)
        problem = broker.error().text();
    if (problem)
        return fail(*problem);
    o.broker = *broker;
    o.journal_dir = *args.value("--journal-dir");
    o.user = args.value("--hall-user");
    o.password = args.value("--hall-password-file");
    o.setups = args.has("--setups");
    o.pause_at_end = args.has("--pause-at-end");
    // A process of hall-sim for some of the boards takes every option but the boards'.
    for (const char* name : value_options)
        if (std::string_view(name) != "--boards" && std::string_view(name) != "--first-board" &&
            args.has(name))
            o.child_words.insert(o.child_words.end(), {name, *args.value(name)});
    for (const char* flag : {"--setups", "--pause-at-end"})
        if (args.has(flag))
            o.child_words.emplace_back(flag);
    return o;
}

// More boards than one process serves: processes of hall-sim for them, their output in order.
int run_in_processes(const HallSimOptions& o, long long per_process, std::ostream& out, std::ostream& err) {
    if (!can_spread())
        return usage_error(err, "hall-sim",
                           "--boards " + std::to_string(o.boards) + ": one process serves at most " +
                               std::to_string(per_process) + " boards here (" +
                               std::to_string(descriptors_per_board) +
                               " descriptors each, below select()'s limit of " +
                               std::to_string(select_descriptor_limit().value_or(0)) +
                               " and ulimit -Hn), and this system cannot start more processes of "
                               "hall-sim: run several with --first-board");
    if (auto refused = raise_limits(descriptors_reserved, 2 * o.boards + 64))
        return usage_error(err, "hall-sim", "--boards " + std::to_string(o.boards) + ": " + *refused);
    const std::vector<BoardRange> ranges = spread_boards(o.first, o.boards, per_process);
    err << "pendule-cli hall-sim: " << o.boards << " boards in " << ranges.size() << " processes of at most "
        << per_process << " boards\n";
    std::string text, problems;
    const int status = run_spread(o.child_words, ranges, text, problems);
    out << text;
    if (!problems.empty())
        err << "pendule-cli hall-sim: " << problems;
    return status;
}

// Every board's client, started: with --setups, each then waits for its set-up from the desk.
Result<std::vector<SimBoard>> start_boards(const HallSimOptions& o) {
    std::vector<SimBoard> sims(static_cast<std::size_t>(o.boards));
    for (int n = static_cast<int>(o.first); n < o.first + o.boards; ++n) {
        SimBoard& b = sims[static_cast<std::size_t>(n - o.first)];
        b.number = n;
        b.random.seed(static_cast<std::uint64_t>(o.seed) * 100'003 + static_cast<std::uint64_t>(n));
        auto login = hall::board_login(o.user, o.password, n);
        if (!login)
            return login.error();
        b.publisher = std::make_unique<hall::JournalPublisher>(o.broker, o.event, n, *login);
        (void)b.publisher->set_round(o.round); // checked with the options
        if (auto failed = b.publisher->start())
            return *failed;
    }
    return sims;
}

// --setups: each board's set-up from the desk, all of them within 30 s.
Result<std::vector<std::optional<io::BoardSetup>>> wait_setups(std::vector<SimBoard>& sims,
                                                               const std::string& event) {
    std::vector<std::optional<io::BoardSetup>> setups(sims.size());
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    std::size_t got = 0;
    while (got < sims.size() && std::chrono::steady_clock::now() < deadline) {
        for (std::size_t i = 0; i < sims.size(); ++i)
            if (auto text = sims[i].publisher->take_setup()) {
                auto setup =
                    io::parse_board_setup(*text, "board " + std::to_string(sims[i].number) + "'s set-up");
                if (!setup)
                    return setup.error();
                got += !setups[i];
                setups[i] = std::move(setup.value());
            }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    for (std::size_t i = 0; i < sims.size(); ++i)
        if (!setups[i])
            return fail("board " + std::to_string(sims[i].number) +
                        ": no set-up from the desk within 30 s (pendule/" + event + "/board/" +
                        std::to_string(sims[i].number) + "/setup)");
    return setups;
}

// A board's journal opened and its header published: the players, the control (odd boards 300+5,
// even ones 600+5) and the rest, or the desk's set-up as a clock takes it.
std::optional<Error> open_journal(SimBoard& b, const std::optional<io::BoardSetup>& setup,
                                  const std::filesystem::path& dir, std::int64_t wall0) {
    const int n = b.number;
    io::JournalHeader header;
    header.program = version();
    header.created_wall_ms = wall0;
    header.board = std::to_string(n);
    header.white = "White " + std::to_string(n);
    header.black = "Black " + std::to_string(n);
    std::string control = n % 2 ? "300+5" : "600+5";
    if (setup) {
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
            if (!start)
                return fail("board " + std::to_string(n) + ": " + start.error().text());
            header.variant = "chess960";
            header.start_fen = start->fen();
        }
        (void)b.publisher->set_round(setup->round); // a set-up's round is checked when read
        b.end_after = static_cast<int>(draw(b, 40, 120));
    }
    auto preset = io::resolve_preset(control);
    if (!preset)
        return fail("board " + std::to_string(n) + ": the control '" + control +
                    "': " + preset.error().text());
    header.preset = preset.value();
    auto writer = io::JournalWriter::create(dir / ("board-" + std::to_string(n)), header);
    if (!writer)
        return writer.error();
    b.writer.emplace(std::move(writer.value()));
    b.game.emplace(header.preset.control);
    b.publisher->publish(io::encode_header(header));
    b.next_press = draw(b, 0, 5000); // the boards start within five seconds
    return std::nullopt;
}

// The games played until the duration is over, game time running `speed` times faster than the real
// clock (each action waits for its instant); with --pause-at-end, the clocks still running paused.
std::optional<Error> play(std::vector<SimBoard>& sims, const HallSimOptions& o) {
    const TimePoint checkpoint_every = 500 * o.speed;
    const auto real0 = std::chrono::steady_clock::now();
    // Checkpoints carry the wall time of game time 0 read now, after the set-up (which takes a
    // while with hundreds of boards), so that at speed 1 they say when they were written.
    const std::int64_t wall_start = io::wall_now_ms();
    const TimePoint end = o.duration * 1000 * o.speed;
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
        std::this_thread::sleep_until(real0 + std::chrono::microseconds(at * 1000 / o.speed));
        if (auto failed = act(*next, at, wall_start, checkpoint_every))
            return fail("board " + std::to_string(next->number) + ": " + failed->text());
    }
    if (!o.pause_at_end)
        return std::nullopt;
    // The session is over: the arbiter pauses the clocks still running (Laws 6.11).
    std::this_thread::sleep_until(real0 + std::chrono::microseconds(end * 1000 / o.speed));
    for (SimBoard& b : sims) {
        if (!b.started || b.finished || !b.game->state(end).running)
            continue;
        b.game->pause(end);
        JournalEvent pause = JournalEvent::of(JournalKind::Pause, end);
        pause.wall_ms = wall_start + end;
        if (auto failed = record(b, pause))
            return fail("board " + std::to_string(b.number) + ": " + failed->text());
    }
    return std::nullopt;
}

// Each board's journal, once the broker acknowledged its lines: 1 when some were not.
int report(std::vector<SimBoard>& sims, std::ostream& out, std::ostream& err) {
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
        out << "board " << b.number << ' ' << b.records << " records " << io::text_of(b.writer->path())
            << '\n';
    }
    return status;
}

// The boards of this process: their clients, set-ups and journals, the games, the report.
int run_boards(const HallSimOptions& o, std::ostream& out, std::ostream& err) {
    if (auto refused =
            raise_limits(descriptors_per_board * o.boards + descriptors_reserved, 2 * o.boards + 64))
        return usage_error(err, "hall-sim", "--boards " + std::to_string(o.boards) + ": " + *refused);
    const std::int64_t wall0 = io::wall_now_ms();
    auto sims = start_boards(o);
    if (!sims)
        return usage_error(err, "hall-sim", sims.error().text());
    std::vector<std::optional<io::BoardSetup>> setups(sims->size());
    if (o.setups) {
        auto taken = wait_setups(*sims, o.event);
        if (!taken)
            return usage_error(err, "hall-sim", taken.error().text());
        setups = std::move(taken.value());
    }
    const std::filesystem::path dir = io::path_of(o.journal_dir);
    for (std::size_t i = 0; i < sims->size(); ++i)
        if (auto failed = open_journal((*sims)[i], setups[i], dir, wall0))
            return usage_error(err, "hall-sim", failed->text());
    // A refused login (a wrong password) is said at once rather than after the games; a broker not
    // reached yet is no error (the lines wait for it).
    const SimBoard& first = sims->front();
    if (first.publisher->wait_connected(std::chrono::seconds(5)) == hall::JournalPublisher::Answer::Refused)
        return usage_error(err, "hall-sim",
                           "board " + std::to_string(first.number) + ": " +
                               first.publisher->refusal().value_or(""));
    if (auto failed = play(*sims, o))
        return usage_error(err, "hall-sim", failed->text());
    return report(*sims, out, err);
}

} // namespace

int run_hall_sim(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* name : value_options)
        args.value_option(name);
    args.flag_option("--help");
    args.flag_option("--setups");
    args.flag_option("--pause-at-end");
    if (auto problem = args.parse(words))
        return usage_error(err, "hall-sim", *problem);
    if (args.has("--help")) {
        hall_sim_help(out);
        return 0;
    }
    const auto options = parse_hall_sim(args);
    if (!options)
        return usage_error(err, "hall-sim", options.error().text());
    // Each board holds four descriptors, and libmosquitto gives up on one beyond select()'s limit:
    // more boards than one process serves are spread over processes of hall-sim (sim_processes.hpp).
    const long long per_process = boards_per_process(select_descriptor_limit(), open_descriptor_limit());
    if (per_process < 1)
        return usage_error(
            err, "hall-sim",
            "--boards " + std::to_string(options->boards) + ": the limit of open descriptors (ulimit -Hn) " +
                std::to_string(open_descriptor_limit().value_or(0)) + " leaves no room for one board (" +
                std::to_string(descriptors_per_board) + " descriptors each, " +
                std::to_string(descriptors_reserved) + " kept for the process)");
    if (options->boards > per_process)
        return run_in_processes(*options, per_process, out, err);
    return run_boards(*options, out, err);
}

} // namespace pendule::cli
