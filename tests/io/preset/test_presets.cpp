// JSON presets: every shipped preset, every class of bad preset, resolve_preset and the state JSON.
#include "io/export/clock_state_json.hpp"
#include "io/preset/preset.hpp"

#include "../../scoped_env.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>

using namespace pendule;
using namespace pendule::clock;
using pendule::test_support::ScopedEnv;

namespace {

constexpr Millis kSecond = 1000;
constexpr Millis kMinute = 60 * kSecond;

io::Preset builtin(const std::string& name) {
    auto preset = io::load_preset_file(io::builtin_preset_dir() / (name + ".json"));
    INFO(name);
    REQUIRE(preset.ok());
    return *preset;
}

std::string preset_error_of(const std::string& json) {
    auto preset = io::parse_preset(json, "p.json", "p");
    return preset.ok() ? "" : preset.error().text();
}

} // namespace

TEST_CASE("Every shipped preset loads and means what its name says", "[io]") {
    CHECK(builtin("fide-classical").control ==
          TimeControl::same_for_both({Period::fischer(90 * kMinute, 30 * kSecond, 40),
                                      Period::fischer(30 * kMinute, 30 * kSecond)}));
    CHECK(builtin("fide-rapid").control ==
          TimeControl::same_for_both({Period::fischer(15 * kMinute, 10 * kSecond)}));
    CHECK(builtin("fide-blitz").control ==
          TimeControl::same_for_both({Period::fischer(3 * kMinute, 2 * kSecond)}));
    CHECK(builtin("delay-5m-5s").control ==
          TimeControl::same_for_both({Period::delay(5 * kMinute, 5 * kSecond)}));
    CHECK(builtin("bronstein-5m-5s").control ==
          TimeControl::same_for_both({Period::bronstein(5 * kMinute, 5 * kSecond)}));
    CHECK(builtin("hourglass-1m").control == TimeControl::same_for_both({Period::hourglass(kMinute)}));
    CHECK(builtin("armageddon-5-4").control ==
          TimeControl::per_side({Period::sudden_death(5 * kMinute)}, {Period::sudden_death(4 * kMinute)}));
    CHECK(
        builtin("classical-2h40-1h20-30m").control ==
        TimeControl::same_for_both({Period::for_moves(120 * kMinute, 40), Period::for_moves(60 * kMinute, 20),
                                    Period::sudden_death(30 * kMinute)}));
    CHECK(builtin("byo-yomi-30m-5x30s").control ==
          TimeControl::same_for_both({Period::until_zero(30 * kMinute), Period::byo_yomi(30 * kSecond, 5)}));
    CHECK(builtin("canadian-20m-25in5m").control ==
          TimeControl::same_for_both({Period::until_zero(20 * kMinute), Period::canadian(5 * kMinute, 25)}));

    auto all = io::builtin_presets();
    REQUIRE(all.ok());
    CHECK(all->size() == 10);
    for (const auto& preset : *all) {
        INFO(preset.name);
        CHECK_FALSE(preset.title.empty());
        CHECK_FALSE(validate(preset.control));
        // Written back and read again, each preset is the same value.
        auto again = io::parse_preset(io::write_preset(preset), "again", preset.name);
        REQUIRE(again.ok());
        CHECK(again->control == preset.control);
        CHECK(again->title == preset.title);
    }
    auto fallback = io::resolve_preset(io::default_preset_name());
    REQUIRE(fallback.ok());
    CHECK(fallback->name == "fide-rapid");
}

