#pragma once

#include "app/model/session.hpp"

namespace pendule::app::test {

// A session on a given control, names set, White on the left unless told.
inline Session make_session(clock::TimeControl control, Side white_side = Side::left, Lang lang = Lang::en) {
    io::Preset preset{"test", "Test preset", "", std::move(control), "test", {}};
    AppConfig config;
    Session s({preset}, 0, config, lang);
    s.white_name = std::string("Alice");
    s.black_name = std::string("Bruno");
    s.white_side = white_side;
    return s;
}

inline clock::TimeControl rapid() { // 15 min + 10 s
    return clock::TimeControl::same_for_both({clock::Period::fischer(900'000, 10'000)});
}

inline clock::TimeControl sudden_death(clock::Millis ms) {
    return clock::TimeControl::same_for_both({clock::Period::sudden_death(ms)});
}

} // namespace pendule::app::test
