#include "hall/round_pgn.hpp"

#include "io/game_export.hpp"

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

std::optional<Error> write_round_pgn(const std::filesystem::path& dir, const std::string& text) {
    const std::filesystem::path tmp = dir / "round.pgn.tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << text;
        if (!out.flush())
            return fail("cannot write", tmp.string());
    }
    std::error_code ec;
    std::filesystem::rename(tmp, dir / "round.pgn", ec);
    if (ec)
        return fail("cannot rename to round.pgn: " + ec.message(), dir.string());
    return std::nullopt;
}

} // namespace pendule::hall
