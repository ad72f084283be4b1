#pragma once

// The hall page's language: `?lang=fr` when the hall has that language, else the browser's
// Accept-Language (RFC 9110 12.5.4: tags with q weights, "fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5"),
// the first wanted language the hall has, by weight then order; English otherwise. Only the
// primary subtag counts ("fr-CA" is "fr"); q=0 means "not this one".

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pendule::hall {

// `available`: the codes of the catalogues found ("fr"); English is always available.
std::string page_language(const std::optional<std::string>& query, std::string_view accept_language,
                          const std::vector<std::string>& available);

} // namespace pendule::hall
