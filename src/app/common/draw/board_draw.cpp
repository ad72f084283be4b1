#include "app/common/draw/board_draw.hpp"

#include "app/common/draw/draw_text.hpp"
#include "app/common/draw/palette.hpp"
#include "app/common/draw/pixels.hpp"
#include "app/common/draw/shapes.hpp"

#include <SFML/Graphics/CircleShape.hpp>
#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/Text.hpp>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

namespace pendule::app {

namespace {

// The smallest letters of the editor's buttons and status: a longer text takes another line.
constexpr unsigned kSmallestLabel = 11;

using pixels::f;
using pixels::px;

// The filled glyph of a piece type: U+265A (king) ... U+265F (pawn). Both colours use the filled
// shapes: a white piece is the same silhouette painted white with a dark outline.
sf::Uint32 glyph(rules::PieceType type) {
    switch (type) {
    case rules::PieceType::King:
        return 0x265A;
    case rules::PieceType::Queen:
        return 0x265B;
    case rules::PieceType::Rook:
        return 0x265C;
    case rules::PieceType::Bishop:
        return 0x265D;
    case rules::PieceType::Knight:
        return 0x265E;
    case rules::PieceType::Pawn:
        break;
    }
    return 0x265F;
}

void draw_marks(sf::RenderTarget& target, const SquareView& s, const Rect& r) {
    if (s.last_move)
        fill_rect(target, r, palette::board_last_move);
    if (s.selected)
        fill_rect(target, r, palette::board_selected);
    if (s.check) {
        sf::CircleShape glow(f(r.w) * 0.46f);
        glow.setPosition(f(r.x) + f(r.w) * 0.04f, f(r.y) + f(r.h) * 0.04f);
        glow.setFillColor(palette::board_check);
        target.draw(glow);
    }
    if (s.target) {
        // A dot on an empty square, a ring around a piece that can be taken.
        const bool capture = s.piece != rules::Piece::None;
        const float radius = capture ? f(r.w) * 0.46f : f(r.w) * 0.16f;
        sf::CircleShape dot(radius);
        dot.setPosition(f(r.x) + f(r.w) / 2 - radius, f(r.y) + f(r.h) / 2 - radius);
        if (capture) {
            dot.setFillColor(sf::Color::Transparent);
            dot.setOutlineColor(palette::board_target);
            dot.setOutlineThickness(-f(r.w) * 0.08f);
        } else {
            dot.setFillColor(palette::board_target);
        }
        target.draw(dot);
    }
}

} // namespace

void draw_piece(sf::RenderTarget& target, rules::Piece piece, const Rect& cell, const Fonts& fonts) {
    if (piece == rules::Piece::None || cell.w <= 0)
        return;
    const bool white = rules::color_of(piece) == rules::Color::White;
    sf::Text text(sf::String(glyph(rules::type_of(piece))), fonts.sans, px(cell.h * 82 / 100));
    text.setFillColor(white ? palette::piece_white : palette::piece_black);
    text.setOutlineColor(white ? palette::piece_black : palette::piece_white);
    text.setOutlineThickness(std::max(1.f, f(cell.h) * (white ? 0.035f : 0.02f)));
    const sf::FloatRect b = text.getLocalBounds();
    text.setPosition(static_cast<float>(static_cast<int>(f(cell.x) + (f(cell.w) - b.width) / 2 - b.left)),
                     static_cast<float>(static_cast<int>(f(cell.y) + (f(cell.h) - b.height) / 2 - b.top)));
    target.draw(text);
}

void draw_board(sf::RenderTarget& target, const BoardView& board, const BoardGeometry& g,
                const Fonts& fonts) {
    if (g.square <= 0)
        return;
    fill_rect(target, g.board, sf::Color::Transparent, palette::panel_border, 2.f);
    for (int i = 0; i < 64; ++i) {
        const auto s = static_cast<rules::Square>(i);
        const SquareView& square = board.squares[static_cast<std::size_t>(i)];
        const Rect r = g.square_rect(s);
        fill_rect(target, r, square.light ? palette::board_light : palette::board_dark);
        draw_marks(target, square, r);
        draw_piece(target, square.piece, r, fonts);
    }
    if (g.label > 0) {
        const unsigned size = px(g.label * 95 / 100);
        for (int i = 0; i < 8; ++i) {
            const Rect file = g.file_label(i);
            const Rect rank = g.rank_label(i);
            draw_text(target, fonts.sans, std::string(1, static_cast<char>('a' + i)), size, palette::text_dim,
                      f(file.centre_x()), f(file.y + file.h / 6), Align::centre);
            draw_text(target, fonts.sans, std::string(1, static_cast<char>('1' + i)), size, palette::text_dim,
                      f(rank.centre_x()), f(rank.centre_y() - static_cast<int>(size) / 2), Align::centre);
        }
    }
    if (board.promotion_square != rules::NoSquare) {
        // The board dimmed, the four pieces on light cells.
        fill_rect(target, g.board, sf::Color(18, 21, 25, 150));
        for (int i = 0; i < 4; ++i) {
            const Rect cell = promotion_cell(g, board.promotion_square, i);
            fill_rect(target, cell, palette::board_light, palette::panel_border, -2.f);
            draw_piece(target,
                       rules::make_piece(board.promotion_side, kPromotionPieces[static_cast<std::size_t>(i)]),
                       cell, fonts);
        }
    }
}

void draw_palette(sf::RenderTarget& target, const PaletteGeometry& p, int chosen, const Fonts& fonts) {
    for (int i = 0; i < kPaletteCells; ++i) {
        const Rect cell = p.cell_rect(i);
        fill_rect(target, cell, i == chosen ? palette::field_focus : palette::field_bg,
                  i == chosen ? palette::board_selected : palette::band_idle, i == chosen ? -3.f : -1.f);
        if (i == kPaletteEraser) {
            // The eraser: an empty square crossed out.
            const int m = cell.w / 4;
            fill_rect(target, {cell.x + m, cell.y + m, cell.w - 2 * m, cell.h - 2 * m}, palette::board_light);
            sf::RectangleShape bar({f(cell.w - 2 * m) * 1.3f, f(std::max(2, cell.w / 14))});
            bar.setOrigin(bar.getSize().x / 2, bar.getSize().y / 2);
            bar.setPosition(f(cell.centre_x()), f(cell.centre_y()));
            bar.setRotation(45.f);
            bar.setFillColor(palette::band_flagged);
            target.draw(bar);
            continue;
        }
        draw_piece(target, palette_piece(i), cell, fonts);
    }
}

void draw_editor(sf::RenderTarget& target, const EditorView& editor, const EditorGeometry& g,
                 const Fonts& fonts) {
    draw_board(target, editor.board, g.board, fonts);
    draw_palette(target, g.palette, editor.hand, fonts);
    for (std::size_t i = 0; i < editor.buttons.size(); ++i) {
        const Rect b = g.button(static_cast<int>(i));
        const EditorButtonView& button = editor.buttons[i];
        fill_rect(target, b, button.on ? palette::field_focus : palette::field_bg,
                  button.on ? palette::panel_border : palette::band_idle, -1.f);
        // A label long for its button ("Retourner l'échiquier") takes two lines rather than tiny letters.
        const FittedText label = fit_text_box(fonts.sans, button.label, px(b.h * 50 / 100), f(b.w - b.h / 4),
                                              f(b.h * 90 / 100), kSmallestLabel);
        const float label_h = line_height(label.size) * static_cast<float>(label.lines.size());
        float y = f(b.y) + (f(b.h) - label_h) / 2 + static_cast<float>(label.size) * 0.15f;
        for (const std::string& line : label.lines) {
            draw_text(target, fonts.sans, line, label.size,
                      button.on ? palette::text_bright : palette::text_dim, f(b.centre_x()), y,
                      Align::centre);
            y += line_height(label.size);
        }
    }
    // The FEN, on one line, or cut between ranks 5 and 4 and before its other fields when the column
    // is narrow: every line whole, in letters of one size.
    const unsigned size = px(std::min(g.status.h / 4, g.button(0).h * 45 / 100));
    const auto size_of = [&](const std::vector<std::string>& lines) {
        unsigned smallest = size;
        for (const std::string& line : lines)
            smallest = std::min(smallest, fit_size(fonts.sans, line, size, f(g.status.w)));
        return smallest;
    };
    std::vector<std::string> fen{editor.fen};
    std::size_t ranks = 0;
    for (int slashes = 0; slashes < 4 && ranks != std::string::npos; ++slashes)
        ranks = editor.fen.find('/', slashes == 0 ? 0 : ranks + 1);
    const std::size_t fields = editor.fen.find(' ');
    if (size_of(fen) < size && ranks != std::string::npos && fields != std::string::npos && ranks < fields) {
        fen = {editor.fen.substr(0, ranks + 1), editor.fen.substr(ranks + 1)};
        if (size_of(fen) < kSmallestLabel)
            fen = {fen[0], editor.fen.substr(ranks + 1, fields - ranks - 1), editor.fen.substr(fields + 1)};
    }
    const unsigned fen_size = std::max(kSmallestLabel, size_of(fen));
    float y = f(g.status.y);
    for (const std::string& line : fen) {
        draw_text(target, fonts.sans, line, fen_size, palette::text_dim, f(g.status.x), y);
        y += line_height(fen_size);
    }
    y += f(size) * 0.35f;
    for (const auto& [words, font, colour] :
         {std::tuple{&editor.verdict, &fonts.sans_bold,
                     editor.legal ? palette::band_running : palette::band_flagged},
          std::tuple{&editor.variant, &fonts.sans, palette::text_bright}}) {
        const FittedText fitted = fit_text(*font, *words, size, f(g.status.w), 2, kSmallestLabel);
        for (const std::string& line : fitted.lines) {
            draw_text(target, *font, line, fitted.size, colour, f(g.status.x), y);
            y += line_height(fitted.size);
        }
    }
}

} // namespace pendule::app
