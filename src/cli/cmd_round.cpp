// pendule-cli round, round-open, round-result, round-rule: the desk's round journal
// (docs/desk.md), headless. `round` reads a journal (text, --json, --trf for the pairing program,
// --report); `round-open` starts one from the pairing program's TRF file (TRF16 or TRF-2026) or
// boards typed;
// `round-result` records a board's result in it, `round-rule` a ruling (io/round/round_ruling.hpp, the
// desk window's path too), each synced before the command returns.
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/arbiter/board_ruling.hpp"
#include "core/arbiter/edition.hpp"
#include "core/clock/duration_text.hpp"
#include "core/clock/tc_string.hpp"
#include "io/export/game_score.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"
#include "io/os/wall_clock.hpp"
#include "io/round/round_journal.hpp"
#include "io/round/round_report.hpp"
#include "io/round/round_ruling.hpp"
#include "io/round/trf.hpp"

#include <algorithm>
#include <chrono>
#include <ostream>

namespace pendule::cli {

namespace {

// Reads the journal named on the command line; prints the error and returns nothing when it
// cannot be read at all.
std::optional<io::RoundRead> read_named(const Args& args, const char* command, std::ostream& err) {
    if (args.positionals().size() != 1) {
        usage_error(err, command, "one round JOURNAL file is required (see --help)");
        return std::nullopt;
    }
    auto read = io::read_round_journal_file(io::path_of(args.positionals().front()));
    if (!read) {
        usage_error(err, command, read.error().text());
        return std::nullopt;
    }
    return std::move(read.value());
}

} // namespace

int run_round(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.flag_option("--json");
    args.flag_option("--trf");
    args.flag_option("--report");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "round", *problem);
    if (args.has("--help")) {
        out << "usage: pendule-cli round JOURNAL [--json | --trf | --report]\n\n"
               "Reads a round journal of the arbiter's desk: the event, the round, each board with its\n"
               "players and result, the byes, every ruling with the clock read and the clock set, and\n"
               "the results corrected. --json prints one JSON object; --trf the pairing program's TRF\n"
               "file (TRF16 or TRF-2026) with the round's results written in, every other byte as read\n"
               "(for the next pairing); --report one HTML page.\n"
               "A torn last record (after a kill) is a warning; a damaged record in the middle stops the\n"
               "reading there: what comes before it is printed, then the error (exit 2).\n";
        return 0;
    }
    if (args.has("--json") + args.has("--trf") + args.has("--report") > 1)
        return usage_error(err, "round", "--json, --trf and --report are alternatives: give one");
    const auto read = read_named(args, "round", err);
    if (!read)
        return 2;
    const io::RoundState round = io::round_state(*read);
    if (args.has("--trf")) {
        auto trf = io::round_trf(round);
        if (!trf)
            return usage_error(err, "round", trf.error().text());
        out << *trf;
    } else if (args.has("--json")) {
        out << io::round_json(round, *read) << '\n';
    } else if (args.has("--report")) {
        out << io::round_html(round, *read);
    } else {
        out << io::round_text(round);
    }
    out.flush();
    for (const auto& warning : read->warnings)
        err << "pendule-cli round: warning: " << warning << '\n';
    if (read->error)
        return usage_error(err, "round", read->error->text());
    return 0;
}

