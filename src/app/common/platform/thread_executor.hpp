#pragma once

// The window's executor for the analyses its rulings wait for (common/model/mate_analysis.hpp).

#include "app/common/model/executor.hpp"

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

namespace pendule::app {

// One thread of its own, started with the first job; the destructor waits for the job that runs
// (an analysis is bounded by its node budget) and drops those not started.
class ThreadExecutor final : public Executor {
  public:
    // `after_job`: called on the executor's thread after each job (the window's loop woken to take
    // its answer).
    explicit ThreadExecutor(std::function<void()> after_job = {}) : after_job_(std::move(after_job)) {}
    ~ThreadExecutor() override;
    ThreadExecutor(const ThreadExecutor&) = delete;
    ThreadExecutor& operator=(const ThreadExecutor&) = delete;
    void post(std::function<void()> job) override;

  private:
    void run();
    std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<std::function<void()>> jobs_;
    bool stopping_ = false;
    std::function<void()> after_job_;
    std::thread thread_;
};

} // namespace pendule::app
