#include "app/common/view/editor_view.hpp"

#include "app/common/model/variant.hpp"

#include <algorithm>

namespace pendule::app {

EditorGeometry EditorGeometry::fit(const Rect& area, bool flipped) {
    EditorGeometry g;
    const int side = std::min(area.h, area.w * 58 / 100);
    g.board = BoardGeometry::fit({area.x, area.y, side, side}, flipped);
    const int gap = std::max(4, side / 30);
    const int x = area.x + side + gap;
    const int w = std::max(0, area.x + area.w - x);
    const int palette_h = std::min(w * 2 / 7, area.h / 3);
    g.palette = PaletteGeometry::fit({x, area.y, w, palette_h});
    const int rows = (kEditorButtons + 1) / 2;
    const int row_h = std::min(area.h / 11, std::max(1, (area.h - palette_h - 2 * gap) * 2 / (3 * rows)));
    g.buttons_area = {x, area.y + palette_h + gap, w, rows * row_h};
    g.status = {x, g.buttons_area.y + g.buttons_area.h + gap, w,
                std::max(0, area.y + area.h - (g.buttons_area.y + g.buttons_area.h + gap))};
    return g;
}

Rect EditorGeometry::button(int index) const {
    const int rows = (kEditorButtons + 1) / 2;
    const int row_h = buttons_area.h / rows;
    const int gap = std::max(2, row_h / 8);
    const int w = (buttons_area.w - gap) / 2;
    return {buttons_area.x + (index % 2) * (w + gap), buttons_area.y + (index / 2) * row_h, w, row_h - gap};
}

std::optional<EditorButton> EditorGeometry::button_at(int x, int y) const {
    for (int i = 0; i < kEditorButtons; ++i)
        if (button(i).contains(x, y))
            return static_cast<EditorButton>(i);
    return std::nullopt;
}

int palette_index(rules::Piece piece) {
    for (int i = 0; i < kPaletteCells; ++i)
        if (palette_piece(i) == piece)
            return i;
    return kPaletteEraser;
}

namespace {

// Chess960: a right set names its rook ("White O-O · h1"), which need not stand in the corner.
std::string castling_label(const PositionEditor& editor, rules::CastlingRights right, std::string label) {
    const rules::Square rook = editor.castling_rook(right);
    if (editor.is_chess960() && rook != rules::NoSquare)
        label.append(" · ").append(rules::square_name(rook));
    return label;
}

} // namespace

EditorView editor_view(const PositionEditor& editor, const i18n::Lang& lang) {
    EditorView view;
    for (int i = 0; i < 64; ++i) {
        const auto s = static_cast<rules::Square>(i);
        SquareView& square = view.board.squares[static_cast<std::size_t>(i)];
        square.piece = editor.piece_on(s);
        square.light = (rules::file_of(s) + rules::rank_of(s)) % 2 == 1;
    }
    view.board.flipped = editor.flipped();
    if (editor.en_passant() != rules::NoSquare)
        view.board.squares[editor.en_passant()].target = true;
    view.hand = palette_index(editor.in_hand());
    const rules::CastlingRights rights = editor.castling();
    const bool white = editor.side_to_move() == rules::Color::White;
    view.buttons = {
        {white ? lang.trc("editor button", "White to move") : lang.trc("editor button", "Black to move"),
         true},
        {castling_label(editor, rules::kWhiteKingside, lang.tr("White O-O")),
         (rights & rules::kWhiteKingside) != 0},
        {castling_label(editor, rules::kWhiteQueenside, lang.tr("White O-O-O")),
         (rights & rules::kWhiteQueenside) != 0},
        {castling_label(editor, rules::kBlackKingside, lang.tr("Black O-O")),
         (rights & rules::kBlackKingside) != 0},
        {castling_label(editor, rules::kBlackQueenside, lang.tr("Black O-O-O")),
         (rights & rules::kBlackQueenside) != 0},
        {editor.en_passant() == rules::NoSquare
             ? lang.tr("En passant: none")
             : lang.tr("En passant: {square}", {{"square", rules::square_name(editor.en_passant())}}),
         editor.en_passant() != rules::NoSquare},
        {lang.tr("Flip the board"), editor.flipped()},
        {lang.tr("Empty board"), false},
        {lang.tr("Start position"), false},
    };
    view.fen = editor.fen();
    const auto position = editor.position();
    view.legal = position.ok();
    view.verdict = position.ok() ? lang.tr("A legal position") : position.error().message;
    if (editor.is_chess960())
        view.variant =
            editor.chess960_start() ? chess960_words(editor.chess960_start(), lang) : lang.tr("Chess960");
    return view;
}

} // namespace pendule::app
