#include "app/clock/platform/kept_back_buffer.hpp"

namespace pendule::app {

// WGL has no copy of the back buffer that keeps it: every frame is drawn whole and swapped.
KeptBackBuffer::KeptBackBuffer(sf::RenderWindow&) {}

void KeptBackBuffer::show(sf::RenderWindow&) {}

} // namespace pendule::app
