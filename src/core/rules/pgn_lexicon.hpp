#pragma once

// The spellings the PGN reader accepts besides the standard's own (PGN 8.2.4, 8.2.6): what real
// files hold where the meaning is not in doubt. Results written with ½ or with a typographic
// dash ("½-½", "1–0"), and annotation glyphs in their Unicode or ASCII form ("±", "‼", "+-"),
// each read as the NAG of the standard's table (PGN 10).

#include <cstddef>
#include <string_view>

namespace pendule::rules {

// A game termination marker at the start of `text`: "1-0", "0-1" or "1/2-1/2" (PGN 8.2.6), also
// with ½ for 1/2 and an en or em dash for the hyphen. It must end there: the end of the text or
// a character that cannot continue a symbol follows. Returns the standard spelling and sets
// `length` to the bytes read, or returns an empty view.
std::string_view match_result(std::string_view text, std::size_t& length);

// An annotation glyph at the start of `text` and its NAG (PGN 10): the Unicode glyphs ‼ ⁇ ⁉ ⁈ □
// ∞ ⩲ ⩱ ± ∓ +− −+ ∆ ⌓ and the ASCII forms = += =+ +/= =/+ +/- -/+ +- -+ (which must end there,
// as a result does). Sets `length` and returns the NAG, or returns 0. Glyphs whose NAG depends
// on the side (zugzwang, initiative, attack) are not read: the glyph alone does not say which.
int match_glyph(std::string_view text, std::size_t& length);

} // namespace pendule::rules
