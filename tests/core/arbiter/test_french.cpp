// The arbiter's texts in French: every kind of ruling comes as data
// (core/arbiter/text.hpp) and is worded in French by the project's catalogue (po/fr.po, compiled
// into the build folder), with the French terms of the Laws and the same facts (articles, plies,
// move numbers, times, moves) as the English text, which stays as it was.

#include "arbiter_test_util.hpp"
#include "core/arbiter/arbiter.hpp"
#include "core/arbiter/claims.hpp"
#include "core/arbiter/endings.hpp"
#include "core/arbiter/mating_material.hpp"

#include "i18n/catalogue.hpp"

#include <set>

using namespace pendule::arbiter;
using arbiter_test::history;
using arbiter_test::judge;
using arbiter_test::knight_shuffle;
using arbiter_test::move;
using arbiter_test::position;
using pendule::clock::GameSpeed;
using pendule::rules::Color;

namespace {

// The core's messages worded by the French catalogue, as the window words them.
class French final : public Translator {
  public:
    French() {
        auto loaded = pendule::i18n::load_language(PENDULE_LOCALE_DIR, "fr");
        REQUIRE(loaded.ok());
        catalogue_ = std::move(loaded.value());
    }
    std::string text(std::string_view context, std::string_view msgid) const override {
        return std::string(catalogue_.text_in(context, msgid));
    }

  private:
    pendule::i18n::Catalogue catalogue_;
};

std::string fr(const Text& words) {
    static const French french;
    return words.in(french);
}

// The numbers of a text ("9.2.2", "12", "0.5"); French decimal commas read as points. Dots that
// end a move number ("6..." or "6.") are not part of the number.
std::set<std::string> numbers(const std::string& text) {
    std::set<std::string> found;
    const auto is_digit = [&text](std::size_t i) {
        return i < text.size() && text[i] >= '0' && text[i] <= '9';
    };
    std::size_t i = 0;
    while (i < text.size()) {
        if (!is_digit(i)) {
            ++i;
            continue;
        }
        std::string n;
        for (; is_digit(i) || ((text[i] == '.' || text[i] == ',') && is_digit(i + 1)); ++i)
            n += text[i] == ',' ? '.' : text[i];
        found.insert(n);
    }
    return found;
}

// The French text has every number of the English one, and none of the English words that would
// show an untranslated part.
void check_same_facts(const std::string& english, const std::string& french) {
    INFO("English: " << english);
    INFO("French: " << french);
    REQUIRE_FALSE(french.empty());
    CHECK(french != english);
    const std::set<std::string> in_french = numbers(french);
    for (const std::string& n : numbers(english)) {
        INFO("number " << n);
        CHECK(in_french.count(n) == 1);
    }
    for (const char* word : {"Laws", "White", "Black", " ply ", " the ", "move", "claim", "checkmate",
                             "cannot", "draw", "flag", "penalty", "opponent", "illegal"}) {
        INFO("English word: " << word);
        CHECK(french.find(word) == std::string::npos);
    }
}

} // namespace

TEST_CASE("French: 9.2.2 and 9.2.1 claims list the same plies, with French piece letters",
          "[arbiter][french]") {
    const auto board = judge(history("", knight_shuffle));
    check_same_facts(board.explanation, fr(board.words));
    CHECK_THAT(fr(board.words), Catch::StartsWith("Article 9.2.2 : la position (trait aux Blancs)"));
    CHECK_THAT(fr(board.words), Catch::Contains("est apparue 3 fois"));
    CHECK_THAT(fr(board.words), Catch::Contains("demi-coup 10 (apr\xc3\xa8s 5... Cb8, trait aux Blancs)"));

    const auto written = judge(history("", "e4 e5 Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ng1"), "Nb8");
    check_same_facts(written.explanation, fr(written.words));
    CHECK_THAT(fr(written.words), Catch::StartsWith("Avec le coup \xc3\xa9"
                                                    "crit 5... Cb8 : Article 9.2.1"));
    CHECK_THAT(fr(written.words), Catch::Contains("appara\xc3\xaetrait 3 fois"));

    const auto twice = judge(history("", "e4 e5 Nf3 Nc6 Ng1 Nb8"));
    check_same_facts(twice.explanation, fr(twice.words));
    CHECK_THAT(fr(twice.words), Catch::StartsWith("Ni l'article 9.2.2 ni l'article 9.3.2"));
    CHECK_THAT(fr(twice.words), Catch::Contains("2 fois"));
    CHECK_THAT(fr(twice.words), Catch::Contains("il en faut 100"));
}

