#pragma once

// What the hall page's open connections (Server-Sent Events, /api/events) wait on: the hall puts a
// board's new state here whenever it stores a record for it (or its link changes), and every
// connection takes the boards changed since it last looked. A change is a generation number, so a
// connection that was busy writing misses nothing: it gets every board whose state changed, once,
// with its latest state (intermediate states of the same board are not needed by a page).
// No HTTP here: pendule-hall's server writes what wait_changes() returns.

#include "hall/server/hall_clock.hpp"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace pendule::hall {

class LiveFeed {
  public:
    // `clock`: what wait_changes's timeout is measured on; it outlives the feed.
    explicit LiveFeed(HallClock& clock) : clock_(clock) {}

    // The board (event, number) now reads `json` (one object of /api/boards).
    void publish(const std::string& event, int board, std::string json);

    using Json = std::shared_ptr<const std::string>;
    struct Changes {
        std::uint64_t generation = 0; // pass it to the next wait_changes
        // The changed boards' JSON objects, by (event, board): shared with the feed, so that taking
        // them costs every page a pointer a board, not a copy (200 pages at 1,000 boards).
        std::vector<Json> boards;
        bool stopped = false; // the hall is stopping: end the connection
    };
    // The current generation, taken before a connection sends the full state: what changes after
    // it is sent again by wait_changes(generation).
    std::uint64_t generation() const;
    // Waits until a board changes after `since` or `timeout_ms` passes (then `boards` is empty: time
    // for a heartbeat) or stop() is called.
    Changes wait_changes(std::uint64_t since, std::int64_t timeout_ms) const;
    // Wakes every waiting connection once, with no board changed (the hall's start is over).
    void wake();
    // Wakes every waiting connection for good.
    void stop();

    // Open connections, counted by the server: a connection beyond `limit` is refused (false).
    bool enter(int limit);
    void leave();
    int connections() const;

  private:
    HallClock& clock_;
    mutable std::mutex mutex_;
    mutable std::condition_variable changed_;
    std::uint64_t generation_ = 0;
    bool stopped_ = false;
    int connections_ = 0;
    using Key = std::pair<std::string, int>;
    struct Board {
        std::uint64_t generation = 0; // of its last change
        Json json;
    };
    // (event, board) -> its last change; the map's nodes stay where they are, so recent_ points at them.
    std::map<Key, Board> boards_;
    using Node = std::map<Key, Board>::value_type;
    // The last changes, oldest first: (generation, board). A connection that is not further behind
    // reads only these (a board once, at the change that is its last); one further behind looks at
    // every board.
    std::deque<std::pair<std::uint64_t, const Node*>> recent_;
};

// One Server-Sent Event: "event: NAME", the data split into "data:" lines (a line break in the data
// would end the field), and the blank line that ends the event.
std::string sse_event(const std::string& name, const std::string& data);
// The same event appended to `out`.
void append_sse_event(std::string& out, const std::string& name, const std::string& data);

} // namespace pendule::hall
