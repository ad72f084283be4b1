// The repetition analysis of a claim — each occurrence of the claimed position with its
// ply and the move that led there, and the positions with the same pieces on the same squares that
// do not count (Laws 9.2.3), with why. The games are the repetition quiz's positions (facts: a FEN
// and the moves), written here as our own table.

#include "arbiter_test_util.hpp"
#include "core/arbiter/claims.hpp"
#include "core/arbiter/repetition.hpp"

using namespace pendule::arbiter;
using arbiter_test::history;
using arbiter_test::judge;
using pendule::rules::Color;
using Kind = PositionDifference::Kind;

namespace {

std::vector<int> plies(const std::vector<RepetitionBoard>& boards) {
    std::vector<int> out;
    for (const auto& b : boards)
        out.push_back(b.ply);
    return out;
}

std::vector<int> plies(const std::vector<NearPosition>& near) {
    std::vector<int> out;
    for (const auto& n : near)
        out.push_back(n.board.ply);
    return out;
}

// A translator that marks every message, to show that the words go through the catalogue.
struct Marking : Translator {
    std::string text(std::string_view context, std::string_view msgid) const override {
        if (!context.empty())
            return std::string(msgid);
        std::string out = "<";
        out.append(msgid);
        out += ">";
        return out;
    }
};

} // namespace

TEST_CASE("repetition: a correct threefold on the board, each occurrence with its move",
          "[arbiter][repetition]") {
    // After 70... Qe8 71. Qxh6+ the checks repeat: 71... Kg8 is played three times.
    const auto h = history("r2q1r1k/p1p1b3/4pnQp/3p4/8/2NB4/PPP2PPP/R5K1 b - - 10 70",
                           "Qe8 Qxh6+ Kg8 Qg5+ Kh8 Qh6+ Kg8 Qg5+ Kh8 Qh6+ Kg8");
    const auto finding = judge(h);
    REQUIRE(finding.valid);
    CHECK(finding.article == std::optional<std::string>("9.2.2"));
    const RepetitionAnalysis& r = finding.repetition;
    CHECK(r.threefold());
    CHECK(plies(r.occurrences) == std::vector<int>{3, 7, 11});
    CHECK(plies(r.occurrences) == finding.occurrences);
    CHECK(r.near.empty());
    CHECK(r.occurrences[0].san == std::optional<std::string>("Kg8"));
    CHECK(r.occurrences[0].move_label == "71...");
    CHECK(r.occurrences[0].move == pendule::rules::Move(pendule::rules::H8, pendule::rules::G8));
    CHECK(r.occurrences[1].move_label == "73...");
    CHECK(r.occurrences[2].move_label == "75...");
    CHECK(r.occurrences[0].caption.english() == "ply 3 — after 71... Kg8");
    CHECK(r.occurrences[2].fen == h.position().fen());
    CHECK_FALSE(r.occurrences[2].written);
    // Each board is the position at its ply, not the claimed one with another caption.
    CHECK(r.occurrences[0].position.fullmove_number() == 72);
    CHECK(r.occurrences[0].position.piece_on(pendule::rules::G8) == pendule::rules::Piece::BlackKing);
    CHECK(r.summary.english() == "the position appeared 3 times");
}

