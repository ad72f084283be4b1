#pragma once

// Reads the members of a JSON document each checked before it is used, for io's readers of small
// JSON files (a board's set-up, the bridge's boards): the first problem is kept, named by the
// member's JSON pointer ("/boards/3/port must be a string"). Only for io's own files: it brings
// nlohmann/json with it.

#include "core/result.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace pendule::io {

class JsonFields {
  public:
    using json = nlohmann::json;
    explicit JsonFields(std::string origin) : origin_(std::move(origin)) {}

    // The first problem noted, if any.
    const std::optional<Error>& problem() const { return problem_; }

    // A string member of `object` at `pointer`; `required`: absent is a problem.
    std::string text(const json& object, const std::string& pointer, const char* key, bool required) {
        const auto it = object.find(key);
        if (it == object.end()) {
            if (required)
                note(pointer + "/" + key, "is missing");
            return {};
        }
        if (!it->is_string()) {
            note(pointer + "/" + key, "must be a string");
            return {};
        }
        return it->get<std::string>();
    }

    // An integer member in [low, high]; `absent` when it is not there and not required.
    std::int64_t integer(const json& object, const std::string& pointer, const char* key, std::int64_t low,
                         std::int64_t high, bool required, std::int64_t absent) {
        const auto it = object.find(key);
        if (it == object.end()) {
            if (required)
                note(pointer + "/" + key, "is missing");
            return absent;
        }
        if (!it->is_number_integer()) {
            note(pointer + "/" + key, "must be a whole number");
            return absent;
        }
        const auto value = it->get<std::int64_t>();
        if (value < low || value > high) {
            note(pointer + "/" + key, "must be from " + std::to_string(low) + " to " + std::to_string(high) +
                                          ", not " + std::to_string(value));
            return absent;
        }
        return value;
    }

    // Keeps `what` of the member at `pointer` unless a problem was noted before.
    void note(const std::string& pointer, const std::string& what) {
        if (!problem_)
            problem_ = fail(pointer + " " + what, origin_);
    }

  private:
    std::string origin_;
    std::optional<Error> problem_;
};

// Parses `text` as JSON: an Error naming the byte where it is not JSON.
Result<nlohmann::json> parse_json_text(std::string_view text, const std::string& origin);

// Parses `text` and reads the document with `read(document, origin)`, which checks every member
// before it uses it; a value it did not expect (a safety net, never a crash) is an Error too.
template <typename Read>
auto read_json(std::string_view text, const std::string& origin, Read read)
    -> decltype(read(std::declval<const nlohmann::json&>(), origin)) {
    auto doc = parse_json_text(text, origin);
    if (!doc)
        return doc.error();
    try {
        return read(*doc, origin);
    } catch (const nlohmann::json::exception& e) {
        return fail(std::string("unexpected value: ") + e.what(), origin);
    }
}

} // namespace pendule::io
