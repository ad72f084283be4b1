#pragma once

// The can-checkmate analysis a ruling waits for (Session::PendingAnalysis), away from the window's
// loop: the clock, the keys and the panel stay live while it runs (up to a second or two of CPU on
// the hardest positions), and its answer comes back as an ordinary command (MateAnalysed), applied
// and journaled like any other, so that a resumed game reads the verdicts back.
//
// Where the work runs is an Executor: a thread of its own in the window, one that runs each job when
// told in the tests, so that they can press keys "during" an analysis deterministically (the thread
// is platform/thread_executor.hpp).

#include "app/model/command.hpp"
#include "app/model/session.hpp"

#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

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

// The answer to a pending analysis: the verdicts of the sides it lists, each with the default node
// budget (mating_material.hpp). A pure function of the position: any thread may call it.
MateAnalysed answer_analysis(const Session::PendingAnalysis& pending);

// Asks the session's pending analysis on an executor and hands its answer back, once.
class MateWorker {
  public:
    explicit MateWorker(Executor& executor) : executor_(executor), state_(std::make_shared<State>()) {}

    // Starts the session's pending analysis, if there is one and none is asked already. True when
    // it started one.
    bool ask(const Session& session);
    // Whether an analysis has been asked and its answer not taken yet.
    bool busy() const { return asked_; }
    // The answer, once it is ready (then forgotten): apply it to the session as a command.
    std::optional<MateAnalysed> take();

  private:
    struct State {
        std::mutex mutex;
        std::optional<MateAnalysed> answer;
    };
    Executor& executor_;
    std::shared_ptr<State> state_;
    bool asked_ = false;
};

} // namespace pendule::app
