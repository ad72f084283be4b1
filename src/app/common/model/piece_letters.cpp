#include "app/common/model/piece_letters.hpp"

#include <array>

namespace pendule::app {

rules::Notation san_notation(const i18n::Lang& lang) {
    // In the order of the catalogue's entry: king, queen, rook, bishop, knight.
    constexpr std::array types{rules::PieceType::King, rules::PieceType::Queen, rules::PieceType::Rook,
                               rules::PieceType::Bishop, rules::PieceType::Knight};
    const std::string letters = lang.trc("piece letters", "KQRBN");
    if (letters.size() != types.size())
        return rules::Notation::English;
    for (std::size_t i = 0; i < types.size(); ++i)
        if (letters[i] != rules::piece_letter(types[i], rules::Notation::French))
            return rules::Notation::English;
    return rules::Notation::French;
}

} // namespace pendule::app
