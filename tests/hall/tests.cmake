# The hall end to end: a real mosquitto on a free loopback port, pendule-hall, five simulated boards
# (label `hall`; needs mosquitto, mosquitto-clients, curl and python3).
# The server's library (the other test programs link only the board side, through pendule_cli_lib);
# test_hall_store.cpp reads the store with SQLite itself.
target_link_libraries(${module_tests} PRIVATE pendule_hall_server PkgConfig::SQLITE)
# pendule-hall's server (cpp-httplib) is not in the Windows build (docs/windows.md): its connection
# threads' test is left out of the module's tests there.
if(NOT PENDULE_HALL_SERVER)
  set_source_files_properties(${CMAKE_CURRENT_LIST_DIR}/server/test_connection_threads.cpp PROPERTIES HEADER_FILE_ONLY TRUE)
endif()
find_program(PENDULE_MOSQUITTO mosquitto PATHS /usr/sbin)
if(NOT TARGET pendule-hall OR NOT PENDULE_MOSQUITTO)
  message(WARNING "tests/hall: pendule-hall or mosquitto is missing, the hall's end-to-end test is left out")
  return()
endif()
add_test(NAME "hall: simulated boards through mosquitto, the hall equals their journals, SIGKILL loses nothing"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/hall_test.sh $<TARGET_FILE:pendule-hall> $<TARGET_FILE:pendule-cli>
                 ${CMAKE_BINARY_DIR}/hall-test)
