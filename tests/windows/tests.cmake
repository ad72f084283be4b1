# The Windows build's own tests (the cross build, run under wine; docs/windows.md): SFML from
# third_party linked and used, names with accents through pendule-cli, and the installer installed
# silently into a fresh Wine prefix, used, and removed. Nothing here in the Linux build.
if(NOT WIN32)
  return()
endif()

find_file(PENDULE_DEJAVU_SANS DejaVuSans.ttf PATHS /usr/share/fonts/truetype/dejavu NO_DEFAULT_PATH
          NO_CMAKE_FIND_ROOT_PATH REQUIRED)
if(TARGET sfml-graphics)
  add_executable(pendule_sfml_check ${CMAKE_CURRENT_LIST_DIR}/tools/sfml_check.cpp)
  target_link_libraries(pendule_sfml_check PRIVATE sfml-graphics sfml-audio sfml-window sfml-system)
  pendule_target_defaults(pendule_sfml_check)
  # SFML's audio module imports OpenAL Soft's DLL, which goes beside the program.
  add_custom_command(TARGET pendule_sfml_check POST_BUILD
                     COMMAND ${CMAKE_COMMAND} -E copy_if_different ${PENDULE_OPENAL_DLL}
                             $<TARGET_FILE_DIR:pendule_sfml_check>)
  pendule_expect_test("windows: SFML 2.6.2 from third_party links and runs: FreeType, PNG, Ogg Vorbis" 0
                      "font: DejaVu Sans.*png: 16x8.*ogg: 22050 samples at 22050 Hz.*sfml 2\\.6\\.2 ok" LABELS windows
                      COMMAND pendule_sfml_check ${PENDULE_DEJAVU_SANS} ${CMAKE_CURRENT_BINARY_DIR})
endif()

pendule_expect_test("windows: names with accents (Hélène Ω) through pendule-cli: created, locked, read, listed, exported" 0
                    "accents: ok" LABELS windows
                    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/accents_test.sh ${PENDULE_CLI} ${PENDULE_TEST_DATA}/desk/open-2026.trf
                 ${PROJECT_SOURCE_DIR}/tests/fuzz-corpus/journal/claim.journal ${CMAKE_CURRENT_BINARY_DIR}/accents-test)

# The installer, made by the target pendule_windows_package before the tests run (scripts/dev.sh
# windows builds it): the test fails, never skips, when it is missing. Everything runs on the
# installed programs in one Wine prefix without its Z: drive, the build tree out of reach as on an
# arbiter's laptop: the command line from the installed folder and from another, French from the
# installed catalogue (--lang fr, LANG, Windows' display language) and aloud (announce --wav with
# the installed eSpeak NG data), and with the window (under Xvfb, real keys by xdotool;
# tests/windows/window_test.sh) the same in the window, the clock's presses, SIGKILL and --resume,
# the moves of a simulated DGT board on a COM port (a dosdevices link to its pseudo-terminal),
# the PIN, the desk, %APPDATA% and %LOCALAPPDATA%, the app's own screenshots of the clock and the
# desk (docs/windows.md), and the talking clock's two seats, each in its language and its ear of
# the sound captured by the installed OpenAL Soft's wave writer; then the uninstaller.
set(PENDULE_INSTALLED_TEST "windows: installed with the build tree out of reach (no Z:): presets and French from the program's folder, from any folder, spoken too")
set(PENDULE_INSTALLED_LABELS "windows;installer;speech")
set(PENDULE_INSTALLED_PASS "installer: ok")
if(TARGET pendule)
  string(APPEND PENDULE_INSTALLED_TEST ", and the window in French, its presses, SIGKILL and --resume, an e-board on a COM port, the PIN, the desk, the Windows places, the talking clock in each ear")
  list(APPEND PENDULE_INSTALLED_LABELS gui)
  set(PENDULE_INSTALLED_PASS "window under wine: ok.*installer: ok")
endif()
pendule_expect_test("${PENDULE_INSTALLED_TEST}" 0 "${PENDULE_INSTALLED_PASS}" LABELS ${PENDULE_INSTALLED_LABELS}
                    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/installer_test.sh ${CMAKE_BINARY_DIR}/pendule-${PROJECT_VERSION}-setup.exe
                 ${PROJECT_VERSION} ${CMAKE_CURRENT_BINARY_DIR}/installed-test ${PROJECT_SOURCE_DIR}/tests/speech/data/blitz.events
                 ${PENDULE_TEST_DATA}/desk/open-2026.trf $<$<TARGET_EXISTS:pendule>:window>)
set_tests_properties("${PENDULE_INSTALLED_TEST}"
                     PROPERTIES TIMEOUT 360)

# What ships holds no absolute path of this machine: the zip's tree (the installer's files are the
# same, from the same install rules) read through for the source and build folders, the fonts' and
# eSpeak NG's data's folders on Debian and the MinGW sysroot, none of which a Windows machine has.
pendule_expect_test("windows: the shipped programs hold no path of the building machine (the zip's files)" 0
                    "build paths: none of " LABELS windows
                    COMMAND sh -c "rm -rf \"$0\" && mkdir -p \"$0\" && cd \"$0\" && cmake -E tar xf \"$1\" && shift && bash \"$@\""
                 ${CMAKE_CURRENT_BINARY_DIR}/zip-paths ${CMAKE_BINARY_DIR}/pendule-${PROJECT_VERSION}-windows-x64.zip
                 ${PROJECT_SOURCE_DIR}/tests/build_paths_check.sh ${CMAKE_CURRENT_BINARY_DIR}/zip-paths
                 ${PROJECT_SOURCE_DIR} ${CMAKE_BINARY_DIR} ${PENDULE_DEJAVU_DIR} ${PENDULE_ESPEAK_DATA_DIR}
                 ${CMAKE_FIND_ROOT_PATH})
set_tests_properties("windows: the shipped programs hold no path of the building machine (the zip's files)"
                     PROPERTIES TIMEOUT 60)

# The talking clock's voice: pendule-cli.exe announce --wav in French and in English, with eSpeak
# NG from third_party and its data beside the program, one WAV per language: speech, and the same
# samples as the Linux build's eSpeak NG (Debian's library, through ctypes) for the same text.
pendule_expect_test("windows: announce --wav speaks French and English with the samples of Linux's eSpeak NG" 0
                    "voice under wine: ok" LABELS windows speech
                    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/voice_test.sh ${PENDULE_WINE_RUN} ${PENDULE_CLI}
                 ${CMAKE_CURRENT_BINARY_DIR}/voice-test)
set_tests_properties("windows: announce --wav speaks French and English with the samples of Linux's eSpeak NG"
                     PROPERTIES TIMEOUT 60)

# The hall link through the Windows libmosquitto, to a Linux mosquitto on the loopback (the hall's
# server, pendule-hall, is not in the Windows build: its end-to-end tests are Linux's).
find_program(PENDULE_WINDOWS_MOSQUITTO mosquitto PATHS /usr/sbin NO_CMAKE_FIND_ROOT_PATH REQUIRED)
pendule_expect_test("windows: hall-sim publishes through the Windows libmosquitto, and what a broker relays equals the journals" 0
                    "hall link: ok" LABELS windows hall
                    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/hall_link_test.sh ${PENDULE_CLI} ${CMAKE_CURRENT_BINARY_DIR}/hall-link-test)
set_tests_properties("windows: hall-sim publishes through the Windows libmosquitto, and what a broker relays equals the journals"
                     PROPERTIES TIMEOUT 60
                     ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
