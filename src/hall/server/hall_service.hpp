#pragma once

// What pendule-hall does with what the boards send, without a broker: a message
// received on a board's topic is checked, stored (hall_store, a real SQLite file), told to the
// open pages (live_feed) and to DIR/round.pgn (--pgn-dir), and answered with a re-send request
// when a record before it is missing. The MQTT side (hall_subscriber) only hands each message in
// and publishes and logs what comes back; the HTTP side (hall_routes) reads the boards here.
//   .../journal  a journal line: parse_hall_record, then HallStore::add; kept aside: a re-send
//                request for the board's next record (at most once a second for the same seq)
//   .../status   "online" or "offline": the board's link
//   .../round    the round the board plays, for /round.pgn
//   .../setup    the desk's set-up of the board: players, FIDE ids, round, for
//                /round/<r>/games.pgn; kept in memory (the broker keeps it retained)
//   .../state, .../resend  ignored (snapshots for other readers; the hall's own requests)
// Thread-safe: the MQTT thread and the HTTP threads share it behind one mutex.

#include "hall/link/board_state.hpp"
#include "hall/server/hall_clock.hpp"
#include "hall/server/hall_store.hpp"
#include "hall/server/live_feed.hpp"
#include "hall/server/round_pgn.hpp"
#include "io/round/board_setup.hpp"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

namespace pendule::hall {

struct HallSettings {
    std::optional<std::string> event; // --event: the one event followed; none: every event
    // --pgn-dir: round.pgn and round-<r>/games.pgn rewritten on every change, at most once a second
    // (the first change after a quiet second at once, the others within the second, the last one
    // too), through this writer of one whole file by its name in the folder (pendule-hall's:
    // pgn_files_in, round_pgn.hpp); the service opens no file itself. Empty: no PGN written.
    std::function<std::optional<Error>(const std::string& name, const std::string& text)> write_pgn;
    // Unix ms; required (pendule-hall gives the system's wall clock).
    std::function<std::int64_t()> wall_now;
    // The monotonic time of round.pgn's second and of the live feed's waits; required (pendule-hall:
    // the steady clock).
    std::shared_ptr<HallClock> clock;
    // When the boards kept in the database are read: false, before the constructor returns; true
    // (pendule-hall), by read_boards(), which the hall calls once it listens, so that its pages
    // answer at once and say how far the reading is.
    bool read_later = false;
    // A board's replay is kept in the database (its checkpoint) after every this many records, in
    // the transaction of the record that completes them: a start replays at most as many a board.
    std::int64_t checkpoint_every = 1000;
};

// How far the start's reading of the boards is (HallService::starting).
struct StartProgress {
    std::size_t read = 0;  // boards read
    std::size_t total = 0; // boards in the database
};

// A message the hall publishes: a re-send request, QoS 0, not retained (hall_subscriber.cpp says
// why).
struct OutgoingMessage {
    std::string topic;
    std::string payload;
};

// What the MQTT side does after a message or a connection, in order: the lines it logs (stderr,
// after "pendule-hall: ") and the messages it publishes.
struct Reaction {
    std::vector<std::string> log;
    std::vector<OutgoingMessage> publish;
};

class HallService {
  public:
    HallService(std::unique_ptr<HallStore> store, HallSettings settings);
    // Writes round.pgn a last time if a change is waiting (--pgn-dir).
    ~HallService();
    HallService(const HallService&) = delete;
    HallService& operator=(const HallService&) = delete;

    // Every board kept in the database read (HallSettings::read_later), by as many threads as the
    // machine has cores (up to 8): each from its checkpoint and the records after it, or its whole
    // journal when it has no checkpoint or one that cannot be taken up (then said in the lines
    // returned, for the log), and given a checkpoint when it had many records to replay. The pages
    // answer meanwhile, with the boards read so far (starting()). Call it once, before the first
    // message; stop_reading() ends it early (the hall is stopping).
    std::vector<std::string> read_boards();
    void stop_reading() { stop_reading_ = true; }
    // While read_boards has not read every board: how many it has read, of how many.
    std::optional<StartProgress> starting();

    // The topic filters the hall subscribes to: pendule/<event or +>/board/+/ then journal, status,
    // round and setup. Not the boards' state snapshots (for other readers) nor its own re-send
    // requests: each message takes one of the few places the broker gives a client at a time.
    std::vector<std::string> subscriptions() const;
    // What an earlier hall subscribed to (pendule/<event or +>/board/+/#), kept by the broker in the
    // hall's session: unsubscribed on connecting.
    std::string earlier_subscription() const;

    // The broker accepted the connection: every board of the followed event is asked for what
    // follows its last stored record, so that a record the hall lost comes again even when it was
    // the board's last (a board with nothing more sends nothing).
    Reaction on_connected();
    // The holes still open whose request is due again (the board may have sent nothing since: a
    // game over, a request or its answer lost); called by the MQTT side every few hundred ms.
    Reaction due_requests();
    // One message received on `topic`.
    Reaction on_message(std::string_view topic, std::string_view payload);
    // The messages handed in between these two are stored in one transaction (HallStore's batch):
    // the MQTT side acknowledges them to the broker only when end_batch says nothing. A failed
    // end_batch has put the boards back as they were before begin_batch.
    std::optional<Error> begin_batch();
    std::optional<Error> end_batch();

