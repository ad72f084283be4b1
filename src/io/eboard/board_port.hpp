#pragma once

// A DGT e-board on a serial port (docs/eboard.md): found by asking each candidate port its
// version, and greeted as every reader of it does (update-nice, version, serial number, the whole
// board). Used by `pendule-cli eboard` and by the clock's link to its board.

#include "core/eboard/dgt_protocol.hpp"
#include "core/result.hpp"
#include "io/os/serial_port.hpp"

#include <optional>
#include <string>

namespace pendule::io {

// Asks a port for the board's version: the board's answer within about a second, or nothing.
std::optional<eboard::BoardVersion> ask_board_version(SerialPort& port);

// Opens the board's port: `wanted` names it, or "auto" takes the first candidate port
// (candidate_serial_ports) whose board answers. An Error that names the ports tried.
Result<SerialPort> open_board(const std::string& wanted);

// Asks the board to report each change of a square, then for its version, its serial number and
// the whole board (whose answers come through the port's reads).
std::optional<Error> greet_board(SerialPort& port);

} // namespace pendule::io
