// The window's words come from message catalogues; a language is one .po file. A test
// catalogue (tests/app/data/po/de.po, compiled by msgfmt at build time) is found through
// PENDULE_LOCALEDIR and spoken by the view, with its own plural rule; what it does not translate
// shows in English. The environment each case changes is put back when it ends (tests/scoped_env.hpp), so the
// cases hold when the whole binary runs in one process too, not only one case a process under ctest.
#include "../../scoped_env.hpp"
#include "app/clock/view/make_view.hpp"
#include "app/clock/view/screen_words.hpp"
#include "app/common/model/app_config.hpp"
#include "app/common/platform/program_options.hpp"
#include "i18n/lang.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>

using namespace pendule;
using namespace pendule::app;
using app::test::Window;

using pendule::test_support::ScopedEnv;

TEST_CASE("lang: a language added as one .po file is offered and spoken by the window", "[app][lang]") {
    const ScopedEnv restored({"PENDULE_LOCALEDIR"});
    ::setenv("PENDULE_LOCALEDIR", PENDULE_APP_TEST_LOCALE_DIR, 1);
    const auto langs = i18n::available_langs();
    CHECK(langs == std::vector<std::string>{"en", "de"});
    REQUIRE(i18n::lang_from_name("de"));
    CHECK_FALSE(i18n::lang_from_name("fr")); // not in this folder
    CHECK_FALSE(i18n::lang_from_name("xx"));
    const i18n::Lang de = *i18n::lang_from_name("de");

    Window s = test::make_session(test::rapid(), Side::left, de);
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    const ScreenView v = make_view(s, s.ui, 0);
    CHECK(v.left.colour == "Weiß");
    CHECK(v.right.colour == "Schwarz");
    CHECK(v.status == "Weiß am Zug");
    CHECK(v.left.moves_text == "Züge 0");
    CHECK(v.left.control_text.empty()); // a sudden-death control: no count to the control
    CHECK(v.lock_text == "No PIN: arbiter panel unprotected"); // not translated: English, never empty
    // The language's plural rule (n != 1), not English's and not French's (n > 1).
    CHECK(de.trn("{n} move to the control", "{n} moves to the control", 1) == "1 Zug bis zur Zeitkontrolle");
    CHECK(de.trn("{n} move to the control", "{n} moves to the control", 0) == "0 Züge bis zur Zeitkontrolle");
    CHECK(de.trn("{n} move to the control", "{n} moves to the control", 2) == "2 Züge bis zur Zeitkontrolle");
}

TEST_CASE("lang: a language refused names the ones found, not only en and fr", "[app][lang]") {
    const ScopedEnv restored({"PENDULE_LOCALEDIR"});
    ::setenv("PENDULE_LOCALEDIR", PENDULE_APP_TEST_LOCALE_DIR, 1);
    const std::string expected = "expected en or a language with a catalogue (available: en, de)";
    CHECK(i18n::expected_langs() == expected);

    auto config = parse_config("lang = fr", "test.conf");
    REQUIRE_FALSE(config.ok());
    CHECK(config.error().text() == "test.conf, line 1: lang: " + expected);
    config = parse_config("speak_lang_left = xx", "test.conf");
    REQUIRE_FALSE(config.ok());
    CHECK(config.error().text() == "test.conf, line 1: speak_lang_left: " + expected);
    CHECK(parse_config("lang = de\nspeak_lang_left = de", "test.conf").ok());

    const auto options = parse_program_options({"--lang", "fr"});
    REQUIRE_FALSE(options.ok());
    CHECK(options.error().text() == "--lang: " + expected + ", got 'fr'");
    CHECK(parse_program_options({"--lang", "de"}).ok());
}

TEST_CASE("lang: the choice follows --lang, the config, then LANGUAGE and the locale", "[app][lang]") {
    const ScopedEnv restored({"PENDULE_LOCALEDIR", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"});
    ::setenv("PENDULE_LOCALEDIR", PENDULE_APP_TEST_LOCALE_DIR, 1);
    ::unsetenv("LC_ALL");
    ::unsetenv("LC_MESSAGES");
    ::setenv("LANG", "C.UTF-8", 1);
    ::setenv("LANGUAGE", "fr:de", 1); // fr has no catalogue here: the next preference wins
    CHECK(i18n::choose_lang(std::nullopt, std::nullopt, {}).code() == "de");
    CHECK(i18n::choose_lang(i18n::Lang::en, std::nullopt, {}).code() == "en"); // --lang en
    CHECK(i18n::choose_lang(std::nullopt, i18n::Lang::en, {}).code() == "en"); // the config
    ::unsetenv("LANGUAGE");
    ::setenv("LANG", "de_DE.UTF-8", 1);
    CHECK(i18n::choose_lang(std::nullopt, std::nullopt, {}).code() == "de");
    ::setenv("LANG", "pt_BR.UTF-8", 1);
    CHECK(i18n::choose_lang(std::nullopt, std::nullopt, {}).code() == "en");
    // No locale in the environment: the system's display languages (Windows), the first with a catalogue.
    ::unsetenv("LANG");
    CHECK(i18n::choose_lang(std::nullopt, std::nullopt, {"pt-BR", "de-AT"}).code() == "de");
    CHECK(i18n::choose_lang(std::nullopt, std::nullopt, {"pt-BR"}).code() == "en");
}

TEST_CASE("lang: the project's French catalogue is complete for the window's words", "[app][lang]") {
    // Built from po/fr.po into the build folder; the window's table of words has no English left.
    const Strings& fr = strings(i18n::Lang::fr);
    const Strings& en = strings(i18n::Lang::en);
    CHECK(fr.white == "Blancs");
    CHECK(fr.locked == "Verrouillé");
    CHECK(en.locked == "Locked");
    CHECK(i18n::Lang::fr.trn("{n} move to the control", "{n} moves to the control", 0) ==
          "0 coup avant le contrôle");
    CHECK(i18n::Lang::fr.trn("{n} move to the control", "{n} moves to the control", 2) ==
          "2 coups avant le contrôle");
}
