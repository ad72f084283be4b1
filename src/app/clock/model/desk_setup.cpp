#include "app/clock/model/desk_setup.hpp"

namespace pendule::app {

bool DeskSetup::changed_since_taken() const {
    if (!taken)
        return false;
    if (!offered)
        return true; // withdrawn
    io::BoardSetup now = *offered;
    now.revision = taken->revision;
    return !(now == *taken);
}

void receive_desk_setup(DeskSetup& desk, std::string_view text, std::string_view event, int board) {
    if (text.empty()) {
        desk.offered.reset();
        desk.problem.clear();
        return;
    }
    auto setup = io::parse_board_setup(text, "the desk's set-up");
    if (!setup) {
        desk.problem = setup.error().text();
        return;
    }
    if (setup->event != event || setup->board != board) {
        desk.problem = "the desk's set-up is for event " + setup->event + ", board " +
                       std::to_string(setup->board) + ", not this clock's";
        return;
    }
    desk.offered = std::move(setup.value());
    desk.problem.clear();
}

} // namespace pendule::app
