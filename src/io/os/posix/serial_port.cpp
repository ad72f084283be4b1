#include "io/os/serial_port.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <poll.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

namespace pendule::io {

struct SerialPort::Native {
    int fd = -1;
    ~Native() {
        if (fd >= 0)
            ::close(fd);
    }
};

namespace {

std::optional<speed_t> speed_of(int baud) {
    switch (baud) {
    case 9600:
        return B9600;
    case 19200:
        return B19200;
    case 38400:
        return B38400;
    case 57600:
        return B57600;
    case 115200:
        return B115200;
    default:
        return std::nullopt;
    }
}

Error system_error(const std::string& what, const std::string& port) {
    return fail(what + ": " + std::strerror(errno), port);
}

} // namespace

SerialPort::SerialPort(std::string name, std::unique_ptr<Native> native)
    : name_(std::move(name)), native_(std::move(native)) {}
SerialPort::SerialPort(SerialPort&&) noexcept = default;
SerialPort& SerialPort::operator=(SerialPort&&) noexcept = default;
SerialPort::~SerialPort() = default;

Result<SerialPort> SerialPort::open(const std::string& name, int baud) {
    const auto speed = speed_of(baud);
    if (!speed)
        return fail("unsupported speed " + std::to_string(baud) + " baud", name);
    auto native = std::make_unique<Native>();
    native->fd = ::open(name.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (native->fd < 0)
        return system_error("cannot open the port", name);
    termios tio{};
    if (::tcgetattr(native->fd, &tio) != 0)
        return system_error("not a serial port", name);
    ::cfmakeraw(&tio);
    tio.c_cflag &= ~static_cast<tcflag_t>(CSTOPB | PARENB | CRTSCTS | CSIZE);
    tio.c_cflag |= CS8 | CLOCAL | CREAD;
    tio.c_iflag &= ~static_cast<tcflag_t>(IXON | IXOFF | IXANY);
    tio.c_cc[VMIN] = 0;
    tio.c_cc[VTIME] = 0;
    ::cfsetispeed(&tio, *speed);
    ::cfsetospeed(&tio, *speed);
    if (::tcsetattr(native->fd, TCSANOW, &tio) != 0)
        return system_error("cannot set the port to 8N1 raw", name);
    // DTR high, as the boards' drivers set it; a pseudo-terminal or an RFCOMM link has no modem
    // lines, and refuses: not an error.
    int lines = TIOCM_DTR;
    (void)::ioctl(native->fd, TIOCMBIS, &lines);
    ::tcflush(native->fd, TCIOFLUSH);
    return SerialPort(name, std::move(native));
}

std::optional<Error> SerialPort::write(std::span<const std::uint8_t> bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(native_->fd, bytes.data() + done, bytes.size() - done);
        if (n > 0) {
            done += static_cast<std::size_t>(n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            pollfd p{native_->fd, POLLOUT, 0};
            if (::poll(&p, 1, 1000) <= 0)
                return fail("the port takes no more bytes", name_);
            continue;
        }
        return system_error("cannot write", name_);
    }
    return std::nullopt;
}

Result<std::vector<std::uint8_t>> SerialPort::read(int timeout_ms) {
    pollfd p{native_->fd, POLLIN, 0};
    const int ready = ::poll(&p, 1, std::max(0, timeout_ms));
    if (ready < 0 && errno != EINTR)
        return system_error("cannot wait on the port", name_);
    std::vector<std::uint8_t> bytes;
    if (ready <= 0)
        return bytes;
    if ((p.revents & (POLLERR | POLLNVAL)) != 0)
        return fail("the port is gone", name_);
    std::uint8_t buffer[512];
    for (;;) {
        const ssize_t n = ::read(native_->fd, buffer, sizeof buffer);
        if (n > 0) {
            bytes.insert(bytes.end(), buffer, buffer + n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        // End of file, or an error with nothing read: the other end closed (a board unplugged,
        // a pseudo-terminal's master closed).
        if (bytes.empty())
            return n == 0 || errno == EIO ? fail("the port is gone", name_)
                                          : system_error("cannot read", name_);
        break;
    }
    return bytes;
}

std::vector<std::string> candidate_serial_ports() {
    std::vector<std::string> ports;
    std::error_code ec;
    for (const char* prefix : {"ttyACM", "ttyUSB", "rfcomm"}) {
        std::vector<std::string> found;
        for (const auto& entry : std::filesystem::directory_iterator("/dev", ec)) {
            const std::string file = entry.path().filename().string();
            if (file.rfind(prefix, 0) == 0)
                found.push_back(entry.path().string());
        }
        std::sort(found.begin(), found.end());
        ports.insert(ports.end(), found.begin(), found.end());
    }
    return ports;
}

} // namespace pendule::io
