#include "io/round/live_state.hpp"

#include <nlohmann/json.hpp>

namespace pendule::io {

namespace {

using nlohmann::json;

// The optional string at `key` (null or absent: nothing); false when it is of another type.
bool optional_text(const json& doc, const char* key, std::optional<std::string>& out) {
    const auto it = doc.find(key);
    if (it == doc.end() || it->is_null())
        return true;
    if (!it->is_string())
        return false;
    out = it->get<std::string>();
    return true;
}

} // namespace

Result<LiveState> parse_live_state(std::string_view text, const std::string& origin) {
    json doc;
    try {
        doc = json::parse(text.begin(), text.end());
    } catch (const json::exception&) {
        return fail("not valid JSON", origin);
    }
    if (!doc.is_object())
        return fail("a board's state must be a JSON object", origin);
    LiveState s;
    const auto integer = [&](const char* key, auto& out, bool required) -> std::optional<Error> {
        const auto it = doc.find(key);
        if (it == doc.end())
            return required ? std::optional<Error>(fail(std::string("/") + key + " is missing", origin))
                            : std::nullopt;
        if (!it->is_number_integer())
            return fail(std::string("/") + key + " must be a whole number", origin);
        out = static_cast<std::remove_reference_t<decltype(out)>>(it->get<std::int64_t>());
        return std::nullopt;
    };
    if (auto e = integer("board", s.board, true))
        return *e;
    auto problem_it = doc.find("problem");
    if (problem_it != doc.end() && problem_it->is_string()) {
        s.problem = problem_it->get<std::string>();
        return s; // the board's journal could not be read: nothing else is said
    }
    for (auto [key, out] : {std::pair{"seq", &s.seq}, std::pair{"wall_ms", &s.wall_ms},
                            std::pair{"white_ms", &s.white_ms}, std::pair{"black_ms", &s.black_ms}})
        if (auto e = integer(key, *out, true))
            return *e;
    if (auto e = integer("white_moves", s.white_moves, true))
        return *e;
    if (auto e = integer("black_moves", s.black_moves, true))
        return *e;
    for (auto [key, out] : {std::pair{"running", &s.running}, std::pair{"first_flag", &s.first_flag},
                            std::pair{"result", &s.result}, std::pair{"ruled_result", &s.ruled_result}})
        if (!optional_text(doc, key, *out))
            return fail(std::string("/") + key + " must be a string or null", origin);
    for (auto [key, out] : {std::pair{"reason", &s.reason}, std::pair{"reason_code", &s.reason_code},
                            std::pair{"ruled_reason", &s.ruled_reason}}) {
        std::optional<std::string> words;
        if (!optional_text(doc, key, words))
            return fail(std::string("/") + key + " must be a string", origin);
        *out = words.value_or("");
    }
    for (auto [key, out] :
         {std::pair{"paused", &s.paused}, std::pair{"result_to_confirm", &s.result_to_confirm}}) {
        const auto it = doc.find(key);
        if (it == doc.end())
            continue;
        if (!it->is_boolean())
            return fail(std::string("/") + key + " must be true or false", origin);
        *out = it->get<bool>();
    }
    return s;
}

} // namespace pendule::io
