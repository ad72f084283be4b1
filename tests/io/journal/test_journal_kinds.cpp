// Nothing lost, by construction: every kind of journal record (io::all_journal_kinds, whose size the
// build checks against the enumeration) is written, read back with the same fields, and read by
// replay without an error. A new kind without a name, a field or a reader fails here.
#include "io/export/game_export.hpp"
#include "io/export/game_report.hpp"
#include "io/journal/journal_replay.hpp"
#include "journal_fixture.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <tuple>
#include <utility>

using namespace pendule;
using namespace journal_test;

namespace {

// A record of `kind` with every field its kind carries set to a recognisable value.
JournalEvent sample(JournalKind kind, std::int64_t t) {
    JournalEvent e = event(kind, t);
    switch (kind) {
    case JournalKind::Start:
    case JournalKind::Press:
    case JournalKind::Flag:
        e.side = Side::White;
        e.value = kind == JournalKind::Flag ? t : 0;
        break;
    case JournalKind::SetTime:
    case JournalKind::SetMoves:
        e.side = Side::Black;
        e.value = kind == JournalKind::SetTime ? 123'456 : 7;
        break;
    case JournalKind::Increment:
        e.value = 5'000;
        break;
    case JournalKind::Command:
    case JournalKind::Note:
        e.text = "a text with spaces, % and = signs";
        break;
    case JournalKind::Decision:
        e.article = "9.5.3";
        e.edition = "2023";
        e.white_ms = -1'000;
        e.black_ms = 120'000;
        e.outcome = "continues";
        e.reason = "an incorrect claim";
        break;
    case JournalKind::Result:
        e.score = "1/2-1/2";
        e.article = "9.2.2";
        e.reason = "a correct claim";
        e.reason_code = "white-claim";
        break;
    case JournalKind::Checkpoint:
    case JournalKind::SetAside:
        e.wall_ms = 1'790'000'000'000 + t;
        e.text = kind == JournalKind::SetAside ? "new game" : "";
        break;
    case JournalKind::Resumed:
    case JournalKind::Suspend:
        e.value = 42'000;
        e.wall_ms = 1'790'000'000'000 + t;
        break;
    case JournalKind::WrongPin:
        e.value = 3;
        e.wall_ms = 1'790'000'000'000 + t;
        break;
    case JournalKind::Pause:
        e.wall_ms = 1'790'000'000'000 + t; // when the clock stopped, for the hall's "paused for"
        break;
    case JournalKind::BoardMove: // an illegal move that stood: every field a board move has
        e.side = Side::White;
        e.value = 0;
        e.move = "e1e3";
        e.text = "Ke1-e3";
        e.article = "7.5";
        e.fen = "rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQ1BNR b kq - 1 1";
        break;
    case JournalKind::BoardBack:
        e.value = 0; // the move above taken back
        break;
    case JournalKind::BoardLink:
        e.text = "linked";
        e.reason = "/dev/ttyACM0, board version 1.9";
        break;
    case JournalKind::BoardClock: // the lever pressed by White after the first move, as the clock shows
        e.text = "pressed";
        e.side = Side::White;
        e.value = 1;
        e.white_ms = 299'000;
        e.black_ms = 300'000;
        e.wall_ms = 1'790'000'000'000 + t;
        break;
    case JournalKind::Resume:
    case JournalKind::Switch:
        break; // the kind and the time are the whole record
    }
    return e;
}

// Every field of a record, by name. The structured binding names each field of JournalEvent, so a
// field added to it without a name here does not compile; the test below then requires that some
// kind's sample sets it and that it is read back as written.
auto fields(const JournalEvent& e) {
    const auto& [kind, seq, t, line, side, value, wall_ms, text, article, edition, outcome, reason, score,
                 white_ms, black_ms, reason_code, move, fen] = e;
    return std::tie(kind, seq, t, line, side, value, wall_ms, text, article, edition, outcome, reason, score,
                    white_ms, black_ms, reason_code, move, fen);
}
constexpr std::size_t field_count = std::tuple_size_v<decltype(fields(std::declval<JournalEvent>()))>;

// For each field: whether `a` and `b` hold the same value there.
template <std::size_t... I>
std::array<bool, field_count> same_fields(const JournalEvent& a, const JournalEvent& b,
                                          std::index_sequence<I...>) {
    const auto fa = fields(a);
    const auto fb = fields(b);
    return {(std::get<I>(fa) == std::get<I>(fb))...};
}
std::array<bool, field_count> same_fields(const JournalEvent& a, const JournalEvent& b) {
    return same_fields(a, b, std::make_index_sequence<field_count>{});
}

} // namespace

