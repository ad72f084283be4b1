# The window's tests. The pure parts (view model, key map, lock, config, input routing) are Catch2
# tests in test_*.cpp; the window itself is tested under Xvfb by gui_test.sh (label `gui`).
target_link_libraries(pendule_tests_app PRIVATE pendule_app_clock_sfml pendule_app_desk_sfml)

add_executable(pendule_png_probe ${CMAKE_CURRENT_LIST_DIR}/tools/png_probe.cpp)
target_link_libraries(pendule_png_probe PRIVATE sfml-graphics)
pendule_target_defaults(pendule_png_probe)

foreach(case start-screen running switch flag-fall panel claim claim-fr claim-board claim-board-fr repetition
             repetition-fr repetition-incorrect analysis locked-panel screenshot-after xdotool-press xdotool-locked
             xdotool-idle)
  add_test(NAME "app: window under Xvfb: ${case}"
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/gui_test.sh ${case} $<TARGET_FILE:pendule>
                   $<TARGET_FILE:pendule_png_probe> ${CMAKE_BINARY_DIR}/gui-shots)
  # Each starts its own Xvfb (xvfb-run -a picks a free display), so they may run in parallel.
  set_tests_properties("app: window under Xvfb: ${case}" PROPERTIES LABELS "gui;app" TIMEOUT 60)
endforeach()

# The program's command line, without a display: these fail before a window would open. Each
# names a journal folder of its own all the same, so that nothing ever lands in the user's.
set(PENDULE_TEST_JOURNALS ${CMAKE_CURRENT_BINARY_DIR}/journals-cli)
pendule_expect_test("app: pendule --help" 0 "^usage: pendule" LABELS app COMMAND pendule --help)
pendule_expect_test("app: pendule --version" 0 "^pendule ${PROJECT_VERSION} " LABELS app COMMAND pendule --version)
pendule_expect_test("app: an unknown preset exits 2 and says which" 2
                    "^pendule: preset 'no-such-preset': not a preset name[^\n]*\n$" LABELS app
                    COMMAND pendule --journal-dir ${PENDULE_TEST_JOURNALS} --preset no-such-preset)
pendule_expect_test("app: a bad config line is named" 2
                    "^pendule: [^\n]*bad.conf, line 3: sound: expected on or off[^\n]*\n$" LABELS app
                    COMMAND pendule --journal-dir ${PENDULE_TEST_JOURNALS} --config ${CMAKE_CURRENT_LIST_DIR}/data/bad.conf)
pendule_expect_test("app: a bad option exits 2" 2 "^pendule: [^\n]*--white[^\n]*\\(see pendule --help\\)\n$" LABELS app
                    COMMAND pendule --journal-dir ${PENDULE_TEST_JOURNALS} --white up)

# --set-pin writes only a hash into a 0600 config, an old PIN in clear is rewritten, and
# under Xvfb real keys type wrong PINs (journaled, slowed) then the right one (label `gui`).
add_test(NAME "app: the arbiter's PIN under Xvfb: hashed, slowed, journaled"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/pin_test.sh $<TARGET_FILE:pendule> $<TARGET_FILE:pendule-cli>
                 ${CMAKE_BINARY_DIR}/app-pin-test)
set_tests_properties("app: the arbiter's PIN under Xvfb: hashed, slowed, journaled" PROPERTIES LABELS "gui;app"
                     TIMEOUT 120)

# A test language compiled like the project's own (po/*.po): the window speaks it when its catalogue
# is found (test_lang.cpp points PENDULE_LOCALEDIR at this folder).
pendule_compile_catalogues(pendule_app_test_catalogues ${CMAKE_CURRENT_LIST_DIR}/data/po
                           ${CMAKE_BINARY_DIR}/tests/app/locale)
add_dependencies(pendule_tests_app pendule_app_test_catalogues)
# PENDULE_APP_TEST_LOCALE_DIR names it (tests/CMakeLists.txt, as for every test program).

