// The e-board's move recogniser on whole games played by simulated hands (docs/benchmarks.md, "The
// e-board's move recogniser"). Each game of the PGN files is played on a simulated DGT board: the
// hands change squares one at a time, as real hands do (hands.hpp's styles: a capture with either
// piece first, castling king first or rook first, en passant in each order, a promotion by the pawn
// put down and then replaced; and a rook, bishop or queen slid over the squares it crosses). The
// board scans itself every 200-250 ms, each square read at its own moment of the scan, and reports
// what changed since the last scan, in a shuffled order: a piece may be seen on both squares, or on
// neither. Between moves, noise: a piece lifted and put back or held for seconds, a square that
// flickers, a code no piece has, the whole board sent again; now and then two moves taken back and
// played again; at the end the kings put in the centre (the result they give read, once). Each move is
// confirmed (the clock pressed) once it has been read. Deterministic from the seed.
//
// Checked, game by game: the recogniser's game is the PGN's; no move, revision or take-back read
// from noise or from the kings' gesture, which is read as its result; every take-back read with its plies;
// the board's orientation found (a quarter of the games stand turned round, Chess960's included). Then the
// recogniser's calls, recorded, are replayed alone under the CPU clock: the CPU time per field
// update and per recognised move. Exit status 1 on any failure.
//
// usage: pendule_bench_eboard_games [--seed N] [--max-games N] [--replays N] [--rounds N]
//                                   [--only N] [--verbose] FILE.pgn...
//   --max-games N  at most N games of each file (default: all)
//   --replays N    the CPU replay N times, the best kept (default 3)
//   --rounds N     each game played N times, each time with its own noise (default 1)
//   --only N       only the Nth game played (from 1), with the same noise as in the whole run
//   --verbose      each field update, event and move made, as it happens
#include "../tests/core/eboard/hands.hpp"
#include "core/eboard/move_recognizer.hpp"
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace pendule;
using eboard::BoardCodes;
using eboard::BoardEvent;
using eboard::FieldUpdate;
using eboard::Orientation;
using eboard::PieceCode;
using Kind = BoardEvent::Kind;

// A game to play: the PGN's moves replayed, and where it was read.
struct Entry {
    rules::Game game;
    std::string file;
    int number = 0; // in its file, from 1
    bool chess960 = false;
};

// One call made to the recogniser, kept to replay them all under the CPU clock.
struct Call {
    enum class Op : std::uint8_t { field, board, tick, confirm };
    Op op = Op::tick;
    std::int64_t now = 0;
    FieldUpdate update{};
    std::size_t dump = 0; // board: its index in Trace::dumps
};

struct Trace {
    rules::Position start = rules::Position::start();
    std::vector<Call> calls;
    std::vector<BoardCodes> dumps;
    std::vector<std::string> read; // the game the recogniser read
};

struct Counts {
    long long games = 0, chess960 = 0, turned = 0, moves = 0, field_updates = 0, dumps = 0;
    long long takebacks = 0, revised = 0, slides = 0, rook_first = 0, en_passant = 0, promotions = 0;
    long long lifts = 0, flickers = 0, odd_codes = 0, gestures = 0, skipped = 0, failures = 0;
};

BoardCodes codes_of(const rules::Position& position, Orientation stands) {
    BoardCodes codes{};
    for (int s = 0; s < 64; ++s)
        codes[static_cast<std::size_t>(eboard::field_of(rules::Square(s), stands))] =
            eboard::test::code(position.piece_on(rules::Square(s)));
    return codes;
}

// A physical change of the board: from `at`, its field holds `code`.
struct Change {
    std::int64_t at;
    int field;
    PieceCode code;
};

// The board on the table, the hands over it, the board's scans and the recogniser reading them.
class Table {
  public:
    Table(const rules::Position& start, Orientation stands, std::uint64_t seed, Trace& trace)
        : rng_(seed), stands_(stands), trace_(trace), recognizer_(rules::Game(start)) {
        physical_ = reported_ = codes_of(start, stands);
        trace_.start = start;
        dump(); // the board's first dump, when the program connects
    }

