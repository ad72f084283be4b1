#include "io/json_fields.hpp"

namespace pendule::io {

Result<nlohmann::json> parse_json_text(std::string_view text, const std::string& origin) {
    try {
        return nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error& e) {
        return fail("not valid JSON (at byte " + std::to_string(e.byte) + ")", origin);
    } catch (const nlohmann::json::exception&) {
        return fail("not valid JSON", origin);
    }
}

} // namespace pendule::io
