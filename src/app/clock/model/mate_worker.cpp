#include "app/clock/model/mate_worker.hpp"

namespace pendule::app {

bool MateWorker::ask(const Session& session) {
    const auto& pending = session.pending_analysis();
    if (!pending || asked_)
        return false;
    asked_ = true;
    executor_.post([state = state_, question = MateQuestion(*pending)] {
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
