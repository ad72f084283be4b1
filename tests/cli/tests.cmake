# Smoke tests of pendule-cli itself; each module's folder adds those of its subcommands, and the
# round commands (src/cli/cmd_round*) have theirs below.
pendule_expect_test("cli: --help lists the commands" 0 "^usage: pendule-cli" LABELS cli COMMAND pendule-cli --help)
pendule_expect_test("cli: an unknown command exits 2" 2
                    "^pendule-cli: unknown command 'no-such-command' \\(see pendule-cli --help\\)\n$"
                    LABELS cli COMMAND pendule-cli no-such-command)
pendule_expect_test("cli: --version" 0 "^pendule-cli ${PROJECT_VERSION} " LABELS cli COMMAND pendule-cli --version)

# The round commands (src/cli/cmd_round*, label desk). The desk's round journal through
# pendule-cli: open from a TRF16 file, results, read back in every form, and round-result killed
# with SIGKILL.
add_test(NAME "desk: round-open, round-result and round, and round-result killed with SIGKILL"
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/round_cli_test.sh ${PENDULE_CLI_EXEC}
                 ${PENDULE_TEST_DATA}/desk/open-2026.trf)
set_tests_properties("desk: round-open, round-result and round, and round-result killed with SIGKILL"
                     PROPERTIES LABELS desk TIMEOUT 120)
# TRF-2026 and a pairing program's TRF16 (CR endings) through pendule-cli: the control from 222,
# the file written back in its own form, files refused with the line and the column.
add_test(NAME "desk: TRF-2026 and TRF16 files through round-open and round --trf"
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/trf2026_cli_test.sh ${PENDULE_CLI} ${PENDULE_TEST_DATA}/desk)
set_tests_properties("desk: TRF-2026 and TRF16 files through round-open and round --trf"
                     PROPERTIES LABELS desk TIMEOUT 60)
# A Chess960 round (round-open --chess960 N) recorded, shown by `round`, ruled from its start.
add_test(NAME "desk: a Chess960 round through round-open, round and round-rule"
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/chess960_round_cli_test.sh ${PENDULE_CLI}
                 ${PENDULE_TEST_DATA}/desk/open-2026.trf)
set_tests_properties("desk: a Chess960 round through round-open, round and round-rule"
                     PROPERTIES LABELS desk TIMEOUT 60)
# TRF files in the forms the pairing programs really write (tests/data/desk/forms/README.md): every
# paired round opens, is written back byte for byte with no result and with its own results entered
# again, and its results taken off then entered at the desk give back the file. The same check
# runs over a corpus of real files in bench/trf_corpus.py.
add_test(NAME "desk: TRF files in the pairing programs' forms opened round by round and written back byte for byte"
         COMMAND python3 ${PROJECT_SOURCE_DIR}/bench/trf_corpus.py --cli ${PENDULE_CLI}
                 --corpus ${PENDULE_TEST_DATA}/desk/forms --work ${CMAKE_CURRENT_BINARY_DIR}/trf-forms)
set_tests_properties("desk: TRF files in the pairing programs' forms opened round by round and written back byte for byte"
                     PROPERTIES LABELS desk TIMEOUT 120)

# pendule-cli moves (src/cli/cmd_moves.cpp): a game's plies with the placements the simulated board
# (tests/tools/dgt_board.py) makes them from: a castling, the last ply, an illegal move, no such game.
pendule_expect_test(
  "cli: moves prints each ply with the placement before and after it" 0
  "\n31 O-O e1g1 rnr3k1/4qpp1/p3b2p/1Bpp4/8/Q3PN2/PP3PPP/2R1K2R rnr3k1/4qpp1/p3b2p/1Bpp4/8/Q3PN2/PP3PPP/2R2RK1\n.*\n81 Qf4 e4f4 [^\n]+ 4q2k/2r1r3/4PR1p/p1p5/P1Bp1Q1P/1P6/6P1/6K1\n$"
  LABELS cli eboard COMMAND pendule-cli moves ${PENDULE_TEST_DATA}/board/fischer-spassky-1972-g6.pgn)
