# pendule-cli claim / status / flag: smoke tests of the command-line contract (docs/arbiter.md),
# and the acceptance run over the shared claims-pgn reference files.
set(ARBITER_DATA ${CMAKE_CURRENT_LIST_DIR}/data)

# arbiter_cli_test(NAME [STATUS N] COMMAND ARGS... PASS REGEX): pendule-cli ARGS exits with N
# (default 0) and its output matches REGEX (pendule_expect_test, tests/CMakeLists.txt).
function(arbiter_cli_test name)
  cmake_parse_arguments(PARSE_ARGV 1 T "" "PASS;STATUS" "COMMAND")
  if(NOT DEFINED T_STATUS)
    set(T_STATUS 0)
  endif()
  pendule_expect_test("arbiter cli: ${name}" ${T_STATUS} "${T_PASS}" LABELS arbiter COMMAND pendule-cli ${T_COMMAND})
endfunction()

# arbiter_exit_test(NAME STATUS REGEX ARGS...): pendule-cli ARGS exits with STATUS, its message
# matching REGEX.
function(arbiter_exit_test name status regex)
  cmake_parse_arguments(PARSE_ARGV 3 T "" "" "")
  pendule_expect_test("arbiter cli: ${name}" ${status} "${regex}" LABELS arbiter COMMAND pendule-cli ${T_UNPARSED_ARGUMENTS})
endfunction()

arbiter_cli_test("claim --help" COMMAND claim --help PASS "usage: pendule-cli claim FILE.pgn")
arbiter_cli_test("status --help" COMMAND status --help PASS "usage: pendule-cli status FILE.pgn")
arbiter_cli_test("flag --help" COMMAND flag --help PASS "usage: pendule-cli flag FILE.pgn")
arbiter_cli_test("claim on the board, JSON" COMMAND claim ${ARBITER_DATA}/knight_shuffle.pgn --json
                 PASS "\"valid\": true,[^}]*\"article\": \"9.2.2\"[^}]*\"occurrences\": \\[[^]]*2,[^]]*6,[^]]*10")
arbiter_cli_test("claim with the written move, blitz from TimeControl" COMMAND claim
                 ${ARBITER_DATA}/knight_shuffle.pgn --game 2 --move Nb8 --json
                 PASS "\"article\": \"9.2.1\".*\"speed\": \"blitz\"")
arbiter_cli_test("incorrect claim, 2023 blitz penalty" STATUS 1 COMMAND claim ${ARBITER_DATA}/knight_shuffle.pgn
                 --game 2 --json PASS "\"penalty\": {[^}]*\"claimant_ms\": 0,[^}]*\"opponent_ms\": 60000")
arbiter_cli_test("incorrect claim, 2001 without times" STATUS 1 COMMAND claim ${ARBITER_DATA}/knight_shuffle.pgn
                 --game 2 --laws 2001 --json PASS "cannot be computed.*\"claimant_ms\": null")
arbiter_cli_test("9.3.1 with a mating move" COMMAND claim ${ARBITER_DATA}/fifty_mate.pgn --move "Ra8#" --json
                 PASS "\"article\": \"9.3.1\"")
arbiter_cli_test("status JSON keys" COMMAND status --fen "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1" --json
                 PASS "\"dead_position\": true,[^}]*\"can_mate\": {[^}]*\"white\": false,[^}]*\"black\": false")
arbiter_cli_test("flag: lone king opponent draws" COMMAND flag --fen "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
                 --side white --json PASS "\"result\": \"1/2-1/2\"")
# Each occurrence with the move that led there, and the near positions with why.
arbiter_cli_test("claim: occurrences with their moves" COMMAND claim ${ARBITER_DATA}/knight_shuffle.pgn
                 PASS "repetition: the position appeared 3 times\n  ply 2 [^\n]* after 1\\.\\.\\. e5  rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\n")
arbiter_cli_test("claim: a castling right makes a near position differ" STATUS 1 COMMAND claim
                 ${ARBITER_DATA}/near_repetitions.pgn
                 PASS "appeared only twice; three are needed.*not the same position[^\n]*\n  ply 2 [^\n]* after 1\\.\\.\\. e5: White could still castle kingside and queenside; Black could still castle kingside and queenside  ")
arbiter_cli_test("claim: an en passant capture makes a near position differ, JSON" STATUS 1 COMMAND claim
                 ${ARBITER_DATA}/near_repetitions.pgn --game 2 --json
                 PASS "\"near\": \\[[^]]*\"ply\": 4,[^]]*\"move\": \"2\\.\\.\\. d5\"[^]]*\"kind\": \"en_passant\",[^]]*\"pawn\": \"e5\",[^]]*\"capture\": \"exd6\"")