set_tests_properties("hall: simulated boards through mosquitto, the hall equals their journals, SIGKILL loses nothing"
                     PROPERTIES LABELS hall TIMEOUT 120 ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
add_test(NAME "hall: a lost record is asked for again on .../resend and the board's publisher fills the hole"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/hall_resend_test.sh $<TARGET_FILE:pendule-hall>
                 $<TARGET_FILE:pendule-cli> ${CMAKE_BINARY_DIR}/hall-resend-test)
set_tests_properties("hall: a lost record is asked for again on .../resend and the board's publisher fills the hole"
                     PROPERTIES LABELS hall TIMEOUT 60 ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
add_test(NAME "hall: a message is acknowledged only once stored: the database locked, the hall SIGKILLed, nothing lost"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/hall_ack_after_store_test.sh $<TARGET_FILE:pendule-hall>
                 $<TARGET_FILE:pendule-cli> ${CMAKE_BINARY_DIR}/hall-ack-test)
set_tests_properties("hall: a message is acknowledged only once stored: the database locked, the hall SIGKILLed, nothing lost"
                     PROPERTIES LABELS hall TIMEOUT 60 ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
add_test(NAME "hall: stopped by SIGTERM the moment it listens, it exits within 4 s, 20 times of 20"
         COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/hall_stop_early_test.py $<TARGET_FILE:pendule-hall>
                 ${CMAKE_BINARY_DIR}/hall-stop-early-test 20)
set_tests_properties("hall: stopped by SIGTERM the moment it listens, it exits within 4 s, 20 times of 20"
                     PROPERTIES LABELS hall TIMEOUT 120)
# A sample of bench/hall_long_round.py (1,000 boards x 5 hours there): a round written into the
# hall's tables as an earlier hall left them (no checkpoint), the hall started on them (each board
# replayed whole, its checkpoint kept), stopped, the round's last records stored, the hall started
# again (each board from its checkpoint and the records after it), and each board equals its journal.
# (The . stands for the summary's semicolon, which a CMake list would split.)
pendule_expect_test("hall: restarted on a long round's database, without checkpoints then on the hall's own, equal to its journals" 0
                    "journals equal byte for byte: 20/20. /api/boards equal to the replay: 20/20" LABELS hall
                    COMMAND python3 ${PROJECT_SOURCE_DIR}/bench/hall_long_round.py --build ${CMAKE_BINARY_DIR} --boards 20
                            --hours 1 --work ${CMAKE_BINARY_DIR}/hall-long-round-test)
set_tests_properties("hall: restarted on a long round's database, without checkpoints then on the hall's own, equal to its journals"
                     PROPERTIES TIMEOUT 120 ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
# A sample of bench/venue_bridge.py (100 boards and whole games there): six simulated DGT e-boards
# with DGT 3000 clocks, 24 plies of a real game each with the hands' noise, one eboard-bridge to the
# hall through mosquitto, the broker SIGKILLed twice and the bridge once: the hall's games.pgn has
# every move, and every [%clk] the clock showed but for the presses made while the bridge was down;
# with Chromium, the hall's page draws every position and a board's page steps through its game.
find_program(PENDULE_CHROMIUM chromium)
set(pendule_venue_browser "")
set(pendule_venue_pages "")
set(pendule_venue_labels hall)
if(PENDULE_CHROMIUM)
  set(pendule_venue_browser --browser)
  set(pendule_venue_pages ", pages: drawn")
  set(pendule_venue_labels "hall;browser")
endif()
pendule_expect_test("hall: a venue's e-boards and DGT clocks through eboard-bridge, broker and bridge SIGKILLed, nothing lost" 0
                    "moves equal to the games played: 6/6, clock times missing outside the bridge's stop: 0, wrong: 0, pgn-extract: read${pendule_venue_pages}"
                    LABELS ${pendule_venue_labels}
                    COMMAND python3 ${PROJECT_SOURCE_DIR}/bench/venue_bridge.py --build ${CMAKE_BINARY_DIR}
                            --games ${PROJECT_SOURCE_DIR}/tests/data/board/london-1851.pgn --boards 6 --plies 24
                            --gap 0.6 --work ${CMAKE_BINARY_DIR}/venue-bridge-test ${pendule_venue_browser})
# Mostly waiting for hands at a human pace (45 s, 3 s of processor time): started first, it runs
# beside the others instead of ending the suite.
set_tests_properties("hall: a venue's e-boards and DGT clocks through eboard-bridge, broker and bridge SIGKILLed, nothing lost"
                     PROPERTIES TIMEOUT 180 COST 200 ENVIRONMENT "PATH=/usr/sbin:/usr/games:$ENV{PATH}")
# The hall page in headless Chromium (Debian chromium): it updates without a reload, also across a
# restart of the hall; French by ?lang=fr and by the browser's language.
find_program(PENDULE_CHROMIUM chromium)
if(PENDULE_CHROMIUM)
  add_test(NAME "hall: the page in headless Chromium updates without a reload, by the live feed, and speaks French"
           COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/hall_page_test.py $<TARGET_FILE:pendule-hall>
                   $<TARGET_FILE:pendule-cli> ${CMAKE_BINARY_DIR}/hall-page-test)
  set_tests_properties("hall: the page in headless Chromium updates without a reload, by the live feed, and speaks French"
                       PROPERTIES LABELS "hall;browser" TIMEOUT 60 ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
else()
  message(WARNING "tests/hall: chromium is missing, the hall page's browser test is left out")
endif()
if(TARGET pendule)
  add_test(NAME "hall: the window publishes its journal (--hall) under Xvfb, the hall equals it"
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/hall_window_test.sh $<TARGET_FILE:pendule> $<TARGET_FILE:pendule-hall>
                   $<TARGET_FILE:pendule-cli> ${CMAKE_BINARY_DIR}/hall-window-test)
  set_tests_properties("hall: the window publishes its journal (--hall) under Xvfb, the hall equals it"
                       PROPERTIES LABELS "hall;gui" TIMEOUT 90 ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
  add_test(NAME "hall: the desk's set-ups (round-publish) offered on the clock under Xvfb, Enter takes them"
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/desk_setup_window_test.sh $<TARGET_FILE:pendule>
                   $<TARGET_FILE:pendule-cli> ${CMAKE_BINARY_DIR}/desk-setup-window-test)
  set_tests_properties("hall: the desk's set-ups (round-publish) offered on the clock under Xvfb, Enter takes them"
                       PROPERTIES LABELS "hall;gui" TIMEOUT 90 ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
  add_test(NAME "hall: one round, one loop: the desk's set-ups, three clocks, c confirms, games.pgn read by pgn-extract"
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/desk_hall_test.sh $<TARGET_FILE:pendule>
                   $<TARGET_FILE:pendule-cli> $<TARGET_FILE:pendule-hall> ${CMAKE_BINARY_DIR}/desk-hall-test)
  set_tests_properties("hall: one round, one loop: the desk's set-ups, three clocks, c confirms, games.pgn read by pgn-extract"
                       PROPERTIES LABELS "hall;gui" TIMEOUT 90 ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
endif()
# With the window built, the test also starts it (under xvfb-run) with a wrong password: label gui.
set(pendule_window_for_acl "")
set(pendule_acl_labels hall)
if(TARGET pendule)
  set(pendule_window_for_acl $<TARGET_FILE:pendule>)
  set(pendule_acl_labels "hall;gui")
endif()
add_test(NAME "hall: configs/hall's accounts and ACL (scripts/hall.sh): a board publishes only as itself, a wrong password is refused"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/hall_acl_test.sh ${PROJECT_SOURCE_DIR} $<TARGET_FILE:pendule-hall>
                 $<TARGET_FILE:pendule-cli> ${CMAKE_BINARY_DIR}/hall-acl-test ${pendule_window_for_acl})
# 16-17 s alone; 180 s for the release run's last minutes, when it shares two processors with the
# 300-board tests, Chromium and the fuzzers.
set_tests_properties("hall: configs/hall's accounts and ACL (scripts/hall.sh): a board publishes only as itself, a wrong password is refused"
                     PROPERTIES LABELS "${pendule_acl_labels}" TIMEOUT 180 ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
# The three tests that load both processors (300 boards' processes and brokers, Chromium on a
# 300-row page) count as two of CTest's slots (PROCESSORS 2): at -j4 in the release run, the tests
# beside them leave them the processors their timing needs. They hold one lock, so that two of them
# never run together, each with the other's processors.
add_test(NAME "hall: 300 simulated boards (past select()'s 1024 descriptors) all acknowledged, the hall equals every journal"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/hall_many_boards_test.sh $<TARGET_FILE:pendule-hall>
                 $<TARGET_FILE:pendule-cli> ${CMAKE_BINARY_DIR}/hall-many-boards-test)
set_tests_properties("hall: 300 simulated boards (past select()'s 1024 descriptors) all acknowledged, the hall equals every journal"
                     PROPERTIES LABELS hall TIMEOUT 120 PROCESSORS 2 RESOURCE_LOCK both_processors ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
add_test(NAME "hall: two venues' brokers bridged to a central one, then venues, central broker and hall SIGKILLed: the hall equals all 40 journals"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/hall_bridge_test.sh $<TARGET_FILE:pendule-hall>
                 $<TARGET_FILE:pendule-cli> ${CMAKE_BINARY_DIR}/hall-bridge-test)
set_tests_properties("hall: two venues' brokers bridged to a central one, then venues, central broker and hall SIGKILLed: the hall equals all 40 journals"
                     PROPERTIES LABELS hall TIMEOUT 90 PROCESSORS 2 RESOURCE_LOCK both_processors ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
# The page at 300 boards: its time is Chromium's drawing, not the hall's code (which the 300 boards
# above and the smaller pages run under the sanitizers): in the release suite only (`slow`).
if(PENDULE_CHROMIUM)
  add_test(NAME "hall: the page at 300 boards in headless Chromium: alerts first, rows of the hall, the search box"
           COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/hall_page_many_test.py $<TARGET_FILE:pendule-hall>
                   $<TARGET_FILE:pendule-cli> ${CMAKE_BINARY_DIR}/hall-page-many-test)
  set_tests_properties("hall: the page at 300 boards in headless Chromium: alerts first, rows of the hall, the search box"
                       PROPERTIES LABELS "hall;browser;slow" TIMEOUT 120 PROCESSORS 2 RESOURCE_LOCK both_processors ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
endif()
