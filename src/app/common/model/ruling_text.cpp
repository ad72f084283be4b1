#include "app/common/model/ruling_text.hpp"

namespace pendule::app {

namespace {

// The arbiter core's messages looked up in a catalogue.
class CatalogueTranslator final : public arbiter::Translator {
  public:
    explicit CatalogueTranslator(const i18n::Catalogue& catalogue) : catalogue_(catalogue) {}
    std::string text(std::string_view context, std::string_view msgid) const override {
        return std::string(catalogue_.text_in(context, msgid));
    }

  private:
    const i18n::Catalogue& catalogue_;
};

} // namespace

std::string text_in(const i18n::Lang& lang, const arbiter::Text& words) {
    if (lang.code() == "en")
        return words.english();
    return words.in(CatalogueTranslator(lang.catalogue()));
}

} // namespace pendule::app
