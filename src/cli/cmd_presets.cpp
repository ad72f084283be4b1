// pendule-cli presets: lists the built-in (and user) presets, checks or shows one.
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/clock/clock_facts.hpp"
#include "io/os/file_system.hpp"
#include "io/preset/preset.hpp"

#include <ostream>

namespace pendule::cli {

namespace {

void presets_help(std::ostream& out) {
    out << "usage: pendule-cli presets                 list the built-in and user presets\n"
           "       pendule-cli presets --check FILE    validate one preset file (exit 0 good, 2 bad)\n"
           "       pendule-cli presets --show NAME     print a preset (name, file or TC string) as JSON\n\n"
           "User presets live in $XDG_CONFIG_HOME/pendule/presets (or ~/.config/pendule/presets).\n"
           "The format is documented in docs/presets.md.\n";
}

void list(const std::vector<io::Preset>& presets, std::ostream& out) {
    std::size_t width = 0;
    for (const auto& p : presets)
        width = std::max(width, p.name.size());
    for (const auto& p : presets) {
        std::string name = p.name;
        name.resize(width + 2, ' ');
        out << "  " << name << '[' << clock::speed_name(clock::classify(p.control)) << "] " << p.title
            << (p.name == io::default_preset_name() ? " (default)" : "") << '\n';
    }
}

} // namespace

int run_presets(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--check");
    args.value_option("--show");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "presets", *problem);
    if (args.has("--help")) {
        presets_help(out);
        return 0;
    }
    if (!args.positionals().empty())
        return usage_error(err, "presets", "unexpected argument '" + args.positionals().front() + "'");
    if (auto file = args.value("--check")) {
        auto preset = io::load_preset_file(io::path_of(*file));
        if (!preset) {
            err << preset.error().text() << '\n';
            return 2;
        }
        out << *file << ": ok: " << preset->title << " ["
            << clock::speed_name(clock::classify(preset->control)) << "]\n";
        return 0;
    }
    if (auto name = args.value("--show")) {
        auto preset = io::resolve_preset(*name);
        if (!preset) {
            err << preset.error().text() << '\n';
            return 2;
        }
        for (const auto& warning : preset->warnings)
            err << "warning: " << warning << '\n';
        out << io::write_preset(*preset);
        return 0;
    }
    auto builtin = io::builtin_presets();
    if (!builtin)
        return usage_error(err, "presets", builtin.error().text());
    out << "built-in presets (" << io::text_of(io::builtin_preset_dir()) << "):\n";
    list(*builtin, out);
    auto user = io::load_preset_dir(io::user_preset_dir());
    if (!user)
        return usage_error(err, "presets", user.error().text());
    if (!user->empty()) {
        out << "user presets (" << io::text_of(io::user_preset_dir()) << "):\n";
        list(*user, out);
    }
    return 0;
}

} // namespace pendule::cli
