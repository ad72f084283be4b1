#pragma once

// Resuming a game after the program stopped (crash, power cut, killed): the journal's commands
// are applied again to a new session, at their recorded times, so that the session's own state
// (the decision log, the illegal-move counts, the undo history) comes back with the clock; the
// journal's clock records then prove the result (both must agree to the millisecond).

#include "app/clock/model/session.hpp"
#include "core/result.hpp"
#include "i18n/lang.hpp"
#include "io/journal/journal_replay.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace pendule::app {

struct ResumeSource {
    std::filesystem::path file;
    io::JournalRead read;
    io::ReplayedGame game;
};

// Replays an unfinished journal as read from `file` (the platform reads it: load_resume_source in
// app/clock/platform/journal_files.hpp). An Error when it cannot be resumed safely (a damaged
// record in the middle: the arbiter must look at it with pendule-cli replay).
Result<ResumeSource> resume_source_of(const std::filesystem::path& file, io::JournalRead read);

// Applies the journal's commands to `session` (which must be in setup with the journal's preset
// selected and no observer yet). Returns a description of any difference between the session's
// clock and the journal's clock at the journal's last instant (empty: they agree).
Result<std::string> replay_into_session(Session& session, const ResumeSource& source);

// The words for the arbiter: how long the program was away, whose clock ran, what happens now.
// The journal's `resumed` record keeps the English text; the panel shows the window's language.
std::string resume_message(const ResumeSource& source, std::int64_t wall_now_ms,
                           i18n::Lang lang = i18n::Lang::en);

// The panel's message when the machine slept and the clock was paused (Laws 6.11).
std::string suspend_message(std::int64_t wall_gap_ms, i18n::Lang lang);

} // namespace pendule::app
