#include "hall/server/live_feed.hpp"

#include <algorithm>
#include <chrono>

namespace pendule::hall {

namespace {
constexpr std::size_t recent_changes_kept = 4096;
}

void LiveFeed::publish(const std::string& event, int board, std::string json) {
    auto shared = std::make_shared<const std::string>(std::move(json));
    {
        std::lock_guard lock(mutex_);
        ++generation_;
        auto& node = *boards_.try_emplace(Key{event, board}).first;
        node.second = {generation_, std::move(shared)};
        recent_.emplace_back(generation_, &node);
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
    clock_.wait(lock, changed_, clock_.now() + std::chrono::milliseconds(timeout_ms),
                [&] { return stopped_ || generation_ > since; });
    Changes changes;
    changes.generation = generation_;
    changes.stopped = stopped_;
    if (generation_ <= since)
        return changes;
    if (!recent_.empty() && recent_.front().first <= since + 1) {
        // Each board once: at its last change (the board's own generation), newest first.
        std::vector<const Node*> nodes;
        for (auto it = recent_.rbegin(); it != recent_.rend() && it->first > since; ++it)
            if (it->second->second.generation == it->first)
                nodes.push_back(it->second);
        std::sort(nodes.begin(), nodes.end(),
                  [](const Node* a, const Node* b) { return a->first < b->first; });
        changes.boards.reserve(nodes.size());
        for (const Node* node : nodes)
            changes.boards.push_back(node->second.json);
    } else {
        for (const auto& [key, state] : boards_)
            if (state.generation > since)
                changes.boards.push_back(state.json);
    }
    return changes;
}

void LiveFeed::wake() {
    {
        std::lock_guard lock(mutex_);
        ++generation_;
    }
    changed_.notify_all();
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
    std::string out;
    append_sse_event(out, name, data);
    return out;
}

void append_sse_event(std::string& out, const std::string& name, const std::string& data) {
    out.append("event: ").append(name).append("\n");
    std::size_t start = 0;
    while (true) {
        const std::size_t end = data.find('\n', start);
        out.append("data: ");
        out.append(data, start, end == std::string::npos ? std::string::npos : end - start);
        out += '\n';
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    out += '\n';
}

} // namespace pendule::hall
