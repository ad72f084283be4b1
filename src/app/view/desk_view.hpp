#pragma once

// What the desk screen shows (pure: desk + screen state + language -> DeskView), and where its rows
// are, for drawing and for clicks.

#include "app/model/desk.hpp"
#include "app/view/lang.hpp"

#include <string>
#include <vector>

namespace pendule::app {

struct DeskRow {
    std::string board;
    std::string white;
    std::string black;
    std::string result; // "1-0", "½-½", ... or "" while the game goes on
    std::string note;   // the reason, or how many rulings were given on that board
    bool selected = false;
    bool finished = false;
    bool operator==(const DeskRow&) const = default;
};

struct DeskView {
    std::string title;    // "Round 2 — Pendule Open 2026"
    std::string subtitle; // "Laws of Chess 2023 · 900+10 · 2 boards, 1 finished"
    std::string head_board, head_white, head_black, head_result;
    std::vector<DeskRow> rows;
    std::vector<std::string> unpaired; // "Castro, Diego: half-point bye"
    std::string hint;
    std::string message;
    bool message_is_error = false;
    bool operator==(const DeskView&) const = default;
};

DeskView make_desk_view(const Desk& desk, const DeskScreen& screen, const Lang& lang);

struct DeskLayout {
    int margin = 0;
    int rows_top = 0; // the first board row's top
    int row_h = 0;
    int title_size = 0;
    int text_size = 0;
    int visible_rows = 1; // the rows that fit above the byes, the message and the keys
};

DeskLayout make_desk_layout(int width, int height, std::size_t rows);

// The first row on the screen: a long round scrolls so that the selected board is always shown.
int first_visible_row(const DeskLayout& layout, int selected);

} // namespace pendule::app
