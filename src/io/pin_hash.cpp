#include "io/pin_hash.hpp"

#include "io/os/file_system.hpp"

#include <sodium.h>

#include <cctype>

namespace pendule::io {

namespace {

bool ready() {
    // sodium_init() is safe to call more than once and from several threads; < 0 is a failure.
    static const bool initialised = sodium_init() >= 0;
    return initialised;
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
    return replace_file(file, text, true, "the file");
}

} // namespace pendule::io
