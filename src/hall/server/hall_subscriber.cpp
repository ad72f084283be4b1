#include "hall/server/hall_subscriber.hpp"

#include "hall/link/mqtt_client.hpp"
#include "io/os/socket_wait.hpp"

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
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable())
        thread_.join();
    // The acknowledgements of the last batch went out with it; a DISCONNECT ends the session's
    // connection cleanly.
    if (mosquitto_socket(client_) >= 0) {
        mosquitto_disconnect(client_);
        mosquitto_loop_write(client_, 1);
    }
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
    // Threaded: libmosquitto queues what it sends (the PUBACKs above all) and writes nothing before
    // our loop does, after the batch is stored.
    mosquitto_threaded_set(client_, true);
    mosquitto_connect_callback_set(client_, on_connect);
    mosquitto_message_callback_set(client_, on_message);
    if (login_)
        mosquitto_username_pw_set(client_, login_->user.c_str(), login_->password.c_str());
    host_ = broker_.host;
    thread_ = std::thread([this] { run(); });
    return std::nullopt;
}

bool HallSubscriber::pause(std::chrono::milliseconds delay) {
    std::unique_lock lock(mutex_);
    wake_.wait_for(lock, delay, [this] { return stopping_; });
    return stopping_;
}

void HallSubscriber::run() {
    // Blocking connects (a broker that is down answers at once; this thread has nothing else to do).
    int rc = mosquitto_connect(client_, host_.c_str(), broker_.port, 10);
    int reconnects = 0;
    // The holes whose request is due again are looked at four times a second.
    HallClock& clock = hall_.clock();
    auto next_due_check = clock.now();
    while (!pause(std::chrono::milliseconds(0))) {
        const int sock = mosquitto_socket(client_);
        if (rc != MOSQ_ERR_SUCCESS || sock < 0) {
            // Again after 1 s, then every 2 s, as the boards do (mqtt_client.cpp); a CONNACK starts
            // it again.
            const int seconds = std::min(2, reconnects + 1);
            if (seconds < 2)
                ++reconnects;
            if (pause(std::chrono::seconds(seconds)))
                break;
            rc = mosquitto_reconnect(client_);
            if (rc == MOSQ_ERR_SUCCESS)
                reconnects = 0;
            continue;
        }
        const io::SocketReady ready = io::wait_socket(sock, mosquitto_want_write(client_), 200);
        if (ready == io::SocketReady::Failed) {
            rc = MOSQ_ERR_ERRNO;
            continue;
        }
        if (ready == io::SocketReady::Readable)
            rc = read_and_store(sock);
        if (rc == MOSQ_ERR_SUCCESS && mosquitto_socket(client_) >= 0 && mosquitto_want_write(client_))
            rc = mosquitto_loop_write(client_, 1);
        if (rc == MOSQ_ERR_SUCCESS)
            rc = mosquitto_loop_misc(client_); // keep-alive
        if (rc == MOSQ_ERR_SUCCESS && clock.now() >= next_due_check) {
            apply(hall_.due_requests());
            next_due_check = clock.now() + std::chrono::milliseconds(250);
        }
    }
}

int HallSubscriber::read_and_store(int sock) {
    if (auto problem = hall_.begin_batch()) {
        // Nothing is read (so nothing acknowledged) until the database takes a transaction again.
        if (!store_busy_)
            log_("cannot store now, nothing is read until it can: " + problem->message);
        store_busy_ = true;
        pause(std::chrono::milliseconds(200));
        return mosquitto_loop_misc(client_);
    }
    if (store_busy_)
        log_("storing again");
    store_busy_ = false;
    int rc = MOSQ_ERR_SUCCESS;
    for (int i = 0; i < kBatch; ++i) {
        // libmosquitto reads at most what is there without blocking (the socket is non-blocking).
        rc = mosquitto_loop_read(client_, 1);
        if (rc != MOSQ_ERR_SUCCESS || mosquitto_socket(client_) < 0)
            break;
        if (io::wait_socket(sock, false, 0) != io::SocketReady::Readable)
            break;
    }
    // What was read is stored even when the connection broke after it: it was not acknowledged, so
    // the broker sends it again, and the hall then finds it already stored.
    if (auto problem = hall_.end_batch()) {
        log_("could not store the last messages (" + problem->message +
             "); not acknowledged: reconnecting so that the broker sends them again");
        return mosquitto_reconnect(client_) == MOSQ_ERR_SUCCESS ? MOSQ_ERR_SUCCESS : MOSQ_ERR_CONN_LOST;
    }
    return rc;
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
    const std::vector<std::string> filters = self->hall_.subscriptions();
    std::string said;
    for (const std::string& filter : filters)
        said += (said.empty() ? "" : ", ") + filter;
    self->log_("connected; subscribing to " + said);
    mosquitto_unsubscribe(client, nullptr, self->hall_.earlier_subscription().c_str());
    for (const std::string& filter : filters)
        mosquitto_subscribe(client, nullptr, filter.c_str(), 1);
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
    // A request that did not leave is said: the hall asks again when its wait is over. QoS 0: a
    // request is repeated until its hole is filled, so one lost costs a wait; at QoS 1 libmosquitto
    // sends 20 unacknowledged at a time, and when a thousand boards have holes at once (a broker's
    // restart) the requests queue behind one another while the holes stay open.
    for (const OutgoingMessage& message : reaction.publish)
        if (const int rc =
                mosquitto_publish(client_, nullptr, message.topic.c_str(),
                                  static_cast<int>(message.payload.size()), message.payload.data(), 0, false);
            rc != MOSQ_ERR_SUCCESS)
            log_("could not publish on " + message.topic + ": " + mosquitto_strerror(rc));
}

} // namespace pendule::hall
