#include "i18n/lang.hpp"

#include "i18n/language.hpp"

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>

namespace pendule::i18n {

namespace {

const char* environment(const char* name) {
    return std::getenv(name);
}

// The running program's folder, as its start gave it (set_program_dir).
struct ProgramDir {
    std::mutex mutex;
    std::filesystem::path dir;
};

ProgramDir& program_dir() {
    static ProgramDir place;
    return place;
}

// The catalogues read so far, one per language, kept for the process's life (the talking clock and
// the desk may speak two languages at once, from any thread).
class Catalogues {
  public:
    const Catalogue& of(const std::string& code) {
        const std::lock_guard<std::mutex> guard(mutex_);
        auto found = catalogues_.find(code);
        if (found != catalogues_.end())
            return *found->second;
        auto loaded = load_language(catalogue_dir(), code);
        auto catalogue = std::make_unique<Catalogue>();
        if (loaded)
            *catalogue = std::move(loaded.value());
        else
            std::cerr << "pendule: the " << code
                      << " messages cannot be read, English is shown: " << loaded.error().text() << '\n';
        return *catalogues_.emplace(code, std::move(catalogue)).first->second;
    }

  private:
    std::mutex mutex_;
    std::map<std::string, std::unique_ptr<Catalogue>> catalogues_;
};

Catalogues& catalogues() {
    static Catalogues all;
    return all;
}

} // namespace

void set_program_dir(std::filesystem::path dir) {
    ProgramDir& place = program_dir();
    const std::lock_guard<std::mutex> guard(place.mutex);
    place.dir = std::move(dir);
}

std::filesystem::path catalogue_dir() {
    ProgramDir& place = program_dir();
    const std::lock_guard<std::mutex> guard(place.mutex);
    return locale_dir(place.dir, environment);
}

const Catalogue& Lang::catalogue() const {
    static const Catalogue english;
    return code_ == "en" ? english : catalogues().of(code_);
}

Lang Lang::of_code(std::string code) {
    return code.empty() ? Lang{} : Lang{std::move(code)};
}

std::string Lang::tr(std::string_view msgid) const {
    return std::string(catalogue().text(msgid));
}

std::string Lang::tr(std::string_view msgid, const std::vector<Arg>& args) const {
    return format(catalogue().text(msgid), args);
}

std::string Lang::trc(std::string_view context, std::string_view msgid) const {
    return std::string(catalogue().text_in(context, msgid));
}

std::string Lang::trn(std::string_view one, std::string_view many, std::uint64_t n,
                      const std::vector<Arg>& args) const {
    std::vector<Arg> all = args;
    all.emplace_back("n", n);
    return format(catalogue().plural(one, many, n), all);
}

std::vector<std::string> available_langs() {
    std::vector<std::string> codes{"en"};
    for (std::string& code : available_languages(catalogue_dir()))
        codes.push_back(std::move(code));
    return codes;
}

std::string expected_langs() {
    std::string list;
    for (const std::string& code : available_langs())
        list.append(list.empty() ? "" : ", ").append(code);
    return "expected en or a language with a catalogue (available: " + list + ")";
}

std::optional<Lang> lang_from_name(std::string_view name) {
    for (const std::string& code : available_langs())
        if (code == name)
            return Lang::of_code(code);
    return std::nullopt;
}

Lang choose_lang(const std::optional<Lang>& command_line, const std::optional<Lang>& config,
                 std::vector<std::string> system) {
    LanguageChoice choice;
    if (command_line)
        choice.command_line = command_line->code();
    if (config)
        choice.config = config->code();
    choice.getenv = environment;
    choice.system = std::move(system);
    return Lang::of_code(choose_language(choice, available_langs()));
}

} // namespace pendule::i18n