pendule_expect_test("cli: moves stops at an illegal move with status 1" 1
                    "\n31 [^\n]+\npendule-cli moves: game 2, ply 32 \\(Nxe5\\): illegal: "
                    LABELS cli eboard COMMAND pendule-cli moves ${PENDULE_TEST_DATA}/pgn/illegal.pgn --game 2)
pendule_expect_test("cli: moves of a game the file does not hold exits 2" 2 "illegal.pgn has no game 4\n"
                    LABELS cli eboard COMMAND pendule-cli moves ${PENDULE_TEST_DATA}/pgn/illegal.pgn --game 4)

# The e-board (src/cli/cmd_eboard.cpp, label eboard): a port that is not there, bad options, and a
# DGT board simulated on a pseudo-terminal (POSIX: Windows' COM ports have no such pair here).
pendule_expect_test("eboard: a port that is not there is named, exit 2" 2
                    "^pendule-cli eboard: /dev/pendule-no-such-port: cannot open the port"
                    LABELS cli eboard COMMAND pendule-cli eboard --port /dev/pendule-no-such-port --seconds 1)
pendule_expect_test("eboard: --seconds out of range exits 2" 2 "--seconds must be a whole number from 1 to 86400"
                    LABELS cli eboard COMMAND pendule-cli eboard --seconds 0)
if(NOT WIN32)
  add_test(NAME "eboard: a board on a pseudo-terminal: slides, a rook-first castling, garbage, the cable pulled"
           COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/eboard_cli_test.py $<TARGET_FILE:pendule-cli>)
  set_tests_properties("eboard: a board on a pseudo-terminal: slides, a rook-first castling, garbage, the cable pulled"
                       PROPERTIES LABELS "cli;eboard" TIMEOUT 60)
  add_test(NAME "eboard: the bridge to a hall: a mate's result, a DGT flag and the kings in the centre proposed to the desk, an illegal move that stood read by pgn-extract, a recapture made while it was down"
           COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/eboard_bridge_test.py $<TARGET_FILE:pendule-cli>
                   ${CMAKE_BINARY_DIR}/eboard-bridge-test)
  set_tests_properties("eboard: the bridge to a hall: a mate's result, a DGT flag and the kings in the centre proposed to the desk, an illegal move that stood read by pgn-extract, a recapture made while it was down"
                       PROPERTIES LABELS "cli;eboard" TIMEOUT 90 COST 60 ENVIRONMENT "PATH=/usr/sbin:$ENV{PATH}")
  # The simulated board (tests/tools/dgt_board.py) itself (`anybuild`: no build of ours in it, so
  # the release suite only), then a whole real game played on it.
  add_test(NAME "eboard: the simulated DGT board answers every command as a board does"
           COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/dgt_board_test.py)
  set_tests_properties("eboard: the simulated DGT board answers every command as a board does"
                       PROPERTIES LABELS "cli;eboard;anybuild" TIMEOUT 60)
  add_test(NAME "eboard: a whole game read from the simulated board with every noise of the hands"
           COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/eboard_game_test.py $<TARGET_FILE:pendule-cli>
                   ${PENDULE_TEST_DATA}/board/fischer-spassky-1972-g6.pgn game)
  # These two wait for hands at a human pace (90 and 25 s, almost no processor): started first, they
  # run beside the others instead of ending the suite.
  set_tests_properties("eboard: a whole game read from the simulated board with every noise of the hands"
                       PROPERTIES LABELS "cli;eboard" TIMEOUT 300 COST 300)
  add_test(NAME "eboard: the simulated board's cable pulled in a game and plugged back"
           COMMAND python3 ${CMAKE_CURRENT_LIST_DIR}/eboard_game_test.py $<TARGET_FILE:pendule-cli>
                   ${PENDULE_TEST_DATA}/board/fischer-spassky-1972-g6.pgn pull)
  set_tests_properties("eboard: the simulated board's cable pulled in a game and plugged back"
                       PROPERTIES LABELS "cli;eboard" TIMEOUT 120 COST 100)
endif()
