#pragma once

#include "core/arbiter/pin_guard.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>

namespace pendule::app {

// What became of a typed PIN.
enum class PinAnswer {
    unlocked,  // the right PIN: the panel is open
    wrong,     // a wrong PIN: counted, journaled, and from the fourth on the next one waits
    waiting,   // typed before the wait after wrong PINs ended: not heard (and not counted)
    not_asked, // no PIN entry in progress
};

// The arbiter panel's lock. Locked by default: unlocking takes the chord, then the PIN when the
// config holds one (only its salted hash, io/pin_hash.hpp), and the lock closes again after
// `relock_after_ms` without arbiter activity. The FIDE equipment standard asks that displayed data
// cannot be changed by a simple manipulation: wrong PINs are counted and slowed (PinGuard) and told
// to the arbiter at the next right one.
class ArbiterLock {
  public:
    // Whether a typed PIN is the one whose hash the config holds.
    using PinCheck = std::function<bool(const std::string& typed)>;

    explicit ArbiterLock(std::int64_t relock_after_ms = 60'000) : ArbiterLock(relock_after_ms, PinCheck{}) {}
    ArbiterLock(std::int64_t relock_after_ms, PinCheck check, arbiter::PinGuard::Policy policy = {})
        : relock_after_ms_(relock_after_ms), check_(std::move(check)), guard_(policy) {}

    bool is_locked(std::int64_t now) const { return !unlocked_ || now - last_activity_ >= relock_after_ms_; }
    // Whether a PIN must follow the chord (one is set in the config).
    bool needs_pin() const { return static_cast<bool>(check_); }
    // A PIN set on the setup screen for this event: from now on the chord asks for it.
    void set_pin_check(PinCheck check) { check_ = std::move(check); }

    // The chord: unlocks at once without a PIN, otherwise starts PIN entry.
    void chord(std::int64_t now);
    bool is_entering_pin(std::int64_t now) const;
    // A typed PIN at `now` (the game's time line) and `wall_ms` (for the arbiter's report).
    PinAnswer enter_pin(const std::string& pin, std::int64_t now, std::int64_t wall_ms);
    // Milliseconds before a typed PIN is heard again (0: now).
    std::int64_t pin_wait_ms(std::int64_t now) const { return guard_.wait_ms(now); }
    // Wrong PINs since the last right one.
    int wrong_pins() const { return guard_.pending().wrong; }
    // What the last right PIN reported: the wrong PINs before it (wrong == 0: none).
    const arbiter::PinGuard::Report& last_report() const { return last_report_; }
    // A wrong PIN read back from the journal (a resumed game keeps its count and its wait).
    void restore_wrong_pin(std::int64_t now, std::int64_t wall_ms) { guard_.wrong(now, wall_ms); }

    // Any arbiter action keeps the panel open.
    void touch(std::int64_t now) { last_activity_ = now; }
    void lock() {
        unlocked_ = false;
        entering_pin_ = false;
    }

    // Milliseconds before the lock closes by itself (0 when locked).
    std::int64_t remaining_ms(std::int64_t now) const;
    // When the open panel, or the PIN entry, closes by itself if nothing happens; nothing when closed.
    std::optional<std::int64_t> closes_at() const {
        if (!unlocked_ && !entering_pin_)
            return std::nullopt;
        return last_activity_ + relock_after_ms_;
    }

  private:
    std::int64_t relock_after_ms_;
    PinCheck check_;
    arbiter::PinGuard guard_;
    arbiter::PinGuard::Report last_report_;
    bool unlocked_ = false;
    bool entering_pin_ = false;
    std::int64_t last_activity_ = 0;
};

} // namespace pendule::app
