#include "io/pin_hash.hpp"

#include <fcntl.h>
#include <sodium.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>

namespace pendule::io {

namespace {

bool ready() {
    // sodium_init() is safe to call more than once and from several threads; < 0 is a failure.
    static const bool initialised = sodium_init() >= 0;
    return initialised;
}

std::string errno_text() {
    return std::strerror(errno);
}

} // namespace

std::optional<Error> check_pin_form(std::string_view pin) {
    if (pin.size() < 4 || pin.size() > 16)
        return Error{"a PIN has 4 to 16 characters (this one has " + std::to_string(pin.size()) + ")", ""};
    for (char c : pin)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            return Error{"a PIN has only digits and letters A-Z", ""};
    return std::nullopt;
}

Result<std::string> hash_pin(std::string_view pin) {
    if (auto wrong = check_pin_form(pin))
        return *wrong;
    if (!ready())
        return Error{"the cryptography library (libsodium) cannot start", ""};
    char out[crypto_pwhash_STRBYTES];
    if (crypto_pwhash_str(out, pin.data(), pin.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                          crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
        return Error{"not enough memory to hash the PIN", ""};
    return std::string(out);
}

bool is_pin_hash(std::string_view text) {
    return text.rfind("$argon2id$", 0) == 0 || text.rfind("$argon2i$", 0) == 0;
}

bool pin_matches(std::string_view stored, std::string_view pin) {
    if (!is_pin_hash(stored) || stored.size() >= crypto_pwhash_STRBYTES || !ready())
        return false;
    const std::string terminated(stored); // the library wants a C string
    return crypto_pwhash_str_verify(terminated.c_str(), pin.data(), pin.size()) == 0;
}

std::optional<Error> write_private_file(const std::filesystem::path& file, std::string_view text) {
    const std::filesystem::path temporary = file.string() + ".tmp";
    ::unlink(temporary.c_str()); // a leftover of a crash, possibly with other rights
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        return Error{"cannot create the file: " + errno_text(), temporary.string()};
    // The umask cannot widen 0600, but an inherited ACL could: set the mode explicitly.
    bool ok = ::fchmod(fd, 0600) == 0;
    for (std::size_t done = 0; ok && done < text.size();) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        ok = n > 0;
        done += n > 0 ? static_cast<std::size_t>(n) : 0;
    }
    ok = ok && ::fsync(fd) == 0;
    const std::string why = ok ? "" : errno_text();
    ::close(fd);
    if (!ok || ::rename(temporary.c_str(), file.c_str()) != 0) {
        const std::string reason = ok ? errno_text() : why;
        ::unlink(temporary.c_str());
        return Error{"cannot write the file: " + reason, file.string()};
    }
    return std::nullopt;
}

} // namespace pendule::io
