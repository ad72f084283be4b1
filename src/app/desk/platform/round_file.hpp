#pragma once

// The round journal's file on the disk, for the desk (app/desk/model/desk.hpp).

#include "app/desk/model/desk.hpp"

#include <filesystem>

namespace pendule::app {

// The journal at `path`: read whole (io::read_round_journal_file), locked and read again for a
// record (io::RoundJournalWriter::open).
RoundFile round_file_at(std::filesystem::path path);

// Desk::open of the journal at `path`.
Result<Desk> open_desk(const std::filesystem::path& path);

} // namespace pendule::app
