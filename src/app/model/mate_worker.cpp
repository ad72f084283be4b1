#include "app/model/mate_worker.hpp"

#include "core/arbiter/mating_material.hpp"

namespace pendule::app {

void ManualExecutor::post(std::function<void()> job) {
    if (at_once_)
        job();
    else
        jobs_.push_back(std::move(job));
}

int ManualExecutor::run_all() {
    int ran = 0;
    while (!jobs_.empty()) {
        auto job = std::move(jobs_.front());
        jobs_.pop_front();
        job();
        ++ran;
    }
    return ran;
}

MateAnalysed answer_analysis(const Session::PendingAnalysis& pending) {
    MateAnalysed answer;
    const auto ask = [&](Colour side) {
        (side == Colour::White ? answer.white : answer.black) =
            arbiter::can_checkmate(pending.position, side, arbiter::kDefaultNodeBudget);
    };
    // A claim's dead-position check: each position the quick budget left open, both sides asked as
    // arbiter::is_dead_position asks (remembered for the judgement; nothing to carry back).
    for (const rules::Position& position : pending.dead_checks)
        (void)arbiter::is_dead_position(position, arbiter::kDefaultNodeBudget);
    if (pending.white)
        ask(Colour::White);
    if (pending.black)
        ask(Colour::Black);
    // Laws 6.9 asks about the dead position: when the opponent cannot mate, whether the flagged side
    // can decides between 5.2.2 and 6.9's draw (arbiter.cpp asks in this order too).
    const auto& opponent = pending.who == Colour::White ? answer.black : answer.white;
    if (pending.kind == Session::PendingAnalysis::Kind::flag && opponent == arbiter::Verdict::No)
        ask(pending.who);
    return answer;
}

bool MateWorker::ask(const Session& session) {
    const auto& pending = session.pending_analysis();
    if (!pending || asked_)
        return false;
    asked_ = true;
    executor_.post([state = state_, question = *pending] {
        MateAnalysed answer = answer_analysis(question);
        const std::lock_guard lock(state->mutex);
        state->answer = std::move(answer);
    });
    return true;
}

std::optional<MateAnalysed> MateWorker::take() {
    const std::lock_guard lock(state_->mutex);
    if (!state_->answer)
        return std::nullopt;
    std::optional<MateAnalysed> answer = std::move(state_->answer);
    state_->answer.reset();
    asked_ = false;
    return answer;
}

} // namespace pendule::app
