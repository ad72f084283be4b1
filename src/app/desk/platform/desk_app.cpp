#include "app/desk/platform/desk_app.hpp"

#include "app/common/input/script.hpp"
#include "app/common/platform/files.hpp"
#include "app/common/platform/thread_executor.hpp"
#include "app/common/platform/window.hpp"
#include "app/desk/draw/desk_draw.hpp"
#include "app/desk/input/desk_commands.hpp"
#include "app/desk/input/desk_input.hpp"
#include "app/desk/platform/round_file.hpp"
#include "hall/link/board_watcher.hpp"
#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"
#include "hall/link/hall_record.hpp"
#include "hall/link/setup_publisher.hpp"
#include "io/os/file_system.hpp"
#include "io/os/wall_clock.hpp"
#include "io/round/board_setup.hpp"

#include <chrono>
#include <iostream>
#include <memory>
#include <ostream>
#include <thread>

namespace pendule::app {

namespace {

class DeskWindow {
  public:
    // `executor`: where the analyses that rulings wait for run (it outlives the window's desk).
    DeskWindow(Desk desk, Executor& executor, const Fonts& fonts, const i18n::Lang& lang, std::ostream& trace,
               bool tracing)
        : desk_(std::move(desk)), fonts_(fonts), lang_(lang), trace_(trace), tracing_(tracing) {
        desk_.set_executor(&executor);
        screen_.files = disk_file_reader();
    }

    // One input event: the screen's state, then the command recorded (or refused, with the reason,
    // or waiting for its analysis); the progress mark stays while a ruling waits.
    bool handle(const InputEvent& event, int width, int height) {
        const DeskLayout l = make_desk_layout(width, height, desk_.round().boards.size());
        const DeskRouted routed = route_desk_input(desk_, screen_, event, l, lang_);
        if (routed.command) {
            const bool recorded =
                take_desk_command(desk_, screen_, *routed.command, lang_, io::wall_now_ms());
            if (tracing_)
                trace_command(*routed.command, recorded);
            if (recorded)
                publish_setups(); // a board added: its set-up goes out
        }
        show_desk_progress(desk_, screen_, lang_);
        return routed.quit;
    }

    // The rulings whose analysis has answered, recorded and shown. Whether any arrived.
    bool take_verdicts() {
        const std::vector<Desk::Arrived> arrived = take_desk_verdicts(desk_, screen_, lang_);
        if (tracing_)
            for (const Desk::Arrived& a : arrived) {
                trace_ << "desk ruling board=" << a.board << " question=" << a.question
                       << " recorded=" << a.ruling.has_value() << " analysed=1";
                if (a.ruling)
                    trace_ << " article=" << a.ruling->record.article
                           << " verdict=" << a.ruling->record.verdict
                           << " set=" << io::clock_setting_words(a.ruling->ruling.set);
                else
                    trace_ << " error=" << screen_.message;
                trace_ << std::endl;
            }
        return !arrived.empty();
    }