TEST_CASE("French: 9.3.2 and 9.3.1, the fifty-move rule in demi-coups", "[arbiter][french]") {
    const auto board = judge(history("7k/8/8/8/8/8/4K3/R7 w - - 99 60", "Ra2"));
    REQUIRE(board.valid);
    check_same_facts(board.explanation, fr(board.words));
    CHECK_THAT(fr(board.words),
               Catch::Contains("100 demi-coups (50 coups de chaque joueur) sans mouvement de pion ni prise"));

    const auto mating = judge(history("7k/8/6K1/8/8/8/8/R7 w - - 99 80", ""), "Ra8#");
    REQUIRE(mating.valid);
    check_same_facts(mating.explanation, fr(mating.words));
    CHECK_THAT(fr(mating.words), Catch::Contains("Ta8#"));
    CHECK_THAT(fr(mating.words), Catch::Contains("donne aussi mat"));

    const auto both = judge(history("k7/8/8/8/8/8/8/K6R w - - 96 80", "Kb1 Kb8 Ka1 Ka8 Kb1 Kb8 Ka1 Ka8"), "",
                            Edition::Laws2009);
    check_same_facts(both.explanation, fr(both.words));
    CHECK_THAT(fr(both.words), Catch::Contains("L'article 9.3.2 s'applique aussi"));

    const auto odd = judge(history("3k4/7r/3K4/4B3/8/8/8/5R2 w - - 40 120", "Rf2"));
    check_same_facts(odd.explanation, fr(odd.words));
    CHECK_THAT(fr(odd.words), Catch::Contains("41 demi-coups (20,5 coups de chaque joueur)"));
}

TEST_CASE("French: a claim after the game had ended names the ending in French", "[arbiter][french]") {
    const auto mated = judge(history("7k/8/6K1/8/8/8/8/R7 w - - 99 80", "Ra8#"));
    REQUIRE(mated.game_over);
    check_same_facts(mated.explanation, fr(mated.words));
    CHECK_THAT(fr(mated.words),
               Catch::StartsWith("Aucune r\xc3\xa9"
                                 "clamation n'est possible : la partie \xc3\xa9tait d\xc3\xa9j\xc3\xa0 "
                                 "termin\xc3\xa9"
                                 "e : les Noirs sont mat\xc3\xa9s au demi-coup 1"));
    CHECK_THAT(fr(mated.words), Catch::Contains("(article 5.1.1, r\xc3\xa9sultat 1-0)"));
}

TEST_CASE("French: an incorrect claim and its 9.5 penalty", "[arbiter][french]") {
    Arbiter modern(Edition::Laws2023, GameSpeed::Standard);
    const auto h = history("", "e4 e5 Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ng1");
    auto ruling = modern.claim(h, move(h.position(), "Nf6"), 600000, 600000, 1000);
    REQUIRE(ruling.ok());
    REQUIRE(ruling->penalty);
    check_same_facts(ruling->ruling.explanation, fr(ruling->ruling.words));
    CHECK_THAT(fr(ruling->ruling.words),
               Catch::Contains("R\xc3\xa9"
                               "clamation incorrecte (R\xc3\xa8gles 2023, article 9.5.3) : "
                               "l'adversaire re\xc3\xa7oit 2 min."));
    CHECK_THAT(fr(ruling->ruling.words), Catch::Contains("Le coup \xc3\xa9"
                                                         "crit Cf6 doit maintenant \xc3\xaatre jou\xc3\xa9"));
    check_same_facts(ruling->penalty->rule, fr(ruling->penalty->rule_words));
    // The decision log keeps the English.
    CHECK(modern.log().entries().back().reason == ruling->ruling.explanation);

    Arbiter old(Edition::Laws2001, GameSpeed::Standard);
    auto unknown_time = old.claim(h, std::nullopt, std::nullopt, std::nullopt, 1000);
    REQUIRE(unknown_time.ok());
    check_same_facts(unknown_time->ruling.explanation, fr(unknown_time->ruling.words));
    CHECK_THAT(fr(unknown_time->ruling.words), Catch::Contains("R\xc3\xa8gles 2001, article 9.5.b"));
    CHECK_THAT(fr(unknown_time->ruling.words), Catch::Contains("la moiti\xc3\xa9 \xc3\xa0 retirer"));
    CHECK_THAT(fr(unknown_time->ruling.words), Catch::EndsWith("La partie continue."));
}

