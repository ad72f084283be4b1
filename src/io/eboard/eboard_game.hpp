#pragma once

// An e-board's game (docs/eboard.md), beside the clock or bridged to the hall: what the link to
// the board reports (io/eboard/eboard_link.hpp: the port opened, bytes, the port gone), read into
// the game's moves (core/eboard) and the presses of a DGT clock plugged into the board
// (core/eboard/clock_watch.hpp), turned into the journal's records (board-move, board-back,
// board-link, board-clock) and into what the screen and the arbiter panel show. Pure: time is the
// caller's.

#include "core/clock/game_clock.hpp"
#include "core/eboard/clock_watch.hpp"
#include "core/eboard/dgt_protocol.hpp"
#include "core/eboard/move_recognizer.hpp"
#include "io/journal/journal.hpp"
#include "io/journal/journal_replay.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace pendule::io {

enum class BoardLinkState {
    searching, // no board yet (the port not opened, or opened and not yet read)
    linked,    // the board's position is known
    lost,      // the port is gone (a cable pulled): the clock goes on, the board is sought again
};

class EBoardGame {
  public:
    // `start`: the game's start (the usual one, a Chess960 start or a set-up position);
    // `recorded`: the board's moves already journaled (resuming), played from it; `last_pressed`:
    // a press ended the last of them (otherwise a piece slid on meanwhile still revises it).
    EBoardGame(rules::Game start, eboard::RecognizerSettings settings,
               const std::vector<BoardMoveRecord>& recorded = {}, bool last_pressed = true);

    // The game starts from `start` (the clock started: a Chess960 start typed on the setup screen):
    // the moves read before it are forgotten, the board as last seen is read against it.
    void restart(rules::Game start, clock::TimePoint now);

    // The platform's reports.
    void on_linked(const std::string& port, clock::TimePoint now);
    // `wall_ms`: the wall time now, for the records of the DGT clock (0: not known).
    void on_bytes(std::span<const std::uint8_t> bytes, clock::TimePoint now, std::int64_t wall_ms = 0);
    void on_lost(const std::string& why, clock::TimePoint now);
    // What the board shows once it has been still: the moves, the takebacks. Call it every turn of
    // the loop (it does nothing before it is due).
    void tick(clock::TimePoint now);
    // When tick() has something to do next (the board still long enough to be read, a press waited
    // for long enough), or nothing: a loop that sleeps wakes then.
    std::optional<clock::TimePoint> due_at() const;

    // The DGT clock's face in front of White (its left unless told): the clock's sides are the
    // table's, whichever way the board stands.
    void set_white_face(eboard::ClockFace face) { white_face_ = face; }
    // What the DGT clock on the board showed last; nothing without one.
    const std::optional<eboard::ClockShows>& clock_shows() const { return clock_.shows(); }
    // The colour at a face of the DGT clock.
    clock::Side side_at(eboard::ClockFace face) const {
        return face == white_face_ ? clock::Side::White : clock::Side::Black;
    }

    // The DGT clock's commands (docs/eboard.md), one at a time: the next is written only once the
    // clock has answered the one before, a command unanswered for 2 s is written once more, then
    // dropped with those behind it, and the clock said silent until it answers again.
    // `text` (eight characters at most, a DGT 3000's display) is shown on the clock for
    // `for_ms` each time the board is linked and its clock found stopped: the arbiter sees which
    // board of the round each clock is before it starts (the bridge shows the board's number).
    void greet_clock_with(std::string text, clock::Millis for_ms = 3000) {
        clock_greeting_ = std::move(text);
        greeting_ms_ = for_ms;
    }
    // The bytes for the board to write now (a clock command), or nothing.
    std::optional<std::vector<std::uint8_t>> to_write(clock::TimePoint now);
    // The clock answered none of the last command's two tries (or refused both) and has not
    // answered since.
    bool clock_silent() const { return clock_silent_; }
    // Clock commands answered, and dropped unanswered, since the start.
    std::size_t clock_answers() const { return clock_answers_; }
    std::size_t clock_dropped() const { return clock_commands_.dropped(); }

