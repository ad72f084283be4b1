#pragma once

// The can-checkmate analysis a ruling waits for (6.9, 5.1.2, 7.5.5, and a claim's dead-position
// check) when the quick node budget leaves a verdict unknown: the question, its answer, and the
// progress mark shown meanwhile. The clock's panel (clock/model/mate_worker.hpp) and the desk
// (desk/model/desk.hpp) ask the same question and take the same answer; the work runs on an
// Executor (executor.hpp), away from the window's loop.

#include "app/common/model/side.hpp"
#include "core/arbiter/mating_material.hpp"
#include "i18n/lang.hpp"
#include "io/round/round_ruling.hpp"

#include <optional>
#include <string>

namespace pendule::app {

// The question: the position, whose flag fell (who resigned, who moved illegally; the claimant),
// the sides whose verdicts are asked, a claim's dead-position checks (io/round/round_ruling.hpp).
using MateQuestion = io::MateAnalysisNeeded;

// The answer: the verdict of each side asked, a side not asked left out. The clock journals it like
// any command (MateAnalysed is one of its commands), so a resumed game reads the same verdicts back
// instead of asking again: "analysed white yes black unknown". A claim's dead-position check carries
// no verdict ("analysed"): the replay analyses again, with the same node budget.
struct MateAnalysed {
    std::optional<arbiter::Verdict> white;
    std::optional<arbiter::Verdict> black;
    bool operator==(const MateAnalysed&) const = default;
};

// The answer to `question`, each side with the default node budget (mating_material.hpp). A pure
// function of the position: any thread may call it.
MateAnalysed answer_analysis(const MateQuestion& question);

// The progress mark while a ruling waits for the analysis of whether `side` can still checkmate, in
// the window's language ("analysing whether White can still checkmate…").
std::string analysing_words(Colour side, const i18n::Lang& lang);
// ... while a claim's game score is analysed for a dead position.
std::string analysing_claim_words(const i18n::Lang& lang);

} // namespace pendule::app
