#include "hall/server/round_pgn.hpp"

#include "core/clock/tc_string.hpp"
#include "core/rules/pgn_writer.hpp"
#include "io/export/game_export.hpp"
#include "io/journal/journal.hpp"
#include "io/journal/journal_moves.hpp"
#include "io/journal/journal_replay.hpp"
#include "io/os/file_system.hpp"

#include <chrono>
#include <cstdio>
#include <fstream>

namespace pendule::hall {

namespace {

// A tag value: '\' and '"' escaped (PGN standard 8.1.1).
std::string tag(const std::string& name, const std::string& value) {
    std::string escaped;
    for (const char c : value) {
        if (c == '\\' || c == '"')
            escaped += '\\';
        escaped += c;
    }
    return "[" + name + " \"" + escaped + "\"]\n";
}

} // namespace

std::string round_pgn(const std::vector<const BoardEntry*>& boards, const std::vector<BoardView>& views) {
    std::string out;
    for (std::size_t i = 0; i < boards.size() && i < views.size(); ++i) {
        const BoardView& v = views[i];
        const std::string result = v.result.value_or("*");
        out += tag("Event", v.event);
        // The round the board published (.../round), else the one its journal's header names.
        const std::string& round = boards[i]->round.empty() ? v.round : boards[i]->round;
        out += tag("Round", (round.empty() ? "?" : round) + "." + std::to_string(v.board));
        out += tag("White", v.white.empty() ? "?" : v.white);
        out += tag("Black", v.black.empty() ? "?" : v.black);
        out += tag("Result", result);
        out += tag("TimeControl", v.time_control);
        out += "\n{[%clk " + io::pgn_clock_text(v.white_ms / 1000 * 1000) + "] [%clk " +
               io::pgn_clock_text(v.black_ms / 1000 * 1000) + "]} " + result + "\n\n";
    }
    return out;
}

namespace {

// The seat's tags from the desk's set-up: title, rating, FIDE id, federation (where known).
void seat_tags(rules::PgnGame& pgn, const std::string& colour, const io::SeatSetup& seat) {
    if (!seat.title.empty())
        pgn.set_tag(colour + "Title", seat.title);
    if (seat.rating > 0)
        pgn.set_tag(colour + "Elo", std::to_string(seat.rating));
    if (!seat.fide_id.empty())
        pgn.set_tag(colour + "FideId", seat.fide_id);
    if (!seat.federation.empty())
        pgn.set_tag(colour + "Fed", seat.federation);
}

// "2026.11.28" from a wall time in ms (UTC).
std::string pgn_date(std::int64_t wall_ms) {
    if (wall_ms <= 0)
        return "????.??.??";
    using namespace std::chrono;
    const year_month_day day{floor<days>(sys_time<milliseconds>(milliseconds(wall_ms)))};
    char text[16];
    std::snprintf(text, sizeof text, "%04d.%02u.%02u", static_cast<int>(day.year()),
                  static_cast<unsigned>(day.month()), static_cast<unsigned>(day.day()));
    return text;
}

rules::PgnGame broadcast_game(const std::string& round, const BroadcastBoard& b) {
    const BoardView& v = b.view;
    const BoardReplay& replay = *b.replay;
    rules::PgnGame pgn;
    pgn.set_tag("Event", v.event);
    pgn.set_tag("Site", "?");
    pgn.set_tag("Date", pgn_date(replay.created_wall_ms));
    pgn.set_tag("Round", round + "." + std::to_string(v.board));
    const std::string white = b.setup ? b.setup->white.name : v.white;
    const std::string black = b.setup ? b.setup->black.name : v.black;
    pgn.set_tag("White", white.empty() ? "?" : white);
    pgn.set_tag("Black", black.empty() ? "?" : black);
    pgn.result = v.result.value_or("*");
    pgn.set_tag("Result", pgn.result);
    if (b.setup) {
        seat_tags(pgn, "White", b.setup->white);
        seat_tags(pgn, "Black", b.setup->black);
    }
    pgn.set_tag("Board", std::to_string(v.board));
    if (replay.time_control != "?")
        pgn.set_tag("TimeControl", replay.time_control);
    pgn.set_start(replay.variant == "chess960", replay.start_fen);
    pgn.set_tag("WhiteClock", io::pgn_clock_text(v.white_ms / 1000 * 1000));
    pgn.set_tag("BlackClock", io::pgn_clock_text(v.black_ms / 1000 * 1000));
    // The moves, where the journal knows them (an e-board's, or a claim's game score that matches
    // the presses: journal_moves.hpp), from the board's kept replay: the journal is not read again.
    // An e-board's last move may not be pressed yet: it has no clock.
    if (replay.replayer) {
        const io::ReplayedGame& game = replay.replayer->game();
        if (auto known = io::known_moves(game)) {
            const bool board = known->source == io::KnownMoves::Source::board;
            const auto clocks = io::clocks_after_moves(game);
            for (std::size_t i = 0; i < known->san.size() && (board || i < game.presses.size()); ++i) {
                rules::PgnMove move;
                move.san = known->san[i];
                if (i < clocks.size() && clocks[i])
                    move.comments.push_back("[%clk " + io::pgn_clock_text(*clocks[i] / 1000 * 1000) + "]");
                pgn.moves.moves.push_back(std::move(move));
            }
            if (!known->rest.empty()) {
                if (pgn.moves.moves.empty())
                    pgn.moves.comments.push_back(known->rest);
                else
                    pgn.moves.moves.back().comments.push_back(known->rest);
            }
        }
    }
    return pgn;
}

} // namespace

std::string games_pgn(const std::string& round, const std::vector<BroadcastBoard>& boards) {
    std::vector<rules::PgnGame> games;
    for (const BroadcastBoard& b : boards)
        games.push_back(broadcast_game(round, b));
    return games.empty() ? std::string() : rules::write_pgn(games);
}

std::optional<Error> write_file_atomically(const std::filesystem::path& dir, const std::string& name,
                                           const std::string& text) {
    const std::filesystem::path file = dir / io::path_of(name);
    std::filesystem::path tmp = file;
    tmp += ".tmp";
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << text;
        if (!out.flush())
            return fail("cannot write", io::text_of(tmp));
    }
    std::filesystem::rename(tmp, file, ec);
    if (ec)
        return fail("cannot rename to " + name + ": " + ec.message(), io::text_of(dir));
    return std::nullopt;
}

std::function<std::optional<Error>(const std::string& name, const std::string& text)>
pgn_files_in(std::filesystem::path dir) {
    return [dir = std::move(dir)](const std::string& name, const std::string& text) {
        return write_file_atomically(dir, name, text);
    };
}

} // namespace pendule::hall
