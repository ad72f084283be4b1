#pragma once

// The arbiter's PIN at rest: never stored, only a salted, slow hash of it (libsodium's
// crypto_pwhash_str, Argon2id with its "interactive" limits: about 0.1 s and 64 MiB a check, so a
// 4-digit PIN taken from a stolen config costs its thief minutes of work per PIN tried, not
// microseconds), in files readable by their owner only.

#include "core/result.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace pendule::io {

// A PIN the lock accepts: 4 to 16 characters, digits or ASCII letters (typed on any keyboard layout
// the panel knows). An Error saying what is wrong otherwise.
std::optional<Error> check_pin_form(std::string_view pin);

// The hash to store ("$argon2id$v=19$m=65536,t=2,p=1$..."); an Error when the PIN's form is wrong or
// the library fails (out of memory).
Result<std::string> hash_pin(std::string_view pin);

// Whether `pin` is the one `stored` was made from. False for anything that is not such a hash.
bool pin_matches(std::string_view stored, std::string_view pin);

// Whether `text` looks like a stored hash (and not a PIN in clear).
bool is_pin_hash(std::string_view text);

// Writes `text` to `file` so that only its owner can read it (mode 0600 from creation: never a
// moment with wider rights), through a temporary file renamed over the old one.
std::optional<Error> write_private_file(const std::filesystem::path& file, std::string_view text);

} // namespace pendule::io
