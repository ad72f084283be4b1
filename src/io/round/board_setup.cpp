// A board's set-up, JSON both ways, and a round's set-ups (board_setup.hpp).
#include "io/round/board_setup.hpp"

#include "core/arbiter/edition.hpp"
#include "core/clock/tc_string.hpp"
#include "io/export/json_text.hpp"
#include "io/json_fields.hpp"
#include "io/round/trf.hpp"

#include <algorithm>
#include <optional>

namespace pendule::io {

namespace {

using nlohmann::json;

void append_seat(std::string& out, const SeatSetup& seat) {
    out += "{\"name\": ";
    append_json_string(out, seat.name);
    if (!seat.title.empty()) {
        out += ", \"title\": ";
        append_json_string(out, seat.title);
    }
    if (seat.rating > 0)
        out += ", \"rating\": " + std::to_string(seat.rating);
    if (!seat.federation.empty()) {
        out += ", \"federation\": ";
        append_json_string(out, seat.federation);
    }
    if (!seat.fide_id.empty()) {
        out += ", \"fide_id\": ";
        append_json_string(out, seat.fide_id);
    }
    out += "}";
}

// A player's seat, the object `key` of the document.
SeatSetup read_seat(JsonFields& r, const json& doc, const char* key) {
    SeatSetup seat;
    const std::string pointer = std::string("/") + key;
    const auto it = doc.find(key);
    if (it == doc.end() || !it->is_object()) {
        r.note(pointer, it == doc.end() ? "is missing" : "must be an object");
        return seat;
    }
    seat.name = r.text(*it, pointer, "name", true);
    if (seat.name.empty() && !r.problem())
        r.note(pointer + "/name", "is empty");
    seat.title = r.text(*it, pointer, "title", false);
    seat.rating = static_cast<int>(r.integer(*it, pointer, "rating", 0, 4000, false, 0));
    seat.federation = r.text(*it, pointer, "federation", false);
    seat.fide_id = r.text(*it, pointer, "fide_id", false);
    if (!std::all_of(seat.fide_id.begin(), seat.fide_id.end(), [](char c) { return c >= '0' && c <= '9'; }))
        r.note(pointer + "/fide_id", "must be digits, not '" + seat.fide_id + "'");
    return seat;
}

Result<BoardSetup> read_document(const json& doc, const std::string& origin) {
    if (!doc.is_object())
        return fail("a board's set-up must be a JSON object", origin);
    JsonFields r(origin);
    const json& top = doc;
    BoardSetup s;
    s.event = r.text(top, "", "event", true);
    if (!r.problem() && !is_event_name(s.event))
        r.note("/event", "must be one topic level (no '/', '+' or '#'), not '" + s.event + "'");
    s.round = r.text(top, "", "round", true);
    if (!r.problem() && !is_round_name(s.round))
        r.note("/round", "must be numbers separated by dots (5, 2.1), not '" + s.round + "'");
    s.board = static_cast<int>(r.integer(top, "", "board", 1, 9999, true, 0));
    s.revision = r.integer(top, "", "revision", 1, INT64_MAX, true, 1);
    s.white = read_seat(r, doc, "white");
    s.black = read_seat(r, doc, "black");
    s.control = r.text(top, "", "control", false);
    if (!r.problem() && !s.control.empty()) {
        auto parsed = clock::parse_pgn_time_control(s.control);
        if (!parsed)
            r.note("/control", parsed.error().message);
        else if (parsed->kind != clock::ParsedTimeControl::Kind::Control)
            r.note("/control", "must be a time control, not '" + s.control + "'");
    }
    s.edition = r.text(top, "", "edition", true);
    if (!r.problem()) {
        auto edition = arbiter::parse_edition(s.edition);
        if (!edition)
            r.note("/edition", edition.error().message);
    }
    s.chess960 = static_cast<int>(r.integer(top, "", "chess960", 0, 959, false, -1));
    if (auto problem = r.problem())
        return *problem;
    return s;
}

SeatSetup seat_of(const trf::Tournament* tournament, int rank, const std::string& name) {
    SeatSetup seat;
    seat.name = name;
    if (!tournament || rank == 0)
        return seat;
    const trf::Player* player = tournament->find(rank);
    if (!player)
        return seat;
    seat.title = player->title;
    seat.rating = player->rating;
    seat.federation = player->federation;
    seat.fide_id = player->fide_id;
    return seat;
}

} // namespace

bool is_event_name(std::string_view event) {
    if (event.empty() || event.size() > 100)
        return false;
    for (const char c : event)
        if (c == '/' || c == '+' || c == '#' || static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            return false;
    return true;
}

bool is_round_name(std::string_view round) {
    if (round.empty() || round.size() > 16 || round.front() == '.' || round.back() == '.')
        return false;
    for (std::size_t i = 0; i < round.size(); ++i) {
        const char c = round[i];
        if (c == '.' ? round[i - 1] == '.' : (c < '0' || c > '9'))
            return false;
    }
    return true;
}

std::string board_setup_json(const BoardSetup& s) {
    std::string out = "{\"event\": ";
    append_json_string(out, s.event);
    out += ", \"round\": ";
    append_json_string(out, s.round);
    out += ", \"board\": " + std::to_string(s.board);
    out += ", \"revision\": " + std::to_string(s.revision);
    out += ", \"white\": ";
    append_seat(out, s.white);
    out += ", \"black\": ";
    append_seat(out, s.black);
    if (!s.control.empty()) {
        out += ", \"control\": ";
        append_json_string(out, s.control);
    }
    out += ", \"edition\": ";
    append_json_string(out, s.edition);
    if (s.chess960 >= 0)
        out += ", \"chess960\": " + std::to_string(s.chess960);
    out += "}";
    return out;
}

Result<BoardSetup> parse_board_setup(std::string_view text, const std::string& origin) {
    return read_json(text, origin, read_document);
}

std::vector<BoardSetup> round_setups(const RoundState& round, std::string_view event) {
    std::optional<trf::Tournament> tournament;
    if (!round.opened.trf.empty()) {
        auto read = trf::read(round.opened.trf, "the round journal's TRF");
        if (read)
            tournament = std::move(read.value());
    }
    const trf::Tournament* players = tournament ? &*tournament : nullptr;
    std::vector<BoardSetup> out;
    for (const BoardPaired& b : round.boards) {
        BoardSetup s;
        s.event = event.empty() ? round.opened.event : std::string(event);
        s.round = std::to_string(round.opened.round);
        s.board = b.board;
        s.white = seat_of(players, b.white_rank, b.white);
        s.black = seat_of(players, b.black_rank, b.black);
        s.control = round.opened.control;
        s.edition = round.opened.edition;
        if (round.variant && round.variant->variant == "chess960")
            s.chess960 = round.variant->start;
        out.push_back(std::move(s));
    }
    std::sort(out.begin(), out.end(),
              [](const BoardSetup& a, const BoardSetup& b) { return a.board < b.board; });
    return out;
}

} // namespace pendule::io
