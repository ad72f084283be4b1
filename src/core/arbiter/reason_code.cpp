#include "core/arbiter/reason_code.hpp"

#include <array>
#include <iterator>

namespace pendule::arbiter {

namespace {

struct CodeName {
    ReasonCode code;
    std::string_view name;
};

constexpr std::array<CodeName, std::size(all_reason_codes)> code_names{{
    {ReasonCode::WhiteResigns, "white-resigns"},
    {ReasonCode::BlackResigns, "black-resigns"},
    {ReasonCode::Agreement, "agreement"},
    {ReasonCode::WhiteFlag, "white-flag"},
    {ReasonCode::BlackFlag, "black-flag"},
    {ReasonCode::WhiteIllegal, "white-illegal"},
    {ReasonCode::BlackIllegal, "black-illegal"},
    {ReasonCode::ArbiterDraw, "arbiter-draw"},
    {ReasonCode::WhiteClaim, "white-claim"},
    {ReasonCode::BlackClaim, "black-claim"},
    {ReasonCode::Checkmate, "checkmate"},
    {ReasonCode::Stalemate, "stalemate"},
    {ReasonCode::DeadPosition, "dead-position"},
    {ReasonCode::Fivefold, "fivefold"},
    {ReasonCode::SeventyFiveMoves, "seventy-five-moves"},
}};

static_assert(static_cast<std::size_t>(ReasonCode::SeventyFiveMoves) + 1 == std::size(all_reason_codes),
              "every ReasonCode is in all_reason_codes, in order");

} // namespace

std::string_view reason_code_name(ReasonCode code) {
    for (const CodeName& c : code_names)
        if (c.code == code)
            return c.name;
    return "?";
}

std::optional<ReasonCode> parse_reason_code(std::string_view name) {
    for (const CodeName& c : code_names)
        if (c.name == name)
            return c.code;
    return std::nullopt;
}

std::optional<ReasonCode> reason_code_of_ending(std::string_view article) {
    if (article == "5.1.1")
        return ReasonCode::Checkmate;
    if (article == "5.2.1")
        return ReasonCode::Stalemate;
    if (article == "5.2.2")
        return ReasonCode::DeadPosition;
    if (article == "9.6.1")
        return ReasonCode::Fivefold;
    if (article == "9.6.2")
        return ReasonCode::SeventyFiveMoves;
    return std::nullopt;
}

} // namespace pendule::arbiter
