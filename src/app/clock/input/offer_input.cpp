#include "app/clock/input/offer_input.hpp"

namespace pendule::app {

std::optional<OfferChoice> offer_choice(const ResumeOfferView& view, const InputEvent& event,
                                        const std::vector<Rect>& buttons_at) {
    switch (event.kind) {
    case InputEvent::Kind::close:
        return OfferChoice::quit;
    case InputEvent::Kind::key:
        if (event.control || event.alt)
            return std::nullopt;
        if ((event.key == Key::R || event.key == Key::Enter) && view.can_resume())
            return OfferChoice::resume;
        if (event.key == Key::N)
            return OfferChoice::new_game;
        return std::nullopt;
    case InputEvent::Kind::click:
        for (std::size_t i = 0; i < buttons_at.size() && i < view.buttons.size(); ++i) {
            if (!buttons_at[i].contains(event.x, event.y) || !view.buttons[i].enabled)
                continue;
            return view.buttons[i].key == "R" ? OfferChoice::resume : OfferChoice::new_game;
        }
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

} // namespace pendule::app
