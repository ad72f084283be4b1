# Smoke tests of `pendule-cli perft` (the output contract other tools rely on).
pendule_expect_test("rules: perft 3 ends in nodes 8902" 0 "^nodes 8902\n$" LABELS rules COMMAND pendule-cli perft 3)
string(REPEAT "[a-h][1-8][a-h][1-8]: 20\n" 20 twenty_lines) # CMake regexes have no {20}
pendule_expect_test("rules: perft --divide prints 20 move lines" 0 "^${twenty_lines}nodes 400\n$"
                    LABELS rules COMMAND pendule-cli perft 2 --divide)
pendule_expect_test("rules: perft --divide from a FEN" 0 "a5a4: [0-9]+\n" FORBID "b5c6"
                    LABELS rules COMMAND pendule-cli perft 2 --divide --fen "8/8/8/KPp4r/8/8/8/7k w - c6 0 2")
pendule_expect_test("rules: perft with a bad FEN names the field" 2
                    "^pendule-cli perft: FEN field 1 \\(placement\\)[^\n]*\n$"
                    LABELS rules COMMAND pendule-cli perft 2 --fen "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
pendule_expect_test("rules: perft with a bad FEN exits 2" 2 "^pendule-cli perft: FEN field 1 \\(placement\\): found 3 ranks, expected 8\n$"
                    LABELS rules COMMAND pendule-cli perft 2 --fen "8/8/8 w - - 0 1")
pendule_expect_test("rules: perft with a bad depth exits 2" 2
                    "^pendule-cli perft: DEPTH must be a whole number from 0 to 20, got 'deep'\n$"
                    LABELS rules COMMAND pendule-cli perft deep)
pendule_expect_test("rules: perft --hash counts the same" 0 "^nodes 4865609\n$" LABELS rules COMMAND pendule-cli perft 5 --hash 1)
pendule_expect_test("rules: perft with a bad --hash exits 2" 2
                    "^pendule-cli perft: --hash must be a number of megabytes from 1 to 4096, got '0'\n$"
                    LABELS rules COMMAND pendule-cli perft 3 --hash 0)
pendule_expect_test("rules: perft --help" 0 "^usage: pendule-cli perft DEPTH" LABELS rules COMMAND pendule-cli perft --help)

# Chess960: a FEN only Chess960 reads is Chess960; --chess960 makes any FEN one; --start N.
pendule_expect_test("rules: perft from a Chess960 Shredder-FEN" 0 "^nodes 326672\n$" LABELS rules COMMAND pendule-cli perft 4
                    --fen "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
pendule_expect_test("rules: perft from an X-FEN where the rook shields the king's square" 0 "^nodes 12858\n$"
                    LABELS rules COMMAND pendule-cli perft 3 --fen "4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ - 0 1")
pendule_expect_test("rules: perft --divide writes Chess960 castling as the king taking its rook" 0 "b1a1: 1\n"
                    FORBID "b1c1: 1\n.*b1c1: 1\n"
                    LABELS rules COMMAND pendule-cli perft 1 --divide --fen "4k3/8/8/8/8/8/8/RK6 w Q - 0 1")
pendule_expect_test("rules: perft --chess960 on a standard-looking FEN" 0 "e1h1: 1\n(.*\n)*nodes 26\n$" FORBID "e1g1"
                    LABELS rules COMMAND pendule-cli perft 1 --divide --chess960 --fen "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
pendule_expect_test("rules: perft on the same FEN without --chess960 is standard chess" 0 "e1g1: 1\n(.*\n)*nodes 26\n$"
                    FORBID "e1h1" LABELS rules COMMAND pendule-cli perft 1 --divide --fen "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
pendule_expect_test("rules: perft --start 518 counts as the usual start" 0 "^nodes 8902\n$"
                    LABELS rules COMMAND pendule-cli perft 3 --start 518)
pendule_expect_test("rules: perft --start 960 exits 2" 2
                    "^pendule-cli perft: --start must be a Chess960 start position number from 0 to 959, got '960'\n$"
                    LABELS rules COMMAND pendule-cli perft 1 --start 960)
pendule_expect_test("rules: perft with a bad Chess960 castling field names the field" 2
                    "^pendule-cli perft: FEN field 3 \\(castling\\): castling right 'B' names b1, where there is no white rook"
                    LABELS rules COMMAND pendule-cli perft 2 --fen "4k3/8/8/8/8/8/8/R3K2R w B - 0 1")
