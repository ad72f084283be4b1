// pendule-cli journals: the game journals of a folder, with players, board, date and result; and the
// archiving of finished ones (docs/journal.md, "A season's folder").
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "io/export/game_export.hpp"
#include "io/export/json_text.hpp"
#include "io/journal/journal_index.hpp"
#include "io/journal/journal_writer.hpp"
#include "io/os/file_system.hpp"

#include <ostream>

namespace pendule::cli {

namespace {

void journals_help(std::ostream& out) {
    out << "usage: pendule-cli journals [DIR] [--unfinished] [--json] [--archive]\n\n"
           "Lists the game journals of DIR (default: the journal folder of the window,\n"
           "$XDG_DATA_HOME/pendule/journals), the most recently written first, one line each:\n"
           "  FILE  CREATED (UTC)  WHITE - BLACK  board B  STATUS\n"
           "STATUS is the result, 'unfinished' (the window offers it), 'set aside' or\n"
           "'unreadable: why'. The last line counts them: 'journals N unfinished U finished F'.\n"
           "The folder's index (.pendule-index) is brought up to date on the way.\n"
           "  --unfinished  only the journals the window would offer to resume\n"
           "  --json        one JSON array instead, one object per journal\n"
           "  --archive     move every journal with a result into DIR/archive/YYYY-MM/ (the month\n"
           "                the game began); 'replay' and 'export' read it there. Unfinished,\n"
           "                set-aside and damaged journals stay. Prints each move, then the list.\n";
}

std::string status_of(const io::JournalSummary& j) {
    if (!j.readable)
        return "unreadable: " + j.problem;
    if (!j.result.empty())
        return j.result;
    if (j.set_aside)
        return "set aside";
    return j.resumable ? "unfinished" : "not started";
}

std::string json_of(const io::JournalSummary& j) {
    std::string out = "{\"file\": " + io::json_quote(io::text_of(j.path.filename()));
    out += ", \"path\": " + io::json_quote(io::text_of(j.path));
    out += ", \"created_wall_ms\": " + std::to_string(j.created_wall_ms);
    out += ", \"created\": " + io::json_quote(io::wall_time_text(j.created_wall_ms));
    out += ", \"white\": " + io::json_quote(j.white) + ", \"black\": " + io::json_quote(j.black);
    out += ", \"board\": " + io::json_quote(j.board) + ", \"preset\": " + io::json_quote(j.preset);
    out += ", \"result\": " + (j.result.empty() ? std::string("null") : io::json_quote(j.result));
    out += ", \"status\": " + io::json_quote(!j.readable         ? "unreadable"
                                             : !j.result.empty() ? "finished"
                                             : j.set_aside       ? "set-aside"
                                             : j.resumable       ? "unfinished"
                                                                 : "not-started");
    out += ", \"problem\": " + (j.problem.empty() ? std::string("null") : io::json_quote(j.problem));
    out += ", \"bytes\": " + std::to_string(j.size) + "}";
    return out;
}

} // namespace

int run_journals(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* name : {"--unfinished", "--json", "--archive", "--help"})
        args.flag_option(name);
    if (auto problem = args.parse(words))
        return usage_error(err, "journals", *problem);
    if (args.has("--help")) {
        journals_help(out);
        return 0;
    }
    if (args.positionals().size() > 1)
        return usage_error(err, "journals", "at most one DIR (see --help)");
    const std::filesystem::path dir =
        args.positionals().empty() ? io::default_journal_dir() : io::path_of(args.positionals()[0]);
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
        return usage_error(err, "journals", io::text_of(dir) + ": not a folder");
    if (args.has("--archive")) {
        const io::ArchiveReport report = io::archive_finished_journals(dir);
        for (const auto& [from, to] : report.moved)
            out << "archived " << io::text_of(from.filename()) << " -> " << io::text_of(to) << '\n';
        for (const auto& [journal, why] : report.kept)
            err << "pendule-cli journals: kept " << io::text_of(journal.filename()) << ": " << why << '\n';
    }
    const io::JournalScan scan = io::scan_journals(dir);
    if (scan.index_error)
        err << "pendule-cli journals: warning: " << scan.index_error->text() << '\n';
    std::size_t unfinished = 0, finished = 0;
    std::string json = "[";
    for (const io::JournalSummary& j : scan.journals) {
        unfinished += j.resumable ? 1 : 0;
        finished += j.result.empty() ? 0 : 1;
        if (args.has("--unfinished") && !j.resumable)
            continue;
        if (args.has("--json")) {
            json += (json.size() > 1 ? ",\n " : "") + json_of(j);
            continue;
        }
        out << io::text_of(j.path.filename()) << "  " << io::wall_time_text(j.created_wall_ms) << "  "
            << (j.white.empty() ? "?" : j.white) << " - " << (j.black.empty() ? "?" : j.black) << "  board "
            << (j.board.empty() ? "-" : j.board) << "  " << status_of(j) << '\n';
    }
    if (args.has("--json"))
        out << json << "]\n";
    else
        out << "journals " << scan.journals.size() << " unfinished " << unfinished << " finished " << finished
            << '\n';
    return 0;
}

} // namespace pendule::cli
