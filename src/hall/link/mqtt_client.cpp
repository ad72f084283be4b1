#include "hall/link/mqtt_client.hpp"

#include "io/os/socket_wait.hpp"

#include <mosquitto.h>

#include <mutex>

namespace pendule::hall {

std::optional<Error> start_mqtt_client(struct mosquitto*& out, void* self, const MqttCallbacks& callbacks,
                                       const BrokerAddress& broker, const std::optional<BrokerLogin>& login,
                                       const std::string& where, const std::optional<MqttWill>& will) {
    // libmosquitto wants one initialisation per process, before any client.
    static std::once_flag once;
    std::call_once(once, [] { mosquitto_lib_init(); });
    struct mosquitto* client = mosquitto_new(nullptr, true, self);
    if (!client) {
        out = nullptr;
        return fail("cannot create an MQTT client", where);
    }
    const auto failed = [client, &out](std::string what, const std::string& at) {
        mosquitto_destroy(client);
        out = nullptr;
        return fail(std::move(what), at);
    };
    // The owner's pointer is set before anything can call back: on_connect may come as soon as the
    // network thread runs, and it publishes through it.
    out = client;
    if (callbacks.on_connect)
        mosquitto_connect_callback_set(client, callbacks.on_connect);
    if (callbacks.on_disconnect)
        mosquitto_disconnect_callback_set(client, callbacks.on_disconnect);
    if (callbacks.on_publish)
        mosquitto_publish_callback_set(client, callbacks.on_publish);
    if (callbacks.on_message)
        mosquitto_message_callback_set(client, callbacks.on_message);
    // After a lost connection: again after 1 s, then every 2 s. libmosquitto's exponential back-off
    // (1, 4, 9, then 10 s) kept a board away from a broker restarted in 2 s for 5 s, and its clock
    // off every page meanwhile (docs/hall.md); an attempt every 2 s is nothing to a
    // broker, even from 1,000 boards.
    mosquitto_reconnect_delay_set(client, 1, 2, false);
    if (login &&
        mosquitto_username_pw_set(client, login->user.c_str(), login->password.c_str()) != MOSQ_ERR_SUCCESS)
        return failed("cannot set the user name and password", where);
    if (will && mosquitto_will_set(client, will->topic.c_str(), static_cast<int>(will->payload.size()),
                                   will->payload.data(), 1, will->retain) != MOSQ_ERR_SUCCESS)
        return failed("cannot set the last will", will->topic);
    // A broker that is down now is not an error: the thread keeps trying.
    mosquitto_connect_async(client, broker.host.c_str(), broker.port, 10);
    // libmosquitto's network thread waits with select() and ends at once on a descriptor beyond
    // select()'s limit (POSIX's FD_SETSIZE): the client would say nothing, so say so now (hall-sim
    // spreads its boards over processes to stay below it).
    if (const auto limit = io::select_descriptor_limit(); limit && mosquitto_socket(client) >= *limit)
        return failed("the MQTT connection's descriptor " + std::to_string(mosquitto_socket(client)) +
                          " is beyond " + std::to_string(*limit) +
                          ", which libmosquitto's network loop (select) cannot wait on",
                      where);
    if (mosquitto_loop_start(client) != MOSQ_ERR_SUCCESS)
        return failed("cannot start the MQTT network thread", where);
    return std::nullopt;
}

void stop_mqtt_client(struct mosquitto* client) {
    if (!client)
        return;
    mosquitto_disconnect(client);
    mosquitto_loop_stop(client, true);
    mosquitto_destroy(client);
}

} // namespace pendule::hall
