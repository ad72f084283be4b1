// The hall's checkpoint of a board (board_state's save_replay, restore_replay): a replay saved after
// any record, taken up and carried on over the records after it, is the replay of the whole journal.

#include "../../io/journal/journal_fixture.hpp"
#include "hall/link/board_state.hpp"
#include "hall/server/boards_json.hpp"
#include "io/export/game_export.hpp"
#include "io/export/game_report.hpp"
#include "io/journal/journal.hpp"
#include "io/journal/journal_line.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <random>

using namespace pendule::hall;
using namespace journal_test;

namespace {

constexpr std::int64_t wall0 = 1'763'700'000'000;

// A game of every kind of record the view or io's replay takes, at random (seeded): presses by the
// side to move, checkpoints, pauses, times and move counters set, increments, claims, rulings,
// results given and withdrawn, restarts, sleeps, set-asides, wrong PINs, an e-board's moves, take-backs,
// links and clock. Every record reads without a warning, so the replay can be carried on.
std::vector<JournalEvent> random_game(unsigned seed, int records) {
    std::mt19937 rng(seed);
    const auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    std::vector<JournalEvent> events = {event(JournalKind::Start, 0, Side::White)};
    Side to_move = Side::White;
    bool paused = false;
    int plies = 0;
    std::int64_t t = 0;
    static const char* const uci[] = {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6"};
    static const char* const san[] = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"};
    static const char* const outcomes[] = {"continues", "1-0", "0-1", "1/2-1/2", "arbiter decides"};
    static const char* const scores[] = {"1-0", "0-1", "1/2-1/2", "*"};
    static const char* const links[] = {"linked", "lost", "unreadable", "readable"};
    static const char* const dgt[] = {"pressed", "started", "stopped", "set", "connected", "disconnected"};
    static const char* const commands[] = {"judge-claim en \"1. e4\"", "apply-claim", "resume", "note"};
    while (static_cast<int>(events.size()) < records) {
        t += 1 + pick(900);
        JournalEvent e = event(JournalKind::Checkpoint, t);
        e.wall_ms = wall0 + 1500 + t;
        switch (pick(24)) {
        case 0:
        case 1:
        case 2:
            if (!paused) {
                e = event(JournalKind::Press, t, to_move);
                to_move = pendule::other(to_move);
            }
            break;
        case 3:
            e = event(paused ? JournalKind::Resume : JournalKind::Pause, t);
            if (!paused && pick(2) == 0)
                e.wall_ms = wall0 + 1500 + t;
            paused = !paused;
            break;
        case 4:
            e = event(JournalKind::SetTime, t, pick(2) ? Side::White : Side::Black, 60'000 + pick(600'000));
            break;
        case 5:
            e = event(JournalKind::SetMoves, t, pick(2) ? Side::White : Side::Black, pick(40));
            break;
        case 6:
            if (!paused) {
                e = event(JournalKind::Switch, t);
                to_move = pendule::other(to_move);
            }
            break;
        case 7:
            e = event(JournalKind::Increment, t, std::nullopt, 1000 * pick(30));
            break;
        case 8:
            e = event(JournalKind::Command, t);
            e.text.append(commands[pick(4)]);
            break;
        case 9:
            e = event(JournalKind::Decision, t);
            e.article.append("6.9");
            e.edition.append("2023");
            e.white_ms = 1000 * pick(3);
            e.outcome.append(outcomes[pick(5)]);
            e.reason.append("a ruling");
            break;
        case 10:
            e = event(JournalKind::Result, t);
            e.score.append(scores[pick(4)]);
            e.article.append("5.1.1");
            e.reason.append("checkmate");
            if (e.score != "*")
                e.reason_code.append("checkmate");
            break;
        case 11:
            e = event(JournalKind::Resumed, t, std::nullopt, 1000 * pick(100));
            e.wall_ms = wall0 + 60'000 + t;
            break;
        case 12:
            e = event(JournalKind::Suspend, t, std::nullopt, 1000 * pick(100));
            e.wall_ms = wall0 + 90'000 + t;
            break;
        case 13:
            e = event(JournalKind::WrongPin, t, std::nullopt, pick(4));
            e.wall_ms = wall0 + 1500 + t;
            break;
        case 14:
            if (plies < 8) {
                const int ply = pick(3) == 0 && plies > 0 ? plies - 1 : plies; // sometimes a move replaced
                e = event(JournalKind::BoardMove, t, ply % 2 ? Side::Black : Side::White, ply);
                e.move.append(uci[ply]);
                e.text.append(san[ply]);
                plies = ply + 1;
            }
            break;
        case 15:
            if (plies > 0) {
                e = event(JournalKind::BoardBack, t, std::nullopt, plies - 1);
                --plies;
            }
            break;
        case 16:
            e = event(JournalKind::BoardLink, t);
            e.text.append(links[pick(4)]);
            e.reason.append("port 1");
            break;
        case 17: {
            const char* state = dgt[pick(6)];
            e = event(JournalKind::BoardClock, t, pick(2) ? Side::White : Side::Black, plies);
            e.text.append(state);
            e.white_ms = 1000 * pick(300);
            e.black_ms = 1000 * pick(300);
            e.wall_ms = wall0 + 1500 + t;
            break;
        }
        case 18:
            e = event(JournalKind::Note, t);
            e.text.append("a note");
            break;
        case 19:
            e = event(JournalKind::SetAside, t);
            e.text.append("a new game");
            e.wall_ms = wall0 + 1500 + t;
            break;
        default:
            break; // a checkpoint
        }
        events.push_back(e);
    }
    return events;
}

struct Journal {
    BoardEntry board;
    std::string text;
    std::vector<std::size_t> ends; // where each line ends (record 0 first)
};

Journal coded_journal(std::vector<JournalEvent> events) {
    Journal j;
    j.board.event.append("e"); // not `= "e"`: GCC 12 warns falsely (-Wrestrict) on that assignment here
    j.board.board = 12;
    j.text = journal_text(header_for("900+10"), std::move(events));
    for (std::size_t at = j.text.find('\n'); at != std::string::npos; at = j.text.find('\n', at + 1))
        j.ends.push_back(at + 1);
    j.board.last_seq = static_cast<std::int64_t>(j.ends.size()) - 1;
    return j;
}

// The two replays' games the same, as io's own exports and the clock show them: witnesses of the
// text's members that do not go through it.
void check_same_game(const BoardReplay& a, const BoardReplay& b) {
    REQUIRE(a.replayer);
    REQUIRE(b.replayer);
    const pendule::io::ReplayedGame& x = a.replayer->game();
    const pendule::io::ReplayedGame& y = b.replayer->game();
    CHECK(pendule::io::replay_json(x) == pendule::io::replay_json(y));
    CHECK(pendule::io::press_times_csv(x) == pendule::io::press_times_csv(y));
    CHECK(pendule::io::html_report(x) == pendule::io::html_report(y));
    CHECK(x.clock.saved().state == y.clock.saved().state);
    CHECK(x.clock.saved().move_used == y.clock.saved().move_used);
    CHECK(x.clock.saved().last_gain == y.clock.saved().last_gain);
    CHECK(x.commands == y.commands);
    CHECK(x.board.moves.size() == y.board.moves.size());
    CHECK(x.board.clock.size() == y.board.clock.size());
    CHECK(x.last_t == y.last_t);
    CHECK(x.last_wall_ms == y.last_wall_ms);
    CHECK(a.replayer->timer().used == b.replayer->timer().used);
    CHECK(a.replayer->timer().since == b.replayer->timer().since);
    CHECK(a.replayer->anchor() == b.replayer->anchor());
    CHECK(a.anchor == b.anchor);
    CHECK(a.next_seq == b.next_seq);
    CHECK(a.journal_size == b.journal_size);
}

} // namespace

