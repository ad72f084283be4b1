#pragma once

// The arbiter's decision log: every ruling, when it was taken (the injected `now`), under which
// article and edition, what it did to the clocks and why. Results are values; nothing is printed.

#include "core/arbiter/edition.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace pendule::arbiter {

// The state of the game a decision leaves behind.
enum class Outcome {
    Continues, // play goes on (an incorrect claim, a first illegal move, ...)
    WhiteWins,
    BlackWins,
    Draw,
    ArbiterDecides, // the tool cannot settle it (unknown mating potential): the arbiter rules
};

// "continues", "1-0", "0-1", "1/2-1/2", "arbiter decides".
const char* outcome_text(Outcome outcome);

// The game's result: 1-0, 0-1 or a draw (outcome_text is then its PGN score).
inline bool is_result(Outcome outcome) {
    return outcome == Outcome::WhiteWins || outcome == Outcome::BlackWins || outcome == Outcome::Draw;
}

// A change to each player's clock, in milliseconds (negative: time taken away).
struct ClockChange {
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;

    bool is_none() const { return white_ms == 0 && black_ms == 0; }
    bool operator==(const ClockChange&) const = default;
};

struct Decision {
    std::int64_t at_ms = 0; // the injected time of the decision
    std::string article;    // "9.2.2", "9.5.3", "7.5.5", "6.9", ...
    Edition edition = default_edition;
    ClockChange clock;
    Outcome outcome = Outcome::Continues;
    std::string reason; // in words, for the arbiter and the players (English: the journal's)
    std::string shown;  // the reason as the window shows it, in its language (empty: `reason`)
};

class DecisionLog {
  public:
    void record(Decision decision) { entries_.push_back(std::move(decision)); }
    // Rewords the last decision (nothing when the log is empty).
    void amend_last(std::string reason, std::string shown) {
        if (entries_.empty())
            return;
        entries_.back().reason = std::move(reason);
        entries_.back().shown = std::move(shown);
    }
    const std::vector<Decision>& entries() const { return entries_; }
    bool is_empty() const { return entries_.empty(); }
    // The sum of every clock change recorded so far.
    ClockChange total_clock_change() const;

  private:
    std::vector<Decision> entries_;
};

// One line per decision: "[12000 ms] 9.5.3 (Laws 2023): black +120000 ms; continues: ..."
std::string format_decision(const Decision& decision);

} // namespace pendule::arbiter
