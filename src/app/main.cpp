// pendule: Pendule's window. The clock (clock/, docs/gui.md), or with --desk the arbiter's desk
// (desk/, docs/desk.md); --set-pin sets the arbiter's PIN from the terminal. Both screens share the
// common wing (common/): the window, the chessboard, the config (docs/architecture.md).
#include "app/clock/platform/clock_main.hpp"
#include "app/clock/platform/pin_setup.hpp"
#include "app/common/platform/program_options.hpp"
#include "app/common/platform/program_start.hpp"
#include "app/desk/platform/desk_app.hpp"
#include "core/version.hpp"

#include <SFML/Config.hpp>

#include <iostream>
#include <string>
#include <vector>

using namespace pendule;

int main(int argc, char** argv) {
    auto options = app::parse_program_options(app::start_program(argc, argv));
    if (!options) {
        std::cerr << "pendule: " << options.error().text() << " (see pendule --help)\n";
        return 2;
    }
    if (options->help) {
        std::cout << app::program_help();
        return 0;
    }
    if (options->version) {
        std::cout << "pendule " << version() << " (SFML " << SFML_VERSION_MAJOR << "." << SFML_VERSION_MINOR
                  << ")\n";
        return 0;
    }
    if (options->list_audio_devices)
        return app::list_audio_devices(std::cout, std::cerr);
    if (options->set_pin) {
        const std::string config_path =
            options->config.empty() ? app::default_config_path() : options->config;
        return app::set_pin(config_path, std::cin, std::cout, std::cerr);
    }
    if (!options->desk.empty())
        return app::run_desk_program(*options);
    return app::run_clock(*options);
}
