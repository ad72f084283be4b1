// The clock's start: the config, the presets, an unfinished game offered or resumed, the journal
// and the hall link, then the window's loop (docs/gui.md, docs/journal.md).
#include "app/clock/platform/clock_main.hpp"

#include "app/clock/model/audio_devices.hpp"
#include "app/clock/model/journal_recorder.hpp"
#include "app/clock/model/resume.hpp"
#include "app/clock/model/session.hpp"
#include "app/clock/platform/app.hpp"
#include "app/clock/platform/audio_output.hpp"
#include "app/clock/platform/hall_link.hpp"
#include "app/clock/platform/journal_files.hpp"
#include "app/clock/platform/pin_setup.hpp"
#include "app/clock/platform/resume_offer_window.hpp"
#include "app/clock/platform/shifted_time_source.hpp"
#include "app/clock/view/resume_offer.hpp"
#include "app/common/draw/fonts.hpp"
#include "app/common/input/script.hpp"
#include "app/common/model/app_config.hpp"
#include "app/common/platform/files.hpp"
#include "app/common/platform/program_options.hpp"
#include "core/arbiter/edition.hpp"
#include "core/version.hpp"
#include "io/eboard/eboard_link.hpp"
#include "io/journal/journal_writer.hpp"
#include "io/os/file_system.hpp"
#include "io/os/wall_clock.hpp"
#include "io/preset/preset.hpp"

#include <chrono>
#include <filesystem>
#include <iostream>
#include <optional>

