// pendule_board_shot KIND LANG OUT.png: draws a board widget alone, as a host screen
// would, into a PNG (under Xvfb, like the window's --screenshot):
//   editor     the position editor with a blitz flag-fall position set up by its own clicks
//              (French: a castling right left without its rook, so the reason shows)
//   promotion  a game entry waiting for the promotion's piece, the chooser over the board
// The catalogues are found as the window finds them, from the program's folder.
#include "app/common/draw/board_draw.hpp"
#include "app/common/draw/palette.hpp"
#include "app/common/input/board_input.hpp"
#include "app/common/platform/files.hpp"
#include "app/common/view/editor_view.hpp"
#include "i18n/lang.hpp"
#include "io/os/file_system.hpp"

#include <SFML/Graphics/RenderTexture.hpp>

#include <iostream>
#include <string>

using namespace pendule;
using namespace pendule::app;

namespace {

constexpr int kWidth = 1000;
constexpr int kHeight = 560;
const Rect kArea{20, 20, kWidth - 40, kHeight - 40};

void put(PositionEditor& e, const EditorGeometry& g, rules::Piece piece,
         std::initializer_list<rules::Square> squares) {
    const Rect cell = g.palette.cell_rect(palette_index(piece));
    editor_click(e, g, cell.centre_x(), cell.centre_y());
    for (rules::Square s : squares) {
        const Rect r = g.board.square_rect(s);
        editor_click(e, g, r.centre_x(), r.centre_y());
    }
}

void press(PositionEditor& e, const EditorGeometry& g, EditorButton button) {
    const Rect r = g.button(static_cast<int>(button));
    editor_click(e, g, r.centre_x(), r.centre_y());
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: pendule_board_shot editor|promotion LANG OUT.png\n";
        return 2;
    }
    const std::string kind = argv[1];
    i18n::set_program_dir(io::program_dir());
    const auto lang = i18n::lang_from_name(argv[2]);
    if (!lang) {
        std::cerr << "pendule_board_shot: no catalogue for " << argv[2] << '\n';
        return 2;
    }
    Fonts fonts;
    if (auto missing = load_fonts(fonts)) {
        std::cerr << "pendule_board_shot: " << *missing << '\n';
        return 1;
    }
    sf::RenderTexture texture;
    if (!texture.create(kWidth, kHeight)) {
        std::cerr << "pendule_board_shot: cannot create a render texture\n";
        return 1;
    }
    texture.clear(palette::panel_bg);
    if (kind == "editor") {
        PositionEditor e(*lang);
        const EditorGeometry g = EditorGeometry::fit(kArea, false);
        press(e, g, EditorButton::clear);
        put(e, g, rules::Piece::WhiteKing, {rules::G2});
        put(e, g, rules::Piece::WhiteRook, {rules::A7});
        put(e, g, rules::Piece::WhitePawn, {rules::F2, rules::G3, rules::H4});
        put(e, g, rules::Piece::BlackKing, {rules::G7});
        put(e, g, rules::Piece::BlackPawn, {rules::F7, rules::H7, rules::G6});
        put(e, g, rules::Piece::BlackKnight, {rules::E5});
        press(e, g, EditorButton::side);
        if (lang->code() == "fr")
            press(e, g, EditorButton::white_oo);
        draw_editor(texture, editor_view(e, *lang), g, fonts);
    } else if (kind == "promotion") {
        auto entry = GameEntry::from_fen("1n5k/P7/8/8/8/8/6K1/8 w - - 0 1", *lang);
        if (!entry)
            return 1;
        const BoardGeometry g = BoardGeometry::fit(kArea, false);
        for (rules::Square s : {rules::A7, rules::A8}) {
            const Rect r = g.square_rect(s);
            board_click(*entry, g, r.centre_x(), r.centre_y());
        }
        draw_board(texture, board_view(*entry), g, fonts);
    } else {
        std::cerr << "pendule_board_shot: unknown kind " << kind << '\n';
        return 2;
    }
    texture.display();
    if (!texture.getTexture().copyToImage().saveToFile(argv[3])) {
        std::cerr << "pendule_board_shot: cannot write " << argv[3] << '\n';
        return 1;
    }
    return 0;
}