    int between(int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng_); }
    bool chance(int percent) { return between(1, 100) <= percent; }
    std::mt19937_64& rng() { return rng_; }
    Orientation stands() const { return stands_; }
    const eboard::MoveRecognizer& recognizer() const { return recognizer_; }
    PieceCode physical(int field) const {
        PieceCode code = physical_[static_cast<std::size_t>(field)];
        for (const Change& c : changes_)
            if (c.field == field)
                code = c.code;
        return code;
    }
    int field(rules::Square square) const { return eboard::field_of(square, stands_); }

    // A hand's change, `after_ms` after the one before (or after now).
    void act(int field, PieceCode code, std::int64_t after_ms) {
        cursor_ = std::max(cursor_, now_) + after_ms;
        changes_.push_back({cursor_, field, code});
    }
    // The board sent whole (the program asked for it): the squares as last reported.
    void dump() {
        trace_.dumps.push_back(reported_);
        trace_.calls.push_back({Call::Op::board, now_, {}, trace_.dumps.size() - 1});
        recognizer_.on_board(reported_, now_);
        ++dumps_;
    }
    void press() {
        trace_.calls.push_back({Call::Op::confirm, now_, {}, 0});
        recognizer_.confirm_last_move();
    }
    // Runs until the hands are done, the board has reported it all and the recogniser has read it.
    void settle() {
        const std::int64_t limit = now_ + 60'000;
        while (now_ < limit) {
            run_until(now_ + 50);
            if (changes_.empty() && physical_ == reported_ && now_ >= last_delivery_ + 300 &&
                (!recognizer_.due_at() || *recognizer_.due_at() > now_ + 1000))
                return;
        }
    }
    void wait(std::int64_t ms) { run_until(now_ + ms); }
    std::vector<BoardEvent> take_events() { return std::exchange(events_, {}); }
    long long field_updates() const { return field_updates_; }
    long long dumps() const { return dumps_; }
    bool verbose = false;

  private:
    void run_until(std::int64_t t) {
        while (scan_start_ + scan_length_ <= t)
            scan();
        tick_until(t);
        now_ = std::max(now_, t);
    }
    // One scan: each square read at its own moment; what changed since the last scan reported,
    // in a shuffled order, one frame each 5 ms (5 bytes at 9600 baud).
    void scan() {
        const std::int64_t end = scan_start_ + scan_length_;
        std::vector<FieldUpdate> updates;
        for (int f = 0; f < 64; ++f) {
            const std::int64_t seen_at = scan_start_ + between(0, static_cast<int>(scan_length_) - 1);
            PieceCode code = physical_[static_cast<std::size_t>(f)];
            for (const Change& c : changes_)
                if (c.field == f && c.at <= seen_at)
                    code = c.code;
            if (code != reported_[static_cast<std::size_t>(f)])
                updates.push_back({f, code});
        }
        std::erase_if(changes_, [&](const Change& c) {
            if (c.at >= end)
                return false;
            physical_[static_cast<std::size_t>(c.field)] = c.code;
            return true;
        });
        std::shuffle(updates.begin(), updates.end(), rng_);
        std::int64_t at = end;
        for (const FieldUpdate& u : updates) {
            tick_until(at);
            reported_[static_cast<std::size_t>(u.field)] = u.piece;
            trace_.calls.push_back({Call::Op::field, at, u, 0});
            if (verbose)
                std::cout << "  " << at << " field " << u.field << " = " << int(u.piece) << '\n';
            recognizer_.on_field(u, at);
            now_ = std::max(now_, at);
            last_delivery_ = at;
            ++field_updates_;
            at += 5;
        }
        scan_start_ = end;
        scan_length_ = between(200, 250);
    }
    void tick_until(std::int64_t t) {
        for (int guard = 0; guard < 100; ++guard) {
            const auto due = recognizer_.due_at();
            if (!due || *due > t)
                return;
            const std::int64_t at = std::max(*due, now_);
            now_ = at;
            trace_.calls.push_back({Call::Op::tick, at, {}, 0});
            for (BoardEvent& e : recognizer_.tick(at)) {
                if (verbose)
                    std::cout << "  " << at << " event " << static_cast<int>(e.kind) << " " << e.san
                              << " ply " << e.ply << " plies " << e.plies << " " << e.board << '\n';
                events_.push_back(std::move(e));
            }
        }
    }

    std::mt19937_64 rng_;
    Orientation stands_;
    Trace& trace_;
    eboard::MoveRecognizer recognizer_;
    BoardCodes physical_{}; // as the hands left it, up to scan_start_
    BoardCodes reported_{}; // as the board has reported it
    std::vector<Change> changes_;
    std::vector<BoardEvent> events_;
    std::int64_t now_ = 1000;
    std::int64_t cursor_ = 0;
    std::int64_t scan_start_ = 1000;
    std::int64_t scan_length_ = 220;
    std::int64_t last_delivery_ = 0;
    long long field_updates_ = 0;
    long long dumps_ = 0;
};

