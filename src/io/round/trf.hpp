#pragma once

// FIDE's Tournament Report File: version 2016 (TRF16, FIDE Handbook C.04 Annex 2) with the pairing
// programs' unofficial lines (XXR rounds, XXC colour, BBW/BBD/BBL/BBZ/BBF/BBU points), and version
// 2026 (TRF-2026, approved 2025, applied from 1 September 2025) with its header codes (142 rounds,
// 152 initial colour, 162 point system, 192 tournament type, 222 time control, 240 byes, 250
// accelerations, 260 forbidden pairings, 299 abnormal points; "###" comments): the file a pairing
// program writes and reads. The desk reads a round's pairings from it and writes the
// round's results back into it. Fixed columns, 1-based in the standard:
//   001 player lines: 1-3 "001", 5-8 starting rank, 10 sex, 11-13 title, 15-47 name, 49-52 rating,
//       54-56 federation, 58-68 FIDE number, 70-79 birth date, 81-84 points, 86-89 rank, then one
//       block of 10 columns per round from column 92: 92-95 the opponent's starting rank (0000 or
//       blank: none), 97 the colour (w, b, '-'), 99 the result code.
//   ??2 tournament lines: 012 name, 022 city, 032 federation, 042/052 dates, 102 chief arbiter...
// Every line is written back as it was read, ending included (LF, CR LF or CR alone, as in the
// file): a player line given a result changes only in its points (81-84) and that round's block.
// The header codes are read and checked (an error names the line and the columns), never rewritten.
// Pure: text in, text out.

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
    // The line as read (empty for a player made in code): written back with only the points and
    // the round blocks that differ from those read (points_read, rounds_read) patched in.
    std::string source;
    std::string points_read;
    std::vector<RoundEntry> rounds_read;
};

// The points each result gives, in tenths of a point (162, or the BB? lines; TRF-2026 defaults).
struct PointSystem {
    int win = 10;         // W: a win, a forfeit win, a full-point bye
    int draw = 5;         // D: a draw, a half-point bye
    int loss = 0;         // L
    int zero_bye = 0;     // A (Z in pairing programs' files, BBZ): a zero-point bye, an absence
    int forfeit_loss = 0; // A (BBF): a forfeit loss
    int pairing_bye = 10; // P (BBU): the pairing-allocated bye; the win's points unless given
    int unknown = 5;      // X: an unknown result (adjourned)
    // The points of a round's result code (case ignored); `paired`: the round has an opponent (a
    // blank result then is a game not played yet, 0; alone it is a zero-point bye).
    int points(char code, bool paired) const;
    bool operator==(const PointSystem&) const = default;
};

// 240: a bye given before the pairing (F full point, H half point, Z zero).
struct Bye {
    char type = 'H';
    int round = 0;
    std::vector<int> players;
};

// 250: fictitious points given for pairing only, rounds first..last, players first..last.
struct Acceleration {
    int match_points = -1; // tenths; -1: blank (individual events)
    int game_points = 0;   // tenths
    int first_round = 0, last_round = 0, first_player = 0, last_player = 0;
};

// 260: players who must not meet in rounds first..last.
struct ForbiddenPairs {
    int first_round = 0, last_round = 0;
    std::vector<int> players;
};

// 299: points assigned out of the usual: `type` W D L F H Z + - gives that result these points
// instead of the point system's; blank is a penalty or a bonus added. Round 0: every round.
struct AbnormalPoints {
    char type = ' ';
    int points = 0; // tenths, may be negative
    int round = 0;
    std::vector<int> players;
};

// A team of a team event: its pairing number (310; 013 numbers them in their order) and its
// players' starting ranks in board order.
struct Team {
    int number = 0;
    std::string name;
    std::vector<int> players;
};

// What the header lines say (the lines themselves are kept as they were).
struct Header {
    int rounds = 0;            // 142 or XXR; 0: not given
    char initial_colour = ' '; // 'W' or 'B' (152, or XXC white1/black1); ' ': not given
    PointSystem points;        // 162 or BBW...; the defaults when neither
    bool points_given = false;
    std::string type;         // 192, "FIDE_DUTCH_2025"
    std::string time_control; // 222 as written, "5400+30", "40/6000+30:900+30", "W300-B240"
    std::vector<Bye> byes;
    std::vector<Acceleration> accelerations;
    std::vector<ForbiddenPairs> forbidden;
    std::vector<AbnormalPoints> abnormal;
    bool trf2026 = false; // a TRF-2026 code (142 152 162 192 222 240 250 260 299) is in the file
    // A team event (310 or 013 lines): its 240 byes and 299 points are the teams', not the
    // players', so they are kept and not applied to player lines.
    std::vector<Team> teams;
    std::vector<int> team_byes; // 320: the team with the pairing-allocated bye, round by round (0: none)
};

