// Reading FEN (Forsyth-Edwards Notation) with an error for every way a FEN can be wrong.
#include "core/parse.hpp"
#include "core/rules/attacks.hpp"
#include "core/rules/position.hpp"

#include <vector>

namespace pendule::rules {

namespace {

constexpr const char* kFieldNames[] = {"placement",  "side to move",   "castling",
                                       "en passant", "halfmove clock", "fullmove number"};

std::string where(int field) {
    return "FEN field " + std::to_string(field + 1) + " (" + kFieldNames[field] + ")";
}

std::string quoted(std::string_view text) {
    std::string out = "'";
    for (char c : text) {
        auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u >= 0x7f) {
            static constexpr char hex[] = "0123456789abcdef";
            out += "\\x";
            out += hex[u >> 4];
            out += hex[u & 15];
        } else {
            out += c;
        }
    }
    return out + "'";
}

std::vector<std::string_view> split_fields(std::string_view text) {
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n'))
            ++i;
        std::size_t start = i;
        while (i < text.size() && !(text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n'))
            ++i;
        if (i > start)
            fields.push_back(text.substr(start, i - start));
    }
    return fields;
}

std::optional<int> parse_number(std::string_view text, int max) {
    if (text.size() > 9)
        return std::nullopt;
    const auto value = parse_integer(text, 0, max);
    return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
}

std::optional<Piece> piece_from_char(char c) {
    constexpr std::string_view letters = "PNBRQKpnbrqk";
    auto i = letters.find(c);
    if (i == std::string_view::npos)
        return std::nullopt;
    return make_piece(i < 6 ? Color::White : Color::Black, PieceType(i % 6));
}

} // namespace

// Reads the fields one by one into a Position (a friend of Position).
class FenReader {
  public:
    static Result<Position> read(std::string_view text, FenMaterial check, FenRules rules);

