#include "io/eboard/bridge_config.hpp"

#include "core/arbiter/edition.hpp"
#include "io/json_fields.hpp"
#include "io/round/board_setup.hpp"

#include <set>

namespace pendule::io {

namespace {

using nlohmann::json;

BridgeBoard read_board(JsonFields& r, const json& entry, const std::string& pointer) {
    BridgeBoard b;
    if (!entry.is_object()) {
        r.note(pointer, "must be an object");
        return b;
    }
    b.board = static_cast<int>(r.integer(entry, pointer, "board", 1, 9999, true, 0));
    b.port = r.text(entry, pointer, "port", true);
    if (!r.problem() && b.port.empty())
        r.note(pointer + "/port", "is empty");
    const auto side = entry.find("white_side");
    if (side != entry.end()) {
        b.white_side = r.text(entry, pointer, "white_side", false);
        if (!r.problem() && b.white_side != "left" && b.white_side != "right")
            r.note(pointer + "/white_side", "must be \"left\" or \"right\", not '" + b.white_side + "'");
    }
    b.white = r.text(entry, pointer, "white", false);
    b.black = r.text(entry, pointer, "black", false);
    const auto turned = entry.find("turned");
    if (turned != entry.end()) {
        if (turned->is_boolean())
            b.turned = turned->get<bool>();
        else
            r.note(pointer + "/turned", "must be true or false");
    }
    return b;
}

Result<BridgeConfig> read_config(const json& doc, const std::string& origin) {
    if (!doc.is_object())
        return fail("a bridge's configuration must be a JSON object", origin);
    JsonFields r(origin);
    BridgeConfig c;
    c.event = r.text(doc, "", "event", true);
    if (!r.problem() && !is_event_name(c.event))
        r.note("/event", "must be one topic level (no '/', '+' or '#'), not '" + c.event + "'");
    c.round = r.text(doc, "", "round", true);
    if (!r.problem() && !is_round_name(c.round))
        r.note("/round", "must be numbers separated by dots (5, 2.1), not '" + c.round + "'");
    const std::string control = r.text(doc, "", "control", true);
    if (!r.problem()) {
        auto preset = resolve_preset(control);
        if (!preset)
            r.note("/control", preset.error().message);
        else
            c.preset = std::move(preset.value());
    }
    if (doc.contains("edition")) {
        c.edition = r.text(doc, "", "edition", false);
        if (!r.problem()) {
            auto edition = arbiter::parse_edition(c.edition);
            if (!edition)
                r.note("/edition", edition.error().message);
        }
    }
    const auto boards = doc.find("boards");
    if (boards == doc.end() || !boards->is_array() || boards->empty()) {
        r.note("/boards", boards == doc.end() ? "is missing" : "must be a list of one board or more");
    } else {
        std::set<int> numbers;
        std::set<std::string> ports;
        for (std::size_t i = 0; i < boards->size() && !r.problem(); ++i) {
            const std::string pointer = "/boards/" + std::to_string(i);
            BridgeBoard b = read_board(r, (*boards)[i], pointer);
            if (r.problem())
                break;
            if (!numbers.insert(b.board).second)
                r.note(pointer + "/board", "board " + std::to_string(b.board) + " is listed twice");
            else if (!ports.insert(b.port).second)
                r.note(pointer + "/port", "'" + b.port + "' is another board's port too");
            c.boards.push_back(std::move(b));
        }
    }
    if (auto problem = r.problem())
        return *problem;
    return c;
}

} // namespace

Result<BridgeConfig> parse_bridge_config(std::string_view text, const std::string& origin) {
    return read_json(text, origin, read_config);
}

} // namespace pendule::io
