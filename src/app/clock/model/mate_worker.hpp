#pragma once

// The can-checkmate analysis a ruling of the panel waits for (Session::PendingAnalysis), away from
// the window's loop: the clock, the keys and the panel stay live while it runs (up to a second or two
// of CPU on the hardest positions), and its answer comes back as an ordinary command (MateAnalysed),
// applied and journaled like any other, so that a resumed game reads the verdicts back. The
// question and its answer are the desk's too (common/model/mate_analysis.hpp); where the work runs
// is an Executor (common/model/executor.hpp).

#include "app/clock/model/command.hpp"
#include "app/clock/model/session.hpp"
#include "app/common/model/executor.hpp"
#include "app/common/model/mate_analysis.hpp"

#include <memory>
#include <mutex>
#include <optional>

namespace pendule::app {

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