namespace pendule::app {

namespace {

// The presets the picker offers: the built-in ones, the user's folder, and the one asked for.
Result<std::vector<io::Preset>> read_presets(const std::string& wanted, const std::string& user_dir,
                                             int& selected) {
    std::vector<io::Preset> presets;
    if (auto builtin = io::builtin_presets())
        presets = std::move(builtin.value());
    std::error_code ec;
    if (!user_dir.empty() && std::filesystem::is_directory(user_dir, ec)) {
        auto user = io::load_preset_dir(user_dir);
        if (!user)
            return user.error();
        for (auto& p : user.value())
            presets.push_back(std::move(p));
    }
    auto chosen = io::resolve_preset(wanted.empty() ? io::default_preset_name() : wanted);
    if (!chosen)
        return chosen.error();
    selected = -1;
    for (std::size_t i = 0; i < presets.size(); ++i)
        if (presets[i].name == chosen->name && presets[i].control == chosen->control)
            selected = static_cast<int>(i);
    if (selected < 0) {
        presets.push_back(std::move(chosen.value()));
        selected = static_cast<int>(presets.size()) - 1;
    }
    return presets;
}

std::string header_edition(const app::ResumeSource& source) {
    return source.game.header.edition;
}

// What a start needs once the options are read: the config (the PIN migrated, --laws applied) and
// the --script steps.
struct Setup {
    app::AppConfig config;
    std::vector<app::ScriptStep> steps;
};

Result<Setup> prepare(const app::ProgramOptions& options, const std::string& config_path) {
    auto config = read_config(options);
    if (!config)
        return config.error();
    // The config never keeps the PIN in clear.
    app::replace_clear_pin(config_path, *config, std::cerr);
    Setup setup{std::move(config.value()), {}};
    if (!options.laws.empty()) {
        auto edition = arbiter::parse_edition(options.laws);
        if (!edition)
            return fail(edition.error().text(), "--laws");
        setup.config.edition = *edition;
    }
    if (options.chess960)
        setup.config.chess960 = options.chess960;
    if (!options.script.empty()) {
        auto parsed = app::parse_script(options.script);
        if (!parsed)
            return parsed.error();
        setup.steps = std::move(parsed.value());
    }
    return setup;
}

// The unfinished games of the journal folder (docs/journal.md): the one to resume at once
// (--resume), or the one to offer on the start screen, and how many there are.
struct Unfinished {
    std::optional<app::ResumeSource> resume;
    std::optional<std::filesystem::path> offered;
    std::size_t count = 0;
};

void warn_about(const app::ResumeSource& source) {
    for (const auto& warning : source.game.warnings)
        std::cerr << "pendule: journal warning: " << warning << '\n';
}

Result<Unfinished> look_for_unfinished(const app::ProgramOptions& options, const std::filesystem::path& dir) {
    Unfinished found;
    // Unfinished and not set aside, the most recent first.
    const auto all = io::find_unfinished_journals(dir);
    found.count = all.size();
    if (all.empty()) {
        if (options.resume)
            std::cerr << "pendule: --resume: no unfinished game in " << io::text_of(dir) << "; a new game\n";
        return found;
    }
    if (app::offers_resumption(options)) {
        found.offered = all.front();
    } else if (options.resume) {
        auto source = app::load_resume_source(all.front());
        if (!source)
            return source.error();
        found.resume = std::move(source.value());
        warn_about(*found.resume);
    } else {
        std::cerr << "pendule: an unfinished game is in " << io::text_of(all.front())
                  << "; start with --resume to continue it (paused, the arbiter decides)\n";
    }
    return found;
}

// The start screen offers the unfinished game: Resume (R) / New game (N). False when the arbiter
// closed the window instead.
bool offer_unfinished(sf::RenderWindow& window, Unfinished& unfinished, const app::ProgramOptions& options,
                      const app::Fonts& fonts, const i18n::Lang& lang) {
    const std::filesystem::path& offered = *unfinished.offered;
    auto source = app::load_resume_source(offered);
    const auto offer = [&] {
        return source ? app::make_resume_offer(*source, io::wall_now_ms(), lang, unfinished.count)
                      : app::make_resume_offer_error(offered, source.error().text(), lang, unfinished.count);
    };
    if (options.trace)
        std::cout << "offer-journal unfinished=" << unfinished.count
                  << " file=" << io::text_of(offered.filename()) << std::endl;
    switch (app::run_resume_offer(window, offer, options, fonts, std::cout)) {
    case app::OfferChoice::quit:
        return false;
    case app::OfferChoice::new_game:
        // The arbiter's choice is recorded in that journal, which stays whole and readable
        // (pendule-cli replay, export) and is not offered again.
        if (auto error = io::set_aside_journal(offered, io::wall_now_ms(), app::set_aside_reason))
            std::cerr << "pendule: a new game; the unfinished one could not be set aside and will be offered "
                         "again: "
                      << error->text() << '\n';
        else
            std::cerr << "pendule: a new game; the unfinished one is set aside in " << io::text_of(offered)
                      << " (pendule-cli replay reads it)\n";
        if (options.trace)
            std::cout << "set-aside " << io::text_of(offered.filename()) << std::endl;
        return true;
    case app::OfferChoice::resume:
        unfinished.resume = std::move(source.value());
        warn_about(*unfinished.resume);
        return true;
    }
    return true;
}

// The players, the board and the seat from the options, or from the journal of a resumed game,
// whose commands are then replayed. What the replay found different from the journal's times
// (nothing, normally).
Result<std::string> fill_session(app::Session& session, app::UiState& ui, const app::ProgramOptions& options,
                                 const std::optional<app::ResumeSource>& resume) {
    app::GameSettings settings = session.settings();
    settings.white_name = options.white_name;
    settings.black_name = options.black_name;
    if (options.board > 0)
        settings.board = std::to_string(options.board);
    settings.white_side = options.white_side.value_or(app::Side::left);
    if (resume) {
        const auto& header = resume->game.header;
        settings.white_name = header.white;
        settings.black_name = header.black;
        settings.board = header.board;
        settings.white_side = header.white_side == "right" ? app::Side::right : app::Side::left;
    }
    session.configure({settings});
    if (!resume)
        return std::string();
    auto replayed = app::replay_into_session(session, *resume);
    if (!replayed)
        return replayed.error();
    // Wrong PINs since the last right one keep their count and their wait across a restart.
    const auto& attempts = resume->game.pin_attempts;
    std::size_t first = 0;
    for (std::size_t i = 0; i < attempts.size(); ++i)
        if (attempts[i].count == 0)
            first = i + 1;
    for (std::size_t i = first; i < attempts.size(); ++i)
        ui.lock.restore_wrong_pin(attempts[i].at, attempts[i].wall_ms);
    return replayed.value();
}

// A resumed game goes on in its own journal: reopened after its last whole record, the gap told
// (paused: the arbiter decides, Laws 6.10, 6.11), the journal's times winning over a replay that
// would differ.
std::optional<Error> continue_from_journal(app::Session& session, app::UiState& ui,
                                           app::JournalRecorder& journal, const app::ResumeSource& resume,
                                           const std::string& difference, const app::ProgramOptions& options,
                                           const i18n::Lang& lang) {
    const clock::TimePoint at = resume.game.last_t;
    const std::int64_t next_seq = resume.read.events.empty() ? 1 : resume.read.events.back().seq + 1;
    auto writer = io::JournalWriter::reopen(resume.file, resume.read.valid_bytes, next_seq);
    if (!writer)
        return writer.error();
    journal.continue_journal(std::move(writer.value()), resume.game.clock, session, header_edition(resume));
    const std::int64_t wall = io::wall_now_ms();
    // The journal keeps the English text; the panel speaks the window's language.
    const std::string message = app::resume_message(resume, wall);
    journal.on_resumed(at, wall - resume.game.last_wall_ms, wall, message);
    session.apply(app::PauseClock{}, at);
    if (!difference.empty()) {
        // Should never happen; if it does, the journal's times win, as an arbiter's correction.
        std::cerr << "pendule: resume: " << difference << '\n';
        const clock::ClockState journal_state = resume.game.final_state();
        for (auto colour : {clock::Side::White, clock::Side::Black})
            session.apply(app::SetTime{colour, journal_state.of(colour).main}, at);
    }
    ui.panel.message = app::resume_message(resume, wall, lang);
    ui.gap_notice = app::GapNotice{wall - resume.game.last_wall_ms, false};
    std::cerr << "pendule: " << message << " (" << io::text_of(resume.file) << ")\n";
    if (options.trace)
        std::cout << "resumed at_ms=" << at << " gap_ms=" << wall - resume.game.last_wall_ms
                  << " presses=" << resume.game.presses.size() << std::endl;
    return std::nullopt;
}

int failed(const Error& error) {
    std::cerr << "pendule: " << error.text() << '\n';
    return 2;
}

// Everything checked before any window opens (the offer included): the config and the script, the
// hall's settings, the journal's folder and its unfinished games, the presets.
struct Start {
    Setup setup;
    bool journaling = false;
    std::filesystem::path journal_dir;
    Unfinished unfinished;
    std::vector<io::Preset> presets;
    int selected = 0;
};

Result<Start> check_start(app::ProgramOptions& options) {
    const std::string config_path = options.config.empty() ? app::default_config_path() : options.config;
    auto setup = prepare(options, config_path);
    if (!setup)
        return setup.error();
    Start start;
    start.setup = std::move(setup.value());
    // --hall and its companions, from the command line or the config file.
    if (auto hall = app::take_hall_settings(options, start.setup.config); !hall)
        return hall.error();
    // The journal (docs/journal.md): on by default; scripted and screenshot runs record only when
    // given a --journal-dir.
    start.journaling = !options.no_journal && ((options.script.empty() && options.screenshot.empty()) ||
                                               !options.journal_dir.empty());
    start.journal_dir =
        options.journal_dir.empty() ? io::default_journal_dir() : io::path_of(options.journal_dir);
    if (start.journaling) {
        auto found = look_for_unfinished(options, start.journal_dir);
        if (!found)
            return found.error();
        start.unfinished = std::move(found.value());
    }
    auto presets = read_presets(start.unfinished.resume ? std::string() : options.preset,
                                start.setup.config.preset_dir, start.selected);
    if (!presets)
        return presets.error();
    start.presets = std::move(presets.value());
    return start;
}

// A resumed game goes on under the edition of the Laws it was started with, and with the journal's
// own control, whatever the presets on this machine say now.
void follow_resumed_game(Start& start) {
    const std::optional<app::ResumeSource>& resume = start.unfinished.resume;
    if (!resume)
        return;
    if (auto edition = arbiter::parse_edition(resume->game.header.edition))
        start.setup.config.edition = *edition;
    start.presets.push_back(resume->game.header.preset);
    start.selected = static_cast<int>(start.presets.size()) - 1;
}

// The hall (--hall, with the journal on) is told every record after it is on the disk; a resumed
// game's earlier records first (the hall ignores those it has). None without --hall.
Result<std::unique_ptr<app::HallLink>> start_hall_link(const app::ProgramOptions& options, const Start& start,
                                                       app::JournalRecorder& journal) {
    if (options.hall.empty() || !start.journaling)
        return std::unique_ptr<app::HallLink>();
    auto link = app::HallLink::start(options.hall, options.event, options.board, options.hall_user,
                                     options.hall_password_file, options.round);
    if (!link)
        return link.error();
    if (start.unfinished.resume)
        link.value()->publish_file(start.unfinished.resume->file);
    link.value()->observe(journal);
    return link;
}

} // namespace

int list_audio_devices(std::ostream& out, std::ostream& err) {
    const AudioDevices devices = audio_devices();
    if (devices.names.empty()) {
        err << "pendule: OpenAL lists no audio output device (no sound card, or no sound server)\n";
        return 1;
    }
    out << device_listing(devices.names, devices.default_name);
    return 0;
}

int run_clock(ProgramOptions options) {
    auto start = check_start(options);
    if (!start)
        return failed(start.error());
    app::Fonts fonts;
    if (auto error = load_fonts(fonts))
        return failed(fail(*error));
    app::AppConfig& config = start->setup.config;
    const i18n::Lang lang = i18n::choose_lang(options.lang, config.lang, io::display_languages());
    // The program's one window: the offer is its start screen, then the clock's screens follow.
    sf::RenderWindow main_window;
    if (start->unfinished.offered && !offer_unfinished(main_window, start->unfinished, options, fonts, lang))
        return 0;
    follow_resumed_game(*start);
    const std::optional<app::ResumeSource>& resume = start->unfinished.resume;
    app::Session session(std::move(start->presets), start->selected, config, lang);
    app::UiState ui(config);
    ui.files = app::disk_file_reader();
    auto difference = fill_session(session, ui, options, resume);
    if (!difference)
        return failed(difference.error());
    app::JournalRecorder journal(app::journal_in(start->journal_dir), io::wall_now_ms);
    journal.set_event(options.event, options.round);
    auto hall_link = start_hall_link(options, *start, journal);
    if (!hall_link)
        return failed(hall_link.error());

    if (!options.script.empty()) {
        app::ManualTimeSource manual(1'000'000);
        app::App window(options, session, ui, fonts, manual, std::cout, main_window);
        if (start->journaling)
            window.set_journal(&journal);
        return window.run_script(start->setup.steps, manual);
    }
    app::SteadyTimeSource steady;
    // A resumed game's time goes on from its last record, not from this process's clock.
    const std::int64_t offset = resume ? resume->game.last_t - steady.now_ms() : 0;
    app::ShiftedTimeSource shifted(steady, offset);
    app::App window(options, session, ui, fonts, shifted, std::cout, main_window);
    if (start->journaling)
        window.set_journal(&journal);
    window.set_hall(hall_link->get());
    // The e-board (--eboard, eboard = in the config): read from the game's start, or, resumed, from
    // the moves its journal holds; a move made while the clock was down is read from the board.
    const std::string eboard_port = options.eboard.empty() ? config.eboard : options.eboard;
    std::unique_ptr<io::EBoardLink> eboard_link;
    if (!eboard_port.empty()) {
        eboard::RecognizerSettings settings;
        if (options.eboard_turned || config.eboard_turned)
            settings.orientation = eboard::Orientation::turned;
        ui.eboard.emplace(rules::Game(session.start_position()), settings,
                          resume ? resume->game.board.moves : std::vector<io::BoardMoveRecord>{},
                          !resume || resume->game.presses.size() >= resume->game.board.moves.size());
        eboard_link = std::make_unique<io::EBoardLink>(eboard_port);
        window.set_eboard(eboard_link.get());
    }
    if (resume)
        if (auto error = continue_from_journal(session, ui, journal, *resume, *difference, options, lang))
            return failed(*error);
    return window.run();
}

} // namespace pendule::app