arbiter_exit_test("claim valid exits 0" 0 "^claim: valid \\(Laws 9\\.2\\.2\\)\n" claim ${ARBITER_DATA}/knight_shuffle.pgn)
arbiter_exit_test("claim incorrect exits 1" 1 "^claim: incorrect[^\n]*\n" claim ${ARBITER_DATA}/knight_shuffle.pgn --game 2)
arbiter_exit_test("claim illegal move exits 2" 2 "^pendule-cli claim: --move Ke3: illegal: [^\n]+\n$" claim ${ARBITER_DATA}/knight_shuffle.pgn --move Ke3)
arbiter_exit_test("claim unknown edition exits 2" 2 "^pendule-cli claim: --laws: unknown Laws edition '1999' [^\n]*\n$" claim ${ARBITER_DATA}/knight_shuffle.pgn --laws 1999)
arbiter_exit_test("claim missing file exits 2" 2 "^pendule-cli claim: [^\n]*/no-such-file\\.pgn: cannot be read\n$" claim ${ARBITER_DATA}/no-such-file.pgn)
arbiter_exit_test("claim game out of range exits 2" 2 "^pendule-cli claim: [^\n]*/knight_shuffle\\.pgn: has 2 game\\(s\\), not a game 3\n$" claim ${ARBITER_DATA}/knight_shuffle.pgn --game 3)
arbiter_exit_test("status bad FEN exits 2" 2 "^pendule-cli status: --fen: FEN field 1 \\(placement\\): found 3 ranks, expected 8\n$" status --fen "8/8/8 w - - 0 1")
arbiter_exit_test("flag without --side exits 2" 2 "^pendule-cli flag: --side white or --side black is needed\n$" flag --fen "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")

# The acceptance run: every file of the shared claims-pgn set, expected outcomes from the file
# names. It fails (never skips) when the shared folder is missing.
set(PENDULE_SHARED_DIR ${PROJECT_SOURCE_DIR}/../shared CACHE PATH "The shared reference folder (claims-pgn)")
find_package(Python3 COMPONENTS Interpreter REQUIRED)
add_test(NAME "arbiter acceptance: claims-pgn reference files"
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/claims_acceptance.py
                 --cli ${PENDULE_CLI} --shared ${PENDULE_SHARED_DIR})
# About 10 s in a release build: labelled slow.
set_tests_properties("arbiter acceptance: claims-pgn reference files" PROPERTIES LABELS "arbiter;acceptance;slow"
                     TIMEOUT 600)
add_dependencies(${module_tests} pendule_catalogues)

# Chess960 games and positions.
arbiter_cli_test("Chess960: a knight shuffle is a valid 9.2.2 claim" COMMAND claim ${ARBITER_DATA}/chess960.pgn --json
                 PASS "\"valid\": true,[^}]*\"article\": \"9.2.2\"")
arbiter_cli_test("Chess960: a position that differs by a castling right does not count" STATUS 1 COMMAND claim
                 ${ARBITER_DATA}/chess960.pgn --game 2
                 PASS "appeared only twice; three are needed.*ply 0 [^\n]*: White could still castle queenside; Black could still castle queenside")
arbiter_exit_test("Chess960: the castling-right claim is incorrect, exit 1" 1 "^claim: incorrect[^\n]*\n" claim ${ARBITER_DATA}/chess960.pgn --game 2)
arbiter_cli_test("Chess960: status from a Shredder-FEN" COMMAND status
                 --fen "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" --json
                 PASS "\"checkmate\": false")
arbiter_cli_test("Chess960: flag with a rook against a lone king" COMMAND flag
                 --fen "1k6/8/8/8/8/8/8/1K5R w K - 0 1" --side black --json PASS "\"result\": \"1-0\"")
arbiter_cli_test("Chess960: flag, a lone king cannot mate" COMMAND flag
                 --fen "1k6/8/8/8/8/8/8/1K5R w K - 0 1" --side white --json PASS "\"result\": \"1/2-1/2\"")
arbiter_exit_test("Chess960: status with a right on a file with no rook exits 2" 2
                  "^pendule-cli status: [^\n]*castling right 'B'[^\n]*\n$" status
                  --fen "4k3/8/8/8/8/8/8/R3K2R w B - 0 1")
arbiter_cli_test("Chess960: status --help names --chess960" COMMAND status --help PASS "--chess960")
arbiter_cli_test("Chess960: 9.3 and 9.6.2 from a 960 FEN's halfmove clock" COMMAND status
                 --fen "1k6/8/8/8/8/8/8/1K5R w K - 150 100" --json
                 PASS "\"halfmove_clock\": 150,[^}]*\"fifty_claim\": true,[^}]*\"seventyfive\": true")
