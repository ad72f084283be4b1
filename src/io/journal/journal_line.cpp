#include "io/journal/journal_line.hpp"

#include <array>

namespace pendule::io {

namespace {

constexpr std::array<std::uint32_t, 256> make_crc_table() {
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t n = 0; n < 256; ++n) {
        std::uint32_t c = n;
        for (int k = 0; k < 8; ++k)
            c = (c & 1U) ? 0xEDB88320U ^ (c >> 1) : c >> 1;
        table[n] = c;
    }
    return table;
}

constexpr std::array<std::uint32_t, 256> crc_table = make_crc_table();

bool needs_escape(unsigned char c) {
    return c == ' ' || c == '%' || c == '=' || c < 0x20 || c == 0x7f;
}

int hex_digit(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

constexpr const char* hex_chars = "0123456789abcdef";

std::string crc_text(std::uint32_t crc) {
    std::string text(8, '0');
    for (int i = 7; i >= 0; --i) {
        text[static_cast<std::size_t>(i)] = hex_chars[crc & 0xFU];
        crc >>= 4;
    }
    return text;
}

} // namespace

std::uint32_t crc32(std::string_view bytes) {
    std::uint32_t c = 0xFFFFFFFFU;
    for (char ch : bytes)
        c = crc_table[(c ^ static_cast<unsigned char>(ch)) & 0xFFU] ^ (c >> 8);
    return c ^ 0xFFFFFFFFU;
}

std::string encode_value(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (needs_escape(c)) {
            out += '%';
            out += hex_chars[c >> 4];
            out += hex_chars[c & 0xFU];
        } else {
            out += ch;
        }
    }
    return out;
}

std::optional<std::string> decode_value(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            out += text[i];
            continue;
        }
        if (i + 2 >= text.size())
            return std::nullopt;
        const int high = hex_digit(text[i + 1]);
        const int low = hex_digit(text[i + 2]);
        if (high < 0 || low < 0)
            return std::nullopt;
        out += static_cast<char>(high * 16 + low);
        i += 2;
    }
    return out;
}

std::optional<std::string_view> JournalLine::get(std::string_view key) const {
    for (const auto& [k, v] : fields)
        if (k == key)
            return std::string_view(v);
    return std::nullopt;
}

JournalLine& JournalLine::add(std::string key, std::string value) {
    fields.emplace_back(std::move(key), std::move(value));
    return *this;
}

JournalLine& JournalLine::add(std::string key, std::int64_t value) {
    return add(std::move(key), std::to_string(value));
}

std::string encode_line(const JournalLine& line) {
    std::string payload = encode_value(line.kind);
    for (const auto& [key, value] : line.fields) {
        payload += ' ';
        payload += encode_value(key);
        payload += '=';
        payload += encode_value(value);
    }
    return crc_text(crc32(payload)) + " " + payload + "\n";
}

Result<JournalLine> decode_line(std::string_view text) {
    if (text.size() < 10 || text[8] != ' ')
        return fail("not a journal record (expected 8 hex digits of CRC-32, a space and the record)");
    std::uint32_t stored = 0;
    for (std::size_t i = 0; i < 8; ++i) {
        const int d = hex_digit(text[i]);
        if (d < 0)
            return fail("not a journal record (the CRC-32 field is not hexadecimal)");
        stored = stored * 16 + static_cast<std::uint32_t>(d);
    }
    const std::string_view payload = text.substr(9);
    if (crc32(payload) != stored)
        return fail("CRC-32 mismatch (the record is damaged)");
    JournalLine line;
    std::size_t pos = 0;
    bool first = true;
    while (pos <= payload.size()) {
        std::size_t end = payload.find(' ', pos);
        if (end == std::string_view::npos)
            end = payload.size();
        const std::string_view word = payload.substr(pos, end - pos);
        pos = end + 1;
        if (word.empty())
            return fail("malformed record (an empty word)");
        if (first) {
            auto kind = decode_value(word);
            if (!kind)
                return fail("malformed record kind");
            line.kind = std::move(*kind);
            first = false;
            continue;
        }
        const std::size_t eq = word.find('=');
        if (eq == std::string_view::npos)
            return fail("malformed field '" + std::string(word.substr(0, 40)) + "' (expected key=value)");
        auto key = decode_value(word.substr(0, eq));
        auto value = decode_value(word.substr(eq + 1));
        if (!key || !value)
            return fail("malformed percent-encoding in field '" + std::string(word.substr(0, 40)) + "'");
        line.fields.emplace_back(std::move(*key), std::move(*value));
    }
    return line;
}

} // namespace pendule::io
