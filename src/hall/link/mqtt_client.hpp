#pragma once

// The start and stop every MQTT client of Pendule's shares (JournalPublisher, SetupPublisher,
// BoardWatcher): libmosquitto initialised once per process, a clean session (what the broker did
// not acknowledge is sent again by the client itself), the account's login, a last will when one is
// given, reconnection by itself every 1 to 10 s, an asynchronous connection (a broker down now is
// no error: the thread keeps trying), and libmosquitto's own network thread.

#include "core/result.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"

#include <optional>
#include <string>

struct mosquitto;
struct mosquitto_message;

namespace pendule::hall {

// The MQTT quality of service of the hall's publications and subscriptions: 1, at least once.
inline constexpr int hall_qos = 1;

struct MqttCallbacks {
    void (*on_connect)(struct mosquitto*, void*, int) = nullptr;
    void (*on_disconnect)(struct mosquitto*, void*, int) = nullptr;
    void (*on_publish)(struct mosquitto*, void*, int) = nullptr;
    void (*on_message)(struct mosquitto*, void*, const struct mosquitto_message*) = nullptr;
};

// A last will: published (QoS 1) by the broker when the connection is lost without a goodbye.
struct MqttWill {
    std::string topic;
    std::string payload;
    bool retain = true;
};

// Starts a client whose callbacks get `self`, stored in `client` before its network thread starts
// (a callback may come at once and use it); an Error naming `where` (and `client` null) when it
// cannot be made, or when its connection's descriptor is one libmosquitto's network loop (select)
// cannot wait on.
std::optional<Error> start_mqtt_client(struct mosquitto*& client, void* self, const MqttCallbacks& callbacks,
                                       const BrokerAddress& broker, const std::optional<BrokerLogin>& login,
                                       const std::string& where,
                                       const std::optional<MqttWill>& will = std::nullopt);

// Disconnects, stops the network thread and frees the client (nothing for a null one).
void stop_mqtt_client(struct mosquitto* client);

} // namespace pendule::hall
