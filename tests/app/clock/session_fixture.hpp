#pragma once

#include "app/clock/input/input.hpp"
#include "app/clock/model/session.hpp"
#include "app/common/platform/files.hpp"

#include <filesystem>
#include <random>
#include <string>

namespace pendule::app::test {

// A game session with the window's own state beside it (lock, forms, notices), as the window holds
// them: `w.ui.lock`, `make_view(w, w.ui, now)`, `route_input(w, w.ui, ...)`.
struct Window : Session {
    // The files an arbiter names read from the disk, as the window reads them.
    explicit Window(Session session) : Session(std::move(session)), ui(config()) {
        ui.files = disk_file_reader();
    }
    UiState ui;
    // Routes one event and takes what it asks for, as the window does (app/clock/input/input.hpp).
    Routed route(const InputEvent& event, const Layout& layout, TimePoint now) {
        Routed routed = route_input(*this, ui, event, layout, now);
        take_routed(*this, ui, routed, now);
        return routed;
    }
    // A command applied as the window applies it: the session, then the notices.
    Applied command(const Command& c, TimePoint now) {
        const Applied applied = apply(c, now);
        ui.after_command(*this, now);
        return applied;
    }
};

// A session on a given control, names set, White on the left unless told.
inline Window make_session(clock::TimeControl control, Side white_side = Side::left,
                           i18n::Lang lang = i18n::Lang::en, AppConfig config = {}) {
    io::Preset preset{"test", "Test preset", "", std::move(control), "test", {}};
    Session s({preset}, 0, config, lang);
    GameSettings settings;
    settings.white_name = "Alice";
    settings.black_name = "Bruno";
    settings.white_side = white_side;
    s.configure({settings});
    return Window(std::move(s));
}

inline clock::TimeControl rapid() { // 15 min + 10 s
    return clock::TimeControl::same_for_both({clock::Period::fischer(900'000, 10'000)});
}

inline clock::TimeControl sudden_death(clock::Millis ms) {
    return clock::TimeControl::same_for_both({clock::Period::sudden_death(ms)});
}

// The window's layout at 1280 x 720.
inline const Layout window_layout = make_layout(1280, 720);

// Routes one event and applies its commands, as the window does; returns the accepted count.
inline int send_accepted(Window& s, const InputEvent& e, TimePoint now, const Layout& l = window_layout) {
    const Routed routed = route_input(s, s.ui, e, l, now);
    int accepted = 0;
    take_routed(s, s.ui, routed, now, [&](const Command&, const Applied& a) { accepted += a.accepted; });
    return accepted;
}

// The window's settings under an edition of the Laws.
inline AppConfig under(arbiter::Edition edition) {
    AppConfig config;
    config.edition = edition;
    return config;
}

// A new empty folder under the system's temporary folder, its name starting with `name`.
inline std::filesystem::path fresh_dir(const std::string& name) {
    std::random_device random;
    const auto dir =
        std::filesystem::temp_directory_path() / ("pendule-" + name + "-" + std::to_string(random()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

} // namespace pendule::app::test
