#include "app/desk/view/desk_view.hpp"

#include "app/common/model/ruling_text.hpp"
#include "app/common/model/variant.hpp"
#include "core/arbiter/reason_code.hpp"
#include "core/clock/duration_text.hpp"

#include <algorithm>
#include <iterator>

namespace pendule::app {

namespace {

std::string shown_result(const std::string& result) {
    return result == "1/2-1/2" ? "½-½" : result;
}

std::string bye_words(char code, const i18n::Lang& lang) {
    switch (code) {
    case 'H':
        return lang.tr("half-point bye");
    case 'F':
        return lang.tr("full-point bye");
    case 'U':
        return lang.tr("pairing-allocated bye");
    case '+':
        return lang.tr("won by forfeit");
    case '-':
        return lang.tr("lost by forfeit");
    default: // Z, or a blank cell
        return lang.tr("absent");
    }
}

std::string player_words(const std::string& player, const i18n::Lang& lang) {
    if (player == "white")
        return lang.tr("White");
    if (player == "black")
        return lang.tr("Black");
    return player;
}

// A recorded verdict ("1-0", "the game goes on", ...) in the window's language.
std::string recorded_verdict(const std::string& verdict, const i18n::Lang& lang) {
    if (verdict == "the game goes on")
        return lang.tr("the game goes on");
    if (verdict == "the arbiter decides")
        return lang.tr("the arbiter decides");
    return shown_result(verdict);
}

std::string ruling_line(const io::RulingGiven& r, const i18n::Lang& lang) {
    std::string line = lang.tr("{article} ({edition}) · {question}, {player}: {verdict}",
                               {{"article", r.article},
                                {"edition", r.edition},
                                {"question", question_words(r.question, lang)},
                                {"player", player_words(r.player, lang)},
                                {"verdict", recorded_verdict(r.verdict, lang)}});
    if (r.set_white_ms >= 0 || r.set_black_ms >= 0) {
        line.append(" · ");
        line.append(set_clock_words({r.set_white_ms, r.set_black_ms, r.set_moves, r.set_increment_ms}, lang));
    }
    return line;
}

DeskFormRow row(const i18n::Lang& lang, const char* label, std::string value, bool choice = false) {
    return {lang.tr(label), std::move(value), false, choice};
}

// A typed field's row: its label and the text typed.
DeskFormRow typed_row(FormField field, const RulingForm& form, const i18n::Lang& lang) {
    switch (field) {
    case FormField::white_time:
        return row(lang, i18n::N_("White's time"), form.white_time);
    case FormField::black_time:
        return row(lang, i18n::N_("Black's time"), form.black_time);
    case FormField::counter:
        return row(lang, i18n::N_("Move counter"), form.counter);
    case FormField::score:
        return row(lang, i18n::N_("Game score (SAN)"), form.score);
    case FormField::start:
        return row(lang, i18n::N_("Chess960 start (0-959)"), form.start);
    case FormField::intended:
        return row(lang, i18n::N_("Written move"), form.intended);
    case FormField::set_white:
        return row(lang, i18n::N_("Set White to"), form.set_white);
    case FormField::set_black:
        return row(lang, i18n::N_("Set Black to"), form.set_black);
    case FormField::set_counter:
        return row(lang, i18n::N_("Set the counter to"), form.set_counter);
    case FormField::reason:
    default: // the choices are form_row's
        return row(lang, i18n::N_("Reason"), form.reason);
    }
}

// The result a form chooses, or a dash when none is chosen yet (until an arrow or a result's key
// chooses one).
std::string result_chosen(const RulingForm& form) {
    if (form.result < 0)
        return "—";
    return shown_result(std::string(board_results[static_cast<std::size_t>(
        std::min(form.result, static_cast<int>(std::size(board_results)) - 1))]));
}

// A choice's row (Left, Right or Space change it), or a typed field's.
DeskFormRow form_row(FormField field, const RulingForm& form, std::string_view question,
                     const i18n::Lang& lang) {
    switch (field) {
    case FormField::question:
        return row(lang, i18n::N_("Question"), question_words(question, lang), true);
    case FormField::action:
        return row(lang, i18n::N_("Action"),
                   action_words(io::illegal_actions[static_cast<std::size_t>(
                                    std::clamp(form.action, 0, io::illegal_action_count - 1))],
                                lang),
                   true);
    case FormField::player:
        return row(lang, question == "increment" ? i18n::N_("Asked by") : i18n::N_("Player"),
                   form.player == 0 ? lang.tr("White") : lang.tr("Black"), true);
    case FormField::pressed:
        return row(lang, i18n::N_("Clock pressed"), form.pressed ? lang.tr("yes") : lang.tr("no"), true);
    case FormField::source:
        return row(lang, i18n::N_("The position from"),
                   form.editor ? lang.tr("the position editor") : lang.tr("the game score"), true);
    case FormField::letters:
        return row(lang, i18n::N_("Piece letters"),
                   form.french ? lang.tr("French (R D T F C)") : lang.tr("English (K Q R B N)"), true);
    case FormField::result:
        return row(lang, i18n::N_("Result to record"), result_chosen(form), true);
    default:
        return typed_row(field, form, lang);
    }
}

std::vector<DeskFormRow> form_rows(const RulingForm& form, const i18n::Lang& lang) {
    const std::string_view question = io::board_questions[static_cast<std::size_t>(
        std::clamp(form.question, 0, io::board_question_count - 1))];
    std::vector<DeskFormRow> rows;
    for (const FormField field : form_fields(question, form.editor, form.chess960))
        rows.push_back(form_row(field, form, question, lang));
    if (!rows.empty())
        rows[static_cast<std::size_t>(std::clamp(form.focus, 0, static_cast<int>(rows.size()) - 1))].focused =
            true;
    return rows;
}

// The board's result line: recorded (with why), proposed by the clock (with why, until the
// arbiter records it), or none yet.
std::string result_line(const io::RoundState& round, const LiveBoards& live, int board,
                        const i18n::Lang& lang) {
    const auto result = round.results.find(board);
    if (result != round.results.end()) {
        if (result->second.reason.empty())
            return lang.tr("Result: {result}", {{"result", shown_result(result->second.result)}});
        return lang.tr("Result: {result} ({reason})", {{"result", shown_result(result->second.result)},
                                                       {"reason", recorded_reason(result->second, lang)}});
    }
    const auto proposal = proposed_result(round, live, board);
    if (!proposal)
        return lang.tr("No result yet");
    const std::string why = reason_words(proposal->reason_code, proposal->result, proposal->reason, lang);
    if (why.empty())
        return lang.tr("Proposed by the clock: {result}; Enter on Result records it",
                       {{"result", shown_result(proposal->result)}});
    return lang.tr("Proposed by the clock: {result} ({reason}); Enter on Result records it",
                   {{"result", shown_result(proposal->result)}, {"reason", why}});
}

// The clock as the ruling sets it, one line each.
std::vector<std::string> clock_lines(const arbiter::ClockSetting& set, const i18n::Lang& lang) {
    std::vector<std::string> lines = {lang.tr("Set the clock to:"),
                                      lang.tr("White {time}", {{"time", clock::format_clock(set.white_ms)}}),
                                      lang.tr("Black {time}", {{"time", clock::format_clock(set.black_ms)}})};
    if (set.moves >= 0)
        lines.push_back(lang.tr("Move counter {moves}", {{"moves", set.moves}}));
    if (set.increment_ms >= 0)
        lines.push_back(lang.tr("Increment {seconds} s for both", {{"seconds", set.increment_ms / 1000}}));
    return lines;
}

// The ruling just given on the board, beside the form; a claim's repeated positions (F2) on the
// whole page when they are open.
void show_ruling(const io::DeskRuling& given_ruling, bool repetition_open, const i18n::Lang& lang,
                 DeskBoardView& v) {
    const arbiter::BoardRuling& given = given_ruling.ruling;
    DeskRulingShown shown;
    shown.verdict = verdict_shown(given.ruling.outcome, lang);
    shown.article = lang.tr("Laws of Chess {edition}: {article}",
                            {{"edition", given_ruling.record.edition}, {"article", given.ruling.article}});
    shown.explanation = text_in(lang, given.ruling.words);
    shown.clock_changes = given.set.has_value();
    shown.set_clock = given.set ? set_clock_words(*given.set, lang) : lang.tr("The clock: leave it as it is");
    shown.set_lines = given.set ? clock_lines(*given.set, lang) : std::vector<std::string>{shown.set_clock};
    if (given.repetition && !given.repetition->occurrences.empty()) {
        RepetitionView boards = repetition_view(*given.repetition, lang);
        if (!boards.empty()) {
            shown.repetition_key = lang.tr("F2: the positions side by side ({boards} boards)",
                                           {{"boards", static_cast<std::int64_t>(boards.boards.size())}});
            if (repetition_open)
                v.repetition = std::move(boards);
        }
    }
    v.ruling = std::move(shown);
}

DeskBoardView board_view(const Desk& desk, const DeskScreen& screen, const i18n::Lang& lang) {
    const io::RoundState& round = desk.round();
    DeskBoardView v;
    if (round.boards.empty())
        return v;
    const io::BoardPaired& b = round.boards[static_cast<std::size_t>(
        std::clamp(screen.selected, 0, static_cast<int>(round.boards.size()) - 1))];
    v.title = lang.tr("Board {board} · {white} – {black}",
                      {{"board", b.board}, {"white", b.white}, {"black", b.black}});
    if (round.variant) // A Chess960 round's boards say so
        v.title += "  ·  " + chess960_short_words(round.variant->start, lang);
    v.result = result_line(round, screen.live, b.board, lang);
    for (const io::RulingGiven& r : round.rulings)
        if (r.board == b.board)
            v.rulings.push_back(ruling_line(r, lang));
    v.rulings_head = lang.trn("{n} ruling on this board (the latest last)",
                              "{n} rulings on this board (the latest last)", v.rulings.size());
    v.form_head = lang.tr("A ruling from the clock read");
    v.form = form_rows(screen.form, lang);
    const DeskSide side = board_page_side(screen);
    if (side == DeskSide::chessboard) {
        v.chessboard = board_view(screen.entry);
        v.board_note =
            !screen.entry.message().empty()
                ? screen.entry.message()
                : lang.tr("Click a piece, then its square; or type the moves in SAN. ← → a move back or on.");
    } else if (side == DeskSide::editor) {
        v.editor = editor_view(screen.editor, lang);
        v.board_note =
            lang.tr("The position when the flag fell or the player resigned: pick a piece, click squares.");
    }
    if (side == DeskSide::ruling && screen.shown && screen.shown->record.board == b.board)
        show_ruling(*screen.shown, screen.repetition_open, lang, v);
    return v;
}

} // namespace

std::string question_words(std::string_view question, const i18n::Lang& lang) {
    if (question == "illegal")
        return lang.tr("Illegal action (7.5)");
    if (question == "claim")
        return lang.tr("Draw claim (9.2, 9.3)");
    if (question == "flag")
        return lang.tr("Flag fall (6.9)");
    if (question == "resignation")
        return lang.tr("Resignation (5.1.2)");
    if (question == "increment")
        return lang.tr("5-second increment (III.4)");
    if (question == "correction")
        return lang.tr("Time correction (6.10.2)");
    return std::string(question);
}

std::string action_words(std::string_view action, const i18n::Lang& lang) {
    if (action == "promotion")
        return lang.tr("Promotion without the new piece (7.5.2)");
    if (action == "clock-without-move")
        return lang.tr("Clock pressed without a move (7.5.3)");
    if (action == "two-hands")
        return lang.tr("A move made with two hands (7.5.4)");
    return lang.tr("Illegal move (7.5.1)");
}

std::string verdict_shown(arbiter::Outcome outcome, const i18n::Lang& lang) {
    switch (outcome) {
    case arbiter::Outcome::WhiteWins:
        return lang.tr("White wins: 1-0");
    case arbiter::Outcome::BlackWins:
        return lang.tr("Black wins: 0-1");
    case arbiter::Outcome::Draw:
        return lang.tr("Draw: ½-½");
    case arbiter::Outcome::ArbiterDecides:
        return lang.tr("The arbiter decides");
    default:
        return lang.tr("The game goes on");
    }
}

std::string reason_words(std::string_view code, std::string_view score, const std::string& english,
                         const i18n::Lang& lang) {
    const auto known = arbiter::parse_reason_code(code);
    if (!known)
        return english;
    const bool draw = score == "1/2-1/2";
    using arbiter::ReasonCode;
    switch (*known) {
    case ReasonCode::WhiteResigns:
        return draw ? lang.trc("reason", "White resigned; Black cannot checkmate")
                    : lang.trc("reason", "White resigned");
    case ReasonCode::BlackResigns:
        return draw ? lang.trc("reason", "Black resigned; White cannot checkmate")
                    : lang.trc("reason", "Black resigned");
    case ReasonCode::Agreement:
        return lang.trc("reason", "draw agreed");
    case ReasonCode::WhiteFlag:
        return draw ? lang.trc("reason", "White's flag fell; Black cannot checkmate")
                    : lang.trc("reason", "White's flag fell");
    case ReasonCode::BlackFlag:
        return draw ? lang.trc("reason", "Black's flag fell; White cannot checkmate")
                    : lang.trc("reason", "Black's flag fell");
    case ReasonCode::WhiteIllegal:
        return lang.trc("reason", "illegal moves by White");
    case ReasonCode::BlackIllegal:
        return lang.trc("reason", "illegal moves by Black");
    case ReasonCode::ArbiterDraw:
        return lang.trc("reason", "draw declared by the arbiter");
    case ReasonCode::WhiteClaim:
        return lang.trc("reason", "draw claimed by White");
    case ReasonCode::BlackClaim:
        return lang.trc("reason", "draw claimed by Black");
    case ReasonCode::Checkmate:
        return lang.trc("reason", "checkmate");
    case ReasonCode::Stalemate:
        return lang.trc("reason", "stalemate");
    case ReasonCode::DeadPosition:
        return lang.trc("reason", "dead position");
    case ReasonCode::Fivefold:
        return lang.trc("reason", "fivefold repetition");
    case ReasonCode::SeventyFiveMoves:
        return lang.trc("reason", "75-move rule");
    }
    return english;
}

std::string recorded_reason(const io::ResultSet& result, const i18n::Lang& lang) {
    if (result.reason_code.empty() || !arbiter::parse_reason_code(result.reason_code))
        return result.reason;
    return lang.tr("from the clock: {reason}",
                   {{"reason", reason_words(result.reason_code, result.result, result.reason, lang)}});
}

std::string set_clock_words(const arbiter::ClockSetting& set, const i18n::Lang& lang) {
    std::string out =
        lang.tr("Set the clock to: White {white}, Black {black}",
                {{"white", clock::format_clock(set.white_ms)}, {"black", clock::format_clock(set.black_ms)}});
    if (set.moves >= 0)
        out += lang.tr(", move counter {moves}", {{"moves", set.moves}});
    if (set.increment_ms >= 0)
        out += lang.tr(", increment {seconds} s for both", {{"seconds", set.increment_ms / 1000}});
    return out;
}

namespace {

// What the board's clock says on the hall, on its row: the result it proposes (with why,
// until the arbiter confirms it), a flag or a ruling that waits for the result, or its times; and
// a clock gone offline.
void live_row(DeskRow& row, const io::RoundState& round, const LiveBoards& live, int board,
              const i18n::Lang& lang) {
    const auto it = live.find(board);
    if (it == live.end())
        return;
    const io::LiveState* state = live_state(live, board);
    std::string note;
    if (auto proposal = proposed_result(round, live, board)) {
        row.result = shown_result(proposal->result) + " ?";
        row.proposed = true;
        const std::string why = reason_words(proposal->reason_code, proposal->result, proposal->reason, lang);
        note = why.empty() ? lang.tr("from the clock: c confirms")
                           : lang.tr("{reason}: c confirms", {{"reason", why}});
    } else if (state && !row.finished) {
        const bool white_flag =
            state->first_flag && *state->first_flag == clock::side_name(clock::Side::White);
        if (state->first_flag)
            note = lang.tr(white_flag ? i18n::N_("White's flag fell: the result to rule")
                                      : i18n::N_("Black's flag fell: the result to rule"));
        else if (state->result_to_confirm)
            note = lang.tr("a ruling at the clock left the result to the arbiter");
        else
            note = lang.tr("clock: White {white}, Black {black}, move {moves}",
                           {{"white", clock::format_clock(state->white_ms)},
                            {"black", clock::format_clock(state->black_ms)},
                            {"moves", state->white_moves}});
    }
    // A clock that stops after its result is no news; one gone during the game is.
    if (it->second.link == "offline" && !row.finished && !row.proposed)
        note = note.empty() ? lang.tr("clock offline") : note + " · " + lang.tr("clock offline");
    if (!note.empty())
        row.note = row.note.empty() ? note : row.note + " · " + note;
}

} // namespace

DeskView make_desk_view(const Desk& desk, const DeskScreen& screen, const i18n::Lang& lang) {
    const io::RoundState& round = desk.round();
    DeskView v;
    v.title = round.opened.event.empty()
                  ? lang.tr("Round {round}", {{"round", round.opened.round}})
                  : lang.tr("Round {round} — {event}",
                            {{"round", round.opened.round}, {"event", round.opened.event}});
    int finished = 0;
    int proposals = 0;
    for (const io::BoardPaired& b : round.boards) {
        DeskRow row;
        row.board = std::to_string(b.board);
        row.white = b.white;
        row.black = b.black;
        const auto result = round.results.find(b.board);
        if (result != round.results.end()) {
            row.result = shown_result(result->second.result);
            row.note = recorded_reason(result->second, lang);
            row.finished = true;
            ++finished;
        }
        const auto rulings = std::count_if(round.rulings.begin(), round.rulings.end(),
                                           [&b](const io::RulingGiven& r) { return r.board == b.board; });
        if (rulings > 0 && row.note.empty())
            row.note = lang.trn("{n} ruling", "{n} rulings", static_cast<std::uint64_t>(rulings));
        live_row(row, round, screen.live, b.board, lang);
        proposals += row.proposed;
        v.rows.push_back(std::move(row));
    }
    if (!v.rows.empty())
        v.rows[static_cast<std::size_t>(std::clamp(screen.selected, 0, static_cast<int>(v.rows.size()) - 1))]
            .selected = true;
    v.subtitle = lang.tr("Laws of Chess {edition} · {control} · results: {finished} of {boards}",
                         {{"edition", round.opened.edition},
                          {"control", round.opened.control.empty() ? std::string("?") : round.opened.control},
                          {"boards", static_cast<std::int64_t>(round.boards.size())},
                          {"finished", finished}});
    if (round.variant)
        v.subtitle += "  ·  " + chess960_words(round.variant->start, lang);
    v.head_board = lang.tr("Board");
    v.head_white = lang.tr("White");
    v.head_black = lang.tr("Black");
    v.head_result = lang.tr("Result");
    for (const io::PlayerUnpaired& p : round.unpaired)
        v.unpaired.push_back(
            lang.tr("{name}: {bye}", {{"name", p.name.empty() ? std::to_string(p.rank) : p.name},
                                      {"bye", bye_words(p.code, lang)}}));
    v.hint = lang.tr(
        "↑ ↓ choose a board    Enter open it    1  0  =  +  −  its result    a add a board    Esc leave");
    if (proposals > 0)
        v.hint = lang.tr("c confirm the clock's result") + "    " + v.hint;
    if (screen.page == DeskPage::board && !round.boards.empty()) {
        v.board = board_view(desk, screen, lang);
        v.hint = lang.tr(
            "Tab ↑ ↓ a field    ← → Space a choice    Enter give the ruling (on Result: record it)    Esc "
            "the boards");
        if (v.board->repetition)
            v.hint = lang.tr("F2 or Esc: back to the ruling");
    } else if (screen.page == DeskPage::add_board) {
        DeskAddView add;
        add.title = lang.tr("A board typed: the two players");
        add.fields = {{lang.tr("White"), screen.add_white, screen.add_focus == 0, false},
                      {lang.tr("Black"), screen.add_black, screen.add_focus == 1, false}};
        v.add = std::move(add);
        v.hint = lang.tr("Tab the other name    Enter add the board    Esc cancel");
    }
    v.message = screen.message;
    v.message_is_error = screen.message_is_error;
    if (desk.last_read().error) {
        v.message = lang.tr("The round journal is damaged: nothing can be recorded ({error})",
                            {{"error", desk.last_read().error->text()}});
        v.message_is_error = true;
    }
    return v;
}

DeskLayout make_desk_layout(int width, int height, std::size_t rows) {
    DeskLayout l;
    l.margin = std::max(12, width / 40);
    l.title_size = std::clamp(height / 18, 18, 48);
    l.text_size = std::clamp(height / 32, 12, 28);
    l.rows_top = l.margin + l.title_size * 2 + l.text_size * 3;
    const int room = height - l.rows_top - l.text_size * 6;
    const int wanted = l.text_size * 2;
    l.row_h = rows == 0 ? wanted : std::clamp(room / static_cast<int>(rows), l.text_size + 4, wanted);
    l.visible_rows = std::max(1, (height - l.text_size * 5 - l.rows_top) / l.row_h);
    // The board page: the form on the left (48 %), the ruling or the chessboard on the right.
    const int left_w = (width - 3 * l.margin) * 48 / 100;
    l.side.x = 2 * l.margin + left_w;
    l.side.y = l.margin + l.title_size * 3 / 2 + l.text_size * 22 / 10;
    l.side.w = std::max(0, width - l.margin - l.side.x);
    l.side.h = std::max(0, height - l.text_size * 36 / 10 - l.side.y);
    return l;
}

Rect desk_board_area(const DeskLayout& l) {
    return {l.side.x, l.side.y, l.side.w, std::max(0, l.side.h - l.text_size * 2)};
}

int first_visible_row(const DeskLayout& layout, int selected) {
    return selected >= layout.visible_rows ? selected - layout.visible_rows + 1 : 0;
}

std::string desk_progress(const Desk& desk, const i18n::Lang& lang) {
    std::string out;
    for (const Desk::Waiting& w : desk.waiting()) {
        if (!out.empty())
            out += "; ";
        const std::string analysing = w.analysis.kind == io::MateAnalysisNeeded::Kind::claim
                                          ? analysing_claim_words(lang)
                                          : analysing_words(~w.analysis.who, lang);
        out += lang.tr("Board {board}: {analysing}",
                       {{"board", w.ruling.question.board}, {"analysing", analysing}});
    }
    return out;
}

} // namespace pendule::app
