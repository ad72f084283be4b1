#pragma once

#include <SFML/Graphics/RenderWindow.hpp>

namespace pendule::app {

// A window shown so that its back buffer keeps the last frame and the next one draws only what
// changed (draw_parts). With GLX: GLX_MESA_copy_sub_buffer, which copies the back buffer to the
// window and leaves it as it was; Mesa's drivers offer it, the software renderer of a laptop
// without a graphics driver among them, where every pixel drawn is paid for by the processor.
// With WGL: a pixel format whose swap copies the back buffer (WGL_SWAP_COPY_ARB), which the
// Windows build's SFML prefers among equal formats. Elsewhere every frame is drawn whole and
// swapped: a back buffer is undefined after a swap.
class KeptBackBuffer {
  public:
    // Asks the window's context (made current) for the extension.
    explicit KeptBackBuffer(sf::RenderWindow& window);

    bool available() const { return available_; }
    // Shows the whole back buffer in the window (which may have lost any part of what it showed),
    // the back buffer kept.
    void show(sf::RenderWindow& window);

  private:
    bool available_ = false;
    void (*copy_)() = nullptr; // GLX: glXCopySubBufferMESA, cast to its type where it is called
};

} // namespace pendule::app
