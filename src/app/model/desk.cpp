#include "app/model/desk.hpp"

#include "io/trf.hpp"

#include <algorithm>
#include <iterator>

namespace pendule::app {

Result<Desk> Desk::open(const std::filesystem::path& path) {
    auto read = io::read_round_journal_file(path);
    if (!read)
        return read.error();
    return Desk(path, std::move(read.value()));
}

namespace {

template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace

std::optional<Error> Desk::apply(const DeskCommand& command, std::int64_t wall_ms) {
    if (const auto* r = std::get_if<RecordResult>(&command); r && !io::trf::result_codes(r->result))
        return fail("unknown result '" + r->result + "'");
    if (const auto* a = std::get_if<AddBoard>(&command); a && (a->white.empty() || a->black.empty()))
        return fail("a board needs both players' names");
    // Locked, then read: what another program recorded meanwhile is taken into account.
    io::RoundRead read;
    auto writer = io::RoundJournalWriter::open(path_, read);
    if (!writer)
        return writer.error();
    const io::RoundState now = io::round_state(read);
    std::optional<io::DeskRuling> ruling;
    Result<io::RoundRecord> record = std::visit(
        Overloaded{
            [&](const RecordResult& r) -> Result<io::RoundRecord> {
                if (!now.board(r.board))
                    return fail("round " + std::to_string(now.opened.round) + " has no board " +
                                std::to_string(r.board));
                return io::RoundRecord{io::ResultSet{r.board, wall_ms, r.result, r.reason}};
            },
            [&](const GiveRuling& g) -> Result<io::RoundRecord> {
                auto given = io::rule_on_board(now, g.question, wall_ms);
                if (!given)
                    return given.error();
                ruling = std::move(given.value());
                return io::RoundRecord{ruling->record};
            },
            [&](const AddBoard& a) -> Result<io::RoundRecord> {
                return io::RoundRecord{io::BoardPaired{io::next_board_number(now), a.white, a.black, 0, 0}};
            }},
        command);
    if (!record)
        return record.error();
    if (auto error = writer->append(*record))
        return error;
    // What is shown is what the journal holds: its records, and the one just synced.
    read.records.push_back(*record);
    read_ = std::move(read);
    round_ = io::round_state(read_);
    if (ruling)
        last_ruling_ = std::move(ruling);
    if (const auto* b = std::get_if<io::BoardPaired>(&*record))
        last_board_added_ = b->board;
    return std::nullopt;
}

std::vector<FormField> form_fields(std::string_view question, bool editor) {
    using F = FormField;
    if (question == "illegal")
        return {F::question, F::action,  F::player, F::white_time, F::black_time,
                F::counter,  F::pressed, F::score,  F::letters,    F::result};
    if (question == "claim")
        return {F::question, F::white_time, F::black_time, F::counter,
                F::score,    F::intended,   F::letters,    F::result};
    if (question == "flag" || question == "resignation") {
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
    const auto count = static_cast<int>(std::size(io::board_questions));
    const std::string_view question =
        io::board_questions[static_cast<std::size_t>(std::clamp(screen.form.question, 0, count - 1))];
    const bool editor = screen.form.editor && (question == "flag" || question == "resignation");
    const std::vector<FormField> fields = form_fields(question, editor);
    const FormField focused = fields[static_cast<std::size_t>(
        std::clamp(screen.form.focus, 0, static_cast<int>(fields.size()) - 1))];
    const bool reads_game =
        question == "illegal" || question == "claim" || question == "flag" || question == "resignation";
    const DeskSide board = editor ? DeskSide::editor : DeskSide::chessboard;
    if (screen.shown && (screen.ruling_in_front || screen.repetition_open))
        return DeskSide::ruling;
    if (reads_game && (focused == FormField::score || focused == FormField::source))
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

} // namespace pendule::app
