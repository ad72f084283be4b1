# The clock wing's journal recording (src/app/clock) under Xvfb: named `journal: ...` and labelled
# journal, as the journal's other tests are (tests/io/journal). tests/CMakeLists.txt includes this
# file with the window's tests only: not without PENDULE_GUI, nor in the Windows build (its own kill
# test of pendule.exe under Wine is in tests/windows).

# The journal's crash test: pendule killed with SIGKILL at random moments under Xvfb, resumed,
# checked with pendule-cli replay (label `gui`, about a minute).
add_test(NAME "journal: SIGKILL and resume under Xvfb, no press lost"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/kill_test.sh $<TARGET_FILE:pendule> $<TARGET_FILE:pendule-cli>
                 ${CMAKE_BINARY_DIR}/journal-kill-test 22)
# 83 s in release, 123 s under ASan: the release run keeps it (label slow), the sanitizer run leaves it
# out; the arbiter-action kill test below runs in both.
set_tests_properties("journal: SIGKILL and resume under Xvfb, no press lost" PROPERTIES LABELS "gui;journal;slow" TIMEOUT 300)

# The start screen's offer of an unfinished game: R resumes it (paused, the gap notice shown), N
# starts anew and sets the journal aside: kept, replayable, not offered again (label `gui`).
add_test(NAME "journal: the start screen offers an unfinished game under Xvfb"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/offer_test.sh $<TARGET_FILE:pendule>
                 $<TARGET_FILE:pendule_png_probe> $<TARGET_FILE:pendule-cli>
                 ${CMAKE_BINARY_DIR}/journal-offer-test)
set_tests_properties("journal: the start screen offers an unfinished game under Xvfb" PROPERTIES
                     LABELS "gui;journal" TIMEOUT 120)

# SIGKILL right after each arbiter action, then --resume: every ruling resumes.
add_test(NAME "journal: SIGKILL after each arbiter action, and resume, under Xvfb"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/arbiter_kill_test.sh $<TARGET_FILE:pendule>
                 $<TARGET_FILE:pendule-cli> ${CMAKE_BINARY_DIR}/journal-arbiter-kill-test)
set_tests_properties("journal: SIGKILL after each arbiter action, and resume, under Xvfb" PROPERTIES
                     LABELS "gui;journal" TIMEOUT 180)

# The clock with an e-board (the simulated DGT board of tests/tools): moves read and pressed with real
# keys, SIGKILL and --resume with a move made while the clock was down, then a 9.2 claim ruled on the
# board's score with nothing typed.
add_test(NAME "eboard: the clock records the board's moves, resumes after SIGKILL, rules a claim on them, under Xvfb"
         COMMAND ${PROJECT_SOURCE_DIR}/tests/xvfb.sh -s "-screen 0 1280x720x24" python3
                 ${CMAKE_CURRENT_LIST_DIR}/eboard_clock_test.py $<TARGET_FILE:pendule> $<TARGET_FILE:pendule-cli>
                 ${PROJECT_SOURCE_DIR}/tests/core/arbiter/data/knight_shuffle.pgn ${CMAKE_BINARY_DIR}/eboard-clock-test)
set_tests_properties("eboard: the clock records the board's moves, resumes after SIGKILL, rules a claim on them, under Xvfb"
                     PROPERTIES LABELS "gui;journal;eboard" TIMEOUT 120)
