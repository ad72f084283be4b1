// The talking clock in the window: each seat hears its own request, thresholds on its
// own time, the flag, a passed time control and the arbiter's changes of a time, in its own
// language and on its own ear; nothing but requests unless chosen.
#include "app/clock/model/session.hpp"
#include "app/clock/view/talking_clock.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;

namespace {

const i18n::Catalogue& catalogue_of(const std::string& code) {
    static const i18n::Catalogue english;
    static const i18n::Catalogue french = [] {
        auto loaded = i18n::load_language(PENDULE_LOCALE_DIR, "fr");
        REQUIRE(loaded.ok());
        return std::move(loaded.value());
    }();
    return code == "fr" ? french : english;
}

// The left seat speaks French on the left ear, the right seat English on the right.
SpeechSettings two_languages() {
    SpeechSettings settings;
    settings.on = true;
    settings.of(Side::left).lang = "fr";
    return settings;
}

} // namespace

TEST_CASE("talking clock: a request is answered to that seat, in its language, on its ear", "[speech]") {
    TalkingClock talking(two_languages(), "en", catalogue_of);
    clock::GameClock game(clock::TimeControl::same_for_both({clock::Period::sudden_death(300'000)}));
    game.start(0, Colour::White);
    const SpokenLine left = talking.request(Side::left, Colour::Black, game.state(15'000));
    CHECK(left.seat == Side::left);
    CHECK(left.lang == "fr");
    CHECK(left.ear == Ear::left);
    CHECK(left.request);
    CHECK(left.text ==
          "Coup 1. Votre temps : 5 minutes. Adversaire : 4 minutes 45 secondes. À votre adversaire de "
          "jouer.");
    const SpokenLine right = talking.request(Side::right, Colour::White, game.state(15'000));
    CHECK(right.lang == "en");
    CHECK(right.ear == Ear::right);
    CHECK(right.text == "Move 1. Your time: 4 minutes 45 seconds. Opponent: 5 minutes. Your move.");
}

TEST_CASE("talking clock: thresholds on a seat's own time, the flag to both seats", "[speech]") {
    SpeechSettings settings = two_languages();
    settings.of(Side::left).thresholds = {30'000};
    settings.of(Side::right).thresholds = {10'000};
    settings.flag = true;
    TalkingClock talking(settings, "en", catalogue_of);
    clock::GameClock game(clock::TimeControl::same_for_both({clock::Period::sudden_death(60'000)}));
    game.start(0, Colour::White); // White sits on the left
    CHECK(talking.follow(game, 0, Colour::White).empty());
    auto said = talking.follow(game, 35'000, Colour::White);
    REQUIRE(said.size() == 1);
    CHECK(said[0].seat == Side::left);
    CHECK(said[0].text == "30 secondes");
    CHECK(said[0].ear == Ear::left);
    CHECK_FALSE(said[0].request);
    // White's time passes 10 s at 50 s: the right seat's 10 s is for Black's time, not White's.
    said = talking.follow(game, 70'000, Colour::White);
    REQUIRE(said.size() == 2);
    CHECK(said[0].seat == Side::left);
    CHECK(said[0].text == "Le drapeau des Blancs est tombé.");
    CHECK(said[1].seat == Side::right);
    CHECK(said[1].text == "White's flag has fallen.");
    CHECK(said[1].ear == Ear::right);
    CHECK(talking.follow(game, 80'000, Colour::White).empty()); // said once

    // With Black on the left, the left seat's 30 s is Black's time.
    TalkingClock mirrored(settings, "en", catalogue_of);
    clock::GameClock other(clock::TimeControl::same_for_both({clock::Period::sudden_death(60'000)}));
    other.start(0, Colour::White);
    REQUIRE(other.press(Colour::White, 1'000));
    CHECK(mirrored.follow(other, 1'000, Colour::Black).empty());
    said = mirrored.follow(other, 40'000, Colour::Black);
    REQUIRE(said.size() == 1);
    CHECK(said[0].seat == Side::left);
    CHECK(said[0].text == "30 secondes");
}

TEST_CASE("talking clock: a passed time control and an arbiter's change, only when chosen", "[speech]") {
    SpeechSettings settings = two_languages();
    clock::GameClock game(clock::TimeControl::same_for_both(
        {clock::Period::for_moves(60'000, 1), clock::Period::sudden_death(30'000)}));
    game.start(0, Colour::White);
    clock::ClockState before = game.state(5'000);
    REQUIRE(game.press(Colour::White, 5'000)); // White's first move passes the control
    clock::ClockState after = game.state(5'000);
    CHECK(TalkingClock(settings, "en", catalogue_of)
              .changed(before, after, game.control(), Colour::White, false)
              .empty());
    settings.control = true;
    TalkingClock talking(settings, "en", catalogue_of);
    auto said = talking.changed(before, after, game.control(), Colour::White, false);
    REQUIRE(said.size() == 1);
    CHECK(said[0].seat == Side::left);
    CHECK(said[0].text == "Contrôle de temps passé. Temps ajouté : 30 secondes.");

    before = game.state(6'000);
    game.add_time(Colour::Black, 120'000, 6'000);
    after = game.state(6'000);
    CHECK(talking.changed(before, after, game.control(), Colour::White, true).empty()); // rulings not chosen
    settings.rulings = true;
    said = TalkingClock(settings, "en", catalogue_of)
               .changed(before, after, game.control(), Colour::White, true);
    REQUIRE(said.size() == 2);
    CHECK(said[0].seat == Side::left);
    CHECK(said[0].text ==
          "Décision de l'arbitre : le temps des Noirs est augmenté de 2 minutes, à 2 minutes 59 "
          "secondes.");
    CHECK(said[1].seat == Side::right);
    CHECK(said[1].text ==
          "Arbiter's ruling: Black's time is increased by 2 minutes, to 2 minutes 59 seconds.");
}

TEST_CASE("talking clock: the start, a pause, its end and the result, to each seat in its language",
          "[speech]") {
    TalkingClock talking(two_languages(), "en", catalogue_of);
    const auto texts = [&talking](Moment m) {
        const auto lines = talking.moment(m);
        REQUIRE(lines.size() == 2);
        CHECK(lines[0].seat == Side::left);
        CHECK(lines[0].ear == Ear::left);
        CHECK(lines[1].seat == Side::right);
        CHECK(lines[1].ear == Ear::right);
        std::string both = lines[0].text;
        return both.append(" | ").append(lines[1].text);
    };
    CHECK(texts(Moment::started) == "Partie commencée. | Game started.");
    CHECK(texts(Moment::paused) == "Pendule arrêtée. | Clock paused.");
    CHECK(texts(Moment::restarted) == "Pendule relancée. | Clock restarted.");
    CHECK(texts(Moment::white_wins) == "Partie terminée : les Blancs gagnent. | Game over: White wins.");
    CHECK(texts(Moment::black_wins) == "Partie terminée : les Noirs gagnent. | Game over: Black wins.");
    CHECK(texts(Moment::draw) == "Partie terminée : nulle. | Game over: draw.");
}

TEST_CASE("talking clock: the result is said with its reason, to each seat in its language", "[speech]") {
    // The window in English, the left seat in French: the reason found in the French catalogue.
    TalkingClock talking(two_languages(), "en", catalogue_of);
    const GameResult resigned = default_result(ResultKind::white_resigns);
    auto lines = talking.result(resigned.score, resigned.reason, resigned.shown);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].text == "Partie terminée : les Noirs gagnent. Les Blancs abandonnent.");
    CHECK(lines[0].ear == Ear::left);
    CHECK(lines[1].text == "Game over: Black wins. White resigns.");
    CHECK(lines[1].ear == Ear::right);
    // A flag fall and a draw.
    const GameResult flag = default_result(ResultKind::black_flag);
    CHECK(talking.result(flag.score, flag.reason, flag.shown)[1].text ==
          "Game over: White wins. Black's flag fell (draw instead if White cannot checkmate).");
    // A reason only in the window's language (a ruling's sentence): that seat hears it as shown; a
    // seat in another language whose catalogue lacks the sentence hears it in English.
    TalkingClock french_window(two_languages(), "fr", catalogue_of);
    lines = french_window.result("1/2-1/2", "the position is dead", "la position est morte");
    CHECK(lines[0].text == "Partie terminée : nulle. La position est morte.");
    lines = talking.result("1/2-1/2", "the position is dead", "the position is dead");
    CHECK(lines[0].text == "Partie terminée : nulle. The position is dead.");
    CHECK(lines[1].text == "Game over: draw. The position is dead.");
}

TEST_CASE("talking clock: the setup screen read as the focus moves and as a choice changes", "[speech]") {
    TalkingClock talking(two_languages(), "fr", catalogue_of);
    PregameView before;
    before.fields = {{"Cadence", "Blitz : 3 min + 2 s", false, true},
                     {"Joueur des Blancs", "", false, false},
                     {"Code :", "****", false, false}};
    PregameView after = before;
    CHECK_FALSE(talking.setup_reading(before, after)); // no focus
    after.fields[0].focused = true;
    auto said = talking.setup_reading(before, after);
    REQUIRE(said);
    CHECK(said->text == "Cadence : Blitz : 3 min + 2 s");
    CHECK(said->lang == "fr");
    CHECK(said->ear == Ear::both);
    before = after;
    CHECK_FALSE(talking.setup_reading(before, after)); // nothing changed
    after.fields[0].value = "Rapide : 15 min + 10 s";  // ▶ on the preset: read at once
    said = talking.setup_reading(before, after);
    REQUIRE(said);
    CHECK(said->text == "Cadence : Rapide : 15 min + 10 s");
    before = after;
    after.fields[0].focused = false;
    after.fields[1].focused = true;
    CHECK(talking.setup_reading(before, after)->text == "Joueur des Blancs : vide");
    before = after;
    after.fields[1].value.push_back('A'); // typing is not echoed
    CHECK_FALSE(talking.setup_reading(before, after));
    before = after;
    after.fields[1].focused = false;
    after.fields[2].focused = true; // a PIN: its length only, never its characters
    CHECK(talking.setup_reading(before, after)->text == "Code : 4 caractères");
}

TEST_CASE("talking clock: the desk's set-up read as it comes and as it is taken", "[speech]") {
    TalkingClock talking(two_languages(), "en", catalogue_of);
    PregameView before;
    before.fields = {{"Preset", "5m", false, true}};
    PregameView after = before;
    after.desk = {"From the desk: round 5, board 7",
                  "GM Aronsen, Anders (2610)  –  IM Berthier, Claire (2455)",
                  "Enter takes the desk's set-up (players, board, control, Laws 2023)"};
    auto said = talking.setup_reading(before, after);
    REQUIRE(said);
    CHECK(said->text == "From the desk: round 5, board 7. GM Aronsen, Anders (2610)  –  IM Berthier, Claire "
                        "(2455). Enter takes the desk's set-up (players, board, control, Laws 2023).");
    CHECK(said->ear == Ear::both);
    before = after;
    CHECK_FALSE(talking.setup_reading(before, after)); // said once
    after.desk = {"Set up from the desk: round 5, board 7",
                  "GM Aronsen, Anders (2610)  –  IM Berthier, Claire (2455)"};
    CHECK_THAT(talking.setup_reading(before, after)->text,
               Catch::StartsWith("Set up from the desk: round 5, board 7."));
}

TEST_CASE("talking clock: the setup screen announced as it opens", "[speech]") {
    PregameView none; // no screen yet (or the game's)
    PregameView opened;
    opened.heading = "New game";
    opened.fields = {{"Preset", "5m", false, true}, {"White player", "", false, false}};
    TalkingClock english(two_languages(), "en", catalogue_of);
    auto said = english.setup_reading(none, opened);
    REQUIRE(said);
    CHECK(said->text ==
          "Pendule: New game. Preset: 5m. Tab moves from field to field; Space starts the clock.");
    CHECK(said->to_both);
    CHECK(said->ear == Ear::both);
    CHECK(said->lang == "en");
    CHECK_FALSE(english.setup_reading(opened, opened)); // said once, as it opens
    // A warning the screen shows is said with it; a field with the keyboard is read rather than the first.
    opened.error = "Audio device \"USB Headset\" not found: the default device plays the sound";
    opened.fields[1].focused = true;
    CHECK(
        english.setup_reading(none, opened)->text ==
        "Pendule: New game. White player: empty. Audio device \"USB Headset\" not found: the default device "
        "plays the sound. Tab moves from field to field; Space starts the clock.");
    // In the window's language, the labels as the screen shows them.
    TalkingClock french(two_languages(), "fr", catalogue_of);
    PregameView ouvert;
    ouvert.heading = "Nouvelle partie";
    ouvert.fields = {{"Cadence", "5m", false, true}};
    CHECK(
        french.setup_reading(none, ouvert)->text ==
        "Pendule : Nouvelle partie. Cadence : 5m. Tab passe d'un champ à l'autre ; Espace lance la pendule.");
}

TEST_CASE("talking clock: the arbiter panel read as it opens and changes, the PIN never said", "[speech]") {
    TalkingClock talking(two_languages(), "en", catalogue_of);
    PanelView closed;
    // The PIN prompt: its heading and its field, by its length only.
    PanelView pin;
    pin.open = true;
    pin.heading = "Arbiter's PIN";
    pin.fields = {{"PIN:", "", true, false}};
    auto said = talking.panel_reading(closed, pin);
    REQUIRE(said);
    CHECK(said->text == "Arbiter's PIN. PIN: empty.");
    CHECK(said->ear == Ear::both);
    CHECK(said->to_both);
    PanelView typed = pin;
    typed.fields[0].value = "****"; // typed: not echoed, never the characters
    CHECK_FALSE(talking.panel_reading(pin, typed));
    typed.message = "Wrong PIN";
    typed.fields[0].value = "";
    said = talking.panel_reading(pin, typed);
    REQUIRE(said);
    CHECK(said->text == "Wrong PIN.");
    // The menu: its heading and the keys that may be used, not the others.
    PanelView menu;
    menu.open = true;
    menu.heading = "Arbiter";
    menu.buttons = {{"P", "Pause / resume", true}, {"C", "Claim", false}, {"R", "Result", true}};
    CHECK(talking.panel_reading(closed, menu)->text == "Arbiter. P: Pause / resume. R: Result.");
    PanelView right_pin = pin; // the right PIN typed: the menu's keys
    right_pin.fields[0].value = "****";
    CHECK(talking.panel_reading(right_pin, menu)->text == "Arbiter. P: Pause / resume. R: Result.");
    CHECK(talking.panel_reading(typed, menu)->text ==
          "Arbiter. P: Pause / resume. R: Result."); // after "Wrong PIN"
    CHECK_FALSE(talking.panel_reading(menu, menu));  // nothing changed, nothing said
    // A form: its heading and focused field, then a choice as it changes, then the outcome.
    PanelView form;
    form.open = true;
    form.heading = "Result";
    form.fields = {{"Result:", "White resigns", true, true}};
    CHECK(talking.panel_reading(menu, form)->text == "Result. Result: White resigns.");
    PanelView chosen = form;
    chosen.fields[0].value = "Black resigns";
    CHECK(talking.panel_reading(form, chosen)->text == "Result: Black resigns.");
    PanelView done = menu;
    done.message = "Result 1-0";
    CHECK(talking.panel_reading(chosen, done)->text == "Arbiter. Result 1-0."); // back from the form
    CHECK_FALSE(talking.panel_reading(done, closed));                           // closing says nothing
}

TEST_CASE("talking clock: the preset read with a Chess960 game's start position", "[speech][chess960]") {
    TalkingClock talking(two_languages(), "fr", catalogue_of);
    PregameView before;
    before.fields = {{"Cadence", "Rapide : 15 min + 10 s", false, true},
                     {"Joueur des Blancs", "", false, false}};
    before.variant = "Échecs 960 · position 518";
    PregameView after = before;
    after.fields[0].focused = true;
    auto said = talking.setup_reading(before, after);
    REQUIRE(said);
    CHECK(said->text == "Cadence : Rapide : 15 min + 10 s. Échecs 960, position 518");
    // Another field: its own words only.
    before = after;
    after.fields[0].focused = false;
    after.fields[1].focused = true;
    CHECK(talking.setup_reading(before, after)->text == "Joueur des Blancs : vide");
}