TEST_CASE("French: flag fall (6.9), a win, a draw, and a game already over", "[arbiter][french]") {
    Arbiter arbiter(Edition::Laws2023, GameSpeed::Standard);
    const auto wins = arbiter.flag_fall(position("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), Color::Black, 1);
    REQUIRE(wins.outcome == Outcome::WhiteWins);
    check_same_facts(wins.explanation, fr(wins.words));
    CHECK_THAT(fr(wins.words),
               Catch::StartsWith("Tomb\xc3\xa9"
                                 "e du drapeau des Noirs (R\xc3\xa8gles 2023, article 6.9) : "
                                 "les Blancs peuvent encore mater (les Blancs peuvent mater avec "
                                 "l'aide de l'adversaire : "));
    CHECK_THAT(fr(wins.words), Catch::EndsWith("Les Noirs perdent au temps."));
    // The mating series stays in UCI: the same moves as in English.
    const auto line_at = wins.explanation.find("help: ");
    REQUIRE(line_at != std::string::npos);
    const std::string line =
        wins.explanation.substr(line_at + 6, wins.explanation.find(')', line_at) - line_at - 6);
    CHECK_THAT(fr(wins.words), Catch::Contains(": " + line + ")"));

    const auto drawn = arbiter.flag_fall(position("6nk/8/8/8/4K3/8/3Q4/8 w - - 0 1"), Color::White, 2);
    REQUIRE(drawn.outcome == Outcome::Draw);
    check_same_facts(drawn.explanation, fr(drawn.words));
    CHECK_THAT(fr(drawn.words),
               Catch::Contains("les Noirs ne peuvent mater par aucune suite de coups l\xc3\xa9gaux"));
    CHECK_THAT(fr(drawn.words), Catch::EndsWith("la partie est nulle."));

    const auto mated = arbiter.flag_fall(position("R6k/8/6K1/8/8/8/8/8 b - - 0 1"), Color::Black, 3);
    check_same_facts(mated.explanation, fr(mated.words));
    CHECK_THAT(fr(mated.words), Catch::StartsWith("La partie \xc3\xa9tait d\xc3\xa9j\xc3\xa0 termin\xc3\xa9"
                                                  "e par le mat"));

    const auto dead = arbiter.flag_fall(position("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), Color::White, 4);
    REQUIRE(dead.article == "5.2.2");
    check_same_facts(dead.explanation, fr(dead.words));
    CHECK_THAT(fr(dead.words), Catch::StartsWith("La position est morte (5.2.2)"));
}

TEST_CASE("French: resignation (5.1.2) under 2023 and 2018", "[arbiter][french]") {
    const auto pos = position("6nk/8/8/8/4K3/8/3Q4/8 w - - 0 1");
    Arbiter modern(Edition::Laws2023, GameSpeed::Standard);
    const auto drawn = modern.resignation(pos, Color::White, 1);
    check_same_facts(drawn.explanation, fr(drawn.words));
    CHECK_THAT(fr(drawn.words),
               Catch::StartsWith("Les Blancs abandonnent (R\xc3\xa8gles 2023, article 5.1.2) : "
                                 "les Noirs ne peuvent mater"));
    Arbiter older(Edition::Laws2018, GameSpeed::Standard);
    const auto lost = older.resignation(pos, Color::White, 1);
    check_same_facts(lost.explanation, fr(lost.words));
    CHECK_THAT(fr(lost.words), Catch::Contains("l'adversaire gagne, quelle que soit la position"));
}

TEST_CASE("French: illegal-move rulings (7.5.x, 7.4.b, 7.4)", "[arbiter][french]") {
    const auto pos = position("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    Arbiter blitz(Edition::Laws2023, GameSpeed::Blitz);
    const auto first = blitz.illegal_move(pos, Color::Black, IllegalAction::ClockWithoutMove, 2000, 1);
    check_same_facts(first.ruling.explanation, fr(first.ruling.words));
    CHECK_THAT(
        fr(first.ruling.words),
        Catch::Contains(
            "coup ill\xc3\xa9gal n\xc2\xb0 1 : l'adversaire re\xc3\xa7oit 1 min ; le coup ill\xc3\xa9gal "
            "n\xc2\xb0 2 perd la partie"));
    CHECK_THAT(fr(first.ruling.words), Catch::Contains("L'incr\xc3\xa9ment de 2 s"));
    const auto second = blitz.illegal_move(pos, Color::Black, IllegalAction::TwoHands, 0, 2);
    REQUIRE(second.ruling.outcome == Outcome::WhiteWins);
    check_same_facts(second.ruling.explanation, fr(second.ruling.words));
    CHECK_THAT(fr(second.ruling.words), Catch::Contains("Les Blancs peuvent encore mater"));

    Arbiter standard(Edition::Laws2023, GameSpeed::Standard);
    const auto promotion =
        standard.illegal_move(pos, Color::White, IllegalAction::PromotionWithoutPiece, 0, 1);
    check_same_facts(promotion.ruling.explanation, fr(promotion.ruling.words));
    CHECK_THAT(fr(promotion.ruling.words), Catch::Contains("le pion devient une dame"));
    const auto lone = standard.illegal_move(pos, Color::White, IllegalAction::IllegalMove, 0, 2);
    REQUIRE(lone.ruling.outcome == Outcome::Draw);
    check_same_facts(lone.ruling.explanation, fr(lone.ruling.words));
    CHECK_THAT(fr(lone.ruling.words), Catch::Contains("Les Noirs ne peuvent mater"));

    Arbiter old(Edition::Laws2001, GameSpeed::Standard);
    const auto adjusts = old.illegal_move(pos, Color::White, IllegalAction::IllegalMove, 0, 1);
    check_same_facts(adjusts.ruling.explanation, fr(adjusts.ruling.words));
    CHECK_THAT(fr(adjusts.ruling.words), Catch::Contains("l'arbitre ajuste les pendules (6.13)"));
}

TEST_CASE("French: automatic endings (5.2.1, 5.2.2, 9.6.1, 9.6.2)", "[arbiter][french]") {
    const auto stalemate =
        first_automatic_ending(history("7k/8/4Q3/8/8/8/8/K7 w - - 0 1", "Qf7"), Edition::Laws2023);
    REQUIRE(stalemate);
    check_same_facts(stalemate->reason, fr(stalemate->reason_words));
    CHECK_THAT(fr(stalemate->reason_words), Catch::StartsWith("les Noirs sont pat au demi-coup 1"));

    const auto dead =
        first_automatic_ending(history("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "Kxd2"), Edition::Laws2023);
    REQUIRE(dead);
    check_same_facts(dead->reason, fr(dead->reason_words));
    CHECK_THAT(fr(dead->reason_words), Catch::Contains("position morte au demi-coup 1"));
    CHECK_THAT(fr(dead->reason_words), Catch::Contains("les Blancs n'ont que le roi"));

    const std::string four = " Kb1 Kb8 Ka1 Ka8";
    const auto repeated = history("k7/8/8/8/8/8/8/K6R w - - 0 1", four + four + four + four);
    for (Edition e : {Edition::Laws2014, Edition::Laws2023}) {
        const auto fifth = first_automatic_ending(repeated, e);
        REQUIRE(fifth);
        check_same_facts(fifth->reason, fr(fifth->reason_words));
        CHECK_THAT(fr(fifth->reason_words), Catch::Contains("pour la cinqui\xc3\xa8me fois"));
        CHECK_THAT(fr(fifth->reason_words), Catch::Contains("nulle sans r\xc3\xa9"
                                                            "clamation"));
    }

    Arbiter arbiter(Edition::Laws2023, GameSpeed::Standard);
    const auto seventy_five =
        arbiter.automatic_ending(history("7k/8/6K1/8/8/8/8/R7 w - - 149 100", "Ra2"), 1);
    REQUIRE(seventy_five);
    check_same_facts(seventy_five->explanation, fr(seventy_five->words));
    CHECK_THAT(fr(seventy_five->words), Catch::StartsWith("75 coups de chaque joueur (150 demi-coups)"));
}

TEST_CASE("French: can_checkmate reasons, the mating series in UCI", "[arbiter][french]") {
    struct Case {
        const char* fen;
        Color side;
        const char* french;
    };
    const Case cases[] = {
        {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Color::Black, "les Noirs n'ont que le roi"},
        {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Color::White,
         "les Blancs peuvent mater avec l'aide de l'adversaire : "},
        {"6nk/8/8/8/4K3/8/3Q4/8 w - - 0 1", Color::Black, "les Noirs n'ont qu'un roi et un cavalier"},
        {"R6k/8/6K1/8/8/8/8/8 b - - 0 1", Color::Black, "les Noirs sont mat\xc3\xa9s"},
        {"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Color::White, "la position est pat"},
        // Blocked pawns: nothing can ever give check.
        {"4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1", Color::White, "les Blancs ne peuvent"},
        // K+N v K+N: a mate exists with the opponent's help.
        {"8/8/4n3/4k3/8/8/8/1N2K3 w - - 0 1", Color::Black, "les Noirs peuvent mater avec l'aide"},
    };
    for (const Case& c : cases) {
        const auto pos = position(c.fen);
        const std::string english = mating_material_reason(pos, c.side);
        const std::string french = fr(mating_material_words(pos, c.side));
        INFO(c.fen);
        check_same_facts(english, french);
        CHECK_THAT(french, Catch::StartsWith(c.french));
        // A mating series is given move for move as in English.
        const auto series = english.find("help: ");
        if (series != std::string::npos)
            CHECK_THAT(french, Catch::EndsWith(english.substr(series + 5)));
    }
}
