#pragma once

// A fast, allocation-free PGN reader (PGN standard, "import format"): the text is read in place
// and every token is handed to a PgnVisitor as a std::string_view into the caller's buffer.
// Building a game record (pgn_game.hpp), replaying and validating moves (game.hpp,
// `pendule-cli validate`) are all visitors on top of this one reader. Its tokens are scanned in
// pgn_scanner.cpp, its games put together in pgn_reader.cpp.

#include "core/result.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
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

// A syntax error inside a game, offered to the visitor (PgnVisitor::recover), which may have the
// reader step over it and go on with the game.
struct PgnFault {
    PgnSpot where;            // where the text that cannot be read starts
    std::string_view token;   // that text ("Xyz", "{", ")", "$300"); empty in the tag section or
                              // for a byte that is not printable ASCII
    std::string_view message; // why: "'Xyz' is not a move", "unterminated comment: '{' without '}'"
    bool in_tags = false;     // in the tag section (before the movetext)
    bool in_variation = false;
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
    // A move in SAN, as written, without its !? suffix (that comes as a NAG). Also what real
    // files write for moves in other forms, left to the SAN reader to judge: long algebraic
    // ("Ng1-f3", "e2e4", "d7d8r"), "o-o", an en passant mark ("exd6 e.p." when on the same line),
    // null moves ("--", "Z0") and crazyhouse drops ("N@f3").
    virtual PgnFlow move(std::string_view san, const PgnSpot& where) {
        (void)san;
        (void)where;
        return PgnFlow::Continue;
    }
    // A numeric annotation glyph: $n, 1..6 for the suffixes ! ? !! ?? !? ?!, or the NAG of a
    // glyph such as "±" or "+-" (pgn_lexicon.hpp).
    virtual void nag(int value) { (void)value; }
    // A {brace} or ;rest-of-line comment, without its delimiters.
    virtual void comment(std::string_view text) { (void)text; }
    // A '(' opens a variation: alternatives to the last move reported. Never called when the
    // reader skips variations.
    virtual void begin_variation() {}
    virtual void end_variation() {}
    // The game is over: `result` is "1-0", "0-1", "1/2-1/2", "*" (in the standard's spelling,
    // whatever the text's), or empty when the game had no termination marker.
    virtual void end_game(std::string_view result) { (void)result; }

    // A syntax error in this game. false (the default): reading stops and read_game() returns
    // the error. true: the reader steps over the bad text and goes on with the game, reporting
    // what follows as usual: a bad token is skipped, a bad tag pair up to the end of its line,
    // a variation left open ends with the game, and after an unterminated comment the game ends
    // and reading goes on at the next line that starts with '['. Later faults of the same game
    // are offered too.
    virtual bool recover(const PgnFault& fault) {
        (void)fault;
        return false;
    }
    // Something the reader had to assume, and where (a game without a termination marker taken
    // to end where bare movetext starts again at move 1). Called before end_game().
    virtual void warning(std::string_view message, const PgnSpot& where) {
        (void)message;
        (void)where;
    }
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
// that cannot be a move, ...) are offered to the visitor (PgnVisitor::recover); unless it
// steps over them they come back as an Error whose `where` is "line L, column C". After such an
// error, skip_to_next_game() moves on to the next line starting with '['.
//
// A game without a termination marker ends at the next game's tags, at the end of the text, or
// where bare movetext starts again at move 1 ("1." or "1...") after an empty line: PGN 8.2.6
// gives every movetext exactly one marker, and 8.2.2.1 wants move numbers to be right, so such
// text cannot continue the game; the visitor is warned of what was assumed.
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
    // next game starts, or the text's size when none is left. read_game() starts there. A
    // comment without its '}' is not skipped: a game starts there (and reading it fails).
    std::size_t next_game_offset();

    // The spot the reader has reached.
    PgnSpot spot() const { return here(); }
    // Where the last syntax error was found.
    const PgnSpot& error_spot() const { return error_spot_; }

  private:
    // One movetext token (move numbers other than 1 and stray periods are skipped by the
    // scanner; "1." or "1..." comes as FirstMove, which may start a game without tags). Fault:
    // text that cannot be read, its error in fault_ (a token rather than a Result, which would
    // cost every token of every game the building and checking of a variant).
    enum class TokenKind : std::uint8_t {
        Move,
        Nag,
        Comment,
        Open,
        Close,
        Result,
        FirstMove,
        NextGame,
        End,
        Fault
    };
    struct Token {
        TokenKind kind;
        std::string_view text; // Move, Comment, Result
        int nag;               // Nag
        PgnSpot where;
    };

    PgnSpot here() const { return PgnSpot{line_, static_cast<int>(pos_ - line_start_) + 1, pos_}; }
    bool at_end() const { return pos_ >= text_.size(); }
    // Skips blanks, newlines and '%' escape lines; counts lines.
    void skip_space();
    // Moves to the start of the next line, unless already at the start of one.
    void skip_rest_of_line();
    Result<bool> read_tags(PgnVisitor& visitor);
    Result<bool> read_tag(PgnVisitor& visitor);
    Result<bool> read_movetext(PgnVisitor& visitor);
    // Whether an empty line lies between the offset `gap` and `where`.
    bool empty_line_between(std::size_t gap, const PgnSpot& where) const;
    // Ends a game without a termination marker where bare movetext starts again at move 1, with
    // a warning, so that the next game starts at `where`.
    void end_game_before(PgnVisitor& visitor, const PgnSpot& where);
    Token next_token();
    Token scan_move(const PgnSpot& where);
    void take_en_passant_mark();
    std::optional<Token> scan_digits(const PgnSpot& where);
    Token scan_nag(const PgnSpot& where);
    // A Fault token for `error` (syntax_error's), kept in fault_.
    Token fault(Error error);
    // A token starting with '-', '+', '=', 'Z' or a byte above 0x7F: a glyph, a null move, a
    // result with ½; nothing when it is none of these.
    std::optional<Token> scan_other(const PgnSpot& where);
    Error bad_symbol(const PgnSpot& where);
    Error bad_character(const PgnSpot& where);
    // Reads a {comment} starting at pos_ (on the '{'); returns its text.
    Result<std::string_view> read_brace_comment();
    std::string_view read_line_comment();
    Error syntax_error(const PgnSpot& where, std::string message, std::string_view token = {});
    // Offers the last syntax error to the visitor; true when it steps over it.
    bool recovered(PgnVisitor& visitor, const Error& error, bool in_tags, bool in_variation);

    std::string_view text_;
    PgnReadOptions options_;
    std::size_t pos_ = 0;
    std::size_t line_start_ = 0;
    int line_ = 1;
    std::string scratch_; // unescaped tag values
    PgnSpot error_spot_;
    std::string_view error_token_; // the text the last syntax error is about
    Error fault_;                  // the last Fault token's error
    bool lost_place_ = false;      // the last syntax error leaves the rest of the game unreadable
};

// Maps a suffix annotation ("!", "?", "!!", "??", "!?", "?!") to its NAG (1..6); 0 otherwise.
int suffix_nag(std::string_view suffix);

// A tag value that says nothing: empty, or PGN's "?" (an unknown event, round, player...).
inline bool is_unknown_tag_value(std::string_view value) {
    return value.empty() || value == "?";
}

} // namespace pendule::rules