# The rooms below platform/ and draw/ link and run without SFML (every object of the three wings).
# Every object of the three wings' SFML-free libraries is linked, used or not (a static library
# would give only the objects the program calls).
add_executable(pendule_app_model_check ${CMAKE_CURRENT_LIST_DIR}/model_only/main.cpp
               $<TARGET_OBJECTS:pendule_app_common> $<TARGET_OBJECTS:pendule_app_clock>
               $<TARGET_OBJECTS:pendule_app_desk>)
target_link_libraries(pendule_app_model_check PRIVATE pendule_app_clock pendule_app_desk)
pendule_target_defaults(pendule_app_model_check)
add_test(NAME "app: input, model and view link and run without SFML" COMMAND pendule_app_model_check)
set_tests_properties("app: input, model and view link and run without SFML" PROPERTIES LABELS app)

# The talking clock's lines in French (test_talking_clock.cpp): the project's own catalogues.
add_dependencies(pendule_tests_app pendule_catalogues)

# The arbiter's desk under Xvfb: real keys record results in a round journal.
add_test(NAME "app: the arbiter's desk under Xvfb: results and a ruling by real keys, recorded, the CLI's kept"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/desk_test.sh $<TARGET_FILE:pendule> $<TARGET_FILE:pendule-cli>
                 ${PENDULE_TEST_DATA}/desk/open-2026.trf ${CMAKE_BINARY_DIR}/app-desk-test)
set_tests_properties("app: the arbiter's desk under Xvfb: results and a ruling by real keys, recorded, the CLI's kept"
                     PROPERTIES LABELS "gui;app" TIMEOUT 120)

# The talking clock in the window under Xvfb, read from --trace's "spoken:" lines: a
# scripted game with exact texts (setup read aloud, start, requests, a threshold, the flag), and
# real F1/F12 keys through eSpeak NG and SFML's audio (no sound card needed).
foreach(case script ruling pin keys)
  add_test(NAME "app: the talking clock under Xvfb: ${case}"
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/speak_test.sh ${case} $<TARGET_FILE:pendule> ${CMAKE_BINARY_DIR}/speak-tests)
  set_tests_properties("app: the talking clock under Xvfb: ${case}" PROPERTIES LABELS "gui;app;speech" TIMEOUT 60)
endforeach()

# The sound heard: the real program's audio output captured by OpenAL Soft's wave writer
# under Xvfb and measured with sox: the flag tone's pitch, each seat's speech on its channel, both
# at once, and silence with the sound off; the device chosen by name (the one --list-audio-devices
# lists), and a device not found: the default one, and the clock says so.
foreach(case tone ears silent device fallback)
  add_test(NAME "app: the sound captured under Xvfb: ${case}"
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/sound_test.sh ${case} $<TARGET_FILE:pendule> ${CMAKE_BINARY_DIR}/sound-tests)
  set_tests_properties("app: the sound captured under Xvfb: ${case}" PROPERTIES LABELS "gui;app;speech;sound" TIMEOUT 90)
endforeach()

# The screen kept awake in a game, under Xvfb with a 3 s screen saver: never on in a
# running game, on again after the result, with --allow-screen-saver, and after kill -9.
add_test(NAME "app: the screen kept awake under Xvfb: a game, the result, --allow-screen-saver, kill -9"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/awake_test.sh $<TARGET_FILE:pendule> ${CMAKE_BINARY_DIR}/awake-test)
set_tests_properties("app: the screen kept awake under Xvfb: a game, the result, --allow-screen-saver, kill -9"
                     PROPERTIES LABELS "gui;app;awake" TIMEOUT 120)
# And on a desktop's session bus: a private dbus-daemon with a stand-in org.freedesktop.ScreenSaver
# (tools/screensaver_service.py) that logs Inhibit/UnInhibit by caller and drops a caller's
# inhibitors when its bus name goes: Inhibit in a game and UnInhibit at the result or the exit, none
# with --allow-screen-saver, none left after kill -9, a late answer not waited for, a bus that dies
# in a game survived, no bus, no service or a silent bus said in the trace, and the bus found at
# $XDG_RUNTIME_DIR/bus when DBUS_SESSION_BUS_ADDRESS is unset.
foreach(case game exit killed slow buslost absent runtime)
  add_test(NAME "app: the screen kept awake on the session bus under Xvfb: ${case}"
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/awake_dbus_test.sh ${case} $<TARGET_FILE:pendule> ${CMAKE_BINARY_DIR}/awake-dbus-tests)
  set_tests_properties("app: the screen kept awake on the session bus under Xvfb: ${case}"
                       PROPERTIES LABELS "gui;app;awake" TIMEOUT 60)
