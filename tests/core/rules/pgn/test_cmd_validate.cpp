// pendule-cli validate called in-process: the JSON document parses and says what the text says.
#include "../../../cli_run.hpp"
#include "cli/commands.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

namespace {

CliOutput run(const std::vector<std::string>& args) {
    return run_cli(pendule::cli::run_validate, args);
}

// A file in the temporary folder, removed at the end of the test.
class TempFile {
  public:
    TempFile(const std::string& name, const std::string& text)
        : path_(std::filesystem::temp_directory_path() / ("pendule-test-" + name)) {
        std::ofstream(path_, std::ios::binary) << text;
    }
    ~TempFile() {
        std::error_code ignored;
        std::filesystem::remove(path_, ignored);
    }
    std::string path() const { return path_.string(); }

  private:
    std::filesystem::path path_;
};

std::string last_line(const std::string& text) {
    const std::size_t end = text.size() - (text.empty() || text.back() != '\n' ? 0 : 1);
    const std::size_t start = text.rfind('\n', end - 1);
    return text.substr(start == std::string::npos ? 0 : start + 1,
                       end - (start == std::string::npos ? 0 : start + 1));
}

// The JSON document --json printed before the last line.
nlohmann::json document(const std::string& out) {
    return nlohmann::json::parse(out.substr(0, out.size() - last_line(out).size() - 1));
}

} // namespace

TEST_CASE("validate --json writes a parsable document, then the last line", "[validate]") {
    const TempFile file("json.pgn",
                        "[White \"Quote \\\" and \\\\ back\"]\n[Black \"Tab\tand é\"]\n[Round \"3\"]\n\n"
                        "1. e4 e5 2. Nf3 *\n\n[White \"B\"]\n\n1. d4 e5 2. dxe5 Ke7 3. Bg5+ Kf6 4. e4 *\n");
    const auto result = run({"--json", file.path()});
    CHECK(result.code == 1);
    CHECK(last_line(result.out) == "games 2 moves 8 errors 1");
    const auto json = document(result.out);
    CHECK(json["file"] == file.path());
    REQUIRE(json["games"].size() == 2);
    const auto& first = json["games"][0];
    CHECK(first["game"] == 1);
    CHECK(first["white"] == "Quote \" and \\ back");
    CHECK(first["black"] == "Tab\tand \xC3\xA9");
    CHECK(first["round"] == "3");
    CHECK(first["moves"] == 3);
    CHECK(first["ok"] == true);
    CHECK_FALSE(first.contains("error"));
    const auto& second = json["games"][1];
    CHECK(second["ok"] == false);
    CHECK(second["line"] == 7);
    CHECK(second["error"]["where"] == "move 3... Kf6");
    CHECK(second["error"]["reason"].get<std::string>().rfind("illegal:", 0) == 0);
    CHECK(second["error"]["line"] == 9);
    CHECK(second["error"]["column"] == 30);
    CHECK(second["error"]["skipped_moves"] == 1);
    CHECK(json["syntax_error"].is_null());
    CHECK(json["games_read"] == 2);
    CHECK(json["moves"] == 8);
    CHECK(json["errors"] == 1);
}

TEST_CASE("validate --json reports a syntax error as its game's error and goes on", "[validate]") {
    const TempFile file("syntax.pgn", "1. e4 e5 *\n\n1. d4 (1. c4\n\n[White \"C\"]\n\n1. Nf3 *\n");
    const auto result = run({"--json", file.path()});
    CHECK(result.code == 1);
    CHECK(last_line(result.out) == "games 3 moves 5 errors 1"); // e4 e5, d4, c4 in the variation, Nf3
    const auto json = document(result.out);
    CHECK(json["syntax_error"].is_null());
    REQUIRE(json["games"].size() == 3);
    const auto& error = json["games"][1]["error"];
    CHECK(error["kind"] == "syntax");
    CHECK(error["where"] == "move 1... '(' (in a variation)");
    CHECK(error["reason"] == "unterminated variation: '(' without ')'");
    CHECK(error["line"] == 3);
    CHECK(error["column"] == 7);
    CHECK(json["games"][2]["ok"] == true);
    CHECK(json["games"][2]["white"] == "C");
    CHECK(result.err.empty());
}

TEST_CASE("validate --json: a text that is not PGN at all exits 2 with its first error", "[validate]") {
    const TempFile file("prose.txt", "Pendule notes\n\nThis file is plain text.\n");
    const auto result = run({"--json", file.path()});
    CHECK(result.code == 2);
    CHECK(last_line(result.out) == "games 1 moves 0 errors 1");
    const auto json = document(result.out);
    CHECK(json["syntax_error"] == "line 1, column 1: 'Pendule' is not a move");
    CHECK(json["games"].empty());
    CHECK(result.err ==
          "pendule-cli validate: " + file.path() + ": line 1, column 1: 'Pendule' is not a move\n");
}

TEST_CASE("validate: warnings and notation hints in the text output and in --json", "[validate]") {
    const TempFile file("hints.pgn",
                        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3\n\n1. d4 d5 2. Cf3 *\n\n"
                        "1. e4 (1. d4 -- 2. c4) e5 *\n");
    const auto result = run({file.path()});
    CHECK(result.code == 1);
    CHECK(result.out ==
          "warning: game 1 (A - B): line 6: no termination marker (PGN 8.2.6) before the empty "
          "line: the movetext starting again at move 1 is read as a new game\n"
          "game 2 (? - ?): move 2. Cf3: malformed: 'Cf3' is not a move in SAN; it reads as a legal "
          "move with French piece letters: use --french [line 6, column 13]\n"
          "games 3 moves 8 errors 1\n");
    const auto json_run = run({"--json", file.path()});
    const auto json = document(json_run.out);
    CHECK(json["games"][0]["warning"]["line"] == 6);
    CHECK(json["games"][0]["result"] == "");
    CHECK(json["games"][1]["error"]["kind"] == "move");
    CHECK(json["games"][1]["error"]["hint"] ==
          "it reads as a legal move with French piece letters: use --french");
    CHECK(json["games"][2]["unchecked_moves"] == 1);
    CHECK_FALSE(json["games"][2].contains("error"));
}

TEST_CASE("validate: an empty file holds no game and exits 2", "[validate]") {
    const TempFile file("empty.pgn", "\n  \n% nothing here\n");
    const auto result = run({file.path()});
    CHECK(result.code == 2);
    CHECK(last_line(result.out) == "games 0 moves 0 errors 1");
    CHECK(result.err.find("no PGN game found") != std::string::npos);
}

TEST_CASE("validate: the text output has one line per bad game, then the last line", "[validate]") {
    const TempFile file("text.pgn", "[White \"A\"]\n[Black \"B\"]\n[Event \"?\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                                    "1. f3 e5 2. g4 Qh4# 0-1\n\n1. e4 (1. e5) *\n");
    const auto result = run({file.path()});
    CHECK(result.code == 1);
    CHECK(result.out ==
          "game 1 (A - B): move 2. Ke3: illegal: 'Ke3': the king on e1 cannot reach e3 [line 5, "
          "column 13]\n"
          "game 3 (? - ?): move 1. e5 (in a variation): illegal: 'e5': the pawn on e2 cannot reach e5 "
          "[line 9, column 11]\n"
          "games 3 moves 7 errors 2\n");
    const auto main_line = run({"--main-line", file.path()});
    CHECK(main_line.code == 1);
    CHECK(last_line(main_line.out) == "games 3 moves 7 errors 1");
}
