#include "core/arbiter/reason_code.hpp"

#include "core/arbiter/text.hpp"

#include <array>
#include <cassert>
#include <iterator>

namespace pendule::arbiter {

namespace {

// In the order of the enumeration (result_facts indexes it by the code).
constexpr std::array<ResultFacts, std::size(all_reason_codes)> result_table{{
    {ReasonCode::WhiteResigns, "white-resigns", "0-1", "5.1.2", NC_("result", "White resigns")},
    {ReasonCode::BlackResigns, "black-resigns", "1-0", "5.1.2", NC_("result", "Black resigns")},
    {ReasonCode::Agreement, "agreement", "1/2-1/2", "5.2.3", NC_("result", "draw by agreement")},
    {ReasonCode::WhiteFlag, "white-flag", "0-1", "6.9",
     NC_("result", "White's flag fell (draw instead if Black cannot checkmate)")},
    {ReasonCode::BlackFlag, "black-flag", "1-0", "6.9",
     NC_("result", "Black's flag fell (draw instead if White cannot checkmate)")},
    {ReasonCode::WhiteIllegal, "white-illegal", "0-1", "7.5.5",
     NC_("result", "White's second illegal move (draw instead if Black cannot checkmate)")},
    {ReasonCode::BlackIllegal, "black-illegal", "1-0", "7.5.5",
     NC_("result", "Black's second illegal move (draw instead if White cannot checkmate)")},
    {ReasonCode::ArbiterDraw, "arbiter-draw", "1/2-1/2", "6.9 / 7.5.5",
     NC_("result", "draw declared by the arbiter (the opponent cannot checkmate)")},
    {ReasonCode::WhiteClaim, "white-claim", "1/2-1/2", "9.2 / 9.3", ""},
    {ReasonCode::BlackClaim, "black-claim", "1/2-1/2", "9.2 / 9.3", ""},
    {ReasonCode::Checkmate, "checkmate", "", "5.1.1", ""},
    {ReasonCode::Stalemate, "stalemate", "1/2-1/2", "5.2.1", ""},
    {ReasonCode::DeadPosition, "dead-position", "1/2-1/2", "5.2.2", ""},
    {ReasonCode::Fivefold, "fivefold", "1/2-1/2", "9.6.1", ""},
    {ReasonCode::SeventyFiveMoves, "seventy-five-moves", "1/2-1/2", "9.6.2", ""},
}};

constexpr bool in_enumeration_order() {
    for (std::size_t i = 0; i < result_table.size(); ++i)
        if (result_table[i].code != all_reason_codes[i])
            return false;
    return true;
}

static_assert(static_cast<std::size_t>(ReasonCode::SeventyFiveMoves) + 1 == std::size(all_reason_codes),
              "every ReasonCode is in all_reason_codes, in order");
static_assert(in_enumeration_order(), "the table of results has every code, in the enumeration's order");

// The endings the core finds in a game score itself (endings.cpp): the codes from checkmate to the
// end of the enumeration.
constexpr std::size_t first_ending = static_cast<std::size_t>(ReasonCode::Checkmate);

} // namespace

const ResultFacts& result_facts(ReasonCode code) {
    assert(static_cast<std::size_t>(code) < result_table.size());
    return result_table[static_cast<std::size_t>(code)];
}

std::string_view reason_code_name(ReasonCode code) {
    return result_facts(code).name;
}

std::optional<ReasonCode> parse_reason_code(std::string_view name) {
    for (const ResultFacts& r : result_table)
        if (r.name == name)
            return r.code;
    return std::nullopt;
}

std::optional<ReasonCode> reason_code_of_ending(std::string_view article) {
    for (std::size_t i = first_ending; i < result_table.size(); ++i)
        if (result_table[i].article == article)
            return result_table[i].code;
    return std::nullopt;
}

} // namespace pendule::arbiter
