// Reading a preset: JSON text to a validated TimeControl, or one error naming the field.
#include "io/preset/preset.hpp"

#include "core/clock/duration_text.hpp"
#include "core/clock/tc_string.hpp"
#include "io/os/file_system.hpp"
#include "io/os/text_file.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace pendule::io {

using clock::Bonus;
using clock::Millis;
using clock::Period;
using clock::PeriodEnd;
using clock::PeriodKind;
using clock::Side;
using clock::TimeControl;
using nlohmann::json;

namespace {

// The value a text field names among `words`; nothing for another text or a field that is not text.
template <typename T>
std::optional<T> keyword(const json& value, std::initializer_list<std::pair<std::string_view, T>> words) {
    const std::string text = value.is_string() ? value.get<std::string>() : "";
    for (const auto& [word, meaning] : words)
        if (text == word)
            return meaning;
    return std::nullopt;
}

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
        auto kind = period_kind(value, pointer);
        if (!kind)
            return kind.error();
        p.kind = *kind;
        if (!value.contains("time"))
            return error(pointer + "/time", "missing field 'time'");
        auto time = duration(value["time"], pointer + "/time");
        if (!time)
            return time.error();
        p.time = *time;
        if (auto bad = optional_count(value, "moves", pointer, p.moves))
            return *bad;
        if (auto bad = optional_count(value, "periods", pointer, p.periods))
            return *bad;
        if (auto bad = period_end(value, pointer, p))
            return *bad;
        if (auto bad = period_bonus(value, pointer, p))
            return *bad;
        return p;
    }

    // 'type', "standard" when absent.
    Result<PeriodKind> period_kind(const json& value, const std::string& pointer) const {
        if (!value.contains("type"))
            return PeriodKind::Standard;
        const auto& type = value["type"];
        if (!type.is_string())
            return error(pointer + "/type",
                         "expected \"standard\", \"hourglass\", \"byo-yomi\" or \"canadian\"");
        if (auto kind = keyword<PeriodKind>(type, {{"standard", PeriodKind::Standard},
                                                   {"hourglass", PeriodKind::Hourglass},
                                                   {"byo-yomi", PeriodKind::ByoYomi},
                                                   {"canadian", PeriodKind::Canadian}}))
            return *kind;
        return error(pointer + "/type", "unknown period type '" + type.get<std::string>() +
                                            "' (standard, hourglass, byo-yomi, canadian)");
    }

    // A count field the period may leave out (then `out` keeps its value).
    std::optional<Error> optional_count(const json& value, const std::string& key, const std::string& pointer,
                                        int& out) const {
        if (!value.contains(key))
            return std::nullopt;
        auto n = count(value[key], pointer + "/" + key);
        if (!n)
            return n.error();
        out = *n;
        return std::nullopt;
    }

    // 'end': a standard period ends after its moves, or never, unless it says otherwise.
    std::optional<Error> period_end(const json& value, const std::string& pointer, Period& p) const {
        if (p.kind == PeriodKind::Standard)
            p.end = p.moves > 0 ? PeriodEnd::Moves : PeriodEnd::Never;
        if (!value.contains("end"))
            return std::nullopt;
        if (p.kind != PeriodKind::Standard)
            return error(pointer + "/end", "only a standard period takes 'end'");
        const auto end = keyword<PeriodEnd>(
            value["end"],
            {{"moves", PeriodEnd::Moves}, {"zero", PeriodEnd::AtZero}, {"never", PeriodEnd::Never}});
        if (!end)
            return error(pointer + "/end", "expected \"moves\", \"zero\" or \"never\"");
        p.end = *end;
        return std::nullopt;
    }

    // One of 'increment', 'delay' and 'bronstein' at most; none for an hourglass.
    std::optional<Error> period_bonus(const json& value, const std::string& pointer, Period& p) const {
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
        return std::nullopt;
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

// 'format': the one this program reads.
std::optional<Error> check_format(const PresetReader& reader, const json& doc) {
    if (!doc.contains("format"))
        return reader.error("/format", "missing field 'format' (this program reads format 1)");
    if (!doc["format"].is_number_integer() || doc["format"].get<std::int64_t>() != kPresetFormat)
        return reader.error("/format",
                            "unsupported format " + doc["format"].dump() + " (this program reads format 1)");
    return std::nullopt;
}

// 'title' (required) and 'description'.
std::optional<Error> read_texts(const PresetReader& reader, const json& doc, Preset& preset) {
    if (!doc.contains("title") || !doc["title"].is_string() || doc["title"].get<std::string>().empty())
        return reader.error("/title", "missing or empty 'title' (a text)");
    preset.title = doc["title"].get<std::string>();
    if (doc.contains("description")) {
        if (!doc["description"].is_string())
            return reader.error("/description", "expected a text");
        preset.description = doc["description"].get<std::string>();
    }
    return std::nullopt;
}

// 'increment_convention' and 'after_flag', each a word when given.
std::optional<Error> read_conventions(const PresetReader& reader, const json& doc, TimeControl& control) {
    using clock::FlagPolicy;
    using clock::IncrementConvention;
    if (doc.contains("increment_convention")) {
        const auto convention = keyword<IncrementConvention>(
            doc["increment_convention"], {{"from-move-1", IncrementConvention::FromMoveOne},
                                          {"after-press", IncrementConvention::AfterPress}});
        if (!convention)
            return reader.error("/increment_convention", "expected \"from-move-1\" or \"after-press\"");
        control.increment_convention = *convention;
    }
    if (doc.contains("after_flag")) {
        const auto policy =
            keyword<FlagPolicy>(doc["after_flag"], {{"fide", FlagPolicy::Fide},
                                                    {"freeze", FlagPolicy::Freeze},
                                                    {"keep-running", FlagPolicy::KeepRunning}});
        if (!policy)
            return reader.error("/after_flag", "expected \"fide\", \"freeze\" or \"keep-running\"");
        control.flag_policy = *policy;
    }
    return std::nullopt;
}

// One player's own periods: 'white' or 'black', an object with 'periods'.
Result<std::vector<Period>> side_periods(const PresetReader& reader, const json& doc, Side side) {
    const std::string key = clock::side_name(side);
    if (!doc.contains(key))
        return reader.error("/" + key, "missing field '" + key + "' (both players need their periods)");
    const auto& player = doc[key];
    if (!player.is_object())
        return reader.error("/" + key, "expected an object with 'periods'");
    if (auto bad = reader.only_fields(player, "/" + key, {"periods"}))
        return *bad;
    if (!player.contains("periods"))
        return reader.error("/" + key + "/periods", "missing field 'periods'");
    return reader.periods(player["periods"], "/" + key + "/periods");
}

// The periods: 'periods' for both players, or 'white' and 'black' each with their own.
std::optional<Error> read_periods(const PresetReader& reader, const json& doc, TimeControl& control) {
    const bool shared = doc.contains("periods");
    const bool per_side = doc.contains("white") || doc.contains("black");
    if (shared && per_side)
        return reader.error("/periods",
                            "give either 'periods' (both players) or 'white' and 'black', not both");
    if (!shared && !per_side)
        return reader.error("/periods", "no periods (give 'periods', or 'white' and 'black')");
    if (shared) {
        auto periods = reader.periods(doc["periods"], "/periods");
        if (!periods)
            return periods.error();
        control.periods[0] = *periods;
        control.periods[1] = std::move(*periods);
        return std::nullopt;
    }
    for (Side side : {Side::White, Side::Black}) {
        auto periods = side_periods(reader, doc, side);
        if (!periods)
            return periods.error();
        control.periods[clock::index(side)] = std::move(*periods);
    }
    return std::nullopt;
}

// The core's verdict on the whole control, at the field it names.
std::optional<Error> validation_error(const PresetReader& reader, const TimeControl& control, bool shared) {
    const auto issue = clock::validate(control);
    if (!issue)
        return std::nullopt;
    const Period* period = nullptr;
    if (issue->period) {
        const auto& list = control.of(issue->side.value_or(Side::White));
        period = &list[static_cast<std::size_t>(*issue->period)];
    }
    return reader.error(pointer_of(*issue, shared, period), issue->message);
}

Result<Preset> read_document(const json& doc, const std::string& origin, const std::string& name) {
    PresetReader reader(origin);
    if (!doc.is_object())
        return reader.error("", "a preset must be a JSON object");
    if (auto bad = reader.only_fields(doc, "",
                                      {"format", "title", "description", "increment_convention", "after_flag",
                                       "periods", "white", "black"}))
        return *bad;
    if (auto bad = check_format(reader, doc))
        return *bad;
    Preset preset;
    preset.name = name;
    preset.source = origin;
    if (auto bad = read_texts(reader, doc, preset))
        return *bad;
    if (auto bad = read_conventions(reader, doc, preset.control))
        return *bad;
    if (auto bad = read_periods(reader, doc, preset.control))
        return *bad;
    if (auto bad = validation_error(reader, preset.control, doc.contains("periods")))
        return *bad;
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
        return fail("no such preset file", text_of(path));
    const auto text = read_text_file(path);
    if (!text)
        return fail("cannot read the file", text_of(path));
    return parse_preset(*text, text_of(path), text_of(path.stem()));
}

} // namespace pendule::io
