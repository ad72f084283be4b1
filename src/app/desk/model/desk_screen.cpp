#include "app/desk/model/desk_screen.hpp"

#include <algorithm>
#include <iterator>

namespace pendule::app {

std::vector<FormField> form_fields(std::string_view question, bool editor, bool chess960) {
    using F = FormField;
    if (question == "illegal")
        return {F::question, F::action,  F::player, F::white_time, F::black_time,
                F::counter,  F::pressed, F::score,  F::letters,    F::result};
    if (question == "claim")
        return {F::question, F::white_time, F::black_time, F::counter,
                F::score,    F::intended,   F::letters,    F::result};
    if (question == "flag" || question == "resignation") {
        if (editor && chess960)
            return {F::question, F::player, F::white_time, F::black_time,
                    F::counter,  F::source, F::start,      F::result};
        if (editor)
            return {F::question, F::player, F::white_time, F::black_time, F::counter, F::source, F::result};
        return {F::question, F::player, F::white_time, F::black_time, F::counter,
                F::source,   F::score,  F::letters,    F::result};
    }
    if (question == "increment")
        return {F::question, F::player, F::white_time, F::black_time, F::counter, F::result};
    return {F::question,  F::white_time,  F::black_time, F::counter, F::set_white,
            F::set_black, F::set_counter, F::reason,     F::result};
}

DeskSide board_page_side(const DeskScreen& screen) {
    const std::string_view question = question_of(screen.form);
    const bool editor = screen.form.editor && (question == "flag" || question == "resignation");
    const std::vector<FormField> fields = form_fields(question, editor, screen.form.chess960);
    const FormField focused = fields[static_cast<std::size_t>(
        std::clamp(screen.form.focus, 0, static_cast<int>(fields.size()) - 1))];
    const bool reads_game =
        question == "illegal" || question == "claim" || question == "flag" || question == "resignation";
    const DeskSide board = editor ? DeskSide::editor : DeskSide::chessboard;
    if (screen.shown && (screen.ruling_in_front || screen.repetition_open))
        return DeskSide::ruling;
    if (reads_game &&
        (focused == FormField::score || focused == FormField::source || focused == FormField::start))
        return board;
    if (screen.shown)
        return DeskSide::ruling;
    return reads_game ? board : DeskSide::none;
}

bool is_choice(FormField field) {
    return field == FormField::question || field == FormField::action || field == FormField::player ||
           field == FormField::pressed || field == FormField::source || field == FormField::letters ||
           field == FormField::result;
}

std::string_view question_of(const RulingForm& form) {
    const auto count = io::board_question_count;
    return io::board_questions[static_cast<std::size_t>(std::clamp(form.question, 0, count - 1))];
}

rules::Notation letters_of(const RulingForm& form) {
    return form.french ? rules::Notation::French : rules::Notation::English;
}

} // namespace pendule::app
