#pragma once

// Helpers shared by the journal tests: a header for a named control, events built in one call,
// a journal text assembled from them, an unfinished game, a fresh temporary folder, and a file read back.

#include "io/journal/journal.hpp"
#include "io/preset/preset.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace journal_test {

using pendule::clock::Side;
using pendule::io::JournalEvent;
using pendule::io::JournalKind;

inline pendule::io::JournalHeader header_for(const std::string& control_text) {
    auto preset = pendule::io::resolve_preset(control_text);
    REQUIRE(preset);
    pendule::io::JournalHeader header;
    header.program = "test";
    header.created_wall_ms = 1'763'700'000'000;
    header.preset = preset.value();
    header.white = "Alice Martin";
    header.black = "Bruno Lefèvre";
    header.board = "12";
    return header;
}

inline JournalEvent event(JournalKind kind, std::int64_t t, std::optional<Side> side = std::nullopt,
                          std::int64_t value = 0) {
    return JournalEvent::of(kind, t, side, value);
}

// The journal text of a header and events, numbered 1, 2, 3...
inline std::string journal_text(const pendule::io::JournalHeader& header, std::vector<JournalEvent> events) {
    std::string text = pendule::io::encode_header(header);
    std::int64_t seq = 1;
    for (auto& e : events) {
        e.seq = seq++;
        text += pendule::io::encode_event(e);
    }
    return text;
}

// An unfinished game: White pressed once, Black's clock ran to the checkpoint.
inline std::vector<JournalEvent> unfinished_events() {
    JournalEvent checkpoint = event(JournalKind::Checkpoint, 21'000);
    checkpoint.wall_ms = 1'763'700'020'000;
    return {event(JournalKind::Start, 1000, Side::White), event(JournalKind::Press, 13'000, Side::White),
            checkpoint};
}

// A new empty folder under the system's temporary folder.
inline std::filesystem::path temp_dir(const std::string& name) {
    std::random_device random;
    const auto dir =
        std::filesystem::temp_directory_path() / ("pendule-test-" + name + "-" + std::to_string(random()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

// A file's whole content, byte for byte.
inline std::string file_text(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace journal_test