// The hands of one move from `before`, starting `think_ms` after now.
void make_move(Table& table, const rules::Position& before, rules::Move move, int think_ms, Counts& counts) {
    using rules::Piece;
    const Piece mover = before.piece_on(move.from());
    const rules::PieceType type = rules::type_of(mover);
    const int df = rules::file_of(move.to()) - rules::file_of(move.from());
    const int dr = rules::rank_of(move.to()) - rules::rank_of(move.from());
    const bool slider = (type == rules::PieceType::Rook || type == rules::PieceType::Bishop ||
                         type == rules::PieceType::Queen) &&
                        !move.is_castling() && std::max(std::abs(df), std::abs(dr)) >= 2;
    const auto style = static_cast<eboard::test::Hands>(table.between(0, 2));
    counts.rook_first += move.is_castling() && style == eboard::test::Hands::swap;
    counts.en_passant += move.is_en_passant();
    counts.promotions += move.is_promotion();
    if (slider && table.chance(40)) {
        // Slid: each square it crosses covered, then the one before it left (25-60 ms a square).
        ++counts.slides;
        const bool capture = before.piece_on(move.to()) != Piece::None;
        int wait = think_ms;
        if (capture && style == eboard::test::Hands::plain) {
            table.act(table.field(move.to()), eboard::kEmpty, wait);
            wait = table.between(80, 250);
        }
        const int step = (df > 0) - (df < 0) + 8 * ((dr > 0) - (dr < 0));
        int at = move.from();
        while (at != move.to()) {
            table.act(table.field(rules::Square(at + step)), eboard::test::code(mover), wait);
            table.act(table.field(rules::Square(at)), eboard::kEmpty, table.between(5, 20));
            at += step;
            wait = table.between(25, 60);
        }
        return;
    }
    int wait = think_ms;
    for (const FieldUpdate& u : eboard::test::hands(before, move, style, table.stands())) {
        table.act(u.field, u.piece, wait);
        wait = table.between(80, 250);
    }
}

// The hands taking back `move` made from `before`: what it moved lifted, then put back.
void unmake_move(Table& table, const rules::Position& before, rules::Move move) {
    rules::Position after = before;
    after.do_move(move);
    for (int s = 0; s < 64; ++s)
        if (after.piece_on(rules::Square(s)) != rules::Piece::None &&
            after.piece_on(rules::Square(s)) != before.piece_on(rules::Square(s)))
            table.act(table.field(rules::Square(s)), eboard::kEmpty, table.between(80, 200));
    for (int s = 0; s < 64; ++s)
        if (before.piece_on(rules::Square(s)) != rules::Piece::None &&
            after.piece_on(rules::Square(s)) != before.piece_on(rules::Square(s)))
            table.act(table.field(rules::Square(s)), eboard::test::code(before.piece_on(rules::Square(s))),
                      table.between(80, 200));
}

// Noise between moves, none of it a move: the kind made, or nothing.
const char* make_noise(Table& table, Counts& counts) {
    const int kind = table.between(1, 100);
    std::vector<int> occupied;
    for (int square = 0; square < 64; ++square)
        if (table.physical(square) != eboard::kEmpty)
            occupied.push_back(square);
    const int f =
        kind <= 13
            ? occupied[static_cast<std::size_t>(table.between(0, static_cast<int>(occupied.size()) - 1))]
            : table.between(0, 63);
    const PieceCode code = table.physical(f);
    if (kind <= 8) {
        ++counts.lifts; // adjusted, or held a while before being put back
        table.act(f, eboard::kEmpty, table.between(100, 800));
        table.act(f, code, table.chance(20) ? table.between(2000, 5000) : table.between(100, 600));
        return "a piece lifted and put back";
    }
    if (kind <= 13) {
        ++counts.flickers; // a piece off the centre of its square, read and lost by the sensor
        for (int i = table.between(1, 3); i > 0; --i) {
            table.act(f, eboard::kEmpty, table.between(10, 60));
            table.act(f, code, table.between(10, 60));
        }
        return "a square flickering";
    }
    if (kind <= 16) {
        ++counts.odd_codes; // a code no chess piece has, for a moment
        table.act(f, static_cast<PieceCode>(table.between(13, 15)), table.between(100, 800));
        table.act(f, code, table.between(50, 400));
        return "a code no piece has";
    }
    if (kind <= 19) {
        table.dump();
        return "the board sent again";
    }
    return nullptr;
}

