#include "hall/link/journal_publisher.hpp"

#include "hall/link/hall_record.hpp"
#include "hall/link/mqtt_client.hpp"
#include "hall/link/state_snapshot.hpp"

#include <mosquitto.h>

#include <algorithm>

namespace pendule::hall {

JournalPublisher::JournalPublisher(BrokerAddress broker, std::string event, int board,
                                   std::optional<BrokerLogin> login)
    : broker_(std::move(broker)), login_(std::move(login)), event_(event), board_(board),
      journal_topic_(board_topic(event, board, "journal")),
      status_topic_(board_topic(event, board, "status")), resend_topic_(board_topic(event, board, "resend")),
      state_topic_(board_topic(event, board, "state")), round_topic_(board_topic(event, board, "round")),
      setup_topic_(board_topic(event, board, "setup")) {}

JournalPublisher::~JournalPublisher() {
    if (!client_)
        return;
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
        lines_added_.notify_all();
    }
    if (state_thread_.joinable())
        state_thread_.join();
    {
        // A moment for the last snapshot and the "offline" to leave; a disconnection without it
        // leaves the last will to say "offline".
        std::unique_lock lock(mutex_);
        int mid = 0;
        if (connected_ && mosquitto_publish(client_, &mid, status_topic_.c_str(), 7, "offline", hall_qos,
                                            true) == MOSQ_ERR_SUCCESS)
            notes_in_flight_.insert(mid);
        acked_changed_.wait_for(lock, std::chrono::seconds(1), [this] {
            return !connected_ || (notes_in_flight_.empty() && first_unacked_ == lines_.size());
        });
    }
    stop_mqtt_client(client_);
}

std::optional<Error> JournalPublisher::start() {
    // A clean session: what the broker did not acknowledge is sent again from here, not kept by it.
    if (auto problem =
            start_mqtt_client(client_, this, {on_connect, on_disconnect, on_publish, on_message}, broker_,
                              login_, journal_topic_, MqttWill{status_topic_, "offline", true}))
        return problem;
    state_thread_ = std::thread([this] { state_loop(); });
    return std::nullopt;
}

std::optional<Error> JournalPublisher::set_round(std::string round) {
    if (!round.empty() && !is_valid_round(round))
        return fail("a round is numbers separated by dots (\"5\", \"2.1\"), 16 characters at most, not '" +
                    round.substr(0, 40) + "'");
    std::lock_guard lock(mutex_);
    round_ = std::move(round);
    int mid = 0;
    if (connected_ && !round_.empty() &&
        mosquitto_publish(client_, &mid, round_topic_.c_str(), static_cast<int>(round_.size()), round_.data(),
                          hall_qos, true) == MOSQ_ERR_SUCCESS)
        notes_in_flight_.insert(mid);
    return std::nullopt;
}

void JournalPublisher::publish(std::string line) {
    if (!line.empty() && line.back() != '\n')
        line += '\n';
    std::lock_guard lock(mutex_);
    lines_.push_back(std::move(line));
    acked_.push_back(false);
    if (connected_)
        send_from(lines_.size() - 1);
    lines_added_.notify_all();
}

void JournalPublisher::keep_delivered(std::string line) {
    if (!line.empty() && line.back() != '\n')
        line += '\n';
    std::lock_guard lock(mutex_);
    lines_.push_back(std::move(line));
    acked_.push_back(true);
    ++acked_count_;
    if (first_unacked_ == lines_.size() - 1)
        ++first_unacked_;
    lines_added_.notify_all();
}

