#pragma once

// The arbiter's PIN in the config file: set from a terminal without echo, and a PIN in
// clear left by an older version replaced by its hash at the first start.

#include "app/common/model/app_config.hpp"
#include "core/result.hpp"

#include <iosfwd>
#include <string>

namespace pendule::app {

// `pendule --set-pin`: reads the PIN twice from the terminal without echo (from standard input, a
// line each, when it is not a terminal), and writes its hash into the config file at `path`, every
// other line kept, the file readable by its owner only. Exit status: 0, or 2 with the reason on `err`.
int set_pin(const std::string& path, std::istream& in, std::ostream& out, std::ostream& err);

// A PIN typed on the setup screen (its form already checked): hashed and written into the config
// file at `path` as `--set-pin` does. The hash, or why it could not be saved.
Result<std::string> save_pin(const std::string& path, const std::string& pin);

// An older config holding `pin = ...` in clear: its line is replaced by `pin_hash = ...` in the file
// (mode 0600) and `config` now holds the hash. A note (or why it failed) goes to `err`.
void replace_clear_pin(const std::string& path, AppConfig& config, std::ostream& err);

} // namespace pendule::app
