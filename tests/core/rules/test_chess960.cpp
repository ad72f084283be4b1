// Chess960 (FIDE Laws, Guidelines II): start positions, X-FEN and Shredder-FEN castling fields,
// castling with the rooks where they stand, its notation, and perft against public counts
// (tables in perft_960_cases.hpp).
#include "core/rules/game.hpp"
#include "core/rules/perft.hpp"
#include "core/rules/position.hpp"
#include "core/rules/san.hpp"
#include "core/rules/uci.hpp"
#include "perft_960_cases.hpp"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace pendule::rules;

namespace {

Position parse960(const std::string& fen, FenRules rules = FenRules::Chess960) {
    auto pos = Position::from_fen(fen, FenMaterial::Reachable, rules);
    INFO(fen << (pos ? std::string() : " -> " + pos.error().text()));
    REQUIRE(pos.ok());
    return std::move(pos).value();
}

std::string fen_error(const std::string& fen, FenRules rules = FenRules::Chess960) {
    auto pos = Position::from_fen(fen, FenMaterial::Reachable, rules);
    INFO(fen);
    REQUIRE_FALSE(pos.ok());
    return pos.error().text();
}

int castlings(const Position& pos) {
    MoveList moves;
    pos.legal_moves(moves);
    int n = 0;
    for (Move m : moves)
        n += m.is_castling() ? 1 : 0;
    return n;
}

void check_perft(const std::vector<Perft960Case>& cases, int from, int to, std::size_t hash_megabytes = 0) {
    for (const Perft960Case& c : cases) {
        Position pos = parse960(c.fen, FenRules::Detect);
        CHECK(pos.is_chess960());
        for (int depth = from; depth <= to; ++depth) {
            const std::uint64_t expected = c.counts[static_cast<std::size_t>(depth - 1)];
            if (expected == 0)
                continue;
            INFO("position " << c.number << " " << c.fen << " depth " << depth << " hash " << hash_megabytes
                             << " MB");
            CHECK(perft(pos, depth, hash_megabytes) == expected);
        }
        CHECK(pos.fen() == parse960(c.fen, FenRules::Detect).fen());
        CHECK(pos.key() == parse960(c.fen, FenRules::Detect).key());
    }
}

} // namespace

