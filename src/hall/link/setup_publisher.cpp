#include "hall/link/setup_publisher.hpp"

#include "hall/link/hall_record.hpp"
#include "hall/link/mqtt_client.hpp"

#include <mosquitto.h>

namespace pendule::hall {

namespace {

// Two set-ups say the same thing to a clock (the revision apart).
bool same_setup(io::BoardSetup a, const io::BoardSetup& b) {
    a.revision = b.revision;
    return a == b;
}

} // namespace

SetupPublisher::SetupPublisher(BrokerAddress broker, std::string event, std::optional<BrokerLogin> login)
    : broker_(std::move(broker)), event_(std::move(event)), login_(std::move(login)) {}

SetupPublisher::~SetupPublisher() {
    if (!client_)
        return;
    stop_mqtt_client(client_);
}

std::optional<Error> SetupPublisher::start() {
    if (auto problem = start_mqtt_client(client_, this, {on_connect, on_disconnect, on_publish, nullptr},
                                         broker_, login_, "pendule/" + event_ + "/board/+/setup"))
        return problem;
    return std::nullopt;
}

std::size_t SetupPublisher::set(const std::vector<io::BoardSetup>& setups) {
    std::lock_guard lock(mutex_);
    std::size_t changed = 0;
    std::set<int> present;
    for (io::BoardSetup setup : setups) {
        present.insert(setup.board);
        const auto it = setups_.find(setup.board);
        if (it != setups_.end() && same_setup(setup, it->second))
            continue;
        setup.revision = revisions_[setup.board] + 1;
        revisions_[setup.board] = setup.revision;
        const int board = setup.board;
        setups_[board] = std::move(setup);
        cleared_.erase(board);
        unacked_.insert(board);
        send(board);
        ++changed;
    }
    for (auto it = setups_.begin(); it != setups_.end();) {
        if (present.count(it->first)) {
            ++it;
            continue;
        }
        const int board = it->first;
        it = setups_.erase(it);
        cleared_.insert(board);
        unacked_.insert(board);
        send(board);
        ++changed;
    }
    changed_.notify_all();
    return changed;
}

std::optional<io::BoardSetup> SetupPublisher::published(int board) const {
    std::lock_guard lock(mutex_);
    const auto it = setups_.find(board);
    if (it == setups_.end())
        return std::nullopt;
    return it->second;
}

void SetupPublisher::send(int board) {
    if (!connected_)
        return; // on_connect sends everything
    const std::string topic = board_topic(event_, board, "setup");
    const auto it = setups_.find(board);
    const std::string payload = it == setups_.end() ? std::string() : io::board_setup_json(it->second);
    int mid = 0;
    if (mosquitto_publish(client_, &mid, topic.c_str(), static_cast<int>(payload.size()),
                          payload.empty() ? nullptr : payload.data(), hall_qos, true) == MOSQ_ERR_SUCCESS)
        in_flight_[mid] = board;
}

void SetupPublisher::on_connect(struct mosquitto*, void* self, int rc) {
    auto* p = static_cast<SetupPublisher*>(self);
    std::lock_guard lock(p->mutex_);
    if (rc != 0) {
        p->refusal_ = refusal_text(rc, p->broker_, p->login_);
        p->changed_.notify_all();
        return;
    }
    p->refusal_.reset();
    p->connected_ = true;
    p->in_flight_.clear();
    // Every set-up and clearing again: the broker may have lost its retained messages.
    for (const auto& [board, setup] : p->setups_) {
        p->unacked_.insert(board);
        p->send(board);
    }
    for (int board : p->cleared_) {
        p->unacked_.insert(board);
        p->send(board);
    }
    p->changed_.notify_all();
}

void SetupPublisher::on_disconnect(struct mosquitto*, void* self, int rc) {
    auto* p = static_cast<SetupPublisher*>(self);
    std::lock_guard lock(p->mutex_);
    if (p->connected_ && rc != 0)
        ++p->connections_lost_;
    p->connected_ = false;
    p->changed_.notify_all();
}

void SetupPublisher::on_publish(struct mosquitto*, void* self, int mid) {
    auto* p = static_cast<SetupPublisher*>(self);
    std::lock_guard lock(p->mutex_);
    const auto it = p->in_flight_.find(mid);
    if (it == p->in_flight_.end())
        return;
    const int board = it->second;
    p->in_flight_.erase(it);
    // Acknowledged, unless a newer message for the board is still on its way.
    bool newer = false;
    for (const auto& [other_mid, other_board] : p->in_flight_)
        newer = newer || other_board == board;
    if (!newer)
        p->unacked_.erase(board);
    p->changed_.notify_all();
}

bool SetupPublisher::wait_acknowledged(std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    changed_.wait_for(lock, timeout, [this] { return unacked_.empty() || refusal_.has_value(); });
    return unacked_.empty();
}

std::optional<std::string> SetupPublisher::refusal() const {
    std::lock_guard lock(mutex_);
    return refusal_;
}

std::size_t SetupPublisher::connections_lost() const {
    std::lock_guard lock(mutex_);
    return connections_lost_;
}

bool SetupPublisher::is_connected() const {
    std::lock_guard lock(mutex_);
    return connected_;
}

} // namespace pendule::hall
