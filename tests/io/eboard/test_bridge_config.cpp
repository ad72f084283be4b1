// The bridge's boards (io/eboard/bridge_config.hpp): read as written, and each fault refused with
// the member at fault named.
#include "core/clock/tc_string.hpp"
#include "io/eboard/bridge_config.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

using namespace pendule;

namespace {

const char* const good = R"({"event": "open-2026", "round": "5", "control": "5400+30",
  "boards": [{"board": 1, "port": "/dev/ttyACM0", "white": "Anderssen, Adolf", "black": "Staunton, Howard"},
             {"board": 12, "port": "COM7", "white_side": "right", "turned": true}]})";

} // namespace

TEST_CASE("bridge config: the boards, their ports and sides read as written") {
    auto config = io::parse_bridge_config(good, "bridge.json");
    REQUIRE(config);
    CHECK(config->event == "open-2026");
    CHECK(config->round == "5");
    CHECK(config->edition == "2023");
    CHECK(clock::format_pgn_time_control(config->preset.control).value() == "5400+30");
    REQUIRE(config->boards.size() == 2);
    CHECK(config->boards[0].board == 1);
    CHECK(config->boards[0].port == "/dev/ttyACM0");
    CHECK(config->boards[0].white_side == "left");
    CHECK(config->boards[0].white == "Anderssen, Adolf");
    CHECK_FALSE(config->boards[0].turned);
    CHECK(config->boards[1].white_side == "right");
    CHECK(config->boards[1].turned);
}

TEST_CASE("bridge config: a fault is refused with the member named") {
    const std::vector<std::pair<std::string, std::string>> cases{
        {"{", "bridge.json: not valid JSON (at byte 2)"},
        {"[]", "must be a JSON object"},
        {R"({"round": "5", "control": "60+0", "boards": []})", "/event is missing"},
        {R"({"event": "a/b", "round": "5", "control": "60+0", "boards": []})",
         "/event must be one topic level"},
        {R"({"event": "e", "round": "five", "control": "60+0", "boards": []})", "/round must be numbers"},
        {R"({"event": "e", "round": "5", "control": "sometimes", "boards": []})", "/control"},
        {R"({"event": "e", "round": "5", "control": "60+0", "edition": "1999", "boards": []})", "/edition"},
        {R"({"event": "e", "round": "5", "control": "60+0", "boards": []})",
         "/boards must be a list of one board"},
        {R"({"event": "e", "round": "5", "control": "60+0", "boards": [{"port": "COM1"}]})",
         "/boards/0/board is missing"},
        {R"({"event": "e", "round": "5", "control": "60+0", "boards": [{"board": 0, "port": "COM1"}]})",
         "/boards/0/board must be from 1 to 9999, not 0"},
        {R"({"event": "e", "round": "5", "control": "60+0", "boards": [{"board": 1, "port": ""}]})",
         "/boards/0/port is empty"},
        {R"({"event": "e", "round": "5", "control": "60+0", "boards": [{"board": 1, "port": "A", "white_side": "up"}]})",
         "/boards/0/white_side must be \"left\" or \"right\", not 'up'"},
        {R"({"event": "e", "round": "5", "control": "60+0", "boards": [{"board": 1, "port": "A", "turned": 1}]})",
         "/boards/0/turned must be true or false"},
        {R"({"event": "e", "round": "5", "control": "60+0", "boards": [{"board": 1, "port": "A"}, {"board": 1, "port": "B"}]})",
         "/boards/1/board board 1 is listed twice"},
        {R"({"event": "e", "round": "5", "control": "60+0", "boards": [{"board": 1, "port": "A"}, {"board": 2, "port": "A"}]})",
         "/boards/1/port 'A' is another board's port too"},
    };
    for (const auto& [text, said] : cases) {
        INFO(text);
        auto config = io::parse_bridge_config(text, "bridge.json");
        REQUIRE_FALSE(config);
        CHECK_THAT(config.error().text(), Catch::Contains(said));
    }
}
