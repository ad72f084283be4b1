#include "hall/hall_subscriber.hpp"

#include <mosquitto.h>

#include <algorithm>
#include <string_view>

namespace pendule::hall {

HallSubscriber::HallSubscriber(HallService& hall, BrokerAddress broker, std::optional<BrokerLogin> login,
                               Log log)
    : hall_(hall), broker_(std::move(broker)), login_(std::move(login)), log_(std::move(log)) {}

HallSubscriber::~HallSubscriber() {
    if (!client_)
        return;
    mosquitto_disconnect(client_);
    mosquitto_loop_stop(client_, true);
    mosquitto_destroy(client_);
    mosquitto_lib_cleanup();
}

std::optional<Error> HallSubscriber::start(const std::string& client_id) {
    mosquitto_lib_init();
    // Not a clean session: the broker keeps the subscription and the messages while the hall is away.
    client_ = mosquitto_new(client_id.c_str(), false, this);
    if (!client_) {
        mosquitto_lib_cleanup();
        return fail("cannot create the MQTT client");
    }
    mosquitto_connect_callback_set(client_, on_connect);
    mosquitto_message_callback_set(client_, on_message);
    mosquitto_reconnect_delay_set(client_, 1, 10, true);
    if (login_)
        mosquitto_username_pw_set(client_, login_->user.c_str(), login_->password.c_str());
    mosquitto_connect_async(client_, broker_.host.c_str(), broker_.port, 10);
    mosquitto_loop_start(client_);
    return std::nullopt;
}

std::optional<int> HallSubscriber::wait_first_answer(std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    answered_.wait_for(lock, timeout, [this] { return first_connack_.has_value(); });
    return first_connack_;
}

void HallSubscriber::on_connect(struct mosquitto* client, void* data, int rc) {
    auto* self = static_cast<HallSubscriber*>(data);
    // Said before main() hears of it: a refused first login stops the program then.
    if (rc != 0)
        self->log_(refusal_text(rc, self->broker_, self->login_));
    {
        std::lock_guard lock(self->mutex_);
        if (!self->first_connack_)
            self->first_connack_ = rc;
        self->answered_.notify_all();
    }
    if (rc != 0)
        return;
    const std::string subscription = self->hall_.subscription();
    self->log_("connected; subscribing to " + subscription);
    mosquitto_subscribe(client, nullptr, subscription.c_str(), 1);
    self->apply(self->hall_.on_connected());
}

void HallSubscriber::on_message(struct mosquitto*, void* data, const struct mosquitto_message* message) {
    auto* self = static_cast<HallSubscriber*>(data);
    const std::string topic = message->topic ? message->topic : "";
    const std::string_view payload(static_cast<const char*>(message->payload),
                                   static_cast<std::size_t>(std::max(message->payloadlen, 0)));
    self->apply(self->hall_.on_message(topic, payload));
}

void HallSubscriber::apply(const Reaction& reaction) {
    for (const std::string& line : reaction.log)
        log_(line);
    for (const OutgoingMessage& message : reaction.publish)
        mosquitto_publish(client_, nullptr, message.topic.c_str(), static_cast<int>(message.payload.size()),
                          message.payload.data(), 1, false);
}

} // namespace pendule::hall
