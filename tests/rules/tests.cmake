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


# Chess960 (issue 27): a FEN only Chess960 reads is Chess960; --chess960 makes any FEN one; --start N.
add_test(NAME "rules: perft from a Chess960 Shredder-FEN" COMMAND pendule-cli perft 4
  --fen "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
set_tests_properties("rules: perft from a Chess960 Shredder-FEN" PROPERTIES LABELS rules PASS_REGULAR_EXPRESSION "nodes 326672\n$")
add_test(NAME "rules: perft from an X-FEN where the rook shields the king's square" COMMAND pendule-cli perft 3
  --fen "4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ - 0 1")
set_tests_properties("rules: perft from an X-FEN where the rook shields the king's square" PROPERTIES LABELS rules
  PASS_REGULAR_EXPRESSION "nodes 12858\n$")
add_test(NAME "rules: perft --divide writes Chess960 castling as the king taking its rook" COMMAND pendule-cli perft 1
  --divide --fen "4k3/8/8/8/8/8/8/RK6 w Q - 0 1")
set_tests_properties("rules: perft --divide writes Chess960 castling as the king taking its rook" PROPERTIES LABELS rules
  PASS_REGULAR_EXPRESSION "b1a1: 1\n" FAIL_REGULAR_EXPRESSION "b1c1: 1\n.*b1c1: 1\n")
add_test(NAME "rules: perft --chess960 on a standard-looking FEN" COMMAND pendule-cli perft 1 --divide --chess960
  --fen "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
set_tests_properties("rules: perft --chess960 on a standard-looking FEN" PROPERTIES LABELS rules
  PASS_REGULAR_EXPRESSION "e1h1: 1\n(.*\n)*nodes 26\n$" FAIL_REGULAR_EXPRESSION "e1g1")
add_test(NAME "rules: perft on the same FEN without --chess960 is standard chess" COMMAND pendule-cli perft 1 --divide
  --fen "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
set_tests_properties("rules: perft on the same FEN without --chess960 is standard chess" PROPERTIES LABELS rules
  PASS_REGULAR_EXPRESSION "e1g1: 1\n(.*\n)*nodes 26\n$" FAIL_REGULAR_EXPRESSION "e1h1")
add_test(NAME "rules: perft --start 518 counts as the usual start" COMMAND pendule-cli perft 3 --start 518)
set_tests_properties("rules: perft --start 518 counts as the usual start" PROPERTIES LABELS rules
  PASS_REGULAR_EXPRESSION "nodes 8902\n$")
add_test(NAME "rules: perft --start 960 exits 2" COMMAND pendule-cli perft 1 --start 960)
set_tests_properties("rules: perft --start 960 exits 2" PROPERTIES LABELS rules WILL_FAIL TRUE)
add_test(NAME "rules: perft with a bad Chess960 castling field names the field" COMMAND ${CMAKE_COMMAND}
  -DCLI=${PENDULE_CLI} "-DFEN=4k3/8/8/8/8/8/8/R3K2R w B - 0 1" -P ${CMAKE_CURRENT_LIST_DIR}/expect_exit.cmake)
set_tests_properties("rules: perft with a bad Chess960 castling field names the field" PROPERTIES LABELS rules
  PASS_REGULAR_EXPRESSION "exit 2: pendule-cli perft: FEN field 3 \\(castling\\): castling right 'B' names b1, where there is no white rook")
