#pragma once

// A game: its start position (standard or FEN), the moves played, and the history an arbiter
// needs to rule on claims: for every ply the position's identity in the sense of Laws 9.2.3
// and the halfmove clock (Laws 9.3), so that repetitions can be counted exactly.
//
// Plies are numbered from the start: ply 0 is the start position, ply n the position after the
// n-th move. "The position at ply n" is the one on the board after n moves.

#include "core/result.hpp"
#include "core/rules/pgn_game.hpp"
#include "core/rules/position.hpp"
#include "core/rules/san.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::rules {

// "24." for a White move, "24..." for a Black move, from the position before the move.
std::string move_label(const Position& before);

// For a FEN refused under `variant`: " (it reads as a Chess960 position: ...)" when it is a
// Chess960 FEN read as standard chess, else nothing.
std::string chess960_hint(std::string_view fen, Variant variant);

class Game {
  public:
    // A game from the standard initial position.
    Game();
    // A game from any position (a FEN start).
    explicit Game(const Position& start);
    // `rules`: which castling fields the FEN may have (standard chess, Chess960, or either).
    static Result<Game> from_fen(std::string_view fen, FenRules rules = FenRules::Standard);
    // Replays a PGN game: its start (FEN / SetUp tags), its main line, and, when asked, every
    // variation from the position where it branches. The first bad move fails the whole game:
    // the error's `where` is "move 24... Nxe5" (plus " (in a variation)"), its message the
    // reason ("illegal: ...", with a hint when the move reads in the other notation). A null
    // move ("--") is an error in the main line and ends the check of a variation. A Variant tag
    // other than standard chess or Chess960 fails the game ("variant Crazyhouse is not
    // supported", where "Variant tag"). A Chess960 game (read_variant) starts from its FEN read as
    // Chess960, or from the usual array played as Chess960. The tags and result are kept.
    static Result<Game> from_pgn(const PgnGame& pgn, Notation notation = Notation::English,
                                 bool check_variations = true);

    // Plays a move if it is legal; an illegal move is refused and the game is unchanged.
    Result<Move> play(Move move);
    // Reads a SAN move (English or French letters) and plays it.
    Result<Move> play_san(std::string_view san, Notation notation = Notation::English);
    // Takes back the last move (e.g. Laws 7.5.1: an illegal move's position is reinstated after
    // it was recorded). false when no move was played.
    bool undo();

    const Position& start_position() const { return start_; }
    Variant variant() const { return start_.variant(); }
    const Position& position() const { return current_; }
    // The position at a ply (0 .. ply_count()), replayed from the start.
    Position position_at(int ply) const;
    // Moves played so far.
    int ply_count() const { return static_cast<int>(moves_.size()); }
    const std::vector<Move>& moves() const { return moves_; }
    // The moves in SAN (English letters, check marks included), as they were played.
    const std::vector<std::string>& san_moves() const { return sans_; }
    // The move number label of the move that leads to ply `ply` + 1 ("12." or "12...").
    std::string move_label_at(int ply) const;

    // Laws 9.2.3: the key of the position at a ply (placement, side to move, castling rights,
    // en passant only when the capture is legal). Equal keys are compared exactly before two
    // positions are called the same.
    std::uint64_t repetition_key_at(int ply) const { return record(ply).key; }
    // Laws 9.3: moves by both players without a capture or a pawn move, in plies, at a ply
    // (counted from the FEN's value for a FEN start).
    int halfmove_clock_at(int ply) const { return record(ply).halfmove; }
    // Whether the positions at two plies are the same (Laws 9.2.3).
    bool is_same_position(int ply_a, int ply_b) const;
    // The earlier plies (ascending) whose position is the same as the one at `ply`.
    std::vector<int> same_position_plies(int ply) const;
    // How many times the position at `ply` has appeared up to and including it: 1 the first
    // time, 3 for a threefold repetition (Laws 9.2), 5 for a fivefold one (Laws 9.6.1).
    int occurrences(int ply) const;
    // occurrences() of the current position.
    int repetition_count() const { return occurrences(ply_count()); }
    // The first ply at which some position appears for the `times`-th time, or nothing.
    std::optional<int> first_ply_with_occurrences(int times) const;

    // Tags (Event, White, ...) and result, kept for export; the rules never read them.
    const std::vector<PgnTag>& tags() const { return tags_; }
    std::optional<std::string_view> tag(std::string_view name) const;
    void set_tag(std::string_view name, std::string_view value);
    const std::string& result() const { return result_; }
    void set_result(std::string result) { result_ = std::move(result); }
    // The game as a PGN record (main line only; FEN and SetUp tags added for a FEN start).
    PgnGame to_pgn() const;

  private:
    // What Laws 9.2.3 compares, kept for every ply.
    struct PlyRecord {
        std::array<Bitboard, 8> boards; // by colour (2), by type (6)
        std::uint64_t key;
        int halfmove;
        Square ep; // only when an en passant capture is legal, else NoSquare
        CastlingRights castling;
        Color side;
    };
    static PlyRecord make_record(const Position& pos);
    const PlyRecord& record(int ply) const;
    void push_move(Move move, std::string san);

    Position start_;
    Position current_;
    std::vector<Move> moves_;
    std::vector<std::string> sans_;
    std::vector<PlyRecord> records_; // records_[ply], ply 0 .. ply_count()
    std::vector<PgnTag> tags_;
    std::string result_;
};

} // namespace pendule::rules
