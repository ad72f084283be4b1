#pragma once

// The window's journal: every command the session applies is turned into journal records
// (io/journal/journal.hpp) and synced to the disk before the next frame shows its effect. The recorder
// keeps a shadow GameClock driven only by the records it writes, and after each command compares
// it with the session's clock: any difference (an arbiter's correction, a penalty, an undo) is
// written as explicit clock records, so that `pendule-cli replay` rebuilds the same clock from
// the journal alone, whatever the session's rules did.

#include "app/clock/model/command.hpp"
#include "app/clock/model/session.hpp"
#include "core/result.hpp"
#include "io/journal/journal_writer.hpp"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

namespace pendule::app {

class JournalRecorder {
  public:
    // The wall clock (milliseconds since the epoch) for the header and the pauses: io::wall_now_ms in the
    // window, a fixed one where a test wants it; the recorder reads no clock of its own.
    using WallClock = std::function<std::int64_t()>;
    // Creates the game's journal file with its header, at the start: the platform's (a new file in
    // the journals' folder, app/clock/platform/journal_files.hpp); the recorder opens no file itself.
    using JournalOpener = std::function<Result<io::JournalWriter>(const io::JournalHeader& header,
                                                                  io::JournalWriter::LineObserver)>;
    // `interval_ms`: the longest time between two checkpoints while a clock runs.
    JournalRecorder(JournalOpener open, WallClock wall, Millis interval_ms = 500)
        : open_(std::move(open)), wall_(std::move(wall)), interval_ms_(interval_ms) {}

    // Goes on with an existing journal (resuming): `shadow` is the clock its records rebuild.
    // The event and round the game belongs to (--event, --round, or the config's), for the header.
    void set_event(std::string event, std::string round) {
        event_ = std::move(event);
        round_ = std::move(round);
    }

    // Told every write of the game's journal (the header on), after it is synced: the hall link.
    // Set before the game starts; it must only queue (io::JournalWriter::set_line_observer).
    void set_line_observer(io::JournalWriter::LineObserver observer);

    void continue_journal(io::JournalWriter writer, clock::GameClock shadow, const Session& session,
                          std::string edition);

    // The session's observer: called after each command, before anything is drawn.
    void on_command(const Session& session, const Command& command, TimePoint now, const Applied& applied);
    // When tick() writes the next checkpoint if nothing is written before (a clock runs), or nothing.
    std::optional<TimePoint> next_tick(const Session& session, TimePoint now) const;
    // Called every loop turn: a checkpoint at least every `interval_ms` while a clock runs.
    void tick(const Session& session, TimePoint now, std::int64_t wall_ms);
    // Called when the loop has drawn a frame at `now` and will draw the next at `next_frame`: a
    // checkpoint that would fall due before that frame is written now, with this one (unless the
    // last record is under a tenth of the interval old), so that the loop wakes for the
    // checkpoints in between only: a clock drawn once a second wakes twice a second, not three
    // times, and one drawn ten times a second writes its checkpoints with its frames.
    void tick_with_frame(const Session& session, TimePoint now, std::int64_t wall_ms, TimePoint next_frame);
    // A flag fell (for the record; the replay recomputes the exact instant).
    void on_flag(Colour colour, TimePoint flag_at, TimePoint now);
    // A PIN at the arbiter lock: `count` wrong PINs since the last right one, 0 for the right PIN after
    // wrong ones (never quietly).
    void on_pin(TimePoint now, int count, std::int64_t wall_ms);
    // The machine slept (core/clock/suspend_detector.hpp); the clock has been paused by a command.
    void on_suspend(TimePoint now, std::int64_t gap_ms, std::int64_t wall_ms);
    // The program restarted and resumed this game.
    void on_resumed(TimePoint now, std::int64_t gap_ms, std::int64_t wall_ms, const std::string& text);

    // The e-board's records (io/eboard/eboard_game.hpp), written as they come; one stamped
    // before the journal's last record (the board was read before the start) takes that record's time.
    void on_board(std::vector<io::JournalEvent> events);

    bool is_recording() const { return writer_.has_value(); }
    std::optional<std::filesystem::path> path() const;
    // The last write error (disk full, folder removed), shown by the window.
    const std::optional<Error>& error() const { return error_; }

  private:
    void write(std::vector<io::JournalEvent> events);
    void write_checkpoint(TimePoint now, std::int64_t wall_ms);
    // A journal is written, the game is on and a clock runs: checkpoints are then kept.
    bool checkpoints_due(const Session& session, TimePoint now) const;
    void reconcile(const clock::ClockState& actual, TimePoint now, std::vector<io::JournalEvent>& out);
    // on_command's parts. The game started: its journal is created with its header and the shadow
    // clock starts (false, and error_ set, when it cannot be).
    Result<io::JournalHeader> header_of(const Session& session);
    bool start_journal(const Session& session, TimePoint now, std::vector<io::JournalEvent>& events);
    // The decision-log lines written since the last command, with what they changed on the clock
    // since `before` (nothing for a press); then the result when it changed.
    void add_decisions(const Session& session, const clock::ClockState& before, bool is_press, TimePoint now,
                       std::vector<io::JournalEvent>& events);
    void add_result(const Session& session, TimePoint now, std::vector<io::JournalEvent>& events);

    JournalOpener open_;
    WallClock wall_;
    Millis interval_ms_;
    std::optional<io::JournalWriter> writer_;
    io::JournalWriter::LineObserver observer_;
    std::string event_;
    std::string round_;
    std::optional<clock::GameClock> shadow_;
    std::string edition_; // set at the start (or by continue_journal) from the session's Laws edition
    std::size_t log_seen_ = 0;
    std::string result_seen_;
    TimePoint last_write_ = 0;
    std::optional<Error> error_;
};

} // namespace pendule::app
