#include "app/clock/platform/kept_back_buffer.hpp"

#include <windows.h>

namespace pendule::app {

namespace {

// WGL_ARB_pixel_format's names (wglext.h, which MinGW does not ship).
constexpr int kSwapMethod = 0x2007; // WGL_SWAP_METHOD_ARB
constexpr int kSwapCopy = 0x2029;   // WGL_SWAP_COPY_ARB
using GetPixelFormatAttribiv = BOOL(WINAPI*)(HDC, int, int, UINT, const int*, int*);

} // namespace

// The window's pixel format says whether a swap copies the back buffer and leaves it as it was:
// WGL_ARB_pixel_format's swap method, or the descriptor's PFD_SWAP_COPY where the driver has no
// WGL_ARB_pixel_format (Windows' own software OpenGL). Only then is the back buffer kept.
KeptBackBuffer::KeptBackBuffer(sf::RenderWindow& window) {
    if (!window.setActive(true))
        return;
    HDC device = wglGetCurrentDC();
    const int format = device ? GetPixelFormat(device) : 0;
    if (format <= 0)
        return;
    const auto get = reinterpret_cast<GetPixelFormatAttribiv>(
        reinterpret_cast<void*>(wglGetProcAddress("wglGetPixelFormatAttribivARB")));
    if (get) {
        int method = 0;
        available_ = get(device, format, PFD_MAIN_PLANE, 1, &kSwapMethod, &method) && method == kSwapCopy;
        return;
    }
    PIXELFORMATDESCRIPTOR descriptor{};
    available_ = DescribePixelFormat(device, format, sizeof descriptor, &descriptor) != 0 &&
                 (descriptor.dwFlags & PFD_SWAP_COPY) != 0;
}

// The swap copies the whole back buffer to the window and keeps it.
void KeptBackBuffer::show(sf::RenderWindow& window) {
    window.display();
}

} // namespace pendule::app
