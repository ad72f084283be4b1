#pragma once

// For the desk's tests: its layout, and round journals (a fresh folder under the temporary
// directory and a journal opened with the given round and records, each appended as the desk would).

#include "app/desk/view/desk_view.hpp"
#include "io/round/round_journal.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <random>
#include <string>
#include <vector>

namespace pendule::app::test {

// The desk's layout at 1280 x 720, three rows of boards.
inline const DeskLayout desk_layout = make_desk_layout(1280, 720, 3);

inline std::filesystem::path round_journal(const std::string& name, const io::RoundOpened& opened,
                                           const std::vector<io::RoundRecord>& records) {
    std::random_device random;
    const auto dir =
        std::filesystem::temp_directory_path() / ("pendule-desk-" + name + std::to_string(random()));
    std::filesystem::create_directories(dir);
    const auto path = dir / ("r" + std::to_string(opened.round) + ".round");
    auto writer = io::RoundJournalWriter::create(path, opened);
    REQUIRE(writer);
    for (const io::RoundRecord& record : records)
        REQUIRE_FALSE(writer->append(record));
    return path;
}

// Round 5 of an open at 90 min + 30 s, two boards.
inline std::filesystem::path standard_round(const std::string& name) {
    return round_journal(name, {"Open", 5, "2023", 0, "", "5400+30"},
                         {io::BoardPaired{1, "Aronsen, Anders", "Berthier, Claire", 0, 0},
                          io::BoardPaired{2, "Castro, Diego", "Dubois, Eve", 0, 0}});
}

} // namespace pendule::app::test
