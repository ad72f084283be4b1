# Shared settings for Pendule's own targets: warnings (as errors unless PENDULE_WERROR is off)
# and the include root `src`, so that every include reads "core/rules/position.hpp".
function(pendule_target_defaults target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                           -Wold-style-cast -Wnull-dereference -Wimplicit-fallthrough)
  if(PENDULE_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# The standard headers most of our files include, precompiled once per library of four files or more
# (fewer gain less than the header costs to precompile): parsing them is about half of a file's
# compile time (docs/ci.md). Through a precompiled header GCC 12 loses the standard headers' system
# header mark and reports the false positives of its object-size warnings (-Warray-bounds,
# -Wstringop-overflow, -Wstringop-overread, -Wrestrict) inside std::string's inlined copies (in a
# few files): those four are off in GCC's files that use it; clang's -Warray-bounds stays on in the
# sanitizers' build, where AddressSanitizer checks every access.
set(PENDULE_STD_PCH <algorithm> <array> <chrono> <cstdint> <functional> <map> <memory> <optional> <sstream>
                    <string> <string_view> <variant> <vector>)
function(pendule_std_pch target)
  list(LENGTH ARGN sources)
  if(sources GREATER_EQUAL 4)
    target_precompile_headers(${target} PRIVATE ${PENDULE_STD_PCH})
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
      target_compile_options(${target} PRIVATE -Wno-array-bounds -Wno-stringop-overflow -Wno-stringop-overread
                                               -Wno-restrict)
    endif()
  endif()
endfunction()

# pendule_glob_sources(VAR dir...): the .cpp files directly inside each existing directory.
function(pendule_glob_sources var)
  set(result "")
  foreach(dir IN LISTS ARGN)
    if(EXISTS ${dir})
      file(GLOB found CONFIGURE_DEPENDS ${dir}/*.cpp)
      list(APPEND result ${found})
    endif()
  endforeach()
  set(${var} ${result} PARENT_SCOPE)
endfunction()
