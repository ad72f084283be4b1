#include "hall/server/hall_routes.hpp"

#include "hall/link/hall_record.hpp"

#include "core/parse.hpp"
#include "hall/server/hall_page.hpp"

#include <algorithm>
#include <cctype>

namespace pendule::hall {

namespace {

bool same_name(std::string_view a, std::string_view b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
    });
}

std::string first_value(const std::vector<std::pair<std::string, std::string>>& headers,
                        std::string_view name) {
    for (const auto& [key, value] : headers)
        if (same_name(key, name))
            return value;
    return "";
}

HttpResponse text(int status, std::string body, std::string content_type) {
    HttpResponse response;
    response.status = status;
    response.body = std::move(body);
    response.content_type = std::move(content_type);
    return response;
}

// The <n> of PREFIX<n>SUFFIX (anything but '/'), or nothing for another path.
std::optional<std::string_view> board_in(std::string_view path, std::string_view prefix,
                                         std::string_view suffix) {
    if (path.size() <= prefix.size() + suffix.size() || path.substr(0, prefix.size()) != prefix ||
        path.substr(path.size() - suffix.size()) != suffix)
        return std::nullopt;
    const std::string_view number = path.substr(prefix.size(), path.size() - prefix.size() - suffix.size());
    if (number.find('/') != std::string_view::npos)
        return std::nullopt;
    return number;
}

// The <r> of /round/<r>/games.pgn when it is a round ("5", "2.1"), or nothing for another path.
std::optional<std::string> games_round(std::string_view path) {
    constexpr std::string_view prefix = "/round/";
    constexpr std::string_view suffix = "/games.pgn";
    if (path.size() <= prefix.size() + suffix.size() || path.substr(0, prefix.size()) != prefix ||
        path.substr(path.size() - suffix.size()) != suffix)
        return std::nullopt;
    const std::string_view round = path.substr(prefix.size(), path.size() - prefix.size() - suffix.size());
    if (!is_valid_round(round))
        return std::nullopt;
    return std::string(round);
}

} // namespace

std::string starting_json(const std::optional<StartProgress>& progress) {
    if (!progress)
        return "{\"starting\": false}";
    return "{\"starting\": true, \"boards_read\": " + std::to_string(progress->read) +
           ", \"boards\": " + std::to_string(progress->total) + "}";
}

std::optional<std::string> HttpRequest::query_value(const std::string& name) const {
    const auto found = query.find(name);
    if (found == query.end())
        return std::nullopt;
    return found->second;
}

std::string HttpRequest::header_value(std::string_view name) const {
    return first_value(headers, name);
}

std::string HttpResponse::header(std::string_view name) const {
    return first_value(headers, name);
}

std::optional<std::string> EventStream::next() {
    std::string out;
    if (!since_) {
        since_ = hall_.live().generation();
        out = "retry: 1000\n\n" + sse_event("boards", hall_.boards_json());
    } else {
        hall_.clock().sleep_until(last_write_ + limits_.write_interval);
        const LiveFeed::Changes changes = hall_.live().wait_changes(*since_, limits_.heartbeat_ms);
        if (changes.stopped)
            return std::nullopt;
        since_ = changes.generation;
        std::size_t size = 0;
        for (const LiveFeed::Json& board : changes.boards)
            size += board->size() + 24;
        out.reserve(size);
        for (const LiveFeed::Json& board : changes.boards)
            append_sse_event(out, "board", *board);
        if (changes.boards.empty())
            out = ": heartbeat\n\n";
    }
    // While the hall's start reads the boards, every chunk says how far it is; the first after it,
    // that it is over.
    if (const auto progress = hall_.starting()) {
        append_sse_event(out, "starting", starting_json(*progress));
        starting_told_ = true;
    } else if (starting_told_) {
        append_sse_event(out, "starting", starting_json(std::nullopt));
        starting_told_ = false;
    }
    last_write_ = hall_.clock().now();
    return out;
}

void EventStream::close() {
    if (closed_)
        return;
    closed_ = true;
    hall_.live().leave();
}

