#pragma once

// Chess960 perft counts (facts). kChess960Perft: positions of the chessprogramming wiki's "Chess960
// Perft Results" table (https://www.chessprogramming.org/Chess960_Perft_Results), the list engines
// test with (Ethereal's src/perft/fischer.epd, python-chess's examples/perft/chess960.perft), by
// their number there, each a Chess960 start position a few moves in, with Shredder-FEN castling
// fields. kChess960Tricky: the X-FEN cases of python-chess's examples/perft/tricky.perft (from
// talkchess, viewtopic t=55274) and its asymmetrical one (a black king on h8 with a right).
// counts[d - 1] is the count at depth d; 0 means not listed.

#include <array>
#include <cstdint>
#include <vector>

struct Perft960Case {
    int number; // the position's number in its table (-1 for the tricky ones)
    const char* fen;
    std::array<std::uint64_t, 6> counts;
};

inline const std::vector<Perft960Case> kChess960Perft = {
    {0,
     "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
     {21, 528, 12189, 326672, 8146062, 227689589}},
    {1,
     "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
     {21, 807, 18002, 667366, 16253601, 590751109}},
    {2,
     "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
     {20, 479, 10471, 273318, 6417013, 177654692}},
    {3,
     "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
     {22, 593, 13440, 382958, 9183776, 274103539}},
    {6,
     "q1bnrkr1/ppppp2p/2n2p2/4b1p1/2NP4/8/PPP1PPPP/QNB1RRKB w ge - 1 9",
     {30, 860, 24566, 732757, 21093346, 649209803}},
    {9,
     "qn1rbbkr/ppp2p1p/1n1pp1p1/8/3P4/P6P/1PP1PPPK/QNNRBB1R w hd - 2 9",
     {28, 811, 23175, 679699, 19836606, 594527992}},
    {17,
     "bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 9",
     {31, 984, 28677, 962591, 29032175, 1008880643}},
    {20,
     "n1bb1rkr/qpnppppp/2p5/p7/P1P5/5P2/1P1PPRPP/NQBBN1KR w Hhf - 1 9",
     {27, 697, 18724, 505089, 14226907, 400942568}},
    {33,
     "bnnqrbkr/pp1p2p1/2p1p2p/5p2/1P5P/1R6/P1PPPPP1/BNNQRBK1 w Ehe - 0 9",
     {33, 1022, 32724, 1024721, 32898113, 1047360456}},
    {58,
     "nnrqbkrb/pppp1pp1/7p/4p3/6P1/2N2B2/PPPPPP1P/NR1QBKR1 w Ggc - 2 9",
     {29, 658, 19364, 476620, 14233587, 373744834}},
    {87,
     "nbnrbk2/p1pppp1p/1p3qr1/6p1/1B1P4/1N6/PPP1PPPP/1BNR1RKQ w d - 2 9",
     {30, 796, 22780, 687302, 20120565, 641832725}},
    {94,
     "n1rk1qbb/pppprpp1/2n4p/4p3/2PP3P/8/PP2PPP1/NNRKRQBB w ECc - 1 9",
     {25, 622, 16031, 425247, 11420973, 321855685}},
};

inline const std::vector<Perft960Case> kChess960Tricky = {
    {-1, "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq -", {23, 522, 12333, 285754, 0, 0}},
    {-1, "r1k2r1q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K2R1Q w KQkq -", {28, 738, 20218, 541480, 0, 0}},
    {-1, "8/8/8/4B2b/6nN/8/5P2/2R1K2k w Q -", {34, 318, 9002, 118388, 0, 0}},
    {-1, "2r5/8/8/8/8/8/6PP/k2KR3 w K -", {17, 242, 3931, 57700, 0, 0}},
    {-1, "4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ -", {19, 628, 12858, 405636, 0, 0}},
    {-1, "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq -", {14, 206, 3672, 64639, 1320962, 0}},
};
