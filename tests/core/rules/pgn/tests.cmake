# pendule-cli validate: smoke tests (exit status, last line, messages) and the acceptance run
# over the shared reference games. run_cli.cmake checks exit status and output together.
set(PENDULE_REFERENCE_DIR "${PROJECT_SOURCE_DIR}/../shared/reference" CACHE PATH "Shared reference data (claims-pgn, bench)")
set(pgn_data ${PENDULE_TEST_DATA}/pgn)
set(pgn_run ${CMAKE_CURRENT_LIST_DIR}/run_cli.cmake)

# The JSON output is checked by parsing it in a Catch test (test_cmd_validate.cpp).
target_link_libraries(${module_tests} PRIVATE nlohmann_json::nlohmann_json)

function(pendule_pgn_cli_test name)
  cmake_parse_arguments(T "" "ARGS;EXIT;LAST;STDOUT;STDERR;ONE_ERROR_LINE" "" ${ARGN})
  set(defines -DCLI=${PENDULE_CLI} "-DARGS=${T_ARGS}" -DEXPECT_EXIT=${T_EXIT})
  if(DEFINED T_LAST)
    list(APPEND defines "-DEXPECT_LAST_LINE=${T_LAST}")
  endif()
  if(DEFINED T_STDOUT)
    list(APPEND defines "-DEXPECT_STDOUT=${T_STDOUT}")
  endif()
  if(DEFINED T_STDERR)
    list(APPEND defines "-DEXPECT_STDERR=${T_STDERR}")
  endif()
  if(T_ONE_ERROR_LINE)
    list(APPEND defines -DEXPECT_ONE_ERROR_LINE=ON)
  endif()
  add_test(NAME "pgn: ${name}" COMMAND ${CMAKE_COMMAND} ${defines} -P ${pgn_run})
  set_tests_properties("pgn: ${name}" PROPERTIES LABELS pgn)
endfunction()

pendule_pgn_cli_test("validate: legal games exit 0"
  ARGS "validate|${pgn_data}/good.pgn" EXIT 0 LAST "^games 4 moves 74 errors 0$")
pendule_pgn_cli_test("validate: an illegal move exits 1 and is named"
  ARGS "validate|${pgn_data}/illegal.pgn" EXIT 1 LAST "^games 3 moves 55 errors 1$"
  STDOUT "game 2 \\(Epsilon, E\\. - Zeta, Z\\., Pendule test open, Round 6\\): move 16\\.\\.\\. Nxe5: illegal: [^\n]*the rest of the game, 2 moves, were skipped")
pendule_pgn_cli_test("validate: --json keeps the last line"
  ARGS "validate|--json|${pgn_data}/illegal.pgn" EXIT 1 LAST "^games 3 moves 55 errors 1$"
  STDOUT "\"where\": \"move 16\\.\\.\\. Nxe5\"")
pendule_pgn_cli_test("validate: --french reads French piece letters"
  ARGS "validate|--french|${pgn_data}/french.pgn" EXIT 0 LAST "^games 1 moves 24 errors 0$")
pendule_pgn_cli_test("validate: French letters without --french are errors that suggest --french"
  ARGS "validate|${pgn_data}/french.pgn" EXIT 1 LAST "^games 1 moves 2 errors 1$"
  STDOUT "move 2\\. Cf3: malformed: [^\n]*; it reads as a legal move with French piece letters: use --french \\[line 9")
pendule_pgn_cli_test("validate: a missing file exits 2"
  ARGS "validate|${pgn_data}/no-such-file.pgn" EXIT 2 STDERR "cannot read .*no-such-file\\.pgn" ONE_ERROR_LINE ON)
pendule_pgn_cli_test("validate: a text that is not PGN exits 2"
  ARGS "validate|${pgn_data}/not-pgn.txt" EXIT 2 STDERR "line 1, column 1: 'Pendule' is not a move" ONE_ERROR_LINE ON)
pendule_pgn_cli_test("validate: a directory exits 2"
  ARGS "validate|${pgn_data}" EXIT 2 STDERR "cannot read" ONE_ERROR_LINE ON)
pendule_pgn_cli_test("validate: an unterminated comment is its game's error, with line and column"
  ARGS "validate|${pgn_data}/unterminated.pgn" EXIT 1 LAST "^games 1 moves 3 errors 1$"
  STDOUT "^game 1 \\(A - B, Broken\\): move 2\\.\\.\\. '{': unterminated comment: '{' without '}' \\[line 5, column 17\\]\n")
