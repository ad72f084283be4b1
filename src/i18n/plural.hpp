#pragma once

#include "core/result.hpp"

#include <cstdint>
#include <memory>
#include <string_view>

namespace pendule::i18n {

// The plural rule of a language, as gettext's catalogues write it in their header
// ("Plural-Forms: nplurals=2; plural=(n > 1);"): a C expression of `n` that picks which of the
// catalogue's forms a count takes. French says "1 coup, 2 coups" but also "0 coup"; Polish has three
// forms. The expression is parsed once and evaluated for each count.
class PluralRule {
  public:
    // The rule of English and of a catalogue without a Plural-Forms line: one form for 1, one for
    // the rest.
    PluralRule();

    // Reads the Plural-Forms value ("nplurals=3; plural=(n==1 ? 0 : n%10>=2 && ...);").
    static Result<PluralRule> parse(std::string_view header_value);

    int forms() const { return forms_; }
    // The index of the form for `n`, always in [0, forms()): a rule that says otherwise falls back
    // to the last form rather than reading past the catalogue's strings.
    int form_for(std::uint64_t n) const;

    struct Node;

  private:
    PluralRule(int forms, std::shared_ptr<const Node> root) : forms_(forms), root_(std::move(root)) {}

    int forms_ = 2;
    std::shared_ptr<const Node> root_;
};

} // namespace pendule::i18n
