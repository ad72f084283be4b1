#pragma once

// A board's side of the hall: publishes each journal line, as written, under
// pendule/<event>/board/<n>/journal with QoS 1, and the board's link under .../status ("online",
// retained, when connected; "offline", retained, as the last will and when stopped).
// The journal file stays the source of truth: publish() only queues the line and returns, the
// network runs in libmosquitto's own thread. Every line is kept until the broker acknowledged it
// (PUBACK, seen through on_publish's message id); after a disconnection, or when the broker is
// first reached, everything from the first unacknowledged line is sent again, in order. A line may
// so arrive twice; the hall stores records idempotently (hall/server/hall_store.hpp).
// The publisher also listens on its board's .../resend topic: when the hall lost a record (it keeps
// the later ones aside, hall/server/hall_store.hpp) it asks for the board's lines from the first seq it is
// missing (a hole, or everything after a seq), and the publisher sends them again from the lines it
// keeps (every line of the game).
// After each record that changes what the clock shows (every record but a checkpoint) it publishes
// the board's state snapshot, retained, under .../state (state_snapshot.hpp). The snapshot is
// computed by a thread of the publisher's own, which carries a replay of the kept lines on, never in
// publish().
// It also reads its board's set-up that the desk publishes, retained, under .../setup.

#include "core/result.hpp"
#include "hall/link/board_state.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"
#include "hall/link/hall_record.hpp"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

struct mosquitto;
struct mosquitto_message;

namespace pendule::hall {

class JournalPublisher {
  public:
    // `login`: the board's account on a broker that wants one (configs/hall); none: anonymous.
    JournalPublisher(BrokerAddress broker, std::string event, int board,
                     std::optional<BrokerLogin> login = std::nullopt);
    // Says "offline" (retained), waits briefly for it, and stops the network thread.
    ~JournalPublisher();
    JournalPublisher(const JournalPublisher&) = delete;
    JournalPublisher& operator=(const JournalPublisher&) = delete;

    // The round the board plays ("5", "2.1"), published retained under .../round on every
    // connection, for the hall's /round.pgn (at once too when connected: a round taken from the
    // desk's set-up). An Error for a round that is not
    // numbers separated by dots (hall_record's is_valid_round).
    [[nodiscard]] std::optional<Error> set_round(std::string round);

    // Starts the network thread, which connects and reconnects by itself. An Error only when the
    // client cannot be made (the broker may well be down: its lines wait).
    [[nodiscard]] std::optional<Error> start();
    // Queues one journal line (with or without its '\n'); never waits for the network.
    void publish(std::string line);
    // Keeps a line the broker already has (a board taking up its journal again) without sending
    // it: it is sent only when the hall asks for it (.../resend).
    void keep_delivered(std::string line);
    // Waits until every queued line is acknowledged; false when `timeout` passed first or the
    // broker refused the connection (refusal() says why).
    bool wait_acknowledged(std::chrono::milliseconds timeout);

    enum class Answer { Connected, Refused, NoAnswer };
    // Waits until the broker accepted or refused the connection, at most `timeout` (NoAnswer: the
    // broker is not reached yet, and the thread goes on trying).
    Answer wait_connected(std::chrono::milliseconds timeout);
    // Why the broker refused the last connection (a wrong password...), in words; nothing when it
    // did not, or accepted a later one. The thread goes on trying every few seconds.
    std::optional<std::string> refusal() const;

    // The board's set-up as the desk last published it (.../setup, retained): its text
    // when it changed since the last call (an empty text: the desk cleared it), else nothing. The
    // reader checks it (io/round/board_setup.hpp).
    std::optional<std::string> take_setup();
    // Called on the network's thread when a set-up came (the window's loop woken to take it).
    void set_on_setup(std::function<void()> on_setup);

    std::size_t acknowledged() const;
    // How many re-send requests of the hall were answered.
    std::size_t resends_answered() const;
    std::size_t queued() const;
    // How many times the broker closed a connection it had accepted (mosquitto drops a client whose
    // last will names a topic its ACL refuses it: another board's).
    std::size_t connections_lost() const;
    bool is_connected() const;

  private:
    static void on_connect(struct mosquitto*, void* self, int rc);
    static void on_disconnect(struct mosquitto*, void* self, int rc);
    static void on_publish(struct mosquitto*, void* self, int mid);
    static void on_message(struct mosquitto*, void* self, const struct mosquitto_message* message);
    // Sends again every kept line whose seq is in `range` (the mutex held).
    void resend(const ResendRange& range);
    // The seq of kept line `i` (-1 when it is not a record the hall would take).
    std::int64_t seq_of_line(std::size_t i) const;
    // Sends lines_[from...] (the mutex held).
    void send_from(std::size_t from);
    // The state thread: a snapshot after every batch of new lines that holds more than checkpoints.
    void state_loop();
    // Publishes the last snapshot, retained (the mutex held, connected).
    void send_state();

    BrokerAddress broker_;
    std::optional<BrokerLogin> login_;
    std::string event_;
    int board_ = 0;
    std::string journal_topic_;
    std::string status_topic_;
    std::string resend_topic_;
    std::string state_topic_;
    std::string round_topic_;
    std::string setup_topic_;
    std::string round_;
    struct mosquitto* client_ = nullptr;

    mutable std::mutex mutex_;
    std::condition_variable acked_changed_;
    std::vector<std::string> lines_;
    std::vector<bool> acked_;
    std::size_t first_unacked_ = 0;
    std::size_t acked_count_ = 0;
    std::map<int, std::size_t> in_flight_; // message id -> line index
    std::set<int> notes_in_flight_;        // message ids of status and state messages
    bool connected_ = false;
    std::optional<std::string> refusal_;
    std::size_t connections_lost_ = 0;
    // The state thread: wakes on new lines, publishes a snapshot when one of them is not a checkpoint.
    std::thread state_thread_;
    std::condition_variable lines_added_;
    std::size_t lines_seen_ = 0; // lines the state thread has looked at
    // The state thread's replay of the lines 0 to lines_replayed_ (only that thread touches it).
    std::optional<BoardReplay> replay_;
    std::size_t lines_replayed_ = 0;
    bool stopping_ = false;
    std::string state_; // the last snapshot (published on every connection too)
    std::size_t resends_answered_ = 0;
    std::optional<std::string> setup_; // the set-up's text not yet taken (take_setup())
    std::function<void()> on_setup_;
};

} // namespace pendule::hall
