#pragma once

#include <SFML/Graphics/RenderWindow.hpp>

namespace pendule::app {

// A window shown without swapping its buffers, so that its back buffer keeps the last frame and the
// next one draws only what changed (draw_parts): GLX_MESA_copy_sub_buffer, which copies the back
// buffer to the window and leaves it as it was. Mesa's drivers offer it, the software renderer of a
// laptop without a graphics driver among them, where every pixel drawn is paid for by the
// processor. Elsewhere (Windows, other drivers) it is not available and every frame is drawn whole
// and swapped: a back buffer is undefined after a swap.
class KeptBackBuffer {
  public:
    // Asks the window's context (made current) for the extension.
    explicit KeptBackBuffer(sf::RenderWindow& window);

    bool available() const { return copy_ != nullptr; }
    // Shows the whole back buffer in the window (which may have lost any part of what it showed),
    // the back buffer kept.
    void show(sf::RenderWindow& window);

  private:
    void (*copy_)() = nullptr; // glXCopySubBufferMESA, cast to its type where it is called
};

} // namespace pendule::app
