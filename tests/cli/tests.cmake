# Smoke tests of pendule-cli itself; each module's folder adds those of its subcommands.
pendule_expect_test("cli: --help lists the commands" 0 "^usage: pendule-cli" LABELS cli COMMAND pendule-cli --help)
pendule_expect_test("cli: an unknown command exits 2" 2
                    "^pendule-cli: unknown command 'no-such-command' \\(see pendule-cli --help\\)\n$"
                    LABELS cli COMMAND pendule-cli no-such-command)
pendule_expect_test("cli: --version" 0 "^pendule-cli ${PROJECT_VERSION} " LABELS cli COMMAND pendule-cli --version)
