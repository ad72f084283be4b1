#include "core/rules/pgn_validator.hpp"

#include "core/rules/game.hpp"

#include <algorithm>

namespace pendule::rules {

std::string GameCheck::describe() const {
    std::string text(white.empty() ? "?" : white);
    text += " - ";
    text += black.empty() ? "?" : black;
    if (!is_unknown_tag_value(event)) {
        text += ", ";
        text += event;
    }
    if (!is_unknown_tag_value(round)) {
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
    variant_.clear();
    error_where_.clear();
    error_reason_.clear();
    warning_.clear();
    has_fen_ = false;
    failed_ = false;
    syntax_fault_ = false;
    tag_seen_ = false;
    depth_ = 0;
    skip_depth_ = 0;
}

void PgnValidator::tag(std::string_view name, std::string_view value) {
    tag_seen_ = true;
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
    } else if (name == "Variant") {
        variant_.assign(value);
    }
}

PgnFlow PgnValidator::begin_movetext() {
    levels_[0] = start_; // a copy-assignment: keeps the buffers of the previous game
    Variant variant = Variant::Standard;
    if (!variant_.empty()) {
        auto read = read_variant(variant_);
        if (!read) {
            report_error("Variant tag", read.error().message, PgnSpot{check_.line, 1, 0},
                         GameCheck::Problem::Tag);
        } else {
            variant = *read;
        }
    }
    if (variant == Variant::Chess960 && !failed_) {
        levels_[0] = *Position::chess960_start(518); // the usual array, played as Chess960
    }
    // PGN 9.7: a FEN tag (with SetUp "1") gives the start position.
    if (has_fen_ && setup_ != "0" && !failed_) {
        auto start =
            Position::from_fen(fen_, FenMaterial::Reachable,
                               variant == Variant::Chess960 ? FenRules::Chess960 : FenRules::Standard);
        if (!start) {
            report_error("FEN tag", start.error().text() + chess960_hint(fen_, variant),
                         PgnSpot{check_.line, 1, 0}, GameCheck::Problem::Tag);
            return PgnFlow::Continue;
        }
        levels_[0] = *start;
    }
    return PgnFlow::Continue;
}

PgnFlow PgnValidator::move(std::string_view san, const PgnSpot& where) {
    if (failed_) {
        ++check_.moves_skipped;
        return PgnFlow::Continue;
    }
    if (skip_depth_ > 0) {
        ++check_.moves_unchecked;
        return PgnFlow::Continue;
    }
    Position& pos = levels_[static_cast<std::size_t>(depth_)];
    if (const Move plain = parse_plain_san(pos, san, notation_); !plain.is_none()) {
        played(pos, plain);
        return PgnFlow::Continue;
    }
    read_in_full(pos, san, where);
    return PgnFlow::Continue;
}

// Kept out of move(), the path of nearly every move, so that it carries none of this frame.
[[gnu::noinline]] void PgnValidator::read_in_full(Position& pos, std::string_view san, const PgnSpot& where) {
    auto move = parse_san(pos, san, notation_);
    if (move) {
        played(pos, *move);
        return;
    }
    if (depth_ > 0 && is_null_move(san)) {
        skip_depth_ = depth_; // analysis of a pass: the rest of this variation is not replayed
        return;
    }
    std::string at = "move " + move_label(pos) + " ";
    at.append(san);
    if (depth_ > 0) {
        at += " (in a variation)";
    }
    check_.other_notation = reads_in_other_notation(pos, san, notation_);
    report_error(std::move(at), move.error().message, where, GameCheck::Problem::Move);
}

void PgnValidator::played(Position& pos, Move move) {
    pos.do_move(move);
    last_[static_cast<std::size_t>(depth_)] = move;
    ++check_.moves_checked;
    ++moves_; // counted at once: a game cut short by a syntax error keeps its checked moves
}

void PgnValidator::begin_variation() {
    ++depth_;
    if (failed_ || skip_depth_ > 0) {
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
    if (skip_depth_ > depth_) {
        skip_depth_ = 0;
    }
}

void PgnValidator::end_game(std::string_view result) {
    if (!syntax_fault_) {
        check_.recognised = true; // read without a syntax error
    }
    result_.assign(result);
    check_.white = white_;
    check_.black = black_;
    check_.event = event_;
    check_.round = round_;
    check_.result = result_;
    check_.error_where = error_where_;
    check_.error_reason = error_reason_;
    check_.warning = warning_;
    if (callback_) {
        callback_(check_);
    }
}

bool PgnValidator::recover(const PgnFault& fault) {
    if (!syntax_fault_) {
        // Whether the game had a tag pair or a move before this first syntax error (every move
        // is counted as checked, skipped or unchecked, or is the one that failed the game).
        check_.recognised = tag_seen_ ||
                            check_.moves_checked + check_.moves_skipped + check_.moves_unchecked > 0 ||
                            check_.problem == GameCheck::Problem::Move || skip_depth_ > 0;
    }
    if (!failed_) {
        std::string where = fault.in_tags ? "tags" : "move " + move_label(position_here());
        if (!fault.token.empty()) {
            // A token is ASCII (symbol characters or one printable character): cut, it stays
            // text. A word is shown as a move would be, punctuation quoted ("move 3. '('").
            const char first = fault.token.front();
            const bool word = (first >= '0' && first <= '9') || (first >= 'A' && first <= 'Z') ||
                              (first >= 'a' && first <= 'z');
            where += word ? " " : " '";
            where.append(fault.token.substr(0, 32));
            where += fault.token.size() > 32 ? "..." : "";
            where += word ? "" : "'";
        }
        if (fault.in_variation) {
            where += " (in a variation)";
        }
        report_error(std::move(where), std::string(fault.message), fault.where, GameCheck::Problem::Syntax);
    }
    syntax_fault_ = true;
    return true;
}

void PgnValidator::warning(std::string_view message, const PgnSpot& where) {
    warning_.assign(message);
    check_.warning_line = where.line;
}

const Position& PgnValidator::position_here() const {
    const int depth = skip_depth_ > 0 ? skip_depth_ : depth_;
    return levels_[std::min(static_cast<std::size_t>(depth), levels_.size() - 1)];
}

void PgnValidator::report_error(std::string where, std::string reason, const PgnSpot& spot,
                                GameCheck::Problem problem) {
    if (failed_) {
        return;
    }
    failed_ = true;
    ++errors_;
    check_.ok = false;
    check_.problem = problem;
    check_.error_line = spot.line;
    check_.error_column = spot.column;
    error_where_ = std::move(where);
    error_reason_ = std::move(reason);
}

} // namespace pendule::rules
