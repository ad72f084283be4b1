#include "hall/link/broker_address.hpp"

#include "core/parse.hpp"

namespace pendule::hall {

Result<BrokerAddress> parse_host_port(std::string_view text) {
    const std::size_t colon = text.rfind(':');
    if (colon == std::string_view::npos || colon == 0)
        return fail("expected HOST:PORT", std::string(text));
    const auto port = parse_integer(text.substr(colon + 1), 1, 65535);
    if (!port)
        return fail("the port is not a number from 1 to 65535", std::string(text));
    return BrokerAddress{std::string(text.substr(0, colon)), static_cast<int>(*port)};
}

Result<BrokerAddress> parse_broker_url(std::string_view url) {
    constexpr std::string_view scheme = "mqtt://";
    if (url.substr(0, scheme.size()) != scheme)
        return fail("the broker is an mqtt://HOST[:PORT] address", std::string(url));
    std::string_view rest = url.substr(scheme.size());
    if (!rest.empty() && rest.back() == '/')
        rest.remove_suffix(1);
    if (rest.find(':') == std::string_view::npos) {
        if (rest.empty())
            return fail("the broker's host is missing", std::string(url));
        return BrokerAddress{std::string(rest), 1883};
    }
    return parse_host_port(rest);
}

} // namespace pendule::hall