TEST_CASE("journal: every kind of record is written and read back with its fields") {
    std::vector<JournalEvent> events;
    std::int64_t t = 1'000;
    events.push_back(sample(JournalKind::Start, t));
    for (JournalKind kind : io::all_journal_kinds) {
        if (kind == JournalKind::Start || kind == JournalKind::Result || kind == JournalKind::SetAside)
            continue; // the start opens the game; the result and the setting aside close it, below
        events.push_back(sample(kind, t += 1'000));
    }
    events.push_back(sample(JournalKind::SetAside, t += 1'000));
    events.push_back(sample(JournalKind::Result, t += 1'000));
    REQUIRE(events.size() == std::size(io::all_journal_kinds));
    for (std::size_t i = 0; i < events.size(); ++i)
        events[i].seq = static_cast<std::int64_t>(i) + 1; // as journal_text numbers them
    const std::string text = journal_text(header_for("900+10"), events);
    auto read = io::parse_journal(text, "kinds.journal");
    REQUIRE(read.ok());
    CHECK_FALSE(read->error);
    CHECK(read->warnings.empty());
    REQUIRE(read->events.size() == events.size());
    // Every field is set by some kind's sample (`line` is the reader's: where the record was read)...
    std::array<bool, field_count> set{};
    for (JournalEvent e : events) {
        e.line = 1;
        const auto unset = same_fields(e, JournalEvent{});
        for (std::size_t f = 0; f < field_count; ++f)
            set[f] = set[f] || !unset[f];
    }
    for (std::size_t f = 0; f < field_count; ++f) {
        INFO("field number " << f << " of JournalEvent (in the order of fields())");
        CHECK(set[f]);
    }
    // ... and read back as written, every field of every kind.
    for (std::size_t i = 0; i < events.size(); ++i) {
        JournalEvent a = events[i];
        const JournalEvent& b = read->events[i];
        a.line = static_cast<int>(i) + 2; // the header is line 1
        const auto same = same_fields(a, b);
        for (std::size_t f = 0; f < field_count; ++f) {
            INFO(io::journal_kind_name(a.kind) << ", field number " << f << " (in the order of fields())");
            CHECK(same[f]);
        }
    }
    // Every reader takes every kind: replay, its JSON, the report, the PGN.
    const io::ReplayedGame game = io::replay_journal(*read);
    CHECK_FALSE(game.error);
    CHECK(game.pin_attempts.size() == 1);
    CHECK(io::replay_json(game).find("\"pin_attempts\": [{\"line\": ") != std::string::npos);
    CHECK(io::html_report(game).find("Wrong PIN no. 3 at ") != std::string::npos);
    CHECK(io::pgn_export(game, std::nullopt).ok());
    CHECK(io::pgn_export_from_journal(game).ok());
    // The e-board's records: the move read, then taken back; the link said.
    CHECK(game.board.moves.empty());
    CHECK(game.board.taken_back == 1);
    REQUIRE(game.board.links.size() == 1);
    CHECK(game.board.links[0].state == "linked");
    CHECK(game.board.links[0].detail == "/dev/ttyACM0, board version 1.9");
    REQUIRE(game.board.clock.size() == 1);
    CHECK(game.board.clock[0].state == "pressed");
    CHECK(game.board.clock[0].plies == 1);
    CHECK(game.board.clock[0].white_ms == 299'000);
    CHECK(io::replay_json(game).find("\"clock\": [{\"line\": ") != std::string::npos);
    CHECK(io::html_report(game).find("1 press of the DGT clock's lever") != std::string::npos);
    // The result's code reaches the replay, its JSON and the PGN's Termination tag.
    REQUIRE(game.result);
    CHECK(game.result->reason_code == "white-claim");
    CHECK(io::replay_json(game).find("\"reason_code\": \"white-claim\"") != std::string::npos);
    CHECK(io::pgn_export(game, std::nullopt)->find("[Termination \"normal\"]") != std::string::npos);

    // The hall's reader takes every kind too: the journal read up to any record, then the
    // rest record by record (read_more_records, JournalReplayer::add), gives what the whole reading
    // gives.
    const std::string whole = io::replay_json(game);
    std::vector<std::size_t> line_starts;
    for (std::size_t pos = text.find('\n'); pos != std::string::npos; pos = text.find('\n', pos + 1))
        line_starts.push_back(pos + 1); // the start of the line after each line
    for (std::size_t k = 0; k < events.size(); ++k) {
        INFO("read whole up to record " << k);
        const std::size_t cut = line_starts[k]; // after the header and k records
        auto first = io::parse_journal(text.substr(0, cut), "kinds.journal");
        REQUIRE(first.ok());
        io::JournalReplayer replayer(*first);
        const auto more =
            io::read_more_records(std::string_view(text).substr(cut), static_cast<std::int64_t>(k) + 1,
                                  k == 0 ? 0 : first->events.back().t);
        REQUIRE(more);
        REQUIRE(more->size() == events.size() - k);
        for (std::size_t i = 0; i < more->size(); ++i) {
            CHECK((*more)[i].line == read->events[k + i].line);
            CHECK((*more)[i].kind == read->events[k + i].kind);
            replayer.add((*more)[i]);
        }
        CHECK(io::replay_json(replayer.game()) == whole);
    }
}
