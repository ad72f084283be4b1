#include "hall/link/board_watcher.hpp"

#include "hall/link/hall_record.hpp"
#include "hall/link/mqtt_client.hpp"

#include <mosquitto.h>

#include <algorithm>

namespace pendule::hall {

BoardWatcher::BoardWatcher(BrokerAddress broker, std::string event, std::optional<BrokerLogin> login)
    : broker_(std::move(broker)), event_(std::move(event)), login_(std::move(login)) {}

BoardWatcher::~BoardWatcher() {
    if (!client_)
        return;
    stop_mqtt_client(client_);
}

std::optional<Error> BoardWatcher::start() {
    if (auto problem = start_mqtt_client(client_, this, {on_connect, on_disconnect, nullptr, on_message},
                                         broker_, login_, "pendule/" + event_ + "/board/+/state"))
        return problem;
    return std::nullopt;
}

void BoardWatcher::on_connect(struct mosquitto* client, void* self, int rc) {
    auto* w = static_cast<BoardWatcher*>(self);
    std::lock_guard lock(w->mutex_);
    if (rc != 0) {
        w->refusal_ = refusal_text(rc, w->broker_, w->login_);
        return;
    }
    w->refusal_.reset();
    w->connected_ = true;
    // Retained: every board's last state and link arrive at once, on every connection.
    for (const char* leaf : {"state", "status"}) {
        const std::string topic = "pendule/" + w->event_ + "/board/+/" + leaf;
        mosquitto_subscribe(client, nullptr, topic.c_str(), hall_qos);
    }
}

void BoardWatcher::on_disconnect(struct mosquitto*, void* self, int) {
    auto* w = static_cast<BoardWatcher*>(self);
    std::lock_guard lock(w->mutex_);
    w->connected_ = false;
}

void BoardWatcher::on_message(struct mosquitto*, void* self, const struct mosquitto_message* message) {
    auto* w = static_cast<BoardWatcher*>(self);
    if (!message->topic)
        return;
    auto topic = parse_topic(message->topic);
    if (!topic || topic->event != w->event_ || (topic->leaf != "state" && topic->leaf != "status"))
        return;
    const std::string_view payload(static_cast<const char*>(message->payload),
                                   static_cast<std::size_t>(std::max(message->payloadlen, 0)));
    std::lock_guard lock(w->mutex_);
    w->arrived_[{topic->board, topic->leaf}] = std::string(payload);
}

std::vector<BoardWatcher::Message> BoardWatcher::take() {
    std::lock_guard lock(mutex_);
    std::vector<Message> out;
    for (auto& [key, text] : arrived_)
        out.push_back({key.first, key.second, std::move(text)});
    arrived_.clear();
    return out;
}

bool BoardWatcher::is_connected() const {
    std::lock_guard lock(mutex_);
    return connected_;
}

std::optional<std::string> BoardWatcher::refusal() const {
    std::lock_guard lock(mutex_);
    return refusal_;
}

} // namespace pendule::hall
