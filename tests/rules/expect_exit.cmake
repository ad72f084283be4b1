# Runs `CLI perft 2 --fen <bad FEN>` and prints "exit CODE: STDERR", so that a test can check both.
execute_process(COMMAND ${CLI} perft 2 --fen "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                RESULT_VARIABLE code ERROR_VARIABLE stderr OUTPUT_QUIET)
message("exit ${code}: ${stderr}")
