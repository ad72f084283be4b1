#include "io/preset.hpp"

#include "core/clock/duration_text.hpp"
#include "core/clock/tc_string.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <sstream>

#ifndef PENDULE_PRESET_DIR
#define PENDULE_PRESET_DIR "configs/presets"
#endif

namespace pendule::io {

using clock::Bonus;
using clock::Millis;
using clock::Period;
using clock::PeriodEnd;
using clock::PeriodKind;
using clock::Side;
using clock::TimeControl;
using nlohmann::json;
using nlohmann::ordered_json;

namespace {

constexpr int kFormat = 1;

// Reads one preset document; every error names the JSON pointer of the field at fault.
class PresetReader {
  public:
    explicit PresetReader(std::string origin) : origin_(std::move(origin)) {}

    Error error(const std::string& pointer, const std::string& message) const {
        return fail(message, origin_ + ": " + (pointer.empty() ? "/" : pointer));
    }

    std::optional<Error> only_fields(const json& object, const std::string& pointer,
                                     std::initializer_list<const char*> allowed) const {
        for (const auto& item : object.items()) {
            const bool known = std::any_of(allowed.begin(), allowed.end(),
                                           [&](const char* name) { return item.key() == name; });
            if (!known)
                return error(pointer + "/" + escape(item.key()), "unknown field '" + item.key() + "'");
        }
        return std::nullopt;
    }

    // A duration: an integer of milliseconds, or text such as "1:30:00", "30s", "90m", "1h30m".
    Result<Millis> duration(const json& value, const std::string& pointer) const {
        if (value.is_number_integer()) {
            const auto ms = value.get<std::int64_t>();
            if (ms < 0)
                return error(pointer, "negative time " + std::to_string(ms) + " ms");
            return static_cast<Millis>(ms);
        }
        if (value.is_number_unsigned())
            return error(pointer, "time too large");
        if (value.is_string()) {
            const auto text = value.get<std::string>();
            if (!text.empty() && text.front() == '-')
                return error(pointer, "negative time \"" + text + "\"");
            auto ms = clock::parse_duration(text);
            if (!ms)
                return error(pointer, ms.error().message);
            return *ms;
        }
        return error(pointer,
                     "expected a duration (milliseconds, or text such as \"30s\", \"90m\", \"1:30:00\")");
    }

    Result<int> count(const json& value, const std::string& pointer) const {
        if (!value.is_number_integer())
            return error(pointer, "expected a whole number");
        const auto n = value.get<std::int64_t>();
        if (n <= 0 || n > 10000)
            return error(pointer, "expected a number from 1 to 10000, got " + std::to_string(n));
        return static_cast<int>(n);
    }

    Result<Period> period(const json& value, const std::string& pointer) const {
        if (!value.is_object())
            return error(pointer, "a period must be an object");
        if (auto bad =
                only_fields(value, pointer,
                            {"type", "time", "moves", "end", "increment", "delay", "bronstein", "periods"}))
            return *bad;
        Period p;
        std::string type = "standard";
        if (value.contains("type")) {
            if (!value["type"].is_string())
                return error(pointer + "/type",
                             "expected \"standard\", \"hourglass\", \"byo-yomi\" or \"canadian\"");
            type = value["type"].get<std::string>();
        }
        if (type == "standard")
            p.kind = PeriodKind::Standard;
        else if (type == "hourglass")
            p.kind = PeriodKind::Hourglass;
        else if (type == "byo-yomi")
            p.kind = PeriodKind::ByoYomi;
        else if (type == "canadian")
            p.kind = PeriodKind::Canadian;
        else
            return error(pointer + "/type",
                         "unknown period type '" + type + "' (standard, hourglass, byo-yomi, canadian)");
        if (!value.contains("time"))
            return error(pointer + "/time", "missing field 'time'");
        auto time = duration(value["time"], pointer + "/time");
        if (!time)
            return time.error();
        p.time = *time;
        if (value.contains("moves")) {
            auto moves = count(value["moves"], pointer + "/moves");
            if (!moves)
                return moves.error();
            p.moves = *moves;
        }
        if (value.contains("periods")) {
            auto periods = count(value["periods"], pointer + "/periods");
            if (!periods)
                return periods.error();
            p.periods = *periods;
        }
        if (p.kind == PeriodKind::Standard)
            p.end = p.moves > 0 ? PeriodEnd::Moves : PeriodEnd::Never;
        if (value.contains("end")) {
            const auto& end = value["end"];
            const std::string text = end.is_string() ? end.get<std::string>() : "";
            if (p.kind != PeriodKind::Standard)
                return error(pointer + "/end", "only a standard period takes 'end'");
            if (text == "moves")
                p.end = PeriodEnd::Moves;
            else if (text == "zero")
                p.end = PeriodEnd::AtZero;
            else if (text == "never")
                p.end = PeriodEnd::Never;
            else
                return error(pointer + "/end", "expected \"moves\", \"zero\" or \"never\"");
        }
        int bonuses = 0;
        for (const auto& [key, kind] :
             {std::pair{"increment", Bonus::Fischer}, std::pair{"delay", Bonus::Delay},
              std::pair{"bronstein", Bonus::Bronstein}}) {
            if (!value.contains(key))
                continue;
            if (++bonuses > 1)
                return error(pointer + "/" + key, "only one of increment, delay and bronstein per period");
            auto amount = duration(value[key], pointer + "/" + key);
            if (!amount)
                return amount.error();
            if (p.kind == PeriodKind::Hourglass)
                return error(pointer + "/" + key, std::string("hourglass with ") +
                                                      (kind == Bonus::Fischer ? "an " : "a ") + key +
                                                      " (the sand only flows)");
            if (*amount > 0) {
                p.bonus = kind;
                p.bonus_ms = *amount;
            }
        }
        return p;
    }

