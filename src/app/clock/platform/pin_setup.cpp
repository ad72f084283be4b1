#include "app/clock/platform/pin_setup.hpp"

#include "io/os/console.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"
#include "io/pin_hash.hpp"

#include <filesystem>
#include <istream>
#include <ostream>

namespace pendule::app {

namespace {

// One line from the terminal with its echo switched off (restored after), or from `in` when standard
// input is not a terminal (scripts, tests).
std::string read_secret(std::istream& in, std::ostream& out, const char* prompt) {
    out << prompt << std::flush;
    std::string line;
    bool terminal = false;
    {
        const io::TerminalEchoOff quiet;
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
    const std::string old = io::read_text_file(io::path_of(path)).value_or("");
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