endforeach()

# The board widgets drawn alone (the position editor, the promotion chooser), under
# Xvfb, for the hosts to see and the pixel checks of board_shot_test.sh.
add_executable(pendule_board_shot ${CMAKE_CURRENT_LIST_DIR}/tools/board_shot.cpp)
target_link_libraries(pendule_board_shot PRIVATE pendule_app_desk_sfml)
pendule_target_defaults(pendule_board_shot)
add_test(NAME "app: the board widgets under Xvfb: position editor, promotion chooser"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/board_shot_test.sh $<TARGET_FILE:pendule_board_shot>
                 $<TARGET_FILE:pendule_png_probe> ${CMAKE_BINARY_DIR}/board-shots)
set_tests_properties("app: the board widgets under Xvfb: position editor, promotion chooser" PROPERTIES
                     LABELS "gui;app" TIMEOUT 60)

# `pendule --chess960 N` under Xvfb: the journal's header and the PGN export carry the
# Chess960 start; a bad number is refused naming the option; the clock names the variant (also
# spoken), the claim board castles from the game's start; a 960 round's board page and editor at the
# desk. Screenshots in English and French (docs/gui/chess960-*.png).
add_test(NAME "app: pendule --chess960 N journals a Chess960 game, exported with its start"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/chess960_test.sh $<TARGET_FILE:pendule> $<TARGET_FILE:pendule-cli>
                 ${CMAKE_BINARY_DIR}/app-chess960-test ${PENDULE_TEST_DATA}/desk/open-2026.trf)
set_tests_properties("app: pendule --chess960 N journals a Chess960 game, exported with its start"
                     PROPERTIES LABELS "gui;app" TIMEOUT 180)

# Every line of text of the clock's and the desk's screens measured against a 1280x720 window, in
# English and French, with the real fonts (SFML's text bounds need an OpenGL context: under Xvfb).
add_executable(pendule_tests_text_bounds ${CMAKE_CURRENT_LIST_DIR}/text_bounds/test_text_bounds.cpp)
target_link_libraries(pendule_tests_text_bounds PRIVATE pendule_catch_main pendule_app_clock_sfml
                                                        pendule_app_desk_sfml)
target_compile_definitions(pendule_tests_text_bounds PRIVATE PENDULE_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
                                                             PENDULE_TEST_DATA="${PENDULE_TEST_DATA}"
                                                             PENDULE_LOCALE_DIR="${CMAKE_BINARY_DIR}/share/locale"
                                                             PENDULE_TEST_LOCALE_DIR="${CMAKE_BINARY_DIR}/tests/i18n/locale"
                                                             PENDULE_APP_TEST_LOCALE_DIR="${CMAKE_BINARY_DIR}/tests/app/locale")
pendule_target_defaults(pendule_tests_text_bounds)
target_compile_options(pendule_tests_text_bounds PRIVATE -O0) # as every test program: one precompiled Catch
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  target_compile_options(pendule_tests_text_bounds PRIVATE -Wno-array-bounds -Wno-stringop-overflow -Wno-restrict)
endif()
target_precompile_headers(pendule_tests_text_bounds REUSE_FROM ${pendule_tests_pch_owner})
add_dependencies(pendule_tests_text_bounds pendule_catalogues)
add_test(NAME "app: every line of the clock's and the desk's screens inside a 1280x720 window, en and fr"
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/../xvfb.sh -s "-screen 0 1280x720x24"
                 $<TARGET_FILE:pendule_tests_text_bounds>)
set_tests_properties("app: every line of the clock's and the desk's screens inside a 1280x720 window, en and fr"
                     PROPERTIES LABELS "gui;app;desk" TIMEOUT 120
                     ENVIRONMENT "LIBGL_ALWAYS_SOFTWARE=1")
