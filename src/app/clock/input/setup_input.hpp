#pragma once

#include "app/clock/input/input.hpp"

namespace pendule::app {

// The pre-game screen's input (input.cpp routes to these before the start): Tab and the arrows move
// between the fields, letters type into names, left/right change the preset and White's side,
// Enter on the last field resolves a typed preset, Enter with no field being edited takes the
// desk's set-up when one is offered, Space starts when no field is being edited.
// The fields that are the game's settings (players, board, seat, preset) are not written here: the
// change is returned (Routed::setup) for Session::configure.
Routed setup_key(const Session& session, UiState& ui, const InputEvent& event);
Routed setup_text_input(const Session& session, UiState& ui, char32_t c);
Routed setup_click(const Session& session, UiState& ui, const InputEvent& event, const Layout& layout);

} // namespace pendule::app
