#include "io/os/serial_port.hpp"

#include "io/os/file_system.hpp"

// windows.h first: the other Windows headers rely on its definitions.
#include <windows.h>

#include <algorithm>

namespace pendule::io {

struct SerialPort::Native {
    HANDLE handle = INVALID_HANDLE_VALUE;
    DWORD read_timeout = MAXDWORD; // the timeout set last, so that it is set only when it changes
    ~Native() {
        if (handle != INVALID_HANDLE_VALUE)
            CloseHandle(handle);
    }
};

namespace {

// COM10 and above open only as \\.\COM10; the prefix is harmless for COM1 to COM9.
std::string device_name(const std::string& name) {
    return name.rfind("\\\\.\\", 0) == 0 ? name : "\\\\.\\" + name;
}

Error system_error(const std::string& what, const std::string& port) {
    const DWORD code = GetLastError();
    return fail(what + " (Windows error " + std::to_string(code) + ")", port);
}

HANDLE open_handle(const std::string& name) {
    return CreateFileW(path_of(device_name(name)).c_str(), GENERIC_READ | GENERIC_WRITE, 0, nullptr,
                       OPEN_EXISTING, 0, nullptr);
}

} // namespace

SerialPort::SerialPort(std::string name, std::unique_ptr<Native> native)
    : name_(std::move(name)), native_(std::move(native)) {}
SerialPort::SerialPort(SerialPort&&) noexcept = default;
SerialPort& SerialPort::operator=(SerialPort&&) noexcept = default;
SerialPort::~SerialPort() = default;

Result<SerialPort> SerialPort::open(const std::string& name, int baud) {
    auto native = std::make_unique<Native>();
    native->handle = open_handle(name);
    if (native->handle == INVALID_HANDLE_VALUE)
        return system_error("cannot open the port", name);
    DCB dcb{};
    dcb.DCBlength = sizeof dcb;
    if (!GetCommState(native->handle, &dcb))
        return system_error("not a serial port", name);
    dcb.BaudRate = static_cast<DWORD>(baud);
    dcb.ByteSize = 8;
    dcb.Parity = NOPARITY;
    dcb.StopBits = ONESTOPBIT;
    dcb.fBinary = TRUE;
    dcb.fParity = FALSE;
    dcb.fOutxCtsFlow = FALSE;
    dcb.fOutxDsrFlow = FALSE;
    dcb.fDsrSensitivity = FALSE;
    dcb.fOutX = FALSE;
    dcb.fInX = FALSE;
    dcb.fDtrControl = DTR_CONTROL_ENABLE; // DTR high, as the boards' drivers set it
    dcb.fRtsControl = RTS_CONTROL_ENABLE;
    if (!SetCommState(native->handle, &dcb))
        return system_error("cannot set the port to " + std::to_string(baud) + " 8N1", name);
    COMMTIMEOUTS timeouts{};
    timeouts.ReadIntervalTimeout = MAXDWORD;
    timeouts.ReadTotalTimeoutMultiplier = MAXDWORD;
    timeouts.ReadTotalTimeoutConstant = 0;
    timeouts.WriteTotalTimeoutConstant = 1000;
    if (!SetCommTimeouts(native->handle, &timeouts))
        return system_error("cannot set the port's timeouts", name);
    native->read_timeout = 0;
    PurgeComm(native->handle, PURGE_RXCLEAR | PURGE_TXCLEAR);
    return SerialPort(name, std::move(native));
}

std::optional<Error> SerialPort::write(std::span<const std::uint8_t> bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        DWORD written = 0;
        const DWORD chunk = static_cast<DWORD>(std::min<std::size_t>(bytes.size() - done, 4096));
        if (!WriteFile(native_->handle, bytes.data() + done, chunk, &written, nullptr))
            return system_error("cannot write", name_);
        if (written == 0)
            return fail("the port takes no more bytes", name_);
        done += written;
    }
    return std::nullopt;
}

Result<std::vector<std::uint8_t>> SerialPort::read(int timeout_ms) {
    // With both the interval and the multiplier at MAXDWORD, ReadFile returns at once with what
    // has arrived, or waits up to the constant for a first byte.
    const DWORD wanted = static_cast<DWORD>(std::max(1, timeout_ms));
    if (native_->read_timeout != wanted) {
        COMMTIMEOUTS timeouts{};
        timeouts.ReadIntervalTimeout = MAXDWORD;
        timeouts.ReadTotalTimeoutMultiplier = MAXDWORD;
        timeouts.ReadTotalTimeoutConstant = wanted;
        timeouts.WriteTotalTimeoutConstant = 1000;
        if (!SetCommTimeouts(native_->handle, &timeouts))
            return system_error("the port is gone", name_);
        native_->read_timeout = wanted;
    }
    std::vector<std::uint8_t> bytes(512);
    DWORD got = 0;
    if (!ReadFile(native_->handle, bytes.data(), static_cast<DWORD>(bytes.size()), &got, nullptr))
        return system_error("the port is gone", name_);
    bytes.resize(got);
    return bytes;
}

std::vector<std::string> candidate_serial_ports() {
    std::vector<std::string> ports;
    for (int n = 1; n <= 64; ++n) {
        const std::string name = "COM" + std::to_string(n);
        const HANDLE h = open_handle(name);
        if (h == INVALID_HANDLE_VALUE)
            continue;
        CloseHandle(h);
        ports.push_back(name);
    }
    return ports;
}

} // namespace pendule::io
