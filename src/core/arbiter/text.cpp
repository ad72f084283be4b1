#include "core/arbiter/text.hpp"

#include "core/placeholders.hpp"

namespace pendule::arbiter {

Text Text::same(std::string text) {
    Text t;
    t.kind_ = Kind::same;
    t.text_ = std::move(text);
    return t;
}

Text Text::msg(const char* msgid, Args args) {
    return msg_in("", msgid, std::move(args));
}

Text Text::msg_in(const char* context, const char* msgid, Args args) {
    Text t;
    t.kind_ = Kind::message;
    t.text_ = msgid;
    t.context_ = context;
    for (auto& [name, value] : args)
        t.args_.emplace_back(std::move(name), std::make_shared<const Text>(std::move(value)));
    return t;
}

Text Text::move(std::string san) {
    Text t;
    t.kind_ = Kind::move;
    t.text_ = std::move(san);
    return t;
}

Text Text::decimal(std::string text) {
    Text t;
    t.kind_ = Kind::decimal;
    t.text_ = std::move(text);
    return t;
}

Text Text::capitalised(Text inner) {
    Text t;
    t.kind_ = Kind::capital;
    t.parts_.push_back(std::move(inner));
    return t;
}

Text& Text::operator+=(Text other) {
    if (other.empty())
        return *this;
    if (kind_ != Kind::sequence) {
        Text first = std::move(*this);
        *this = Text();
        parts_.push_back(std::move(first));
    }
    if (other.kind_ == Kind::sequence)
        for (Text& part : other.parts_)
            parts_.push_back(std::move(part));
    else
        parts_.push_back(std::move(other));
    return *this;
}

std::string Text::english() const {
    return render(nullptr);
}

std::string Text::in(const Translator& translator) const {
    return render(&translator);
}

std::string Text::render(const Translator* translator) const {
    switch (kind_) {
    case Kind::same:
        return text_;
    case Kind::message: {
        std::vector<std::string> rendered;
        rendered.reserve(args_.size());
        for (const auto& arg : args_)
            rendered.push_back(arg.second->render(translator));
        std::vector<std::pair<std::string_view, std::string_view>> values;
        for (std::size_t i = 0; i < args_.size(); ++i)
            values.emplace_back(args_[i].first, rendered[i]);
        const std::string message = translator ? translator->text(context_, text_) : text_;
        return fill_placeholders(message, values);
    }
    case Kind::move: {
        if (!translator)
            return text_;
        const std::string letters = translator->text("piece letters", NC_("piece letters", "KQRBN"));
        static constexpr std::string_view english_letters = "KQRBN";
        std::string out = text_;
        for (std::size_t i = 0; i < out.size(); ++i) {
            if (i != 0 && out[i - 1] != '=') // a piece letter starts a move or follows '=' (a promotion)
                continue;
            const std::size_t which = english_letters.find(out[i]);
            if (which != std::string_view::npos && which < letters.size())
                out[i] = letters[which];
        }
        return out;
    }
    case Kind::decimal: {
        if (!translator)
            return text_;
        const std::string separator = translator->text("decimal separator", NC_("decimal separator", "."));
        std::string out;
        for (char c : text_) {
            if (c == '.')
                out += separator;
            else
                out += c;
        }
        return out;
    }
    case Kind::capital: {
        std::string out = parts_.empty() ? std::string() : parts_.front().render(translator);
        if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
            out[0] = static_cast<char>(out[0] - 'a' + 'A');
        return out;
    }
    case Kind::sequence:
        break;
    }
    std::string out;
    for (const Text& part : parts_)
        out += part.render(translator);
    return out;
}

} // namespace pendule::arbiter
