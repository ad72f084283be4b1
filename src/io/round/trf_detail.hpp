#pragma once

// What the files of the TRF reader and writer share, and the public header (io/round/trf.hpp) does not
// show: the columns and fields of a line, the points' text, the state and helpers of a line being
// read, the header's reader and the points before a round.

#include "core/parse.hpp"
#include "io/round/trf.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::io::trf::detail {

// What pads a TRF field: spaces, and the TABs that some programs leave at the end of a line (FIDE's
// own TRF-2025 sample ends its 240 lines in a TAB and a space).
constexpr std::string_view field_pad = " \t";

// Columns as the standard counts them (1-based, inclusive).
std::string_view columns(std::string_view line, std::size_t first, std::size_t last);

bool is_utf8(std::string_view text);

// The text of a line that is not UTF-8, read as Windows-1252 (Latin-1, with the letters and signs
// that programs written for Windows put in 0x80-0x9F), in UTF-8: names are shown, journaled and
// sent in UTF-8 whatever the file's own encoding, which its write-back keeps.
std::string windows_1252_to_utf8(std::string_view text);

// The columns of a player line. A line in UTF-8 counts its characters, as the standard's columns
// and the pairing programs that read UTF-8 do ("Müller" is six columns, seven bytes); any other
// line (plain ASCII, or Latin-1 and the like, which are not UTF-8) one column a byte.
class Columns {
  public:
    explicit Columns(std::string_view line) : line_(line) {
        if (!is_utf8(line))
            return; // Latin-1 and the like: one byte a column
        bool wide = false;
        for (std::size_t i = 0; i < line.size();) {
            const auto lead = static_cast<unsigned char>(line[i]);
            const std::size_t length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : 4;
            wide = wide || length > 1;
            starts_.push_back(i);
            i += length;
        }
        if (!wide)
            starts_.clear(); // ASCII: one byte a column
    }
    // The columns of the line.
    std::size_t count() const { return starts_.empty() ? line_.size() : starts_.size(); }
    // The byte where `column` (1-based) begins; past the end, one byte a column.
    std::size_t byte(std::size_t column) const {
        if (starts_.empty())
            return column - 1;
        return column - 1 < starts_.size() ? starts_[column - 1]
                                           : line_.size() + (column - 1 - starts_.size());
    }
    // Columns first..last (1-based, inclusive), as far as the line goes.
    std::string_view get(std::size_t first, std::size_t last) const {
        if (count() < first)
            return {};
        const std::size_t begin = byte(first);
        const std::size_t end = last >= count() ? line_.size() : byte(last + 1);
        return line_.substr(begin, end - begin);
    }

  private:
    std::string_view line_;
    std::vector<std::size_t> starts_; // the byte of each character; empty: one byte a column
};

// "ORIGIN, line N, columns F-L": where an error is.
std::string where(const std::string& origin, std::size_t line, std::size_t first, std::size_t last);

// A number field: blank is `blank`, otherwise digits only.
std::optional<int> number(std::string_view field, int blank = 0);

inline char upper(char c) {
    return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}

// Points in tenths as the standard writes them: "1.5", "12.0", "-0.5".
std::string points_text(int tenths);

// A points field ("11.5", "1", "-0.5"; `sign`: a minus allowed) in tenths; nothing when it is not one.
std::optional<int> tenths_of(std::string_view field, bool sign = false);

// What the reading of one file carries from line to line.
struct ReadState {
    bool pairing_bye_given = false; // 162's P or BBU: the pairing-allocated bye's own points
    bool team_event = false;        // 310 or 013 lines somewhere in the file
    std::vector<Team> old_teams;    // 013, used when no 310 line numbers the teams
};

struct LineReader {
    std::string_view line;
    const std::string& origin;
    std::size_t number_of_line;
    ReadState& state;

    Error error(std::size_t first, std::size_t last, const std::string& problem) const {
        return fail(problem, where(origin, number_of_line, first, last));
    }
    // A whole number in columns first..last; `blank` when they are blank (nothing: refused).
    Result<int> whole(std::size_t first, std::size_t last, const std::string& what,
                      std::optional<int> blank = std::nullopt) const {
        const std::string_view field = trim(columns(line, first, last), field_pad);
        if (field.empty() && blank)
            return *blank;
        const auto value = field.empty() ? std::nullopt : parse_integer(field, 0, 9999);
        if (!value)
            return error(first, last, what + " must be a number");
        return static_cast<int>(*value);
    }
    // Starting ranks in 4 columns every 5 from `first` to the end of the line.
    Result<std::vector<int>> ranks(std::size_t first) const {
        std::vector<int> out;
        for (; line.size() >= first; first += 5) {
            const std::string_view field = trim(columns(line, first, first + 3), field_pad);
            if (field.empty() && trim(line.substr(first - 1), field_pad).empty())
                break; // trailing blanks
            const auto rank = parse_integer(field, 1, 9999);
            if (!rank)
                return error(first, first + 3, "expected a starting rank from 1 to 9999");
            out.push_back(static_cast<int>(*rank));
        }
        if (out.empty())
            return error(first, first + 3, "expected at least one starting rank");
        return out;
    }
    // The text after the code (column 5 on), trimmed.
    std::string_view value() const {
        return trim(line.size() > 3 ? line.substr(3) : std::string_view(), field_pad);
    }
};

// A header line by its code (io/round/trf_header.cpp); lines of other codes are not checked.
std::optional<Error> read_header_line(const LineReader& r, Header& h);

// A player's points in tenths over the rounds before `before_round` (every round when 0), under
// the file's point system (162) with its abnormal points (299): a penalty or bonus counts when it
// names no round or one of those rounds.
int points_before(const Tournament& t, const Player& p, int before_round);

} // namespace pendule::io::trf::detail
