#include "app/desk/model/ruling_question.hpp"

#include "app/common/model/variant.hpp"
#include "core/clock/duration_text.hpp"
#include "core/parse.hpp"
#include "core/rules/game.hpp"
#include "core/rules/san.hpp"

#include <algorithm>
#include <iterator>

namespace pendule::app {

namespace {

Result<clock::Millis> time_typed(const std::string& text, const char* label, const i18n::Lang& lang) {
    auto parsed = clock::parse_duration(text);
    if (!parsed || text.find(':') == std::string::npos)
        return fail(lang.tr("{field}: expected h:mm:ss or m:ss as read on the clock, got '{text}'",
                            {{"field", lang.tr(label)}, {"text", text}}));
    return *parsed;
}

Result<int> counter_typed(const std::string& text, const char* label, const i18n::Lang& lang) {
    if (text.empty())
        return -1;
    const auto n = parse_integer(text, 0, 999, {.minus = false});
    if (!n)
        return fail(lang.tr("{field}: expected a move counter from 0 to 999, got '{text}'",
                            {{"field", lang.tr(label)}, {"text", text}}));
    return static_cast<int>(*n);
}

// The clock as read: both times and the move counter (-1 when left empty).
Result<arbiter::ClockReading> reading_typed(const RulingForm& form, const i18n::Lang& lang) {
    auto white = time_typed(form.white_time, i18n::N_("White's time"), lang);
    if (!white)
        return white.error();
    auto black = time_typed(form.black_time, i18n::N_("Black's time"), lang);
    if (!black)
        return black.error();
    auto counter = counter_typed(form.counter, i18n::N_("Move counter"), lang);
    if (!counter)
        return counter.error();
    return arbiter::ClockReading{*white, *black, *counter};
}

// The score: as typed, or the moves up to the one the chessboard shows when the arbiter
// stepped back on it.
Result<std::string> score_typed(const FileReader& files, const RulingForm& form, const GameEntry& entry,
                                const i18n::Lang& lang) {
    std::string score =
        entry.cursor() < entry.game().ply_count() ? entry.movetext(letters_of(form)) : form.score;
    // A PGN file: the ruling is on its last game, the one on the board.
    auto text = game_score_of(files, score);
    if (!text)
        return fail(lang.tr("game score: {error}", {{"error", text.error().text()}}));
    return text;
}

// What is wrong with the score (none given is not) and the written move read in it, as the
// ruling will read them.
std::optional<Error> score_problem(const std::string& score, const std::string& intended,
                                   rules::Notation letters, std::optional<int> chess960,
                                   const i18n::Lang& lang) {
    if (score.empty())
        return std::nullopt;
    auto game = game_of_score(score, letters, chess960);
    if (!game)
        return fail(lang.tr("game score: {error}", {{"error", game.error().text()}}));
    if (intended.empty())
        return std::nullopt;
    auto move = rules::parse_san(game->position(), intended, letters);
    if (!move)
        return fail(
            lang.tr("intended move {move}: {error}", {{"move", intended}, {"error", move.error().text()}}));
    return std::nullopt;
}

// Laws 6.10.2: the clock as the arbiter sets it; a time left empty stays as read.
Result<arbiter::ClockSetting> correction_typed(const RulingForm& form, const arbiter::ClockReading& read,
                                               const i18n::Lang& lang) {
    arbiter::ClockSetting set{read.white_ms, read.black_ms, -1};
    if (!form.set_white.empty()) {
        auto t = time_typed(form.set_white, i18n::N_("Set White to"), lang);
        if (!t)
            return t.error();
        set.white_ms = *t;
    }
    if (!form.set_black.empty()) {
        auto t = time_typed(form.set_black, i18n::N_("Set Black to"), lang);
        if (!t)
            return t.error();
        set.black_ms = *t;
    }
    auto moves = counter_typed(form.set_counter, i18n::N_("Set the counter to"), lang);
    if (!moves)
        return moves.error();
    set.moves = *moves;
    return set;
}

} // namespace

Result<io::BoardQuestion> form_question(const FileReader& files, const RulingForm& form,
                                        const GameEntry& entry, const PositionEditor& editor, int board,
                                        const i18n::Lang& lang, std::optional<int> chess960) {
    io::BoardQuestion q;
    q.board = board;
    q.question = std::string(question_of(form));
    q.player = form.player == 0 ? "white" : "black";
    q.action = std::string(io::illegal_actions[static_cast<std::size_t>(
        std::clamp(form.action, 0, io::illegal_action_count - 1))]);
    q.pressed = form.pressed;
    const std::vector<FormField> fields = form_fields(q.question, form.editor, form.chess960);
    const auto asks = [&](FormField f) { return std::find(fields.begin(), fields.end(), f) != fields.end(); };
    auto reading = reading_typed(form, lang);
    if (!reading)
        return reading.error();
    q.reading = *reading;
    if (asks(FormField::score)) {
        auto score = score_typed(files, form, entry, lang);
        if (!score)
            return score.error();
        q.score = std::move(score.value());
    }
    q.french = form.french;
    // The score and the written move read here too, so that their problems are said in the
    // window's words (the ruling reads them again, the same way).
    if (q.question == "claim" && q.score.empty())
        return fail(lang.tr("A claim needs the game score: enter it on the board, or type it"));
    const std::string intended = asks(FormField::intended) ? form.intended : "";
    if (auto wrong = score_problem(q.score, intended, letters_of(form), chess960, lang))
        return *wrong;
    if (asks(FormField::source) && form.editor) {
        // Laws 6.9 / 5.1.2 on the position set up: the editor says why it is not a legal one.
        auto position = editor.position();
        if (!position)
            return fail(lang.tr("The position set up: {error}", {{"error", position.error().text()}}));
        q.fen = position->fen();
    }
    q.intended = intended;
    if (asks(FormField::set_white)) {
        auto set = correction_typed(form, q.reading, lang);
        if (!set)
            return set.error();
        q.correction = *set;
        q.reason = form.reason;
    }
    return q;
}

} // namespace pendule::app
