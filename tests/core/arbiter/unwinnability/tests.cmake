# The unwinnability analysis (can_checkmate, Laws 5.2.2 / 6.9) on our fixed sample of the public
# reference sets (data/ beside this file, facts copied from them): the tests fail on any wrong
# verdict, and when fewer sides are decided than measured. The full runs over the shared sets are
# benchmarks (bench/unwinnability_sets.sh). Release, CPU (2026-11-26): about
# 0.4 s for the sample, 0.9 s for the hard positions, 2.4 s for the slow share (labelled slow: the
# sanitizer run of scripts/dev.sh leaves it out), 2.2 s for the soundness fuzzer's sample; under
# ASan+UBSan (2026-11-25) the first three took about 2.5 s, 4.5 s and 10 s.
set(unwinnable_data ${CMAKE_CURRENT_LIST_DIR}/data)
set(unwinnable_sample "unwinnable: the sample of the reference sets, every side decided and right")
set(unwinnable_slow "unwinnable: the slow share of the reference sets, every side decided and right")
set(unwinnable_hard "unwinnable: the hard positions with a small budget, no wrong verdict")
add_test(NAME ${unwinnable_sample} COMMAND pendule_bench_unwinnability --any-material --min-decided 100
                                           ${unwinnable_data}/sample.txt)
add_test(NAME ${unwinnable_slow} COMMAND pendule_bench_unwinnability --any-material --min-decided 100
                                         ${unwinnable_data}/slow-sample.txt)
# Every slow or unknown position, with a small node budget (50,000 nodes per question): at the
# default budget they take minutes (the benchmark's job).
add_test(NAME ${unwinnable_hard} COMMAND pendule_bench_unwinnability --any-material --budget 50000
                                         --min-decided-sides 464 ${unwinnable_data}/hard.txt)
set_tests_properties(${unwinnable_sample} ${unwinnable_hard} PROPERTIES LABELS unwinnable TIMEOUT 300)
set_tests_properties(${unwinnable_slow} PROPERTIES LABELS "unwinnable;slow" TIMEOUT 300)

# The soundness fuzzer (bench/unwinnability_soundness.cpp) on the wrong Nos it found and a fixed,
# seeded share of mutations of them and of the sample: every static No is searched for a mate
# (200,000 nodes), every legal move out of a region too (100,000 nodes). The long runs are the
# benchmark's (docs/unwinnability.md).
# Under the sanitizers, a fifth of the mutations (the same seed: the first 300): what they look for
# shows on any share, and the whole sample takes 28 s there.
set(unwinnable_soundness "unwinnable: the soundness fuzzer's fixed sample, no wrong static No")
if(PENDULE_SANITIZE)
  set(unwinnable_mutations 300)
else()
  set(unwinnable_mutations 1500)
endif()
add_test(NAME ${unwinnable_soundness}
         COMMAND pendule_bench_unwinnability_soundness --quiet --count ${unwinnable_mutations} --seed 1 --nodes 200000
                 --region-nodes 100000 ${unwinnable_data}/soundness.txt ${unwinnable_data}/sample.txt)
set_tests_properties(${unwinnable_soundness} PROPERTIES LABELS unwinnable TIMEOUT 300)

# pendule-cli status reports the analysis (when the status command exists on this branch).
if(EXISTS ${PROJECT_SOURCE_DIR}/src/cli/cmd_status.cpp)
  pendule_expect_test("unwinnable: status reports a pawn wall as a dead position" 0 "\"dead_position\": *true"
                      LABELS unwinnable
                      COMMAND pendule-cli status --fen "4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1" --json)
endif()
