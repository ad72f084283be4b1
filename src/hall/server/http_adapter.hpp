#pragma once

// pendule-hall's HTTP server (cpp-httplib) handing every GET and HEAD to HallRoutes and writing its
// answer: the body at once, or the live feed chunk by chunk. httplib's own errors (a method it does
// not route, a request it cannot read) get the same sentences (error_text). Included by
// pendule-hall's main.cpp only (it needs httplib); what it writes is tested in test_hall_routes.

#include "hall/server/hall_routes.hpp"

#include <httplib.h>

namespace pendule::hall {

inline void serve_routes(httplib::Server& server, const HallRoutes& routes) {
    server.Get(R"([\s\S]*)", [&routes](const httplib::Request& request, httplib::Response& response) {
        HttpRequest asked;
        asked.method = request.method;
        asked.path = request.path;
        asked.query.insert(request.params.begin(), request.params.end());
        asked.headers.assign(request.headers.begin(), request.headers.end());
        HttpResponse answer = routes.respond(asked);
        response.status = answer.status;
        for (const auto& [name, value] : answer.headers)
            response.set_header(name, value);
        if (!answer.stream) {
            response.set_content(answer.body, answer.content_type);
            return;
        }
        response.set_chunked_content_provider(
            answer.content_type,
            [stream = answer.stream](std::size_t, httplib::DataSink& sink) {
                const std::optional<std::string> chunk = stream->next();
                if (!chunk) {
                    sink.done();
                    return true;
                }
                return sink.write(chunk->data(), chunk->size());
            },
            [stream = answer.stream](bool) { stream->close(); });
    });
    // Anything httplib answers by itself: a status and a sentence, not an empty page.
    server.set_error_handler([](const httplib::Request& request, httplib::Response& response) {
        if (response.body.empty())
            response.set_content(error_text(response.status, request.path), "text/plain");
    });
}

} // namespace pendule::hall
