#pragma once

// Layout integers (pixels) to what SFML takes: positions as float, character sizes as unsigned
// (at least 1).

namespace pendule::app::pixels {

inline float f(int v) {
    return static_cast<float>(v);
}

inline unsigned px(int v) {
    return static_cast<unsigned>(v > 1 ? v : 1);
}

} // namespace pendule::app::pixels
