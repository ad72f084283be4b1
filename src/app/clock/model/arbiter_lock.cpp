#include "app/clock/model/arbiter_lock.hpp"

namespace pendule::app {

void ArbiterLock::chord(std::int64_t now) {
    last_activity_ = now;
    if (!check_) {
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

PinAnswer ArbiterLock::enter_pin(const std::string& pin, std::int64_t now, std::int64_t wall_ms) {
    if (!is_entering_pin(now))
        return PinAnswer::not_asked;
    entering_pin_ = false;
    last_activity_ = now;
    if (!guard_.can_attempt(now))
        return PinAnswer::waiting;
    unlocked_ = check_ && check_(pin);
    if (!unlocked_) {
        guard_.wrong(now, wall_ms);
        return PinAnswer::wrong;
    }
    last_report_ = guard_.right();
    return PinAnswer::unlocked;
}

std::int64_t ArbiterLock::remaining_ms(std::int64_t now) const {
    if (is_locked(now))
        return 0;
    return relock_after_ms_ - (now - last_activity_);
}

} // namespace pendule::app