    Result<std::vector<Period>> periods(const json& value, const std::string& pointer) const {
        if (!value.is_array())
            return error(pointer, "'periods' must be an array of periods");
        if (value.empty())
            return error(pointer, "no periods");
        std::vector<Period> out;
        for (std::size_t i = 0; i < value.size(); ++i) {
            auto p = period(value[i], pointer + "/" + std::to_string(i));
            if (!p)
                return p.error();
            out.push_back(*p);
        }
        return out;
    }

    static std::string escape(const std::string& key) {
        std::string out;
        for (char c : key)
            out += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
        return out;
    }

  private:
    std::string origin_;
};

// The JSON pointer of a core validation issue, in the preset's own shape.
std::string pointer_of(const clock::ControlIssue& issue, bool shared, const Period* period) {
    std::string pointer = shared ? "" : issue.side ? std::string("/") + clock::side_name(*issue.side) : "";
    if (!issue.side && !issue.period)
        return pointer;
    pointer += "/periods";
    if (!issue.period)
        return pointer;
    pointer += "/" + std::to_string(*issue.period);
    std::string field = issue.field;
    if (field == "kind")
        field = "type";
    if (field == "bonus" && period)
        field = period->bonus == Bonus::Delay       ? "delay"
                : period->bonus == Bonus::Bronstein ? "bronstein"
                                                    : "increment";
    return field.empty() ? pointer : pointer + "/" + field;
}

std::string line_column(std::string_view text, std::size_t byte) {
    std::size_t line = 1;
    std::size_t column = 1;
    const std::size_t end = std::min(byte == 0 ? 0 : byte - 1, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

Result<Preset> read_document(const json& doc, const std::string& origin, const std::string& name) {
    PresetReader reader(origin);
    if (!doc.is_object())
        return reader.error("", "a preset must be a JSON object");
    if (auto bad = reader.only_fields(doc, "",
                                      {"format", "title", "description", "increment_convention", "after_flag",
                                       "periods", "white", "black"}))
        return *bad;
    if (!doc.contains("format"))
        return reader.error("/format", "missing field 'format' (this program reads format 1)");
    if (!doc["format"].is_number_integer() || doc["format"].get<std::int64_t>() != kFormat)
        return reader.error("/format",
                            "unsupported format " + doc["format"].dump() + " (this program reads format 1)");
    Preset preset;
    preset.name = name;
    preset.source = origin;
    if (!doc.contains("title") || !doc["title"].is_string() || doc["title"].get<std::string>().empty())
        return reader.error("/title", "missing or empty 'title' (a text)");
    preset.title = doc["title"].get<std::string>();
    if (doc.contains("description")) {
        if (!doc["description"].is_string())
            return reader.error("/description", "expected a text");
        preset.description = doc["description"].get<std::string>();
    }
    TimeControl& control = preset.control;
    if (doc.contains("increment_convention")) {
        const auto& v = doc["increment_convention"];
        const std::string text = v.is_string() ? v.get<std::string>() : "";
        if (text == "from-move-1")
            control.increment_convention = clock::IncrementConvention::FromMoveOne;
        else if (text == "after-press")
            control.increment_convention = clock::IncrementConvention::AfterPress;
        else
            return reader.error("/increment_convention", "expected \"from-move-1\" or \"after-press\"");
    }
    if (doc.contains("after_flag")) {
        const auto& v = doc["after_flag"];
        const std::string text = v.is_string() ? v.get<std::string>() : "";
        if (text == "fide")
            control.flag_policy = clock::FlagPolicy::Fide;
        else if (text == "freeze")
            control.flag_policy = clock::FlagPolicy::Freeze;
        else if (text == "keep-running")
            control.flag_policy = clock::FlagPolicy::KeepRunning;
        else
            return reader.error("/after_flag", "expected \"fide\", \"freeze\" or \"keep-running\"");
    }
    const bool shared = doc.contains("periods");
    const bool per_side = doc.contains("white") || doc.contains("black");
    if (shared && per_side)
        return reader.error("/periods",
                            "give either 'periods' (both players) or 'white' and 'black', not both");
    if (shared) {
        auto periods = reader.periods(doc["periods"], "/periods");
        if (!periods)
            return periods.error();
        control.periods[0] = *periods;
        control.periods[1] = std::move(*periods);
    } else if (per_side) {
        for (Side side : {Side::White, Side::Black}) {
            const std::string key = clock::side_name(side);
            if (!doc.contains(key))
                return reader.error("/" + key,
                                    "missing field '" + key + "' (both players need their periods)");
            const auto& player = doc[key];
            if (!player.is_object())
                return reader.error("/" + key, "expected an object with 'periods'");
            if (auto bad = reader.only_fields(player, "/" + key, {"periods"}))
                return *bad;
            if (!player.contains("periods"))
                return reader.error("/" + key + "/periods", "missing field 'periods'");
            auto periods = reader.periods(player["periods"], "/" + key + "/periods");
            if (!periods)
                return periods.error();
            control.periods[clock::index(side)] = std::move(*periods);
        }
    } else {
        return reader.error("/periods", "no periods (give 'periods', or 'white' and 'black')");
    }
    if (auto issue = clock::validate(control)) {
        const Period* period = nullptr;
        if (issue->period) {
            const auto& list = control.of(issue->side.value_or(Side::White));
            period = &list[static_cast<std::size_t>(*issue->period)];
        }
        return reader.error(pointer_of(*issue, shared, period), issue->message);
    }
    return preset;
}

} // namespace

Result<Preset> parse_preset(std::string_view json_text, const std::string& origin, const std::string& name) {
    json doc;
    try {
        doc = json::parse(json_text.begin(), json_text.end());
    } catch (const json::parse_error& e) {
        std::string what = e.what();
        const auto at = what.find("syntax error");
        what = at == std::string::npos ? "not valid JSON" : what.substr(at);
        return fail(what, origin + ": " + line_column(json_text, e.byte));
    } catch (const json::exception& e) {
        return fail(std::string("not valid JSON: ") + e.what(), origin);
    }
    try {
        return read_document(doc, origin, name);
    } catch (const json::exception& e) {
        // Every access above is checked first; this is a safety net, never a crash.
        return fail(std::string("unexpected value: ") + e.what(), origin);
    }
}

Result<Preset> load_preset_file(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return fail("no such preset file", path.string());
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return fail("cannot read the file", path.string());
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad())
        return fail("cannot read the file", path.string());
    return parse_preset(text.str(), path.string(), path.stem().string());
}

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
    doc["format"] = kFormat;
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
    return PENDULE_PRESET_DIR;
}

std::filesystem::path user_preset_dir() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "pendule" / "presets";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".config" / "pendule" / "presets";
    return {};
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
        return fail("cannot list the folder: " + ec.message(), dir.string());
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
    if (ends_in_json || std::filesystem::is_regular_file(text, exists_error))
        return load_preset_file(text);
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
