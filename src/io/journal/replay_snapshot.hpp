#pragma once

// A journal's replay (JournalReplayer) written as one line of text and read back into a replayer
// that goes on exactly as the one written: the hall keeps one per board in its database beside the
// records it covers, and at its next start replays only the records after it (a 5-hour round is
// 36,000 records a board). Every member of the replay is written, in a fixed order; the header is
// not (the journal's record 0 gives it back). Pure: no file access.
//
// The text is words separated by single spaces: whole numbers in decimal, strings as ' followed by
// their percent-encoding (journal_line's encode_value: no space, no line break), an optional as "-"
// (none) or "+" and its value, a list as its length and its items. StateWriter and StateReader walk
// a value with the same function, so that what is read is what was written, member by member.

#include "io/journal/journal_replay.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace pendule::io {

// The version of the text below: a text of another version is not read (the reader replays the
// journal whole instead).
inline constexpr int replay_snapshot_format = 1;

class StateWriter {
  public:
    void value(const std::int64_t& v) { word(std::to_string(v)); }
    void value(const int& v) { word(std::to_string(v)); }
    void value(const bool& v) { word(v ? "1" : "0"); }
    void value(const std::string& v);
    void value(const clock::Side& v) { word(v == clock::Side::White ? "0" : "1"); }
    template <typename E> std::enable_if_t<std::is_enum_v<E>> value(const E& v) {
        value(static_cast<std::int64_t>(v));
    }
    template <typename T> void value(const std::optional<T>& v) {
        word(v ? "+" : "-");
        if (v)
            value(*v);
    }
    template <typename T> void value(const std::vector<T>& v) {
        value(static_cast<std::int64_t>(v.size()));
        for (const T& item : v)
            value(item);
    }
    template <typename T, typename U> void value(const std::pair<T, U>& v) {
        value(v.first);
        value(v.second);
    }
    template <typename T, std::size_t N> void value(const std::array<T, N>& v) {
        for (const T& item : v)
            value(item);
    }
    // A struct: its own walk (below, and the hall's for its board replay).
    template <typename T> auto value(const T& v) -> decltype(walk(*this, const_cast<T&>(v))) {
        return walk(*this, const_cast<T&>(v));
    }
    template <typename... T> void operator()(const T&... v) { (value(v), ...); }

    const std::string& text() const { return text_; }

  private:
    void word(std::string_view w);
    std::string text_;
};

class StateReader {
  public:
    explicit StateReader(std::string_view text) : text_(text) {}

    void value(std::int64_t& v);
    void value(int& v);
    void value(bool& v);
    void value(std::string& v);
    void value(clock::Side& v);
    template <typename E> std::enable_if_t<std::is_enum_v<E>> value(E& v) {
        std::int64_t n = 0;
        value(n);
        v = static_cast<E>(n);
    }
    template <typename T> void value(std::optional<T>& v) {
        const std::string_view w = word();
        v.reset();
        if (w == "+") {
            v.emplace();
            value(*v);
        } else if (w != "-") {
            failed_ = true;
        }
    }
    template <typename T> void value(std::vector<T>& v) {
        std::int64_t size = 0;
        value(size);
        v.clear();
        // Each item is at least one word: a longer list than the words left is a damaged text.
        if (size < 0 || static_cast<std::size_t>(size) > text_.size() - at_) {
            failed_ = true;
            return;
        }
        v.resize(static_cast<std::size_t>(size));
        for (T& item : v)
            value(item);
    }
    template <typename T, typename U> void value(std::pair<T, U>& v) {
        value(v.first);
        value(v.second);
    }
    template <typename T, std::size_t N> void value(std::array<T, N>& v) {
        for (T& item : v)
            value(item);
    }
    template <typename T> auto value(T& v) -> decltype(walk(*this, v)) { return walk(*this, v); }
    template <typename... T> void operator()(T&... v) { (value(v), ...); }

    // Every word read as expected so far.
    bool ok() const { return !failed_; }
    // Every word read, and nothing left.
    bool done() const { return !failed_ && at_ == text_.size(); }
    // The whole number just read was out of the range a member allows.
    void refuse() { failed_ = true; }

  private:
    std::string_view word();
    std::string_view text_;
    std::size_t at_ = 0;
    bool failed_ = false;
};

// The replayer's state (all but the header) written as words into `out`.
void write_replayer(StateWriter& out, const JournalReplayer& replayer);
// A replayer of the journal whose header is `header`, read from `in` as write_replayer wrote it;
// nothing when the words are not such a state (the reader is left failed).
std::optional<JournalReplayer> read_replayer(StateReader& in, const JournalHeader& header);

} // namespace pendule::io