void JournalPublisher::state_loop() {
    std::unique_lock lock(mutex_);
    while (true) {
        lines_added_.wait(lock, [this] { return stopping_ || lines_seen_ < lines_.size(); });
        if (lines_seen_ == lines_.size())
            return; // stopping, every line looked at: the last snapshot is made
        // Checkpoints only carry the running clock on: no new snapshot for them.
        bool changed = false;
        for (; lines_seen_ < lines_.size(); ++lines_seen_) {
            const auto record = parse_hall_record(journal_topic_, lines_[lines_seen_], std::nullopt);
            changed = changed || !record || record->kind != "checkpoint";
        }
        if (!changed)
            continue;
        // The replay takes the lines since the last snapshot (checkpoints among them); the whole
        // journal is read again only when it cannot carry on (the first time, or a line io's
        // reader would say anything of).
        std::string more;
        for (std::size_t i = lines_replayed_; i < lines_.size(); ++i)
            more += lines_[i];
        const std::size_t upto = lines_.size();
        lock.unlock();
        std::string journal;
        if (!replay_ || !extend_replay(*replay_, more)) {
            lock.lock();
            for (std::size_t i = 0; i < upto; ++i)
                journal += lines_[i];
            lock.unlock();
            BoardEntry entry;
            entry.event = event_;
            entry.board = board_;
            replay_ = replay_board(entry, journal);
        }
        lines_replayed_ = upto;
        std::string state = replay_->extendable ? state_snapshot_json(event_, board_, *replay_)
                                                : state_snapshot_json(event_, board_, journal);
        lock.lock();
        if (state == state_)
            continue;
        state_ = std::move(state);
        if (connected_)
            send_state();
    }
}

void JournalPublisher::send_state() {
    int mid = 0;
    if (!state_.empty() &&
        mosquitto_publish(client_, &mid, state_topic_.c_str(), static_cast<int>(state_.size()), state_.data(),
                          hall_qos, true) == MOSQ_ERR_SUCCESS)
        notes_in_flight_.insert(mid);
}

void JournalPublisher::send_from(std::size_t from) {
    for (std::size_t i = from; i < lines_.size(); ++i) {
        if (acked_[i])
            continue;
        int mid = 0;
        const std::string& line = lines_[i];
        if (mosquitto_publish(client_, &mid, journal_topic_.c_str(), static_cast<int>(line.size()),
                              line.data(), hall_qos, false) != MOSQ_ERR_SUCCESS)
            return; // the connection dropped: on_connect sends again from the first unacknowledged line
        in_flight_[mid] = i;
    }
}

void JournalPublisher::on_connect(struct mosquitto* client, void* self, int rc) {
    auto* p = static_cast<JournalPublisher*>(self);
    std::lock_guard lock(p->mutex_);
    if (rc != 0) {
        // A wrong password does not mend itself: the waiters are told at once.
        p->refusal_ = refusal_text(rc, p->broker_, p->login_);
        p->acked_changed_.notify_all();
        return;
    }
    p->refusal_.reset();
    p->connected_ = true;
    p->acked_changed_.notify_all();
    // Subscribed before saying "online": the hall asks a board back with a hole at once.
    mosquitto_subscribe(client, nullptr, p->resend_topic_.c_str(), hall_qos);
    mosquitto_subscribe(client, nullptr, p->setup_topic_.c_str(), hall_qos);
    mosquitto_publish(client, nullptr, p->status_topic_.c_str(), 6, "online", hall_qos, true);
    // Message ids of the old connection will never be acknowledged: forget them, send again.
    p->in_flight_.clear();
    p->notes_in_flight_.clear();
    p->send_from(p->first_unacked_);
    // Everything was acknowledged: the last line once more, so that a hall whose broker lost the
    // tail (killed before it saved what it had acknowledged) sees the hole and asks for it.
    if (!p->lines_.empty() && p->first_unacked_ == p->lines_.size()) {
        int mid = 0;
        const std::string& last = p->lines_.back();
        if (mosquitto_publish(client, &mid, p->journal_topic_.c_str(), static_cast<int>(last.size()),
                              last.data(), hall_qos, false) == MOSQ_ERR_SUCCESS)
            p->in_flight_[mid] = p->lines_.size() - 1;
    }
    // A broker that lost its retained messages (no persistence) has the round and state again.
    int mid = 0;
    if (!p->round_.empty() &&
        mosquitto_publish(client, &mid, p->round_topic_.c_str(), static_cast<int>(p->round_.size()),
                          p->round_.data(), hall_qos, true) == MOSQ_ERR_SUCCESS)
        p->notes_in_flight_.insert(mid);
    p->send_state();
}

void JournalPublisher::on_disconnect(struct mosquitto*, void* self, int rc) {
    auto* p = static_cast<JournalPublisher*>(self);
    std::lock_guard lock(p->mutex_);
    if (p->connected_ && rc != 0)
        ++p->connections_lost_;
    p->connected_ = false;
}