HttpResponse HallRoutes::respond(const HttpRequest& request) const {
    if (request.method != "GET" && request.method != "HEAD")
        return text(404, error_text(404, request.path), "text/plain");
    if (request.path == "/")
        return page(request);
    if (request.path == "/api/boards") {
        const auto progress = hall_.starting();
        HttpResponse response = text(200, hall_.boards_json(), "application/json");
        response.headers.emplace_back("Cache-Control", "no-store");
        if (progress) // the boards read so far only
            response.headers.emplace_back("Pendule-Starting", std::to_string(progress->read) + "/" +
                                                                  std::to_string(progress->total));
        return response;
    }
    if (request.path == "/api/hall") {
        HttpResponse response = text(200, starting_json(hall_.starting()), "application/json");
        response.headers.emplace_back("Cache-Control", "no-store");
        return response;
    }
    if (request.path == "/round.pgn") {
        HttpResponse response = text(200, hall_.round_pgn(), "application/x-chess-pgn");
        response.headers.emplace_back("Cache-Control", "no-store");
        return response;
    }
    if (auto round = games_round(request.path)) {
        auto pgn = hall_.games_pgn(*round);
        if (!pgn)
            return text(404, "No board of round " + *round + " is known to the hall.\n", "text/plain");
        HttpResponse response = text(200, *pgn, "application/x-chess-pgn");
        response.headers.emplace_back("Cache-Control", "no-store");
        return response;
    }
    if (request.path == "/api/events")
        return events();
    if (auto number = board_in(request.path, "/api/boards/", "/log"))
        return log(*number, request, false);
    if (auto number = board_in(request.path, "/api/boards/", "/game"))
        return log(*number, request, true);
    if (auto number = board_in(request.path, "/board/", ""))
        return board_page(*number, request);
    // Anything else: a status and a sentence, not an empty page.
    return text(404, error_text(404, request.path), "text/plain");
}

// The page in ?lang=CODE, else in the browser's Accept-Language, else English.
HttpResponse HallRoutes::page(const HttpRequest& request, std::optional<int> board) const {
    static const i18n::Catalogue english;
    const std::string lang = hall::page_language(
        request.query_value("lang"), request.header_value("Accept-Language"), languages_.available);
    const auto found = languages_.catalogues.find(lang);
    const i18n::Catalogue& words = found == languages_.catalogues.end() ? english : found->second;
    HttpResponse response =
        text(200, board ? board_page_html(lang, words, *board) : hall_page_html(lang, words),
             "text/html; charset=utf-8");
    response.headers.emplace_back("Vary", "Accept-Language");
    return response;
}

HttpResponse HallRoutes::board_page(std::string_view number, const HttpRequest& request) const {
    const auto board = parse_integer(number, 1, 9999, {.plus = true});
    if (!board)
        return text(400, "bad board number: 1 to 9999\n", "text/plain");
    return page(request, static_cast<int>(*board));
}

HttpResponse HallRoutes::events() const {
    if (!hall_.live().enter(limits_.max_pages)) {
        HttpResponse response = text(503,
                                     "too many live pages open (" + std::to_string(limits_.max_pages) +
                                         "): poll /api/boards instead\n",
                                     "text/plain");
        response.headers.emplace_back("Retry-After", "10");
        return response;
    }
    HttpResponse response;
    response.content_type = "text/event-stream";
    response.headers.emplace_back("Cache-Control", "no-store");
    response.headers.emplace_back("X-Accel-Buffering", "no"); // a reverse proxy must not hold events back
    response.stream = std::make_shared<EventStream>(hall_, limits_);
    return response;
}

HttpResponse HallRoutes::log(std::string_view number, const HttpRequest& request, bool game) const {
    const auto board = parse_integer(number, 1, 9999, {.plus = true});
    if (!board)
        return text(400, "bad board number: 1 to 9999\n", "text/plain");
    const std::string event = request.query_value("event").value_or("");
    if (auto json = game ? hall_.board_game(static_cast<int>(*board), event)
                         : hall_.decision_log(static_cast<int>(*board), event))
        return text(200, std::move(*json), "application/json");
    return text(404, "no board " + std::to_string(*board) + " in the hall\n", "text/plain");
}

std::string error_text(int status, const std::string& path) {
    return (status == 404 ? "not found: " + path : "bad request (" + std::to_string(status) + ")") + "\n";
}

} // namespace pendule::hall
