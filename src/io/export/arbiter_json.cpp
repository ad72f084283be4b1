#include "io/export/arbiter_json.hpp"

#include <nlohmann/json.hpp>

namespace pendule::io {

namespace {

using Json = nlohmann::ordered_json;

Json verdict_json(arbiter::Verdict verdict) {
    switch (verdict) {
    case arbiter::Verdict::Yes:
        return true;
    case arbiter::Verdict::No:
        return false;
    case arbiter::Verdict::Unknown:
        break;
    }
    return nullptr;
}

std::string lower_color(rules::Color color) {
    return color == rules::Color::White ? "white" : "black";
}

Json board_json(const arbiter::RepetitionBoard& board) {
    return {{"ply", board.ply},
            {"move", board.san ? Json(board.move_label + " " + *board.san) : Json(nullptr)},
            {"written", board.written},
            {"caption", board.caption.english()},
            {"fen", board.fen}};
}

const char* difference_kind(arbiter::PositionDifference::Kind kind) {
    switch (kind) {
    case arbiter::PositionDifference::Kind::side_to_move:
        return "side_to_move";
    case arbiter::PositionDifference::Kind::castling_right:
        return "castling_right";
    case arbiter::PositionDifference::Kind::en_passant:
        break;
    }
    return "en_passant";
}

Json difference_json(const arbiter::PositionDifference& d) {
    Json json = {{"kind", difference_kind(d.kind)}, {"player", lower_color(d.player)}};
    if (d.kind == arbiter::PositionDifference::Kind::castling_right) {
        const bool kingside = (d.right & (rules::kWhiteKingside | rules::kBlackKingside)) != 0;
        const bool queenside = (d.right & (rules::kWhiteQueenside | rules::kBlackQueenside)) != 0;
        json["wing"] = kingside && queenside ? "both" : kingside ? "kingside" : "queenside";
    }
    if (d.kind != arbiter::PositionDifference::Kind::side_to_move)
        json["at"] = d.at_near ? "near" : "claimed";
    if (d.kind == arbiter::PositionDifference::Kind::en_passant) {
        json["pawn"] = rules::square_name(d.pawn);
        json["capture"] = d.capture;
    }
    json["words"] = d.words.english();
    return json;
}

// The claimed position at each occurrence and the near positions that do not count.
Json repetition_json(const arbiter::RepetitionAnalysis& analysis) {
    Json occurrences = Json::array();
    for (const auto& board : analysis.occurrences)
        occurrences.push_back(board_json(board));
    Json near = Json::array();
    for (const auto& position : analysis.near) {
        Json json = board_json(position.board);
        Json differences = Json::array();
        for (const auto& d : position.differences)
            differences.push_back(difference_json(d));
        json["differences"] = differences;
        json["reason"] = position.reason.english();
        near.push_back(json);
    }
    return {{"summary", analysis.summary.english()}, {"occurrences", occurrences}, {"near", near}};
}

std::string dump(const Json& json) {
    return json.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

} // namespace

std::string claim_to_json(const arbiter::ClaimRuling& ruling, arbiter::Edition edition,
                          clock::GameSpeed speed) {
    const arbiter::ClaimFinding& finding = ruling.finding;
    Json json;
    json["valid"] = finding.valid;
    json["article"] = finding.article ? Json(*finding.article) : Json(nullptr);
    json["explanation"] = ruling.ruling.explanation;
    json["occurrences"] = finding.occurrences;
    if (ruling.penalty) {
        Json penalty;
        penalty["claimant_ms"] =
            ruling.penalty->claimant_ms ? Json(*ruling.penalty->claimant_ms) : Json(nullptr);
        penalty["opponent_ms"] = ruling.penalty->opponent_ms;
        json["penalty"] = penalty;
    } else {
        json["penalty"] = nullptr;
    }
    if (finding.game_over) {
        json["game_over"] = {{"ply", finding.game_over->ply},
                             {"article", finding.game_over->article},
                             {"result", arbiter::outcome_text(finding.game_over->outcome)},
                             {"reason", finding.game_over->reason}};
    } else {
        json["game_over"] = nullptr;
    }
    json["quiet_plies"] = finding.quiet_plies;
    json["outcome"] = arbiter::outcome_text(ruling.ruling.outcome);
    json["claimant_after_ms"] = ruling.claimant_after_ms ? Json(*ruling.claimant_after_ms) : Json(nullptr);
    json["opponent_after_ms"] = ruling.opponent_after_ms ? Json(*ruling.opponent_after_ms) : Json(nullptr);
    json["edition"] = std::string(arbiter::edition_name(edition));
    json["speed"] = clock::speed_name(speed);
    json["repetition"] = repetition_json(finding.repetition);
    return dump(json);
}

std::string status_to_json(const arbiter::GameStatus& status, arbiter::Edition edition) {
    Json json;
    json["fen"] = status.fen;
    json["checkmate"] = status.checkmate;
    json["stalemate"] = status.stalemate;
    json["repetitions"] = status.repetitions;
    json["halfmove_clock"] = status.halfmove_clock;
    json["threefold_claim"] = status.threefold_claim;
    json["fifty_claim"] = status.fifty_claim;
    json["fivefold"] = status.fivefold;
    json["seventyfive"] = status.seventyfive;
    json["dead_position"] = verdict_json(status.dead_position);
    json["can_mate"] = {{"white", verdict_json(status.white_can_mate)},
                        {"black", verdict_json(status.black_can_mate)}};
    json["side_to_move"] = lower_color(status.side_to_move);
    json["check"] = status.check;
    json["plies"] = status.plies;
    json["last_move"] = status.last_move.empty() ? Json(nullptr) : Json(status.last_move);
    json["first_threefold_ply"] =
        status.first_threefold_ply ? Json(*status.first_threefold_ply) : Json(nullptr);
    json["claim_moves"] = {{"9.2.1", status.threefold_moves}, {"9.3.1", status.fifty_moves}};
    if (status.ending) {
        json["ending"] = {{"ply", status.ending->ply},
                          {"article", status.ending->article},
                          {"result", arbiter::outcome_text(status.ending->outcome)},
                          {"reason", status.ending->reason}};
    } else {
        json["ending"] = nullptr;
    }
    json["edition"] = std::string(arbiter::edition_name(edition));
    return dump(json);
}

std::string flag_to_json(const arbiter::Ruling& ruling, rules::Color flagged,
                         arbiter::Verdict opponent_can_mate, arbiter::Edition edition) {
    Json json;
    json["side"] = lower_color(flagged);
    json["result"] = arbiter::outcome_text(ruling.outcome);
    json["article"] = ruling.article;
    json["explanation"] = ruling.explanation;
    json["opponent_can_mate"] = verdict_json(opponent_can_mate);
    json["edition"] = std::string(arbiter::edition_name(edition));
    return dump(json);
}

} // namespace pendule::io
