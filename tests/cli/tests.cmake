# Smoke tests of pendule-cli itself; each module's folder adds those of its subcommands.
add_test(NAME "cli: --help lists the commands" COMMAND pendule-cli --help)
set_tests_properties("cli: --help lists the commands" PROPERTIES LABELS cli PASS_REGULAR_EXPRESSION "usage: pendule-cli")
add_test(NAME "cli: an unknown command exits 2" COMMAND pendule-cli no-such-command)
set_tests_properties("cli: an unknown command exits 2" PROPERTIES LABELS cli WILL_FAIL TRUE)
add_test(NAME "cli: --version" COMMAND pendule-cli --version)
set_tests_properties("cli: --version" PROPERTIES LABELS cli PASS_REGULAR_EXPRESSION "^pendule-cli ${PROJECT_VERSION} ")
