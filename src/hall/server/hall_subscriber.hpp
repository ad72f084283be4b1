#pragma once

// pendule-hall's side of the broker (libmosquitto): a persistent session under a fixed client id,
// so that what boards publish while the hall is down waits in the broker and arrives when it comes
// back. On every accepted connection it subscribes to the hall's topics (QoS 1) and hands each
// message to the HallService; it logs and publishes what the service answers (hall_service.hpp).
//
// The network runs in a thread of ours, not libmosquitto's: its loop waits with
// select() and cannot wait on a descriptor of 1024 or more (a hall with many pages open), and it
// acknowledges each QoS 1 message before the hall has stored it. Ours waits with poll(), reads
// what has come (at most kBatch messages), stores it in one transaction, and only then writes the
// acknowledgements libmosquitto queued (the client is marked threaded, so nothing is written
// before). A hall killed before the commit has acknowledged nothing of it, and the broker sends it
// again to the persistent session; a commit that fails drops the connection without the
// acknowledgements, for the same. The database locked at the start of a batch: nothing is read
// until it is free. It reconnects as libmosquitto's loop does (1 s, 4 s, 9 s, then every 10 s).

#include "core/result.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"
#include "hall/server/hall_service.hpp"

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

struct mosquitto;
struct mosquitto_message;

namespace pendule::hall {

class HallSubscriber {
  public:
    using Log = std::function<void(const std::string&)>;
    // `login`: the hall's account on a broker that wants one; none: anonymous.
    HallSubscriber(HallService& hall, BrokerAddress broker, std::optional<BrokerLogin> login, Log log);
    // At most this many messages in one transaction (the broker's own limit of unacknowledged
    // messages, mosquitto's max_inflight_messages, 20 by default, usually ends a batch first).
    static constexpr int kBatch = 500;
    // Disconnects and stops the network thread.
    ~HallSubscriber();
    HallSubscriber(const HallSubscriber&) = delete;
    HallSubscriber& operator=(const HallSubscriber&) = delete;

    // Starts the network thread, which connects under `client_id`. An Error only when the client
    // cannot be made (the broker may well be down: it keeps trying).
    [[nodiscard]] std::optional<Error> start(const std::string& client_id);
    // The broker's first answer (its CONNACK code, 0: accepted), waiting `timeout` at most; nothing
    // when none came (the broker is not reached yet). A refusal is logged in words.
    std::optional<int> wait_first_answer(std::chrono::milliseconds timeout);

  private:
    // The network thread: connects, reads, stores, acknowledges, reconnects, until stopped.
    void run();
    // What has come, read and stored in one batch; a libmosquitto code (not 0: the connection is
    // gone, or the batch could not be committed and the connection was dropped for it).
    int read_and_store(int sock);
    // Waits `delay`, or less when stopped; true when stopped.
    bool pause(std::chrono::milliseconds delay);
    static void on_connect(struct mosquitto*, void* self, int rc);
    static void on_message(struct mosquitto*, void* self, const struct mosquitto_message* message);
    // Logs and publishes what the service answered.
    void apply(const Reaction& reaction);

    HallService& hall_;
    BrokerAddress broker_;
    std::optional<BrokerLogin> login_;
    Log log_;
    struct mosquitto* client_ = nullptr;
    std::string host_;
    std::thread thread_;
    bool stopping_ = false;   // under mutex_
    bool store_busy_ = false; // the last batch could not begin (said once until it can)
    std::mutex mutex_;
    std::condition_variable answered_;
    std::condition_variable wake_; // stop
    std::optional<int> first_connack_;
};

} // namespace pendule::hall
