# Smoke tests of `pendule-cli presets` and `pendule-cli clock` (exit codes and exact output).
set(clock_data ${PENDULE_TEST_DATA}/clock)
set(clock_runner ${CMAKE_CURRENT_LIST_DIR}/run_cli.cmake)

# pendule_clock_cli_test(NAME ARGS "a|b" RC n [STDOUT_FILE f] [STDOUT_REGEX r] [STDERR_REGEX r] [STDIN_FILE f])
function(pendule_clock_cli_test name)
  cmake_parse_arguments(T "" "ARGS;RC;STDOUT_FILE;STDOUT_REGEX;STDERR_REGEX;STDIN_FILE" "" ${ARGN})
  set(defines -DCLI=${PENDULE_CLI} "-DARGS=${T_ARGS}" -DRC=${T_RC})
  foreach(option STDOUT_FILE STDOUT_REGEX STDERR_REGEX STDIN_FILE)
    if(DEFINED T_${option})
      list(APPEND defines "-D${option}=${T_${option}}")
    endif()
  endforeach()
  add_test(NAME "clock: ${name}" COMMAND ${CMAKE_COMMAND} ${defines} -P ${clock_runner})
  set_tests_properties("clock: ${name}" PROPERTIES LABELS clock)
endfunction()

pendule_clock_cli_test("presets lists the built-ins" ARGS "presets" RC 0
  STDOUT_REGEX "fide-classical.*fide-rapid +\\[rapid\\] FIDE rapid: 15 min \\+ 10 s per move \\(default\\).*hourglass-1m")
pendule_clock_cli_test("presets --check accepts a good preset"
  ARGS "presets|--check|${PROJECT_SOURCE_DIR}/configs/presets/fide-classical.json" RC 0
  STDOUT_REGEX "fide-classical.json: ok: FIDE classical")
pendule_clock_cli_test("presets --check rejects a bad preset with exit 2"
  ARGS "presets|--check|${clock_data}/bad-preset.json" RC 2
  STDERR_REGEX "^[^\n]*bad-preset.json: /periods/0/increment: hourglass with an increment \\(the sand only flows\\)\n$")
pendule_clock_cli_test("presets --check on a missing file exits 2"
  ARGS "presets|--check|${clock_data}/no-such.json" RC 2 STDERR_REGEX "no such preset file")
pendule_clock_cli_test("presets --show writes a TC string as JSON"
  ARGS "presets|--show|40/7200d30:1800d30" RC 0 STDOUT_REGEX "\"delay\": \"30s\"")
pendule_clock_cli_test("clock replays a classical timeline"
  ARGS "clock|--preset|fide-classical|--events|${clock_data}/classical.events" RC 0
  STDOUT_FILE ${clock_data}/classical.expected)
pendule_clock_cli_test("clock with a TC string and both flags"
  ARGS "clock|--preset|10|--events|${clock_data}/flags.events" RC 0 STDOUT_FILE ${clock_data}/flags.expected)
pendule_clock_cli_test("clock reads events from stdin"
  ARGS "clock|--preset|40/5400+30:1800+30|--events|-" RC 0 STDIN_FILE ${clock_data}/classical.events
  STDOUT_FILE ${clock_data}/classical.expected)
pendule_clock_cli_test("clock rejects a malformed events file with exit 2"
  ARGS "clock|--preset|300|--events|${clock_data}/malformed.events" RC 2
  STDOUT_REGEX "^\\{\"t\": 1000, [^\n]*\n$" STDERR_REGEX "malformed.events:3: unknown action 'presss'")
pendule_clock_cli_test("clock rejects timestamps going backwards"
  ARGS "clock|--preset|300|--events|${clock_data}/backwards.events" RC 2
  STDERR_REGEX "backwards.events:3: time goes backwards \\(4000 after 5000\\)")
pendule_clock_cli_test("clock rejects an unknown preset"
  ARGS "clock|--preset|fide-rapd|--events|${clock_data}/flags.events" RC 2 STDERR_REGEX "preset 'fide-rapd': not a preset name")
pendule_clock_cli_test("clock --help" ARGS "clock|--help" RC 0 STDOUT_REGEX "usage: pendule-cli clock")
