#include "app/platform/desk_app.hpp"

#include "app/draw/desk_draw.hpp"
#include "app/input/desk_input.hpp"
#include "app/input/script.hpp"
#include "app/platform/app.hpp"

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Window/Event.hpp>

#include <chrono>
#include <ostream>
#include <thread>

namespace pendule::app {

namespace {

std::int64_t wall_now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

class DeskWindow {
  public:
    DeskWindow(Desk desk, const Fonts& fonts, const Lang& lang, std::ostream& trace, bool tracing)
        : desk_(std::move(desk)), fonts_(fonts), lang_(lang), trace_(trace), tracing_(tracing) {}

    // One input event: the screen's state, then the command recorded (or refused, with the reason).
    bool handle(const InputEvent& event, int width, int height) {
        const DeskLayout l = make_desk_layout(width, height, desk_.round().boards.size());
        const DeskRouted routed = route_desk_input(desk_, screen_, event, l);
        if (routed.command) {
            const RecordResult& r = std::get<RecordResult>(*routed.command);
            if (auto error = desk_.apply(*routed.command, wall_now_ms())) {
                screen_.message = error->text();
                screen_.message_is_error = true;
            } else {
                screen_.message =
                    lang_.tr("Board {board}: {result} recorded",
                             {{"board", r.board}, {"result", r.result == "1/2-1/2" ? "½-½" : r.result}});
                screen_.message_is_error = false;
            }
            if (tracing_)
                trace_ << "desk result board=" << r.board << " result=" << r.result
                       << " recorded=" << !screen_.message_is_error << std::endl;
        }
        return routed.quit;
    }

    void draw(sf::RenderTarget& target, int width, int height) const {
        const DeskView view = make_desk_view(desk_, screen_, lang_);
        draw_desk(target, view, make_desk_layout(width, height, view.rows.size()), fonts_);
    }

  private:
    Desk desk_;
    DeskScreen screen_;
    const Fonts& fonts_;
    const Lang& lang_;
    std::ostream& trace_;
    bool tracing_;
};

} // namespace

int run_desk(const ProgramOptions& options, const Fonts& fonts, const Lang& lang, sf::RenderWindow& window,
             std::ostream& trace, std::ostream& err) {
    auto desk = Desk::open(options.desk);
    if (!desk) {
        err << "pendule: " << desk.error().text() << '\n';
        return 2;
    }
    for (const std::string& warning : desk->last_read().warnings)
        err << "pendule: " << warning << '\n';
    DeskWindow screen(std::move(desk.value()), fonts, lang, trace, options.trace);
    const int width = options.width;
    const int height = options.height;
    if (!options.script.empty() || !options.screenshot.empty()) {
        // Scripted: the steps on the desk, then the screenshot (no window is opened).
        auto steps = parse_script(options.script);
        if (!steps) {
            err << "pendule: --script: " << steps.error().text() << '\n';
            return 2;
        }
        for (const ScriptStep& step : *steps)
            if (!step.is_wait)
                screen.handle(step.event, width, height);
        if (options.screenshot.empty())
            return 0;
        sf::RenderTexture texture;
        if (!texture.create(static_cast<unsigned>(width), static_cast<unsigned>(height)))
            return 1;
        screen.draw(texture, width, height);
        texture.display();
        if (!texture.getTexture().copyToImage().saveToFile(options.screenshot))
            return 1;
        if (options.trace)
            trace << "screenshot " << options.screenshot << " " << width << "x" << height << std::endl;
        return 0;
    }
    open_main_window(window, options);
    const std::string title = "Pendule — desk";
    window.setTitle(sf::String::fromUtf8(title.begin(), title.end()));
    int w = static_cast<int>(window.getSize().x);
    int h = static_cast<int>(window.getSize().y);
    if (options.trace)
        trace << "ready " << w << "x" << h << " desk" << std::endl;
    bool dirty = true;
    while (window.isOpen()) {
        sf::Event event;
        while (window.pollEvent(event)) {
            if (event.type == sf::Event::Resized) {
                w = static_cast<int>(event.size.width);
                h = static_cast<int>(event.size.height);
                window.setView(sf::View(sf::FloatRect(0, 0, static_cast<float>(w), static_cast<float>(h))));
            } else if (auto input = to_input(event, w, h)) {
                if (screen.handle(*input, w, h))
                    window.close();
            }
            dirty = true;
        }
        if (dirty && window.isOpen()) {
            screen.draw(window, w, h);
            window.display();
            dirty = false;
        }
        // Nothing runs on the desk between two inputs: a short sleep keeps it idle.
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return 0;
}

} // namespace pendule::app
