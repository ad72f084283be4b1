#include "core/arbiter/game_history.hpp"

#include "core/rules/san.hpp"

namespace pendule::arbiter {

namespace {

PlyRecord record_of(const rules::Position& position, std::string san, bool material_changed) {
    PlyRecord record;
    record.key = position.repetition_key();
    record.halfmove_clock = position.halfmove_clock();
    record.fullmove_number = position.fullmove_number();
    record.side_to_move = position.side_to_move();
    record.is_checkmate = position.is_checkmate();
    record.is_stalemate = position.is_stalemate();
    record.material_changed = material_changed;
    record.san = std::move(san);
    record.fen = position.fen();
    return record;
}

bool changes_material(const rules::Position& before, rules::Move move) {
    return move.is_promotion() || move.is_en_passant() || before.piece_on(move.to()) != rules::Piece::None;
}

} // namespace

GameHistory::GameHistory(const rules::Position& start) : current_(start) {
    plies_.push_back(record_of(start, "", false));
}

Result<GameHistory> GameHistory::replay(const rules::Position& start, const std::vector<std::string>& sans) {
    GameHistory history(start);
    for (const std::string& san : sans) {
        auto move = rules::parse_san(history.current(), san);
        if (!move)
            return fail(
                move.error().message,
                "ply " + std::to_string(history.last_ply() + 1) + " (" +
                    numbered_move(san, ~history.current().side_to_move(),
                                  history.current().fullmove_number() +
                                      (history.current().side_to_move() == rules::Color::Black ? 1 : 0)) +
                    ")");
        history.play(*move);
    }
    return history;
}

void GameHistory::play(rules::Move move) {
    std::string san = rules::to_san(current_, move);
    const bool material = changes_material(current_, move);
    current_.do_move(move);
    plies_.push_back(record_of(current_, std::move(san), material));
}

PlyRecord record_after(const rules::Position& before, rules::Move move) {
    rules::Position after = before;
    std::string san = rules::to_san(before, move);
    const bool material = changes_material(before, move);
    after.do_move(move);
    return record_of(after, std::move(san), material);
}

std::vector<int> GameHistory::plies_with_key(std::uint64_t key, int up_to) const {
    std::vector<int> found;
    for (int ply = 0; ply <= up_to && ply <= last_ply(); ++ply)
        if (plies_[static_cast<std::size_t>(ply)].key == key)
            found.push_back(ply);
    return found;
}

std::string numbered_move(const std::string& san, rules::Color side_to_move, int fullmove_number) {
    // The side to move after the move is the opponent of the mover; Black's move keeps the number
    // of the move it completes, which the position after it has already advanced.
    if (side_to_move == rules::Color::Black)
        return std::to_string(fullmove_number) + ". " + san;
    return std::to_string(fullmove_number - 1) + "... " + san;
}

std::string GameHistory::describe_ply(int ply) const {
    const PlyRecord& record = plies_.at(static_cast<std::size_t>(ply));
    const std::string to_move = std::string(rules::color_name(record.side_to_move)) + " to move";
    if (ply == 0)
        return "ply 0 (the start position, " + to_move + ")";
    return "ply " + std::to_string(ply) + " (after " +
           numbered_move(record.san, record.side_to_move, record.fullmove_number) + ", " + to_move + ")";
}

} // namespace pendule::arbiter
