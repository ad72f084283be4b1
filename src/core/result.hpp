#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace pendule {

// An expected failure: what was wrong and where, in words a user can act on
// ("line 12, column 4: unknown piece letter 'X'"). `where` may be empty.
struct Error {
    std::string message;
    std::string where;

    // "where: message", or the message alone.
    std::string text() const { return where.empty() ? message : where + ": " + message; }
};

// A value or an Error, returned by everything that reads input (FEN, SAN, PGN, presets,
// journals). Bad input is an ordinary outcome, so it travels as a value, not an exception.
template <typename T> class [[nodiscard]] Result {
  public:
    Result(T value) : state_(std::move(value)) {}
    Result(Error error) : state_(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(state_); }
    explicit operator bool() const { return ok(); }

    T& value() & {
        assert(ok());
        return std::get<T>(state_);
    }
    const T& value() const& {
        assert(ok());
        return std::get<T>(state_);
    }
    T&& value() && {
        assert(ok());
        return std::get<T>(std::move(state_));
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const Error& error() const {
        assert(!ok());
        return std::get<Error>(state_);
    }

  private:
    std::variant<T, Error> state_;
};

// Builds an Error in one expression: `return fail("no king for White", "FEN field 1");`
inline Error fail(std::string message, std::string where = {}) {
    return Error{std::move(message), std::move(where)};
}

} // namespace pendule
