#pragma once

#include "app/input/input.hpp"

namespace pendule::app {

// The pre-game screen's input (input.cpp routes to these before the start): Tab and the arrows move
// between the fields, letters type into names, left/right change the preset and White's side,
// Enter on the last field resolves a typed preset, Space starts when no field is being edited.
Routed setup_key(Session& session, const InputEvent& event);
void setup_text_input(Session& session, char32_t c);
Routed setup_click(Session& session, const InputEvent& event, const Layout& layout);

} // namespace pendule::app