struct Tournament {
    // Every line in order: a player line is a reference into `players` (index), any other is kept.
    struct Line {
        int player = -1; // index in players, or -1
        std::string text;
        std::string end = "\n"; // the line's ending as read: "\n", "\r\n", "\r", or "" (the last)
    };
    std::vector<Line> lines;
    std::vector<Player> players;
    Header header;
    // How the file writes an opponent's starting rank: "0002" (true) or "   2" (false), as its
    // first round block with an opponent does (0002 when none has).
    bool zero_padded = true;
    bool byte_order_mark = false; // the file began with UTF-8's byte order mark, written back

    // The text of a tournament line (012 name, 022 city, 102 chief arbiter...), without its code.
    std::optional<std::string> tournament_field(std::string_view code) const;
    const Player* find(int rank) const;
    Player* find(int rank);
    int rounds() const; // the most round blocks of any player
};

// Reads a TRF16 or TRF-2026 file. An error names the line and the columns ("line 7, columns
// 92-95: ..."): a file with one line Pendule cannot read is refused whole. Lines whose code it does
// not know (012 name, 102 arbiter, 310 teams, NRS records...) are kept without being checked.
Result<Tournament> read(std::string_view text, const std::string& origin);

// Writes the file back in the form it came in: every line as read, with its own ending; a player
// line whose points or round blocks changed has only those columns patched (the opponent written
// as the file writes it, 0002 or    2). A player made in code gets a whole line in the standard's
// columns.
std::string write(const Tournament& tournament);

// The round's time control as a PGN TimeControl ("5400+30", "40/6000+30:900+30") from 222;
// nothing when 222 is absent; an Error for a control PGN cannot write (White and Black differ:
// "W300-B240").
Result<std::optional<std::string>> time_control(const Tournament& tournament);

// One board of a round, as the pairing program paired it: White and Black by starting rank.
struct Pairing {
    int board = 0;
    int white = 0;
    int black = 0;
};

// A player who has no opponent in the round, with the code of the round's cell as the file writes
// it: a bye (H, F, U, Z), a forfeit won or lost without an opponent ('+', '-'), or 'Z' for a blank
// or missing cell (a withdrawn player), unless a 240 line gives that round's bye.
struct Unpaired {
    int player = 0;
    char code = 'Z';
    int opponent = 0; // a forfeit paired without colours (opponent, '-', '+' or '-'): the opponent
};

struct RoundPairings {
    std::vector<Pairing> boards;
    std::vector<Unpaired> unpaired;
};

// The pairings of round `round` (1-based) read from the players' round blocks. TRF16 has no board
// numbers: boards are numbered in the order pairing programs print a Swiss round: the higher score of
// the two players first, then the higher sum of their scores, then the better starting rank of the
// better-ranked player, where a score is the points of the rounds before this one (under the
// file's point system, 162). An error when the two
// players' blocks disagree (A has B as opponent with White, but B has not A with Black).
Result<RoundPairings> pairings(const Tournament& tournament, int round);

// A board's result as TRF16 codes for White and Black: "1-0" -> '1','0'; "0-1"; "1/2-1/2" -> '=';
// "+-" / "-+" forfeits, "0-0" double forfeit ('-','-'). Nothing for another text.
std::optional<std::pair<char, char>> result_codes(std::string_view result);

// A player's points in tenths, counted from the round blocks under the file's point system (162)
// with its abnormal points (299).
int counted_points(const Tournament& tournament, const Player& player);

// What one round's cell is worth to its player, in tenths, under the file's point system (162)
// with its abnormal points (299) for that round.
int cell_points(const Tournament& tournament, const Player& player, int round, const RoundEntry& entry);

// Writes a board's result of round `round` into the tournament, White's and Black's cells of that
// round and nothing else of the file: each player's points (81-84) move by what the new cell is
// worth less what the old one was (a file whose points lag a round keeps its lag; a file without
// points keeps none), written in the file's form ("1.5", "2" where it wrote "1", "1,5"). A cell
// that already holds a code of the same score keeps it ('W', a win in less than one move, stays
// 'W' when 1-0 is entered again), so entering a round's own results again changes nothing. An
// Error for an unknown result, or points that do not fit the four columns (nothing changed then).
std::optional<Error> set_result(Tournament& tournament, int round, int white, int black,
                                std::string_view result);

// Whether round `round` of the file read from `text` can be written back whatever its results: the
// file unchanged gives back `text` byte for byte, and each result entered on every board (1-0, 0-1,
// 1/2-1/2, +-, -+, 0-0) writes a file that reads back with those cells and points. The desk asks
// it when a round is opened, so that a file accepted then is never refused when its results go
// back to the pairing program.
std::optional<Error> check_write_back(const Tournament& tournament, std::string_view text, int round);

} // namespace pendule::io::trf