std::string where(const Entry& entry, int ply) {
    std::ostringstream out;
    out << entry.file << " game " << entry.number;
    if (ply >= 0)
        out << ", " << entry.game.move_label_at(ply) << " "
            << entry.game.san_moves()[static_cast<std::size_t>(ply)];
    return out.str();
}

// What the board's noise must never give: a move, a take-back, an illegal move (a real game has none).
bool is_reading(const BoardEvent& e) {
    return e.kind == Kind::move || e.kind == Kind::move_replaced || e.kind == Kind::taken_back ||
           e.kind == Kind::illegal || e.kind == Kind::illegal_replaced || e.kind == Kind::illegal_taken_back;
}

class Player {
  public:
    Player(const Entry& entry, Table& table, Counts& counts)
        : entry_(entry), table_(table), counts_(counts) {}

    bool fail(int ply, const std::string& what) {
        ++counts_.failures;
        std::cout << "FAIL " << where(entry_, ply) << ": " << what << '\n';
        return false;
    }
    bool orientation() {
        table_.settle();
        const auto events = table_.take_events();
        if (events.empty() || events.front().kind != Kind::orientation ||
            events.front().orientation != table_.stands())
            return fail(-1, "the board's orientation not found");
        return true;
    }
    // The move of `ply`, made, read and pressed.
    bool move(int ply) {
        const rules::Position before = entry_.game.position_at(ply);
        const rules::Move m = entry_.game.moves()[static_cast<std::size_t>(ply)];
        if (table_.verbose)
            std::cout << " move " << where(entry_, ply) << '\n';
        make_move(table_, before, m, table_.between(200, 1500), counts_);
        table_.settle();
        const auto& read = table_.recognizer().game().san_moves();
        const std::string& expected = entry_.game.san_moves()[static_cast<std::size_t>(ply)];
        for (const BoardEvent& e : table_.take_events()) {
            if (e.kind == Kind::taken_back)
                return fail(ply, "a take-back read from a move");
            if (e.kind == Kind::illegal || e.kind == Kind::illegal_replaced)
                return fail(ply, "an illegal move read: " + e.illegal.text);
            if (e.kind == Kind::move_replaced)
                ++counts_.revised;
            if ((e.kind == Kind::move || e.kind == Kind::move_replaced) && e.ply != ply)
                return fail(ply, "a move read at ply " + std::to_string(e.ply));
        }
        if (static_cast<int>(read.size()) != ply + 1)
            return fail(ply, "not read (the recogniser has " + std::to_string(read.size()) + " plies)");
        if (read.back() != expected)
            return fail(ply, "read " + read.back());
        table_.press();
        ++counts_.moves;
        return true;
    }
    bool noise(int ply) {
        const char* what = make_noise(table_, counts_);
        if (!what)
            return true;
        table_.settle();
        for (const BoardEvent& e : table_.take_events())
            if (is_reading(e))
                return fail(ply, std::string("a move or take-back read from ") + what);
        return true;
    }
    // The last two moves taken back (the board set back to ply `ply` - 1), then played again.
    bool take_back(int ply) {
        ++counts_.takebacks;
        for (int p = ply; p >= ply - 1; --p)
            unmake_move(table_, entry_.game.position_at(p), entry_.game.moves()[static_cast<std::size_t>(p)]);
        table_.settle();
        int plies = 0;
        for (const BoardEvent& e : table_.take_events()) {
            if (e.kind == Kind::taken_back)
                plies += e.plies;
            else if (is_reading(e))
                return fail(ply, "a move read while two moves were taken back");
        }
        if (plies != 2 || table_.recognizer().game().ply_count() != ply - 1)
            return fail(ply, "two moves taken back, read as " + std::to_string(plies));
        return move(ply - 1) && move(ply);
    }
    // The game over, both kings lifted and put in the centre: never a move, and read as the result
    // they give (both on light squares 1-0, both on dark ones 0-1, one on each 1/2-1/2).
    bool gesture() {
        const rules::Position& end = entry_.game.position();
        const rules::Square centre[] = {rules::D4, rules::E4, rules::D5, rules::E5};
        std::vector<rules::Square> free;
        for (const rules::Square s : centre)
            if (end.piece_on(s) == rules::Piece::None)
                free.push_back(s);
        if (free.size() < 2)
            return true;
        std::shuffle(free.begin(), free.end(), table_.rng());
        ++counts_.gestures;
        for (const rules::Color side : {rules::Color::White, rules::Color::Black}) {
            const rules::Piece king = rules::make_piece(side, rules::PieceType::King);
            for (int s = 0; s < 64; ++s)
                if (end.piece_on(rules::Square(s)) == king)
                    table_.act(table_.field(rules::Square(s)), eboard::kEmpty, table_.between(100, 300));
        }
        table_.act(table_.field(free[0]), eboard::test::code(rules::Piece::WhiteKing),
                   table_.between(100, 300));
        table_.act(table_.field(free[1]), eboard::test::code(rules::Piece::BlackKing),
                   table_.between(100, 300));
        table_.settle();
        table_.wait(3500);
        const auto light = [](rules::Square s) { return s == rules::D5 || s == rules::E4; };
        const std::string score = light(free[0]) != light(free[1]) ? "1/2-1/2"
                                  : light(free[0])                 ? "1-0"
                                                                   : "0-1";
        std::vector<std::string> shown;
        for (const BoardEvent& e : table_.take_events()) {
            if (is_reading(e))
                return fail(-1, "a move read from the kings put in the centre");
            if (e.kind == Kind::unknown)
                return fail(-1, "the kings in the centre said to be a board to set back");
            if (e.kind == Kind::result_shown)
                shown.push_back(e.score);
        }
        if (shown != std::vector<std::string>{score})
            return fail(-1, "the kings in the centre not read as the result " + score);
        return true;
    }

