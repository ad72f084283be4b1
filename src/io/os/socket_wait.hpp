#pragma once

// Waiting on a network socket that another library opened (libmosquitto's), with an
// implementation per system (io/os/posix/socket_wait.cpp, io/os/windows/socket_wait.cpp), chosen
// by the build.

#include <optional>

namespace pendule::io {

enum class SocketReady { None, Readable, Failed };

// Waits up to `timeout_ms` for `socket` to be readable (or writable too when `want_write`); a
// hang-up or an error counts as readable (the reader then meets it). poll() and WSAPoll have no
// limit on the descriptor's value, unlike select(). An interrupted wait is None.
SocketReady wait_socket(int socket, bool want_write, int timeout_ms);

// The largest descriptor value plus one that select() can wait on (FD_SETSIZE on POSIX), or
// nothing when select() takes any socket (Windows counts sockets, it does not index them).
std::optional<int> select_descriptor_limit();

} // namespace pendule::io
