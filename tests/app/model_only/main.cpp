// The window's input, model and view without SFML (the house's rooms): this program links
// every object of pendule_app_model (whole archive) and nothing of SFML, so any use of SFML below
// platform/ and draw/ fails to link here. It then plays a short game through the input rules and
// checks the view, to show that the rooms work on their own.
#include "app/clock/input/input.hpp"
#include "app/clock/model/session.hpp"
#include "app/clock/view/layout.hpp"
#include "app/clock/view/make_view.hpp"

#include <cstdio>

using namespace pendule;
using namespace pendule::app;

int main() {
    auto control = clock::TimeControl::same_for_both({clock::Period::fischer(300'000, 2'000)});
    Session session({io::Preset{"blitz", "Blitz 5+2", "", control, "test", {}}}, 0, AppConfig{},
                    i18n::Lang::en);
    UiState ui(session.config());
    const Layout layout = make_layout(1280, 720);
    int failures = 0;
    const auto check = [&failures](bool ok, const char* what) {
        if (!ok) {
            std::fprintf(stderr, "FAIL: %s\n", what);
            ++failures;
        }
    };
    const auto route = [&](InputEvent event, TimePoint now) {
        take_routed(session, ui, route_input(session, ui, event, layout, now), now);
    };
    route(InputEvent::key_down(Key::Space), 0);             // the start
    route(InputEvent::key_down(Key::LShift), 4'000);        // White presses after 4 s
    route(InputEvent::key_down(Key::RShift), 6'500);        // Black after 2.5 s
    route(InputEvent::key_down(Key::A, true, true), 7'000); // the chord: no PIN, the panel opens
    const ScreenView view = make_view(session, ui, 7'000);
    check(session.phase() == Phase::playing, "the game is running");
    // FIDE increment from move 1: 5:02 each at the start. White: 5:02 - 4 s + 2 s, then running
    // since 6.5 s: 4:59.5, shown rounded up. Black: 5:02 - 2.5 s + 2 s = 5:01.5, shown 5:02.
    check(view.left.time_text == "0:05:00", "White's time");
    check(view.right.time_text == "0:05:02", "Black's time");
    check(view.left.moves_text == "Moves 1", "White has made one move");
    check(!view.locked && view.panel.open, "the chord opened the arbiter panel");
    std::printf("%s\n", failures == 0 ? "ok: input, model and view run without SFML" : "failed");
    return failures == 0 ? 0 : 1;
}
