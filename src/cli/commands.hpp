#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace pendule::cli {

// Every subcommand has this signature: the words after the subcommand's name, and the two
// streams. Exit codes: 0 success, 1 a finding (an illegal move, an incorrect claim, ...),
// 2 bad usage or unreadable input. Each subcommand answers --help itself.
using CommandFn = int (*)(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

struct Command {
    const char* name;
    const char* summary;
    CommandFn run;
};

int run_perft(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_validate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_claim(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_status(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_flag(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_clock(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_announce(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_replay(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_export(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_journals(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_hall_send(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_hall_sim(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_round(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_round_open(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_round_rule(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_round_publish(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_round_result(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_eboard(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_eboard_bridge(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_moves(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_presets(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// The table of subcommands, in the order `pendule-cli --help` lists them (defined in main.cpp).
const std::vector<Command>& commands();

} // namespace pendule::cli
