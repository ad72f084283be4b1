#pragma once

// The desk's side of the hall: publishes each board's set-up (io/round/board_setup.hpp),
// retained with QoS 1, under pendule/<event>/board/<n>/setup, so that a clock started for that board
// finds it there whenever it connects. A set-up that changes (a late pairing correction) is
// published again with a higher revision; a board that leaves the round has its retained set-up
// cleared (an empty retained message). Every set-up is kept until the broker acknowledged it, and
// all of them are sent again on every connection (a broker restarted without persistence has lost
// its retained messages). The network runs in libmosquitto's own thread; nothing here waits for it
// but wait_acknowledged(). configs/hall/acl gives the desk's account (`desk`) the set-up topics.

#include "core/result.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"
#include "io/round/board_setup.hpp"

#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

struct mosquitto;

namespace pendule::hall {

class SetupPublisher {
  public:
    SetupPublisher(BrokerAddress broker, std::string event, std::optional<BrokerLogin> login = std::nullopt);
    ~SetupPublisher();
    SetupPublisher(const SetupPublisher&) = delete;
    SetupPublisher& operator=(const SetupPublisher&) = delete;

    // Starts the network thread (it connects and reconnects by itself). An Error only when the
    // client cannot be made.
    [[nodiscard]] std::optional<Error> start();

    // The round's set-ups now: a board whose set-up differs from the last one given gets it with
    // the next revision; a board no longer there is cleared. Returns how many boards changed.
    std::size_t set(const std::vector<io::BoardSetup>& setups);
    // The set-up as published for `board` (its revision included), if any.
    std::optional<io::BoardSetup> published(int board) const;

    // Waits until the broker acknowledged every set-up and clearing; false when `timeout` passed
    // first or the broker refused the connection (refusal() says why).
    bool wait_acknowledged(std::chrono::milliseconds timeout);
    std::optional<std::string> refusal() const;
    bool is_connected() const;
    // How many times the broker closed a connection it had accepted (mosquitto closes a client
    // that publishes where its ACL refuses it: a board's account publishing set-ups).
    std::size_t connections_lost() const;

  private:
    static void on_connect(struct mosquitto*, void* self, int rc);
    static void on_disconnect(struct mosquitto*, void* self, int rc);
    static void on_publish(struct mosquitto*, void* self, int mid);
    // Publishes board `board`'s message (its set-up, or the clearing) if connected (the mutex held).
    void send(int board);

    BrokerAddress broker_;
    std::string event_;
    std::optional<BrokerLogin> login_;
    struct mosquitto* client_ = nullptr;

    mutable std::mutex mutex_;
    std::condition_variable changed_;
    std::map<int, io::BoardSetup> setups_;  // by board, the last given (with its revision)
    std::set<int> cleared_;                 // boards whose set-up is to be cleared
    std::map<int, std::int64_t> revisions_; // the last revision of every board ever published
    std::set<int> unacked_;                 // boards whose message the broker has not acknowledged
    std::map<int, int> in_flight_;          // message id -> board
    bool connected_ = false;
    std::optional<std::string> refusal_;
    std::size_t connections_lost_ = 0;
};

} // namespace pendule::hall
