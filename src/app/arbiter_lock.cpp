#include "app/arbiter_lock.hpp"

namespace pendule::app {

void ArbiterLock::chord(std::int64_t now) {
    last_activity_ = now;
    if (pin_.empty()) {
        unlocked_ = true;
        entering_pin_ = false;
    } else {
        entering_pin_ = true;
    }
}

bool ArbiterLock::is_entering_pin(std::int64_t now) const {
    // PIN entry lapses like the panel does.
    return entering_pin_ && now - last_activity_ < relock_after_ms_;
}

bool ArbiterLock::enter_pin(const std::string& pin, std::int64_t now) {
    if (!is_entering_pin(now))
        return false;
    entering_pin_ = false;
    last_activity_ = now;
    unlocked_ = pin == pin_;
    return unlocked_;
}

std::int64_t ArbiterLock::remaining_ms(std::int64_t now) const {
    if (is_locked(now))
        return 0;
    return relock_after_ms_ - (now - last_activity_);
}

} // namespace pendule::app
