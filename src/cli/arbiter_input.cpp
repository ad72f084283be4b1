#include "cli/arbiter_input.hpp"

#include "core/clock/tc_string.hpp"
#include "core/rules/pgn_game.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"

namespace pendule::cli {

Result<rules::Game> load_pgn_game(const std::string& path, int number, rules::Notation notation) {
    const auto text = io::read_text_file(io::path_of(path));
    if (!text)
        return fail("cannot be read", path);
    // Game by game: a damaged game elsewhere in the file does not stop the one asked for.
    const auto games = rules::read_pgn_each(*text);
    if (games.empty())
        return fail("holds no game", path);
    if (number < 1 || number > static_cast<int>(games.size()))
        return fail("has " + std::to_string(games.size()) + " game(s), not a game " + std::to_string(number),
                    path);
    const auto& read = games[static_cast<std::size_t>(number - 1)];
    if (!read)
        return fail(read.error().text(), path + ", game " + std::to_string(number));
    const rules::PgnGame& pgn = *read;
    auto game = rules::Game::from_pgn(pgn, notation, false);
    if (!game) {
        std::string message = game.error().text();
        if (notation == rules::Notation::English &&
            rules::Game::from_pgn(pgn, rules::Notation::French, false))
            message += "; the game reads with French piece letters: use --french";
        return fail(message, path + ", game " + std::to_string(number));
    }
    return game;
}

Result<rules::Game> first_plies(const rules::Game& game, int plies) {
    if (plies > game.ply_count())
        return fail("the game has only " + std::to_string(game.ply_count()) + " plies", "--plies");
    rules::Game cut(game.start_position());
    for (int ply = 0; ply < plies; ++ply) {
        auto played = cut.play(game.moves()[static_cast<std::size_t>(ply)]);
        if (!played)
            return played.error();
    }
    for (const auto& tag : game.tags())
        cut.set_tag(tag.name, tag.value);
    return cut;
}

Result<rules::Game> game_from_args(const Args& args) {
    const rules::Notation notation =
        args.has("--french") ? rules::Notation::French : rules::Notation::English;
    std::optional<rules::Game> game;
    if (auto fen = args.value("--fen")) {
        if (!args.positionals().empty())
            return fail("give either FILE.pgn or --fen, not both");
        // --any-material (status, flag): composed positions with material no game can reach.
        // --chess960: a Chess960 position; else the FEN decides (a castling field only Chess960
        // reads makes it one).
        auto start = rules::Position::from_fen(
            *fen, args.has("--any-material") ? rules::FenMaterial::Any : rules::FenMaterial::Reachable,
            args.has("--chess960") ? rules::FenRules::Chess960 : rules::FenRules::Detect);
        if (!start)
            return fail(start.error().text(), "--fen");
        game.emplace(*start);
    } else {
        if (args.positionals().size() != 1)
            return fail(args.positionals().empty()
                            ? "a FILE.pgn (or --fen FEN) is needed"
                            : "one FILE.pgn only (got " + std::to_string(args.positionals().size()) +
                                  " arguments)");
        long long number = 1;
        if (args.has("--game"))
            if (auto bad = args.integer("--game", 1, 1'000'000'000, number))
                return fail(*bad);
        auto loaded = load_pgn_game(args.positionals().front(), static_cast<int>(number), notation);
        if (!loaded)
            return loaded.error();
        game.emplace(std::move(*loaded));
    }
    if (args.has("--plies")) {
        long long plies = 0;
        if (auto bad = args.integer("--plies", 0, 1'000'000, plies))
            return fail(*bad);
        return first_plies(*game, static_cast<int>(plies));
    }
    return std::move(*game);
}

Result<arbiter::Edition> edition_from_args(const Args& args) {
    auto text = args.value("--laws");
    if (!text)
        return arbiter::default_edition;
    auto edition = arbiter::parse_edition(*text);
    if (!edition)
        return fail(edition.error().message, "--laws");
    return edition;
}

Result<clock::GameSpeed> speed_from_args(const Args& args, const rules::Game& game) {
    const int given =
        (args.has("--blitz") ? 1 : 0) + (args.has("--rapid") ? 1 : 0) + (args.has("--tc") ? 1 : 0);
    if (given > 1)
        return fail("give at most one of --blitz, --rapid and --tc");
    if (args.has("--blitz"))
        return clock::GameSpeed::Blitz;
    if (args.has("--rapid"))
        return clock::GameSpeed::Rapid;
    std::string where = "--tc";
    std::optional<std::string> text = args.value("--tc");
    if (!text) {
        if (auto tag = game.tag("TimeControl")) {
            text = std::string(*tag);
            where = "TimeControl tag";
        }
    }
    if (!text)
        return clock::GameSpeed::Standard;
    auto parsed = clock::parse_pgn_time_control(*text);
    if (!parsed)
        return fail(parsed.error().text(), where);
    // Laws A.1 / B.1 (clock::classify): base time + 60 x increment; an unknown or absent control
    // ("?", "-") counts as standard play.
    if (parsed->kind != clock::ParsedTimeControl::Kind::Control)
        return clock::GameSpeed::Standard;
    return clock::classify(parsed->control);
}

} // namespace pendule::cli
