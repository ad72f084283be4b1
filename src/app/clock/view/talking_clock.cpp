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

std::optional<clock::TimePoint> TalkingClock::next_due(const clock::GameClock& game, clock::TimePoint now,
                                                       Colour left_colour) const {
    const clock::ClockState state = game.state(now);
    if (!state.running)
        return std::nullopt;
    const clock::PlayerClock& player = state.of(*state.running);
    std::optional<clock::TimePoint> due;
    for (const clock::Millis level : settings_.of(seat_of(*state.running, left_colour)).thresholds)
        if (level > 0 && level < player.main) {
            const clock::TimePoint at = now + player.delay_left + player.main - level;
            if (!due || at < *due)
                due = at;
        }
    return due;
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

std::vector<SpokenLine> TalkingClock::result(const std::string& score, const std::string& reason,
                                             const std::string& shown) const {
    std::vector<SpokenLine> out = moment(score == "1-0"   ? Moment::white_wins
                                         : score == "0-1" ? Moment::black_wins
                                                          : Moment::draw);
    for (SpokenLine& line : out) {
        std::string said;
        if (line.lang == window_lang_ && !shown.empty())
            said = shown;
        else
            said = std::string(catalogue_of_(line.lang).text_in("result", reason));
        if (said.empty())
            continue;
        if (said.front() >= 'a' && said.front() <= 'z')
            said.front() = static_cast<char>(said.front() - 'a' + 'A'); // a sentence of its own
        if (said.back() != '.')
            said.push_back('.');
        line.text.append(1, ' ').append(said);
    }
    return out;
}

namespace {

bool is_masked(const std::string& value) {
    return !value.empty() && value.find_first_not_of('*') == std::string::npos;
}

// "Label: value": an empty value is "empty", a masked one (a PIN, shown as stars) its length only.
std::string field_words(const FieldView& field, const speech::Words& words) {
    std::string value = field.value;
    const bool hidden = is_masked(value);
    if (value.empty())
        value = words.tr("empty");
    else if (hidden) // a PIN, shown as stars: only its length is said
        value = words.trn("{n} character", "{n} characters", field.value.size());
    std::string label = field.label; // "PIN:" is said "PIN", then the value
    while (!label.empty() && (label.back() == ':' || label.back() == ' '))
        label.pop_back();
    return words.tr("{label}: {value}", {{"label", label}, {"value", value}});
}

// The field to read when `after` replaces `before` (the same fields): the focused one when the focus
// moved to it, or when its choice changed (typing is not echoed letter by letter: a screen reader
// does that; a choice is read at once).
std::optional<std::size_t> field_to_read(const std::vector<FieldView>& before,
                                         const std::vector<FieldView>& after) {
    const auto focused = [](const std::vector<FieldView>& fields) {
        for (std::size_t i = 0; i < fields.size(); ++i)
            if (fields[i].focused)
                return static_cast<int>(i);
        return -1;
    };
    const int focus = focused(after);
    if (focus < 0)
        return std::nullopt;
    const auto at = static_cast<std::size_t>(focus);
    const bool moved = focused(before) != focus;
    const bool changed = !moved && at < before.size() && before[at].value != after[at].value;
    if (!moved && !(changed && after[at].is_choice))
        return std::nullopt;
    return at;
}

} // namespace

std::optional<SpokenLine> TalkingClock::setup_reading(const PregameView& before,
                                                      const PregameView& after) const {
    if (before.fields.empty() && !after.fields.empty())
        return setup_opening(after);
    // The desk's set-up read as it comes, is taken or is refused (a blind player takes it
    // with Enter as a sighted one does).
    if (after.desk != before.desk && !after.desk.empty()) {
        std::string text;
        for (const std::string& line : after.desk) {
            if (!text.empty())
                text.append(1, ' ');
            text.append(line);
            if (text.back() != '.')
                text.push_back('.');
        }
        return SpokenLine{Side::left, std::move(text), window_lang_, Ear::both, false, true};
    }
    const auto field = field_to_read(before.fields, after.fields);
    if (!field)
        return std::nullopt;
    const speech::Words words(catalogue_of_(window_lang_));
    std::string text = field_words(after.fields[*field], words);
    // The preset read with the game's variant, its dot said as a pause.
    if (*field == 0 && !after.variant.empty()) {
        std::string variant = after.variant;
        for (auto dot = variant.find(" · "); dot != std::string::npos; dot = variant.find(" · "))
            variant.replace(dot, std::string(" · ").size(), ", ");
        text.append(". ").append(variant);
    }
    return SpokenLine{Side::left, std::move(text), window_lang_, Ear::both, false, true};
}

SpokenLine TalkingClock::setup_opening(const PregameView& view) const {
    const speech::Words words(catalogue_of_(window_lang_));
    std::string text = words.tr("Pendule: {screen}.", {{"screen", view.heading}});
    const auto add_sentence = [&text](std::string sentence) {
        if (sentence.empty())
            return;
        if (sentence.back() != '.')
            sentence.push_back('.');
        text.append(1, ' ').append(sentence);
    };
    // The field the keyboard is on, or (none yet, as at the opening) the first: the preset.
    const auto focused = std::find_if(view.fields.begin(), view.fields.end(),
                                      [](const FieldView& field) { return field.focused; });
    add_sentence(field_words(focused != view.fields.end() ? *focused : view.fields.front(), words));
    add_sentence(view.error); // what the screen warns of (an audio device not found)
    add_sentence(words.tr("Tab moves from field to field; Space starts the clock"));
    return SpokenLine{Side::left, text, window_lang_, Ear::both, false, true};
}

std::optional<SpokenLine> TalkingClock::panel_reading(const PanelView& before, const PanelView& after) const {
    if (!after.open)
        return std::nullopt;
    const speech::Words words(catalogue_of_(window_lang_));
    std::string text;
    const auto say = [&text](const std::string& sentence) {
        if (sentence.empty())
            return;
        if (!text.empty())
            text.append(1, ' ');
        text.append(sentence);
        if (text.back() != '.' && text.back() != '?' && text.back() != '!')
            text.push_back('.');
    };
    // Another screen: another heading, other fields (the PIN prompt and the menu share a heading),
    // other keys.
    const auto labels = [](const PanelView& panel) {
        std::string out;
        for (const FieldView& field : panel.fields)
            out.append(field.label).append(1, '\n');
        for (const ButtonView& button : panel.buttons)
            out.append(button.key).append(1, '\n');
        return out;
    };
    if (!before.open || before.heading != after.heading || labels(before) != labels(after)) {
        say(after.heading);
        if (after.fields.empty()) {
            // The menu's keys; back from a form (not the PIN prompt) with an outcome, its heading and
            // the outcome only.
            bool from_pin = false;
            for (const FieldView& field : before.fields)
                from_pin = from_pin || is_masked(field.value);
            const bool outcome = before.open && !before.fields.empty() && !from_pin &&
                                 !after.message.empty() && after.message != before.message;
            for (const ButtonView& button : outcome ? std::vector<ButtonView>{} : after.buttons)
                if (button.enabled)
                    say(words.tr("{label}: {value}", {{"label", button.key}, {"value", button.label}}));
        } else {
            for (const FieldView& field : after.fields)
                if (field.focused)
                    say(field_words(field, words));
        }
    } else if (const auto field = field_to_read(before.fields, after.fields)) {
        say(field_words(after.fields[*field], words));
    }
    if (after.message != before.message || (!before.open && !after.message.empty()))
        say(after.message);
    if (text.empty())
        return std::nullopt;
    return SpokenLine{Side::left, text, window_lang_, Ear::both, false, true};
}

} // namespace pendule::app
