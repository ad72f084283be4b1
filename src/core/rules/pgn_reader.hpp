#pragma once

// A fast, allocation-free PGN reader (PGN standard, "import format"): the text is read in place
// and every token is handed to a PgnVisitor as a std::string_view into the caller's buffer.
// Building a game record (pgn_game.hpp), replaying and validating moves (game.hpp,
// `pendule-cli validate`) are all visitors on top of this one reader.

#include "core/result.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace pendule::rules {

// Where a token starts in the text: 1-based line and column (columns count bytes).
struct PgnSpot {
    int line = 1;
    int column = 1;
    std::size_t offset = 0;

    // "line 12, column 4"
    std::string text() const;
};

// What the visitor wants the reader to do next.
enum class PgnFlow : std::uint8_t {
    Continue, // keep reporting this game's tokens
    SkipGame, // stop reporting this game's movetext (its syntax is still checked) until end_game
};

// Receives a game's parts in text order. Every string_view points into the reader's input (or,
// for a tag value holding escapes, into a scratch buffer): it is valid during the call only.
// All functions have empty defaults, so a visitor overrides only what it needs.
class PgnVisitor {
  public:
    virtual ~PgnVisitor() = default;

    // A new game starts (its first tag or movetext token is at `where`).
    virtual void begin_game(const PgnSpot& where) { (void)where; }
    // A tag pair [Name "value"]; `value` has its \" and \\ escapes resolved.
    virtual void tag(std::string_view name, std::string_view value) {
        (void)name;
        (void)value;
    }
    // The tag section is over; movetext follows (possibly empty).
    virtual PgnFlow begin_movetext() { return PgnFlow::Continue; }
    // A move in SAN, as written, without its !? suffix (that comes as a NAG).
    virtual PgnFlow move(std::string_view san, const PgnSpot& where) {
        (void)san;
        (void)where;
        return PgnFlow::Continue;
    }
    // A numeric annotation glyph: $n, or 1..6 for the suffixes ! ? !! ?? !? ?!.
    virtual void nag(int value) { (void)value; }
    // A {brace} or ;rest-of-line comment, without its delimiters.
    virtual void comment(std::string_view text) { (void)text; }
    // A '(' opens a variation: alternatives to the last move reported. Never called when the
    // reader skips variations.
    virtual void begin_variation() {}
    virtual void end_variation() {}
    // The game is over: `result` is "1-0", "0-1", "1/2-1/2", "*", or empty when the text
    // ended (or the next game's tags began) without a termination marker.
    virtual void end_game(std::string_view result) { (void)result; }
};

struct PgnReadOptions {
    // false: variations are checked for syntax but not reported to the visitor (faster).
    bool keep_variations = true;
};

// Reads games one at a time from a text held by the caller (it must outlive the reader).
//
//   PgnReader reader(text);
//   while (true) {
//       auto more = reader.read_game(visitor);
//       if (!more) { report(more.error()); break; }   // syntax error, with line and column
//       if (!*more) break;                            // end of the text
//   }
//
// Syntax errors (unterminated comment, string or variation, an unexpected character, a token
// that cannot be a move, ...) come back as an Error whose `where` is "line L, column C".
// After an error, skip_to_next_game() moves on to the next line starting with '[' so that a
// caller may report the damaged game and go on.
class PgnReader {
  public:
    explicit PgnReader(std::string_view text, PgnReadOptions options = {});

    // Reads the next game and reports it to `visitor`. true: a game was read; false: only
    // whitespace, comments or % lines were left.
    Result<bool> read_game(PgnVisitor& visitor);

    // After an error: skips to the start of the next line that begins with '['.
    // Returns false when there is none.
    bool skip_to_next_game();

    // Skips what lies between games (blanks, % lines, comments) and returns the offset where the
    // next game starts, or the text's size when none is left. read_game() starts there.
    Result<std::size_t> next_game_offset();

    // The spot the reader has reached.
    PgnSpot spot() const { return here(); }
    // Where the last syntax error was found.
    const PgnSpot& error_spot() const { return error_spot_; }

  private:
    PgnSpot here() const { return PgnSpot{line_, static_cast<int>(pos_ - line_start_) + 1, pos_}; }
    bool at_end() const { return pos_ >= text_.size(); }
    // Skips blanks, newlines and '%' escape lines; counts lines.
    void skip_space();
    Result<bool> read_tag(PgnVisitor& visitor, bool report);
    Result<bool> read_movetext(PgnVisitor& visitor);
    // Reads a {comment} starting at pos_ (on the '{'); returns its text.
    Result<std::string_view> read_brace_comment();
    std::string_view read_line_comment();
    Error syntax_error(const PgnSpot& where, std::string message);

    std::string_view text_;
    PgnReadOptions options_;
    std::size_t pos_ = 0;
    std::size_t line_start_ = 0;
    int line_ = 1;
    std::string scratch_; // unescaped tag values
    PgnSpot error_spot_;
};

// Maps a suffix annotation ("!", "?", "!!", "??", "!?", "?!") to its NAG (1..6); 0 otherwise.
int suffix_nag(std::string_view suffix);

} // namespace pendule::rules
