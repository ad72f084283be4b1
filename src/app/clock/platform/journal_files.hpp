#pragma once

// The game's journal on the disk: created in the journals' folder at the start, read again to
// resume. The recorder and the resumption's replay (app/clock/model) are given what is read here.

#include "app/clock/model/journal_recorder.hpp"
#include "app/clock/model/resume.hpp"

#include <filesystem>

namespace pendule::app {

// A new journal file in `dir` for each game the recorder starts (io::JournalWriter::create).
JournalRecorder::JournalOpener journal_in(std::filesystem::path dir);

// Reads and replays an unfinished journal. An Error when it cannot be resumed safely (unreadable,
// a damaged record in the middle: the arbiter must look at it with pendule-cli replay).
Result<ResumeSource> load_resume_source(const std::filesystem::path& file);

} // namespace pendule::app
