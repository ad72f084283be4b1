#pragma once

// The start screen's offer of an unfinished game (clock/view/resume_offer.hpp): the keys and clicks
// that answer it.

#include "app/clock/view/resume_offer.hpp"
#include "app/common/input/input_event.hpp"
#include "app/common/view/rect.hpp"

#include <optional>
#include <vector>

namespace pendule::app {

enum class OfferChoice { resume, new_game, quit };

// R or Enter: resume (when possible); N: a new game; the window's close button: quit. A click on
// a button of `buttons_at` does the same as its key.
std::optional<OfferChoice> offer_choice(const ResumeOfferView& view, const InputEvent& event,
                                        const std::vector<Rect>& buttons_at);

} // namespace pendule::app