TEST_CASE("repetition: the start position counts as ply 0", "[arbiter][repetition]") {
    const auto h = history("", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    const auto finding = judge(h);
    CHECK(finding.valid);
    CHECK(plies(finding.repetition.occurrences) == std::vector<int>{0, 4, 8});
    CHECK_FALSE(finding.repetition.occurrences[0].san);
    CHECK(finding.repetition.occurrences[0].move.is_none());
    CHECK(finding.repetition.occurrences[0].caption.english() == "ply 0 — the start position");
    CHECK(finding.repetition.occurrences[2].caption.english() == "ply 8 — after 4... Ng8");
}

TEST_CASE("repetition: incorrect because a castling right was still there at the first occurrence",
          "[arbiter][repetition]") {
    // 12. Kd2 costs White both castling rights: the position after 11... Bf2+ does not come back
    // after 13... Bf2+ or the written 15... Bf2+.
    const auto h = history("", "e4 d6 d4 Nf6 Nc3 g6 f4 Bg7 Nf3 c5 Bb5+ Bd7 e5 Ng4 e6 fxe6 Ng5 Bxb5 Nxe6 Bxd4 "
                               "Nxd8 Bf2+ Kd2 Be3+ Ke1 Bf2+ Kd2 Be3+ Ke1");
    const auto finding = judge(h, "Bf2+");
    CHECK_FALSE(finding.valid);
    const RepetitionAnalysis& r = finding.repetition;
    CHECK(plies(r.occurrences) == std::vector<int>{26, 30});
    CHECK(r.occurrences.back().written);
    CHECK(r.occurrences.back().caption.english() == "ply 30 — the written move 15... Bf2+");
    CHECK(r.summary.english() ==
          "with the written move the position would appear only twice; three are needed");
    REQUIRE(plies(r.near) == std::vector<int>{22});
    const NearPosition& near = r.near[0];
    CHECK(near.board.caption.english() == "ply 22 — after 11... Bf2+");
    REQUIRE(near.differences.size() == 1);
    CHECK(near.differences[0].kind == Kind::castling_right);
    CHECK(near.differences[0].right == (pendule::rules::kWhiteKingside | pendule::rules::kWhiteQueenside));
    CHECK(near.differences[0].player == Color::White);
    CHECK(near.differences[0].at_near);
    CHECK(near.reason.english() == "White could still castle kingside and queenside");
}

TEST_CASE("repetition: incorrect because an en passant capture was possible at the first occurrence",
          "[arbiter][repetition]") {
    // After 70... f5 the pawn on g5 could take en passant: the later 72... Kd6 and 74... Kd6 have
    // the same pieces on the same squares, but only they are the same position.
    const auto h =
        history("4R3/4bp1p/3kn1p1/1p4P1/5P2/3KP3/7P/8 b - - 10 70", "f5 Rb8 Kc6 Re8 Kd6 Rb8 Kc6 Re8 Kd6");
    const auto finding = judge(h);
    CHECK_FALSE(finding.valid);
    const RepetitionAnalysis& r = finding.repetition;
    CHECK(plies(r.occurrences) == std::vector<int>{5, 9});
    CHECK(r.summary.english() == "the position appeared only twice; three are needed");
    REQUIRE(plies(r.near) == std::vector<int>{1});
    const NearPosition& near = r.near[0];
    CHECK(near.board.san == std::optional<std::string>("f5"));
    REQUIRE(near.differences.size() == 1);
    CHECK(near.differences[0].kind == Kind::en_passant);
    CHECK(near.differences[0].pawn == pendule::rules::G5);
    CHECK(near.differences[0].capture == "gxf6");
    CHECK(near.differences[0].player == Color::White);
    CHECK(near.reason.english() == "the pawn on g5 could take en passant (gxf6)");
    // The FEN keeps the en passant square the double step passed over.
    CHECK_THAT(near.board.fen, Catch::Contains(" w - f6 "));
}

TEST_CASE("repetition: one castling right lost, the other kept", "[arbiter][repetition]") {
    // 3. Rg1 and back costs White the kingside right only; the knights then repeat twice more.
    const auto h = history("", "e4 e5 Nf3 Nf6 Rg1 Ng8 Rh1 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6");
    const auto finding = judge(h);
    const RepetitionAnalysis& r = finding.repetition;
    CHECK(plies(r.occurrences) == std::vector<int>{8, 12, 16});
    CHECK(finding.valid);
    REQUIRE(plies(r.near) == std::vector<int>{4});
    REQUIRE(r.near[0].differences.size() == 1);
    CHECK(r.near[0].differences[0].right == pendule::rules::kWhiteKingside);
    CHECK(r.near[0].reason.english() == "White could still castle kingside");
}

TEST_CASE("repetition: incorrect because the other player was to move", "[arbiter][repetition]") {
    // The rook comes back to c3 with the king on c6 three times, once with White to move.
    const auto h =
        history("8/8/2k5/6r1/2B5/1Kp5/2R5/8 w - - 10 70", "Rxc3 Kd6 Rh3 Kc7 Rc3 Kc6 Rf3 Kd6 Rd3+ Kc6 Rc3");
    const auto finding = judge(h);
    CHECK_FALSE(finding.valid);
    const RepetitionAnalysis& r = finding.repetition;
    CHECK(plies(r.occurrences) == std::vector<int>{1, 11});
    REQUIRE(plies(r.near) == std::vector<int>{6});
    REQUIRE(r.near[0].differences.size() == 1);
    CHECK(r.near[0].differences[0].kind == Kind::side_to_move);
    CHECK(r.near[0].differences[0].player == Color::White);
    CHECK(r.near[0].reason.english() == "the other player to move (White to move)");
    CHECK(r.near[0].board.caption.english() == "ply 6 — after 72... Kc6");
}

TEST_CASE("repetition: 9.2.1, the written move makes the third occurrence", "[arbiter][repetition]") {
    // 70... c5 leaves the queen on d8 and the king on g7; the checks bring it back, and Black
    // writes 74... Kg7 for the third time.
    const auto h =
        history("3Q4/2p2pkp/1p2q3/8/6n1/4P3/PP2R3/6K1 b - - 10 70", "c5 Qg5+ Kf8 Qd8+ Kg7 Qg5+ Kf8 Qd8+");
    const auto finding = judge(h, "Kg7");
    CHECK(finding.valid);
    CHECK(finding.article == std::optional<std::string>("9.2.1"));
    const RepetitionAnalysis& r = finding.repetition;
    CHECK(plies(r.occurrences) == std::vector<int>{1, 5, 9});
    CHECK(r.occurrences[0].caption.english() == "ply 1 — after 70... c5");
    CHECK(r.occurrences[2].written);
    CHECK_FALSE(r.occurrences[1].written);
    CHECK(r.occurrences[2].caption.english() == "ply 9 — the written move 74... Kg7");
    CHECK(r.summary.english() == "with the written move the position would appear 3 times");
    // Without the written move, the board (after 74. Qd8+) has appeared twice only.
    const auto board = judge(h);
    CHECK_FALSE(board.valid);
    CHECK(plies(board.repetition.occurrences) == std::vector<int>{4, 8});
    CHECK_FALSE(board.repetition.occurrences.back().written);
}

TEST_CASE("repetition: the words go through the catalogue, moves with the language's letters",
          "[arbiter][repetition]") {
    const auto h = history("", "e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8");
    const auto finding = judge(h);
    const RepetitionAnalysis& r = finding.repetition;
    CHECK(plies(r.occurrences) == std::vector<int>{6, 10});
    REQUIRE(plies(r.near) == std::vector<int>{2});
    // Both players lost both rights by their king moves.
    REQUIRE(r.near[0].differences.size() == 2);
    const Marking marking;
    CHECK(r.near[0].differences[1].words.in(marking) == "<Black could still castle kingside and queenside>");
    CHECK(r.occurrences[0].caption.in(marking) == "<ply 6 — after 3... Ke8>");
    CHECK(r.summary.in(marking) == "<the position appeared only <twice>; three are needed>");
}

TEST_CASE("repetition: a written move that gives nothing leaves the board's analysis",
          "[arbiter][repetition]") {
    // The board already stands a third time (9.2.2); the written 6. d3 would not repeat anything,
    // so the finding, and its boards, are the board's.
    const auto h = history("", "e4 e5 Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ng1 Nb8");
    const auto finding = judge(h, "d3");
    CHECK(finding.article == std::optional<std::string>("9.2.2"));
    CHECK(plies(finding.repetition.occurrences) == std::vector<int>{2, 6, 10});
    for (const auto& board : finding.repetition.occurrences)
        CHECK_FALSE(board.written);
    CHECK(finding.repetition.summary.english() == "the position appeared 3 times");
}
