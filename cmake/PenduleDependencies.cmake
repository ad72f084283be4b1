# The libraries of others, under the target names that src/ links (and scripts/check-layers.sh
# checks): on Linux from Debian's packages; in the Windows build (cmake/windows-mingw.cmake) from
# third_party/, built here (cmake/PenduleThirdParty.cmake), since nothing is downloaded at build
# time. Sets PENDULE_HALL_SERVER (pendule-hall is built), and defines
# pendule_espeak_data_beside(TARGET): eSpeak NG's data beside a program that speaks (the Windows
# build's; Debian's library has its own).
if(WIN32)
  include(${CMAKE_CURRENT_LIST_DIR}/PenduleThirdParty.cmake)
  return()
endif()

find_package(nlohmann_json 3.11 REQUIRED)
# libsodium: the arbiter PIN's hash (src/io/pin_hash.cpp).
find_package(PkgConfig REQUIRED)
pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium)
if(PENDULE_GUI)
  find_package(SFML 2.5 COMPONENTS graphics window system REQUIRED)
  # The clock's audio output opens the device chosen through OpenAL itself (Debian libopenal-dev):
  # SFML's audio opens only the default one.
  find_package(OpenAL REQUIRED)
  add_library(pendule_openal INTERFACE)
  target_include_directories(pendule_openal SYSTEM INTERFACE ${OPENAL_INCLUDE_DIR})
  target_link_libraries(pendule_openal INTERFACE ${OPENAL_LIBRARY})
endif()
# CLI11 (Debian libcli11-dev, header only): args/args.cpp.
find_package(CLI11 CONFIG REQUIRED)
# The hall: SQLite, libmosquitto, and cpp-httplib for pendule-hall's server.
pkg_check_modules(SQLITE REQUIRED IMPORTED_TARGET sqlite3)
pkg_check_modules(MOSQUITTO REQUIRED IMPORTED_TARGET libmosquitto)
pkg_check_modules(HTTPLIB REQUIRED IMPORTED_TARGET cpp-httplib)
set(PENDULE_HALL_SERVER ON)
# The talking clock's voice: eSpeak NG, whose data Debian's library finds in Debian's espeak-ng-data.
# Loaded when first spoken (voice/synthesizer.cpp), by its run-time name: linked, it brought its
# sound output's forty-odd libraries into the start of every program. Its headers only here.
pkg_check_modules(ESPEAK REQUIRED IMPORTED_TARGET espeak-ng)
add_library(pendule_espeak INTERFACE)
target_include_directories(pendule_espeak INTERFACE ${ESPEAK_INCLUDE_DIRS})
target_compile_definitions(pendule_espeak INTERFACE PENDULE_ESPEAK_LIBRARY="libespeak-ng.so.1")
target_link_libraries(pendule_espeak INTERFACE ${CMAKE_DL_LIBS})
function(pendule_espeak_data_beside target)
endfunction()
find_package(Threads REQUIRED)
if(PENDULE_TESTS)
  find_package(Catch2 2.13 REQUIRED)
endif()
