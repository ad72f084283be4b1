#include "app/clock/view/talking_clock.hpp"

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
    return {seat, speech::on_request(state, colour, words, settings_.tenths_below_ms), lang_of(seat),
            settings_.of(seat).ear, true};
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
                                                    after.at, words, settings_.tenths_below_ms))
                    add(out, seat, said->text);
            }
        }
    }
    return out;
}

std::vector<SpokenLine> TalkingClock::moment(Moment moment) const {
    std::vector<SpokenLine> out;
    for (Side seat : {Side::left, Side::right}) {
        const speech::Words words(catalogue_of_(lang_of(seat)));
        std::string text;
        switch (moment) {
        case Moment::started:
            text = words.tr("Game started.");
            break;
        case Moment::paused:
            text = words.tr("Clock paused.");
            break;
        case Moment::restarted:
            text = words.tr("Clock restarted.");
            break;
        case Moment::white_wins:
            text = words.tr("Game over: White wins.");
            break;
        case Moment::black_wins:
            text = words.tr("Game over: Black wins.");
            break;
        case Moment::draw:
            text = words.tr("Game over: draw.");
            break;
        }
        add(out, seat, std::move(text));
    }
    return out;
}

namespace {

int focused_field(const PregameView& view) {
    for (std::size_t i = 0; i < view.fields.size(); ++i)
        if (view.fields[i].focused)
            return static_cast<int>(i);
    return -1;
}

} // namespace

std::optional<SpokenLine> TalkingClock::setup_reading(const PregameView& before,
                                                      const PregameView& after) const {
    const int focus = focused_field(after);
    if (focus < 0)
        return std::nullopt;
    const FieldView& field = after.fields[static_cast<std::size_t>(focus)];
    const bool moved = focused_field(before) != focus;
    const bool changed = !moved && static_cast<std::size_t>(focus) < before.fields.size() &&
                         before.fields[static_cast<std::size_t>(focus)].value != field.value;
    // Typing is not echoed letter by letter (a screen reader does that); a choice is read at once.
    if (!moved && !(changed && field.is_choice))
        return std::nullopt;
    const speech::Words words(catalogue_of_(window_lang_));
    std::string value = field.value;
    const bool hidden = !value.empty() && value.find_first_not_of('*') == std::string::npos;
    if (value.empty())
        value = words.tr("empty");
    else if (hidden) // a PIN, shown as stars: only its length is said
        value = words.trn("{n} character", "{n} characters", field.value.size());
    std::string label = field.label; // "PIN:" is said "PIN", then the value
    while (!label.empty() && (label.back() == ':' || label.back() == ' '))
        label.pop_back();
    return SpokenLine{Side::left,   words.tr("{label}: {value}", {{"label", label}, {"value", value}}),
                      window_lang_, Ear::both,
                      false,        true};
}

} // namespace pendule::app
