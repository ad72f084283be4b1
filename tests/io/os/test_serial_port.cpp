#include "io/os/serial_port.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <vector>

#ifndef _WIN32
#include <cstdlib>
#include <fcntl.h>
#include <unistd.h>
#endif

using pendule::io::SerialPort;
using Bytes = std::vector<std::uint8_t>;

TEST_CASE("serial port: a port that is not there is named, with the system's reason", "[io][eboard]") {
#ifdef _WIN32
    const std::string name = "COM63";
#else
    const std::string name = "/dev/pendule-no-such-port";
#endif
    const auto port = SerialPort::open(name);
    REQUIRE_FALSE(port);
    CHECK(port.error().where == name);
    CHECK_THAT(port.error().message, Catch::StartsWith("cannot open the port"));
}

#ifndef _WIN32
TEST_CASE("serial port: a pseudo-terminal as a board's port, bytes both ways, its end seen", "[io][eboard]") {
    // The board's side is the master: what it writes, the port reads; what the port writes, it reads.
    const int board = posix_openpt(O_RDWR | O_NOCTTY);
    REQUIRE(board >= 0);
    REQUIRE(grantpt(board) == 0);
    REQUIRE(unlockpt(board) == 0);
    const std::string name = ptsname(board);
    auto port = SerialPort::open(name); // a pseudo-terminal has no DTR: still opens
    REQUIRE(port);
    // Nothing yet: the timeout passes with nothing read.
    const auto start = std::chrono::steady_clock::now();
    const auto none = port->read(50);
    REQUIRE(none);
    CHECK(none->empty());
    CHECK(std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(40));
    // A field update frame and a whole dump's worth, every byte value a board sends (raw: no byte
    // is translated, 0x0d and 0x11 included).
    Bytes sent;
    for (int i = 0; i < 300; ++i)
        sent.push_back(static_cast<std::uint8_t>(i % 256));
    REQUIRE(::write(board, sent.data(), sent.size()) == static_cast<ssize_t>(sent.size()));
    Bytes got;
    for (int tries = 0; tries < 50 && got.size() < sent.size(); ++tries) {
        const auto part = port->read(100);
        REQUIRE(part);
        got.insert(got.end(), part->begin(), part->end());
    }
    CHECK(got == sent);
    // The commands the clock sends arrive whole.
    const Bytes command{0x4b, 0x4d, 0x42, 0x0d, 0x11};
    REQUIRE_FALSE(port->write(command));
    Bytes at_board(16);
    const ssize_t n = ::read(board, at_board.data(), at_board.size());
    REQUIRE(n == static_cast<ssize_t>(command.size()));
    at_board.resize(static_cast<std::size_t>(n));
    CHECK(at_board == command);
    // The board's end closed (a cable pulled): the port says it is gone.
    ::close(board);
    const auto gone = port->read(100);
    REQUIRE_FALSE(gone);
    CHECK_THAT(gone.error().text(), Catch::Contains("gone") || Catch::Contains("cannot read"));
}

TEST_CASE("serial port: a file that is no terminal is refused", "[io][eboard]") {
    const auto port = SerialPort::open("/dev/null");
    REQUIRE_FALSE(port);
    CHECK_THAT(port.error().message, Catch::StartsWith("not a serial port"));
}
#endif
