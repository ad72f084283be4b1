#include "app/clock/model/arbiter_lock.hpp"
#include "app/clock/model/session.hpp"
#include "app/clock/platform/time_source.hpp"
#include "session_fixture.hpp"

#include <catch2/catch.hpp>

using namespace pendule;
using namespace pendule::app;
using app::test::make_session;
using app::test::Window;

TEST_CASE("session: every command reaches the observer with its time", "[app][session]") {
    Window s = make_session(test::rapid());
    std::vector<std::string> seen;
    s.set_observer([&](const Command& c, TimePoint now, const Applied& a) {
        seen.push_back(describe(c) + "@" + std::to_string(now) + (a.accepted ? "" : " refused"));
    });
    (void)s.apply(PlayerPress{Side::left}, 5);
    (void)s.apply(StartGame{}, 10);
    (void)s.apply(PlayerPress{Side::left}, 20);
    (void)s.apply(SetTime{Colour::Black, 60'000}, 30);
    CHECK(seen == std::vector<std::string>{"press left@5 refused", "start@10", "press left@20",
                                           "set-time black 60000@30"});
}

TEST_CASE("session: arbiter actions are logged with their article and undone in order", "[app][session]") {
    Window s = make_session(test::rapid());
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    REQUIRE(s.apply(SetMoves{Colour::White, 12}, 1'000).accepted);
    CHECK(s.clock().state(1'000).of(Colour::White).moves == 12);
    REQUIRE(s.apply(FiveSecondIncrement{}, 2'000).accepted);
    CHECK(s.log().back().article == "III.4");
    REQUIRE(s.apply(DeclareResult{ResultKind::black_resigns}, 3'000).accepted);
    CHECK(s.phase() == Phase::finished);
    REQUIRE(s.result());
    CHECK(s.result()->score == "1-0");
    CHECK(s.log().back().article == "5.1.2");
    CHECK_FALSE(s.apply(PlayerPress{Side::left}, 3'500).accepted); // the game is over

    REQUIRE(s.apply(UndoLast{}, 4'000).accepted); // the result
    CHECK(s.phase() == Phase::playing);
    CHECK_FALSE(s.result());
    REQUIRE(s.apply(UndoLast{}, 4'000).accepted); // the increment
    REQUIRE(s.apply(UndoLast{}, 4'000).accepted); // the move counter
    CHECK(s.clock().state(4'000).of(Colour::White).moves == 0);
    CHECK_FALSE(s.apply(UndoLast{}, 4'000).accepted);
    CHECK(s.log().back().reason.rfind("undone", 0) == 0);
}

TEST_CASE("session: settings and presets can be changed before the start only", "[app][session]") {
    const io::Preset a{"a", "A", "", test::rapid(), "", {}};
    const io::Preset b{"b", "B", "", test::sudden_death(300'000), "", {}};
    Session s({a, b}, 0, AppConfig{}, i18n::Lang::en);
    GameSettings second = s.settings();
    second.preset = 1;
    CHECK(s.configure({second}));
    CHECK(s.clock().time_left(Colour::White, 0) == 300'000);
    GameSettings none = second;
    none.preset = 2;
    CHECK_FALSE(s.configure({none})); // not in the list: nothing changes
    CHECK(s.preset_index() == 1);
    REQUIRE(s.apply(StartGame{}, 0).accepted);
    GameSettings first = second;
    first.preset = 0;
    first.white_name = "Late";
    CHECK_FALSE(s.configure({first}));
    CHECK(s.preset_index() == 1);
    CHECK(s.settings().white_name.empty());
}

TEST_CASE("arbiter lock: chord, relock after inactivity, touch keeps it open", "[app][lock]") {
    ArbiterLock lock(10'000);
    CHECK(lock.is_locked(0));
    lock.chord(1'000);
    CHECK_FALSE(lock.is_locked(1'000));
    CHECK(lock.remaining_ms(4'000) == 7'000);
    lock.touch(9'000);
    CHECK_FALSE(lock.is_locked(18'999));
    CHECK(lock.is_locked(19'000));
    lock.chord(20'000);
    lock.lock();
    CHECK(lock.is_locked(20'000));
}

TEST_CASE("time sources: manual moves by hand, steady never goes back", "[app][time]") {
    ManualTimeSource manual(5);
    CHECK(manual.now_ms() == 5);
    manual.advance_ms(10);
    CHECK(manual.now_ms() == 15);
    CHECK(manual.now_us() == 15'000);
    SteadyTimeSource steady;
    const auto a = steady.now_us();
    const auto b = steady.now_us();
    CHECK(b >= a);
}
