#include "app/clock/draw/renderer.hpp"
#include "app/clock/view/make_view.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;
using app::test::make_session;
using app::test::Window;

namespace {

// The bottom edge of the last row the setup card draws: fields, summary lines, the error.
int last_row_bottom(const ScreenView& v, const Layout& l) {
    const int rows = static_cast<int>(v.pregame.fields.size() + v.pregame.summary.size()) +
                     (v.pregame.error.empty() ? 0 : 1);
    const Rect last = l.panel_field(rows - 1);
    return last.y + last.h;
}

} // namespace

TEST_CASE("layout: the setup card fits its window, whatever the size and the summary's length",
          "[app][layout]") {
    Window s = make_session(test::rapid());
    s.ui.setup.error = "preset 'x': no such file";
    const struct {
        int w, h;
    } sizes[] = {{1280, 800}, {1280, 720}, {1920, 1080}, {1024, 600}, {800, 480}, {700, 1000}, {480, 800}};
    for (const auto& size : sizes) {
        for (int warnings = 0; warnings <= 3; ++warnings) {
            ScreenView v = make_view(s, s.ui, 0);
            for (int i = 0; i < warnings; ++i)
                v.pregame.summary.push_back("a warning about the preset");
            const Layout l = layout_for(v, size.w, size.h);
            INFO(size.w << "x" << size.h << ", " << warnings << " warnings");
            CHECK(last_row_bottom(v, l) <= l.panel.y + l.panel.h);
            CHECK(l.panel.y + l.panel.h <= l.footer.y);
            CHECK(l.row_h >= 2);
        }
    }
    // At 1280x800 the fields stay comfortable: 3.5 units (28 px) high at least, with the two rows of
    // the arbiter's PIN, the Chess960 start's and the summary.
    s.ui.setup.error.clear();
    REQUIRE(make_view(s, s.ui, 0).pregame.fields.size() == 9);
    CHECK(layout_for(make_view(s, s.ui, 0), 1280, 800).row_h >= 28);
}
