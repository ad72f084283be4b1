#pragma once

// The broker's address as given on the command line: mqtt://HOST:PORT (port 1883 when left out).

#include "core/result.hpp"

#include <string>
#include <string_view>

namespace pendule::hall {

struct BrokerAddress {
    std::string host;
    int port = 1883;
};

Result<BrokerAddress> parse_broker_url(std::string_view url);

// "HOST:PORT" for --http: both required, the port 1 to 65535.
Result<BrokerAddress> parse_host_port(std::string_view text);

} // namespace pendule::hall
