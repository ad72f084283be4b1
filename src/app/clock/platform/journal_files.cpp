#include "app/clock/platform/journal_files.hpp"

#include "io/journal/journal.hpp"

namespace pendule::app {

JournalRecorder::JournalOpener journal_in(std::filesystem::path dir) {
    return [dir = std::move(dir)](const io::JournalHeader& header, io::JournalWriter::LineObserver observer) {
        return io::JournalWriter::create(dir, header, std::move(observer));
    };
}

Result<ResumeSource> load_resume_source(const std::filesystem::path& file) {
    auto read = io::read_journal_file(file);
    if (!read)
        return read.error();
    return resume_source_of(file, std::move(read.value()));
}

} // namespace pendule::app
