#include "app/clock/view/preset_words.hpp"

#include <array>
#include <utility>

namespace pendule::app {

namespace {

bool starts_with(const std::string& text, const std::string& head) {
    return text.compare(0, head.size(), head) == 0;
}

} // namespace

std::string preset_error_text(const Error& error, i18n::Lang lang) {
    if (lang == i18n::Lang::en)
        return error.text();
    // The common errors of the preset reader (io/preset/preset_store.cpp) begin with one of these; the
    // details after them (a path, a JSON error) stay as written.
    static const std::array<const char*, 5> heads = {
        i18n::N_("no such preset file"),
        i18n::N_("cannot read the file"),
        i18n::N_("empty preset name"),
        i18n::N_("this TimeControl string says there is no time control to run"),
        i18n::N_("not a preset name (see pendule-cli presets), a file, nor a TimeControl string"),
    };
    std::string message = error.message;
    for (const char* head : heads) {
        if (starts_with(message, head)) {
            message = lang.tr(head) + message.substr(std::string(head).size());
            break;
        }
    }
    std::string where = error.where;
    if (starts_with(where, "preset '"))
        where = lang.tr("preset '{name}", {{"name", where.substr(8)}});
    return where.empty() ? message : lang.tr("{where}: {message}", {{"where", where}, {"message", message}});
}

std::string preset_warning_text(const std::string& warning, i18n::Lang lang) {
    if (lang == i18n::Lang::en)
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
    return lang.tr(
        "{where}: cutechess reads this as {moves} moves in {seconds} seconds; for minutes write {fix}",
        {{"where", warning.substr(0, at)},
         {"moves", warning.substr(count_at, moves_at - count_at)},
         {"seconds", warning.substr(time_at, seconds_at - time_at)},
         {"fix", warning.substr(seconds_at + seconds.size())}});
}

} // namespace pendule::app
