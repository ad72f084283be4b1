#include "core/rules/pgn_game.hpp"

namespace pendule::rules {

namespace {

// Comments are kept with their whitespace runs (line breaks included) collapsed to one space
// and trimmed, so that a comment survives being re-wrapped by the writer.
std::string normalise_comment(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    bool space = false;
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            space = !out.empty();
            continue;
        }
        if (space) {
            out += ' ';
            space = false;
        }
        out += c;
    }
    return out;
}

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i])) {
            return false;
        }
    }
    return true;
}

} // namespace

Result<Variant> read_variant(std::string_view value) {
    for (const std::string_view standard : {"", "standard", "chess", "from position", "normal"}) {
        if (equals_ignoring_case(value, standard)) {
            return Variant::Standard;
        }
    }
    // Chess960's names in real files: "Chess960", "chess 960", "Fischerandom", "Fischer Random",
    // "FRC", "960": compared without case, spaces or hyphens.
    std::string squeezed;
    for (char c : value) {
        if (c != ' ' && c != '-' && c != '_') {
            squeezed += c;
        }
    }
    for (const std::string_view chess960 :
         {"chess960", "fischerandom", "fischerrandom", "fischerrandomchess", "frc", "960"}) {
        if (equals_ignoring_case(squeezed, chess960)) {
            return Variant::Chess960;
        }
    }
    return fail("variant " + std::string(value) + " is not supported", "Variant tag");
}

std::optional<std::string> unsupported_variant(std::string_view value) {
    auto variant = read_variant(value);
    if (variant) {
        return std::nullopt;
    }
    return variant.error().message;
}

Variant PgnGame::variant() const {
    const auto value = tag("Variant");
    if (!value) {
        return Variant::Standard;
    }
    auto read = read_variant(*value);
    return read ? *read : Variant::Standard;
}

bool PgnLine::operator==(const PgnLine& other) const {
    return comments == other.comments && nags == other.nags && moves == other.moves;
}

bool PgnMove::operator==(const PgnMove& other) const {
    return san == other.san && nags == other.nags && comments == other.comments &&
           variations == other.variations;
}

std::optional<std::string_view> PgnGame::tag(std::string_view name) const {
    for (const auto& pair : tags) {
        if (pair.name == name) {
            return std::string_view(pair.value);
        }
    }
    return std::nullopt;
}

void PgnGame::set_tag(std::string_view name, std::string_view value) {
    for (auto& pair : tags) {
        if (pair.name == name) {
            pair.value = std::string(value);
            return;
        }
    }
    tags.push_back(PgnTag{std::string(name), std::string(value)});
}

void PgnGame::set_start(bool chess960, std::string_view fen) {
    if (chess960)
        set_tag("Variant", "Chess960");
    if (!fen.empty()) {
        set_tag("SetUp", "1");
        set_tag("FEN", fen);
    }
}

std::optional<std::string_view> PgnGame::start_fen() const {
    const auto setup = tag("SetUp");
    const auto fen = tag("FEN");
    if (setup && *setup == "0") {
        return std::nullopt;
    }
    return fen;
}

std::string PgnGame::describe() const {
    const std::string_view white = tag("White").value_or("?");
    const std::string_view black = tag("Black").value_or("?");
    std::string text = std::string(white) + " - " + std::string(black);
    if (const auto event = tag("Event"); event && !is_unknown_tag_value(*event)) {
        text += ", " + std::string(*event);
    }
    if (const auto round = tag("Round"); round && !is_unknown_tag_value(*round)) {
        text += ", Round " + std::string(*round);
    }
    return text;
}

void PgnGameBuilder::begin_game(const PgnSpot& where) {
    game_ = PgnGame{};
    game_.line = where.line;
    lines_.assign(1, &game_.moves);
}

void PgnGameBuilder::tag(std::string_view name, std::string_view value) {
    game_.tags.push_back(PgnTag{std::string(name), std::string(value)});
}

PgnFlow PgnGameBuilder::move(std::string_view san, const PgnSpot& /*where*/) {
    PgnMove move;
    move.san = std::string(san);
    lines_.back()->moves.push_back(std::move(move));
    return PgnFlow::Continue;
}

void PgnGameBuilder::nag(int value) {
    PgnLine& line = *lines_.back();
    (line.moves.empty() ? line.nags : line.moves.back().nags).push_back(value);
}

void PgnGameBuilder::comment(std::string_view text) {
    PgnLine& line = *lines_.back();
    std::string normal = normalise_comment(text);
    (line.moves.empty() ? line.comments : line.moves.back().comments).push_back(std::move(normal));
}

void PgnGameBuilder::begin_variation() {
    // The reader guarantees a move before every '(': the variation replaces it.
    PgnMove& replaced = lines_.back()->moves.back();
    replaced.variations.emplace_back();
    lines_.push_back(&replaced.variations.back());
}

void PgnGameBuilder::end_variation() {
    if (lines_.size() > 1) {
        lines_.pop_back();
    }
}

void PgnGameBuilder::end_game(std::string_view result) {
    game_.result = std::string(result);
    lines_.clear();
}

Result<std::vector<PgnGame>> read_pgn(std::string_view text, PgnReadOptions options) {
    PgnReader reader(text, options);
    PgnGameBuilder builder;
    std::vector<PgnGame> games;
    while (true) {
        auto more = reader.read_game(builder);
        if (!more) {
            return more.error();
        }
        if (!*more) {
            return games;
        }
        games.push_back(std::move(builder.game()));
    }
}

namespace {

// Builds games, stepping over syntax errors: the first one of each game is kept.
class SteppingBuilder : public PgnGameBuilder {
  public:
    void begin_game(const PgnSpot& where) override {
        PgnGameBuilder::begin_game(where);
        error_.reset();
    }
    bool recover(const PgnFault& fault) override {
        if (!error_) {
            error_ = fail(std::string(fault.message), fault.where.text());
        }
        return true;
    }
    const std::optional<Error>& error() const { return error_; }

  private:
    std::optional<Error> error_;
};

} // namespace

std::vector<Result<PgnGame>> read_pgn_each(std::string_view text, PgnReadOptions options) {
    PgnReader reader(text, options);
    SteppingBuilder builder;
    std::vector<Result<PgnGame>> games;
    while (true) {
        auto more = reader.read_game(builder);
        if (!more || !*more) {
            return games; // a builder that steps over every error never sees read_game fail
        }
        if (builder.error()) {
            games.emplace_back(*builder.error());
        } else {
            games.emplace_back(std::move(builder.game()));
        }
    }
}

Result<PgnGame> read_pgn_game(std::string_view text, PgnReadOptions options) {
    PgnReader reader(text, options);
    PgnGameBuilder builder;
    auto more = reader.read_game(builder);
    if (!more) {
        return more.error();
    }
    if (!*more) {
        return fail("no game in the text");
    }
    return std::move(builder.game());
}

} // namespace pendule::rules
