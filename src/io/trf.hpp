#pragma once

// FIDE's Tournament Report File, version 2016 (TRF16, FIDE Handbook C.04 Annex 2): the file a
// pairing program writes and reads. The desk (issue 12) reads a round's pairings from it and writes
// the round's results back into it. Fixed columns, 1-based in the standard:
//   001 player lines: 1-3 "001", 5-8 starting rank, 10 sex, 11-13 title, 15-47 name, 49-52 rating,
//       54-56 federation, 58-68 FIDE number, 70-79 birth date, 81-84 points, 86-89 rank, then one
//       block of 10 columns per round from column 92: 92-95 the opponent's starting rank (0000 or
//       blank: none), 97 the colour (w, b, '-'), 99 the result code.
//   ??2 tournament lines: 012 name, 022 city, 032 federation, 042/052 dates, 102 chief arbiter...
// Every other line is kept as it was, so that reading and writing a file changes only what the
// desk changed. Pure: text in, text out.

#include "core/result.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::io::trf {

// One round of a player: the opponent (0: none), the colour ('w', 'b' or '-') and the result
// code: '1' '=' '0' played; '+' '-' forfeits; 'W' 'D' 'L' not rated (less than one move);
// 'H' 'F' 'U' 'Z' byes (half point, full point, pairing-allocated, zero); ' ' not yet played.
struct RoundEntry {
    int opponent = 0;
    char colour = '-';
    char result = ' ';
    bool operator==(const RoundEntry&) const = default;
};

struct Player {
    int rank = 0; // starting rank, 1 to 9999
    char sex = ' ';
    std::string title;
    std::string name; // "Lastname, Firstname"
    int rating = 0;   // 0: none
    std::string federation;
    std::string fide_id;
    std::string birth;  // YYYY/MM/DD
    std::string points; // as written, "11.5"
    int place = 0;      // the rank in the standings (columns 86-89)
    std::vector<RoundEntry> rounds;
    std::string rest; // anything after the last round block, kept
};

struct Tournament {
    // Every line in order: a player line is a reference into `players` (index), any other is kept.
    struct Line {
        int player = -1; // index in players, or -1
        std::string text;
    };
    std::vector<Line> lines;
    std::vector<Player> players;

    // The text of a tournament line (012 name, 022 city, 102 chief arbiter...), without its code.
    std::optional<std::string> tournament_field(std::string_view code) const;
    const Player* find(int rank) const;
    Player* find(int rank);
    int rounds() const; // the most round blocks of any player
};

// Reads a TRF16 file. An error names the line and the columns ("line 7, columns 92-95: ...");
// lines that are not player lines are kept without being checked.
Result<Tournament> read(std::string_view text, const std::string& origin);

// Writes the file back: player lines from `players`, every other line as read; lines end in '\n'
// (a CR before it in the file read is not kept: the standard's "CR" is read either way).
std::string write(const Tournament& tournament);

// One board of a round, as the pairing program paired it: White and Black by starting rank.
struct Pairing {
    int board = 0;
    int white = 0;
    int black = 0;
};

// A player who has no opponent in the round: a bye (H, F, U, Z) or absent.
struct Unpaired {
    int player = 0;
    char code = 'Z';
};

struct RoundPairings {
    std::vector<Pairing> boards;
    std::vector<Unpaired> unpaired;
};

// The pairings of round `round` (1-based) read from the players' round blocks. TRF16 has no board
// numbers: boards are numbered in the order pairing programs print a Swiss round: the higher score of
// the two players first, then the higher sum of their scores, then the better starting rank of the
// better-ranked player, where a score is the points of the rounds before this one. An error when the two
// players' blocks disagree (A has B as opponent with White, but B has not A with Black).
Result<RoundPairings> pairings(const Tournament& tournament, int round);

// A board's result as TRF16 codes for White and Black: "1-0" -> '1','0'; "0-1"; "1/2-1/2" -> '=';
// "+-" / "-+" forfeits, "0-0" double forfeit ('-','-'). Nothing for another text.
std::optional<std::pair<char, char>> result_codes(std::string_view result);

// The points a code gives (in half points): 1 F U W + give 2, = D H give 1, the rest 0.
int half_points(char code);

// The points column (81-84) of every player, counted again from the round blocks.
void recount_points(Tournament& tournament);

// Writes the results of round `round` into the tournament: each player's round block gets the
// code, and the points column (81-84) is recomputed from all the rounds.
std::optional<Error> set_result(Tournament& tournament, int round, int white, int black,
                                std::string_view result);

} // namespace pendule::io::trf
