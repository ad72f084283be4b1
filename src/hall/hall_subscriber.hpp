#pragma once

// pendule-hall's side of the broker (libmosquitto): a persistent session under a fixed client id,
// so that what boards publish while the hall is down waits in the broker and arrives when it comes
// back. On every accepted connection it subscribes to the hall's topics (QoS 1) and hands each
// message to the HallService; it logs and publishes what the service answers (hall_service.hpp).
// The network runs in libmosquitto's own thread, which reconnects by itself.

#include "core/result.hpp"
#include "hall/broker_address.hpp"
#include "hall/broker_login.hpp"
#include "hall/hall_service.hpp"

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>

struct mosquitto;
struct mosquitto_message;

namespace pendule::hall {

class HallSubscriber {
  public:
    using Log = std::function<void(const std::string&)>;
    // `login`: the hall's account on a broker that wants one; none: anonymous.
    HallSubscriber(HallService& hall, BrokerAddress broker, std::optional<BrokerLogin> login, Log log);
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
    static void on_connect(struct mosquitto*, void* self, int rc);
    static void on_message(struct mosquitto*, void* self, const struct mosquitto_message* message);
    // Logs and publishes what the service answered.
    void apply(const Reaction& reaction);

    HallService& hall_;
    BrokerAddress broker_;
    std::optional<BrokerLogin> login_;
    Log log_;
    struct mosquitto* client_ = nullptr;
    std::mutex mutex_;
    std::condition_variable answered_;
    std::optional<int> first_connack_;
};

} // namespace pendule::hall