namespace {

void round_open_help(std::ostream& out) {
    out << "usage: pendule-cli round-open --trf FILE --round N [--control TC] --out JOURNAL [--event "
           "ID]\n"
           "                              [--edition YEAR]\n"
           "       pendule-cli round-open --board \"WHITE - BLACK\" [--board ...] --round N --control "
           "TC\n"
           "                              --out JOURNAL [--event ID] [--edition YEAR]\n"
           "       (either form) [--chess960 N]\n\n"
           "Starts the round journal of round N from the pairing program's TRF file (TRF16 or\n"
           "TRF-2026): its boards in the order of the pairing lists (higher score first), the byes\n"
           "and absences (240 byes included), the edition of the Laws (2023 unless told). The TRF is\n"
           "kept in the journal, so that 'pendule-cli round JOURNAL --trf' writes it back with the\n"
           "results, in the form it came in. A TRF line that cannot be read refuses the file, with\n"
           "its line and columns. Without a TRF, each --board gives a board's players, numbered in\n"
           "the order given (no file to write back then).\n"
           "TC: the round's time control (PGN TimeControl, 5400+30); from a TRF-2026 file's 222 line\n"
           "when not given (--control wins over it). Never overwrites a file.\n"
           "--chess960 N: a Chess960 round (a TRF file does not say), every board from start\n"
           "position N (0-959, 518 the usual array): recorded in the journal, shown by 'round', and\n"
           "the start of each board's game at the desk and in its rulings.\n";
}

// round-open's command line, read and checked: the boards typed, or the pairing program's TRF file
// read (its text is kept in the journal, to be written back with the results).
struct RoundOpenOptions {
    std::string round_text; // --round as given, for the messages
    int round = 0;
    std::string out_path;
    std::string control; // --control, or the TRF-2026 file's 222 line
    std::string edition; // the edition's name, 2023 unless told
    std::string event;   // --event, or the TRF file's 012 line
    std::optional<io::RoundVariant> variant;
    std::vector<io::BoardPaired> typed; // without a TRF: --board, numbered in the order given
    std::optional<std::string> trf_path;
    std::string trf_text;
    std::optional<io::trf::Tournament> tournament;
};

// What round-open recorded, for its line of output.
struct RoundOpenDone {
    std::size_t boards = 0;
    std::optional<std::size_t> unpaired; // from a TRF file; nothing for boards typed
};

// The options in the order their errors are said. The TRF is read first: its 222 line gives the
// control when --control does not.
Result<RoundOpenOptions> parse_round_open(const Args& args) {
    RoundOpenOptions o;
    o.trf_path = args.value("--trf");
    const auto round_text = args.value("--round");
    const auto out_path = args.value("--out");
    auto control = args.value("--control");
    const std::vector<std::string> typed = args.values("--board");
    if (!round_text || !out_path || (!control && !o.trf_path) || (!o.trf_path && typed.empty()))
        return fail("--trf (or --board), --round, --control and --out are required (see --help)");
    if (o.trf_path && !typed.empty())
        return fail("--trf and --board are alternatives: the boards come from the TRF file or are typed");
    o.round_text = *round_text;
    o.out_path = *out_path;
    const std::string& trf_path = o.trf_path.value_or("");
    if (o.trf_path) {
        auto text = io::read_text_file(io::path_of(trf_path));
        if (!text)
            return fail(trf_path + ": cannot open or read the file");
        o.trf_text = std::move(*text);
        auto read = io::trf::read(o.trf_text, trf_path);
        if (!read)
            return read.error();
        o.tournament = std::move(read.value());
        if (!control) {
            auto from_file = io::trf::time_control(*o.tournament);
            if (!from_file)
                return fail(trf_path + ": " + from_file.error().text() + "; give --control");
            if (!*from_file)
                return fail("--control is required: " + trf_path + " has no time control (222)");
            control = **from_file;
        }
    }
    o.control = *control;
    auto parsed_control = clock::parse_pgn_time_control(o.control);
    if (!parsed_control || parsed_control->kind != clock::ParsedTimeControl::Kind::Control)
        return fail((args.value("--control") ? std::string("--control: ") : trf_path + ", 222: ") +
                    (parsed_control ? std::string("a time control is needed, not '") + o.control + "'"
                                    : parsed_control.error().text()));
    const auto round = parse_integer(o.round_text, 1, 99);
    if (!round)
        return fail("--round: expected a round number from 1 to 99, got '" + o.round_text + "'");
    o.round = static_cast<int>(*round);
    auto edition = arbiter::parse_edition(args.value("--edition").value_or("2023"));
    if (!edition)
        return fail("--edition: " + edition.error().text());
    o.edition = std::string(arbiter::edition_name(*edition));
    // A Chess960 round, recorded right after the opening record.
    if (const auto chess960 = args.value("--chess960")) {
        const auto number = parse_integer(*chess960, 0, 959);
        if (!number)
            return fail("--chess960: expected a start position from 0 to 959 (518 the usual one), got '" +
                        *chess960 + "'");
        auto record = io::chess960_round(static_cast<int>(*number));
        if (!record)
            return fail("--chess960: " + record.error().text());
        o.variant = std::move(record.value());
    }
    // Boards typed: "White Name - Black Name", numbered in the order given.
    for (const std::string& pair : typed) {
        auto players = io::typed_board(pair);
        if (!players)
            return fail("--board: " + players.error().text());
        o.typed.push_back({static_cast<int>(o.typed.size()) + 1, players->first, players->second, 0, 0});
    }
    o.event = args.value("--event").value_or(
        o.tournament ? o.tournament->tournament_field("012").value_or(std::string()) : std::string());
    return o;
}

// A journal created with its opening record and the variant's, then `records` appends the rest.
template <class Records>
std::optional<Error> write_round(const RoundOpenOptions& o, const std::string& trf_text, Records records) {
    auto writer = io::RoundJournalWriter::create(
        io::path_of(o.out_path),
        io::RoundOpened{o.event, o.round, o.edition, io::wall_now_ms(), trf_text, o.control});
    if (!writer)
        return writer.error();
    if (o.variant)
        if (auto error = writer->append(*o.variant))
            return error;
    return records(*writer);
}

// The round journal written: its boards typed, or the TRF's pairings of the round (checked first,
// nothing written when they cannot be written back to the pairing program).
Result<RoundOpenDone> open_round(const RoundOpenOptions& o) {
    if (!o.tournament) {
        auto failed = write_round(o, "", [&](io::RoundJournalWriter& writer) -> std::optional<Error> {
            for (const io::BoardPaired& b : o.typed)
                if (auto error = writer.append(b))
                    return error;
            return std::nullopt;
        });
        if (failed)
            return *failed;
        return RoundOpenDone{o.typed.size(), std::nullopt};
    }
    const io::trf::Tournament& tournament = *o.tournament;
    const std::string& trf_path = *o.trf_path;
    if (tournament.header.rounds > 0 && o.round > tournament.header.rounds)
        return fail(trf_path + ": the event has " + std::to_string(tournament.header.rounds) +
                    " rounds, not " + o.round_text);
    auto pairings = io::trf::pairings(tournament, o.round);
    if (!pairings)
        return pairings.error();
    // A round of forfeits decided at the pairing (opponents without colours) opens with no board.
    if (pairings->boards.empty() && std::none_of(pairings->unpaired.begin(), pairings->unpaired.end(),
                                                 [](const io::trf::Unpaired& u) { return u.opponent > 0; }))
        return fail(trf_path + ": round " + o.round_text + " has no paired board");
    if (auto error = io::trf::check_write_back(tournament, o.trf_text, o.round))
        return fail(trf_path + ": round " + o.round_text +
                    " could not be written back to the pairing program: " + error->text());
    const auto name = [&](int rank) { return tournament.find(rank)->name; };
    auto failed = write_round(o, o.trf_text, [&](io::RoundJournalWriter& writer) -> std::optional<Error> {
        for (const io::trf::Pairing& p : pairings->boards)
            if (auto error =
                    writer.append(io::BoardPaired{p.board, name(p.white), name(p.black), p.white, p.black}))
                return error;
        for (const io::trf::Unpaired& u : pairings->unpaired)
            if (auto error = writer.append(io::PlayerUnpaired{u.player, name(u.player), u.code}))
                return error;
        return std::nullopt;
    });
    if (failed)
        return *failed;
    return RoundOpenDone{pairings->boards.size(), pairings->unpaired.size()};
}

void print_round_opened(const RoundOpenOptions& o, const RoundOpenDone& done, std::ostream& out) {
    out << "round " << o.round << " of " << (o.event.empty() ? "the event" : o.event) << ": " << done.boards
        << " boards";
    if (done.unpaired)
        out << ", " << *done.unpaired << " unpaired";
    else
        out << " typed";
    if (o.variant)
        out << ", Chess960 start " << o.variant->start;
    out << ", journal " << o.out_path << '\n';
}

} // namespace

