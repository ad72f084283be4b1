#pragma once

#include <cstdint>
#include <string>
#include <utility>

namespace pendule::app {

// The arbiter panel's lock. Locked by default: unlocking takes the chord or the PIN from the config,
// and the lock closes again after `relock_after_ms` without arbiter activity. The FIDE equipment
// standard asks that displayed data cannot be changed by a simple manipulation.
class ArbiterLock {
  public:
    explicit ArbiterLock(std::int64_t relock_after_ms = 60'000, std::string pin = {})
        : relock_after_ms_(relock_after_ms), pin_(std::move(pin)) {}

    bool is_locked(std::int64_t now) const { return !unlocked_ || now - last_activity_ >= relock_after_ms_; }
    // Whether a PIN must follow the chord (one is set in the config).
    bool needs_pin() const { return !pin_.empty(); }

    // The chord: unlocks at once without a PIN, otherwise starts PIN entry.
    void chord(std::int64_t now);
    bool is_entering_pin(std::int64_t now) const;
    // A typed PIN: true and unlocked when it matches, false (and PIN entry ends) otherwise.
    bool enter_pin(const std::string& pin, std::int64_t now);

    // Any arbiter action keeps the panel open.
    void touch(std::int64_t now) { last_activity_ = now; }
    void lock() {
        unlocked_ = false;
        entering_pin_ = false;
    }

    // Milliseconds before the lock closes by itself (0 when locked).
    std::int64_t remaining_ms(std::int64_t now) const;

  private:
    std::int64_t relock_after_ms_;
    std::string pin_;
    bool unlocked_ = false;
    bool entering_pin_ = false;
    std::int64_t last_activity_ = 0;
};

} // namespace pendule::app
