// pendule: the SFML window of Pendule's tournament clock. See docs/gui.md.
#include "app/app.hpp"
#include "app/app_config.hpp"
#include "app/fonts.hpp"
#include "app/program_options.hpp"
#include "app/script.hpp"
#include "app/session.hpp"
#include "core/arbiter/edition.hpp"
#include "core/version.hpp"
#include "io/preset.hpp"

#include <filesystem>
#include <iostream>

using namespace pendule;

namespace {

// The config file: --config, or the default one when it exists.
Result<app::AppConfig> read_config(const app::ProgramOptions& options) {
    if (!options.config.empty())
        return app::load_config(options.config);
    const std::string path = app::default_config_path();
    std::error_code ec;
    if (std::filesystem::exists(path, ec))
        return app::load_config(path);
    return app::parse_config("", "defaults");
}

// The presets the picker offers: the built-in ones, the user's folder, and the one asked for.
Result<std::vector<io::Preset>> read_presets(const std::string& wanted, const std::string& user_dir,
                                             int& selected) {
    std::vector<io::Preset> presets;
    if (auto builtin = io::builtin_presets())
        presets = std::move(builtin.value());
    std::error_code ec;
    if (!user_dir.empty() && std::filesystem::is_directory(user_dir, ec)) {
        auto user = io::load_preset_dir(user_dir);
        if (!user)
            return user.error();
        for (auto& p : user.value())
            presets.push_back(std::move(p));
    }
    auto chosen = io::resolve_preset(wanted.empty() ? io::default_preset_name() : wanted);
    if (!chosen)
        return chosen.error();
    selected = -1;
    for (std::size_t i = 0; i < presets.size(); ++i)
        if (presets[i].name == chosen->name && presets[i].control == chosen->control)
            selected = static_cast<int>(i);
    if (selected < 0) {
        presets.push_back(std::move(chosen.value()));
        selected = static_cast<int>(presets.size()) - 1;
    }
    return presets;
}

} // namespace

int main(int argc, char** argv) {
    auto options = app::parse_program_options(std::vector<std::string>(argv + 1, argv + argc));
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
    auto config = read_config(*options);
    if (!config) {
        std::cerr << "pendule: " << config.error().text() << '\n';
        return 2;
    }
    if (!options->laws.empty()) {
        auto edition = arbiter::parse_edition(options->laws);
        if (!edition) {
            std::cerr << "pendule: --laws: " << edition.error().text() << '\n';
            return 2;
        }
        config->edition = *edition;
    }
    std::vector<app::ScriptStep> steps;
    if (!options->script.empty()) {
        auto parsed = app::parse_script(options->script);
        if (!parsed) {
            std::cerr << "pendule: " << parsed.error().text() << '\n';
            return 2;
        }
        steps = std::move(parsed.value());
    }
    int selected = 0;
    auto presets = read_presets(options->preset, config->preset_dir, selected);
    if (!presets) {
        std::cerr << "pendule: " << presets.error().text() << '\n';
        return 2;
    }
    app::Fonts fonts;
    if (auto error = fonts.load()) {
        std::cerr << "pendule: " << *error << '\n';
        return 2;
    }
    const app::Lang lang = options->lang.value_or(config->lang.value_or(app::Lang::en));
    app::Session session(std::move(presets.value()), selected, config.value(), lang);
    session.white_name = options->white_name;
    session.black_name = options->black_name;
    if (options->board > 0)
        session.board = std::to_string(options->board);
    session.white_side = options->white_side.value_or(app::Side::left);

    if (!options->script.empty()) {
        app::ManualTimeSource manual(1'000'000);
        app::App window(*options, session, fonts, manual, std::cout);
        return window.run_script(steps, manual);
    }
    app::SteadyTimeSource steady;
    app::App window(*options, session, fonts, steady, std::cout);
    return window.run();
}
