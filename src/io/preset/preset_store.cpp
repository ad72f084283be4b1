// Presets stored and found: writing one back, the built-in and user folders, and
// resolve_preset (names, files, TimeControl strings).
#include "io/preset/preset.hpp"

#include "core/clock/duration_text.hpp"
#include "core/clock/tc_string.hpp"
#include "io/os/file_system.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>

// Where the built-in presets are: PENDULE_INSTALLED_PRESETS is their folder relative to the
// programs' folder (bin/ -> share/pendule/presets), in an install and in the build tree alike
// (src/CMakeLists.txt lays the build tree out as an install).
#ifndef PENDULE_INSTALLED_PRESETS
#define PENDULE_INSTALLED_PRESETS "../share/pendule/presets"
#endif

namespace pendule::io {

using clock::Bonus;
using clock::Millis;
using clock::Period;
using clock::PeriodEnd;
using clock::PeriodKind;
using clock::Side;
using nlohmann::ordered_json;

namespace {

ordered_json duration_json(Millis ms) {
    return clock::format_duration(ms);
}

ordered_json period_json(const Period& p) {
    ordered_json out = ordered_json::object();
    static const char* const kTypes[] = {"standard", "hourglass", "byo-yomi", "canadian"};
    if (p.kind != PeriodKind::Standard)
        out["type"] = kTypes[static_cast<int>(p.kind)];
    out["time"] = duration_json(p.time);
    if (p.moves > 0)
        out["moves"] = p.moves;
    if (p.kind == PeriodKind::ByoYomi)
        out["periods"] = p.periods;
    if (p.kind == PeriodKind::Standard && p.end == PeriodEnd::AtZero)
        out["end"] = "zero";
    if (p.bonus == Bonus::Fischer)
        out["increment"] = duration_json(p.bonus_ms);
    if (p.bonus == Bonus::Delay)
        out["delay"] = duration_json(p.bonus_ms);
    if (p.bonus == Bonus::Bronstein)
        out["bronstein"] = duration_json(p.bonus_ms);
    return out;
}

ordered_json periods_json(const std::vector<Period>& periods) {
    ordered_json out = ordered_json::array();
    for (const Period& p : periods)
        out.push_back(period_json(p));
    return out;
}

} // namespace

std::string write_preset(const Preset& preset) {
    ordered_json doc = ordered_json::object();
    doc["format"] = kPresetFormat;
    doc["title"] = preset.title;
    if (!preset.description.empty())
        doc["description"] = preset.description;
    if (preset.control.increment_convention == clock::IncrementConvention::AfterPress)
        doc["increment_convention"] = "after-press";
    if (preset.control.flag_policy == clock::FlagPolicy::Freeze)
        doc["after_flag"] = "freeze";
    if (preset.control.flag_policy == clock::FlagPolicy::KeepRunning)
        doc["after_flag"] = "keep-running";
    if (preset.control.is_symmetric()) {
        doc["periods"] = periods_json(preset.control.of(Side::White));
    } else {
        doc["white"] = ordered_json{{"periods", periods_json(preset.control.of(Side::White))}};
        doc["black"] = ordered_json{{"periods", periods_json(preset.control.of(Side::Black))}};
    }
    return doc.dump(2) + "\n";
}

std::filesystem::path builtin_preset_dir() {
    // The running program's own file, so that an installed or unpacked copy finds its presets
    // wherever its prefix is, without a path baked in at build time.
    const auto program = program_dir();
    return program.empty() ? program : (program / PENDULE_INSTALLED_PRESETS).lexically_normal();
}

std::filesystem::path user_preset_dir() {
    const std::filesystem::path config = user_config_dir();
    return config.empty() ? config : config / "presets";
}

Result<std::vector<Preset>> load_preset_dir(const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    if (dir.empty() || !std::filesystem::is_directory(dir, ec))
        return std::vector<Preset>{};
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
        if (entry.path().extension() == ".json")
            files.push_back(entry.path());
    if (ec)
        return fail("cannot list the folder: " + ec.message(), text_of(dir));
    std::sort(files.begin(), files.end());
    std::vector<Preset> presets;
    for (const auto& file : files) {
        auto preset = load_preset_file(file);
        if (!preset)
            return preset.error();
        presets.push_back(std::move(*preset));
    }
    return presets;
}

Result<std::vector<Preset>> builtin_presets() {
    return load_preset_dir(builtin_preset_dir());
}

std::string default_preset_name() {
    return "fide-rapid";
}

namespace {

bool is_plain_name(const std::string& text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
    });
}

} // namespace

Result<Preset> resolve_preset(const std::string& text) {
    if (text.empty())
        return fail("empty preset name");
    // A file: anything ending in .json, or an existing file (TC strings contain '/' too).
    std::error_code exists_error;
    const bool ends_in_json = text.size() > 5 && text.compare(text.size() - 5, 5, ".json") == 0;
    if (ends_in_json || std::filesystem::is_regular_file(path_of(text), exists_error))
        return load_preset_file(path_of(text));
    if (is_plain_name(text)) {
        std::error_code ec;
        for (const auto& dir : {user_preset_dir(), builtin_preset_dir()}) {
            const auto file = dir / (text + ".json");
            if (!dir.empty() && std::filesystem::is_regular_file(file, ec))
                return load_preset_file(file);
        }
    }
    const bool cutechess = text.rfind("cutechess:", 0) == 0;
    auto parsed = cutechess ? clock::parse_cutechess_tc(std::string_view(text).substr(10))
                            : clock::parse_pgn_time_control(text);
    if (!parsed) {
        return fail("not a preset name (see pendule-cli presets), a file, nor a TimeControl string (" +
                        parsed.error().text() + ")",
                    "preset '" + text + "'");
    }
    if (parsed->kind != clock::ParsedTimeControl::Kind::Control)
        return fail("this TimeControl string says there is no time control to run", "preset '" + text + "'");
    Preset preset;
    preset.name = text;
    preset.title = (cutechess ? "cutechess tc " : "TimeControl ") + text.substr(cutechess ? 10 : 0);
    preset.description = clock::describe(parsed->control);
    preset.control = parsed->control;
    preset.source = cutechess ? "cutechess tc string" : "time control string";
    preset.warnings = parsed->warnings;
    return preset;
}

} // namespace pendule::io
