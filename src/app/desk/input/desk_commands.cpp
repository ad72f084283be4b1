#include "app/desk/input/desk_commands.hpp"

#include "app/desk/view/desk_view.hpp"

namespace pendule::app {

bool take_desk_command(Desk& desk, DeskScreen& screen, const DeskCommand& command, const i18n::Lang& lang,
                       std::int64_t wall_ms) {
    const auto* give = std::get_if<GiveRuling>(&command);
    if (give && desk.waits_on(give->question.board)) { // one ruling at a time on a board
        screen.message = lang.tr("the ruling waits for the analysis: try again when it is done");
        screen.message_is_error = true;
        return false;
    }
    if (auto error = desk.apply(command, wall_ms)) {
        screen.message = error->text();
        screen.message_is_error = true;
        return false;
    }
    screen.message_is_error = false;
    if (const auto* r = std::get_if<RecordResult>(&command)) {
        screen.message =
            lang.tr("Board {board}: {result} recorded",
                    {{"board", r->board}, {"result", r->result == "1/2-1/2" ? "½-½" : r->result}});
    } else if (desk.last_ruling_waits()) {
        screen.message = desk_progress(desk, lang); // recorded once the analysis answers
    } else if (give) {
        screen.shown = desk.last_ruling();
        screen.ruling_in_front = true;
        screen.message = lang.tr("Ruling recorded in the round journal");
    } else {
        const int board = desk.last_board_added();
        const auto& boards = desk.round().boards;
        for (std::size_t i = 0; i < boards.size(); ++i)
            if (boards[i].board == board)
                screen.selected = static_cast<int>(i);
        screen.page = DeskPage::list;
        screen.message = lang.tr("Board {board} added", {{"board", board}});
    }
    return true;
}

void show_desk_progress(const Desk& desk, DeskScreen& screen, const i18n::Lang& lang) {
    const std::string progress = desk_progress(desk, lang);
    if (progress.empty() || screen.message.find(progress) != std::string::npos)
        return;
    screen.message = screen.message.empty() ? progress
                                            : lang.tr("{ruling}; {analysing}",
                                                      {{"ruling", screen.message}, {"analysing", progress}});
}

std::vector<Desk::Arrived> take_desk_verdicts(Desk& desk, DeskScreen& screen, const i18n::Lang& lang) {
    std::vector<Desk::Arrived> arrived = desk.take_verdicts();
    for (const Desk::Arrived& a : arrived) {
        const auto& boards = desk.round().boards;
        const bool on_its_page = screen.page == DeskPage::board && screen.selected >= 0 &&
                                 static_cast<std::size_t>(screen.selected) < boards.size() &&
                                 boards[static_cast<std::size_t>(screen.selected)].board == a.board;
        screen.message_is_error = a.error.has_value();
        if (a.error) {
            screen.message = lang.tr("Board {board}: the ruling was not recorded: {reason}",
                                     {{"board", a.board}, {"reason", a.error->text()}});
        } else if (on_its_page) {
            screen.shown = a.ruling;
            screen.ruling_in_front = true;
            screen.message = lang.tr("Ruling recorded in the round journal");
        } else {
            screen.message =
                lang.tr("Board {board}: ruling recorded in the round journal", {{"board", a.board}});
        }
    }
    if (!arrived.empty())
        show_desk_progress(desk, screen, lang);
    return arrived;
}

} // namespace pendule::app
