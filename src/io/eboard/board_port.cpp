#include "io/eboard/board_port.hpp"

#include <variant>

namespace pendule::io {

std::optional<eboard::BoardVersion> ask_board_version(SerialPort& port) {
    if (port.write(eboard::encode(eboard::BoardCommand::version)))
        return std::nullopt;
    eboard::FrameReader reader;
    // Ten reads of at most 100 ms: the board answers within a scan (200 to 250 ms).
    for (int i = 0; i < 10; ++i) {
        auto bytes = port.read(100);
        if (!bytes)
            return std::nullopt;
        for (const auto& m : reader.feed(*bytes))
            if (const auto* v = std::get_if<eboard::BoardVersion>(&m))
                return *v;
    }
    return std::nullopt;
}

Result<SerialPort> open_board(const std::string& wanted) {
    if (wanted != "auto")
        return SerialPort::open(wanted);
    std::string tried;
    for (const std::string& name : candidate_serial_ports()) {
        tried += (tried.empty() ? "" : ", ") + name;
        auto port = SerialPort::open(name);
        if (port && ask_board_version(*port))
            return port;
    }
    return fail(tried.empty() ? "no serial port found" : "no board answered on " + tried, "--port auto");
}

std::optional<Error> greet_board(SerialPort& port) {
    // The clock's time asked for too: in update-nice mode the board says it only when it changes,
    // and a lever pressed before that first reading would be taken for the clock as it stood.
    for (const auto command : {eboard::BoardCommand::update_nice, eboard::BoardCommand::version,
                               eboard::BoardCommand::serial_number, eboard::BoardCommand::send_board,
                               eboard::BoardCommand::send_clock})
        if (auto problem = port.write(eboard::encode(command)))
            return problem;
    return std::nullopt;
}

} // namespace pendule::io
