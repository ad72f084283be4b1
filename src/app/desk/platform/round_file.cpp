#include "app/desk/platform/round_file.hpp"

namespace pendule::app {

RoundFile round_file_at(std::filesystem::path path) {
    RoundFile file{path, {}, {}};
    file.read = [path] { return io::read_round_journal_file(path); };
    file.lock = [path](io::RoundRead& read) { return io::RoundJournalWriter::open(path, read); };
    return file;
}

Result<Desk> open_desk(const std::filesystem::path& path) {
    return Desk::open(round_file_at(path));
}

} // namespace pendule::app