  private:
    const Entry& entry_;
    Table& table_;
    Counts& counts_;
};

bool play(const Entry& entry, std::uint64_t seed, Counts& counts, Trace& trace, bool verbose) {
    std::mt19937_64 pick(seed);
    const Orientation stands = pick() % 4 == 1 ? Orientation::turned : Orientation::connector_left;
    counts.turned += stands == Orientation::turned;
    Table table(entry.game.start_position(), stands, pick(), trace);
    table.verbose = verbose;
    Player player(entry, table, counts);
    bool ok = player.orientation();
    int takebacks = 0;
    for (int ply = 0; ok && ply < entry.game.ply_count(); ++ply) {
        ok = player.noise(ply) && player.move(ply);
        if (ok && ply >= 1 && takebacks < 2 && table.chance(2)) {
            ++takebacks;
            ok = player.take_back(ply);
        }
    }
    ok = ok && player.gesture();
    trace.read = table.recognizer().game().san_moves();
    if (ok && trace.read != entry.game.san_moves())
        ok = player.fail(-1, "the game read is not the game played");
    counts.field_updates += table.field_updates();
    counts.dumps += table.dumps();
    return ok;
}

// The recorded calls replayed on fresh recognisers: the CPU time they take, in nanoseconds.
long long replay(const std::vector<Trace>& traces, bool& same) {
    const std::clock_t start = std::clock();
    for (const Trace& trace : traces) {
        eboard::MoveRecognizer recognizer{rules::Game(trace.start)};
        for (const Call& call : trace.calls) {
            switch (call.op) {
            case Call::Op::field:
                recognizer.on_field(call.update, call.now);
                break;
            case Call::Op::board:
                recognizer.on_board(trace.dumps[call.dump], call.now);
                break;
            case Call::Op::tick:
                (void)recognizer.tick(call.now);
                break;
            case Call::Op::confirm:
                recognizer.confirm_last_move();
                break;
            }
        }
        same = same && recognizer.game().san_moves() == trace.read;
    }
    const std::clock_t used = std::clock() - start;
    return static_cast<long long>(used) * (1'000'000'000LL / CLOCKS_PER_SEC);
}

std::vector<Entry> read_games(const std::string& file, long long max_games, Counts& counts) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    std::vector<Entry> out;
    if (!in) {
        std::cerr << file << ": cannot be read\n";
        ++counts.failures;
        return out;
    }
    int number = 0;
    for (const auto& pgn : rules::read_pgn_each(text.str())) {
        ++number;
        if (max_games >= 0 && static_cast<long long>(out.size()) >= max_games)
            break;
        if (!pgn) {
            ++counts.skipped;
            continue;
        }
        auto game = rules::Game::from_pgn(*pgn, rules::Notation::English, false);
        if (!game || game->ply_count() == 0) {
            ++counts.skipped;
            continue;
        }
        const bool chess960 = game->variant() == rules::Variant::Chess960;
        out.push_back({std::move(*game), file, number, chess960});
    }
    return out;
}

} // namespace

