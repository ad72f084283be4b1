#pragma once

// The boards a bridge serves (pendule-cli eboard-bridge --config FILE, docs/hall.md): which serial
// port is which board of the hall, for one event's round. JSON:
//   {"event": "open-2026", "round": "5", "control": "5400+30", "edition": "2023",
//    "boards": [{"board": 1, "port": "/dev/ttyACM0", "white_side": "left",
//                "white": "Carlsen, Magnus", "black": "Caruana, Fabiano"}, ...]}
// `control` is the event's time control (a preset's name or a PGN TimeControl: the DGT clocks keep
// the time; it names the games' TimeControl tag); `edition` (the Laws applied) 2023 unless given;
// per board `white_side` (where White sits, so which face of the DGT clock is White's) left unless
// given, the players' names optional, `turned` true for a board set the other way round (found
// from its first position otherwise).

#include "core/result.hpp"
#include "io/preset/preset.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace pendule::io {

struct BridgeBoard {
    int board = 0;
    std::string port;
    std::string white_side = "left";
    std::string white;
    std::string black;
    bool turned = false;
};

struct BridgeConfig {
    std::string event;
    std::string round;
    Preset preset; // from `control`
    std::string edition = "2023";
    std::vector<BridgeBoard> boards;
};

// Reads a bridge's configuration; an Error naming the member at fault (its JSON pointer) and
// `origin`. Boards are numbered 1 to 9999, each board and each port once.
Result<BridgeConfig> parse_bridge_config(std::string_view text, const std::string& origin);

} // namespace pendule::io