    // /api/boards: every board followed, at this instant.
    std::string boards_json();
    // /round.pgn: one game per board followed, at this instant.
    std::string round_pgn();
    // /round/<r>/games.pgn: the games of round `round` for a relay (round_pgn.hpp's games_pgn);
    // nothing when no board followed plays that round.
    std::optional<std::string> games_pgn(const std::string& round);
    // /api/boards/<n>/log: the decision records of board `board` (of `event` when not empty);
    // nothing when the hall has no such board.
    std::optional<std::string> decision_log(int board, const std::string& event);
    // /api/boards/<n>/game: the e-board's game of board `board` (boards_json.hpp's board_game_json);
    // nothing when the hall has no such board.
    std::optional<std::string> board_game(int board, const std::string& event);
    std::size_t board_count();
    // What the hall holds of a board (a copy), whatever event it follows; nothing when it has none.
    std::optional<BoardEntry> board(const std::string& event, int board);
    // The board's whole journal as stored (HallStore::journal); nothing when the hall has no such
    // board or the database cannot be read.
    std::optional<std::string> journal(const std::string& event, int board);

    // The open pages' feed (/api/events).
    LiveFeed& live() { return live_; }
    // The hall's monotonic time (HallSettings::clock), for its pages' throttle.
    HallClock& clock() { return *settings_.clock; }

  private:
    std::int64_t now() const;
    bool follows(const std::string& event) const;
    void on_round(const HallTopic& topic, std::string_view payload, Reaction& reaction);
    void on_setup(const HallTopic& topic, std::string_view payload, Reaction& reaction);
    // The round a board plays: its .../round, else its journal's header, else the desk's set-up.
    std::string round_of(const BoardEntry& entry, const BoardView& view) const;
    // The boards of each round (of `only` when given; "" for the boards of no round), in board
    // order, with their views at `at` (the mutex held).
    std::map<std::string, std::vector<BroadcastBoard>> boards_by_round(const std::optional<std::string>& only,
                                                                       std::int64_t at);
    // DIR/round.pgn and each round's DIR/round-<r>/games.pgn written (the mutex not held); the
    // first problem, if any.
    std::optional<std::string> write_pgn_files();
    void on_status(const HallTopic& topic, std::string_view topic_text, std::string_view payload,
                   Reaction& reaction);
    void on_record(std::string_view topic, std::string_view payload, Reaction& reaction);
    // The board's hole is asked for, or everything after its last stored record when it has none
    // (the mutex held). The same request again only once its wait is over (1 s, then twice as long
    // each time, up to 8 s: a hall behind its broker would otherwise ask again and again for what
    // is on its way); `now_again`: at once (the broker is reached again).
    void ask_resend(const BoardEntry& board, Reaction& reaction, bool now_again = false);
    // Tells the open pages the board's new state (the mutex held, the board just changed).
    void feed_board(const std::string& event, int board);
    // The board's journal replayed, carried on over the lines stored since (the mutex held): a page
    // that connects, /api/boards and /round.pgn read every board without replaying it. Nothing for a
    // board the start has not read yet (read_boards): the pages leave it out until then.
    const BoardReplay* replay_of(const BoardEntry& board);
    // One board read at the start (read_boards; the mutex not held): from its checkpoint when it
    // has a usable one. What is wrong with its checkpoint, if anything, for the log.
    // `covered`: the last record of the checkpoint it was taken up from, -1 when replayed whole.
    BoardReplay read_board(const std::string& event, int board, std::vector<std::string>& log,
                           std::int64_t& covered);
    // The board's replay kept as its checkpoint when `checkpoint_every` records have been stored
    // since the last one (the mutex held, the board just stored a record).
    void keep_checkpoint(const BoardEntry& board, Reaction& reaction);
    // DIR/round.pgn rewritten (--pgn-dir; the mutex not held): now if it was not written in the
    // last second, else by the PGN thread when the second is over.
    void write_pgn(Reaction& reaction);
    // The PGN thread: writes round.pgn when a change waits and a second has passed since the last.
    void pgn_loop();

    std::mutex mutex_;
    std::unique_ptr<HallStore> store_;
    HallSettings settings_;
    // The last re-send request per board, until its hole is filled.
    struct Asked {
        ResendRange range;
        std::int64_t at = 0;      // wall ms
        std::int64_t wait_ms = 0; // before the same request again
    };
    std::map<std::pair<std::string, int>, Asked> asked_;
    // The desk's set-ups: (event, board) -> the last valid one received.
    std::map<std::pair<std::string, int>, io::BoardSetup> setups_;
    LiveFeed live_; // has its own mutex
    // --pgn-dir: the writes of round.pgn, coalesced (at 1,000 boards the hall stores some 1,800
    // records a second; round.pgn is ~250 bytes a board).
    std::mutex pgn_mutex_;
    std::condition_variable pgn_wake_;
    bool pgn_waiting_ = false; // a change not written yet
    bool pgn_stopping_ = false;
    std::optional<HallClock::Time> pgn_written_; // none: never written
    std::optional<std::string> pgn_error_;       // the PGN thread's last error, logged with the next message
    std::thread pgn_thread_;
    // (event, board) -> its journal replayed (replay_of).
    std::map<std::pair<std::string, int>, BoardReplay> replays_;
    // (event, board) -> the last record its checkpoint covers (none: no checkpoint known).
    std::map<std::pair<std::string, int>, std::int64_t> checkpointed_;
    // The start's reading (read_boards): done once every board is read.
    bool all_read_ = false;
    StartProgress progress_;
    std::atomic<bool> stop_reading_{false};
};

} // namespace pendule::hall
