#include "../scoped_env.hpp"
#include "i18n/catalogue.hpp"
#include "i18n/lang.hpp"
#include "io/os/text_file.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>

namespace i18n = pendule::i18n;

namespace {

const std::filesystem::path test_locale = PENDULE_TEST_LOCALE_DIR;

i18n::Catalogue polish() {
    auto loaded = i18n::load_language(test_locale, "pl");
    INFO((loaded ? "" : loaded.error().text()));
    REQUIRE(loaded.ok());
    return loaded.value();
}

} // namespace

TEST_CASE("a catalogue compiled by msgfmt is read: messages, context, header", "[i18n]") {
    i18n::Catalogue pl = polish();
    CHECK(pl.language() == "pl");
    CHECK(pl.text("White") == "Białe");
    CHECK(pl.text("{player} to move") == "Ruch: {player}");
    CHECK(pl.text_in("piece letter", "N") == "S");
    // The same English text outside its context is another message.
    CHECK(pl.text("N") == "N");
}

TEST_CASE("a message the catalogue lacks or leaves empty comes back in English", "[i18n]") {
    i18n::Catalogue pl = polish();
    CHECK(pl.text("Black") == "Black");
    CHECK(pl.text("Untranslated here") == "Untranslated here");
    CHECK(pl.plural("{count} piece", "{count} pieces", 1) == "{count} piece");
    CHECK(pl.plural("{count} piece", "{count} pieces", 3) == "{count} pieces");
}

TEST_CASE("plural messages take the form the catalogue's rule picks", "[i18n]") {
    i18n::Catalogue pl = polish();
    const char* one = "{count} move to the control";
    const char* many = "{count} moves to the control";
    CHECK(pl.plural(one, many, 1) == "{count} posunięcie do kontroli");
    CHECK(pl.plural(one, many, 3) == "{count} posunięcia do kontroli");
    CHECK(pl.plural(one, many, 5) == "{count} posunięć do kontroli");
    CHECK(pl.plural(one, many, 22) == "{count} posunięcia do kontroli");
    i18n::Catalogue english;
    CHECK(english.plural(one, many, 1) == one);
    CHECK(english.plural(one, many, 0) == many);
}

TEST_CASE("adding a language is adding its .po file: the build compiles it and it is offered", "[i18n]") {
    CHECK(i18n::available_languages(test_locale) == std::vector<std::string>{"pl"});
    std::vector<std::string> project = i18n::available_languages(PENDULE_LOCALE_DIR);
    CHECK(std::find(project.begin(), project.end(), "fr") != project.end());
    auto french = i18n::load_language(PENDULE_LOCALE_DIR, "fr");
    REQUIRE(french.ok());
    CHECK(french.value().language() == "fr");
    CHECK(i18n::load_language(PENDULE_LOCALE_DIR, "en").value().size() == 0);
}

TEST_CASE("a damaged catalogue is an error naming the file, never a crash", "[i18n]") {
    std::optional<std::string> read =
        pendule::io::read_text_file(test_locale / "pl" / "LC_MESSAGES" / "pendule.mo");
    REQUIRE(read);
    std::string good = *read;
    REQUIRE(good.size() > 28);
    CHECK(i18n::Catalogue::from_mo(good, "pl.mo").ok());
    CHECK(i18n::Catalogue::from_mo("", "x.mo").error().text() ==
          "x.mo: not a gettext catalogue (.mo): wrong magic number");
    // Every truncation of a good file is refused or read, never read past its end (ASan watches).
    for (std::size_t cut = 0; cut < good.size(); cut += 7)
        (void)i18n::Catalogue::from_mo(std::string_view(good).substr(0, cut), "cut.mo");
    auto missing = i18n::load_language(test_locale, "xx");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message == "cannot open the message catalogue");
}

TEST_CASE("the locale folder: $PENDULE_LOCALEDIR first, then share/locale beside the program's folder",
          "[i18n]") {
    auto env = [](const char* name) -> const char* {
        return std::string(name) == "PENDULE_LOCALEDIR" ? "/somewhere/locale" : nullptr;
    };
    CHECK(i18n::locale_dir("/usr/bin", env) == "/somewhere/locale");
    auto none = [](const char*) -> const char* { return nullptr; };
    // Only beside the program, whether the catalogues are there or not: no other place is tried.
    CHECK(i18n::locale_dir("/nonexistent/bin", none) ==
          std::filesystem::path("/nonexistent/share/locale").lexically_normal());
    CHECK(i18n::locale_dir({}, none).empty()); // the program's folder unknown: English only
}

TEST_CASE("the build tree is laid out as an install: a program in it finds the build's catalogues",
          "[i18n]") {
    pendule::test_support::ScopedEnv unset({"PENDULE_LOCALEDIR"});
    pendule::test_support::ScopedEnv::set("PENDULE_LOCALEDIR", nullptr);
    // The test's main gave its folder (tests/) as every program's start does: tests/../share/locale.
    std::error_code ec;
    CHECK(std::filesystem::equivalent(i18n::catalogue_dir(), PENDULE_LOCALE_DIR, ec));
    CHECK_FALSE(ec);
    CHECK(i18n::lang_from_name("fr"));
}
