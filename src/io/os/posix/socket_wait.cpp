// io/os/socket_wait.hpp on POSIX: poll(), and select()'s FD_SETSIZE.
#include "io/os/socket_wait.hpp"

#include <cerrno>
#include <poll.h>
#include <sys/select.h>

namespace pendule::io {

SocketReady wait_socket(int socket, bool want_write, int timeout_ms) {
    pollfd entry{socket, static_cast<short>(POLLIN | (want_write ? POLLOUT : 0)), 0};
    const int n = poll(&entry, 1, timeout_ms);
    if (n < 0)
        return errno == EINTR ? SocketReady::None : SocketReady::Failed;
    if (n == 0)
        return SocketReady::None;
    return (entry.revents & ~(want_write ? POLLOUT : 0)) != 0 ? SocketReady::Readable : SocketReady::None;
}

std::optional<int> select_descriptor_limit() {
    return FD_SETSIZE;
}

} // namespace pendule::io
