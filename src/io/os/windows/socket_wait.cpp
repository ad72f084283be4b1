// io/os/socket_wait.hpp on Windows: WSAPoll; select() takes any socket there.
#include "io/os/socket_wait.hpp"

#include <winsock2.h>

namespace pendule::io {

SocketReady wait_socket(int socket, bool want_write, int timeout_ms) {
    WSAPOLLFD entry{};
    entry.fd = static_cast<SOCKET>(socket);
    entry.events = static_cast<SHORT>(POLLRDNORM | (want_write ? POLLWRNORM : 0));
    const int n = WSAPoll(&entry, 1, timeout_ms);
    if (n < 0)
        return SocketReady::Failed;
    if (n == 0)
        return SocketReady::None;
    return (entry.revents & ~(want_write ? POLLWRNORM : 0)) != 0 ? SocketReady::Readable : SocketReady::None;
}

std::optional<int> select_descriptor_limit() {
    return std::nullopt;
}

} // namespace pendule::io
