#include "core/rules/pgn_validator.hpp"

#include "core/rules/game.hpp"

namespace pendule::rules {

namespace {

bool is_unknown(std::string_view value) {
    return value.empty() || value == "?";
}

} // namespace

std::string GameCheck::describe() const {
    std::string text(white.empty() ? "?" : white);
    text += " - ";
    text += black.empty() ? "?" : black;
    if (!is_unknown(event)) {
        text += ", ";
        text += event;
    }
    if (!is_unknown(round)) {
        text += ", Round ";
        text += round;
    }
    return text;
}

PgnValidator::PgnValidator(Notation notation) : notation_(notation), start_(Position::start()) {
    levels_.push_back(start_);
    last_.push_back(Move::none());
}

void PgnValidator::begin_game(const PgnSpot& where) {
    check_ = GameCheck{};
    check_.number = static_cast<int>(++games_);
    check_.line = where.line;
    white_.clear();
    black_.clear();
    event_.clear();
    round_.clear();
    fen_.clear();
    setup_.clear();
    has_fen_ = false;
    failed_ = false;
    depth_ = 0;
}

void PgnValidator::tag(std::string_view name, std::string_view value) {
    if (name == "White") {
        white_.assign(value);
    } else if (name == "Black") {
        black_.assign(value);
    } else if (name == "Event") {
        event_.assign(value);
    } else if (name == "Round") {
        round_.assign(value);
    } else if (name == "FEN") {
        fen_.assign(value);
        has_fen_ = true;
    } else if (name == "SetUp") {
        setup_.assign(value);
    }
}

PgnFlow PgnValidator::begin_movetext() {
    // PGN 9.7: a FEN tag (with SetUp "1") gives the start position.
    if (has_fen_ && setup_ != "0") {
        auto start = Position::from_fen(fen_);
        if (!start) {
            report_error("FEN tag", start.error().text(), PgnSpot{check_.line, 1, 0});
            return PgnFlow::Continue;
        }
        levels_[0] = *start;
    } else {
        levels_[0] = start_; // a copy-assignment: keeps the buffers of the previous game
    }
    return PgnFlow::Continue;
}

PgnFlow PgnValidator::move(std::string_view san, const PgnSpot& where) {
    if (failed_) {
        ++check_.moves_skipped;
        return PgnFlow::Continue;
    }
    const auto d = static_cast<std::size_t>(depth_);
    Position& pos = levels_[d];
    auto move = parse_san(pos, san, notation_);
    if (!move) {
        std::string at = "move " + move_label(pos) + " ";
        at.append(san);
        if (depth_ > 0) {
            at += " (in a variation)";
        }
        report_error(std::move(at), move.error().message, where);
        return PgnFlow::Continue;
    }
    pos.do_move(*move);
    last_[d] = *move;
    ++check_.moves_checked;
    ++moves_; // counted at once: a game cut short by a syntax error keeps its checked moves
    return PgnFlow::Continue;
}

void PgnValidator::begin_variation() {
    ++depth_;
    if (failed_) {
        return;
    }
    // The variation replaces the last move of the enclosing line: it starts from the position
    // before that move.
    const auto d = static_cast<std::size_t>(depth_);
    if (levels_.size() <= d) {
        levels_.push_back(levels_[d - 1]);
        last_.push_back(Move::none());
    } else {
        levels_[d] = levels_[d - 1];
    }
    levels_[d].undo_move(last_[d - 1]);
}

void PgnValidator::end_variation() {
    --depth_;
}

void PgnValidator::end_game(std::string_view result) {
    result_.assign(result);
    check_.white = white_;
    check_.black = black_;
    check_.event = event_;
    check_.round = round_;
    check_.result = result_;
    check_.error_where = error_where_;
    check_.error_reason = error_reason_;
    if (callback_) {
        callback_(check_);
    }
}

void PgnValidator::report_error(std::string where, std::string reason, const PgnSpot& spot) {
    failed_ = true;
    ++errors_;
    check_.ok = false;
    check_.error_line = spot.line;
    check_.error_column = spot.column;
    error_where_ = std::move(where);
    error_reason_ = std::move(reason);
}

} // namespace pendule::rules
