#include "app/clock/model/audio_devices.hpp"

#include <cstring>

namespace pendule::app {

std::vector<std::string> split_device_list(const char* list) {
    std::vector<std::string> names;
    if (!list)
        return names;
    while (*list != '\0') {
        const std::size_t length = std::strlen(list);
        names.emplace_back(list, length);
        list += length + 1;
    }
    return names;
}

std::string device_listing(const std::vector<std::string>& devices, const std::string& default_device) {
    std::string out;
    for (const std::string& name : devices) {
        out += name;
        if (!default_device.empty() && name == default_device)
            out += " (default)";
        out += '\n';
    }
    return out;
}

std::string chosen_device(const std::optional<std::string>& command_line, const std::string& config) {
    return command_line ? *command_line : config;
}

} // namespace pendule::app
