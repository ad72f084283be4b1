#pragma once

// The start screen's offer when the journal folder holds an unfinished game (docs/journal.md):
// who played, the time control, when the journal was last written, both times, and the choice
// Resume (R) / New game (N). Also the notice the paused main screen shows after a restart or a
// machine suspend (Laws 6.10, 6.11). Pure: plain values from the replayed journal and a wall time,
// tested without a window; resume_offer_window.hpp draws it.

#include "app/clock/model/resume.hpp"
#include "app/clock/model/ui_state.hpp"
#include "app/clock/view/layout.hpp"
#include "app/clock/view/view.hpp"
#include "i18n/lang.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace pendule::app {

struct ResumeOfferView {
    std::string heading;             // "Unfinished game found"
    std::vector<std::string> lines;  // players, control, last written, times, whose clock ran
    std::vector<ButtonView> buttons; // Resume (R), disabled when it cannot be resumed; New game (N)
    std::string error;               // why this journal cannot be resumed
    std::string hint;                // what happens on Resume

    bool can_resume() const { return !buttons.empty() && buttons.front().enabled; }
    bool operator==(const ResumeOfferView&) const = default;
};

// The offer for a journal that replayed (load_resume_source succeeded). `unfinished`: how many
// unfinished journals the folder holds (this one, the most recent, included); more than one is said.
// When it was last written is in local time (the TZ of this process) with its UTC offset.
ResumeOfferView make_resume_offer(const ResumeSource& source, std::int64_t wall_now_ms, i18n::Lang lang,
                                  std::size_t unfinished = 1);
// The offer for one that cannot be resumed (damaged): the reason, and only New game.
ResumeOfferView make_resume_offer_error(const std::filesystem::path& file, const std::string& error,
                                        i18n::Lang lang, std::size_t unfinished = 1);

// Where the offer's card and buttons sit in a window of that size.
struct OfferLayout {
    Rect card;
    std::vector<Rect> buttons;
    int unit = 1;
};
OfferLayout offer_layout(const ResumeOfferView& view, int width, int height);

// "3 min 12 s", "45 s", "1 h 05 min": a gap for people.
std::string format_gap(std::int64_t ms);
// The local time's offset east of UTC at that wall time, in minutes (io::local_time: TZ applies on POSIX).
int local_utc_offset_minutes(std::int64_t wall_ms);
// "2026-11-21 03:19:11 UTC+01:00": the local time at that instant and its offset.
std::string format_wall_local(std::int64_t wall_ms);

// The reason written in the set-aside record when New game is chosen (English, as the journal's
// texts are).
inline constexpr const char* set_aside_reason = "New game chosen at the start instead of resuming";

// The paused main screen's notice: "Resumed: gap 3 min 12 s not counted — the arbiter decides
// (6.10, 6.11)", or the same for a machine suspend.
std::string gap_notice_text(const GapNotice& notice, i18n::Lang lang);

} // namespace pendule::app
