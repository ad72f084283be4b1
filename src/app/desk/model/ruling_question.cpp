#include "app/desk/model/ruling_question.hpp"

#include "app/common/model/variant.hpp"
#include "core/clock/duration_text.hpp"
#include "core/parse.hpp"
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "core/rules/san.hpp"
#include "io/export/game_score.hpp"

#include <algorithm>
#include <iterator>

namespace pendule::app {

namespace {

constexpr int action_count = static_cast<int>(std::size(io::illegal_actions));

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

} // namespace

Result<io::BoardQuestion> form_question(const RulingForm& form, const GameEntry& entry,
                                        const PositionEditor& editor, int board, const i18n::Lang& lang,
                                        std::optional<int> chess960) {
    io::BoardQuestion q;
    q.board = board;
    q.question = std::string(question_of(form));
    q.player = form.player == 0 ? "white" : "black";
    q.action = std::string(
        io::illegal_actions[static_cast<std::size_t>(std::clamp(form.action, 0, action_count - 1))]);
    q.pressed = form.pressed;
    const std::vector<FormField> fields = form_fields(q.question, form.editor, form.chess960);
    const auto asks = [&](FormField f) { return std::find(fields.begin(), fields.end(), f) != fields.end(); };
    auto white = time_typed(form.white_time, i18n::N_("White's time"), lang);
    if (!white)
        return white.error();
    auto black = time_typed(form.black_time, i18n::N_("Black's time"), lang);
    if (!black)
        return black.error();
    auto counter = counter_typed(form.counter, i18n::N_("Move counter"), lang);
    if (!counter)
        return counter.error();
    q.reading = {*white, *black, *counter};
    // The score: as typed, or the moves up to the one the chessboard shows when the arbiter
    // stepped back on it.
    if (asks(FormField::score)) {
        q.score = entry.cursor() < entry.game().ply_count() ? entry.movetext(letters_of(form)) : form.score;
        // A PGN file: the ruling is on its last game, the one on the board.
        if (io::names_pgn_file(q.score)) {
            auto text = io::game_score_text(q.score);
            if (!text)
                return fail(lang.tr("game score: {error}", {{"error", text.error().text()}}));
            q.score = std::move(text.value());
        }
    }
    q.french = form.french;
    // The score and the written move read here too, so that their problems are said in the
    // window's words (the ruling reads them again, the same way).
    if (q.question == "claim" && q.score.empty())
        return fail(lang.tr("A claim needs the game score: enter it on the board, or type it"));
    if (!q.score.empty()) {
        auto pgn = rules::read_pgn_game(q.score);
        if (!pgn)
            return fail(lang.tr("game score: {error}", {{"error", pgn.error().text()}}));
        // A Chess960 round: the score starts from its start, as the ruling reads it.
        if (chess960 && !pgn->start_fen()) {
            pgn->set_tag("Variant", "Chess960");
            pgn->set_tag("SetUp", "1");
            pgn->set_tag("FEN", game_start(chess960).fen());
        }
        auto game = rules::Game::from_pgn(*pgn, letters_of(form), false);
        if (!game)
            return fail(lang.tr("game score: {error}", {{"error", game.error().text()}}));
        if (asks(FormField::intended) && !form.intended.empty()) {
            auto move = rules::parse_san(game->position(), form.intended, letters_of(form));
            if (!move)
                return fail(lang.tr("intended move {move}: {error}",
                                    {{"move", form.intended}, {"error", move.error().text()}}));
        }
    }
    if (asks(FormField::source) && form.editor) {
        // Laws 6.9 / 5.1.2 on the position set up: the editor says why it is not a legal one.
        auto position = editor.position();
        if (!position)
            return fail(lang.tr("The position set up: {error}", {{"error", position.error().text()}}));
        q.fen = position->fen();
    }
    if (asks(FormField::intended))
        q.intended = form.intended;
    if (asks(FormField::set_white)) {
        // Laws 6.10.2: a time left empty stays as read.
        arbiter::ClockSetting set{*white, *black, -1};
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
        q.correction = set;
        q.reason = form.reason;
    }
    return q;
}

} // namespace pendule::app
