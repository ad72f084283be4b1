#pragma once

// Environment variables a test changes, put back as they were (set again, or unset) when it ends,
// so that the test binaries pass as one process too, not only one case a process under ctest.

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
        ::setenv(name, value.c_str(), 1);
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;
    ~ScopedEnv() { restore(); }

    // Puts the variables back now (a second call does nothing more).
    void restore() {
        for (const auto& [name, value] : saved_) {
            if (value)
                ::setenv(name.c_str(), value->c_str(), 1);
            else
                ::unsetenv(name.c_str());
        }
        saved_.clear();
    }

  private:
    void save(const char* name) {
        const char* value = std::getenv(name);
        saved_.emplace_back(name, value ? std::optional<std::string>(value) : std::nullopt);
    }

    std::vector<std::pair<std::string, std::optional<std::string>>> saved_;
};

} // namespace pendule::test_support
