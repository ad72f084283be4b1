#pragma once

// The arbiter's sentences as data. A ruling says what it decided in a Text: messages written in
// English (each message's English is its key, GNU gettext's msgid) with named values — numbers,
// articles and moves, or other messages. The core words a Text in English itself (the CLI's, the
// journal's and the decision log's words); the window words it in its own language through a
// Translator, its message catalogue (src/i18n), so that a language is a catalogue, not code here.

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pendule::arbiter {

// Marks a message of the core for the catalogue's extraction (xgettext keywords N_ and NC_).
constexpr const char* N_(const char* msgid) {
    return msgid;
}
constexpr const char* NC_(const char* /*context*/, const char* msgid) {
    return msgid;
}

// How a language words the core's messages: a message catalogue's lookup by context and English.
class Translator {
  public:
    virtual ~Translator() = default;
    // The message in the translator's language; `context` is empty for most messages.
    virtual std::string text(std::string_view context, std::string_view msgid) const = 0;
};

class Text {
  public:
    using Args = std::vector<std::pair<std::string, Text>>;

    Text() = default;
    // Words the same in every language: numbers, articles of the Laws, UCI moves, FEN.
    static Text same(std::string text);
    // A message with named values: msg(N_("{player} resigns"), {{"player", colour}}).
    static Text msg(const char* msgid, Args args = {});
    // ... in a context: the same English worded differently in another place.
    static Text msg_in(const char* context, const char* msgid, Args args = {});
    // A move in SAN, worded with the language's piece letters (the catalogue's "KQRBN" in the
    // context "piece letters": French "RDTFC").
    static Text move(std::string san);
    // A number or a duration with a decimal point ("20.5", "0.5 s"), worded with the language's
    // decimal separator (context "decimal separator").
    static Text decimal(std::string text);
    // The text with its first letter a capital, in every language.
    static Text capitalised(Text inner);

    Text& operator+=(Text other);
    Text& operator+=(std::string same) { return *this += Text::same(std::move(same)); }
    bool empty() const { return kind_ == Kind::sequence && parts_.empty(); }

    // The text in English, exactly as the core has always written it.
    std::string english() const;
    // The text in the translator's language.
    std::string in(const Translator& translator) const;

  private:
    enum class Kind { sequence, same, message, move, decimal, capital };
    std::string render(const Translator* translator) const;

    Kind kind_ = Kind::sequence;
    std::string text_;    // same, move, decimal: the text; message: the msgid
    std::string context_; // message: its context
    std::vector<std::pair<std::string, std::shared_ptr<const Text>>> args_; // message's values
    std::vector<Text> parts_;                                               // sequence, capital
};

inline Text operator+(Text left, Text right) {
    left += std::move(right);
    return left;
}
inline Text operator+(Text left, std::string right) {
    left += std::move(right);
    return left;
}

} // namespace pendule::arbiter
