// Garbage in: random bytes and mangled inputs as FEN, SAN and UCI give an error or a sound
// result, never a crash (run under the sanitizers too).
#include "core/rules/position.hpp"
#include "core/rules/san.hpp"
#include "core/rules/uci.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <string>

using namespace pendule::rules;

namespace {

std::string random_bytes(std::mt19937& rng, std::size_t max_length) {
    std::string s(rng() % (max_length + 1), '\0');
    for (char& c : s)
        c = static_cast<char>(rng() & 0xFF);
    return s;
}

std::string random_from(std::mt19937& rng, std::string_view alphabet, std::size_t max_length) {
    std::string s(rng() % (max_length + 1), ' ');
    for (char& c : s)
        c = alphabet[rng() % alphabet.size()];
    return s;
}

// A parsed position must be usable: it writes a FEN that reads back the same, and its moves play.
void check_sound(const Position& pos) {
    auto again = Position::from_fen(pos.fen());
    REQUIRE(again.ok());
    CHECK(again->fen() == pos.fen());
    CHECK(again->key() == pos.key());
    MoveList moves;
    pos.legal_moves(moves);
    Position copy = pos;
    for (Move m : moves) {
        copy.do_move(m);
        copy.undo_move(m);
    }
    CHECK(copy.fen() == pos.fen());
}

const char* const kSeeds[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
};

} // namespace

TEST_CASE("garbage: random bytes as FEN are refused", "[garbage]") {
    std::mt19937 rng(2026);
    for (int i = 0; i < 5000; ++i) {
        std::string text = random_bytes(rng, 120);
        auto pos = Position::from_fen(text);
        REQUIRE_FALSE(pos.ok());
        CHECK_FALSE(pos.error().message.empty());
    }
}

TEST_CASE("garbage: mangled FENs are refused or sound", "[garbage]") {
    std::mt19937 rng(9);
    const std::string alphabet = "pnbrqkPNBRQK12345678/ -wbKQkqabcdefgh0123456789";
    int accepted = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text = kSeeds[rng() % std::size(kSeeds)];
        int edits = 1 + static_cast<int>(rng() % 3);
        for (int e = 0; e < edits; ++e) {
            std::size_t at = rng() % text.size();
            switch (rng() % 3) {
            case 0:
                text[at] = alphabet[rng() % alphabet.size()];
                break;
            case 1:
                text.erase(at, 1);
                break;
            default:
                text.insert(at, 1, alphabet[rng() % alphabet.size()]);
                break;
            }
        }
        auto pos = Position::from_fen(text);
        INFO(text);
        if (pos.ok()) {
            ++accepted;
            check_sound(pos.value());
        } else {
            CHECK_FALSE(pos.error().message.empty());
        }
    }
    CHECK(accepted > 100); // the mangling leaves some valid FENs, which must then work
}

TEST_CASE("garbage: random text as SAN and UCI gives an error or a legal move", "[garbage]") {
    std::mt19937 rng(77);
    const std::string alphabet = "KQRBNPDTFCabcdefgh12345678xX=+#!?O0-: ";
    int accepted = 0;
    for (const char* fen : kSeeds) {
        auto parsed = Position::from_fen(fen);
        REQUIRE(parsed.ok());
        const Position& pos = parsed.value();
        for (int i = 0; i < 3000; ++i) {
            std::string text = (i % 2) ? random_bytes(rng, 12) : random_from(rng, alphabet, 7);
            for (Notation n : {Notation::English, Notation::French}) {
                auto m = parse_san(pos, text, n);
                INFO(fen << "  " << text);
                if (m.ok()) {
                    ++accepted;
                    CHECK(pos.is_legal(m.value()));
                } else {
                    CHECK_FALSE(m.error().message.empty());
                }
            }
            auto u = parse_uci(pos, text);
            if (u.ok())
                CHECK(pos.is_legal(u.value()));
        }
    }
    CHECK(accepted > 10);
}
