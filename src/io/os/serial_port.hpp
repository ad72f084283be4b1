#pragma once

// A serial port as an e-board needs it (docs/eboard.md): 9600 baud, 8 data bits, no parity, one
// stop bit, no flow control, raw bytes; read with a timeout. One implementation per system,
// chosen by the build: POSIX termios (io/os/posix/serial_port.cpp) and Windows' COM ports
// (io/os/windows/serial_port.cpp). A pseudo-terminal or a Bluetooth link has no modem lines:
// failing to raise DTR is not an error.

#include "core/result.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace pendule::io {

class SerialPort {
  public:
    // Opens `name` (/dev/ttyACM0, /dev/rfcomm0, a pseudo-terminal; COM3 or \\.\COM12) at `baud`.
    // An Error naming the port and the system's reason when it cannot be opened or set up.
    static Result<SerialPort> open(const std::string& name, int baud = 9600);

    SerialPort(SerialPort&&) noexcept;
    SerialPort& operator=(SerialPort&&) noexcept;
    ~SerialPort();

    // Writes every byte (an Error when the port is gone: the board unplugged).
    std::optional<Error> write(std::span<const std::uint8_t> bytes);
    // The bytes that arrive within `timeout_ms` (none: the timeout passed); an Error when the port
    // is gone.
    Result<std::vector<std::uint8_t>> read(int timeout_ms);
    const std::string& name() const { return name_; }

  private:
    struct Native;
    SerialPort(std::string name, std::unique_ptr<Native> native);
    std::string name_;
    std::unique_ptr<Native> native_;
};

// The ports an e-board may be on, in the order to try them: /dev/ttyACM*, /dev/ttyUSB* and
// /dev/rfcomm* on Linux (those that exist), COM1 to COM64 on Windows (those that open).
std::vector<std::string> candidate_serial_ports();

} // namespace pendule::io
