#include "hall/server/boards_json.hpp"

#include "io/export/json_text.hpp"
#include "io/journal/journal.hpp"
#include "io/journal/journal_moves.hpp"
#include "io/journal/journal_replay.hpp"

namespace pendule::hall {

std::string board_json(const BoardView& b) {
    std::string out = "{\"event\": ";
    io::append_json_string(out, b.event);
    out += ", \"board\": " + std::to_string(b.board) + ", \"white\": ";
    io::append_json_string(out, b.white);
    out += ", \"black\": ";
    io::append_json_string(out, b.black);
    out += ", \"white_ms\": " + std::to_string(b.white_ms) + ", \"black_ms\": " + std::to_string(b.black_ms);
    out += ", \"white_moves\": " + std::to_string(b.white_moves) +
           ", \"black_moves\": " + std::to_string(b.black_moves) + ", \"running\": ";
    io::append_json_string_or_null(out, b.running);
    out += ", \"first_flag\": ";
    io::append_json_string_or_null(out, b.first_flag);
    out += std::string(", \"paused\": ") + (b.paused ? "true" : "false") + ", \"result\": ";
    io::append_json_string_or_null(out, b.result);
    out += ", \"reason_code\": ";
    if (b.result && !b.result_reason_code.empty())
        io::append_json_string(out, b.result_reason_code);
    else
        out += "null";
    out += ", \"last_seq\": " + std::to_string(b.last_seq) + ", \"link\": ";
    io::append_json_string(out, b.link);
    out += ", \"last_heard_wall\": " + std::to_string(b.last_heard_wall_ms) + ", \"problem\": ";
    io::append_json_string_or_null(out, b.problem);
    out += std::string(", \"claim_pending\": ") + (b.claim_pending ? "true" : "false");
    out += ", \"wrong_pins\": " + std::to_string(b.wrong_pins);
    out += ", \"paused_since_wall\": ";
    out += b.paused_since_wall_ms ? std::to_string(b.paused_since_wall_ms) : std::string("null");
    out += std::string(", \"result_to_confirm\": ") + (b.result_to_confirm ? "true" : "false");
    out += ", \"ruled_result\": ";
    io::append_json_string_or_null(out, b.ruled_result);
    out += ", \"position\": ";
    io::append_json_string_or_null(out, b.position);
    out += ", \"last_move\": ";
    io::append_json_string_or_null(out, b.last_move);
    out += ", \"eboard\": ";
    io::append_json_string_or_null(out, b.eboard);
    out += std::string(", \"board_illegal\": ") + (b.board_illegal ? "true" : "false");
    return out + "}";
}

std::string boards_json(const std::vector<BoardView>& boards) {
    std::string out = "[";
    for (const BoardView& b : boards) {
        if (out.size() > 1)
            out += ",\n";
        out += board_json(b);
    }
    return out + "]";
}

std::string board_game_json(const std::string& event, int board, std::string_view journal) {
    std::string out = "{\"board\": " + std::to_string(board) + ", \"event\": ";
    io::append_json_string(out, event);
    auto read = io::parse_journal(journal, "board " + std::to_string(board));
    if (!read)
        return out + ", \"white\": \"\", \"black\": \"\", \"result\": null, \"start\": null, \"moves\": []}";
    const io::ReplayedGame game = io::replay_journal(*read);
    out += ", \"white\": ";
    io::append_json_string(out, game.header.white);
    out += ", \"black\": ";
    io::append_json_string(out, game.header.black);
    out += ", \"result\": ";
    io::append_json_string_or_null(out, game.result ? std::optional<std::string>(game.result->score)
                                                    : std::nullopt);
    const auto played = io::journal_board_game(game);
    if (!played)
        return out + ", \"start\": null, \"moves\": []}";
    out += ", \"start\": ";
    io::append_json_string(out, played->position_at(0).placement());
    const auto clocks = io::clocks_after_moves(game);
    out += ", \"moves\": [";
    for (int ply = 0; ply < played->ply_count(); ++ply) {
        const auto& m = game.board.moves[static_cast<std::size_t>(ply)];
        out += ply ? ", {\"text\": " : "{\"text\": ";
        io::append_json_string(out,
                               io::numbered_move(game.header.start_fen, game.header.variant, ply, m.san));
        out += ", \"position\": ";
        io::append_json_string(out, played->position_at(ply + 1).placement());
        out += std::string(", \"illegal\": ") + (m.illegal ? "true" : "false") + ", \"clk\": ";
        const auto i = static_cast<std::size_t>(ply);
        out += i < clocks.size() && clocks[i] ? std::to_string(*clocks[i]) : std::string("null");
        out += "}";
    }
    return out + "]}";
}

std::string decision_log_json(int board, std::string_view journal) {
    std::string out = "[";
    auto read = io::parse_journal(journal, "board " + std::to_string(board));
    if (!read)
        return out + "]";
    for (const io::JournalEvent& e : read->events) {
        if (e.kind != io::JournalKind::Decision && e.kind != io::JournalKind::Result &&
            e.kind != io::JournalKind::WrongPin)
            continue;
        if (out.size() > 1)
            out += ",\n";
        out += "{\"seq\": " + std::to_string(e.seq) + ", \"t\": " + std::to_string(e.t) + ", \"kind\": ";
        io::append_json_string(out, io::journal_kind_name(e.kind));
        if (e.kind == io::JournalKind::WrongPin) {
            // The arbiter's lock refused a PIN: how many wrong ones since the last right one (0: a
            // right one was typed after them), and when.
            out +=
                ", \"count\": " + std::to_string(e.value) + ", \"wall\": " + std::to_string(e.wall_ms) + "}";
            continue;
        }
        out += ", \"article\": ";
        io::append_json_string(out, e.article);
        if (e.kind == io::JournalKind::Decision) {
            out += ", \"edition\": ";
            io::append_json_string(out, e.edition);
            out += ", \"white_ms\": " + std::to_string(e.white_ms) +
                   ", \"black_ms\": " + std::to_string(e.black_ms);
            out += ", \"outcome\": ";
            io::append_json_string(out, e.outcome);
        } else {
            out += ", \"score\": ";
            io::append_json_string(out, e.score);
            out += ", \"reason_code\": ";
            io::append_json_string(out, e.reason_code);
        }
        out += ", \"reason\": ";
        io::append_json_string(out, e.reason);
        out += "}";
    }
    return out + "]";
}

} // namespace pendule::hall
