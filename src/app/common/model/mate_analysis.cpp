#include "app/common/model/mate_analysis.hpp"

namespace pendule::app {

MateAnalysed answer_analysis(const MateQuestion& question) {
    MateAnalysed answer;
    const auto ask = [&](Colour side) {
        (side == Colour::White ? answer.white : answer.black) =
            arbiter::can_checkmate(question.position, side, arbiter::kDefaultNodeBudget);
    };
    // A claim's dead-position check: each position the quick budget left open, both sides asked as
    // arbiter::is_dead_position asks (remembered for the judgement; nothing to carry back).
    for (const rules::Position& position : question.dead_checks)
        (void)arbiter::is_dead_position(position, arbiter::kDefaultNodeBudget);
    if (question.white)
        ask(Colour::White);
    if (question.black)
        ask(Colour::Black);
    // Laws 6.9 asks about the dead position: when the opponent cannot mate, whether the flagged side
    // can decides between 5.2.2 and 6.9's draw (arbiter.cpp asks in this order too).
    const auto& opponent = question.who == Colour::White ? answer.black : answer.white;
    if (question.kind == MateQuestion::Kind::flag && opponent == arbiter::Verdict::No)
        ask(question.who);
    return answer;
}

std::string analysing_words(Colour side, const i18n::Lang& lang) {
    return lang.tr(side == Colour::White ? i18n::N_("analysing whether White can still checkmate…")
                                         : i18n::N_("analysing whether Black can still checkmate…"));
}

std::string analysing_claim_words(const i18n::Lang& lang) {
    return lang.tr("analysing the game score for a dead position…");
}

} // namespace pendule::app
