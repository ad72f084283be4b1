#include "app/clock/model/ui_state.hpp"

#include "app/clock/model/session.hpp"
#include "io/pin_hash.hpp"

namespace pendule::app {

ArbiterLock::PinCheck pin_check(const AppConfig& config) {
    if (!config.pin_hash.empty())
        return [hash = config.pin_hash](const std::string& typed) { return io::pin_matches(hash, typed); };
    if (!config.pin.empty())
        return [pin = config.pin](const std::string& typed) { return typed == pin; };
    return {};
}

void UiState::after_command(const Session& session, std::int64_t now) {
    if (gap_notice && (session.phase() != Phase::playing || !session.clock().state(now).paused))
        gap_notice.reset();
}

} // namespace pendule::app
