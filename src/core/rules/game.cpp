#include "core/rules/game.hpp"

#include <algorithm>
#include <cassert>

namespace pendule::rules {

namespace {

// The where of a bad move: "move 24... Nxe5".
std::string move_where(const Position& before, std::string_view san) {
    std::string where = "move ";
    where += move_label(before);
    where += ' ';
    where.append(san);
    return where;
}

// The SAN reader's reason for refusing a move, with a hint when the move reads in the other
// notation (French letters read as English, or the reverse).
std::string refusal_with_hint(const Position& pos, std::string_view san, Notation notation,
                              const Error& error) {
    if (!reads_in_other_notation(pos, san, notation)) {
        return error.message;
    }
    return error.message + (notation == Notation::English
                                ? " (it reads as a legal move with French piece letters)"
                                : " (it reads as a legal move with English piece letters)");
}

// Checks a variation: its moves must be legal one after the other from `pos`, the position
// where it branches off; so must its own variations, from where they branch. A null move ends
// the check of its line: what follows it is analysis of a pass, which the Laws do not replay.
Result<bool> check_line(Position pos, const PgnLine& line, Notation notation) {
    for (const PgnMove& written : line.moves) {
        if (is_null_move(written.san)) {
            return true;
        }
        for (const PgnLine& variation : written.variations) {
            auto checked = check_line(pos, variation, notation);
            if (!checked) {
                return checked;
            }
        }
        auto move = parse_san(pos, written.san, notation);
        if (!move) {
            return fail(refusal_with_hint(pos, written.san, notation, move.error()),
                        move_where(pos, written.san) + " (in a variation)");
        }
        pos.do_move(*move);
    }
    return true;
}

} // namespace

std::string move_label(const Position& before) {
    std::string label = std::to_string(before.fullmove_number());
    label += before.side_to_move() == Color::White ? "." : "...";
    return label;
}

Game::Game() : Game(Position::start()) {}

Game::Game(const Position& start) : start_(start), current_(start) {
    records_.push_back(make_record(start_));
}

std::string chess960_hint(std::string_view fen, Variant variant) {
    if (variant == Variant::Chess960 || !Position::from_fen(fen, FenMaterial::Reachable, FenRules::Chess960))
        return {};
    return " (it reads as a Chess960 position: a Chess960 game needs the tag [Variant \"Chess960\"])";
}

Result<Game> Game::from_fen(std::string_view fen, FenRules rules) {
    auto pos = Position::from_fen(fen, FenMaterial::Reachable, rules);
    if (!pos) {
        return pos.error();
    }
    return Game(*pos);
}

Result<Game> Game::from_pgn(const PgnGame& pgn, Notation notation, bool check_variations) {
    Variant variant = Variant::Standard;
    if (const auto tag = pgn.tag("Variant")) {
        auto read = read_variant(*tag);
        if (!read) {
            return read.error();
        }
        variant = *read;
    }
    // A Chess960 game without a FEN starts from the usual array (number 518), played as Chess960.
    Game game = variant == Variant::Chess960 ? Game(*Position::chess960_start(518)) : Game();
    if (const auto fen = pgn.start_fen()) {
        auto start =
            Position::from_fen(*fen, FenMaterial::Reachable,
                               variant == Variant::Chess960 ? FenRules::Chess960 : FenRules::Standard);
        if (!start) {
            return fail(start.error().text() + chess960_hint(*fen, variant), "FEN tag");
        }
        game = Game(*start);
    }
    game.tags_ = pgn.tags;
    game.result_ = pgn.result;
    for (const PgnMove& written : pgn.moves.moves) {
        if (check_variations) {
            for (const PgnLine& variation : written.variations) {
                auto checked = check_line(game.current_, variation, notation);
                if (!checked) {
                    return checked.error();
                }
            }
        }
        auto played = game.play_san(written.san, notation);
        if (!played) {
            return fail(refusal_with_hint(game.current_, written.san, notation, played.error()),
                        move_where(game.current_, written.san));
        }
    }
    return game;
}

Game::PlyRecord Game::make_record(const Position& pos) {
    PlyRecord record{};
    record.boards[0] = pos.pieces(Color::White);
    record.boards[1] = pos.pieces(Color::Black);
    for (int type = 0; type < 6; ++type) {
        record.boards[static_cast<std::size_t>(2 + type)] = pos.pieces(static_cast<PieceType>(type));
    }
    record.key = pos.repetition_key();
    record.halfmove = pos.halfmove_clock();
    // Laws 9.2.3: the en passant square makes a difference only when the capture is legal.
    record.ep = pos.has_legal_en_passant() ? pos.ep_square() : NoSquare;
    record.castling = pos.castling_rights();
    record.side = pos.side_to_move();
    return record;
}

const Game::PlyRecord& Game::record(int ply) const {
    assert(ply >= 0 && ply <= ply_count());
    return records_[static_cast<std::size_t>(std::clamp(ply, 0, ply_count()))];
}

void Game::push_move(Move move, std::string san) {
    current_.do_move(move);
    moves_.push_back(move);
    sans_.push_back(std::move(san));
    records_.push_back(make_record(current_));
}

Result<Move> Game::play(Move move) {
    if (!current_.is_legal(move)) {
        return fail("illegal: " + to_uci(move) + " is not a legal move here", move_label(current_));
    }
    push_move(move, to_san(current_, move));
    return move;
}

Result<Move> Game::play_san(std::string_view san, Notation notation) {
    auto move = parse_san(current_, san, notation);
    if (!move) {
        return move.error();
    }
    push_move(*move, to_san(current_, *move));
    return move;
}

bool Game::undo() {
    if (moves_.empty()) {
        return false;
    }
    current_.undo_move(moves_.back());
    moves_.pop_back();
    sans_.pop_back();
    records_.pop_back();
    return true;
}

Position Game::position_at(int ply) const {
    assert(ply >= 0 && ply <= ply_count());
    Position pos = start_;
    const int last = std::clamp(ply, 0, ply_count());
    for (int i = 0; i < last; ++i) {
        pos.do_move(moves_[static_cast<std::size_t>(i)]);
    }
    return pos;
}

std::string Game::move_label_at(int ply) const {
    assert(ply >= 0 && ply <= ply_count());
    const int half_moves = 2 * (start_.fullmove_number() - 1) + (start_.side_to_move() == Color::Black) + ply;
    std::string label = std::to_string(half_moves / 2 + 1);
    label += half_moves % 2 == 0 ? "." : "...";
    return label;
}

bool Game::is_same_position(int ply_a, int ply_b) const {
    const PlyRecord& a = record(ply_a);
    const PlyRecord& b = record(ply_b);
    return a.key == b.key && a.side == b.side && a.castling == b.castling && a.ep == b.ep &&
           a.boards == b.boards;
}

std::vector<int> Game::same_position_plies(int ply) const {
    std::vector<int> plies;
    // A capture or a pawn move can never be undone, so no position before the last one is
    // repeated later: only the last halfmove_clock plies need looking at, and only those with
    // the same side to move.
    const int oldest = std::max(0, ply - halfmove_clock_at(ply));
    for (int earlier = ply - 2; earlier >= oldest; earlier -= 2) {
        if (is_same_position(earlier, ply)) {
            plies.push_back(earlier);
        }
    }
    std::reverse(plies.begin(), plies.end());
    return plies;
}

int Game::occurrences(int ply) const {
    return 1 + static_cast<int>(same_position_plies(ply).size());
}

std::optional<int> Game::first_ply_with_occurrences(int times) const {
    for (int ply = 0; ply <= ply_count(); ++ply) {
        if (occurrences(ply) >= times) {
            return ply;
        }
    }
    return std::nullopt;
}

std::optional<std::string_view> Game::tag(std::string_view name) const {
    for (const auto& pair : tags_) {
        if (pair.name == name) {
            return std::string_view(pair.value);
        }
    }
    return std::nullopt;
}

void Game::set_tag(std::string_view name, std::string_view value) {
    for (auto& pair : tags_) {
        if (pair.name == name) {
            pair.value = std::string(value);
            return;
        }
    }
    tags_.push_back(PgnTag{std::string(name), std::string(value)});
}

PgnGame Game::to_pgn() const {
    PgnGame pgn;
    pgn.tags = tags_;
    const bool set_up = !(start_ == Position::start()) || tag("FEN");
    pgn.set_start(start_.is_chess960(), set_up ? start_.fen() : std::string());
    pgn.result = result_;
    for (const auto& san : sans_) {
        PgnMove move;
        move.san = san;
        pgn.moves.moves.push_back(std::move(move));
    }
    return pgn;
}

} // namespace pendule::rules
