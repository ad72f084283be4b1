#include "app/clock/draw/dial.hpp"

#include "app/clock/draw/tones.hpp"
#include "app/common/draw/palette.hpp"
#include "app/common/draw/shapes.hpp"

#include <SFML/Graphics/CircleShape.hpp>
#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/Transform.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include <cmath>

namespace pendule::app {

namespace {

constexpr float pi = 3.14159265f;

// A point at `radius` from the centre, `deg` clockwise from 12 o'clock.
sf::Vector2f polar(sf::Vector2f centre, float radius, float deg) {
    const float rad = deg * pi / 180.f;
    return {centre.x + radius * std::sin(rad), centre.y - radius * std::cos(rad)};
}

// A ring sector from `from_deg` to `to_deg` (clockwise), between two radii.
void draw_arc(sf::RenderTarget& target, sf::Vector2f centre, float inner, float outer, float from_deg,
              float to_deg, sf::Color colour) {
    const int steps = std::max(2, static_cast<int>(std::abs(to_deg - from_deg) / 3.f));
    sf::VertexArray strip(sf::TriangleStrip);
    for (int i = 0; i <= steps; ++i) {
        const float deg = from_deg + (to_deg - from_deg) * static_cast<float>(i) / static_cast<float>(steps);
        strip.append(sf::Vertex(polar(centre, inner, deg), colour));
        strip.append(sf::Vertex(polar(centre, outer, deg), colour));
    }
    target.draw(strip, opaque_states());
}

// A hand: a bar from the centre, `length` long and `width` wide, pointing `deg` from 12 o'clock.
void draw_hand(sf::RenderTarget& target, sf::Vector2f centre, float length, float width, float deg,
               sf::Color colour) {
    sf::RectangleShape bar({width, length + width});
    bar.setOrigin(width / 2, length);
    bar.setPosition(centre);
    bar.setRotation(deg);
    bar.setFillColor(colour);
    target.draw(bar, opaque_states());
}

// The 60 ticks in one draw: a software renderer pays for each draw, and a clock drawn once a
// second spends more on 60 small rectangles drawn one by one than on their pixels.
void draw_ticks(sf::RenderTarget& target, sf::Vector2f centre, float r) {
    sf::VertexArray ticks(sf::Triangles);
    for (int minute = 0; minute < 60; ++minute) {
        const bool major = minute % 5 == 0;
        const float len = major ? r * 0.14f : r * 0.06f;
        const float width = major ? std::max(2.f, r * 0.035f) : std::max(1.f, r * 0.015f);
        // As a RectangleShape at `centre`, turned by the minute, its origin at (width / 2, 0.92 r).
        sf::Transform place;
        place.translate(centre).rotate(static_cast<float>(minute) * 6.f).translate(-width / 2, -r * 0.92f);
        const sf::Vector2f corner[4] = {place.transformPoint(0, 0), place.transformPoint(width, 0),
                                        place.transformPoint(width, len), place.transformPoint(0, len)};
        for (int i : {0, 1, 2, 0, 2, 3})
            ticks.append(sf::Vertex(corner[i], palette::dial_tick));
    }
    target.draw(ticks, opaque_states());
}

// The flag hangs from a pivot left of 12 o'clock. It rests pointing to 10 o'clock, the minute hand
// lifts it towards 12 in the last minutes, and it drops to hang straight down when the time is gone.
void draw_flag(sf::RenderTarget& target, sf::Vector2f centre, float r, const DialView& dial) {
    const sf::Vector2f pivot = polar(centre, r * 0.55f, 345.f);
    float deg = 290.f + 65.f * static_cast<float>(dial.flag_lift_permille) / 1000.f;
    if (dial.flag_fallen)
        deg = 180.f;
    const float stick = r * 0.34f;
    draw_hand(target, pivot, stick, std::max(2.f, r * 0.025f), deg, palette::flag);
    const sf::Vector2f tip = polar(pivot, stick, deg);
    const sf::Vector2f back = polar(pivot, stick * 0.62f, deg);
    const sf::Vector2f side = polar(tip, r * 0.16f, deg + 90.f);
    sf::VertexArray pennant(sf::Triangles, 3);
    pennant[0] = sf::Vertex(tip, palette::flag);
    pennant[1] = sf::Vertex(back, palette::flag);
    pennant[2] = sf::Vertex(side, palette::flag);
    target.draw(pennant, opaque_states());
    sf::CircleShape hub(std::max(2.f, r * 0.035f));
    hub.setOrigin(hub.getRadius(), hub.getRadius());
    hub.setPosition(pivot);
    hub.setFillColor(palette::dial_tick);
    target.draw(hub, opaque_states());
}

} // namespace

// Every colour of the dial is opaque (opaque_states).
void draw_dial(sf::RenderTarget& target, const DialView& dial, FaceTone tone, const Rect& box) {
    const float r = static_cast<float>(box.w) / 2.f;
    const sf::Vector2f centre{static_cast<float>(box.x) + r, static_cast<float>(box.y) + r};

    sf::CircleShape rim(r, 120);
    rim.setOrigin(r, r);
    rim.setPosition(centre);
    rim.setFillColor(palette::band_colour(tone));
    target.draw(rim, opaque_states());
    sf::CircleShape disc(r * 0.96f, 120);
    disc.setOrigin(disc.getRadius(), disc.getRadius());
    disc.setPosition(centre);
    disc.setFillColor(palette::dial_disc);
    target.draw(disc, opaque_states());

    // Laws 8.4: the last five minutes, shaded before 12 o'clock.
    draw_arc(target, centre, r * 0.70f, r * 0.92f, 330.f, 360.f, palette::dial_zone);
    if (dial.delay_arc_permille >= 0) {
        const float share = static_cast<float>(dial.delay_arc_permille) / 1000.f;
        draw_arc(target, centre, r * 0.96f, r * 1.0f, 0.f, 360.f * share, palette::band_paused);
    }
    draw_ticks(target, centre, r);
    draw_flag(target, centre, r, dial);

    const sf::Color hands = tone == FaceTone::idle ? palette::text_dim : palette::text_bright;
    draw_hand(target, centre, r * 0.50f, std::max(3.f, r * 0.06f),
              static_cast<float>(dial.hour_hand_mdeg) / 1000.f, hands);
    draw_hand(target, centre, r * 0.80f, std::max(2.f, r * 0.035f),
              static_cast<float>(dial.minute_hand_mdeg) / 1000.f, hands);
    sf::CircleShape hub(std::max(3.f, r * 0.06f));
    hub.setOrigin(hub.getRadius(), hub.getRadius());
    hub.setPosition(centre);
    hub.setFillColor(hands);
    target.draw(hub, opaque_states());
}

} // namespace pendule::app
