#include "io/export/json_text.hpp"

namespace pendule::io {

void append_json_string(std::string& out, std::string_view text) {
    static const char* hex = "0123456789abcdef";
    out += '"';
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (byte < 0x20) {
                out += "\\u00";
                out += hex[byte >> 4];
                out += hex[byte & 15];
            } else {
                out += c; // UTF-8 passes through; other bytes are the text's own
            }
        }
    }
    out += '"';
}

void append_json_string_or_null(std::string& out, const std::optional<std::string>& text) {
    if (text)
        append_json_string(out, *text);
    else
        out += "null";
}

std::string json_quote(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    append_json_string(out, text);
    return out;
}

} // namespace pendule::io
