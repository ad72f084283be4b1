#include "app/clock/platform/kept_back_buffer.hpp"

#include <GL/glx.h>

#include <cstring>

namespace pendule::app {

namespace {

using CopySubBuffer = void (*)(Display*, GLXDrawable, int, int, int, int);

bool has_extension(const char* list, const char* name) {
    const std::size_t length = std::strlen(name);
    for (const char* at = list; at && (at = std::strstr(at, name)) != nullptr; at += length)
        if ((at == list || at[-1] == ' ') && (at[length] == ' ' || at[length] == '\0'))
            return true;
    return false;
}

} // namespace

KeptBackBuffer::KeptBackBuffer(sf::RenderWindow& window) {
    if (!window.setActive(true))
        return;
    Display* display = glXGetCurrentDisplay();
    if (!display || !glXGetCurrentDrawable())
        return;
    if (!has_extension(glXQueryExtensionsString(display, DefaultScreen(display)), "GLX_MESA_copy_sub_buffer"))
        return;
    copy_ = glXGetProcAddressARB(reinterpret_cast<const GLubyte*>("glXCopySubBufferMESA"));
    available_ = copy_ != nullptr;
}

void KeptBackBuffer::show(sf::RenderWindow& window) {
    if (!copy_ || !window.setActive(true))
        return;
    const sf::Vector2u size = window.getSize();
    reinterpret_cast<CopySubBuffer>(copy_)(glXGetCurrentDisplay(), glXGetCurrentDrawable(), 0, 0,
                                           static_cast<int>(size.x), static_cast<int>(size.y));
}

} // namespace pendule::app
