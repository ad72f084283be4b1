#pragma once

// pendule-hall's connections, one thread each (cpp-httplib's TaskQueue). httplib's own pool has a
// fixed number of threads (8 on this machine), and a page's live feed (/api/events) holds its
// connection, and so its thread, for as long as the page is open: eight phones would leave no
// thread for a ninth page or for /api/boards. Here a connection gets a thread of its own, up to
// `max_threads`; beyond that connections wait in a queue for a thread to finish, as in httplib's
// pool. The live feed's own limit (LiveFeed::enter) stays below `max_threads`, so that ordinary
// requests always find a thread. Included by pendule-hall's main.cpp only (it needs httplib).

#include <httplib.h>

#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace pendule::hall {

class ConnectionThreads final : public httplib::TaskQueue {
  public:
    explicit ConnectionThreads(int max_threads) : max_threads_(max_threads) {}
    ~ConnectionThreads() override { shutdown(); }

    void enqueue(std::function<void()> task) override {
        std::lock_guard lock(mutex_);
        reap();
        if (static_cast<int>(threads_.size()) >= max_threads_) {
            waiting_.push_back(std::move(task));
            return;
        }
        std::thread thread([this, first = std::move(task)]() mutable { run(std::move(first)); });
        const auto id = thread.get_id();
        threads_.emplace(id, std::move(thread));
    }

    // Waits for every connection's thread (the server has stopped accepting; the live feed has been
    // stopped, so no connection waits for ever).
    void shutdown() override {
        std::unique_lock lock(mutex_);
        idle_.wait(lock, [this] { return threads_.size() == finished_.size() && waiting_.empty(); });
        reap();
    }

  private:
    // Runs its task, then the waiting ones, then tells it is finished.
    void run(std::function<void()> task) {
        while (true) {
            task();
            std::lock_guard lock(mutex_);
            if (waiting_.empty()) {
                finished_.push_back(std::this_thread::get_id());
                idle_.notify_all();
                return;
            }
            task = std::move(waiting_.front());
            waiting_.pop_front();
        }
    }

    // Joins the threads that have finished their work (the mutex held): each has only to return.
    void reap() {
        for (const auto id : finished_) {
            auto found = threads_.find(id);
            found->second.join();
            threads_.erase(found);
        }
        finished_.clear();
    }

    const int max_threads_;
    std::mutex mutex_;
    std::condition_variable idle_;
    std::map<std::thread::id, std::thread> threads_;
    std::vector<std::thread::id> finished_;
    std::deque<std::function<void()>> waiting_;
};

} // namespace pendule::hall
