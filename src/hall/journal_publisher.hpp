#pragma once

// A board's side of the hall (issue 13): publishes each journal line, as written, under
// pendule/<event>/board/<n>/journal with QoS 1, and the board's link under .../status ("online",
// retained, when connected; "offline", retained, as the last will and when stopped).
// The journal file stays the source of truth: publish() only queues the line and returns, the
// network runs in libmosquitto's own thread. Every line is kept until the broker acknowledged it
// (PUBACK, seen through on_publish's message id); after a disconnection, or when the broker is
// first reached, everything from the first unacknowledged line is sent again, in order. A line may
// so arrive twice; the hall stores records idempotently (hall_store.hpp).

#include "core/result.hpp"
#include "hall/broker_address.hpp"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

struct mosquitto;

namespace pendule::hall {

class JournalPublisher {
  public:
    JournalPublisher(BrokerAddress broker, std::string event, int board);
    // Says "offline" (retained), waits briefly for it, and stops the network thread.
    ~JournalPublisher();
    JournalPublisher(const JournalPublisher&) = delete;
    JournalPublisher& operator=(const JournalPublisher&) = delete;

    // Starts the network thread, which connects and reconnects by itself. An Error only when the
    // client cannot be made (the broker may well be down: its lines wait).
    [[nodiscard]] std::optional<Error> start();
    // Queues one journal line (with or without its '\n'); never waits for the network.
    void publish(std::string line);
    // Waits until every queued line is acknowledged; false when `timeout` passed first.
    bool wait_acknowledged(std::chrono::milliseconds timeout);

    std::size_t acknowledged() const;
    std::size_t queued() const;
    bool is_connected() const;

  private:
    static void on_connect(struct mosquitto*, void* self, int rc);
    static void on_disconnect(struct mosquitto*, void* self, int rc);
    static void on_publish(struct mosquitto*, void* self, int mid);
    // Sends lines_[from...] (the mutex held).
    void send_from(std::size_t from);

    BrokerAddress broker_;
    std::string journal_topic_;
    std::string status_topic_;
    struct mosquitto* client_ = nullptr;

    mutable std::mutex mutex_;
    std::condition_variable acked_changed_;
    std::vector<std::string> lines_;
    std::vector<bool> acked_;
    std::size_t first_unacked_ = 0;
    std::size_t acked_count_ = 0;
    std::map<int, std::size_t> in_flight_; // message id -> line index
    bool connected_ = false;
};

} // namespace pendule::hall
