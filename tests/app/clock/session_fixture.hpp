#pragma once

#include "app/clock/input/input.hpp"
#include "app/clock/model/session.hpp"
#include "app/common/platform/files.hpp"

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

} // namespace pendule::app::test
