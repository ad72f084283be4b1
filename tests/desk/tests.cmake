# The desk's round journal through pendule-cli: open from a TRF16 file, results, read back in
# every form, and round-result killed with SIGKILL.
add_test(NAME "desk: round-open, round-result and round, and round-result killed with SIGKILL"
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/round_cli_test.sh ${PENDULE_CLI_EXEC}
                 ${PENDULE_TEST_DATA}/desk/open-2026.trf)
set_tests_properties("desk: round-open, round-result and round, and round-result killed with SIGKILL"
                     PROPERTIES LABELS desk TIMEOUT 120)
