#include "app/model/talking_clock.hpp"

#include "speech/spoken.hpp"

#include <algorithm>

namespace pendule::app {

namespace {

Side seat_of(Colour colour, Colour left_colour) {
    return colour == left_colour ? Side::left : Side::right;
}

Colour colour_of(Side seat, Colour left_colour) {
    return seat == Side::left ? left_colour : other(left_colour);
}

} // namespace

TalkingClock::TalkingClock(SpeechSettings settings, std::string window_lang, CatalogueOf catalogue_of)
    : settings_(std::move(settings)), window_lang_(std::move(window_lang)),
      catalogue_of_(std::move(catalogue_of)) {}

std::string TalkingClock::lang_of(Side seat) const {
    const std::string& own = settings_.of(seat).lang;
    return own.empty() ? window_lang_ : own;
}

void TalkingClock::add(std::vector<SpokenLine>& out, Side seat, std::string text) const {
    out.push_back({seat, std::move(text), lang_of(seat), settings_.of(seat).ear, false});
}

SpokenLine TalkingClock::request(Side seat, Colour colour, const clock::ClockState& state) const {
    const speech::Words words(catalogue_of_(lang_of(seat)));
    return {seat, speech::on_request(state, colour, words), lang_of(seat), settings_.of(seat).ear, true};
}

std::vector<SpokenLine> TalkingClock::follow(const clock::GameClock& game, clock::TimePoint now,
                                             Colour left_colour) {
    std::vector<SpokenLine> out;
    // From the last call, or the clock's last change if later (the state before it is gone).
    const clock::TimePoint from = std::max(last_.value_or(now), game.last_update());
    last_ = now;
    if (from >= now)
        return out;
    for (Side seat : {Side::left, Side::right}) {
        const speech::Words words(catalogue_of_(lang_of(seat)));
        speech::Choices choices;
        choices.thresholds = settings_.of(seat).thresholds;
        choices.flag = settings_.flag;
        const Colour own = colour_of(seat, left_colour);
        for (const speech::Announcement& said :
             speech::announcements_between(game, from, now, choices, words)) {
            const bool for_seat = said.topic == speech::Topic::Flag || said.to == own;
            if (for_seat)
                add(out, seat, said.text);
        }
    }
    return out;
}

std::vector<SpokenLine> TalkingClock::changed(const clock::ClockState& before, const clock::ClockState& after,
                                              const clock::TimeControl& control, Colour left_colour,
                                              bool by_arbiter) const {
    std::vector<SpokenLine> out;
    for (Colour colour : {Colour::White, Colour::Black}) {
        const Side own_seat = seat_of(colour, left_colour);
        if (!by_arbiter && settings_.control && after.of(colour).moves > before.of(colour).moves) {
            const speech::Words words(catalogue_of_(lang_of(own_seat)));
            if (auto said = speech::time_control_passed(before, after, colour, control, words))
                add(out, own_seat, said->text);
        }
        if (by_arbiter && settings_.rulings) {
            for (Side seat : {Side::left, Side::right}) {
                const speech::Words words(catalogue_of_(lang_of(seat)));
                if (auto said = speech::time_ruling(colour, before.of(colour).main, after.of(colour).main,
                                                    after.at, words))
                    add(out, seat, said->text);
            }
        }
    }
    return out;
}

} // namespace pendule::app
