#pragma once

// Where work runs away from the caller: the can-checkmate analyses that rulings wait for
// (mate_analysis.hpp). A thread of its own in the window (common/platform/thread_executor.hpp); one
// that runs each job when told in the tests, so that they can press keys "during" an analysis
// deterministically.

#include <deque>
#include <functional>

namespace pendule::app {

// Runs jobs, one after another, away from the caller (or when told).
class Executor {
  public:
    virtual ~Executor() = default;
    virtual void post(std::function<void()> job) = 0;
};

// Keeps the jobs until run_all() (tests), or runs each at once when posted (`at_once`: the
// scripted window, whose answer then comes on the next turn of its loop).
class ManualExecutor final : public Executor {
  public:
    explicit ManualExecutor(bool at_once = false) : at_once_(at_once) {}
    void post(std::function<void()> job) override;
    // Runs the jobs posted so far; returns how many.
    int run_all();
    std::size_t waiting() const { return jobs_.size(); }

  private:
    bool at_once_;
    std::deque<std::function<void()>> jobs_;
};

} // namespace pendule::app
