#include "hall/link/broker_login.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using namespace pendule::hall;

namespace {

std::string write_file(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::temp_directory_path() / ("pendule-login-" + name);
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

} // namespace

TEST_CASE("a password file: its first line, without its line end", "[hall][login]") {
    CHECK(read_password_file(write_file("a", "s3cret\n")).value() == "s3cret");
    CHECK(read_password_file(write_file("b", "s3cret\r\nsecond line\n")).value() == "s3cret");
    CHECK(read_password_file(write_file("c", "no newline")).value() == "no newline");
    auto empty = read_password_file(write_file("d", "\nlater\n"));
    REQUIRE_FALSE(empty.ok());
    CHECK_THAT(empty.error().text(),
               Catch::Contains("first line is empty") && Catch::Contains("pendule-login-d"));
    auto missing = read_password_file("/nonexistent/pw");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().text() == "/nonexistent/pw: cannot read the password file");
}

TEST_CASE("a board's login: the user defaults to its number, {board} is replaced", "[hall][login]") {
    const std::string file = write_file("7.password", "pw7\n");
    auto none = board_login(std::nullopt, std::nullopt, 7);
    REQUIRE(none.ok());
    CHECK_FALSE(none->has_value());

    auto by_number = board_login(std::nullopt, file, 7);
    REQUIRE(by_number.ok());
    CHECK((*by_number)->user == "7");
    CHECK((*by_number)->password == "pw7");

    const std::string pattern =
        (std::filesystem::temp_directory_path() / "pendule-login-{board}.password").string();
    auto sim = board_login(std::string("b{board}"), pattern, 7);
    REQUIRE(sim.ok());
    CHECK((*sim)->user == "b7");
    CHECK((*sim)->password == "pw7");
    auto other = board_login(std::nullopt, pattern, 8); // no file for board 8
    REQUIRE_FALSE(other.ok());
    CHECK_THAT(other.error().text(), Catch::Contains("--hall-password-file: cannot read") &&
                                         Catch::Contains("pendule-login-8.password"));

    auto user_only = board_login(std::string("7"), std::nullopt, 7);
    REQUIRE_FALSE(user_only.ok());
    CHECK_THAT(user_only.error().text(), Catch::Contains("--hall-user needs --hall-password-file"));
    CHECK_FALSE(board_login(std::string(""), file, 7).ok());
}

TEST_CASE("a refused connection in words", "[hall][login]") {
    const BrokerAddress broker{"127.0.0.1", 1883};
    const BrokerLogin login{"3", "x"};
    CHECK_THAT(
        refusal_text(5, broker, login),
        Catch::StartsWith("the broker at 127.0.0.1:1883 refused user '3': wrong user name or password"));
    CHECK(refusal_text(4, broker, login) == refusal_text(5, broker, login));
    CHECK(refusal_text(5, broker, std::nullopt) == "the broker at 127.0.0.1:1883 refused an anonymous "
                                                   "connection: it wants a user name and a password file");
    CHECK_THAT(refusal_text(3, broker, login), Catch::EndsWith("it is unavailable"));
    CHECK_THAT(refusal_text(42, broker, login), Catch::EndsWith("(CONNACK code 42)"));
}
