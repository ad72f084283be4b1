#include "app/preset_words.hpp"

#include <array>
#include <utility>

namespace pendule::app {

namespace {

bool starts_with(const std::string& text, const std::string& head) {
    return text.compare(0, head.size(), head) == 0;
}

} // namespace

std::string preset_error_text(const Error& error, Lang lang) {
    if (lang != Lang::fr)
        return error.text();
    static const std::array<std::pair<const char*, const char*>, 5> heads = {{
        {"no such preset file", "fichier de cadence introuvable"},
        {"cannot read the file", "fichier illisible"},
        {"empty preset name", "nom de cadence vide"},
        {"this TimeControl string says there is no time control to run",
         "cette cha\xc3\xaene TimeControl n'indique aucune cadence \xc3\xa0 appliquer"},
        {"not a preset name (see pendule-cli presets), a file, nor a TimeControl string",
         "ni un nom de cadence (voir pendule-cli presets), ni un fichier, ni une cha\xc3\xaene TimeControl"},
    }};
    std::string message = error.message;
    for (const auto& [english, french] : heads) {
        if (starts_with(message, english)) {
            message = french + message.substr(std::string(english).size());
            break;
        }
    }
    std::string where = error.where;
    if (starts_with(where, "preset '"))
        where = "cadence '" + where.substr(8);
    return where.empty() ? message : where + " : " + message;
}

std::string preset_warning_text(const std::string& warning, Lang lang) {
    if (lang != Lang::fr)
        return warning;
    // clock/tc_string.cpp: "WHERE: cutechess reads this as N moves in S seconds; for minutes write N/S:00".
    const std::string head = ": cutechess reads this as ";
    const std::string moves = " moves in ";
    const std::string seconds = " seconds; for minutes write ";
    const std::size_t at = warning.find(head);
    const std::size_t moves_at = warning.find(moves, at == std::string::npos ? 0 : at);
    const std::size_t seconds_at = warning.find(seconds, moves_at == std::string::npos ? 0 : moves_at);
    if (at == std::string::npos || moves_at == std::string::npos || seconds_at == std::string::npos)
        return warning;
    const std::size_t count_at = at + head.size();
    const std::size_t time_at = moves_at + moves.size();
    return warning.substr(0, at) + " : cutechess lit ceci comme " +
           warning.substr(count_at, moves_at - count_at) + " coups en " +
           warning.substr(time_at, seconds_at - time_at) +
           " secondes ; pour des minutes, \xc3\xa9"
           "crire " +
           warning.substr(seconds_at + seconds.size());
}

} // namespace pendule::app