  private:
    static std::optional<Error> placement(Position& pos, std::string_view field);
    static std::optional<Error> material(const Position& pos, FenMaterial check);
    static std::optional<Error> castling(Position& pos, std::string_view field);
    static std::optional<Error> castling_960(Position& pos, std::string_view field);
    static std::optional<Error> castling_either(Position& pos, std::string_view field, FenRules rules);
    static std::optional<Error> en_passant(Position& pos, std::string_view field);
};

std::optional<Error> FenReader::placement(Position& pos, std::string_view field) {
    int rank = 7, file = 0;
    for (std::size_t i = 0; i <= field.size(); ++i) {
        char c = i < field.size() ? field[i] : '/';
        std::string rank_name = "rank " + std::to_string(rank + 1);
        if (c == '/') {
            if (file != 8)
                return fail(rank_name + " has " + std::to_string(file) + " squares, expected 8", where(0));
            if (i == field.size())
                break;
            if (--rank < 0)
                return fail("more than 8 ranks", where(0));
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return fail(rank_name + " has more than 8 squares", where(0));
        } else if (auto p = piece_from_char(c)) {
            if (file >= 8)
                return fail(rank_name + " has more than 8 squares", where(0));
            pos.put_piece(*p, make_square(file++, rank));
        } else {
            return fail("unknown piece letter " + quoted(std::string_view(&field[i], 1)) + " in " + rank_name,
                        where(0));
        }
    }
    if (rank != 0)
        return fail("found " + std::to_string(8 - rank) + " ranks, expected 8", where(0));
    return std::nullopt;
}

// Kings, pawns on the edge ranks and piece counts that no game can reach.
std::optional<Error> FenReader::material(const Position& pos, FenMaterial check) {
    for (Color c : {Color::White, Color::Black}) {
        std::string side(color_name(c));
        int kings = popcount(pos.pieces(c, PieceType::King));
        if (kings != 1)
            return fail(side + " has " + std::to_string(kings) + " kings, expected exactly one", where(0));
        Bitboard edge_pawns = pos.pieces(c, PieceType::Pawn) & (kRank1 | kRank8);
        if (edge_pawns)
            return fail(side + " has a pawn on " + square_name(lsb(edge_pawns)) + " (first or eighth rank)",
                        where(0));
        if (check != FenMaterial::Reachable)
            continue;
        int total = popcount(pos.pieces(c));
        if (total > 16)
            return fail(side + " has " + std::to_string(total) + " pieces, at most 16 are possible",
                        where(0));
        int pawns = popcount(pos.pieces(c, PieceType::Pawn));
        if (pawns > 8)
            return fail(side + " has " + std::to_string(pawns) + " pawns, at most 8 are possible", where(0));
        // Every piece beyond the initial set is a promoted pawn.
        int extra = 0;
        const int initial[] = {8, 2, 2, 2, 1};
        for (int t = 1; t < 5; ++t)
            extra += std::max(0, popcount(pos.pieces(c, PieceType(t))) - initial[t]);
        if (extra > 8 - pawns) {
            std::string missing = pawns == 8   ? "no pawn is missing"
                                  : pawns == 7 ? "only 1 pawn is missing"
                                               : "only " + std::to_string(8 - pawns) + " pawns are missing";
            return fail(side + " has " + std::to_string(extra) + " promoted piece" + (extra == 1 ? "" : "s") +
                            " but " + missing,
                        where(0));
        }
    }
    return std::nullopt;
}

std::optional<Error> FenReader::castling(Position& pos, std::string_view field) {
    pos.clear_castling();
    if (field == "-")
        return std::nullopt;
    struct Right {
        char letter;
        CastlingRights bit;
        Color color;
        Square king, rook;
    };
    static constexpr Right rights[] = {{'K', kWhiteKingside, Color::White, E1, H1},
                                       {'Q', kWhiteQueenside, Color::White, E1, A1},
                                       {'k', kBlackKingside, Color::Black, E8, H8},
                                       {'q', kBlackQueenside, Color::Black, E8, A8}};
    for (char c : field) {
        const Right* right = nullptr;
        for (const Right& r : rights)
            if (r.letter == c)
                right = &r;
        if (!right)
            return fail("unexpected character " + quoted(std::string_view(&c, 1)) + ", expected '-' or KQkq",
                        where(2));
        if (pos.castling_ & right->bit)
            return fail(quoted(std::string_view(&c, 1)) + " is given twice", where(2));
        if (pos.piece_on(right->king) != make_piece(right->color, PieceType::King) ||
            pos.piece_on(right->rook) != make_piece(right->color, PieceType::Rook))
            return fail(std::string("castling right ") + c + " needs the " +
                            (right->color == Color::White ? "white" : "black") + " king on " +
                            square_name(right->king) + " and a rook on " + square_name(right->rook),
                        where(2));
        pos.set_castling_rook(right->bit, right->rook);
    }
    return std::nullopt;
}

// Chess960 (Guidelines II): X-FEN (K/Q: the outermost rook of the wing; a file letter for another
// one) or Shredder-FEN (file letters only), upper case for White.
std::optional<Error> FenReader::castling_960(Position& pos, std::string_view field) {
    pos.clear_castling();
    if (field == "-")
        return std::nullopt;
    for (char c : field) {
        const std::string letter = quoted(std::string_view(&c, 1));
        const bool wing_letter = c == 'K' || c == 'Q' || c == 'k' || c == 'q';
        const bool file_letter = (c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h');
        if (!wing_letter && !file_letter)
            return fail(
                "unexpected character " + letter +
                    ", expected '-', KQkq or the castling rooks' files (A-H for White, a-h for Black)",
                where(2));
        const Color us = (c >= 'A' && c <= 'Z') ? Color::White : Color::Black;
        const std::string side = us == Color::White ? "white" : "black";
        const int back = us == Color::White ? 0 : 7;
        const Square king = pos.king_square(us);
        const Piece rook = make_piece(us, PieceType::Rook);
        if (rank_of(king) != back)
            return fail("castling right " + letter + " needs the " + side + " king on rank " +
                            std::to_string(back + 1) + ", it is on " + square_name(king),
                        where(2));
        Square rook_square = NoSquare;
        bool kingside = false;
        if (wing_letter) {
            kingside = c == 'K' || c == 'k';
            const int step = kingside ? -1 : 1;
            for (int f = kingside ? 7 : 0; f != file_of(king); f += step)
                if (pos.piece_on(make_square(f, back)) == rook) {
                    rook_square = make_square(f, back);
                    break;
                }
            if (rook_square == NoSquare)
                return fail("castling right " + letter + " needs a " + side + " rook on rank " +
                                std::to_string(back + 1) + " on the king's " +
                                (kingside ? "kingside (right of " : "queenside (left of ") +
                                square_name(king) + ")",
                            where(2));
        } else {
            rook_square = make_square(us == Color::White ? c - 'A' : c - 'a', back);
            if (pos.piece_on(rook_square) != rook)
                return fail("castling right " + letter + " names " + square_name(rook_square) +
                                ", where there is no " + side + " rook",
                            where(2));
            kingside = file_of(rook_square) > file_of(king);
        }
        const CastlingRights right = castling_right(us, kingside);
        if (const Square held = pos.castling_rook(right); held != NoSquare) {
            if (held == rook_square)
                return fail(letter + " is given twice (or as a letter and as its file)", where(2));
            return fail("castling rights " + letter + " and the one on " + square_name(held) +
                            " both name rooks on " + std::string(color_name(us)) + "'s " +
                            (kingside ? "kingside" : "queenside") + " (the king, on " + square_name(king) +
                            ", must stand between its two castling rooks: Guidelines II.1)",
                        where(2));
        }
        pos.set_castling_rook(right, rook_square);
    }
    return std::nullopt;
}

// FenRules::Detect: standard chess when the field reads so, else Chess960; when neither reads it,
// the standard reason for a field of KQkq only, the Chess960 one otherwise.
std::optional<Error> FenReader::castling_either(Position& pos, std::string_view field, FenRules rules) {
    if (rules == FenRules::Standard)
        return castling(pos, field);
    if (rules == FenRules::Chess960) {
        pos.variant_ = Variant::Chess960;
        return castling_960(pos, field);
    }
    auto standard = castling(pos, field);
    if (!standard)
        return std::nullopt;
    auto chess960 = castling_960(pos, field);
    if (!chess960) {
        pos.variant_ = Variant::Chess960;
        return std::nullopt;
    }
    pos.clear_castling();
    return field.find_first_not_of("KQkq") == std::string_view::npos ? standard : chess960;
}

std::optional<Error> FenReader::en_passant(Position& pos, std::string_view field) {
    pos.ep_ = NoSquare;
    if (field == "-")
        return std::nullopt;
    auto sq = parse_square(field);
    if (!sq)
        return fail(quoted(field) + " is not a square (expected '-' or a square such as e3)", where(3));
    const Color us = pos.side_, them = ~us;
    const int expected_rank = us == Color::White ? 5 : 2;
    if (rank_of(*sq) != expected_rank)
        return fail(square_name(*sq) + " is on the wrong rank: with " + std::string(color_name(us)) +
                        " to move it must be on rank " + std::to_string(expected_rank + 1),
                    where(3));
    const int forward = us == Color::White ? -8 : 8; // from the ep square towards the pawn that moved
    auto pawn_square = Square(*sq + forward);
    auto origin = Square(*sq - forward);
    if (pos.piece_on(pawn_square) != make_piece(them, PieceType::Pawn))
        return fail("no " + std::string(them == Color::White ? "white" : "black") + " pawn on " +
                        square_name(pawn_square) + " that could just have moved two squares to pass " +
                        square_name(*sq),
                    where(3));
    if (pos.piece_on(*sq) != Piece::None || pos.piece_on(origin) != Piece::None)
        return fail(square_name(*sq) + " and " + square_name(origin) +
                        " must be empty after a double pawn push",
                    where(3));
    pos.ep_ = *sq;
    return std::nullopt;
}

Result<Position> FenReader::read(std::string_view text, FenMaterial check, FenRules rules) {
    auto fields = split_fields(text);
    if (fields.size() != 6 && fields.size() != 4)
        return fail("expected 6 fields (placement, side to move, castling, en passant, halfmove clock, "
                    "fullmove number) or 4, found " +
                        std::to_string(fields.size()),
                    "FEN");
    Position pos;
    pos.board_.fill(Piece::None);
    if (auto e = placement(pos, fields[0]))
        return *e;
    if (auto e = material(pos, check))
        return *e;

    if (fields[1] == "w")
        pos.side_ = Color::White;
    else if (fields[1] == "b")
        pos.side_ = Color::Black;
    else
        return fail("expected 'w' or 'b', found " + quoted(fields[1]), where(1));
    // Laws 3.9: the side that has just moved cannot have left its own king in check.
    const Color moved = ~pos.side_;
    if (check != FenMaterial::AfterIllegalMove &&
        pos.attackers_to(pos.king_square(moved)) & pos.pieces(pos.side_))
        return fail("the side not to move (" + std::string(color_name(moved)) + ") is in check", where(1));

    if (auto e = castling_either(pos, fields[2], rules))
        return *e;
    if (auto e = en_passant(pos, fields[3]))
        return *e;

    if (fields.size() == 6) {
        auto halfmove = parse_number(fields[4], 1'000'000);
        if (!halfmove)
            return fail(quoted(fields[4]) + " is not a whole number from 0 to 1000000", where(4));
        auto fullmove = parse_number(fields[5], 1'000'000);
        if (!fullmove || *fullmove < 1)
            return fail(quoted(fields[5]) + " is not a whole number from 1 to 1000000", where(5));
        pos.halfmove_ = *halfmove;
        pos.fullmove_ = *fullmove;
    }
    pos.ep_counts_ = pos.has_legal_en_passant();
    pos.key_ = pos.compute_key();
    return pos;
}

Result<Position> Position::from_fen(std::string_view fen, FenMaterial check, FenRules rules) {
    return FenReader::read(fen, check, rules);
}

} // namespace pendule::rules
