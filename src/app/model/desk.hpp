#pragma once

// The arbiter's desk (issue 12, docs/desk.md): the round of an event, its boards and their results,
// kept in a round journal (io/round_journal.hpp). Changed only through apply(): each command is
// recorded in the journal (locked, read again, appended and synced) before the desk shows it, so a
// result recorded meanwhile by another program (pendule-cli round-result) is seen, never lost.

#include "core/result.hpp"
#include "io/round_journal.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <variant>

namespace pendule::app {

// A board's result, as the arbiter enters it at the desk.
struct RecordResult {
    int board = 0;
    std::string result; // "1-0", "0-1", "1/2-1/2", "+-", "-+", "0-0"
    std::string reason;
};

using DeskCommand = std::variant<RecordResult>;

class Desk {
  public:
    // Reads the round journal at `path` (an Error when it cannot be read at all).
    static Result<Desk> open(const std::filesystem::path& path);

    const io::RoundState& round() const { return round_; }
    const std::filesystem::path& path() const { return path_; }
    // Warnings of the last reading (a torn last line), or its error (damage in the middle: the desk
    // then shows what it read and records nothing).
    const io::RoundRead& last_read() const { return read_; }

    // Records the command, then takes the journal as it now is. An Error (and nothing recorded)
    // when the board does not exist, the result is not one of the codes, or the disk refused.
    std::optional<Error> apply(const DeskCommand& command, std::int64_t wall_ms);

  private:
    Desk(std::filesystem::path path, io::RoundRead read)
        : path_(std::move(path)), read_(std::move(read)), round_(io::round_state(read_)) {}
    std::filesystem::path path_;
    io::RoundRead read_;
    io::RoundState round_;
};

// The desk screen's own state: the board with the keyboard, the last action's outcome.
struct DeskScreen {
    int selected = 0; // index in round().boards
    std::string message;
    bool message_is_error = false;
};

} // namespace pendule::app
