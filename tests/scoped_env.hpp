#pragma once

// Environment variables a test changes, put back as they were (set again, or unset) when it ends,
// so that the test binaries pass as one process too, not only one case a process under ctest.

#include "io/os/file_system.hpp"

#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace pendule::test_support {

class ScopedEnv {
  public:
    // Saves the variables named; the test then sets or unsets them as it likes.
    explicit ScopedEnv(std::initializer_list<const char*> names) {
        for (const char* name : names)
            save(name);
    }
    // Saves one variable and sets it.
    ScopedEnv(const char* name, const std::string& value) {
        save(name);
        set(name, value.c_str());
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;
    ~ScopedEnv() { restore(); }

    // Puts the variables back now (a second call does nothing more).
    void restore() {
        for (const auto& [name, value] : saved_) {
            set(name.c_str(), value ? value->c_str() : nullptr);
        }
        saved_.clear();
    }

    // Sets a variable (UTF-8), or unsets it (nullptr), on POSIX and on Windows (which has no
    // setenv; its wide environment is the one the programs read, and an empty value unsets).
    static void set(const char* name, const char* value) {
#ifdef _WIN32
        ::_wputenv_s(wide(name).c_str(), value ? wide(value).c_str() : L"");
#else
        if (value)
            ::setenv(name, value, 1);
        else
            ::unsetenv(name);
#endif
    }

  private:
    void save(const char* name) {
#ifdef _WIN32
        const wchar_t* value = ::_wgetenv(wide(name).c_str());
        saved_.emplace_back(name, value ? std::optional<std::string>(io::text_of(value)) : std::nullopt);
#else
        const char* value = std::getenv(name);
        saved_.emplace_back(name, value ? std::optional<std::string>(value) : std::nullopt);
#endif
    }
#ifdef _WIN32
    // UTF-8 to UTF-16, through std::filesystem::path as io/os/file_system.hpp does it.
    static std::wstring wide(const char* text) {
        return io::path_of(text).wstring();
    }
#endif

    std::vector<std::pair<std::string, std::optional<std::string>>> saved_;
};

} // namespace pendule::test_support
