#include "app/model/desk.hpp"

#include "io/trf.hpp"

namespace pendule::app {

Result<Desk> Desk::open(const std::filesystem::path& path) {
    auto read = io::read_round_journal_file(path);
    if (!read)
        return read.error();
    return Desk(path, std::move(read.value()));
}

std::optional<Error> Desk::apply(const DeskCommand& command, std::int64_t wall_ms) {
    const RecordResult& r = std::get<RecordResult>(command);
    if (!io::trf::result_codes(r.result))
        return fail("unknown result '" + r.result + "'");
    io::RoundRead read;
    auto writer = io::RoundJournalWriter::open(path_, read);
    if (!writer)
        return writer.error();
    io::RoundState now = io::round_state(read);
    if (!now.board(r.board))
        return fail("round " + std::to_string(now.opened.round) + " has no board " + std::to_string(r.board));
    const io::ResultSet record{r.board, wall_ms, r.result, r.reason};
    if (auto error = writer->append(record))
        return error;
    // What is shown is what the journal holds: its records, and the one just synced.
    read.records.push_back(record);
    read_ = std::move(read);
    round_ = io::round_state(read_);
    return std::nullopt;
}

} // namespace pendule::app