TEST_CASE(
    "a board's checkpoint after any record, taken up and carried on, is the replay of the whole journal",
    "[hall]") {
    for (const unsigned seed : {1U, 2U, 3U, 4U}) {
        const Journal j = coded_journal(random_game(seed, 400));
        const BoardReplay whole = replay_board(j.board, j.text);
        INFO("seed " << seed);
        REQUIRE(whole.extendable); // every record read, none refused: a checkpoint may cover any of them
        const std::string header = j.text.substr(0, j.ends[0]);
        const auto record = [&](std::size_t n) {
            const std::size_t from = n == 0 ? 0 : j.ends[n - 1];
            return std::string_view(j.text).substr(from, j.ends[n] - from);
        };
        // The checkpoints the hall saves: its replay carried on record by record.
        std::vector<std::string> saved;
        BoardReplay running = replay_board(j.board, record(0));
        saved.push_back(save_replay(running));
        for (std::size_t n = 1; n < j.ends.size(); ++n) {
            REQUIRE(extend_replay(running, record(n)));
            saved.push_back(save_replay(running));
        }
        REQUIRE(saved.back() == save_replay(whole));
        for (std::size_t cut = 0; cut < j.ends.size(); ++cut) {
            INFO("checkpoint after record " << cut);
            auto taken_up = restore_replay(j.board, header, saved[cut]);
            REQUIRE(taken_up);
            CHECK(save_replay(*taken_up) == saved[cut]);
            // Taken up and carried on over the next record, it is the replay of one record more:
            // every member the same (the text holds them all), so carried on to any length.
            if (cut + 1 < j.ends.size()) {
                REQUIRE(extend_replay(*taken_up, record(cut + 1)));
                CHECK(save_replay(*taken_up) == saved[cut + 1]);
            }
            // And at every tenth: the journal read whole up to there gives the same checkpoint, and
            // the one taken up, carried on to the end, shows the game as the whole journal does.
            if (cut % 10 != 0 && cut + 1 != j.ends.size())
                continue;
            const std::string_view before = std::string_view(j.text).substr(0, j.ends[cut]);
            CHECK(save_replay(replay_board(j.board, before)) == saved[cut]);
            taken_up = restore_replay(j.board, header, saved[cut]);
            REQUIRE(taken_up);
            const std::string_view after = std::string_view(j.text).substr(j.ends[cut]);
            if (!after.empty())
                REQUIRE(extend_replay(*taken_up, after));
            CHECK(save_replay(*taken_up) == saved.back());
            check_same_game(*taken_up, whole);
            for (const std::int64_t at : {wall0, wall0 + 200'000, wall0 + 900'000})
                CHECK(board_json(board_view(j.board, *taken_up, at)) ==
                      board_json(board_view(j.board, whole, at)));
        }
    }
}