    // The result the players gave with the kings in the centre (eboard::BoardEvent::result_shown)
    // since the last call: "1-0", "0-1" or "1/2-1/2", for the arbiter to confirm.
    std::optional<std::string> take_shown_result() { return std::exchange(shown_result_, std::nullopt); }

    // A press ended the last move: a piece moved on after it is no longer a revision of it.
    void on_press() { recognizer_.confirm_last_move(); }
    // The game has a result: the start position on the board then is the next game.
    void on_game_over() { recognizer_.finish(); }

    // The records written since the last call, in order (the journal takes them once it is
    // recording: before the game's start they wait).
    std::vector<JournalEvent> take_records();

    // The game being played: from its start, or from the position the last illegal move gave.
    const rules::Game& game() const { return recognizer_.game(); }
    // The whole game, its illegal moves included; its plies.
    const eboard::BoardGame& score() const { return recognizer_.board_game(); }
    int plies() const { return score().ply_count(); }
    // The last illegal move read and not taken back (Laws 7.5: the arbiter's to rule), or nothing.
    std::optional<eboard::IllegalMove> illegal() const {
        const auto& illegal = score().illegal_moves();
        return illegal.empty() ? std::nullopt : std::optional<eboard::IllegalMove>(illegal.back());
    }
    BoardLinkState link() const { return link_; }
    const std::string& port() const { return port_; }
    // The board shows no position of the game (the arbiter should have it set back, Laws 7.4).
    bool unreadable() const { return unreadable_; }
    // The pieces the board showed when it could not be read.
    const std::string& unreadable_board() const { return unreadable_board_; }
    std::optional<eboard::BoardVersion> version() const { return version_; }
    // Moves read again (a piece slid on) and taken back since the start.
    int replaced() const { return replaced_; }
    int taken_back() const { return taken_back_; }

  private:
    void record(JournalEvent event);
    void record_link(const std::string& state, const std::string& detail, clock::TimePoint now);
    void apply(const eboard::BoardEvent& e, clock::TimePoint now);
    void apply(const eboard::ClockEvent& e, clock::TimePoint now, std::int64_t wall_ms);
    void on_clock_answer(const eboard::ClockAck& ack);
    // The press waiting, recorded when the move it ended is read; with `now_or_never`, then anyway.
    void settle_press(clock::TimePoint now, bool now_or_never);
    // The first ply a press by `presser` may have ended.
    int pressed_move_from(clock::Side presser) const;
    // The record of the press waiting: it ended move `plies` - 1.
    void record_press(clock::TimePoint now, int plies);

    eboard::RecognizerSettings settings_;
    eboard::MoveRecognizer recognizer_;
    eboard::FrameReader reader_;
    BoardLinkState link_ = BoardLinkState::searching;
    std::string port_;
    bool unreadable_ = false;
    std::string unreadable_board_;
    std::optional<eboard::BoardVersion> version_;
    int replaced_ = 0;
    int taken_back_ = 0;
    std::vector<JournalEvent> records_;
    eboard::ClockWatch clock_;
    eboard::ClockFace white_face_ = eboard::ClockFace::left;
    // A press is recorded once the move it ended is read (the board is read when it has been still
    // a moment, the lever may be pressed before): then, or after press_wait_ms at the latest.
    struct PendingPress {
        JournalEvent record;
        clock::TimePoint since = 0;
        int plies_before = 0; // the moves read at the press
    };
    std::optional<PendingPress> press_;
    eboard::ClockCommands clock_commands_;
    std::string clock_greeting_;
    clock::Millis greeting_ms_ = 3000;
    std::optional<clock::TimePoint> end_display_at_; // the greeting taken off the clock's display
    bool greet_clock_ = false;                       // at the clock's first reading since linked
    std::size_t empty_clock_messages_ = 0;           // a wireless board's way of answering a clock command
    std::size_t clock_answers_ = 0;
    bool clock_silent_ = false;
    std::optional<std::string> shown_result_;
};

// How long a press of the DGT clock waits for the move it ended to be read.
inline constexpr clock::Millis press_wait_ms = 2000;

} // namespace pendule::io
