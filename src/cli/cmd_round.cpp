// pendule-cli round, round-open, round-result: the desk's round journal (issue 12, docs/desk.md),
// headless. `round` reads a journal (text, --json, --trf for the pairing program, --report);
// `round-open` starts one from the pairing program's TRF16 file; `round-result` records a board's
// result in it, synced before the command returns.
#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "core/arbiter/board_ruling.hpp"
#include "core/arbiter/edition.hpp"
#include "core/clock/clock_facts.hpp"
#include "core/clock/duration_text.hpp"
#include "core/clock/tc_string.hpp"
#include "core/rules/game.hpp"
#include "core/rules/pgn_game.hpp"
#include "core/rules/san.hpp"
#include "io/round_journal.hpp"
#include "io/round_report.hpp"
#include "io/text_file.hpp"
#include "io/trf.hpp"

#include <chrono>
#include <ostream>

namespace pendule::cli {

namespace {

std::int64_t wall_now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// Reads the journal named on the command line; prints the error and returns nothing when it
// cannot be read at all.
std::optional<io::RoundRead> read_named(const Args& args, const char* command, std::ostream& err) {
    if (args.positionals().size() != 1) {
        err << "pendule-cli " << command << ": one round JOURNAL file is required (see --help)\n";
        return std::nullopt;
    }
    auto read = io::read_round_journal_file(args.positionals().front());
    if (!read) {
        err << "pendule-cli " << command << ": " << read.error().text() << '\n';
        return std::nullopt;
    }
    return std::move(read.value());
}

int parse_failed(const char* command, const std::string& problem, std::ostream& err) {
    err << "pendule-cli " << command << ": " << problem << '\n';
    return 2;
}

} // namespace

int run_round(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.flag_option("--json");
    args.flag_option("--trf");
    args.flag_option("--report");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return parse_failed("round", *problem, err);
    if (args.has("--help")) {
        out << "usage: pendule-cli round JOURNAL [--json | --trf | --report]\n\n"
               "Reads a round journal of the arbiter's desk: the event, the round, each board with its\n"
               "players and result, the byes, every ruling with the clock read and the clock set, and\n"
               "the results corrected. --json prints one JSON object; --trf the pairing program's TRF16\n"
               "file with the round's results written in (for the next pairing); --report one HTML page.\n"
               "A torn last record (after a kill) is a warning; a damaged record in the middle stops the\n"
               "reading there: what comes before it is printed, then the error (exit 2).\n";
        return 0;
    }
    if (args.has("--json") + args.has("--trf") + args.has("--report") > 1)
        return parse_failed("round", "--json, --trf and --report are alternatives: give one", err);
    const auto read = read_named(args, "round", err);
    if (!read)
        return 2;
    const io::RoundState round = io::round_state(*read);
    if (args.has("--trf")) {
        auto trf = io::round_trf(round);
        if (!trf)
            return parse_failed("round", trf.error().text(), err);
        out << *trf;
    } else if (args.has("--json")) {
        out << io::round_json(round, *read) << '\n';
    } else if (args.has("--report")) {
        out << io::round_html(round, *read);
    } else {
        out << io::round_text(round);
    }
    out.flush();
    for (const auto& warning : read->warnings)
        err << "pendule-cli round: warning: " << warning << '\n';
    if (read->error) {
        err << "pendule-cli round: " << read->error->text() << '\n';
        return 2;
    }
    return 0;
}

int run_round_open(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--trf");
    args.value_option("--round");
    args.value_option("--event");
    args.value_option("--edition");
    args.value_option("--control");
    args.value_option("--out");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return parse_failed("round-open", *problem, err);
    if (args.has("--help")) {
        out << "usage: pendule-cli round-open --trf FILE --round N --out JOURNAL [--event ID] [--edition "
               "YEAR]\n\n"
               "Starts the round journal of round N from the pairing program's TRF16 file: its boards in\n"
               "the order of the pairing lists (higher score first), the byes and absences, the edition\n"
               "of the Laws (2023 unless told). The TRF is kept in the journal, so that\n"
               "'pendule-cli round JOURNAL --trf' writes it back with the results. Never overwrites a "
               "file.\n";
        return 0;
    }
    const auto trf_path = args.value("--trf");
    const auto round_text = args.value("--round");
    const auto out_path = args.value("--out");
    const auto control = args.value("--control");
    if (!trf_path || !round_text || !out_path || !control)
        return parse_failed("round-open", "--trf, --round, --control and --out are required (see --help)",
                            err);
    auto parsed_control = clock::parse_pgn_time_control(*control);
    if (!parsed_control || parsed_control->kind != clock::ParsedTimeControl::Kind::Control)
        return parse_failed(
            "round-open",
            "--control: " + (parsed_control ? std::string("a time control is needed, not '") + *control + "'"
                                            : parsed_control.error().text()),
            err);
    const auto round = parse_integer(*round_text, 1, 99);
    if (!round)
        return parse_failed("round-open",
                            "--round: expected a round number from 1 to 99, got '" + *round_text + "'", err);
    auto edition = arbiter::parse_edition(args.value("--edition").value_or("2023"));
    if (!edition)
        return parse_failed("round-open", "--edition: " + edition.error().text(), err);
    const auto text = io::read_text_file(*trf_path);
    if (!text)
        return parse_failed("round-open", *trf_path + ": cannot open or read the file", err);
    auto tournament = io::trf::read(*text, *trf_path);
    if (!tournament)
        return parse_failed("round-open", tournament.error().text(), err);
    auto pairings = io::trf::pairings(*tournament, static_cast<int>(*round));
    if (!pairings)
        return parse_failed("round-open", pairings.error().text(), err);
    if (pairings->boards.empty())
        return parse_failed("round-open", *trf_path + ": round " + *round_text + " has no paired board", err);
    const std::string event =
        args.value("--event").value_or(tournament->tournament_field("012").value_or(std::string()));
    auto writer = io::RoundJournalWriter::create(*out_path,
                                                 io::RoundOpened{event, static_cast<int>(*round),
                                                                 std::string(arbiter::edition_name(*edition)),
                                                                 wall_now_ms(), *text, *control});
    if (!writer)
        return parse_failed("round-open", writer.error().text(), err);
    const auto name = [&](int rank) { return tournament->find(rank)->name; };
    for (const io::trf::Pairing& p : pairings->boards)
        if (auto error =
                writer->append(io::BoardPaired{p.board, name(p.white), name(p.black), p.white, p.black}))
            return parse_failed("round-open", error->text(), err);
    for (const io::trf::Unpaired& u : pairings->unpaired)
        if (auto error = writer->append(io::PlayerUnpaired{u.player, name(u.player), u.code}))
            return parse_failed("round-open", error->text(), err);
    out << "round " << *round << " of " << (event.empty() ? "the event" : event) << ": "
        << pairings->boards.size() << " boards, " << pairings->unpaired.size() << " unpaired, journal "
        << *out_path << '\n';
    return 0;
}

int run_round_result(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--board");
    args.value_option("--result");
    args.value_option("--reason");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return parse_failed("round-result", *problem, err);
    if (args.has("--help")) {
        out << "usage: pendule-cli round-result JOURNAL --board N --result R [--reason TEXT]\n\n"
               "Records board N's result in the round journal, synced to the disk before it returns.\n"
               "R: 1-0, 0-1, 1/2-1/2, or a forfeit +- (White wins), -+ (Black wins), 0-0 (both lose).\n"
               "A second result for a board corrects the first; both stay in the journal.\n";
        return 0;
    }
    const auto board_text = args.value("--board");
    const auto result = args.value("--result");
    if (!board_text || !result)
        return parse_failed("round-result", "--board and --result are required (see --help)", err);
    const auto board = parse_integer(*board_text, 1, 9999);
    if (!board)
        return parse_failed("round-result", "--board: expected a board number, got '" + *board_text + "'",
                            err);
    if (!io::trf::result_codes(*result))
        return parse_failed("round-result",
                            "--result: unknown result '" + *result + "' (1-0, 0-1, 1/2-1/2, +-, -+, 0-0)",
                            err);
    if (args.positionals().size() != 1)
        return parse_failed("round-result", "one round JOURNAL file is required (see --help)", err);
    // Locked, then read: a result recorded by another program meanwhile is read, never overwritten.
    auto read = std::make_optional<io::RoundRead>();
    auto writer = io::RoundJournalWriter::open(args.positionals().front(), *read);
    if (!writer)
        return parse_failed("round-result", writer.error().text(), err);
    const io::RoundState round = io::round_state(*read);
    if (!round.board(static_cast<int>(*board)))
        return parse_failed("round-result",
                            "round " + std::to_string(round.opened.round) + " has no board " + *board_text,
                            err);
    if (auto error = writer->append(io::ResultSet{static_cast<int>(*board), wall_now_ms(), *result,
                                                  args.value("--reason").value_or("")}))
        return parse_failed("round-result", error->text(), err);
    for (const auto& warning : read->warnings)
        err << "pendule-cli round-result: warning: " << warning << '\n';
    out << "board " << *board << ": " << *result << " recorded\n";
    return 0;
}

namespace {

void rule_help(std::ostream& out) {
    out << "usage: pendule-cli round-rule JOURNAL --board N --question Q --white-time T --black-time T\n"
           "                              [--counter N] [--player white|black] [--pressed] [--increment T]\n"
           "                              [--score PGN-FILE|MOVES] [--intended SAN] [--french]\n"
           "                              [--action illegal-move|promotion|clock-without-move|two-hands]\n\n"
           "A ruling for board N of the round, from what the arbiter read on its clock (the two times,\n"
           "H:MM:SS or M:SS, and the move counter), with the round's edition and cadence. It prints the\n"
           "verdict, the explanation and what to set on that clock now, and records it all in the round\n"
           "journal (synced before it is printed). Q is one of:\n"
           "  illegal      Laws 7.5: --player completed an illegal action (--action, an illegal move\n"
           "               unless told); --pressed when the clock counted the press (its increment,\n"
           "               --increment, the control's unless told, is taken back in rapid and blitz; the\n"
           "               counter goes back one). The board's earlier illegal moves are counted.\n"
           "  claim        Laws 9.2, 9.3, 9.5: the player to move at the end of --score claims a draw,\n"
           "               with the written move --intended or on the board.\n"
           "  flag         Laws 6.9: --player's flag fell.\n"
           "  resignation  Laws 5.1.2: --player resigned.\n"
           "For flag, resignation and a losing illegal move, --score (the game so far) lets the core tell\n"
           "whether the opponent can checkmate; without it, the arbiter checks it.\n"
           "Exit 0 with a ruling, 2 on bad input (nothing is recorded then).\n";
}

std::optional<rules::Color> colour_named(const std::string& text) {
    if (text == "white")
        return rules::Color::White;
    if (text == "black")
        return rules::Color::Black;
    return std::nullopt;
}

std::string verdict_of(arbiter::Outcome outcome) {
    switch (outcome) {
    case arbiter::Outcome::WhiteWins:
        return "1-0";
    case arbiter::Outcome::BlackWins:
        return "0-1";
    case arbiter::Outcome::Draw:
        return "1/2-1/2";
    case arbiter::Outcome::ArbiterDecides:
        return "the arbiter decides";
    default:
        return "the game goes on";
    }
}

// The game score of --score: a .pgn file's last game, or moves typed on the command line.
Result<rules::Game> game_score(const std::string& score, rules::Notation notation) {
    std::string text = score;
    if (score.size() > 4 && (score.ends_with(".pgn") || score.ends_with(".PGN"))) {
        auto file = io::read_text_file(score);
        if (!file)
            return fail("cannot open or read the file", score);
        text = *file;
    }
    auto pgn = rules::read_pgn_game(text);
    if (!pgn)
        return fail("--score: " + pgn.error().text());
    auto game = rules::Game::from_pgn(*pgn, notation, false);
    if (!game)
        return fail("--score: " + game.error().text());
    return std::move(game.value());
}

} // namespace

int run_round_rule(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    for (const char* option : {"--board", "--question", "--white-time", "--black-time", "--counter",
                               "--player", "--increment", "--score", "--intended", "--action"})
        args.value_option(option);
    args.flag_option("--pressed");
    args.flag_option("--french");
    args.flag_option("--help");
    const char* command = "round-rule";
    if (auto problem = args.parse(words))
        return parse_failed(command, *problem, err);
    if (args.has("--help")) {
        rule_help(out);
        return 0;
    }
    const auto board_text = args.value("--board");
    const auto question = args.value("--question");
    const auto white_text = args.value("--white-time");
    const auto black_text = args.value("--black-time");
    if (!board_text || !question || !white_text || !black_text)
        return parse_failed(
            command, "--board, --question, --white-time and --black-time are required (see --help)", err);
    const auto board = parse_integer(*board_text, 1, 9999);
    if (!board)
        return parse_failed(command, "--board: expected a board number, got '" + *board_text + "'", err);
    arbiter::ClockReading reading;
    for (auto [text, ms, name] : {std::tuple{&*white_text, &reading.white_ms, "--white-time"},
                                  std::tuple{&*black_text, &reading.black_ms, "--black-time"}}) {
        auto parsed = clock::parse_duration(*text);
        if (!parsed)
            return parse_failed(command, std::string(name) + ": " + parsed.error().text(), err);
        *ms = *parsed;
    }
    if (const auto counter = args.value("--counter")) {
        const auto n = parse_integer(*counter, 0, 999);
        if (!n)
            return parse_failed(
                command, "--counter: expected a move counter from 0 to 999, got '" + *counter + "'", err);
        reading.moves = static_cast<int>(*n);
    }
    const auto notation = args.has("--french") ? rules::Notation::French : rules::Notation::English;
    std::optional<rules::Game> game;
    if (const auto score = args.value("--score")) {
        auto read_game = game_score(*score, notation);
        if (!read_game)
            return parse_failed(command, read_game.error().text(), err);
        game = std::move(read_game.value());
    }
    if (args.positionals().size() != 1)
        return parse_failed(command, "one round JOURNAL file is required (see --help)", err);
    auto read = std::make_optional<io::RoundRead>();
    auto writer = io::RoundJournalWriter::open(args.positionals().front(), *read);
    if (!writer)
        return parse_failed(command, writer.error().text(), err);
    const io::RoundState round = io::round_state(*read);
    if (!round.board(static_cast<int>(*board)))
        return parse_failed(
            command, "round " + std::to_string(round.opened.round) + " has no board " + *board_text, err);
    auto edition = arbiter::parse_edition(round.opened.edition);
    auto control = clock::parse_pgn_time_control(round.opened.control);
    if (!edition || !control || control->kind != clock::ParsedTimeControl::Kind::Control)
        return parse_failed(command,
                            "the round journal has no usable edition or time control ('" +
                                round.opened.edition + "', '" + round.opened.control +
                                "'): open the round with round-open --control",
                            err);
    arbiter::Arbiter arbiter(*edition, clock::classify(control->control));
    const std::int64_t now = wall_now_ms();
    const std::optional<rules::Color> player = colour_named(args.value("--player").value_or(""));
    arbiter::BoardRuling ruling;
    std::string player_word = args.value("--player").value_or("");
    if (*question == "illegal") {
        if (!player)
            return parse_failed(command, "--player white|black: whose illegal action", err);
        // The board's earlier illegal moves by this player count (Laws 7.5.5).
        for (const io::RulingGiven& earlier : round.rulings)
            if (earlier.board == *board && earlier.question == "illegal" && earlier.player == player_word)
                arbiter.count_illegal_move(*player);
        arbiter::IllegalAction action = arbiter::IllegalAction::IllegalMove;
        const std::string action_text = args.value("--action").value_or("illegal-move");
        if (action_text == "promotion")
            action = arbiter::IllegalAction::PromotionWithoutPiece;
        else if (action_text == "clock-without-move")
            action = arbiter::IllegalAction::ClockWithoutMove;
        else if (action_text == "two-hands")
            action = arbiter::IllegalAction::TwoHands;
        else if (action_text != "illegal-move")
            return parse_failed(command, "--action: unknown action '" + action_text + "'", err);
        clock::Millis increment = 0;
        const auto& first = control->control.of(*player).front();
        if (first.bonus == clock::Bonus::Fischer)
            increment = first.bonus_ms;
        if (const auto given = args.value("--increment")) {
            auto parsed = clock::parse_duration(*given);
            if (!parsed)
                return parse_failed(command, "--increment: " + parsed.error().text(), err);
            increment = *parsed;
        }
        ruling = arbiter::illegal_move_at_board(arbiter, *player, action, reading, args.has("--pressed"),
                                                increment, game ? &game->position() : nullptr, now);
    } else if (*question == "claim") {
        if (!game)
            return parse_failed(command, "--score: a claim needs the game score", err);
        std::optional<rules::Move> intended;
        if (const auto san = args.value("--intended")) {
            auto move = rules::parse_san(game->position(), *san, notation);
            if (!move)
                return parse_failed(command, "--intended " + *san + ": " + move.error().text(), err);
            intended = *move;
        }
        auto claimed = arbiter::claim_at_board(arbiter, *game, intended, reading, now);
        if (!claimed)
            return parse_failed(command, claimed.error().text(), err);
        ruling = std::move(claimed.value());
        player_word = game->position().side_to_move() == rules::Color::White ? "white" : "black";
    } else if (*question == "flag" || *question == "resignation") {
        if (!player)
            return parse_failed(command, "--player white|black: whose flag fell, or who resigned", err);
        const rules::Position* position = game ? &game->position() : nullptr;
        ruling = *question == "flag" ? arbiter::flag_at_board(arbiter, *player, position, now)
                                     : arbiter::resignation_at_board(arbiter, *player, position, now);
    } else {
        return parse_failed(
            command, "--question: unknown question '" + *question + "' (illegal, claim, flag, resignation)",
            err);
    }
    io::RulingGiven given;
    given.board = static_cast<int>(*board);
    given.wall_ms = now;
    given.question = *question;
    given.player = player_word;
    given.article = ruling.ruling.article;
    given.edition = std::string(arbiter::edition_name(*edition));
    given.verdict = verdict_of(ruling.ruling.outcome);
    given.explanation = ruling.ruling.explanation;
    given.white_ms = reading.white_ms;
    given.black_ms = reading.black_ms;
    given.moves = reading.moves;
    if (ruling.set) {
        given.set_white_ms = ruling.set->white_ms;
        given.set_black_ms = ruling.set->black_ms;
        given.set_moves = ruling.set->moves;
    }
    if (auto error = writer->append(given))
        return parse_failed(command, error->text(), err);
    out << "board " << *board << ", " << given.question << " (Laws " << given.edition << ", " << given.article
        << "): " << given.verdict << '\n'
        << given.explanation << '\n';
    if (ruling.set) {
        out << "set the clock to: White " << clock::format_clock(ruling.set->white_ms) << ", Black "
            << clock::format_clock(ruling.set->black_ms);
        if (ruling.set->moves >= 0)
            out << ", move counter " << ruling.set->moves;
        out << '\n';
    } else {
        out << "the clock: leave it as it is\n";
    }
    return 0;
}

} // namespace pendule::cli