pendule_pgn_cli_test("validate: a token that cannot be read faults game 2, games 1 and 3 are checked"
  ARGS "validate|${pgn_data}/damaged.pgn" EXIT 1 LAST "^games 3 moves 49 errors 1$"
  STDOUT "^game 2 \\(Delta, D\\. - Epsilon, E\\., Damaged file test, Round 2\\): move 11\\.\\.\\. '\\^': unexpected character '\\^' \\[line 21, column 41; the rest of the game, 5 moves, were skipped\\]\ngames 3")
pendule_pgn_cli_test("validate: the forms real files hold are read and checked"
  ARGS "validate|${pgn_data}/real-forms.pgn" EXIT 0 LAST "^games 4 moves 49 errors 0$")
pendule_pgn_cli_test("validate: --json gives every game of a damaged file"
  ARGS "validate|--json|${pgn_data}/damaged.pgn" EXIT 1 LAST "^games 3 moves 49 errors 1$"
  STDOUT "\"games_read\": 3, \"moves\": 49, \"errors\": 1")
pendule_pgn_cli_test("validate: a variant other than standard chess or Chess960 faults its game"
  ARGS "validate|${pgn_data}/variants.pgn" EXIT 1 LAST "^games 4 moves 14 errors 2$"
  STDOUT "^game 2 \\(House, C\\. - Drop, P\\., Variant test\\): Variant tag: variant Crazyhouse is not supported[^\n]*\ngame 4 [^\n]*move 3\\. N@d5: malformed: 'N@d5' is a piece drop \\(crazyhouse\\)")
pendule_pgn_cli_test("validate: a null move is skipped in a variation, an error in the main line"
  ARGS "validate|${pgn_data}/null-move.pgn" EXIT 1 LAST "^games 2 moves 10 errors 1$"
  STDOUT "^game 2 \\(Pass, P\\. - Move, M\\., Null move test\\): move 2\\.\\.\\. Z0: illegal: 'Z0' is a null move")
pendule_pgn_cli_test("validate: a game without a marker before bare movetext: two games and a warning"
  ARGS "validate|${pgn_data}/no-result.pgn" EXIT 0 LAST "^games 2 moves 9 errors 0$"
  STDOUT "^warning: game 1 \\(Open, O\\. - Ended, E\\., No result test\\): line 9: no termination marker \\(PGN 8\\.2\\.6\\)")
pendule_pgn_cli_test("validate: --help"
  ARGS "validate|--help" EXIT 0 STDOUT "usage: pendule-cli validate FILE\\.pgn")
pendule_pgn_cli_test("validate: no file is bad usage"
  ARGS "validate" EXIT 2 STDERR "expected one FILE\\.pgn" ONE_ERROR_LINE ON)
pendule_pgn_cli_test("validate: an unknown option is bad usage"
  ARGS "validate|--fast|${pgn_data}/good.pgn" EXIT 2 STDERR "unknown option --fast" ONE_ERROR_LINE ON)

# The claim path reads games with the same reader: the same forms, and errors naming the token.
pendule_pgn_cli_test("claim: a repetition written in long algebraic and UCI is found"
  ARGS "claim|${pgn_data}/claim-forms.pgn" EXIT 0 STDOUT "^claim: valid \\(Laws 9\\.2\\.2\\)")
pendule_pgn_cli_test("claim: the written move in UCI, in a game after a damaged one"
  ARGS "claim|${pgn_data}/claim-forms.pgn|--game|3|--move|f6g8" EXIT 0 STDOUT "^claim: valid \\(Laws 9\\.2\\.1\\)")
pendule_pgn_cli_test("claim: a token that cannot be read is named, with its line and column"
  ARGS "claim|${pgn_data}/claim-forms.pgn|--game|2" EXIT 2
  STDERR "claim-forms\\.pgn, game 2: line 15, column 28: 'Xb8' is not a move" ONE_ERROR_LINE ON)

# Every reference game must validate. No skip: a missing reference folder fails the test.
add_test(NAME "pgn: validate accepts every claims-pgn reference game"
  COMMAND ${CMAKE_COMMAND} -DCLI=${PENDULE_CLI} -DROOT=${PENDULE_REFERENCE_DIR}/claims-pgn
          -P ${CMAKE_CURRENT_LIST_DIR}/validate_all.cmake)
# 65 s under ASan: the release run keeps it (label slow), the sanitizer run leaves it out.
set_tests_properties("pgn: validate accepts every claims-pgn reference game" PROPERTIES LABELS "pgn;slow")