TEST_CASE("chess960: the 960 start positions by their standard numbers", "[chess960]") {
    CHECK(chess960_back_rank(518) == std::string("RNBQKBNR"));
    CHECK(chess960_back_rank(0) == std::string("BBQNNRKR"));
    CHECK(chess960_back_rank(959) == std::string("RKRNNQBB"));
    CHECK_FALSE(chess960_back_rank(960).has_value());
    CHECK_FALSE(chess960_back_rank(-1).has_value());
    std::set<std::string> seen;
    for (int n = 0; n < 960; ++n) {
        const std::string rank = *chess960_back_rank(n);
        INFO(n << " " << rank);
        seen.insert(rank);
        // Guidelines II.1: bishops on squares of both colours, the king between the rooks.
        const auto b1 = rank.find('B'), b2 = rank.rfind('B');
        CHECK((b1 + b2) % 2 == 1);
        const auto r1 = rank.find('R'), r2 = rank.rfind('R'), k = rank.find('K');
        CHECK((r1 < k && k < r2));
        CHECK(chess960_number(rank) == n);
    }
    CHECK(seen.size() == 960);
    CHECK_FALSE(chess960_number("RNBQKNBR").has_value()); // both bishops on dark squares
    const auto start = Position::chess960_start(518);
    REQUIRE(start);
    CHECK(start->is_chess960());
    CHECK(start->fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK(start->fen(CastlingNotation::Shredder) ==
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    CHECK_FALSE(*start == Position::start()); // the same array, other rules
    const auto zero = Position::chess960_start(0);
    REQUIRE(zero);
    CHECK(zero->fen() == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    CHECK(zero->fen(CastlingNotation::Shredder) ==
          "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    const auto bad = Position::chess960_start(960);
    REQUIRE_FALSE(bad);
    CHECK(bad.error().text() == "start position: Chess960 start positions are numbered 0 to 959, not 960");
}

TEST_CASE("chess960: the usual array played as Chess960 counts as standard chess", "[chess960][perft]") {
    Position pos = *Position::chess960_start(518);
    CHECK(perft(pos, 4) == 197281);
    Position zero = *Position::chess960_start(0);
    // Every start position has its 16 pawn moves plus the knights' moves at depth 1.
    CHECK(perft(zero, 1) >= 16);
}

TEST_CASE("chess960: X-FEN and Shredder-FEN castling fields read and written", "[chess960][fen]") {
    const Position shredder = parse960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    CHECK(shredder.castling_rook(kWhiteKingside) == H1);
    CHECK(shredder.castling_rook(kWhiteQueenside) == F1);
    CHECK(shredder.castling_rook(kBlackKingside) == H8);
    CHECK(shredder.castling_rook(kBlackQueenside) == F8);
    CHECK(shredder.castling_field() == "KQkq");
    CHECK(shredder.castling_field(CastlingNotation::Shredder) == "HFhf");
    // The same position in X-FEN.
    CHECK(parse960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9") == shredder);
    // X-FEN: a letter for a rook that is not the outermost of its wing.
    const Position inner = parse960("4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1");
    CHECK(inner.castling_rook(kWhiteQueenside) == C1);
    CHECK(inner.castling_field() == "C");
    const Position outer = parse960("4k3/8/8/8/8/8/8/R1R1K3 w Q - 0 1");
    CHECK(outer.castling_rook(kWhiteQueenside) == A1);
    CHECK(outer.castling_field() == "Q");
    CHECK(outer.castling_field(CastlingNotation::Shredder) == "A");
    CHECK_FALSE(inner == outer);
    CHECK(inner.key() == outer.key()); // same rights held: the key alone cannot tell them apart
    // A black king on h8 with a right (python-chess's asymmetrical case).
    const Position asym = parse960("r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1", FenRules::Detect);
    CHECK(asym.is_chess960());
    CHECK(asym.castling_rook(kBlackQueenside) == A8);
    CHECK(asym.fen() == "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1");
    // Standard chess output is unchanged, and Detect keeps a standard FEN standard.
    const Position standard = parse960("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", FenRules::Detect);
    CHECK_FALSE(standard.is_chess960());
    CHECK(standard == Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").value());
    CHECK(standard.fen() == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(parse960("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").fen() == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
}

TEST_CASE("chess960: bad castling fields are refused naming the field", "[chess960][fen]") {
    // A right on a file with no rook.
    CHECK(fen_error("4k3/8/8/8/8/8/8/R3K2R w B - 0 1") ==
          "FEN field 3 (castling): castling right 'B' names b1, where there is no white rook");
    CHECK(fen_error("4k3/8/8/8/8/8/8/R3K2R w e - 0 1") ==
          "FEN field 3 (castling): castling right 'e' names e8, where there is no black rook");
    // The king not between its rooks: both rights on one wing.
    CHECK(fen_error("4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1") ==
          "FEN field 3 (castling): castling rights 'B' and the one on a1 both name rooks on White's "
          "queenside (the king, on e1, must stand between its two castling rooks: Guidelines II.1)");
    // An X-FEN letter naming a rook that is not there: K with no rook right of the king.
    CHECK(fen_error("4k3/8/8/8/8/8/8/R3K3 w K - 0 1") ==
          "FEN field 3 (castling): castling right 'K' needs a white rook on rank 1 on the king's kingside "
          "(right of e1)");
    // X-FEN K names the outermost rook; the same rook by its file is the same right, twice.
    CHECK(fen_error("4k3/8/8/8/8/8/8/4K1RR w KH - 0 1") ==
          "FEN field 3 (castling): 'H' is given twice (or as a letter and as its file)");
    CHECK(fen_error("4k3/8/8/8/8/8/8/4K1RR w KG - 0 1") ==
          "FEN field 3 (castling): castling rights 'G' and the one on h1 both name rooks on White's "
          "kingside (the king, on e1, must stand between its two castling rooks: Guidelines II.1)");
    CHECK(fen_error("4k3/8/8/8/8/4K3/8/R6R w A - 0 1") ==
          "FEN field 3 (castling): castling right 'A' needs the white king on rank 1, it is on e3");
    CHECK(fen_error("4k3/8/8/8/8/8/8/R3K2R w X - 0 1") ==
          "FEN field 3 (castling): unexpected character 'X', expected '-', KQkq or the castling rooks' "
          "files (A-H for White, a-h for Black)");
    // Standard chess keeps its own reasons; Detect gives them for a KQkq field neither reads.
    CHECK(fen_error("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", FenRules::Standard) ==
          "FEN field 3 (castling): unexpected character 'H', expected '-' or KQkq");
    CHECK(fen_error("4k3/8/8/8/8/8/8/R3K3 w K - 0 1", FenRules::Detect) ==
          "FEN field 3 (castling): castling right K needs the white king on e1 and a rook on h1");
    CHECK(fen_error("4k3/8/8/8/8/8/8/R3K2R w B - 0 1", FenRules::Detect) ==
          "FEN field 3 (castling): castling right 'B' names b1, where there is no white rook");
}

TEST_CASE("chess960: castling when the king does not move", "[chess960][castling]") {
    // King g1, rooks b1 and h1: O-O leaves the king on g1 and brings the rook to f1.
    Position pos = parse960("1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w KQkq - 0 1");
    auto oo = parse_san(pos, "O-O");
    REQUIRE(oo);
    CHECK(oo->is_castling());
    CHECK(oo->from() == G1);
    CHECK(oo->to() == G1);
    CHECK(to_uci(pos, *oo) == "g1h1");
    CHECK(to_san(pos, *oo) == "O-O");
    CHECK(parse_uci(pos, "g1h1").value() == *oo);
    CHECK(parse_san(pos, "0-0").value() == *oo);
    const auto key = pos.key();
    pos.do_move(*oo);
    CHECK(pos.fen() == "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b kq - 1 1");
    pos.undo_move(*oo);
    CHECK(pos.fen() == "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w KQkq - 0 1");
    CHECK(pos.key() == key);
    // O-O-O from g1: the king to c1, the rook b1 to d1; c1 to f1 must be empty.
    auto ooo = parse_san(pos, "O-O-O");
    REQUIRE(ooo);
    pos.do_move(*ooo);
    CHECK(pos.fen() == "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1");
}

TEST_CASE("chess960: castling when the rook does not move", "[chess960][castling]") {
    // King e1, rook d1: O-O-O puts the king on c1 and leaves the rook on d1; the knight on b1
    // is outside both paths and does not prevent it (Guidelines II.3.2).
    Position pos = parse960("4k3/8/8/8/8/8/8/1N1RK3 w Q - 0 1");
    CHECK(pos.castling_rook(kWhiteQueenside) == D1);
    auto ooo = parse_san(pos, "O-O-O");
    REQUIRE(ooo);
    CHECK(to_uci(pos, *ooo) == "e1d1");
    pos.do_move(*ooo);
    CHECK(pos.fen() == "4k3/8/8/8/8/8/8/1NKR4 b - - 1 1");
    // A piece on c1 stops it; the refusal says why.
    Position blocked = parse960("4k3/8/8/8/8/8/8/2BRK3 w Q - 0 1");
    const auto refused = parse_san(blocked, "O-O-O");
    REQUIRE_FALSE(refused);
    CHECK(refused.error().message ==
          "illegal: White cannot castle queenside: a piece stands between the king and the rook");
}

TEST_CASE("chess960: the king lands on its rook's square", "[chess960][castling]") {
    Position pos = parse960("4k3/8/8/8/8/8/8/4K1R1 w K - 0 1");
    auto oo = parse_uci(pos, "e1g1"); // the king's two-square move is castling here too
    REQUIRE(oo);
    CHECK(oo->is_castling());
    CHECK(parse_uci(pos, "e1g1").value() == parse_san(pos, "e1g1").value());
    CHECK(to_san(pos, *oo) == "O-O");
    pos.do_move(*oo);
    CHECK(pos.fen() == "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    CHECK(pos.piece_on(G1) == Piece::WhiteKing);
    CHECK(pos.piece_on(F1) == Piece::WhiteRook);
}

TEST_CASE("chess960: the castling rook does not shield the king's square", "[chess960][castling]") {
    // King c1, rook b1, a black queen on a1: O-O-O would leave the king on c1 in check from a1.
    CHECK(castlings(parse960("4k3/8/8/8/8/8/8/qRK5 w Q - 0 1")) == 0);
    // The same without the queen: castling is there.
    CHECK(castlings(parse960("4k3/8/8/8/8/8/8/1RK5 w Q - 0 1")) == 1);
    // King d1, rook b1, queen a1: the king would land on c1, seen by the queen once b1 is empty.
    CHECK(castlings(parse960("4k3/8/8/8/8/8/8/qR1K4 w Q - 0 1")) == 0);
    // A square the king crosses attacked: king b1 to g1 with a rook on h1, a bishop on a6 seeing f1.
    CHECK(castlings(parse960("4k3/8/b7/8/8/8/8/1K5R w K - 0 1")) == 0);
    CHECK(castlings(parse960("4k3/8/8/8/8/8/8/1K5R w K - 0 1")) == 1);
}

TEST_CASE("chess960: the king's ordinary move and castling to the same square", "[chess960][castling]") {
    // King b1, rook a1: Kc1 and O-O-O both put the king on c1.
    Position pos = parse960("4k3/8/8/8/8/8/8/RK6 w Q - 0 1");
    const auto ordinary = parse_uci(pos, "b1c1");
    const auto castle = parse_uci(pos, "b1a1");
    REQUIRE(ordinary);
    REQUIRE(castle);
    CHECK_FALSE(ordinary->is_castling());
    CHECK(castle->is_castling());
    CHECK(to_san(pos, *ordinary) == "Kc1");
    CHECK(to_san(pos, *castle) == "O-O-O");
    CHECK(parse_san(pos, "Kc1").value() == *ordinary);
    CHECK(parse_san(pos, "O-O-O").value() == *castle);
    CHECK(parse_san(pos, "b1a1").value() == *castle); // the king taking its own rook
    CHECK(to_uci(pos, *castle) == "b1a1");
    CHECK(to_uci(pos, *ordinary) == "b1c1");
    Position after = pos;
    after.do_move(*castle);
    CHECK(after.fen() == "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
}

TEST_CASE("chess960: moving a castling rook or the king loses the rights of Guidelines II", "[chess960]") {
    Position pos = parse960("1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w KQkq - 0 1");
    pos.do_move(parse_san(pos, "Rc1").value());
    CHECK(pos.castling_field() == "Kkq");
    pos.do_move(parse_san(pos, "Kf8").value());
    CHECK(pos.castling_field() == "K");
    CHECK(pos.castling_rook(kWhiteKingside) == H1);
    CHECK(pos.castling_rook(kWhiteQueenside) == NoSquare);
}

TEST_CASE("chess960: repetitions count the castling rights held", "[chess960][game]") {
    // Knights out and back: the same position, rights held though castling is not possible.
    auto game = Game::from_fen("nrkrbbqn/pppppppp/8/8/8/8/PPPPPPPP/NRKRBBQN w KQkq - 0 1", FenRules::Detect);
    REQUIRE(game);
    CHECK(game->variant() == Variant::Chess960);
    for (const char* san : {"Nb3", "Nb6", "Na1", "Na8"})
        REQUIRE(game->play_san(san));
    CHECK(game->repetition_count() == 2);
    // A rook out and back: the same placement without the right on b1 is another position.
    auto rook = Game::from_fen("1rkr4/pppppppp/8/8/8/8/PPPPPPPP/1RKR4 w KQkq - 0 1", FenRules::Detect);
    REQUIRE(rook);
    for (const char* san : {"Ra1", "Ra8", "Rb1", "Rb8"})
        REQUIRE(rook->play_san(san));
    CHECK(rook->position().castling_field() == "Kk");
    CHECK(rook->repetition_count() == 1);
    for (const char* san : {"Ra1", "Ra8", "Rb1", "Rb8"})
        REQUIRE(rook->play_san(san));
    CHECK(rook->repetition_count() == 2);
}

TEST_CASE("chess960: perft on the chessprogramming wiki's Chess960 table to depth 5", "[chess960][perft]") {
    REQUIRE(kChess960Perft.size() == 12);
    check_perft(kChess960Perft, 1, 5);
}

TEST_CASE("chess960: perft on the chessprogramming wiki's Chess960 table at depth 6",
          "[chess960][perft][slow]") {
    check_perft(kChess960Perft, 6, 6);
}

TEST_CASE("chess960: perft on python-chess's X-FEN and asymmetrical positions", "[chess960][perft]") {
    REQUIRE(kChess960Tricky.size() == 6);
    check_perft(kChess960Tricky, 1, 5);
}

// The perft table's key holds the castling rights; which rook each right castles with is fixed for
// one perft and mixed into every key.
TEST_CASE("chess960: perft with a hash table gives the same counts", "[chess960][perft][hash]") {
    check_perft(kChess960Perft, 1, 5, 1);
    check_perft(kChess960Tricky, 1, 5, 1);
}
