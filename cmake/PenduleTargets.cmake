# Shared settings for Pendule's own targets: warnings (as errors unless PENDULE_WERROR is off),
# the include root `src`, so that every include reads "core/rules/position.hpp", and with
# PENDULE_UNITY a unity build: the target's sources compiled PENDULE_UNITY_BATCH_SIZE at a time, one
# file including them (docs/ci.md). A batch is one translation unit: two files of a target may not
# both define a name in an anonymous namespace, nor a file declare a name at namespace scope that a
# later file's local names shadow (-Wshadow).
function(pendule_target_defaults target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                           -Wold-style-cast -Wnull-dereference -Wimplicit-fallthrough)
  if(PENDULE_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  if(PENDULE_UNITY)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${PENDULE_UNITY_BATCH_SIZE})
    # GCC warns when a type defined in an included file uses a name of an anonymous namespace (a
    # lambda capturing one, a member): in a header, that type would differ in every file including
    # it. A batch includes our source files, each of them in one batch only: off for them.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
      target_compile_options(${target} PRIVATE -Wno-subobject-linkage)
    endif()
    # A windows/ folder's files include <windows.h>, and the window's platform/posix/ files X11's
    # headers: their macros (windows.h's min, max and ERROR, X11's None, Bool, Status, True...)
    # would reach every file after them in a batch (rules::Piece::None did not compile), and
    # <winsock2.h> cannot follow <windows.h>. Those files are compiled alone.
    get_target_property(sources ${target} SOURCES)
    list(FILTER sources INCLUDE REGEX "/(windows|platform/posix)/[^/]*\\.cpp$")
    if(sources)
      set_source_files_properties(${sources} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
    endif()
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