int run_round_open(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* option :
         {"--trf", "--round", "--event", "--edition", "--control", "--out", "--board", "--chess960"})
        args.value_option(option);
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "round-open", *problem);
    if (args.has("--help")) {
        round_open_help(out);
        return 0;
    }
    const auto options = parse_round_open(args);
    if (!options)
        return usage_error(err, "round-open", options.error().text());
    const auto done = open_round(*options);
    if (!done)
        return usage_error(err, "round-open", done.error().text());
    print_round_opened(*options, *done, out);
    return 0;
}

int run_round_result(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--board");
    args.value_option("--result");
    args.value_option("--reason");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "round-result", *problem);
    if (args.has("--help")) {
        out << "usage: pendule-cli round-result JOURNAL --board N --result R [--reason TEXT]\n\n"
               "Records board N's result in the round journal, synced to the disk before it returns.\n"
               "R: 1-0, 0-1, 1/2-1/2, or a forfeit +- (White wins), -+ (Black wins), 0-0 (both lose).\n"
               "A second result for a board corrects the first; both stay in the journal.\n";
        return 0;
    }
    const auto board_text = args.value("--board");
    const auto result = args.value("--result");
    if (!board_text || !result)
        return usage_error(err, "round-result", "--board and --result are required (see --help)");
    const auto board = parse_integer(*board_text, 1, 9999);
    if (!board)
        return usage_error(err, "round-result",
                           "--board: expected a board number, got '" + *board_text + "'");
    if (!io::trf::result_codes(*result))
        return usage_error(err, "round-result",
                           "--result: unknown result '" + *result + "' (1-0, 0-1, 1/2-1/2, +-, -+, 0-0)");
    if (args.positionals().size() != 1)
        return usage_error(err, "round-result", "one round JOURNAL file is required (see --help)");
    // Locked, then read: a result recorded by another program meanwhile is read, never overwritten.
    auto read = std::make_optional<io::RoundRead>();
    auto writer = io::RoundJournalWriter::open(io::path_of(args.positionals().front()), *read);
    if (!writer)
        return usage_error(err, "round-result", writer.error().text());
    const io::RoundState round = io::round_state(*read);
    if (!round.board(static_cast<int>(*board)))
        return usage_error(err, "round-result",
                           "round " + std::to_string(round.opened.round) + " has no board " + *board_text);
    if (auto error = writer->append(io::ResultSet{static_cast<int>(*board), io::wall_now_ms(), *result,
                                                  args.value("--reason").value_or("")}))
        return usage_error(err, "round-result", error->text());
    for (const auto& warning : read->warnings)
        err << "pendule-cli round-result: warning: " << warning << '\n';
    out << "board " << *board << ": " << *result << " recorded\n";
    return 0;
}

