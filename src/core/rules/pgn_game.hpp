#pragma once

// A game as PGN text holds it: tags, the moves as written (SAN, not yet checked), NAGs,
// comments and variations, and the result. read_pgn() builds it; write_pgn() (pgn_writer.hpp)
// turns it back into text; Game::from_pgn() (game.hpp) replays and checks its moves.

#include "core/result.hpp"
#include "core/rules/pgn_reader.hpp"
#include "core/rules/types.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::rules {

struct PgnMove;

// A sequence of moves: the main line, or a variation.
struct PgnLine {
    std::vector<std::string> comments; // before the first move
    std::vector<int> nags;             // before the first move (rare: "$14" opening a line)
    std::vector<PgnMove> moves;

    bool operator==(const PgnLine&) const;
};

struct PgnMove {
    std::string san;                   // as written, without !? suffixes ("Nxe5+", "O-O", "e8=Q")
    std::vector<int> nags;             // $n and the suffixes ! ? !! ?? !? ?! as NAGs 1..6
    std::vector<std::string> comments; // after the move, whitespace runs collapsed to one space
    // Alternatives to this move: each variation starts from the position before it.
    std::vector<PgnLine> variations;

    bool operator==(const PgnMove&) const;
};

struct PgnTag {
    std::string name;
    std::string value;

    bool operator==(const PgnTag&) const = default;
};

struct PgnGame {
    std::vector<PgnTag> tags; // in the order read
    PgnLine moves;            // the main line
    std::string result;       // "1-0", "0-1", "1/2-1/2", "*"; empty: the text had no marker
    int line = 0;             // where the game starts in the text it was read from (not compared)

    // The value of a tag, or nothing.
    std::optional<std::string_view> tag(std::string_view name) const;
    // Sets a tag, replacing its value if present, else appending it.
    void set_tag(std::string_view name, std::string_view value);
    // The game's start in its tags (PGN 9.7, 9.7.2): Variant "Chess960" when `chess960`, then SetUp "1"
    // and FEN when `fen` is not empty (the standard start needs neither).
    void set_start(bool chess960, std::string_view fen);
    // The FEN the game starts from (PGN 9.7.2: the FEN tag, with SetUp "1"), or nothing for the
    // standard initial position. A FEN tag without SetUp is accepted too.
    std::optional<std::string_view> start_fen() const;
    // The rules of the Variant tag: standard chess without one (or with one Pendule does not play,
    // which Game::from_pgn refuses).
    Variant variant() const;
    // "White - Black" or "game", plus ", Round r" / ", Event" when present, for messages.
    std::string describe() const;

    bool operator==(const PgnGame& other) const {
        return tags == other.tags && moves == other.moves && result == other.result;
    }
};

// The Variant tag (common use, not in the PGN standard) names the rules a game was played under.
// Standard chess is an empty value, "Standard", "chess", "normal" (engine tournaments) or "From
// Position" (a standard game from a FEN); Chess960 is "Chess960", "chess 960", "Fischerandom",
// "Fischer Random", "FRC" or "960"; all in any letter case. Anything else ("Crazyhouse") cannot
// be replayed under the Laws of Chess: "variant Crazyhouse is not supported", where "Variant tag".
Result<Variant> read_variant(std::string_view value);
// read_variant's refusal, or nothing for a variant Pendule plays.
std::optional<std::string> unsupported_variant(std::string_view value);

// Reads every game of a PGN text. A syntax error fails the whole read (line and column in the
// error); use PgnReader directly to go on after a damaged game.
Result<std::vector<PgnGame>> read_pgn(std::string_view text, PgnReadOptions options = {});

// Every game of a PGN text, each read on its own: a game with a syntax error is that error
// ("line L, column C: 'Xyz' is not a move"), and the games after it are read all the same,
// numbered as `pendule-cli validate` numbers them (the reader steps over the bad text).
std::vector<Result<PgnGame>> read_pgn_each(std::string_view text, PgnReadOptions options = {});

// Reads the first game of a PGN text; an error when there is none.
Result<PgnGame> read_pgn_game(std::string_view text, PgnReadOptions options = {});

// A visitor that builds PgnGame records, for callers that drive a PgnReader themselves.
class PgnGameBuilder : public PgnVisitor {
  public:
    void begin_game(const PgnSpot& where) override;
    void tag(std::string_view name, std::string_view value) override;
    PgnFlow move(std::string_view san, const PgnSpot& where) override;
    void nag(int value) override;
    void comment(std::string_view text) override;
    void begin_variation() override;
    void end_variation() override;
    void end_game(std::string_view result) override;

    // The game read last (complete after end_game).
    PgnGame& game() { return game_; }

  private:
    PgnGame game_;
    std::vector<PgnLine*> lines_; // the line being read at each variation depth
};

} // namespace pendule::rules