TEST_CASE("Bad presets: one line naming the file, the field and what is wrong", "[io]") {
    const std::string head = R"({"format": 1, "title": "t", )";
    const std::pair<std::string, std::string> cases[] = {
        {head + R"("periods": [{"time": "5m", "incremnt": "2s"}]})",
         "p.json: /periods/0/incremnt: unknown field 'incremnt'"},
        {head + R"("periods": [{"time": "5m"}], "colour": 1})", "p.json: /colour: unknown field 'colour'"},
        {head + R"("periods": [{"time": -5000}]})", "p.json: /periods/0/time: negative time -5000 ms"},
        {head + R"("periods": [{"time": "-5m"}]})", "p.json: /periods/0/time: negative time \"-5m\""},
        {head + R"("periods": [{"type": "hourglass", "time": "1m", "increment": "2s"}]})",
         "p.json: /periods/0/increment: hourglass with an increment (the sand only flows)"},
        {head + R"("periods": []})", "p.json: /periods: no periods"},
        {head + R"("description": "x"})",
         "p.json: /periods: no periods (give 'periods', or 'white' and 'black')"},
        {head + R"("periods": [{"time": "5m"}, {"time": "1m"}]})",
         "p.json: /periods/1: a period after an open-ended one is never reached"},
        {head + R"("periods": [{"time": "5m", "moves": 0}]})",
         "p.json: /periods/0/moves: expected a number from 1 to 10000, got 0"},
        {head + R"("periods": [{"time": "five minutes"}]})",
         "p.json: /periods/0/time: bad duration 'five minutes' (expected e.g. 90m, 30s, 1h30m)"},
        {head + R"("periods": [{"time": 1.5}]})",
         "p.json: /periods/0/time: expected a duration (milliseconds, or text such as \"30s\", \"90m\", "
         "\"1:30:00\")"},
        {head + R"("periods": [{"moves": 40}]})", "p.json: /periods/0/time: missing field 'time'"},
        {head + R"("periods": [{"type": "sand", "time": "1m"}]})",
         "p.json: /periods/0/type: unknown period type 'sand' (standard, hourglass, byo-yomi, canadian)"},
        {head + R"("periods": [{"time": "5m", "increment": "2s", "delay": "2s"}]})",
         "p.json: /periods/0/delay: only one of increment, delay and bronstein per period"},
        {head +
             R"("periods": [{"time": "5m", "moves": 40}, {"type": "byo-yomi", "time": "30s", "periods": 5}]})",
         "p.json: /periods/0/end: the period before byo-yomi must end at zero"},
        {head + R"("white": {"periods": [{"time": "5m"}]}})",
         "p.json: /black: missing field 'black' (both players need their periods)"},
        {head +
             R"("white": {"periods": [{"time": "5m"}]}, "black": {"periods": [{"time": "5m", "delay": -1}]}})",
         "p.json: /black/periods/0/delay: negative time -1 ms"},
        {head +
             R"("white": {"periods": [{"type": "hourglass", "time": "5m"}]}, "black": {"periods": [{"time": "5m"}]}})",
         "p.json: /: hourglass must be used by both players"},
        {R"({"title": "t", "periods": [{"time": "5m"}]})",
         "p.json: /format: missing field 'format' (this program reads format 1)"},
        {R"({"format": 2, "title": "t", "periods": [{"time": "5m"}]})",
         "p.json: /format: unsupported format 2 (this program reads format 1)"},
        {R"({"format": 1, "periods": [{"time": "5m"}]})",
         "p.json: /title: missing or empty 'title' (a text)"},
        {R"([1, 2])", "p.json: /: a preset must be a JSON object"},
        {"{\"format\": 1,\n  \"title\": \"t\",\n  \"periods\": [{\"time\": \"5m\",}]}",
         "p.json: line 3, column 29: syntax error while parsing object key - unexpected '}'; expected string "
         "literal"},
        {"", "p.json: line 1, column 1: syntax error while parsing value - unexpected end of input; expected "
             "'[', "
             "'{', or a literal"},
    };
    for (const auto& [json, message] : cases) {
        INFO(json);
        const std::string error = preset_error_of(json);
        CHECK(error == message);
        CHECK(error.find('\n') == std::string::npos); // one line
    }
}

TEST_CASE("A preset file that cannot be read names the file", "[io]") {
    auto missing = io::load_preset_file("/nonexistent/none.json");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().text() == "/nonexistent/none.json: no such preset file");
}

TEST_CASE("resolve_preset: built-in names, user folder, files and TimeControl strings", "[io]") {
    const auto dir = std::filesystem::temp_directory_path() / "pendule-test-presets";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir / "pendule" / "presets");
    {
        std::ofstream out(dir / "pendule" / "presets" / "club.json");
        out << R"({"format": 1, "title": "Club night", "periods": [{"time": "1:00:00", "increment": 5000}]})";
        std::ofstream fide(dir / "pendule" / "presets" / "fide-blitz.json"); // the user's folder wins
        fide << R"({"format": 1, "title": "My blitz", "periods": [{"time": "4m"}]})";
    }
    // The user's settings folder: $XDG_CONFIG_HOME/pendule, %APPDATA%\Pendule on Windows.
#ifdef _WIN32
    std::filesystem::rename(dir / "pendule", dir / "Pendule");
    ScopedEnv xdg("APPDATA", dir.string());
    const auto config = dir / "Pendule";
