#include "hall/live_feed.hpp"

#include <chrono>
#include <set>

namespace pendule::hall {

namespace {
constexpr std::size_t recent_changes_kept = 4096;
}

void LiveFeed::publish(const std::string& event, int board, std::string json) {
    {
        std::lock_guard lock(mutex_);
        ++generation_;
        boards_[{event, board}] = {generation_, std::move(json)};
        recent_.emplace_back(generation_, std::pair{event, board});
        if (recent_.size() > recent_changes_kept)
            recent_.pop_front();
    }
    changed_.notify_all();
}

std::uint64_t LiveFeed::generation() const {
    std::lock_guard lock(mutex_);
    return generation_;
}

LiveFeed::Changes LiveFeed::wait_changes(std::uint64_t since, std::int64_t timeout_ms) const {
    std::unique_lock lock(mutex_);
    changed_.wait_for(lock, std::chrono::milliseconds(timeout_ms),
                      [&] { return stopped_ || generation_ > since; });
    Changes changes;
    changes.generation = generation_;
    changes.stopped = stopped_;
    if (generation_ <= since)
        return changes;
    if (!recent_.empty() && recent_.front().first <= since + 1) {
        std::set<std::pair<std::string, int>> keys;
        for (auto it = recent_.rbegin(); it != recent_.rend() && it->first > since; ++it)
            keys.insert(it->second);
        for (const auto& key : keys)
            changes.boards.push_back(boards_.at(key).second);
    } else {
        for (const auto& [key, state] : boards_)
            if (state.first > since)
                changes.boards.push_back(state.second);
    }
    return changes;
}

void LiveFeed::stop() {
    {
        std::lock_guard lock(mutex_);
        stopped_ = true;
    }
    changed_.notify_all();
}

bool LiveFeed::enter(int limit) {
    std::lock_guard lock(mutex_);
    if (connections_ >= limit)
        return false;
    ++connections_;
    return true;
}

void LiveFeed::leave() {
    std::lock_guard lock(mutex_);
    --connections_;
}

int LiveFeed::connections() const {
    std::lock_guard lock(mutex_);
    return connections_;
}

std::string sse_event(const std::string& name, const std::string& data) {
    std::string out = "event: " + name + "\n";
    std::size_t start = 0;
    while (true) {
        const std::size_t end = data.find('\n', start);
        out += "data: ";
        out.append(data, start, end == std::string::npos ? std::string::npos : end - start);
        out += '\n';
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return out + "\n";
}

} // namespace pendule::hall
