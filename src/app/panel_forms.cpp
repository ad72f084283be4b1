#include "app/panel_forms.hpp"

namespace pendule::app {

std::vector<FieldSpec> form_fields(PanelScreen screen, const Strings& t) {
    const FieldSpec player{t.player, {t.white, t.black}, false};
    switch (screen) {
    case PanelScreen::pin:
        return {{t.enter_pin, {}, true}};
    case PanelScreen::adjust_time:
        return {player, {t.new_time, {}, false}};
    case PanelScreen::adjust_moves:
        return {player, {t.new_moves, {}, false}};
    case PanelScreen::illegal_move:
        return {player};
    case PanelScreen::result:
        return {{t.result, {t.resign_white, t.resign_black, t.agreement, t.flag_white, t.flag_black}, false}};
    case PanelScreen::claim:
    case PanelScreen::menu:
        break;
    }
    return {};
}

std::string form_heading(PanelScreen screen, const Strings& t) {
    switch (screen) {
    case PanelScreen::menu:
        return t.arbiter;
    case PanelScreen::pin:
        return t.arbiter;
    case PanelScreen::adjust_time:
        return t.adjust_time;
    case PanelScreen::adjust_moves:
        return t.adjust_moves;
    case PanelScreen::illegal_move:
        return t.illegal_move;
    case PanelScreen::claim:
        return t.claim;
    case PanelScreen::result:
        return t.result;
    }
    return t.arbiter;
}

} // namespace pendule::app
