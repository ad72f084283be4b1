#include "app/common/model/app_config.hpp"

#include "core/parse.hpp"
#include "io/os/file_system.hpp"
#include "io/pin_hash.hpp"

#include <cctype>
#include <cstdlib>

namespace pendule::app {

namespace {

std::optional<bool> parse_switch(std::string_view v) {
    if (v == "on" || v == "yes" || v == "true" || v == "1")
        return true;
    if (v == "off" || v == "no" || v == "false" || v == "0")
        return false;
    return std::nullopt;
}

// The seat a `speak_..._left` / `speak_..._right` setting names.
std::optional<Side> seat_of(std::string_view name, std::string_view stem) {
    if (name.size() <= stem.size() || name.substr(0, stem.size()) != stem)
        return std::nullopt;
    const std::string_view rest = name.substr(stem.size());
    if (rest == "_left")
        return Side::left;
    if (rest == "_right")
        return Side::right;
    return std::nullopt;
}

// "600, 300, 10" seconds -> milliseconds, largest first; an error names the bad item.
std::optional<std::string> parse_thresholds(std::string_view text, std::vector<std::int64_t>& out) {
    out.clear();
    for (const std::string_view word : list_items(text)) {
        auto seconds = parse_integer(word, 1, 100'000, {.plus = true});
        if (!seconds)
            return std::string(1, '\'').append(word).append("' is not a number of seconds from 1 to 100000");
        out.push_back(*seconds * 1000);
    }
    return std::nullopt;
}

// The talking clock's settings (speak, speak_*): an error message or nothing.
std::optional<std::string> apply_speech(AppConfig& config, std::string_view name, std::string_view value) {
    SpeechSettings& speech = config.speech;
    std::string what(name);
    if (name == "speak" || name == "speak_flag" || name == "speak_control" || name == "speak_rulings") {
        auto on = parse_switch(value);
        if (!on)
            return what + ": expected on or off";
        (name == "speak"           ? speech.on
         : name == "speak_flag"    ? speech.flag
         : name == "speak_control" ? speech.control
                                   : speech.rulings) = *on;
    } else if (name == "speak_left_key" || name == "speak_right_key") {
        auto key = key_from_name(trim(value));
        if (!key)
            return what.append(": unknown key '").append(value).append("'");
        config.keys.set_speak_key(name == "speak_left_key" ? Side::left : Side::right, *key);
    } else if (auto lang_seat = seat_of(name, "speak_lang")) {
        if (!i18n::lang_from_name(value))
            return what + ": " + i18n::expected_langs();
        speech.of(*lang_seat).lang = std::string(value);
    } else if (auto ear_seat = seat_of(name, "speak_channel")) {
        if (value == "left" || value == "right" || value == "both")
            speech.of(*ear_seat).ear = value == "left"    ? Ear::left
                                       : value == "right" ? Ear::right
                                                          : Ear::both;
        else
            return what + ": expected left, right or both";
    } else if (auto threshold_seat = seat_of(name, "speak_thresholds")) {
        if (auto problem = parse_thresholds(value, speech.of(*threshold_seat).thresholds))
            return what.append(": ").append(*problem);
    } else {
        return "unknown setting '" + what + "'";
    }
    return std::nullopt;
}

// The same rules as the hall's (hall/hall_record.hpp), which this layer does not include: an event is
// one topic level, a round numbers separated by dots.
bool is_topic_level(std::string_view text) {
    return !text.empty() && text.find_first_of("/+#") == std::string_view::npos;
}

bool is_round(std::string_view round) {
    if (round.empty() || round.size() > 16 || round.front() == '.' || round.back() == '.' ||
        round.find("..") != std::string_view::npos)
        return false;
    return round.find_first_not_of("0123456789.") == std::string_view::npos;
}

// The hall's settings: false when `name` is not one of them; `error` says what is wrong.
bool apply_hall(AppConfig& config, std::string_view name, std::string_view value,
                std::optional<std::string>& error) {
    if (name == "hall") {
        if (value.substr(0, 7) != "mqtt://" || value.size() == 7)
            error = "hall: expected mqtt://HOST[:PORT]";
        config.hall = std::string(value);
    } else if (name == "event") {
        if (!is_topic_level(value))
            error = "event: expected a name without '/', '+' or '#'";
        config.event = std::string(value);
    } else if (name == "board") {
        auto n = parse_integer(value, 1, 9999, {.plus = true});
        if (!n)
            error = "board: expected a number from 1 to 9999";
        config.board = static_cast<int>(n.value_or(0));
    } else if (name == "round") {
        if (!is_round(value))
            error = "round: expected numbers separated by dots (5, 2.1)";
        config.round = std::string(value);
    } else if (name == "eboard") {
        if (value.empty())
            error = "eboard: expected a port (/dev/ttyACM0, COM3) or auto";
        config.eboard = std::string(value);
    } else if (name == "eboard_turned" || name == "eboard-turned") {
        if (value != "on" && value != "off")
            error = std::string(name) + ": expected on or off";
        config.eboard_turned = value == "on";
    } else if (name == "hall_user" || name == "hall-user") {
        if (value.empty())
            error = std::string(name) + ": the user name is empty";
        config.hall_user = std::string(value);
    } else if (name == "hall_password_file" || name == "hall-password-file") {
        if (value.empty())
            error = std::string(name) + ": expected a file name";
        config.hall_password_file = std::string(value);
    } else {
        return false;
    }
    return true;
}

// Applies one `name = value` setting; returns an error message or nothing.
std::optional<std::string> apply(AppConfig& config, std::string_view name, std::string_view value) {
    if (std::optional<std::string> error; apply_hall(config, name, value, error))
        return error;
    if (name == "left_keys" || name == "right_keys") {
        auto keys = parse_key_list(value);
        if (!keys)
            return keys.error().message;
        config.keys.set_keys(name == "left_keys" ? Side::left : Side::right, std::move(keys.value()));
    } else if (name == "unlock_chord") {
        auto chord = parse_chord(value);
        if (!chord)
            return chord.error().message;
        config.keys.set_unlock(*chord);
    } else if (name == "pin") {
        config.pin = std::string(value);
    } else if (name == "pin_hash") {
        if (!io::is_pin_hash(value))
            return "pin_hash: not a PIN hash (set the PIN with pendule --set-pin)";
        config.pin_hash = std::string(value);
    } else if (name == "relock_seconds" || name == "tenths_below_seconds") {
        auto n = parse_integer(value, 0, 3600, {.plus = true});
        if (!n)
            return std::string(name) + ": expected a whole number of seconds from 0 to 3600";
        (name == "relock_seconds" ? config.relock_ms : config.tenths_below_ms) = *n * 1000;
    } else if (name == "sound" || name == "low_time_sound" || name == "keep_screen_awake") {
        auto on = parse_switch(value);
        if (!on)
            return std::string(name) + ": expected on or off";
        (name == "sound"            ? config.sound
         : name == "low_time_sound" ? config.low_time_sound
                                    : config.keep_screen_awake) = *on;
    } else if (name == "flag_tone_hz" || name == "low_time_tone_hz") {
        auto n = parse_integer(value, 100, 8000, {.plus = true});
        if (!n)
            return std::string(name) + ": expected a frequency in hertz from 100 to 8000";
        (name == "flag_tone_hz" ? config.flag_tone_hz : config.low_time_tone_hz) = static_cast<int>(*n);
    } else if (name == "audio_device") {
        config.audio_device = std::string(value); // checked when the device is opened
    } else if (name == "lang") {
        config.lang = i18n::lang_from_name(value);
        if (!config.lang)
            return "lang: " + i18n::expected_langs();
    } else if (name == "laws") {
        auto edition = arbiter::parse_edition(value);
        if (!edition)
            return "laws: " + edition.error().message;
        config.edition = *edition;
    } else if (name == "chess960") {
        auto n = parse_integer(value, 0, 959, {.plus = true});
        if (!n)
            return "chess960: expected a start position number from 0 to 959 (518 is the usual start)";
        config.chess960 = static_cast<int>(*n);
    } else if (name == "preset_dir") {
        config.preset_dir = std::string(value);
    } else if (name == "speak" || name.rfind("speak_", 0) == 0) {
        return apply_speech(config, name, value);
    } else {
        return "unknown setting '" + std::string(name) + "'";
    }
    return std::nullopt;
}

// $XDG_CONFIG_HOME/pendule or ~/.config/pendule on Linux, %APPDATA%\Pendule on Windows
// (io/os/file_system.hpp); .pendule in the current folder when the environment names no home.
std::string config_home() {
    const auto dir = io::user_config_dir();
    return dir.empty() ? std::string(".pendule") : io::text_of(dir);
}

} // namespace

Result<AppConfig> parse_config(std::string_view text, const std::string& origin) {
    AppConfig config;
    config.preset_dir = default_preset_dir();
    int line_no = 0;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        ++line_no;
        if (auto hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);
        line = trim(line);
        if (line.empty())
            continue;
        const auto eq = line.find('=');
        const std::string where = origin + ", line " + std::to_string(line_no);
        if (eq == std::string_view::npos)
            return fail("expected 'name = value'", where);
        if (auto error = apply(config, trim(line.substr(0, eq)), trim(line.substr(eq + 1))))
            return fail(*error, where);
    }
    config.speech.tenths_below_ms = config.tenths_below_ms; // said as shown
    return config;
}

std::string with_pin_hash(std::string_view text, const std::string& hash) {
    std::string out;
    while (!text.empty()) {
        const auto end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        const std::string_view name = trim(line.substr(0, line.find('=')));
        if (line.find('=') != std::string_view::npos && (name == "pin" || name == "pin_hash"))
            continue;
        out += line;
        out += '\n';
    }
    if (!hash.empty())
        out += "pin_hash = " + hash + "\n";
    return out;
}

std::string default_config_path() {
    return io::text_of(io::path_of(config_home()) / "pendule.conf"); // "\\" between them on Windows
}

std::string default_preset_dir() {
    return io::text_of(io::path_of(config_home()) / "presets");
}

} // namespace pendule::app
