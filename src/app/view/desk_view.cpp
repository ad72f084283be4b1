#include "app/view/desk_view.hpp"

#include <algorithm>

namespace pendule::app {

namespace {

std::string shown_result(const std::string& result) {
    return result == "1/2-1/2" ? "½-½" : result;
}

std::string bye_words(char code, const Lang& lang) {
    switch (code) {
    case 'H':
        return lang.tr("half-point bye");
    case 'F':
        return lang.tr("full-point bye");
    case 'U':
        return lang.tr("pairing-allocated bye");
    default:
        return lang.tr("absent");
    }
}

} // namespace

DeskView make_desk_view(const Desk& desk, const DeskScreen& screen, const Lang& lang) {
    const io::RoundState& round = desk.round();
    DeskView v;
    v.title = round.opened.event.empty()
                  ? lang.tr("Round {round}", {{"round", round.opened.round}})
                  : lang.tr("Round {round} — {event}",
                            {{"round", round.opened.round}, {"event", round.opened.event}});
    int finished = 0;
    for (const io::BoardPaired& b : round.boards) {
        DeskRow row;
        row.board = std::to_string(b.board);
        row.white = b.white;
        row.black = b.black;
        const auto result = round.results.find(b.board);
        if (result != round.results.end()) {
            row.result = shown_result(result->second.result);
            row.note = result->second.reason;
            row.finished = true;
            ++finished;
        }
        const auto rulings = std::count_if(round.rulings.begin(), round.rulings.end(),
                                           [&b](const io::RulingGiven& r) { return r.board == b.board; });
        if (rulings > 0 && row.note.empty())
            row.note = lang.trn("{n} ruling", "{n} rulings", static_cast<std::uint64_t>(rulings));
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
    v.head_board = lang.tr("Board");
    v.head_white = lang.tr("White");
    v.head_black = lang.tr("Black");
    v.head_result = lang.tr("Result");
    for (const io::PlayerUnpaired& p : round.unpaired)
        v.unpaired.push_back(
            lang.tr("{name}: {bye}", {{"name", p.name.empty() ? std::to_string(p.rank) : p.name},
                                      {"bye", bye_words(p.code, lang)}}));
    v.hint = lang.tr("↑ ↓ choose a board    1  0  =  +  −  its result    Esc leave");
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
    return l;
}

int first_visible_row(const DeskLayout& layout, int selected) {
    return selected >= layout.visible_rows ? selected - layout.visible_rows + 1 : 0;
}

} // namespace pendule::app