int main(int argc, char** argv) {
    std::uint64_t seed = 1;
    long long max_games = -1;
    int replays = 3;
    bool verbose = false;
    long long only = -1;
    long long rounds = 1;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool valued = arg == "--seed" || arg == "--max-games" || arg == "--replays" ||
                            arg == "--only" || arg == "--rounds";
        if (valued && i + 1 < argc) {
            const long long value = std::stoll(argv[++i]);
            if (arg == "--seed")
                seed = static_cast<std::uint64_t>(value);
            else if (arg == "--max-games")
                max_games = value;
            else if (arg == "--only")
                only = value;
            else if (arg == "--rounds")
                rounds = std::max(1LL, value);
            else
                replays = static_cast<int>(std::max(1LL, value));
        } else if (arg == "--verbose") {
            verbose = true;
        } else if (!arg.empty() && arg[0] != '-') {
            files.push_back(arg);
        } else {
            std::cerr << "usage: pendule_bench_eboard_games [--seed N] [--max-games N] [--replays N] "
                         "[--rounds N] [--only N] [--verbose] FILE.pgn...\n";
            return 2;
        }
    }
    if (files.empty()) {
        std::cerr << "pendule_bench_eboard_games: no PGN file\n";
        return 2;
    }
    Counts counts;
    std::vector<Trace> traces;
    long long index = 0;
    std::vector<Entry> entries;
    for (const std::string& file : files)
        for (Entry& entry : read_games(file, max_games, counts))
            entries.push_back(std::move(entry));
    for (long long round = 0; round < rounds; ++round) {
        for (const Entry& entry : entries) {
            if (only >= 0 && index + 1 != only) {
                ++index;
                continue;
            }
            ++counts.games;
            counts.chess960 += entry.chess960;
            traces.emplace_back();
            (void)play(entry, seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(index++), counts,
                       traces.back(), verbose);
        }
    }
    long long best = -1;
    bool same = true;
    for (int r = 0; r < replays; ++r) {
        const long long ns = replay(traces, same);
        best = best < 0 ? ns : std::min(best, ns);
    }
    if (!same) {
        std::cout << "FAIL the recorded calls, replayed, read another game\n";
        ++counts.failures;
    }
    std::printf("games %lld (Chess960 %lld, turned round %lld, skipped %lld), moves read %lld, field updates "
                "%lld, board dumps %lld\n",
                counts.games, counts.chess960, counts.turned, counts.skipped, counts.moves,
                counts.field_updates, counts.dumps);
    std::printf("hands: slides %lld, castlings rook first %lld, en passant %lld, promotions %lld, take-backs "
                "%lld, kings in the centre %lld; noise: lifts %lld, flickers %lld, odd codes %lld; moves "
                "revised before the press %lld\n",
                counts.slides, counts.rook_first, counts.en_passant, counts.promotions, counts.takebacks,
                counts.gestures, counts.lifts, counts.flickers, counts.odd_codes, counts.revised);
    const long long updates = std::max(1LL, counts.field_updates);
    const long long moves = std::max(1LL, counts.moves);
    std::printf(
        "CPU of the recogniser (best of %d replays): %lld ns in all, %lld ns per field update, %lld ns "
        "per recognised move\n",
        replays, best, best / updates, best / moves);
    std::printf("failures %lld\n", counts.failures);
    return counts.failures == 0 ? 0 : 1;
}
