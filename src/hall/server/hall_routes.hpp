#pragma once

// pendule-hall's HTTP answers (docs/hall.md, "HTTP"), without a socket: a request (method, path,
// query, headers) in, a response (status, content type, headers, body) out. pendule-hall's server
// (http_adapter.hpp, cpp-httplib) hands every GET and HEAD here and writes what comes back.
//   /                       the hall page, in ?lang=CODE, else the browser's Accept-Language
//   /api/boards             every board as JSON (Cache-Control: no-store); while the hall's start
//                           reads the boards (HallService::starting), the boards read so far, and
//                           the header Pendule-Starting: READ/TOTAL
//   /api/hall               {"starting": false}, or while the start reads the boards
//                           {"starting": true, "boards_read": READ, "boards": TOTAL}
//   /round.pgn              one PGN game per board
//   /api/events             the live feed, Server-Sent Events (an EventStream); 503 beyond the limit
//   /api/boards/<n>/log     a board's decision records; 400 for a bad number, 404 for no such board
//   anything else           404 "not found: PATH"

#include "hall/server/hall_service.hpp"
#include "hall/server/page_language.hpp"

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pendule::hall {

struct HttpRequest {
    std::string method = "GET";
    std::string path;                              // decoded, without the query
    std::multimap<std::string, std::string> query; // decoded parameters
    std::vector<std::pair<std::string, std::string>> headers;

    // The first value of the parameter `name`.
    std::optional<std::string> query_value(const std::string& name) const;
    // The first value of the header `name` (any case), "" when there is none.
    std::string header_value(std::string_view name) const;
};

class EventStream;

struct HttpResponse {
    int status = 200;
    std::string content_type;
    std::string body;
    std::vector<std::pair<std::string, std::string>> headers; // besides Content-Type
    // /api/events: the body is written chunk by chunk from here, as long as the page stays.
    std::shared_ptr<EventStream> stream;

    // The first value of the header `name` (as set here), "" when there is none.
    std::string header(std::string_view name) const;
};

// The live feed's limits: how many pages at once (each holds a thread), how long a connection may
// stay silent before a comment line keeps proxies and phones from closing it, and how often a page
// is written at most: the changes in between go out together (at 200 boards the hall stores some
// 400 records a second; without it each page woke for every one: 100 pages took 56 % of a core).
struct LiveLimits {
    int max_pages = 400;
    std::int64_t heartbeat_ms = 15000;
    std::chrono::milliseconds write_interval{25};
};

// One open page of /api/events: first `retry: 1000` and the whole hall (event "boards", the array of
// /api/boards), then a "board" event (one object of /api/boards) for each board changed since, or a
// `: heartbeat` comment after `heartbeat_ms` of silence. While the hall's start reads the boards,
// each chunk ends with a "starting" event (/api/hall's object; each board read comes as a "board"
// event), and the first chunk after it with {"starting": false}. A page that reconnects starts
// again from the whole hall. Counted in the feed (LiveFeed::enter) until closed or destroyed.
class EventStream {
  public:
    // The page has entered the feed (LiveFeed::enter gave it a place).
    EventStream(HallService& hall, LiveLimits limits) : hall_(hall), limits_(limits) {}
    ~EventStream() { close(); }
    EventStream(const EventStream&) = delete;
    EventStream& operator=(const EventStream&) = delete;

    // What to write next; waits for a change (at most the heartbeat) after the first chunk, and
    // writes at most once per write interval. Nothing: the hall is stopping, end the connection.
    std::optional<std::string> next();
    // The page has gone: its place in the feed is given back (once).
    void close();

  private:
    HallService& hall_;
    LiveLimits limits_;
    std::optional<std::uint64_t> since_; // the feed's generation last sent; none: nothing sent yet
    HallClock::Time last_write_{};       // on the hall's clock, set by the first chunk
    bool closed_ = false;
    bool starting_told_ = false; // the page was told the start is reading the boards
};

// /api/hall's object: {"starting": false}, or {"starting": true, "boards_read": N, "boards": M}.
std::string starting_json(const std::optional<StartProgress>& progress);

class HallRoutes {
  public:
    HallRoutes(HallService& hall, PageLanguages languages, LiveLimits limits = {})
        : hall_(hall), languages_(std::move(languages)), limits_(limits) {}

    // The answer to a GET or HEAD (any other method: 404, as for a path the hall does not serve).
    HttpResponse respond(const HttpRequest& request) const;

  private:
    // The hall's page, or with `board` that board's page.
    HttpResponse page(const HttpRequest& request, std::optional<int> board = std::nullopt) const;
    HttpResponse board_page(std::string_view number, const HttpRequest& request) const;
    HttpResponse events() const;
    // /api/boards/<n>/log, or with `game` /api/boards/<n>/game.
    HttpResponse log(std::string_view number, const HttpRequest& request, bool game) const;

    HallService& hall_;
    PageLanguages languages_;
    LiveLimits limits_;
};

// The sentence of an error whose answer has no body (the server's own 404 or 400): "not found:
// PATH" for a 404, "bad request (STATUS)" otherwise, with its line end; sent as text/plain.
std::string error_text(int status, const std::string& path);

} // namespace pendule::hall
