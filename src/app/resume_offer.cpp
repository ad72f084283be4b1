#include "app/resume_offer.hpp"

#include "app/control_words.hpp"
#include "core/clock/duration_text.hpp"
#include "io/game_export.hpp"

#include <algorithm>
#include <ctime>

namespace pendule::app {

namespace {

// The offer's words; the colours, "Board" and "Moves" come from lang.hpp.
struct OfferWords {
    const char* heading;
    const char* player;       // "White: Alice" (French typography: "Blancs : Alice")
    const char* journal;      // "Journal: %s"
    const char* control;      // "Time control: %s"
    const char* last_written; // "Last written: %s (%s ago)"
    const char* ran;          // "%s's clock was running: charged up to the last checkpoint only"
    const char* was_paused;   // the clock was paused
    const char* resume;
    const char* new_game;
    const char* hint;       // what Resume does
    const char* hint_new;   // what New game does
    const char* cannot;     // "Cannot be resumed: %s"
    const char* unfinished; // "%s unfinished games in the folder: this one is the most recent"
    const char* resumed_notice;
    const char* suspend_notice;
};

const OfferWords english_words{
    "Unfinished game found",
    "%s: %s",
    "Journal: %s",
    "Time control: %s",
    "Last written: %s (%s ago)",
    "%s's clock was running: charged up to the last checkpoint only",
    "The clock was paused",
    "Resume",
    "New game",
    "Resume: the game comes back paused, the arbiter decides about the gap (6.10, 6.11).",
    "New game: this journal is set aside, kept and readable (pendule-cli replay), and not offered again.",
    "Cannot be resumed: %s",
    "%s unfinished games in the folder: this one is the most recent",
    "Resumed: gap %s not counted \xe2\x80\x94 the arbiter decides (6.10, 6.11)",
    "Machine suspended: %s not counted \xe2\x80\x94 the arbiter decides (6.11)"};

const OfferWords french_words{
    "Partie non termin\xc3\xa9"
    "e trouv\xc3\xa9"
    "e",
    "%s : %s",
    "Journal : %s",
    "Cadence : %s",
    "Derni\xc3\xa8re \xc3\xa9"
    "criture : %s (il y a %s)",
    "La pendule des %s tournait : d\xc3\xa9"
    "compt\xc3\xa9"
    "e jusqu'au dernier point de contr\xc3\xb4le seulement",
    "La pendule \xc3\xa9tait arr\xc3\xaat\xc3\xa9"
    "e",
    "Reprendre",
    "Nouvelle partie",
    "Reprendre : la partie revient arr\xc3\xaat\xc3\xa9"
    "e, l'arbitre d\xc3\xa9"
    "cide pour l'interruption (6.10, 6.11).",
    "Nouvelle partie : ce journal est mis de c\xc3\xb4t\xc3\xa9, "
    "conserv\xc3\xa9 et lisible (pendule-cli replay), et n'est plus propos\xc3\xa9.",
    "Reprise impossible : %s",
    "%s parties non termin\xc3\xa9"
    "es dans le dossier : celle-ci est la plus r\xc3\xa9"
    "cente",
    "Reprise : interruption de %s non d\xc3\xa9"
    "compt\xc3\xa9"
    "e \xe2\x80\x94 l'arbitre d\xc3\xa9"
    "cide (6.10, 6.11)",
    "Mise en veille : %s non d\xc3\xa9"
    "compt\xc3\xa9"
    "es \xe2\x80\x94 l'arbitre d\xc3\xa9"
    "cide (6.11)"};

const OfferWords& words(Lang lang) {
    return lang == Lang::fr ? french_words : english_words;
}

// Replaces each "%s" in turn.
std::string fill(const char* pattern, const std::vector<std::string>& values) {
    std::string out = pattern;
    std::size_t from = 0;
    for (const std::string& value : values) {
        const std::size_t at = out.find("%s", from);
        if (at == std::string::npos)
            break;
        out.replace(at, 2, value);
        from = at + value.size();
    }
    return out;
}

std::string two(long long v) {
    std::string out = std::to_string(v);
    if (v < 10)
        out.insert(out.begin(), '0');
    return out;
}

std::vector<ButtonView> offer_buttons(const OfferWords& w, bool can_resume) {
    return {{"R", w.resume, can_resume}, {"N", w.new_game, true}};
}

} // namespace

std::string format_gap(std::int64_t ms) {
    const std::int64_t s = std::max<std::int64_t>(0, ms) / 1000;
    if (s < 60)
        return std::to_string(s) + " s";
    if (s < 3600)
        return std::to_string(s / 60) + " min " + std::to_string(s % 60) + " s";
    return std::to_string(s / 3600) + " h " + two(s / 60 % 60) + " min";
}

int local_utc_offset_minutes(std::int64_t wall_ms) {
    const std::time_t at = static_cast<std::time_t>(wall_ms / 1000);
    std::tm local{};
    if (::localtime_r(&at, &local) == nullptr)
        return 0;
    return static_cast<int>(local.tm_gmtoff / 60);
}

std::string format_wall_local(std::int64_t wall_ms) {
    const int offset = local_utc_offset_minutes(wall_ms);
    std::string text = io::wall_time_text(wall_ms, offset);
    if (offset == 0) // "... UTC" -> "... UTC+00:00": the local time, which is UTC here
        text += "+00:00";
    return text;
}

void add_unfinished(ResumeOfferView& view, const OfferWords& w, std::size_t unfinished) {
    if (unfinished > 1)
        view.lines.push_back(fill(w.unfinished, {std::to_string(unfinished)}));
}

ResumeOfferView make_resume_offer(const ResumeSource& source, std::int64_t wall_now_ms, Lang lang,
                                  std::size_t unfinished) {
    const OfferWords& w = words(lang);
    const Strings& t = strings(lang);
    const io::JournalHeader& header = source.game.header;
    ResumeOfferView view;
    view.heading = w.heading;
    std::string players = fill(w.player, {t.white, header.white.empty() ? "?" : header.white}) + "   " +
                          fill(w.player, {t.black, header.black.empty() ? "?" : header.black});
    if (!header.board.empty())
        players += "   " + std::string(t.board) + " " + header.board;
    view.lines.push_back(players);
    view.lines.push_back(fill(w.control, {describe_control(header.preset.control, lang) + "  \xc2\xb7  " +
                                          t.laws + " " + header.edition}));
    const std::int64_t last =
        source.game.last_wall_ms > 0 ? source.game.last_wall_ms : header.created_wall_ms;
    view.lines.push_back(fill(w.last_written, {format_wall_local(last), format_gap(wall_now_ms - last)}));
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
        view.lines.push_back(fill(w.ran, {*state.running == clock::Side::White ? t.white : t.black}));
    else
        view.lines.push_back(w.was_paused);
    view.lines.push_back(fill(w.journal, {source.file.filename().string()}));
    add_unfinished(view, w, unfinished);
    view.hint = std::string(w.hint) + " " + w.hint_new;
    view.buttons = offer_buttons(w, true);
    return view;
}

ResumeOfferView make_resume_offer_error(const std::filesystem::path& file, const std::string& error,
                                        Lang lang, std::size_t unfinished) {
    const OfferWords& w = words(lang);
    ResumeOfferView view;
    view.heading = w.heading;
    view.lines.push_back(fill(w.journal, {file.filename().string()}));
    add_unfinished(view, w, unfinished);
    view.hint = w.hint_new;
    view.error = fill(w.cannot, {error});
    view.buttons = offer_buttons(w, false);
    return view;
}

bool offers_resumption(const ProgramOptions& options) {
    return !options.resume && !options.start && options.script.empty() && options.screenshot.empty() &&
           options.exit_after_ms < 0;
}

std::optional<OfferChoice> offer_choice(const ResumeOfferView& view, const InputEvent& event,
                                        const std::vector<Rect>& buttons_at) {
    switch (event.kind) {
    case InputEvent::Kind::close:
        return OfferChoice::quit;
    case InputEvent::Kind::key:
        if (event.control || event.alt)
            return std::nullopt;
        if ((event.key == sf::Keyboard::R || event.key == sf::Keyboard::Enter) && view.can_resume())
            return OfferChoice::resume;
        if (event.key == sf::Keyboard::N)
            return OfferChoice::new_game;
        return std::nullopt;
    case InputEvent::Kind::click:
        for (std::size_t i = 0; i < buttons_at.size() && i < view.buttons.size(); ++i) {
            if (!buttons_at[i].contains(event.x, event.y) || !view.buttons[i].enabled)
                continue;
            return view.buttons[i].key == "R" ? OfferChoice::resume : OfferChoice::new_game;
        }
        return std::nullopt;
    default:
        return std::nullopt;
    }
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

std::string gap_notice_text(const GapNotice& notice, Lang lang) {
    const OfferWords& w = words(lang);
    return fill(notice.suspended ? w.suspend_notice : w.resumed_notice, {format_gap(notice.gap_ms)});
}

} // namespace pendule::app
