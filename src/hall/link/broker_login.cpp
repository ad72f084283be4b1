#include "hall/link/broker_login.hpp"

#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"

namespace pendule::hall {

namespace {

// Every "{board}" in `text` replaced by the board's number.
std::string with_board(std::string text, int board) {
    constexpr std::string_view mark = "{board}";
    const std::string number = std::to_string(board);
    for (std::size_t at = text.find(mark); at != std::string::npos; at = text.find(mark, at + number.size()))
        text.replace(at, mark.size(), number);
    return text;
}

} // namespace

Result<std::string> read_password_file(const std::string& path) {
    const auto text = io::read_text_file(io::path_of(path));
    if (!text)
        return fail("cannot read the password file", path);
    std::string password = text->substr(0, text->find('\n'));
    if (!password.empty() && password.back() == '\r')
        password.pop_back();
    if (password.empty())
        return fail("the password file's first line is empty", path);
    return password;
}

Result<std::optional<BrokerLogin>> account_login(const std::optional<std::string>& user,
                                                 const std::optional<std::string>& password_file,
                                                 const std::string& default_user,
                                                 std::string_view option_prefix) {
    const std::string prefix(option_prefix);
    if (!user && !password_file)
        return std::optional<BrokerLogin>();
    if (!password_file)
        return fail(prefix + "user needs " + prefix +
                    "password-file FILE (a password is read from a file, never from the command line)");
    if (user && user->empty())
        return fail(prefix + "user: the user name is empty");
    auto password = read_password_file(*password_file);
    if (!password)
        return fail(prefix + "password-file: " + password.error().message, password.error().where);
    return std::optional<BrokerLogin>(BrokerLogin{user.value_or(default_user), std::move(password.value())});
}

Result<std::optional<BrokerLogin>> board_login(const std::optional<std::string>& user,
                                               const std::optional<std::string>& password_file, int board,
                                               std::string_view option_prefix) {
    const auto filled = [board](const std::optional<std::string>& text) {
        return text ? std::optional<std::string>(with_board(*text, board)) : std::nullopt;
    };
    return account_login(filled(user), filled(password_file), std::to_string(board), option_prefix);
}

std::string refusal_text(int connack, const BrokerAddress& broker, const std::optional<BrokerLogin>& login) {
    const std::string who = login ? "user '" + login->user + "'" : "an anonymous connection";
    std::string text = "the broker at " + broker.host + ":" + std::to_string(broker.port) + " refused " + who;
    switch (connack) {
    case 1:
        return text + ": it does not speak MQTT 3.1.1";
    case 2:
        return text + ": it refused the client id";
    case 3:
        return text + ": it is unavailable";
    case 4:
    case 5:
        // Mosquitto answers 5 (not authorised) for a wrong password as for an unknown user.
        return text + (login ? ": wrong user name or password, or the user is not allowed (check the user "
                               "name and the first line of the password file)"
                             : ": it wants a user name and a password file");
    default:
        return text + " (CONNACK code " + std::to_string(connack) + ")";
    }
}

} // namespace pendule::hall
