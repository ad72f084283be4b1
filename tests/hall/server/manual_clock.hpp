#pragma once

// The hall's monotonic time as a test moves it: it stands still until advance(), so a wait on it
// ends at the exact instant the test names. A test that runs a wait on another thread (the PGN
// thread, a page's next chunk) calls settle() to know that the wait has seen the clock's last move
// and is blocked again, instead of sleeping for a while and hoping.

#include "hall/server/hall_clock.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

namespace hall_test {

class ManualClock final : public pendule::hall::HallClock {
  public:
    Time now() const override {
        std::lock_guard lock(mutex_);
        return now_;
    }

    bool wait(std::unique_lock<std::mutex>& lock, std::condition_variable& wake, std::optional<Time> until,
              const std::function<bool()>& done) override {
        Waiter self{lock.mutex(), &wake};
        {
            std::lock_guard own(mutex_);
            waiters_.push_back(&self);
        }
        bool result = false;
        while (true) {
            if (done()) {
                result = true;
                break;
            }
            {
                std::lock_guard own(mutex_);
                if (until && now_ >= *until)
                    break;
                self.parked = true;
                self.parked_at = moves_;
            }
            settled_.notify_all();
            wake.wait(lock);
            std::lock_guard own(mutex_);
            self.parked = false;
        }
        {
            std::lock_guard own(mutex_);
            waiters_.erase(std::find(waiters_.begin(), waiters_.end(), &self));
        }
        settled_.notify_all();
        return result;
    }

    void sleep_until(Time until) override {
        std::unique_lock lock(sleep_mutex_);
        wait(lock, sleep_wake_, until, [] { return false; });
    }

    // The clock moves on by `step`; every wait looks at it again.
    void advance(Time step) {
        std::vector<std::pair<std::mutex*, std::condition_variable*>> woken;
        {
            std::lock_guard own(mutex_);
            now_ += step;
            ++moves_;
            for (const Waiter* waiter : waiters_)
                woken.emplace_back(waiter->mutex, waiter->wake);
        }
        // Taking the waiter's mutex first: a wait that was about to block gets the notification.
        for (const auto& [mutex, wake] : woken) {
            { std::lock_guard waiter(*mutex); }
            wake->notify_all();
        }
    }

    // True when `count` waits are blocked, each having seen the clock's last move; false when they
    // are not after 10 s of real time (a test that fails rather than hangs).
    bool settle(std::size_t count) {
        std::unique_lock own(mutex_);
        return settled_.wait_for(own, std::chrono::seconds(10), [&] {
            return static_cast<std::size_t>(
                       std::count_if(waiters_.begin(), waiters_.end(), [&](const Waiter* w) {
                           return w->parked && w->parked_at == moves_;
                       })) >= count;
        });
    }

  private:
    struct Waiter {
        std::mutex* mutex;
        std::condition_variable* wake;
        bool parked = false;
        std::size_t parked_at = 0; // the clock's moves when it blocked
    };

    mutable std::mutex mutex_;
    std::condition_variable settled_;
    Time now_{};
    std::size_t moves_ = 0;
    std::vector<Waiter*> waiters_;
    std::mutex sleep_mutex_;
    std::condition_variable sleep_wake_;
};

} // namespace hall_test
