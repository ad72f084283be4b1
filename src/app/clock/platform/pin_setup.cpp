#include "app/clock/platform/pin_setup.hpp"

#include "io/file_system.hpp"
#include "io/pin_hash.hpp"
#include "io/text_file.hpp"

#if defined(_WIN32)
#include <windows.h>
#else
#include <termios.h>
#include <unistd.h>
#endif

#include <filesystem>
#include <istream>
#include <ostream>

namespace pendule::app {

namespace {

// The terminal's echo off while a secret is typed, then back as it was; nothing when standard
// input is not a terminal (a console on Windows).
class EchoOff {
  public:
    EchoOff() {
#if defined(_WIN32)
        input_ = GetStdHandle(STD_INPUT_HANDLE);
        terminal_ =
            input_ != INVALID_HANDLE_VALUE && input_ != nullptr && GetConsoleMode(input_, &saved_) != 0;
        if (terminal_)
            SetConsoleMode(input_, saved_ & ~static_cast<DWORD>(ENABLE_ECHO_INPUT));
#else
        terminal_ = ::isatty(STDIN_FILENO) != 0 && ::tcgetattr(STDIN_FILENO, &saved_) == 0;
        if (terminal_) {
            termios quiet = saved_;
            quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
        }
#endif
    }
    ~EchoOff() {
        if (!terminal_)
            return;
#if defined(_WIN32)
        SetConsoleMode(input_, saved_);
#else
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_);
#endif
    }
    EchoOff(const EchoOff&) = delete;
    EchoOff& operator=(const EchoOff&) = delete;
    bool terminal() const {
        return terminal_;
    }

  private:
    bool terminal_ = false;
#if defined(_WIN32)
    HANDLE input_ = nullptr;
    DWORD saved_ = 0;
#else
    termios saved_{};
#endif
};

// One line from the terminal with its echo switched off (restored after), or from `in` when standard
// input is not a terminal (scripts, tests).
std::string read_secret(std::istream& in, std::ostream& out, const char* prompt) {
    out << prompt << std::flush;
    std::string line;
    bool terminal = false;
    {
        const EchoOff quiet;
        terminal = quiet.terminal();
        std::getline(in, line);
    }
    if (terminal)
        out << '\n';
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    return line;
}

std::optional<Error> write_config(const std::string& path, const std::string& hash) {
    const std::string old = io::read_text_file(path).value_or("");
    std::error_code ec;
    const auto dir = io::path_of(path).parent_path();
    if (!dir.empty())
        std::filesystem::create_directories(dir, ec);
    return io::write_private_file(path, with_pin_hash(old, hash));
}

} // namespace

int set_pin(const std::string& path, std::istream& in, std::ostream& out, std::ostream& err) {
    const std::string first = read_secret(in, out, "New arbiter PIN (4 to 16 digits or letters): ");
    if (auto wrong = io::check_pin_form(first)) {
        err << "pendule: --set-pin: " << wrong->message << '\n';
        return 2;
    }
    if (read_secret(in, out, "The same PIN again: ") != first) {
        err << "pendule: --set-pin: the two PINs differ; nothing changed\n";
        return 2;
    }
    auto hash = io::hash_pin(first);
    if (!hash) {
        err << "pendule: --set-pin: " << hash.error().text() << '\n';
        return 2;
    }
    if (auto error = write_config(path, *hash)) {
        err << "pendule: --set-pin: " << error->text() << '\n';
        return 2;
    }
    out << "PIN set in " << path << " (its hash only, readable by its owner only)\n";
    return 0;
}

Result<std::string> save_pin(const std::string& path, const std::string& pin) {
    auto hash = io::hash_pin(pin);
    if (!hash)
        return hash.error();
    if (auto error = write_config(path, *hash))
        return *error;
    return *hash;
}

void replace_clear_pin(const std::string& path, AppConfig& config, std::ostream& err) {
    if (config.pin.empty() || !config.pin_hash.empty())
        return;
    auto hash = io::hash_pin(config.pin);
    if (!hash) {
        err << "pendule: the config's PIN in clear cannot be kept as a hash: " << hash.error().message
            << "; set one with pendule --set-pin\n";
        return;
    }
    if (auto error = write_config(path, *hash)) {
        err << "pendule: the config holds the PIN in clear and cannot be rewritten: " << error->text()
            << '\n';
        return;
    }
    config.pin_hash = *hash;
    config.pin.clear();
    err << "pendule: the PIN in clear in " << path << " was replaced by its salted hash\n";
}

} // namespace pendule::app
