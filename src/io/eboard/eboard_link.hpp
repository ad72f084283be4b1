#pragma once

// The link to one e-board (the clock's --eboard PORT|auto; each board of pendule-cli eboard-bridge):
// a thread of its own opens the board's port (io/eboard/board_port.hpp), greets the board and reads
// it; what it hears is queued for the caller's loop, which gives it to the board's game
// (io/eboard/eboard_game.hpp). A port that goes away (a cable pulled) is said, then sought again
// every second: the caller never waits for its board.

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace pendule::io {

struct EBoardReport {
    enum class Kind { linked, bytes, lost };
    Kind kind = Kind::bytes;
    std::string text; // linked: the port's name; lost: why
    std::vector<std::uint8_t> bytes;
};

class EBoardLink {
  public:
    // `port`: a port's name, or "auto" (the first port whose board answers).
    explicit EBoardLink(std::string port);
    ~EBoardLink();
    EBoardLink(const EBoardLink&) = delete;
    EBoardLink& operator=(const EBoardLink&) = delete;

    // What the board said since the last call, in order.
    std::vector<EBoardReport> take();
    // Bytes for the board (a clock command), written by the link's thread while the board is linked;
    // bytes given while it is not are dropped (the commands' answers never come, and their sender
    // gives up on them).
    void send(std::vector<std::uint8_t> bytes);
    // Called on the link's thread each time a report is queued (the caller's loop woken to take it).
    void set_on_report(std::function<void()> on_report);

  private:
    void run();
    void push(EBoardReport report);
    void set_linked(bool linked);

    std::string port_;
    std::mutex mutex_;
    std::vector<EBoardReport> reports_;
    std::vector<std::uint8_t> outgoing_;
    bool linked_ = false;
    bool stop_ = false;
    std::function<void()> on_report_;
    std::thread thread_;
};

} // namespace pendule::io
