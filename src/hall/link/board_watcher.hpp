#pragma once

// The desk's ear on the hall: subscribes to every board's retained state snapshot
// (pendule/<event>/board/+/state, state_snapshot.hpp) and link (.../status) of one event, so that the
// arbiter's desk sees each clock's last times, moves and result without a hall in between. The
// network runs in libmosquitto's own thread; take() hands over what arrived since the last call,
// the latest text per board and topic. Reading a text is the desk's (app/desk/model/desk_live).

#include "core/result.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

struct mosquitto;
struct mosquitto_message;

namespace pendule::hall {

class BoardWatcher {
  public:
    BoardWatcher(BrokerAddress broker, std::string event, std::optional<BrokerLogin> login = std::nullopt);
    ~BoardWatcher();
    BoardWatcher(const BoardWatcher&) = delete;
    BoardWatcher& operator=(const BoardWatcher&) = delete;

    // Starts the network thread (it connects and reconnects by itself). An Error only when the
    // client cannot be made.
    [[nodiscard]] std::optional<Error> start();

    struct Message {
        int board = 0;
        std::string leaf; // "state" or "status"
        std::string text;
    };
    // What arrived since the last call, the latest per board and leaf, in board order.
    std::vector<Message> take();
    bool is_connected() const;
    std::optional<std::string> refusal() const;

  private:
    static void on_connect(struct mosquitto*, void* self, int rc);
    static void on_disconnect(struct mosquitto*, void* self, int rc);
    static void on_message(struct mosquitto*, void* self, const struct mosquitto_message* message);

    BrokerAddress broker_;
    std::string event_;
    std::optional<BrokerLogin> login_;
    struct mosquitto* client_ = nullptr;
    mutable std::mutex mutex_;
    std::map<std::pair<int, std::string>, std::string> arrived_;
    bool connected_ = false;
    std::optional<std::string> refusal_;
};

} // namespace pendule::hall
