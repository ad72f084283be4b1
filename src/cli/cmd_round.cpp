// pendule-cli round, round-open, round-result: the desk's round journal (issue 12, docs/desk.md),
// headless. `round` reads a journal (text, --json, --trf for the pairing program, --report);
// `round-open` starts one from the pairing program's TRF16 file; `round-result` records a board's
// result in it, synced before the command returns.
#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "core/arbiter/edition.hpp"
#include "io/round_journal.hpp"
#include "io/round_report.hpp"
#include "io/text_file.hpp"
#include "io/trf.hpp"

#include <chrono>
#include <ostream>

namespace pendule::cli {

namespace {

std::int64_t wall_now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// Reads the journal named on the command line; prints the error and returns nothing when it
// cannot be read at all.
std::optional<io::RoundRead> read_named(const Args& args, const char* command, std::ostream& err) {
    if (args.positionals().size() != 1) {
        err << "pendule-cli " << command << ": one round JOURNAL file is required (see --help)\n";
        return std::nullopt;
    }
    auto read = io::read_round_journal_file(args.positionals().front());
    if (!read) {
        err << "pendule-cli " << command << ": " << read.error().text() << '\n';
        return std::nullopt;
    }
    return std::move(read.value());
}

int parse_failed(const char* command, const std::string& problem, std::ostream& err) {
    err << "pendule-cli " << command << ": " << problem << '\n';
    return 2;
}

} // namespace

int run_round(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.flag_option("--json");
    args.flag_option("--trf");
    args.flag_option("--report");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return parse_failed("round", *problem, err);
    if (args.has("--help")) {
        out << "usage: pendule-cli round JOURNAL [--json | --trf | --report]\n\n"
               "Reads a round journal of the arbiter's desk: the event, the round, each board with its\n"
               "players and result, the byes, every ruling with the clock read and the clock set, and\n"
               "the results corrected. --json prints one JSON object; --trf the pairing program's TRF16\n"
               "file with the round's results written in (for the next pairing); --report one HTML page.\n"
               "A torn last record (after a kill) is a warning; a damaged record in the middle stops the\n"
               "reading there: what comes before it is printed, then the error (exit 2).\n";
        return 0;
    }
    if (args.has("--json") + args.has("--trf") + args.has("--report") > 1)
        return parse_failed("round", "--json, --trf and --report are alternatives: give one", err);
    const auto read = read_named(args, "round", err);
    if (!read)
        return 2;
    const io::RoundState round = io::round_state(*read);
    if (args.has("--trf")) {
        auto trf = io::round_trf(round);
        if (!trf)
            return parse_failed("round", trf.error().text(), err);
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
    if (read->error) {
        err << "pendule-cli round: " << read->error->text() << '\n';
        return 2;
    }
    return 0;
}

int run_round_open(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--trf");
    args.value_option("--round");
    args.value_option("--event");
    args.value_option("--edition");
    args.value_option("--out");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return parse_failed("round-open", *problem, err);
    if (args.has("--help")) {
        out << "usage: pendule-cli round-open --trf FILE --round N --out JOURNAL [--event ID] [--edition "
               "YEAR]\n\n"
               "Starts the round journal of round N from the pairing program's TRF16 file: its boards in\n"
               "the order of the pairing lists (higher score first), the byes and absences, the edition\n"
               "of the Laws (2023 unless told). The TRF is kept in the journal, so that\n"
               "'pendule-cli round JOURNAL --trf' writes it back with the results. Never overwrites a "
               "file.\n";
        return 0;
    }
    const auto trf_path = args.value("--trf");
    const auto round_text = args.value("--round");
    const auto out_path = args.value("--out");
    if (!trf_path || !round_text || !out_path)
        return parse_failed("round-open", "--trf, --round and --out are required (see --help)", err);
    const auto round = parse_integer(*round_text, 1, 99);
    if (!round)
        return parse_failed("round-open",
                            "--round: expected a round number from 1 to 99, got '" + *round_text + "'", err);
    auto edition = arbiter::parse_edition(args.value("--edition").value_or("2023"));
    if (!edition)
        return parse_failed("round-open", "--edition: " + edition.error().text(), err);
    const auto text = io::read_text_file(*trf_path);
    if (!text)
        return parse_failed("round-open", *trf_path + ": cannot open or read the file", err);
    auto tournament = io::trf::read(*text, *trf_path);
    if (!tournament)
        return parse_failed("round-open", tournament.error().text(), err);
    auto pairings = io::trf::pairings(*tournament, static_cast<int>(*round));
    if (!pairings)
        return parse_failed("round-open", pairings.error().text(), err);
    if (pairings->boards.empty())
        return parse_failed("round-open", *trf_path + ": round " + *round_text + " has no paired board", err);
    const std::string event =
        args.value("--event").value_or(tournament->tournament_field("012").value_or(std::string()));
    auto writer = io::RoundJournalWriter::create(
        *out_path, io::RoundOpened{event, static_cast<int>(*round),
                                   std::string(arbiter::edition_name(*edition)), wall_now_ms(), *text});
    if (!writer)
        return parse_failed("round-open", writer.error().text(), err);
    const auto name = [&](int rank) { return tournament->find(rank)->name; };
    for (const io::trf::Pairing& p : pairings->boards)
        if (auto error =
                writer->append(io::BoardPaired{p.board, name(p.white), name(p.black), p.white, p.black}))
            return parse_failed("round-open", error->text(), err);
    for (const io::trf::Unpaired& u : pairings->unpaired)
        if (auto error = writer->append(io::PlayerUnpaired{u.player, name(u.player), u.code}))
            return parse_failed("round-open", error->text(), err);
    out << "round " << *round << " of " << (event.empty() ? "the event" : event) << ": "
        << pairings->boards.size() << " boards, " << pairings->unpaired.size() << " unpaired, journal "
        << *out_path << '\n';
    return 0;
}

int run_round_result(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--board");
    args.value_option("--result");
    args.value_option("--reason");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return parse_failed("round-result", *problem, err);
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
        return parse_failed("round-result", "--board and --result are required (see --help)", err);
    const auto board = parse_integer(*board_text, 1, 9999);
    if (!board)
        return parse_failed("round-result", "--board: expected a board number, got '" + *board_text + "'",
                            err);
    if (!io::trf::result_codes(*result))
        return parse_failed("round-result",
                            "--result: unknown result '" + *result + "' (1-0, 0-1, 1/2-1/2, +-, -+, 0-0)",
                            err);
    const auto read = read_named(args, "round-result", err);
    if (!read)
        return 2;
    const io::RoundState round = io::round_state(*read);
    if (!round.board(static_cast<int>(*board)))
        return parse_failed("round-result",
                            "round " + std::to_string(round.opened.round) + " has no board " + *board_text,
                            err);
    auto writer = io::RoundJournalWriter::reopen(args.positionals().front(), *read);
    if (!writer)
        return parse_failed("round-result", writer.error().text(), err);
    if (auto error = writer->append(io::ResultSet{static_cast<int>(*board), wall_now_ms(), *result,
                                                  args.value("--reason").value_or("")}))
        return parse_failed("round-result", error->text(), err);
    for (const auto& warning : read->warnings)
        err << "pendule-cli round-result: warning: " << warning << '\n';
    out << "board " << *board << ": " << *result << " recorded\n";
    return 0;
}

} // namespace pendule::cli
