#include "app/desk/model/desk.hpp"

#include "core/arbiter/mating_material.hpp"
#include "io/round/trf.hpp"

#include <algorithm>
#include <iterator>

namespace pendule::app {

Result<Desk> Desk::open(RoundFile file) {
    auto read = file.read();
    if (!read)
        return read.error();
    return Desk(std::move(file), std::move(read.value()));
}

namespace {

template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace

std::optional<Error> Desk::apply(const DeskCommand& command, std::int64_t wall_ms) {
    last_ruling_waits_ = false;
    if (const auto* r = std::get_if<RecordResult>(&command); r && !io::trf::result_codes(r->result))
        return fail("unknown result '" + r->result + "'");
    if (const auto* a = std::get_if<AddBoard>(&command); a && (a->white.empty() || a->black.empty()))
        return fail("a board needs both players' names");
    const auto* give = std::get_if<GiveRuling>(&command);
    if (!give || !executor_)
        return record(command, wall_ms, arbiter::kDefaultNodeBudget);
    if (waits_on(give->question.board))
        return fail("the ruling waits for the analysis: try again when it is done");
    // The quick budget on the spot, on the journal as it is now; the ruling waits only when it leaves
    // a verdict unknown (nodes, not time: whether it waits never depends on the machine's load).
    // Locked and read as record() does, so that a journal it would refuse is refused now, not later.
    io::RoundRead read;
    if (auto writer = file_.lock(read); !writer)
        return writer.error();
    auto needed = io::analysis_needed(io::round_state(read), give->question);
    if (!needed)
        return needed.error();
    if (!*needed)
        return record(command, wall_ms, arbiter::kQuickNodeBudget);
    Waiting waiting{*give, wall_ms, std::move(**needed), std::make_shared<Waiting::Answer>()};
    waiting_.push_back(std::move(waiting));
    last_ruling_waits_ = true;
    executor_->post([answer = waiting_.back().answer, question = waiting_.back().analysis] {
        MateAnalysed verdicts = answer_analysis(question);
        const std::lock_guard lock(answer->mutex);
        answer->verdicts = std::move(verdicts);
    });
    return std::nullopt;
}

bool Desk::waits_on(int board) const {
    return std::any_of(waiting_.begin(), waiting_.end(),
                       [&](const Waiting& w) { return w.ruling.question.board == board; });
}

std::vector<Desk::Arrived> Desk::take_verdicts() {
    std::vector<Arrived> arrived;
    for (auto it = waiting_.begin(); it != waiting_.end();) {
        std::optional<MateAnalysed> verdicts;
        {
            const std::lock_guard lock(it->answer->mutex);
            verdicts = it->answer->verdicts;
        }
        if (!verdicts) {
            ++it;
            continue;
        }
        Waiting waiting = std::move(*it);
        it = waiting_.erase(it);
        // The worker's verdicts stand (remembered in this process): the ruling, with the default budget
        // as round-rule asks, reads them instead of analysing again on the window's loop.
        for (const auto& [side, verdict] :
             {std::pair{Colour::White, verdicts->white}, std::pair{Colour::Black, verdicts->black}})
            if (verdict)
                arbiter::settle_verdict(waiting.analysis.position, side, *verdict,
                                        arbiter::kDefaultNodeBudget);
        Arrived out;
        out.board = waiting.ruling.question.board;
        out.question = waiting.ruling.question.question;
        const bool waits = last_ruling_waits_;
        if (auto error = record(waiting.ruling, waiting.wall_ms, arbiter::kDefaultNodeBudget))
            out.error = std::move(error);
        else
            out.ruling = last_ruling_;
        last_ruling_waits_ = waits;
        arrived.push_back(std::move(out));
    }
    return arrived;
}

std::optional<Error> Desk::record(const DeskCommand& command, std::int64_t wall_ms,
                                  std::uint64_t node_budget) {
    // Locked, then read: what another program recorded meanwhile is taken into account.
    io::RoundRead read;
    auto writer = file_.lock(read);
    if (!writer)
        return writer.error();
    const io::RoundState now = io::round_state(read);
    std::optional<io::DeskRuling> ruling;
    Result<io::RoundRecord> record = std::visit(
        Overloaded{
            [&](const RecordResult& r) -> Result<io::RoundRecord> {
                if (!now.board(r.board))
                    return fail("round " + std::to_string(now.opened.round) + " has no board " +
                                std::to_string(r.board));
                return io::RoundRecord{io::ResultSet{r.board, wall_ms, r.result, r.reason, r.reason_code}};
            },
            [&](const GiveRuling& g) -> Result<io::RoundRecord> {
                auto given = io::rule_on_board(now, g.question, wall_ms, node_budget);
                if (!given)
                    return given.error();
                ruling = std::move(given.value());
                return io::RoundRecord{ruling->record};
            },
            [&](const AddBoard& a) -> Result<io::RoundRecord> {
                return io::RoundRecord{io::BoardPaired{io::next_board_number(now), a.white, a.black, 0, 0}};
            }},
        command);
    if (!record)
        return record.error();
    if (auto error = writer->append(*record))
        return error;
    // What is shown is what the journal holds: its records, and the one just synced.
    read.records.push_back(*record);
    read_ = std::move(read);
    round_ = io::round_state(read_);
    if (ruling)
        last_ruling_ = std::move(ruling);
    if (const auto* b = std::get_if<io::BoardPaired>(&*record))
        last_board_added_ = b->board;
    return std::nullopt;
}

} // namespace pendule::app