TEST_CASE("a damaged checkpoint, or one of another version, is not taken up", "[hall]") {
    const Journal j = coded_journal(random_game(7, 120));
    const std::string header = j.text.substr(0, j.ends[0]);
    const BoardReplay replay = replay_board(j.board, j.text);
    const std::string saved = save_replay(replay);
    REQUIRE(restore_replay(j.board, header, saved));
    // One digit changed: the CRC-32 no longer matches.
    std::string damaged = saved;
    const std::size_t digit = damaged.find_first_of("123456789", damaged.size() / 2);
    damaged[digit] = damaged[digit] == '1' ? '2' : '1';
    CHECK_FALSE(restore_replay(j.board, header, damaged));
    // Another version, cut short, empty, not a header.
    std::string older = saved;
    older[0] = '0';
    CHECK_FALSE(restore_replay(j.board, header, older));
    CHECK_FALSE(restore_replay(j.board, header, saved.substr(0, saved.size() - 3)));
    CHECK_FALSE(restore_replay(j.board, header, ""));
    CHECK_FALSE(restore_replay(j.board, "not a journal\n", saved));
    // The CRC-32 right but a word that is not what the state holds there.
    std::string body = saved.substr(saved.find(' ', saved.find(' ') + 1) + 1);
    body.replace(0, body.find(' '), "x");
    char crc[9];
    std::snprintf(crc, sizeof crc, "%08x", static_cast<unsigned>(pendule::io::crc32(body)));
    CHECK_FALSE(restore_replay(j.board, header, saved.substr(0, saved.find(' ')) + " " + crc + " " + body));
}
