# Smoke tests of `pendule-cli perft` (the output contract other tools rely on).
add_test(NAME "rules: perft 3 ends in nodes 8902" COMMAND pendule-cli perft 3)
set_tests_properties("rules: perft 3 ends in nodes 8902" PROPERTIES LABELS rules PASS_REGULAR_EXPRESSION "nodes 8902\n$")
string(REPEAT "[a-h][1-8][a-h][1-8]: 20\n" 20 twenty_lines) # CMake regexes have no {20}
add_test(NAME "rules: perft --divide prints 20 move lines" COMMAND pendule-cli perft 2 --divide)
set_tests_properties("rules: perft --divide prints 20 move lines" PROPERTIES LABELS rules
  PASS_REGULAR_EXPRESSION "^${twenty_lines}nodes 400\n$")
add_test(NAME "rules: perft --divide from a FEN" COMMAND pendule-cli perft 2 --divide --fen "8/8/8/KPp4r/8/8/8/7k w - c6 0 2")
set_tests_properties("rules: perft --divide from a FEN" PROPERTIES LABELS rules
  PASS_REGULAR_EXPRESSION "a5a4: [0-9]+\n" FAIL_REGULAR_EXPRESSION "b5c6")
add_test(NAME "rules: perft with a bad FEN exits 2" COMMAND pendule-cli perft 2 --fen "8/8/8 w - - 0 1")
set_tests_properties("rules: perft with a bad FEN exits 2" PROPERTIES LABELS rules WILL_FAIL TRUE)
add_test(NAME "rules: perft with a bad FEN names the field" COMMAND ${CMAKE_COMMAND}
  -DCLI=${PENDULE_CLI} -P ${CMAKE_CURRENT_LIST_DIR}/expect_exit.cmake)
set_tests_properties("rules: perft with a bad FEN names the field" PROPERTIES LABELS rules
  PASS_REGULAR_EXPRESSION "exit 2: pendule-cli perft: FEN field 1 \\(placement\\)")
add_test(NAME "rules: perft with a bad depth exits 2" COMMAND pendule-cli perft deep)
set_tests_properties("rules: perft with a bad depth exits 2" PROPERTIES LABELS rules WILL_FAIL TRUE)
add_test(NAME "rules: perft --help" COMMAND pendule-cli perft --help)
set_tests_properties("rules: perft --help" PROPERTIES LABELS rules PASS_REGULAR_EXPRESSION "usage: pendule-cli perft DEPTH")