#else
    ScopedEnv xdg("XDG_CONFIG_HOME", dir.string());
    const auto config = dir / "pendule";
#endif
    CHECK(io::user_preset_dir() == config / "presets");

    auto club = io::resolve_preset("club");
    REQUIRE(club.ok());
    CHECK(club->control == TimeControl::same_for_both({Period::fischer(kMinute * 60, 5 * kSecond)}));
    CHECK(io::resolve_preset("fide-blitz")->title == "My blitz");
    CHECK(io::resolve_preset("fide-rapid")->title == "FIDE rapid: 15 min + 10 s per move");

    auto file = io::resolve_preset((config / "presets" / "club.json").string());
    REQUIRE(file.ok());
    CHECK(file->title == "Club night");

    auto fide = io::resolve_preset("40/5400+30:1800+30");
    REQUIRE(fide.ok());
    CHECK(fide->control == builtin("fide-classical").control);
    CHECK(io::resolve_preset("300d5")->control == builtin("delay-5m-5s").control);
    CHECK(io::resolve_preset("300b5")->control == builtin("bronstein-5m-5s").control);
    CHECK(io::resolve_preset("*60")->control == builtin("hourglass-1m").control);

    auto cutechess = io::resolve_preset("cutechess:40/90");
    REQUIRE(cutechess.ok());
    CHECK(cutechess->warnings.size() == 1);

    auto unknown = io::resolve_preset("fide-rapd");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().text() ==
          "preset 'fide-rapd': not a preset name (see pendule-cli presets), a file, nor a "
          "TimeControl string (time control 'fide-rapd', descriptor 1: bad time "
          "'fide-rapd' (seconds expected))");
    CHECK(io::resolve_preset("?").error().text() ==
          "preset '?': this TimeControl string says there is no time control to run");
    CHECK(io::resolve_preset("missing.json").error().text() == "missing.json: no such preset file");

    // A bad user preset is an error when listing the folder: nothing starts half-read.
    {
        std::ofstream bad(config / "presets" / "broken.json");
        bad << R"({"format": 1, "title": "x", "periods": [{"time": -1}]})";
    }
    auto listed = io::load_preset_dir(io::user_preset_dir());
    REQUIRE_FALSE(listed.ok());
    CHECK(listed.error().message == "negative time -1 ms");
    std::filesystem::remove_all(dir);
}

TEST_CASE("The state JSON line has the agreed shape", "[io]") {
    GameClock c(TimeControl::same_for_both({Period::fischer(kMinute, 0 + kSecond)}));
    CHECK(
        io::clock_state_json(c.state(0), 0) ==
        R"({"t": 0, "white": {"ms": 61000, "moves": 0, "period": 1, "flag": false}, )"
        R"("black": {"ms": 61000, "moves": 0, "period": 1, "flag": false}, "running": null, "first_flag": null})");
    c.start(0);
    c.press(1000);
    CHECK(
        io::clock_state_json(c.state(100000), 100000) ==
        R"({"t": 100000, "white": {"ms": 61000, "moves": 1, "period": 1, "flag": false}, )"
        R"("black": {"ms": 0, "moves": 0, "period": 1, "flag": true}, "running": null, "first_flag": "black"})");
}

TEST_CASE("Damaged presets never crash: every truncation and byte flip gives a value or an error", "[io]") {
    auto all = io::builtin_presets();
    REQUIRE(all.ok());
    std::size_t errors = 0;
    std::size_t tries = 0;
    for (const auto& preset : *all) {
        const std::string text = io::write_preset(preset);
        for (std::size_t cut = 0; cut < text.size(); ++cut, ++tries) {
            auto parsed = io::parse_preset(text.substr(0, cut), "cut.json", "cut");
            errors += parsed.ok() ? 0 : 1;
        }
        for (std::size_t at = 0; at < text.size(); ++at) {
            for (char replacement : {'-', '0', '9', '"', '}', 'x', ':'}) {
                std::string damaged = text;
                damaged[at] = replacement;
                auto parsed = io::parse_preset(damaged, "flip.json", "flip");
                ++tries;
                if (!parsed.ok()) {
                    ++errors;
                    CHECK(parsed.error().text().find('\n') == std::string::npos);
                    CHECK(parsed.error().text().rfind("flip.json: ", 0) == 0);
                } else {
                    CHECK_FALSE(validate(parsed->control)); // whatever is accepted can run
                }
            }
        }
    }
    CHECK(errors > tries / 2); // most damage is caught (a flipped digit in a title may be harmless)
}
