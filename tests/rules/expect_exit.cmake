# Runs `CLI perft 2 --fen <bad FEN>` and prints "exit CODE: STDERR", so that a test can check both.
# -DFEN=... gives another FEN (default: a placement with nine pawns on rank 7).
if(NOT DEFINED FEN)
  set(FEN "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
endif()
execute_process(COMMAND ${CLI} perft 2 --fen "${FEN}" RESULT_VARIABLE code ERROR_VARIABLE stderr OUTPUT_QUIET)
message("exit ${code}: ${stderr}")
