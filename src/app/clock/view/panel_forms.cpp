#include "app/clock/view/panel_forms.hpp"

#include "app/clock/view/screen_words.hpp"

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
    case PanelScreen::result: // in the order of ResultKind
        return {{t.result,
                 {t.resign_white, t.resign_black, t.agreement, t.flag_white, t.flag_black, t.white_illegal,
                  t.black_illegal, t.arbiter_draw},
                 false}};
    case PanelScreen::claim:
        return {{t.game_score, {}, false},
                {t.letters, {t.english_letters, t.french_letters}, false},
                {t.intended_move, {}, false}};
    case PanelScreen::claim_verdict:
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
    case PanelScreen::claim_verdict:
        return t.claim;
    case PanelScreen::result:
        return t.result;
    }
    return t.arbiter;
}

} // namespace pendule::app
