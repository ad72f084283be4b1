#include "app/clock/platform/resume_offer_window.hpp"

#include "app/common/draw/draw_text.hpp"
#include "app/common/draw/palette.hpp"
#include "app/common/draw/pixels.hpp"
#include "app/common/draw/shapes.hpp"
#include "app/common/platform/window.hpp"

#include <SFML/Graphics/RectangleShape.hpp>

#include <SFML/System/Sleep.hpp>

#include <ostream>

namespace pendule::app {

namespace {

using pixels::f;
using pixels::px;

// The hint's sentences, one per line.
std::vector<std::string> sentences(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(". ", start);
        end = end == std::string::npos ? text.size() : end + 1;
        out.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

const char* choice_name(OfferChoice choice) {
    switch (choice) {
    case OfferChoice::resume:
        return "resume";
    case OfferChoice::new_game:
        return "new-game";
    case OfferChoice::quit:
        return "quit";
    }
    return "?";
}

} // namespace

void draw_resume_offer(sf::RenderTarget& target, const ResumeOfferView& view, int width, int height,
                       const Fonts& fonts) {
    const OfferLayout l = offer_layout(view, width, height);
    target.clear(palette::background);
    fill_rect(target, l.card, palette::panel_bg, palette::panel_border, 2.f);
    const int pad = 3 * l.unit;
    const float text_w = f(l.card.w - 2 * pad);
    int y = l.card.y + pad;
    const unsigned heading = px(height * 5 / 100);
    draw_text(target, fonts.sans_bold, view.heading, fit_size(fonts.sans_bold, view.heading, heading, text_w),
              palette::band_low, f(l.card.x + pad), f(y));
    y += static_cast<int>(heading) * 2;
    const unsigned size = px(height * 34 / 1000);
    for (const std::string& line : view.lines) {
        draw_text(target, fonts.sans, line, fit_size(fonts.sans, line, size, text_w), palette::text_bright,
                  f(l.card.x + pad), f(y));
        y += static_cast<int>(size) * 17 / 10;
    }
    if (!view.error.empty()) {
        draw_text(target, fonts.sans_bold, view.error, fit_size(fonts.sans_bold, view.error, size, text_w),
                  palette::band_flagged, f(l.card.x + pad), f(y));
        y += static_cast<int>(size) * 17 / 10;
    }
    const unsigned small = px(height * 26 / 1000);
    for (const std::string& line : sentences(view.hint)) {
        draw_text(target, fonts.sans, line, fit_size(fonts.sans, line, small, text_w), palette::text_dim,
                  f(l.card.x + pad), f(y));
        y += static_cast<int>(small) * 16 / 10;
    }
    const unsigned label = px(height * 36 / 1000);
    for (std::size_t i = 0; i < view.buttons.size() && i < l.buttons.size(); ++i) {
        const Rect& b = l.buttons[i];
        const ButtonView& button = view.buttons[i];
        fill_rect(target, b, button.enabled ? palette::field_focus : palette::field_bg, palette::panel_border,
                  button.enabled ? 2.f : 1.f);
        const std::string text = button.label + "  (" + button.key + ")";
        draw_text(target, fonts.sans_bold, text, fit_size(fonts.sans_bold, text, label, f(b.w - 2 * l.unit)),
                  button.enabled ? palette::text_bright : palette::text_faint, f(b.centre_x()),
                  f(b.y + b.h * 30 / 100), Align::centre);
    }
}

OfferChoice run_resume_offer(sf::RenderWindow& window, const std::function<ResumeOfferView()>& make,
                             const ProgramOptions& options, const Fonts& fonts, std::ostream& trace) {
    if (!window.isOpen())
        open_main_window(window, options);
    WindowSize size = size_of(window);
    ResumeOfferView view = make();
    if (options.trace)
        trace << "offer can_resume=" << view.can_resume() << std::endl;
    std::optional<OfferChoice> choice;
    // Nothing runs meanwhile (no clock, no journal): the offer is redrawn five times a second, so
    // that "how long ago" stays true and an uncovered window is painted again.
    while (!choice && window.isOpen()) {
        take_events(window, size, [&](const InputEvent& input) {
            choice = offer_choice(view, input, offer_layout(view, size.width, size.height).buttons);
            return !choice; // the events after the choice stay for the clock's screen
        });
        if (choice)
            break;
        view = make();
        draw_resume_offer(window, view, size.width, size.height, fonts);
        window.display();
        sf::sleep(sf::milliseconds(200));
    }
    const OfferChoice chosen = choice.value_or(OfferChoice::quit);
    if (options.trace)
        trace << "offer choice=" << choice_name(chosen) << std::endl;
    return chosen;
}

} // namespace pendule::app