namespace {

void rule_help(std::ostream& out) {
    out << "usage: pendule-cli round-rule JOURNAL --board N --question Q --white-time T --black-time T\n"
           "                              [--counter N] [--player white|black] [--pressed] [--increment T]\n"
           "                              [--score PGN-FILE|MOVES] [--intended SAN] [--french]\n"
           "                              [--action illegal-move|promotion|clock-without-move|two-hands]\n"
           "                              [--set-white-time T] [--set-black-time T] [--set-counter N]\n"
           "                              [--reason TEXT] [--fen FEN]\n\n"
           "A ruling for board N of the round, from what the arbiter read on its clock (the two times,\n"
           "H:MM:SS or M:SS, and the move counter), with the round's edition and cadence. It prints the\n"
           "verdict, the explanation and what to set on that clock now, and records it all in the round\n"
           "journal (synced before it is printed). Q is one of:\n"
           "  illegal      Laws 7.5: --player completed an illegal action (--action, an illegal move\n"
           "               unless told); --pressed when the clock counted the press (its increment,\n"
           "               --increment, the control's unless told, is taken back in rapid and blitz; the\n"
           "               counter goes back one). The board's earlier illegal moves are counted.\n"
           "  claim        Laws 9.2, 9.3, 9.5: the player to move at the end of --score claims a draw,\n"
           "               with the written move --intended or on the board.\n"
           "  flag         Laws 6.9: --player's flag fell.\n"
           "  resignation  Laws 5.1.2: --player resigned.\n"
           "  increment    Guidelines III.4: --player, to move with less than two minutes in a game\n"
           "               without increment, asks for 5 seconds for both (a draw offer), refused by the\n"
           "               opponent: 5 s per move for both from now on, 2 minutes more for the opponent.\n"
           "  correction   Laws 6.10.2: the clock was set wrongly; the arbiter sets --set-white-time,\n"
           "               --set-black-time (as read when not given) and --set-counter, for --reason.\n"
           "For flag, resignation and a losing illegal move, --score (the game so far) lets the core tell\n"
           "whether the opponent can checkmate (--fen: the position set up, when there is no score);\n"
           "without it, the arbiter checks it.\n"
           "Exit 0 with a ruling, 2 on bad input (nothing is recorded then).\n";
}

// A time typed for an option (H:MM:SS or M:SS, as read on a clock), or the error naming it.
std::optional<std::string> read_time(const Args& args, const char* name, clock::Millis& ms) {
    const auto text = args.value(name);
    if (!text)
        return std::nullopt;
    auto parsed = clock::parse_duration(*text);
    if (!parsed)
        return std::string(name) + ": " + parsed.error().text();
    ms = *parsed;
    return std::nullopt;
}

std::optional<std::string> read_counter(const Args& args, const char* name, int& moves) {
    const auto counter = args.value(name);
    if (!counter)
        return std::nullopt;
    const auto n = parse_integer(*counter, 0, 999);
    if (!n)
        return std::string(name) + ": expected a move counter from 0 to 999, got '" + *counter + "'";
    moves = static_cast<int>(*n);
    return std::nullopt;
}

} // namespace

