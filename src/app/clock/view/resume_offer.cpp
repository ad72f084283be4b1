#include "app/clock/view/resume_offer.hpp"

#include "app/clock/model/control_words.hpp"
#include "app/clock/view/screen_words.hpp"
#include "core/clock/duration_text.hpp"
#include "io/export/game_export.hpp"
#include "io/os/file_system.hpp"

#include <algorithm>
#include <ctime>

namespace pendule::app {

namespace {

std::vector<ButtonView> offer_buttons(const i18n::Lang& lang, bool can_resume) {
    return {{"R", lang.tr("Resume"), can_resume}, {"N", lang.tr("New game"), true}};
}

} // namespace

std::string format_gap(std::int64_t ms) {
    const std::int64_t s = std::max<std::int64_t>(0, ms) / 1000;
    if (s < 60)
        return std::to_string(s) + " s";
    if (s < 3600)
        return std::to_string(s / 60) + " min " + std::to_string(s % 60) + " s";
    return std::to_string(s / 3600) + " h " + clock::two_digits(s / 60 % 60) + " min";
}

int local_utc_offset_minutes(std::int64_t wall_ms) {
    const auto local = io::local_time(wall_ms);
    return local ? local->utc_offset_minutes : 0;
}

std::string format_wall_local(std::int64_t wall_ms) {
    const int offset = local_utc_offset_minutes(wall_ms);
    std::string text = io::wall_time_text(wall_ms, offset);
    if (offset == 0) // "... UTC" -> "... UTC+00:00": the local time, which is UTC here
        text += "+00:00";
    return text;
}

void add_unfinished(ResumeOfferView& view, const i18n::Lang& lang, std::size_t unfinished) {
    if (unfinished > 1)
        view.lines.push_back(lang.trn("{n} unfinished game in the folder: this one is the most recent",
                                      "{n} unfinished games in the folder: this one is the most recent",
                                      unfinished));
}

std::string hint_new(const i18n::Lang& lang) {
    return lang.tr("New game: this journal is set aside, kept and readable (pendule-cli replay), and not "
                   "offered again.");
}

ResumeOfferView make_resume_offer(const ResumeSource& source, std::int64_t wall_now_ms, i18n::Lang lang,
                                  std::size_t unfinished) {
    const Strings& t = strings(lang);
    const io::JournalHeader& header = source.game.header;
    ResumeOfferView view;
    view.heading = lang.tr("Unfinished game found");
    const auto named = [&](const std::string& colour, const std::string& name) {
        return lang.tr("{colour}: {name}", {{"colour", colour}, {"name", name.empty() ? "?" : name}});
    };
    std::string players = named(t.white, header.white) + "   " + named(t.black, header.black);
    if (!header.board.empty())
        players += "   " + std::string(t.board) + " " + header.board;
    view.lines.push_back(players);
    view.lines.push_back(
        lang.tr("Time control: {control}", {{"control", describe_control(header.preset.control, lang) +
                                                            "  ·  " + t.laws + " " + header.edition}}));
    const std::int64_t last =
        source.game.last_wall_ms > 0 ? source.game.last_wall_ms : header.created_wall_ms;
    view.lines.push_back(
        lang.tr("Last written: {time} ({gap} ago)",
                {{"time", format_wall_local(last)}, {"gap", format_gap(wall_now_ms - last)}}));
    // Laws 6.10: the times the journal proves, as of its last record.
    const clock::ClockState state = source.game.final_state();
    std::string times;
    for (clock::Side side : {clock::Side::White, clock::Side::Black}) {
        const clock::PlayerClock& player = state.of(side);
        times += (times.empty() ? "" : "     ") +
                 std::string(side == clock::Side::White ? t.white : t.black) + " " +
                 clock::format_clock(player.main) + "  (" + t.moves + " " + std::to_string(player.moves) +
                 ")";
    }
    view.lines.push_back(times);
    if (state.running)
        view.lines.push_back(
            lang.tr(*state.running == clock::Side::White
                        ? i18n::N_("White's clock was running: charged up to the last checkpoint only")
                        : i18n::N_("Black's clock was running: charged up to the last checkpoint only")));
    else
        view.lines.push_back(lang.tr("The clock was paused"));
    view.lines.push_back(lang.tr("Journal: {file}", {{"file", io::text_of(source.file.filename())}}));
    add_unfinished(view, lang, unfinished);
    view.hint =
        lang.tr("Resume: the game comes back paused, the arbiter decides about the gap (6.10, 6.11).") + " " +
        hint_new(lang);
    view.buttons = offer_buttons(lang, true);
    return view;
}

ResumeOfferView make_resume_offer_error(const std::filesystem::path& file, const std::string& error,
                                        i18n::Lang lang, std::size_t unfinished) {
    ResumeOfferView view;
    view.heading = lang.tr("Unfinished game found");
    view.lines.push_back(lang.tr("Journal: {file}", {{"file", io::text_of(file.filename())}}));
    add_unfinished(view, lang, unfinished);
    view.hint = hint_new(lang);
    view.error = lang.tr("Cannot be resumed: {error}", {{"error", error}});
    view.buttons = offer_buttons(lang, false);
    return view;
}

OfferLayout offer_layout(const ResumeOfferView& view, int width, int height) {
    OfferLayout l;
    l.unit = std::max(1, std::min(width, height) / 100);
    l.card = {width * 6 / 100, height * 8 / 100, width * 88 / 100, height * 84 / 100};
    const int button_w = l.card.w * 30 / 100;
    const int button_h = height * 10 / 100;
    const int y = l.card.y + l.card.h - button_h - 3 * l.unit;
    for (std::size_t i = 0; i < view.buttons.size(); ++i)
        l.buttons.push_back(
            {l.card.x + 3 * l.unit + static_cast<int>(i) * (button_w + 3 * l.unit), y, button_w, button_h});
    return l;
}

std::string gap_notice_text(const GapNotice& notice, i18n::Lang lang) {
    const std::string gap = format_gap(notice.gap_ms);
    return notice.suspended
               ? lang.tr("Machine suspended: {gap} not counted — the arbiter decides (6.11)", {{"gap", gap}})
               : lang.tr("Resumed: gap {gap} not counted — the arbiter decides (6.10, 6.11)", {{"gap", gap}});
}

} // namespace pendule::app
