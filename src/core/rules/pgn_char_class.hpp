#pragma once

// The PGN reader's character classes (PGN 7: tokens), one table lookup per byte. Shared by the
// two halves of PgnReader: pgn_scanner.cpp (tokens) and pgn_reader.cpp (games).

#include <array>
#include <cstdint>

namespace pendule::rules::pgn_chars {

// Character classes for the lexer, one table lookup per byte.
enum CharClass : std::uint8_t {
    kSpace = 1,      // blanks and line ends
    kSymbol = 2,     // may continue a symbol (SAN, tag name): letters, digits, _ + # = : - / @
    kTagName = 4,    // may appear in a tag name: letters, digits, _
    kMoveStart = 8,  // may start a move: files a-h, piece letters (English and French), O, o
    kDelimiter = 16, // ends a result token: anything that is not a symbol character
    kMoveBody = 32,  // may follow a move's first character: a-h, digits, x : - = + # @, piece
                     // letters, lowercase promotion letters q r n (b is a file)
    kDigit = 64,
};

constexpr std::array<std::uint8_t, 256> make_classes() {
    std::array<std::uint8_t, 256> table{};
    for (int c = 0; c < 256; ++c) {
        std::uint8_t bits = 0;
        const bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        const bool digit = c >= '0' && c <= '9';
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            bits |= kSpace;
        }
        // '@' is not a PGN symbol character: it is read so that a crazyhouse drop ("N@f3") is
        // one token, which the SAN reader then names.
        if (alpha || digit || c == '_' || c == '+' || c == '#' || c == '=' || c == ':' || c == '-' ||
            c == '/' || c == '@') {
            bits |= kSymbol;
        }
        if (alpha || digit || c == '_') {
            bits |= kTagName;
        }
        // English K Q R B N (and P for the rare "Pe4"); French R D T F C (roi, dame, tour, fou,
        // cavalier); O (and o) for castling.
        if ((c >= 'a' && c <= 'h') || c == 'K' || c == 'Q' || c == 'R' || c == 'B' || c == 'N' || c == 'P' ||
            c == 'D' || c == 'T' || c == 'F' || c == 'C' || c == 'O' || c == 'o') {
            bits |= kMoveStart;
        }
        if ((bits & kSymbol) == 0) {
            bits |= kDelimiter;
        }
        if ((c >= 'a' && c <= 'h') || digit || c == 'x' || c == ':' || c == '-' || c == '=' || c == '+' ||
            c == '#' || c == '@' || c == 'K' || c == 'Q' || c == 'R' || c == 'B' || c == 'N' || c == 'D' ||
            c == 'T' || c == 'F' || c == 'C' || c == 'q' || c == 'r' || c == 'n') {
            bits |= kMoveBody;
        }
        if (digit) {
            bits |= kDigit;
        }
        table[static_cast<std::size_t>(c)] = bits;
    }
    return table;
}

inline constexpr std::array<std::uint8_t, 256> kClasses = make_classes();

inline bool has_class(char c, CharClass cls) {
    return (kClasses[static_cast<unsigned char>(c)] & cls) != 0;
}

} // namespace pendule::rules::pgn_chars
