#include "io/journal/journal_line.hpp"

#include <catch2/catch.hpp>

using namespace pendule::io;

TEST_CASE("crc32 gives zlib's check values") {
    CHECK(crc32("123456789") == 0xcbf43926U);
    CHECK(crc32("") == 0U);
    CHECK(crc32("The quick brown fox jumps over the lazy dog") == 0x414fa339U);
}

TEST_CASE("values survive percent-encoding, whatever they hold") {
    const std::vector<std::string> texts = {
        "",   "plain", "two words", "100% = all", "line\nbreak\ttab", "Lefèvre", std::string("nul\0byte", 8),
        "%zz"};
    for (const std::string& text : texts) {
        const std::string encoded = encode_value(text);
        CHECK(encoded.find(' ') == std::string::npos);
        CHECK(encoded.find('\n') == std::string::npos);
        CHECK(encoded.find('=') == std::string::npos);
        auto back = decode_value(encoded);
        REQUIRE(back);
        CHECK(*back == text);
    }
    CHECK_FALSE(decode_value("bad%2"));
    CHECK_FALSE(decode_value("bad%g0"));
}

TEST_CASE("a record line round-trips and its CRC catches any changed byte") {
    JournalLine line;
    line.kind = "decision";
    line.add("seq", 7).add("reason", "illegal move: +2 min = 120000 ms").add("text", "a\nb");
    const std::string text = encode_line(line);
    REQUIRE(text.back() == '\n');
    REQUIRE(std::count(text.begin(), text.end(), '\n') == 1);
    const std::string body = text.substr(0, text.size() - 1);
    auto decoded = decode_line(body);
    REQUIRE(decoded);
    CHECK(decoded->kind == "decision");
    CHECK(decoded->fields == line.fields);
    CHECK(decoded->get("seq") == std::optional<std::string_view>("7"));
    for (std::size_t i = 9; i < body.size(); i += 3) {
        std::string damaged = body;
        damaged[i] = static_cast<char>(damaged[i] ^ 0x01);
        auto bad = decode_line(damaged);
        REQUIRE_FALSE(bad);
        CHECK(bad.error().message.find("CRC") != std::string::npos);
    }
    CHECK_FALSE(decode_line("not a record"));
    CHECK_FALSE(decode_line("zzzzzzzz start"));
}
