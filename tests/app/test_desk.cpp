// The desk screen (issue 12): the round journal's boards, results entered from the keyboard and
// recorded before they are shown, the view in English and French, and bad input refused.
#include "app/input/desk_input.hpp"
#include "app/model/desk.hpp"
#include "app/view/desk_view.hpp"
#include "io/round_journal.hpp"
#include "io/text_file.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>

using namespace pendule;
using namespace pendule::app;

namespace {

std::filesystem::path new_round(const std::string& name) {
    std::random_device random;
    const auto dir =
        std::filesystem::temp_directory_path() / ("pendule-desk-" + name + std::to_string(random()));
    std::filesystem::create_directories(dir);
    const auto path = dir / "r3.round";
    auto writer = io::RoundJournalWriter::create(path, {"club", 3, "2023", 0, "", "900+10"});
    REQUIRE(writer);
    REQUIRE_FALSE(writer->append(io::BoardPaired{1, "Aronsen, Anders", "Berthier, Claire", 0, 0}));
    REQUIRE_FALSE(writer->append(io::BoardPaired{2, "Castro, Diego", "Dubois, Eve", 0, 0}));
    REQUIRE_FALSE(writer->append(io::BoardPaired{3, "Evans, Frank", "Fischer, Gerd", 0, 0}));
    REQUIRE_FALSE(writer->append(io::PlayerUnpaired{7, "Garcia, Hugo", 'H'}));
    return path;
}

const DeskLayout layout = make_desk_layout(1280, 720, 3);

DeskRouted type(const Desk& desk, DeskScreen& screen, char32_t c) {
    return route_desk_input(desk, screen, InputEvent::typed(c), layout);
}

} // namespace

TEST_CASE("desk: the arrows choose a board, a key gives its result, recorded before it is shown",
          "[app][desk]") {
    const auto path = new_round("keys");
    auto desk = Desk::open(path);
    REQUIRE(desk);
    DeskScreen screen;
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Down), layout);
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Down), layout);
    CHECK(screen.selected == 2);
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Down), layout);
    CHECK(screen.selected == 0); // round the list
    route_desk_input(*desk, screen, InputEvent::key_down(Key::Up), layout);
    CHECK(screen.selected == 2);
    const DeskRouted routed = type(*desk, screen, U'=');
    REQUIRE(routed.command);
    CHECK(std::get<RecordResult>(*routed.command).board == 3);
    CHECK(std::get<RecordResult>(*routed.command).result == "1/2-1/2");
    REQUIRE_FALSE(desk->apply(*routed.command, 1'000));
    // On the disk before the view shows it: a fresh reading of the file has it.
    auto again = io::read_round_journal_file(path);
    REQUIRE(again);
    CHECK(io::round_state(*again).results.at(3).result == "1/2-1/2");
    const DeskView view = make_desk_view(*desk, screen, Lang::en);
    REQUIRE(view.rows.size() == 3);
    CHECK(view.rows[2].result == "½-½");
    CHECK(view.rows[2].selected);
    CHECK(view.rows[0].result.empty());
    CHECK(view.subtitle == "Laws of Chess 2023 · 900+10 · results: 1 of 3");
    // The other keys: 1, 0, +, -; a letter does nothing.
    CHECK(std::get<RecordResult>(*type(*desk, screen, U'1').command).result == "1-0");
    CHECK(std::get<RecordResult>(*type(*desk, screen, U'0').command).result == "0-1");
    CHECK(std::get<RecordResult>(*type(*desk, screen, U'+').command).result == "+-");
    CHECK(std::get<RecordResult>(*type(*desk, screen, U'-').command).result == "-+");
    CHECK_FALSE(type(*desk, screen, U'x').command);
    CHECK(route_desk_input(*desk, screen, InputEvent::key_down(Key::Escape), layout).quit);
    // A click on the second row chooses it.
    route_desk_input(*desk, screen, InputEvent::click_at(300, layout.rows_top + layout.row_h + 2), layout);
    CHECK(screen.selected == 1);
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("desk: a result recorded meanwhile by another program is kept and shown", "[app][desk]") {
    const auto path = new_round("others");
    auto desk = Desk::open(path);
    REQUIRE(desk);
    {
        io::RoundRead read;
        auto other = io::RoundJournalWriter::open(path, read); // pendule-cli round-result, say
        REQUIRE(other);
        REQUIRE_FALSE(other->append(io::ResultSet{1, 5, "1-0", "by the CLI"}));
    }
    REQUIRE_FALSE(desk->apply(RecordResult{2, "0-1", ""}, 10));
    CHECK(desk->round().results.at(1).result == "1-0");
    CHECK(desk->round().results.at(2).result == "0-1");
    auto error = desk->apply(RecordResult{9, "1-0", ""}, 11);
    REQUIRE(error);
    CHECK(error->text() == "round 3 has no board 9");
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("desk: French words, and a damaged journal shown and never written", "[app][desk]") {
    const auto path = new_round("fr");
    auto desk = Desk::open(path);
    REQUIRE(desk);
    DeskScreen screen;
    const DeskView fr = make_desk_view(*desk, screen, Lang::fr);
    CHECK(fr.title == "Ronde 3 — club");
    CHECK(fr.head_result == "Résultat");
    REQUIRE(fr.unpaired.size() == 1);
    CHECK(fr.unpaired[0] == "Garcia, Hugo : exempt (un demi-point)");
    CHECK(fr.hint.find("choisir un échiquier") != std::string::npos);
    // Damage in the middle: the desk reads what it can, says so, and records nothing.
    auto text = io::read_text_file(path.string());
    REQUIRE(text);
    std::string damaged = *text;
    damaged[damaged.find("Castro")] = 'K';
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << damaged;
    }
    auto broken = Desk::open(path);
    REQUIRE(broken);
    const DeskView view = make_desk_view(*broken, screen, Lang::en);
    CHECK(view.message_is_error);
    CHECK(view.message.rfind("The round journal is damaged: nothing can be recorded", 0) == 0);
    CHECK(view.rows.size() == 1);
    REQUIRE(broken->apply(RecordResult{1, "1-0", ""}, 1));
    CHECK(*io::read_text_file(path.string()) == damaged);
    std::filesystem::remove_all(path.parent_path());
}
