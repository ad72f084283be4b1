// libFuzzer target: message catalogues. Any bytes must give a Catalogue or an Error (never a read
// past the end); any text must give a plural rule or an Error, and a rule's form is always in range.
#include "i18n/catalogue.hpp"
#include "i18n/plural.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    auto catalogue = pendule::i18n::Catalogue::from_mo(bytes, "fuzz.mo");
    if (catalogue) {
        (void)catalogue->text("White");
        (void)catalogue->plural("{count} move", "{count} moves", 5);
    }
    auto rule = pendule::i18n::PluralRule::parse(bytes);
    if (rule) {
        for (std::uint64_t n : {0ull, 1ull, 2ull, 5ull, 11ull, 22ull, 101ull, 1000001ull}) {
            int form = rule->form_for(n);
            if (form < 0 || form >= rule->forms())
                std::abort(); // the catalogue's strings are indexed by this
        }
    }
    return 0;
}
