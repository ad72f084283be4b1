#include "i18n/catalogue.hpp"

#include <algorithm>
#include <array>
#include <fstream>
#include <sstream>

namespace pendule::i18n {

namespace {

// Context and message are joined by EOT in a .mo key, as msgfmt writes them.
constexpr char context_separator = '\x04';

std::string key_of(std::string_view context, std::string_view msgid) {
    if (context.empty())
        return std::string(msgid);
    std::string key(context);
    key += context_separator;
    key += msgid;
    return key;
}

// A reader of the .mo file's 32-bit words, in the byte order its magic number shows.
class MoWords {
  public:
    MoWords(std::string_view bytes, bool big_endian) : bytes_(bytes), big_endian_(big_endian) {}

    bool word(std::size_t offset, std::uint32_t& out) const {
        if (offset > bytes_.size() || bytes_.size() - offset < 4)
            return false;
        std::array<std::uint32_t, 4> b{};
        for (std::size_t i = 0; i < 4; ++i)
            b[i] = static_cast<unsigned char>(bytes_[offset + i]);
        out = big_endian_ ? (b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3])
                          : (b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]);
        return true;
    }

    // The string described by the table entry at `entry` (length, then offset).
    bool string_at(std::size_t entry, std::string_view& out) const {
        std::uint32_t length = 0, offset = 0;
        if (!word(entry, length) || !word(entry + 4, offset))
            return false;
        if (offset > bytes_.size() || bytes_.size() - offset < length)
            return false;
        out = bytes_.substr(offset, length);
        return true;
    }

  private:
    std::string_view bytes_;
    bool big_endian_;
};

std::vector<std::string> split_forms(std::string_view text) {
    std::vector<std::string> forms;
    for (std::size_t start = 0;;) {
        std::size_t end = text.find('\0', start);
        forms.emplace_back(text.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos)
            return forms;
        start = end + 1;
    }
}

// One "Name: value" line of the catalogue's header entry (the translation of the empty msgid).
std::string_view header_field(std::string_view header, std::string_view name) {
    for (std::size_t start = 0; start < header.size();) {
        std::size_t end = header.find('\n', start);
        std::string_view line = header.substr(start, end == std::string_view::npos ? end : end - start);
        if (line.size() > name.size() && line.substr(0, name.size()) == name && line[name.size()] == ':') {
            line.remove_prefix(name.size() + 1);
            while (!line.empty() && line.front() == ' ')
                line.remove_prefix(1);
            return line;
        }
        if (end == std::string_view::npos)
            break;
        start = end + 1;
    }
    return {};
}

} // namespace

Result<Catalogue> Catalogue::from_mo(std::string_view bytes, const std::string& where) {
    std::uint32_t magic = 0;
    if (!MoWords(bytes, false).word(0, magic) || (magic != 0x950412de && magic != 0xde120495))
        return Error{"not a gettext catalogue (.mo): wrong magic number", where};
    MoWords words(bytes, magic == 0xde120495);
    std::uint32_t revision = 0, count = 0, originals = 0, translations = 0;
    if (!words.word(4, revision) || !words.word(8, count) || !words.word(12, originals) ||
        !words.word(16, translations))
        return Error{"the header is cut short", where};
    if ((revision >> 16) > 1)
        return Error{"unknown .mo revision " + std::to_string(revision >> 16), where};

    Catalogue catalogue;
    for (std::uint32_t i = 0; i < count; ++i) {
        std::string_view original, translation;
        if (!words.string_at(originals + 8ull * i, original) ||
            !words.string_at(translations + 8ull * i, translation))
            return Error{"string " + std::to_string(i) + " lies outside the file", where};
        // The msgid of a plural message is "singular\0plural": the singular is the key.
        std::string_view msgid = original.substr(0, original.find('\0'));
        if (msgid.empty()) {
            std::string_view forms = header_field(translation, "Plural-Forms");
            if (!forms.empty()) {
                Result<PluralRule> rule = PluralRule::parse(forms);
                if (!rule)
                    return Error{rule.error().text(), where};
                catalogue.rule_ = std::move(rule).value();
            }
            catalogue.language_ = std::string(header_field(translation, "Language"));
            continue;
        }
        catalogue.entries_.emplace(std::string(msgid), split_forms(translation));
    }
    return catalogue;
}

Result<Catalogue> Catalogue::load(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return Error{"cannot open the message catalogue", file.string()};
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return from_mo(bytes.str(), file.string());
}

std::string_view Catalogue::text_in(std::string_view context, std::string_view msgid) const {
    auto found = entries_.find(key_of(context, msgid));
    if (found == entries_.end() || found->second.empty() || found->second.front().empty())
        return msgid;
    return found->second.front();
}

std::string_view Catalogue::plural(std::string_view one, std::string_view many, std::uint64_t n) const {
    auto found = entries_.find(one);
    if (found == entries_.end())
        return n == 1 ? one : many;
    auto form = static_cast<std::size_t>(rule_.form_for(n));
    if (form >= found->second.size() || found->second[form].empty())
        return n == 1 ? one : many;
    return found->second[form];
}

std::filesystem::path locale_dir(const std::filesystem::path& program_dir,
                                 const std::function<const char*(const char*)>& getenv) {
    if (const char* set = getenv("PENDULE_LOCALEDIR"); set != nullptr && *set != '\0')
        return set;
    if (program_dir.empty())
        return {};
    return (program_dir / ".." / "share" / "locale").lexically_normal();
}

std::vector<std::string> available_languages(const std::filesystem::path& dir) {
    std::vector<std::string> codes;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
        std::error_code ignored;
        if (std::filesystem::exists(entry.path() / "LC_MESSAGES" / "pendule.mo", ignored))
            codes.push_back(entry.path().filename().string());
    }
    std::sort(codes.begin(), codes.end());
    return codes;
}

Result<Catalogue> load_language(const std::filesystem::path& dir, std::string_view language) {
    if (language == "en")
        return Catalogue{};
    return Catalogue::load(dir / std::string(language) / "LC_MESSAGES" / "pendule.mo");
}

} // namespace pendule::i18n
