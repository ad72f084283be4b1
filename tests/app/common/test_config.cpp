#include "app/common/input/script.hpp"
#include "app/common/model/app_config.hpp"
#include "app/common/model/key_map.hpp"
#include "app/common/platform/files.hpp"
#include "app/common/platform/program_options.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;
using K = Key;

TEST_CASE("key map: default halves, Space, pause, and the chord before the halves", "[app][keys]") {
    const KeyMap keys;
    CHECK(keys.role(K::LShift, false, false) == KeyRole::press_left);
    CHECK(keys.role(K::RShift, false, false) == KeyRole::press_right);
    for (K k : {K::Q, K::W, K::A, K::S, K::X, K::C, K::V, K::B, K::G, K::Tab})
        CHECK(keys.role(k, false, false) == KeyRole::press_left);
    for (K k : {K::P, K::L, K::M, K::N, K::H, K::J, K::Enter, K::Slash})
        CHECK(keys.role(k, false, false) == KeyRole::press_right);
    CHECK(keys.role(K::Y, false, false) == KeyRole::none);
    CHECK(keys.role(K::Z, false, false) == KeyRole::none);
    CHECK(keys.role(K::Space, false, false) == KeyRole::start);
    CHECK(keys.role(K::Pause, false, false) == KeyRole::pause);
    CHECK(keys.role(K::Escape, false, false) == KeyRole::pause);
    CHECK(keys.role(K::A, true, true) == KeyRole::unlock);
    CHECK(keys.role(K::A, true, false) == KeyRole::none);
    CHECK(keys.role(K::Q, false, true) == KeyRole::none);
}