int run_round_rule(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* option : {"--board", "--question", "--white-time", "--black-time", "--counter",
                               "--player", "--increment", "--score", "--intended", "--action",
                               "--set-white-time", "--set-black-time", "--set-counter", "--reason", "--fen"})
        args.value_option(option);
    args.flag_option("--pressed");
    args.flag_option("--french");
    args.flag_option("--help");
    const char* command = "round-rule";
    if (auto problem = args.parse(words))
        return usage_error(err, command, *problem);
    if (args.has("--help")) {
        rule_help(out);
        return 0;
    }
    const auto board_text = args.value("--board");
    const auto question = args.value("--question");
    if (!board_text || !question || !args.value("--white-time") || !args.value("--black-time"))
        return usage_error(err, command,
                           "--board, --question, --white-time and --black-time are required (see --help)");
    const auto board = parse_integer(*board_text, 1, 9999);
    if (!board)
        return usage_error(err, command, "--board: expected a board number, got '" + *board_text + "'");
    io::BoardQuestion q;
    q.board = static_cast<int>(*board);
    q.question = *question;
    q.player = args.value("--player").value_or("");
    q.action = args.value("--action").value_or("illegal-move");
    q.pressed = args.has("--pressed");
    q.french = args.has("--french");
    q.intended = args.value("--intended").value_or("");
    q.reason = args.value("--reason").value_or("");
    q.fen = args.value("--fen").value_or("");
    for (auto problem : {read_time(args, "--white-time", q.reading.white_ms),
                         read_time(args, "--black-time", q.reading.black_ms),
                         read_counter(args, "--counter", q.reading.moves)})
        if (problem)
            return usage_error(err, command, *problem);
    if (args.value("--increment")) {
        clock::Millis increment = 0;
        if (auto problem = read_time(args, "--increment", increment))
            return usage_error(err, command, *problem);
        q.increment = increment;
    }
    if (args.value("--set-white-time") || args.value("--set-black-time") || args.value("--set-counter")) {
        // Laws 6.10.2: a time not given stays as read.
        arbiter::ClockSetting set{q.reading.white_ms, q.reading.black_ms, -1};
        for (auto problem : {read_time(args, "--set-white-time", set.white_ms),
                             read_time(args, "--set-black-time", set.black_ms),
                             read_counter(args, "--set-counter", set.moves)})
            if (problem)
                return usage_error(err, command, *problem);
        q.correction = set;
    }
    if (const auto score = args.value("--score")) {
        auto text = io::game_score_text(*score);
        if (!text)
            return usage_error(err, command, text.error().text());
        q.score = *text;
    }
    if (args.positionals().size() != 1)
        return usage_error(err, command, "one round JOURNAL file is required (see --help)");
    auto read = std::make_optional<io::RoundRead>();
    auto writer = io::RoundJournalWriter::open(io::path_of(args.positionals().front()), *read);
    if (!writer)
        return usage_error(err, command, writer.error().text());
    auto ruling = io::rule_on_board(io::round_state(*read), q, io::wall_now_ms());
    if (!ruling)
        return usage_error(err, command, ruling.error().text());
    const io::RulingGiven& given = ruling->record;
    if (auto error = writer->append(given))
        return usage_error(err, command, error->text());
    out << "board " << given.board << ", " << given.question << " (Laws " << given.edition << ", "
        << given.article << "): " << given.verdict << '\n'
        << given.explanation << '\n'
        << io::clock_setting_words(ruling->ruling.set) << '\n';
    return 0;
}

} // namespace pendule::cli