void JournalPublisher::on_publish(struct mosquitto*, void* self, int mid) {
    auto* p = static_cast<JournalPublisher*>(self);
    std::lock_guard lock(p->mutex_);
    if (p->notes_in_flight_.erase(mid) > 0) {
        p->acked_changed_.notify_all();
        return; // a status or state message
    }
    const auto it = p->in_flight_.find(mid);
    if (it == p->in_flight_.end())
        return; // a message of an earlier connection
    if (!p->acked_[it->second]) {
        p->acked_[it->second] = true;
        ++p->acked_count_;
    }
    p->in_flight_.erase(it);
    while (p->first_unacked_ < p->acked_.size() && p->acked_[p->first_unacked_])
        ++p->first_unacked_;
    p->acked_changed_.notify_all();
}

void JournalPublisher::on_message(struct mosquitto*, void* self, const struct mosquitto_message* message) {
    auto* p = static_cast<JournalPublisher*>(self);
    if (!message->topic)
        return;
    const std::string_view payload(static_cast<const char*>(message->payload),
                                   static_cast<std::size_t>(std::max(message->payloadlen, 0)));
    if (p->setup_topic_ == message->topic) {
        std::lock_guard lock(p->mutex_);
        p->setup_ = std::string(payload);
        if (p->on_setup_)
            p->on_setup_();
        return;
    }
    if (p->resend_topic_ != message->topic)
        return;
    const auto range = parse_resend_request(payload);
    if (!range)
        return; // not a request: nothing to answer
    std::lock_guard lock(p->mutex_);
    p->resend(*range);
}

std::int64_t JournalPublisher::seq_of_line(std::size_t i) const {
    const auto record = parse_hall_record(journal_topic_, lines_[i], std::nullopt);
    return record ? record->seq : -1;
}

// The kept lines are in seq order (the header is 0): the first one asked for is found by bisection,
// each step reading one line with the hall's own reader.
void JournalPublisher::resend(const ResendRange& range) {
    if (!connected_)
        return; // on_connect sends everything not acknowledged; the hall asks again if needed
    std::size_t low = 0;
    std::size_t high = lines_.size();
    while (low < high) {
        const std::size_t middle = low + (high - low) / 2;
        if (seq_of_line(middle) < range.from)
            low = middle + 1;
        else
            high = middle;
    }
    for (std::size_t i = low; i < lines_.size() && seq_of_line(i) <= range.to; ++i) {
        int mid = 0;
        const std::string& line = lines_[i];
        if (mosquitto_publish(client_, &mid, journal_topic_.c_str(), static_cast<int>(line.size()),
                              line.data(), hall_qos, false) != MOSQ_ERR_SUCCESS)
            return;
        in_flight_[mid] = i;
    }
    ++resends_answered_;
}

void JournalPublisher::set_on_setup(std::function<void()> on_setup) {
    std::lock_guard lock(mutex_);
    on_setup_ = std::move(on_setup);
}

std::optional<std::string> JournalPublisher::take_setup() {
    std::lock_guard lock(mutex_);
    std::optional<std::string> setup = std::move(setup_);
    setup_.reset();
    return setup;
}

std::size_t JournalPublisher::resends_answered() const {
    std::lock_guard lock(mutex_);
    return resends_answered_;
}

bool JournalPublisher::wait_acknowledged(std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    const auto all_acked = [this] { return first_unacked_ == lines_.size() && in_flight_.empty(); };
    acked_changed_.wait_for(lock, timeout, [&] { return all_acked() || refusal_.has_value(); });
    return all_acked();
}

JournalPublisher::Answer JournalPublisher::wait_connected(std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    acked_changed_.wait_for(lock, timeout, [this] { return connected_ || refusal_.has_value(); });
    return connected_ ? Answer::Connected : refusal_ ? Answer::Refused : Answer::NoAnswer;
}

std::optional<std::string> JournalPublisher::refusal() const {
    std::lock_guard lock(mutex_);
    return refusal_;
}

std::size_t JournalPublisher::acknowledged() const {
    std::lock_guard lock(mutex_);
    return acked_count_;
}

std::size_t JournalPublisher::connections_lost() const {
    std::lock_guard lock(mutex_);
    return connections_lost_;
}

std::size_t JournalPublisher::queued() const {
    std::lock_guard lock(mutex_);
    return lines_.size();
}

bool JournalPublisher::is_connected() const {
    std::lock_guard lock(mutex_);
    return connected_;
}

} // namespace pendule::hall
