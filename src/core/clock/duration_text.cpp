#include "core/clock/duration_text.hpp"

#include <cctype>
#include <limits>

namespace pendule::clock {

namespace {

constexpr Millis kMaxDuration = Millis{1000} * 3600 * 24 * 365; // a year: far beyond any game

// Reads digits at `pos` into `value`; false if there are none or the number is too large.
bool read_digits(std::string_view text, std::size_t& pos, Millis& value, int& digits) {
    value = 0;
    digits = 0;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
        if (value > kMaxDuration)
            return false;
        value = value * 10 + (text[pos] - '0');
        ++pos;
        ++digits;
    }
    return digits > 0;
}

// Reads "N" or "N.fff" (at most 3 decimals) as thousandths: "2.5" -> 2500.
bool read_thousandths(std::string_view text, std::size_t& pos, Millis& value) {
    int digits = 0;
    if (!read_digits(text, pos, value, digits))
        return false;
    value *= 1000;
    if (pos < text.size() && text[pos] == '.') {
        ++pos;
        Millis fraction = 0;
        int fraction_digits = 0;
        if (!read_digits(text, pos, fraction, fraction_digits) || fraction_digits > 3)
            return false;
        for (int i = fraction_digits; i < 3; ++i)
            fraction *= 10;
        value += fraction;
    }
    return true;
}

Result<Millis> parse_colon_form(std::string_view text) {
    // h:mm:ss or m:ss, seconds possibly fractional.
    Millis parts[3] = {0, 0, 0};
    int count = 0;
    std::size_t pos = 0;
    while (true) {
        if (count == 3)
            return fail("too many ':' in duration '" + std::string(text) + "'");
        const bool last = text.find(':', pos) == std::string_view::npos;
        int digits = 0;
        if (last) {
            if (!read_thousandths(text, pos, parts[count]) || pos != text.size())
                return fail("bad duration '" + std::string(text) + "' (expected h:mm:ss or m:ss)");
            ++count;
            break;
        }
        if (!read_digits(text, pos, parts[count], digits) || pos >= text.size() || text[pos] != ':')
            return fail("bad duration '" + std::string(text) + "' (expected h:mm:ss or m:ss)");
        ++pos;
        ++count;
    }
    Millis ms = 0;
    if (count == 2) {
        if (parts[1] >= 60000)
            return fail("seconds must be below 60 in '" + std::string(text) + "'");
        ms = parts[0] * 60000 + parts[1];
    } else {
        if (parts[1] >= 60 || parts[2] >= 60000)
            return fail("minutes and seconds must be below 60 in '" + std::string(text) + "'");
        ms = parts[0] * 3600000 + parts[1] * 60000 + parts[2];
    }
    if (ms > kMaxDuration)
        return fail("duration '" + std::string(text) + "' is too long");
    return ms;
}

Result<Millis> parse_unit_form(std::string_view text) {
    std::size_t pos = 0;
    Millis total = 0;
    int last_rank = 5;
    while (pos < text.size()) {
        Millis value = 0;
        if (!read_thousandths(text, pos, value))
            return fail("bad duration '" + std::string(text) + "' (expected e.g. 90m, 30s, 1h30m)");
        int rank = 0;
        Millis unit_ms = 0; // per thousandth
        if (text.substr(pos, 2) == "ms") {
            rank = 1;
            pos += 2;
            if (value % 1000 != 0)
                return fail("milliseconds must be whole in '" + std::string(text) + "'");
            value /= 1000;
            unit_ms = 1;
        } else if (pos < text.size() && text[pos] == 's') {
            rank = 2, unit_ms = 1, ++pos;
        } else if (pos < text.size() && text[pos] == 'm') {
            rank = 3, unit_ms = 60, ++pos;
        } else if (pos < text.size() && text[pos] == 'h') {
            rank = 4, unit_ms = 3600, ++pos;
        } else {
            return fail("missing unit (h, m, s or ms) in duration '" + std::string(text) + "'");
        }
        if (rank >= last_rank)
            return fail("units out of order in duration '" + std::string(text) + "' (write 1h30m)");
        last_rank = rank;
        if (value > kMaxDuration / unit_ms)
            return fail("duration '" + std::string(text) + "' is too long");
        total += value * unit_ms;
        if (total > kMaxDuration)
            return fail("duration '" + std::string(text) + "' is too long");
    }
    return total;
}

} // namespace

Result<Millis> parse_duration(std::string_view text) {
    if (text.empty())
        return fail("empty duration");
    if (text.front() == '-')
        return fail("negative duration '" + std::string(text) + "'");
    if (text.find(':') != std::string_view::npos)
        return parse_colon_form(text);
    bool all_digits = true;
    for (char c : text)
        all_digits = all_digits && std::isdigit(static_cast<unsigned char>(c));
    if (all_digits)
        return fail("duration '" + std::string(text) + "' has no unit (write 30s, 90m, 1h30m or 1:30:00)");
    return parse_unit_form(text);
}

std::string format_duration(Millis ms) {
    if (ms == 0)
        return "0s";
    std::string out;
    if (ms < 0)
        out.push_back('-');
    Millis rest = ms < 0 ? -ms : ms;
    const Millis hours = rest / 3600000;
    rest %= 3600000;
    const Millis minutes = rest / 60000;
    rest %= 60000;
    const Millis seconds = rest / 1000;
    const Millis millis = rest % 1000;
    if (hours)
        out += std::to_string(hours) + "h";
    if (minutes)
        out += std::to_string(minutes) + "m";
    if (seconds)
        out += std::to_string(seconds) + "s";
    if (millis)
        out += std::to_string(millis) + "ms";
    return out;
}

std::string format_clock(Millis ms) {
    const Millis seconds = ms <= 0 ? 0 : (ms + 999) / 1000; // rounded up: "0:00" only at zero
    const Millis h = seconds / 3600;
    const Millis m = seconds / 60 % 60;
    const Millis s = seconds % 60;
    if (h > 0)
        return std::to_string(h) + ":" + two_digits(m) + ":" + two_digits(s);
    return std::to_string(m) + ":" + two_digits(s);
}

std::string two_digits(std::int64_t value) {
    std::string digits = std::to_string(value);
    if (value < 10)
        digits.insert(digits.begin(), '0');
    return digits;
}

} // namespace pendule::clock
