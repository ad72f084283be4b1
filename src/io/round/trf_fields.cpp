// The columns and fields of a TRF line: UTF-8 or Windows-1252 text, numbers and points.

#include "io/round/trf_detail.hpp"

#include <algorithm>
#include <limits>

namespace pendule::io::trf::detail {

std::string_view columns(std::string_view line, std::size_t first, std::size_t last) {
    if (line.size() < first)
        return {};
    return line.substr(first - 1, std::min(last, line.size()) - first + 1);
}

bool is_utf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t length = lead < 0x80           ? 1
                                   : (lead >> 5) == 0x6  ? 2
                                   : (lead >> 4) == 0xE  ? 3
                                   : (lead >> 3) == 0x1E ? 4
                                                         : 0;
        if (length == 0 || i + length > text.size())
            return false;
        for (std::size_t k = 1; k < length; ++k)
            if ((static_cast<unsigned char>(text[i + k]) >> 6) != 0x2)
                return false;
        i += length;
    }
    return true;
}

// The text of a line that is not UTF-8, read as Windows-1252 (Latin-1, with the letters and signs
// that programs written for Windows put in 0x80-0x9F), in UTF-8: names are shown, journaled and
// sent in UTF-8 whatever the file's own encoding, which its write-back keeps.
std::string windows_1252_to_utf8(std::string_view text) {
    static constexpr char16_t cp1252[32] = {0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                            0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
                                            0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                            0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178};
    std::string out;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        const char32_t code = byte >= 0x80 && byte < 0xA0 ? cp1252[byte - 0x80] : byte;
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }
    return out;
}

std::string where(const std::string& origin, std::size_t line, std::size_t first, std::size_t last) {
    std::string out = origin.empty() ? std::string() : origin + ", ";
    out += "line " + std::to_string(line) + ", columns " + std::to_string(first) + "-" + std::to_string(last);
    return out;
}

// A number field: blank is `blank`, otherwise digits only.
std::optional<int> number(std::string_view field, int blank) {
    field = trim(field, field_pad);
    if (field.empty())
        return blank;
    const auto value = parse_integer(field, 0, std::numeric_limits<int>::max());
    return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
}

// Points in tenths as the standard writes them: "1.5", "12.0", "-0.5".
std::string points_text(int tenths) {
    const bool negative = tenths < 0;
    const int magnitude = negative ? -tenths : tenths;
    std::string out(negative ? 1 : 0, '-');
    out += std::to_string(magnitude / 10);
    out += '.';
    out += static_cast<char>('0' + magnitude % 10);
    return out;
}

// A points field ("11.5", "1", "-0.5"; `sign`: a minus allowed) in tenths; nothing when it is not one.
std::optional<int> tenths_of(std::string_view field, bool sign) {
    field = trim(field, field_pad);
    bool negative = false;
    if (sign && !field.empty() && field.front() == '-') {
        negative = true;
        field.remove_prefix(1);
    }
    const std::size_t dot = field.find_first_of(".,"); // a comma in some programs' files
    const std::string_view whole = field.substr(0, dot);
    const std::string_view tenth = dot == std::string_view::npos ? std::string_view() : field.substr(dot + 1);
    if (whole.empty() || (dot != std::string_view::npos && tenth.size() != 1))
        return std::nullopt;
    const auto units = parse_integer(whole, 0, 99999);
    const auto decimal = tenth.empty() ? std::optional<std::int64_t>(0) : parse_integer(tenth, 0, 9);
    if (!units || !decimal)
        return std::nullopt;
    const int value = static_cast<int>(*units * 10 + *decimal);
    return negative ? -value : value;
}

} // namespace pendule::io::trf::detail
