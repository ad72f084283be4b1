#include "app/clock/model/resume.hpp"

#include "app/clock/model/journal_recorder.hpp"
#include "app/common/model/variant.hpp"
#include "io/export/clock_state_json.hpp"
#include "io/os/file_system.hpp"

namespace pendule::app {

Result<ResumeSource> resume_source_of(const std::filesystem::path& file, io::JournalRead read) {
    io::ReplayedGame game = io::replay_journal(read);
    if (game.error)
        return fail("cannot resume: " + game.error->text() + " (see pendule-cli replay " + io::text_of(file) +
                    ")");
    if (!game.started)
        return fail("cannot resume: the journal has no start", io::text_of(file));
    return ResumeSource{file, std::move(read), std::move(game)};
}

Result<std::string> replay_into_session(Session& session, const ResumeSource& source) {
    // A Chess960 game: the claims replayed, and those to come, start from its start.
    if (source.game.header.variant == "chess960") {
        const auto number = chess960_number_of(source.game.header.start_fen);
        if (!number || !session.set_chess960(number))
            return fail("cannot resume: the journal header's start '" + source.game.header.start_fen +
                            "' is no Chess960 start position",
                        io::text_of(source.file));
    }
    for (const auto& [t, text] : source.game.commands) {
        auto command = parse_command(text);
        if (!command)
            return fail("cannot resume: " + command.error().text() + " in the journal",
                        io::text_of(source.file));
        session.apply(*command, t);
    }
    const clock::TimePoint at = source.game.last_t;
    const clock::ClockState mine = session.clock().state(at);
    const clock::ClockState journal = source.game.final_state();
    if (mine == journal)
        return std::string();
    return "the session's clock " + io::clock_state_json(mine, at) + " differs from the journal's " +
           io::clock_state_json(journal, at) + " (the journal's times are used)";
}

std::string resume_message(const ResumeSource& source, std::int64_t wall_now_ms, i18n::Lang lang) {
    const std::int64_t gap_s = std::max<std::int64_t>(0, wall_now_ms - source.game.last_wall_ms) / 1000;
    const clock::ClockState state = source.game.final_state();
    const bool white = state.running == clock::Side::White;
    // In English for the journal; the panel shows it in the window's language.
    std::string text = lang.tr("game resumed from its journal: the program was away for about {seconds} s; ",
                               {{"seconds", gap_s}});
    if (state.running)
        text += lang.tr(
            white ? i18n::N_("White's clock was running and is charged up to the last checkpoint only; ")
                  : i18n::N_("Black's clock was running and is charged up to the last checkpoint only; "));
    return text + lang.tr("clock paused, the arbiter decides how to go on (6.10, 6.11)");
}

std::string suspend_message(std::int64_t wall_gap_ms, i18n::Lang lang) {
    return lang.tr("machine suspended for {seconds} s: clock paused, the arbiter decides (6.11)",
                   {{"seconds", std::max<std::int64_t>(0, wall_gap_ms) / 1000}});
}

} // namespace pendule::app
