#pragma once

#include "app/clock/model/ui_state.hpp"
#include "app/clock/view/screen_words.hpp"
#include "i18n/lang.hpp"

#include <string>
#include <vector>

namespace pendule::app {

// One field of an arbiter form: typed text, or a choice among options (the value is the index).
struct FieldSpec {
    std::string label;
    std::vector<std::string> options; // empty: a text field
    bool masked = false;              // the PIN

    bool is_choice() const { return !options.empty(); }
};

// The fields of each panel screen, in the window's language.
std::vector<FieldSpec> form_fields(PanelScreen screen, const Strings& text);

// The heading of each panel screen.
std::string form_heading(PanelScreen screen, const Strings& text);

} // namespace pendule::app
