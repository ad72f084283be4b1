#pragma once

// What the hall page's open connections (Server-Sent Events, /api/events) wait on: the hall puts a
// board's new state here whenever it stores a record for it (or its link changes), and every
// connection takes the boards changed since it last looked. A change is a generation number, so a
// connection that was busy writing misses nothing: it gets every board whose state changed, once,
// with its latest state (intermediate states of the same board are not needed by a page).
// No HTTP here: pendule-hall's server writes what wait_changes() returns.

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace pendule::hall {

class LiveFeed {
  public:
    // The board (event, number) now reads `json` (one object of /api/boards).
    void publish(const std::string& event, int board, std::string json);

    struct Changes {
        std::uint64_t generation = 0;    // pass it to the next wait_changes
        std::vector<std::string> boards; // the changed boards' JSON objects, by (event, board)
        bool stopped = false;            // the hall is stopping: end the connection
    };
    // The current generation, taken before a connection sends the full state: what changes after
    // it is sent again by wait_changes(generation).
    std::uint64_t generation() const;
    // Waits until a board changes after `since` or `timeout_ms` passes (then `boards` is empty: time
    // for a heartbeat) or stop() is called.
    Changes wait_changes(std::uint64_t since, std::int64_t timeout_ms) const;
    // Wakes every waiting connection for good.
    void stop();

    // Open connections, counted by the server: a connection beyond `limit` is refused (false).
    bool enter(int limit);
    void leave();
    int connections() const;

  private:
    mutable std::mutex mutex_;
    mutable std::condition_variable changed_;
    std::uint64_t generation_ = 0;
    bool stopped_ = false;
    int connections_ = 0;
    // (event, board) -> (generation of its last change, its JSON)
    std::map<std::pair<std::string, int>, std::pair<std::uint64_t, std::string>> boards_;
    // The last changes, oldest first: (generation, board). A connection that is not further behind
    // reads only these; one further behind looks at every board.
    std::deque<std::pair<std::uint64_t, std::pair<std::string, int>>> recent_;
};

// One Server-Sent Event: "event: NAME", the data split into "data:" lines (a line break in the data
// would end the field), and the blank line that ends the event.
std::string sse_event(const std::string& name, const std::string& data);

} // namespace pendule::hall
