# The unwinnability analysis (can_checkmate, Laws 5.2.2 / 6.9) against the classified reference
# positions (composed ones included: --any-material): the test fails when any verdict is wrong,
# when fewer than 99% of the sides are decided, and when a file is missing or unreadable (the bench
# exits 2). About two minutes in a release build, hence the label slow.
set(PENDULE_SHARED_DIR ${PROJECT_SOURCE_DIR}/../shared CACHE PATH "The shared reference folder")
set(unwinnable_reference ${PENDULE_SHARED_DIR}/reference/unwinnability)
add_test(NAME "unwinnable: no wrong verdict on the reference positions"
         COMMAND pendule_bench_unwinnability --any-material --min-decided 99
                 ${unwinnable_reference}/chasolver-positions.txt
                 ${unwinnable_reference}/d3chess-test-vector.txt)
set_tests_properties("unwinnable: no wrong verdict on the reference positions" PROPERTIES LABELS "unwinnable;slow"
                     TIMEOUT 1800)

# pendule-cli status reports the analysis (when the status command exists on this branch).
if(EXISTS ${PROJECT_SOURCE_DIR}/src/cli/cmd_status.cpp)
  add_test(NAME "unwinnable: status reports a pawn wall as a dead position"
           COMMAND pendule-cli status --fen "4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1" --json)
  set_tests_properties("unwinnable: status reports a pawn wall as a dead position" PROPERTIES LABELS unwinnable
                       PASS_REGULAR_EXPRESSION "\"dead_position\": *true")
endif()
