# The move recogniser on whole games played by simulated hands (bench/eboard_games.cpp: scans of
# 200-250 ms reported out of order, captures, castlings, en passant and promotions made every way,
# slides, lifts, flickers, odd codes, take-backs, turned boards, the kings put in the centre): the
# games of the repository's PGN files, five times each with its own noise, Chess960's among them
# (95 games, 15 of them Chess960, in about 0.1 s). The run over real games is the benchmark
# (docs/benchmarks.md).
set(eboard_games_data ${PROJECT_SOURCE_DIR}/tests/data)
# bench/ is configured after tests/: the program by its file, not by its target's name.
set(eboard_games_program $<TARGET_FILE:pendule_bench_eboard_games>)
if(CMAKE_CROSSCOMPILING)
  set(eboard_games_program ${CMAKE_CROSSCOMPILING_EMULATOR} ${eboard_games_program})
endif()
pendule_expect_test("eboard: games played by simulated hands, every move read and nothing else" 0 "failures 0"
                    LABELS eboard
                    COMMAND ${eboard_games_program} --rounds 5 --replays 1
                            ${eboard_games_data}/board/fischer-spassky-1972-g6.pgn
                            ${PROJECT_SOURCE_DIR}/tests/core/arbiter/data/chess960.pgn
                            ${PROJECT_SOURCE_DIR}/tests/core/arbiter/data/fifty_mate.pgn
                            ${PROJECT_SOURCE_DIR}/tests/core/arbiter/data/knight_shuffle.pgn
                            ${PROJECT_SOURCE_DIR}/tests/core/arbiter/data/near_repetitions.pgn
                            ${eboard_games_data}/pgn/variants.pgn ${eboard_games_data}/pgn/good.pgn
                            ${eboard_games_data}/pgn/real-forms.pgn ${eboard_games_data}/pgn/claim-forms.pgn
                            ${eboard_games_data}/pgn/french.pgn)
