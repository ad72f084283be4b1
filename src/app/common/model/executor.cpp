#include "app/common/model/executor.hpp"

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

} // namespace pendule::app
