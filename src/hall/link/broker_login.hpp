#pragma once

// A broker account (configs/hall): a user name and a password. The password is read
// from a file, never taken from a command line (where `ps` would show it to every user).
// configs/hall/acl names a board's account by the board's number ("7" for board 7): a pattern
// with %u then gives it its own topics and no one else's.

#include "core/result.hpp"
#include "hall/link/broker_address.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace pendule::hall {

struct BrokerLogin {
    std::string user;
    std::string password;
};

// The first line of a password file, without its line end (a trailing '\r' too). An Error naming
// the file when it cannot be read or its first line is empty.
Result<std::string> read_password_file(const std::string& path);

// A board's login from --hall-user U and --hall-password-file F: nothing when neither is given;
// "{board}" in either is replaced by the board's number (hall-sim's many boards); the user is the
// board's number when only the file is given. An Error for a user without a password file or an
// unreadable file. `option_prefix` ("--hall-" for the board programs) names the options in errors.
Result<std::optional<BrokerLogin>> board_login(const std::optional<std::string>& user,
                                               const std::optional<std::string>& password_file, int board,
                                               std::string_view option_prefix = "--hall-");

// Any account's login from --hall-user U and --hall-password-file F (or the settings of the same
// names): nothing when neither is given; the user is `default_user` when only the file is given.
// An Error for a user without a password file, an empty user or an unreadable file.
// board_login is this with the board's "{board}" filled in and its number as the default user.
Result<std::optional<BrokerLogin>> account_login(const std::optional<std::string>& user,
                                                 const std::optional<std::string>& password_file,
                                                 const std::string& default_user,
                                                 std::string_view option_prefix = "--hall-");

// What a refused connection means, in words: `connack` is the broker's CONNACK code (MQTT 3.1.1:
// 1 protocol version, 2 client id, 3 unavailable, 4 bad user name or password, 5 not authorised).
std::string refusal_text(int connack, const BrokerAddress& broker, const std::optional<BrokerLogin>& login);

} // namespace pendule::hall