TEST_CASE("config: keys, chord, PIN, switches", "[app][config]") {
    auto config = parse_config("# a tournament's settings\n"
                               "left_keys = LShift, Z\n"
                               "right_keys=RShift,Num0 # the numeric row\n"
                               "unlock_chord = Ctrl+Alt+F9\n"
                               "pin = 2468\n"
                               "relock_seconds = 30\n"
                               "sound = on\n"
                               "tenths_below_seconds = 20\n"
                               "lang = fr\n",
                               "pendule.conf");
    REQUIRE(config.ok());
    CHECK(config->keys.role(K::Z, false, false) == KeyRole::press_left);
    CHECK(config->keys.role(K::Q, false, false) == KeyRole::none);
    CHECK(config->keys.role(K::Num0, false, false) == KeyRole::press_right);
    CHECK(config->keys.role(K::F9, true, true) == KeyRole::unlock);
    CHECK(config->keys.role(K::A, true, true) == KeyRole::none);
    CHECK(config->pin == "2468"); // in clear: main replaces it by its hash at the start
    CHECK(config->relock_ms == 30'000);
    CHECK(config->sound);
    CHECK_FALSE(config->low_time_sound);
    CHECK(config->tenths_below_ms == 20'000);
    CHECK(config->lang == i18n::Lang::fr);
}

TEST_CASE("config: defaults, and errors that say where", "[app][config]") {
    auto defaults = parse_config("", "none");
    REQUIRE(defaults.ok());
    CHECK_FALSE(defaults->sound); // 2026 equipment standard: alarms can be switched off; off by default
    CHECK(defaults->relock_ms == 60'000);
    CHECK(defaults->tenths_below_ms == 10'000);
    CHECK(defaults->keep_screen_awake); // A game keeps the screen awake unless told not to
    CHECK(defaults->flag_tone_hz == 880);
    CHECK(defaults->low_time_tone_hz == 660);
    CHECK(defaults->speech.tenths_below_ms == 10'000);

    auto set = parse_config("keep_screen_awake = off\nflag_tone_hz = 1000\nlow_time_tone_hz = 500\n"
                            "tenths_below_seconds = 20\n",
                            "set.conf");
    REQUIRE(set.ok());
    CHECK_FALSE(set->keep_screen_awake);
    CHECK(set->flag_tone_hz == 1000);
    CHECK(set->low_time_tone_hz == 500);
    CHECK(set->speech.tenths_below_ms == 20'000); // the talking clock says times as the dial shows them

    // The audio output's device, by its name as OpenAL gives it (spaces kept); unset or
    // empty: the system's default.
    CHECK(defaults->audio_device.empty());
    auto device = parse_config("audio_device = Wave File Writer  # the capture\n", "d.conf");
    REQUIRE(device.ok());
    CHECK(device->audio_device == "Wave File Writer");
    auto emptied = parse_config("audio_device = Speakers\naudio_device =\n", "d.conf");
    REQUIRE(emptied.ok());
    CHECK(emptied->audio_device.empty());

    struct Row {
        const char* text;
        const char* where;
        const char* words;
    };
    const Row rows[] = {
        {"left_keys = LShift, Fnord\n", "f.conf, line 1", "unknown key 'Fnord'"},
        {"\n\nsound = maybe\n", "f.conf, line 3", "expected on or off"},
        {"colour = red\n", "f.conf, line 1", "unknown setting 'colour'"},
        {"unlock_chord = A\n", "f.conf, line 1", "needs Ctrl or Alt"},
        {"just words\n", "f.conf, line 1", "name = value"},
        {"relock_seconds = -4\n", "f.conf, line 1", "whole number"},
        {"keep_screen_awake = sometimes\n", "f.conf, line 1", "keep_screen_awake: expected on or off"},
        {"flag_tone_hz = 20\n", "f.conf, line 1",
         "flag_tone_hz: expected a frequency in hertz from 100 to 8000"},
        {"low_time_tone_hz = loud\n", "f.conf, line 1", "low_time_tone_hz: expected a frequency"},
    };
    for (const Row& row : rows) {
        auto bad = parse_config(row.text, "f.conf");
        INFO(row.text);
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error().where == row.where);
        CHECK_THAT(bad.error().message, Catch::Contains(row.words));
    }
    auto missing = load_config("/nonexistent/pendule.conf");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().where == "/nonexistent/pendule.conf");
}

TEST_CASE("program options", "[app][options]") {
    auto o = parse_program_options({"--preset", "300+2", "--lang", "fr", "--white", "right", "--names",
                                    "Ann Smith", "Bo", "--board", "7", "--fullscreen", "--screenshot",
                                    "x.png", "--screenshot-after", "1500", "--size", "800x600"});
    REQUIRE(o.ok());
    CHECK(o->preset == "300+2");
    CHECK(o->lang == i18n::Lang::fr);
    CHECK(o->white_side == Side::right);
    CHECK(o->white_name == "Ann Smith");
    CHECK(o->black_name == "Bo");
    CHECK(o->board == 7);
    CHECK(o->fullscreen);
    CHECK(o->screenshot == "x.png");
    CHECK(o->screenshot_after_ms == 1500);
    CHECK(o->width == 800);
    CHECK(o->height == 600);

    CHECK_FALSE(o->allow_screen_saver);
    auto saver = parse_program_options({"--allow-screen-saver"});
    REQUIRE(saver.ok());
    CHECK(saver->allow_screen_saver);

    // The audio device, from the command line; the list of them.
    CHECK_FALSE(o->audio_device);
    CHECK_FALSE(o->list_audio_devices);
    auto device = parse_program_options({"--audio-device", "USB Headset", "--list-audio-devices"});
    REQUIRE(device.ok());
    CHECK(device->audio_device == "USB Headset");
    CHECK(device->list_audio_devices);
    CHECK_FALSE(parse_program_options({"--audio-device"}).ok()); // a name is needed

    auto names = parse_program_options({"--white-name", "W", "--black-name", "B"});
    REQUIRE(names.ok());
    CHECK(names->white_name == "W");
    CHECK(names->black_name == "B");

    for (std::vector<std::string> bad : std::vector<std::vector<std::string>>{{"--lang", "de"},
                                                                              {"--white", "up"},
                                                                              {"--names", "OnlyOne"},
                                                                              {"--board", "x"},
                                                                              {"--size", "10"},
                                                                              {"--bogus"},
                                                                              {"stray"}}) {
        INFO(bad.front());
        CHECK_FALSE(parse_program_options(bad).ok());
    }
}

TEST_CASE("script: keys, chords, text, waits and clicks", "[app][options]") {
    auto steps = parse_script("key Space; wait 1500; key Ctrl+Alt+A; text 1:00; click 10 20");
    REQUIRE(steps.ok());
    REQUIRE(steps->size() == 9); // Space + its character, wait, chord, 4 characters, click
    CHECK((*steps)[0].event.key == K::Space);
    CHECK((*steps)[1].event.kind == InputEvent::Kind::text);
    CHECK((*steps)[2].is_wait);
    CHECK((*steps)[2].wait_ms == 1500);
    CHECK((*steps)[3].event.control);
    CHECK((*steps)[3].event.alt);
    CHECK((*steps)[3].event.key == K::A);
    CHECK((*steps)[8].event.kind == InputEvent::Kind::click);
    CHECK((*steps)[8].event.y == 20);
    auto bad = parse_script("key Space; jump 3");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().where == "--script step 2");
}

TEST_CASE("config: the hall's settings, taken where the command line gives none", "[app][config][hall]") {
    auto config = parse_config("hall = mqtt://10.0.0.2:1883\nevent = open-2026\nboard = 7\nround = 5\n"
                               "hall-user = 7\nhall_password_file = /etc/pendule/7.password\n",
                               "pendule.conf");
    REQUIRE(config.ok());
    CHECK(config->hall == "mqtt://10.0.0.2:1883");
    CHECK(config->event == "open-2026");
    CHECK(config->board == 7);
    CHECK(config->round == "5");
    CHECK(config->hall_user == "7");
    CHECK(config->hall_password_file == "/etc/pendule/7.password");

    auto options = parse_program_options({"--board", "9", "--round", "6"});
    REQUIRE(options.ok());
    auto taken = take_hall_settings(*options, *config);
    REQUIRE(taken.ok());
    CHECK(*taken);
    CHECK(options->hall == "mqtt://10.0.0.2:1883");
    CHECK(options->event == "open-2026");
    CHECK(options->board == 9); // the command line wins
    CHECK(options->round == "6");
    CHECK(options->hall_password_file == "/etc/pendule/7.password");

    for (const char* bad : {"hall = 10.0.0.2", "event = a/b", "board = 0", "board = x", "round = 5.",
                            "round = R1", "hall_user =", "hall-password-file ="}) {
        INFO(bad);
        auto wrong = parse_config(bad, "pendule.conf");
        REQUIRE_FALSE(wrong.ok());
        CHECK(wrong.error().where == "pendule.conf, line 1");
    }

    // --hall without an event or a board anywhere; a user without a password file.
    auto no_event = parse_program_options({"--hall", "mqtt://h", "--board", "3"});
    REQUIRE(no_event.ok());
    auto refused = take_hall_settings(*no_event, *parse_config("", "none"));
    REQUIRE_FALSE(refused.ok());
    CHECK_THAT(refused.error().message, Catch::Contains("--hall needs --event ID and --board N"));
    auto user_only =
        parse_program_options({"--hall", "mqtt://h", "--event", "e", "--board", "3", "--hall-user", "3"});
    REQUIRE(user_only.ok());
    auto no_file = take_hall_settings(*user_only, *parse_config("", "none"));
    REQUIRE_FALSE(no_file.ok());
    CHECK_THAT(no_file.error().message, Catch::Contains("--hall-user needs --hall-password-file"));
    // A run that records nothing does not take the config's hall; --hall with it is refused.
    auto quiet = parse_program_options({"--no-journal"});
    REQUIRE(quiet.ok());
    auto not_taken = take_hall_settings(*quiet, *config);
    REQUIRE(not_taken.ok());
    CHECK_FALSE(*not_taken);
    CHECK(quiet->hall.empty());
    auto both = parse_program_options({"--no-journal", "--hall", "mqtt://h", "--event", "e", "--board", "3"});
    REQUIRE(both.ok());
    CHECK_FALSE(take_hall_settings(*both, *config).ok());
    auto without_hall = parse_program_options({});
    REQUIRE(without_hall.ok());
    auto nothing = take_hall_settings(*without_hall, *parse_config("", "none"));
    REQUIRE(nothing.ok());
    CHECK_FALSE(*nothing);
}

TEST_CASE("config: the e-board's port and orientation, and the options that name them", "[app][config]") {
    auto config = parse_config("eboard = /dev/ttyACM0\neboard_turned = on\n", "pendule.conf");
    REQUIRE(config.ok());
    CHECK(config->eboard == "/dev/ttyACM0");
    CHECK(config->eboard_turned);
    auto plain = parse_config("eboard = COM3\neboard-turned = off\n", "pendule.conf");
    REQUIRE(plain.ok());
    CHECK(plain->eboard == "COM3");
    CHECK_FALSE(plain->eboard_turned);
    for (const char* bad : {"eboard =", "eboard_turned = yes"}) {
        INFO(bad);
        auto wrong = parse_config(bad, "pendule.conf");
        REQUIRE_FALSE(wrong.ok());
        CHECK(wrong.error().where == "pendule.conf, line 1");
    }
    auto options = parse_program_options({"--eboard", "auto", "--eboard-turned"});
    REQUIRE(options.ok());
    CHECK(options->eboard == "auto");
    CHECK(options->eboard_turned);
    auto none = parse_program_options({});
    REQUIRE(none.ok());
    CHECK(none->eboard.empty());
}
