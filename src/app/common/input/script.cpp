#include "app/common/input/script.hpp"

#include "app/common/model/key_map.hpp"
#include "core/parse.hpp"

#include <cctype>

namespace pendule::app {

namespace {

// "Ctrl+Alt+A", "RShift", "Space".
std::optional<InputEvent> parse_key(std::string_view text) {
    InputEvent e;
    while (!text.empty()) {
        const auto plus = text.find('+');
        const std::string_view word = trim(text.substr(0, plus));
        text = plus == std::string_view::npos ? std::string_view{} : text.substr(plus + 1);
        if (word == "Ctrl")
            e.control = true;
        else if (word == "Alt")
            e.alt = true;
        else if (auto key = key_from_name(word))
            e.key = *key;
        else
            return std::nullopt;
    }
    if (e.key == Key::Unknown)
        return std::nullopt;
    return e;
}

} // namespace

Result<std::vector<ScriptStep>> parse_script(std::string_view text) {
    std::vector<ScriptStep> steps;
    int number = 0;
    while (!text.empty()) {
        const auto semi = text.find(';');
        const std::string_view item = trim(text.substr(0, semi));
        text = semi == std::string_view::npos ? std::string_view{} : text.substr(semi + 1);
        ++number;
        if (item.empty())
            continue;
        const std::string where = "--script step " + std::to_string(number);
        const auto space = item.find(' ');
        const std::string_view verb = item.substr(0, space);
        const std::string_view arg =
            space == std::string_view::npos ? std::string_view{} : trim(item.substr(space));
        ScriptStep step;
        if (verb == "wait") {
            auto ms = parse_integer(arg, 0, 86'400'000, {.plus = true});
            if (!ms)
                return fail("wait: expected milliseconds, got '" + std::string(arg) + "'", where);
            step.is_wait = true;
            step.wait_ms = *ms;
            steps.push_back(step);
        } else if (verb == "key") {
            auto event = parse_key(arg);
            if (!event)
                return fail("key: unknown key '" + std::string(arg) + "'", where);
            step.event = *event;
            steps.push_back(step);
            // A real keyboard also types the key's character.
            if (!event->control && !event->alt) {
                const std::string name = key_name(event->key);
                if (name.size() == 1)
                    steps.push_back(
                        {false, 0, InputEvent::typed(static_cast<char32_t>(std::tolower(name[0])))});
                else if (event->key == Key::Space)
                    steps.push_back({false, 0, InputEvent::typed(U' ')});
            }
        } else if (verb == "text") {
            for (char c : arg)
                steps.push_back({false, 0, InputEvent::typed(static_cast<unsigned char>(c))});
        } else if (verb == "click") {
            const auto mid = arg.find(' ');
            auto x = parse_integer(trim(arg.substr(0, mid)), 0, 100000, {.plus = true});
            auto y = mid == std::string_view::npos
                         ? std::nullopt
                         : parse_integer(trim(arg.substr(mid)), 0, 100000, {.plus = true});
            if (!x || !y)
                return fail("click: expected X Y in pixels", where);
            step.event = InputEvent::click_at(static_cast<int>(*x), static_cast<int>(*y));
            steps.push_back(step);
        } else {
            return fail("unknown step '" + std::string(verb) + "' (wait, key, text, click)", where);
        }
    }
    return steps;
}

} // namespace pendule::app
