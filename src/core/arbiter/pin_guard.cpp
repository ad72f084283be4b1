#include "core/arbiter/pin_guard.hpp"

#include <algorithm>

namespace pendule::arbiter {

std::int64_t PinGuard::wait_after(int wrong, const Policy& policy) {
    if (wrong < policy.free_attempts)
        return 0;
    std::int64_t wait = policy.first_wait_ms;
    for (int extra = wrong - policy.free_attempts; extra > 0 && wait < policy.longest_wait_ms; --extra)
        wait *= 2;
    return std::min(wait, policy.longest_wait_ms);
}

std::int64_t PinGuard::wait_ms(std::int64_t now) const {
    const std::int64_t until = last_attempt_ + wait_after(report_.wrong, policy_);
    return report_.wrong == 0 || now >= until ? 0 : until - now;
}

int PinGuard::wrong(std::int64_t now, std::int64_t wall_ms) {
    ++report_.wrong;
    report_.last_wall_ms = wall_ms;
    last_attempt_ = now;
    return report_.wrong;
}

PinGuard::Report PinGuard::right() {
    Report told = report_;
    report_ = Report{};
    last_attempt_ = 0;
    return told;
}

} // namespace pendule::arbiter