    // Before leaving: the rulings that wait are recorded once their analysis answers (bounded by its
    // node budget), never dropped.
    void finish() {
        while (!desk_.waiting().empty()) {
            if (!take_verdicts())
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }

    // What the desk recorded, for the tests: "desk result board=2 result=0-1 recorded=1", "desk ruling
    // board=1 question=illegal recorded=1 set=7:21/6:02/22", "desk board added=4 recorded=1".
    void trace_command(const DeskCommand& command, bool recorded) {
        if (const auto* r = std::get_if<RecordResult>(&command)) {
            trace_ << "desk result board=" << r->board << " result=" << r->result << " recorded=" << recorded
                   << std::endl;
        } else if (const auto* g = std::get_if<GiveRuling>(&command)) {
            trace_ << "desk ruling board=" << g->question.board << " question=" << g->question.question
                   << " recorded=" << (recorded && !desk_.last_ruling_waits());
            if (recorded && desk_.last_ruling_waits()) {
                trace_ << " waiting=1 message=" << screen_.message;
            } else if (recorded && desk_.last_ruling()) {
                const io::RulingGiven& record = desk_.last_ruling()->record;
                trace_ << " article=" << record.article
                       << " set=" << io::clock_setting_words(desk_.last_ruling()->ruling.set);
            } else {
                trace_ << " error=" << screen_.message;
            }
            trace_ << std::endl;
        } else {
            trace_ << "desk board added=" << (recorded ? desk_.last_board_added() : 0)
                   << " recorded=" << recorded << std::endl;
        }
    }

    // The hall (--hall): the boards' set-ups published, the clocks' states heard.
    void set_hall(hall::SetupPublisher* publisher, hall::BoardWatcher* watcher, std::string event) {
        publisher_ = publisher;
        watcher_ = watcher;
        event_ = std::move(event);
        publish_setups();
    }

    // What the clocks said since the last call, taken into the screen. Whether anything came.
    bool hear_hall() {
        if (!watcher_)
            return false;
        const auto messages = watcher_->take();
        for (const hall::BoardWatcher::Message& m : messages) {
            receive_live(screen_.live, m.board, m.leaf, m.text);
            if (!tracing_)
                continue;
            const LiveBoard& b = screen_.live[m.board];
            trace_ << "desk live board=" << m.board << " " << m.leaf;
            if (m.leaf == "status")
                trace_ << "=" << b.link;
            else if (!b.problem.empty())
                trace_ << " refused=" << b.problem;
            else if (auto proposal = proposed_result(desk_.round(), screen_.live, m.board))
                trace_ << " proposed=" << proposal->result;
            trace_ << std::endl;
        }
        return !messages.empty();
    }

    void draw(sf::RenderTarget& target, int width, int height) const {
        const DeskView view = make_desk_view(desk_, screen_, lang_);
        draw_desk(target, view, make_desk_layout(width, height, view.rows.size()), fonts_);
    }

  private:
    void publish_setups() {
        if (!publisher_)
            return;
        const std::size_t changed = publisher_->set(io::round_setups(desk_.round(), event_));
        if (tracing_ && changed > 0)
            trace_ << "desk setups published=" << changed << std::endl;
    }

    Desk desk_;
    DeskScreen screen_;
    hall::SetupPublisher* publisher_ = nullptr;
    hall::BoardWatcher* watcher_ = nullptr;
    std::string event_;
    const Fonts& fonts_;
    const i18n::Lang& lang_;
    std::ostream& trace_;
    bool tracing_;
};

// Scripted (--script, --screenshot): the steps on the desk, then the screenshot (no window is
// opened). An analysis runs when asked and its answer is taken at the next step, as the window's next
// turn would: a screenshot right after a ruling shows it waiting, deterministically.
int run_desk_script(Desk desk, const ProgramOptions& options, const Fonts& fonts, const i18n::Lang& lang,
                    std::ostream& trace, std::ostream& err) {
    ManualExecutor executor(true);
    DeskWindow screen(std::move(desk), executor, fonts, lang, trace, options.trace);
    auto steps = parse_script(options.script);
    if (!steps) {
        err << "pendule: --script: " << steps.error().text() << '\n';
        return 2;
    }
    for (const ScriptStep& step : *steps) {
        screen.take_verdicts();
        if (!step.is_wait)
            screen.handle(step.event, options.width, options.height);
    }
    int status = 0;
    if (!options.screenshot.empty()) {
        const int width = options.width;
        const int height = options.height;
        if (auto error = save_screenshot({width, height}, options.screenshot, [&](sf::RenderTarget& target) {
                screen.draw(target, width, height);
            })) {
            err << "pendule: " << *error << '\n';
            status = 1;
        } else if (options.trace) {
            trace << "screenshot " << options.screenshot << " " << width << "x" << height << std::endl;
        }
    }
    screen.finish(); // a ruling still waiting is recorded, not lost
    return status;
}

// With --hall, the set-ups go out and the clocks' states come in (the desk's account).
struct DeskHall {
    std::unique_ptr<hall::SetupPublisher> publisher;
    std::unique_ptr<hall::BoardWatcher> watcher;
    std::string event;
};

// Connects `link` to options.hall, when given, on link.event. What went wrong, in words.
std::optional<std::string> connect_hall(const ProgramOptions& options, DeskHall& link) {
    if (options.hall.empty())
        return std::nullopt;
    auto broker = hall::parse_broker_url(options.hall);
    if (!broker)
        return "--hall: " + broker.error().text();
    if (!hall::is_valid_event_name(link.event))
        return "the round's event '" + link.event + "' is not usable as a topic level: give --event ID";
    auto login = hall::account_login(options.hall_user, options.hall_password_file, "desk");
    if (!login)
        return login.error().text();
    link.publisher = std::make_unique<hall::SetupPublisher>(*broker, link.event, *login);
    link.watcher = std::make_unique<hall::BoardWatcher>(*broker, link.event, *login);
    for (auto problem : {link.publisher->start(), link.watcher->start()})
        if (problem)
            return "--hall: " + problem->text();
    return std::nullopt;
}

WindowSize open_desk_window(sf::RenderWindow& window, const ProgramOptions& options, std::ostream& trace) {
    open_main_window(window, options);
    const std::string title = "Pendule — desk";
    window.setTitle(sf::String::fromUtf8(title.begin(), title.end()));
    const WindowSize size = size_of(window);
    if (options.trace)
        trace << "ready " << size.width << "x" << size.height << " desk" << std::endl;
    return size;
}

// Until the window closes: the verdicts that arrived, the hall's news and the input taken, then a
// frame drawn when any of them changed the screen.
void run_desk_loop(sf::RenderWindow& window, DeskWindow& screen, WindowSize size) {
    bool dirty = true;
    while (window.isOpen()) {
        if (screen.take_verdicts()) // an analysis answered: its ruling recorded, then shown
            dirty = true;
        if (screen.hear_hall()) // a clock's state or link: shown at once
            dirty = true;
        const int taken = take_events(window, size, [&](const InputEvent& input) {
            if (screen.handle(input, size.width, size.height))
                window.close();
            return true;
        });
        if (taken > 0)
            dirty = true;
        if (dirty && window.isOpen()) {
            screen.draw(window, size.width, size.height);
            window.display();
            dirty = false;
        }
        // Between two inputs only an analysis runs, on its own thread: a short sleep keeps the loop idle.
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

} // namespace

int run_desk(const ProgramOptions& options, const Fonts& fonts, const i18n::Lang& lang,
             sf::RenderWindow& window, std::ostream& trace, std::ostream& err) {
    auto desk = open_desk(options.desk);
    if (!desk) {
        err << "pendule: " << desk.error().text() << '\n';
        return 2;
    }
    for (const std::string& warning : desk->last_read().warnings)
        err << "pendule: " << warning << '\n';
    if (!options.script.empty() || !options.screenshot.empty())
        return run_desk_script(std::move(desk.value()), options, fonts, lang, trace, err);
    ThreadExecutor executor; // declared first: it outlives the desk that posts to it
    DeskHall link{nullptr, nullptr, options.event.empty() ? desk->round().opened.event : options.event};
    if (auto problem = connect_hall(options, link)) {
        err << "pendule: " << *problem << '\n';
        return 2;
    }
    DeskWindow screen(std::move(desk.value()), executor, fonts, lang, trace, options.trace);
    if (link.publisher)
        screen.set_hall(link.publisher.get(), link.watcher.get(), link.event);
    run_desk_loop(window, screen, open_desk_window(window, options, trace));
    screen.finish();
    return 0;
}

int run_desk_program(const ProgramOptions& options) {
    auto config = read_config(options);
    if (!config) {
        std::cerr << "pendule: " << config.error().text() << '\n';
        return 2;
    }
    Fonts fonts;
    if (auto error = load_fonts(fonts)) {
        std::cerr << "pendule: " << *error << '\n';
        return 2;
    }
    const i18n::Lang lang = i18n::choose_lang(options.lang, config->lang, io::display_languages());
    sf::RenderWindow window;
    return run_desk(options, fonts, lang, window, std::cout, std::cerr);
}

} // namespace pendule::app
