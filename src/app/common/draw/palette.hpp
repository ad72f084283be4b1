#pragma once

#include <SFML/Graphics/Color.hpp>

namespace pendule::app::palette {

// A calm dark palette for hours of play: one strong colour (the running band), red kept for the
// flag, amber for low time.
inline const sf::Color background{18, 21, 25};
inline const sf::Color face_idle{28, 33, 39};
inline const sf::Color face_running{26, 44, 34};
inline const sf::Color face_flagged{142, 27, 27};
inline const sf::Color band_idle{42, 48, 56};
inline const sf::Color band_running{63, 174, 106};
inline const sf::Color band_low{224, 160, 48};
inline const sf::Color band_paused{91, 125, 177};
inline const sf::Color band_flagged{210, 60, 60};
inline const sf::Color band_finished{85, 93, 102};
inline const sf::Color text_bright{244, 246, 248};
inline const sf::Color text_dim{154, 163, 173};
inline const sf::Color text_faint{100, 108, 118};
inline const sf::Color dial_disc{36, 42, 49};
inline const sf::Color dial_tick{170, 179, 189};
inline const sf::Color dial_zone{120, 45, 45}; // the last five minutes (Laws 8.4)
inline const sf::Color flag{220, 64, 52};
inline const sf::Color panel_bg{24, 28, 33};
inline const sf::Color panel_border{91, 125, 177};
inline const sf::Color field_bg{36, 42, 49};
inline const sf::Color field_focus{56, 70, 92};
// The chessboard (board_draw.cpp): muted squares that keep the dark theme, the highlights in the
// panel's blue and the running green, the check in the flag's red.
inline const sf::Color board_light{196, 184, 160};
inline const sf::Color board_dark{120, 136, 152};
inline const sf::Color board_last_move{214, 196, 98, 150};
inline const sf::Color board_selected{63, 174, 106, 190};
inline const sf::Color board_target{24, 28, 33, 150};
inline const sf::Color board_check{210, 60, 60, 200};
inline const sf::Color piece_white{250, 250, 248};
inline const sf::Color piece_black{22, 22, 26};

} // namespace pendule::app::palette
