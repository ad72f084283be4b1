# The Windows build's libraries, from third_party/ (each folder's README.origin says where from),
# under the names that Debian's packages give them in the Linux build (cmake/PenduleDependencies.cmake).
enable_language(C) # libsodium, SQLite, libmosquitto and eSpeak NG are C
if(PENDULE_GUI)
  enable_language(RC) # pendule.exe's icon and version (cmake/pendule.rc.in)
endif()
set(PENDULE_THIRD_PARTY ${PROJECT_SOURCE_DIR}/third_party)

# The programs run here (the tests, Catch's test discovery) through wine, by scripts that give
# them this build's own Wine prefix (made by `wineboot --init` before the first run: scripts/dev.sh
# windows does it), no debug chatter, and UTF-8 for the names of files (LC_ALL).
#   wine-exec  execs wine: a signal to its process reaches the Windows program (the kill tests).
#   wine-run   the emulator of CTest and of the test discovery: the program's output goes through
#              files, then to the caller, because a Wine process started on demand meanwhile (its
#              desktop's explorer.exe, a service) inherits the program's output and lives on: with
#              the caller's pipe, CTest or ninja would wait for it to end (minutes).
set(PENDULE_WINE_ENV ": \"\${WINEPREFIX:=${PROJECT_BINARY_DIR}/wine}\"\nexport WINEPREFIX WINEDEBUG=\"\${WINEDEBUG:--all}\" LC_ALL=C.UTF-8\n")
set(PENDULE_WINE_EXEC ${PROJECT_BINARY_DIR}/wine-exec)
file(WRITE ${PENDULE_WINE_EXEC} "#!/bin/sh\n${PENDULE_WINE_ENV}exec \"${CMAKE_CROSSCOMPILING_EMULATOR}\" \"$@\"\n")
set(PENDULE_WINE_RUN ${PROJECT_BINARY_DIR}/wine-run)
# A run that fails without a word on either output is Wine not running the program at all (seen
# once, in a fresh clone's CI: a journal test failed in 0.02 s with no output, where the same
# commit's previous run and 60 runs of it alone passed): wine-run runs it once more and says so on
# stderr. Our programs always say something when
# they fail (Catch2 its report, the programs their error), so a real failure is never retried.
file(WRITE ${PENDULE_WINE_RUN}
     "#!/bin/sh\n${PENDULE_WINE_ENV}out=$(mktemp) && err=$(mktemp) || exit 125\n"
     "for attempt in 1 2; do\n"
     "  \"${CMAKE_CROSSCOMPILING_EMULATOR}\" \"$@\" >\"$out\" 2>\"$err\"\n  status=$?\n"
     "  if [ $status = 0 ] || [ -s \"$out\" ] || [ -s \"$err\" ] || [ $attempt = 2 ]; then break; fi\n"
     "  echo \"wine-run: $1 ended with status $status and no output: run once more\" >&2\n"
     "done\n"
     "cat \"$out\"\ncat \"$err\" >&2\nrm -f \"$out\" \"$err\"\nexit $status\n")
foreach(script ${PENDULE_WINE_EXEC} ${PENDULE_WINE_RUN})
  file(CHMOD ${script} PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ
                                  WORLD_EXECUTE)
endforeach()
set(CMAKE_CROSSCOMPILING_EMULATOR ${PENDULE_WINE_RUN})

# -O2 for what is shipped to Windows (the Linux build's Release is -O3): smaller programs, built
# in less time. Set at the first configure only, so that a -D on the command line still decides.
if(NOT PENDULE_WINDOWS_FLAGS_SET)
  set(CMAKE_C_FLAGS_RELEASE "-O2 -DNDEBUG" CACHE STRING "Release flags (C)" FORCE)
  set(CMAKE_CXX_FLAGS_RELEASE "-O2 -DNDEBUG" CACHE STRING "Release flags (C++)" FORCE)
  set(PENDULE_WINDOWS_FLAGS_SET ON CACHE INTERNAL "")
endif()

# Programs that need nothing beside them but Windows' own DLLs: libstdc++, libgcc and winpthreads
# linked in.
add_link_options(-static)

# Header-only: JSON, CLI11, Catch2 (and its catch_discover_tests, which runs the tests through wine).
add_library(pendule_nlohmann_json INTERFACE)
target_include_directories(pendule_nlohmann_json SYSTEM INTERFACE ${PENDULE_THIRD_PARTY}/nlohmann_json/single_include)
add_library(nlohmann_json::nlohmann_json ALIAS pendule_nlohmann_json)
add_library(pendule_cli11 INTERFACE)
target_include_directories(pendule_cli11 SYSTEM INTERFACE ${PENDULE_THIRD_PARTY}/cli11/include)
add_library(CLI11::CLI11 ALIAS pendule_cli11)
if(PENDULE_TESTS)
  add_library(pendule_catch2 INTERFACE)
  target_include_directories(pendule_catch2 SYSTEM INTERFACE ${PENDULE_THIRD_PARTY}/catch2/single_include)
  add_library(Catch2::Catch2 ALIAS pendule_catch2)
  list(APPEND CMAKE_MODULE_PATH ${PENDULE_THIRD_PARTY}/catch2/contrib)
endif()

# Compiled: libsodium (the PIN's hash), SQLite and libmosquitto (the hall).
add_subdirectory(${PENDULE_THIRD_PARTY}/libsodium ${PROJECT_BINARY_DIR}/third_party/libsodium EXCLUDE_FROM_ALL)
add_library(PkgConfig::SODIUM ALIAS pendule_sodium)
add_subdirectory(${PENDULE_THIRD_PARTY}/sqlite ${PROJECT_BINARY_DIR}/third_party/sqlite EXCLUDE_FROM_ALL)
add_library(PkgConfig::SQLITE ALIAS pendule_sqlite)
add_subdirectory(${PENDULE_THIRD_PARTY}/mosquitto ${PROJECT_BINARY_DIR}/third_party/mosquitto EXCLUDE_FROM_ALL)
add_library(PkgConfig::MOSQUITTO ALIAS pendule_mosquitto)
find_package(Threads REQUIRED)

# eSpeak NG 1.51, the talking clock's voice (src/voice/synthesizer.cpp).
add_subdirectory(${PENDULE_THIRD_PARTY}/espeak-ng ${PROJECT_BINARY_DIR}/third_party/espeak-ng EXCLUDE_FROM_ALL)
add_library(pendule_espeak ALIAS pendule_espeak_ng)

# Its data, as Debian ships it (espeak-ng-data, built from the same version's sources): the
# English and French parts of the building machine's, found here, copied at build time beside the
# programs that speak (pendule_espeak_data_beside) and installed under share/espeak-ng-data
# (cmake/PenduleWindowsPackage.cmake). The programs name that folder to eSpeak NG from their own
# (bin/../share/espeak-ng-data). Only what espeak_Initialize and espeak_SetVoiceByName("en"/"fr")
# read: the phonemes, the intonations, the two dictionaries and the two languages' voice files
# (tried: these alone give the same samples as the whole of it; a French text with Greek or
# Cyrillic letters then says them without el_dict or ru_dict).
find_path(PENDULE_ESPEAK_DATA_DIR phontab PATHS /usr/lib/x86_64-linux-gnu /usr/lib /usr/share
          PATH_SUFFIXES espeak-ng-data NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH
          DOC "eSpeak NG's data to ship with the Windows programs (Debian: espeak-ng-data)")
if(NOT PENDULE_ESPEAK_DATA_DIR)
  message(FATAL_ERROR "eSpeak NG's data (phontab) not found: install espeak-ng-data, or set PENDULE_ESPEAK_DATA_DIR")
endif()
# eSpeak NG refuses data of another version than its own: its phondata starts with 0x014801 (1.51).
file(READ ${PENDULE_ESPEAK_DATA_DIR}/phondata pendule_espeak_data_version LIMIT 4 HEX)
if(NOT pendule_espeak_data_version STREQUAL "01480100")
  message(FATAL_ERROR "${PENDULE_ESPEAK_DATA_DIR} is eSpeak NG data of another version (phondata starts "
                      "${pendule_espeak_data_version}) than third_party/espeak-ng, 1.51 (01480100): Debian 12's espeak-ng-data")
endif()
set(PENDULE_ESPEAK_DATA_FILES phontab phondata phonindex intonations en_dict fr_dict lang/gmw/en lang/roa/fr)

# pendule_espeak_data_beside(TARGET): the data in TARGET's folder/../share/espeak-ng-data, where
# the program looks for it as an installed one does; one copy per folder, made before TARGET.
function(pendule_espeak_data_beside target)
  get_target_property(dir ${target} RUNTIME_OUTPUT_DIRECTORY)
  if(NOT dir)
    get_target_property(dir ${target} BINARY_DIR)
  endif()
  cmake_path(SET share NORMALIZE "${dir}/../share")
  # The build tree is laid out as an install: src/share leads to the build's share/
  # (src/CMakeLists.txt), so pendule.exe (src/app) and pendule-cli.exe (src) share one copy, made
  # by one rule under one name.
  if(IS_SYMLINK "${share}")
    file(REAL_PATH "${share}" share)
  endif()
  set(data "${share}/espeak-ng-data")
  string(MD5 name "${data}")
  set(name pendule_espeak_data_${name})
  if(NOT TARGET ${name})
    set(outputs "")
    set(commands "")
    foreach(file IN LISTS PENDULE_ESPEAK_DATA_FILES)
      list(APPEND outputs ${data}/${file})
      list(APPEND commands COMMAND ${CMAKE_COMMAND} -E copy ${PENDULE_ESPEAK_DATA_DIR}/${file} ${data}/${file})
    endforeach()
    list(TRANSFORM PENDULE_ESPEAK_DATA_FILES PREPEND ${PENDULE_ESPEAK_DATA_DIR}/ OUTPUT_VARIABLE sources)
    add_custom_command(OUTPUT ${outputs}
                       COMMAND ${CMAKE_COMMAND} -E make_directory ${data}/lang/gmw ${data}/lang/roa ${commands}
                       DEPENDS ${sources}
                       COMMENT "eSpeak NG's English and French data in ${data}"
                       VERBATIM)
    add_custom_target(${name} DEPENDS ${outputs})
  endif()
  add_dependencies(${target} ${name})
endfunction()

# Not built for Windows (docs/windows.md says what it would take): cpp-httplib, so no pendule-hall.
set(PENDULE_HALL_SERVER OFF)

# SFML 2.6.2, static, for the window (PENDULE_GUI) or, without it, for the link check of
# tests/windows (PENDULE_SFML_CHECK). Its own CMake, as a part of this build; only the libraries
# that something links are built (EXCLUDE_FROM_ALL), and `cmake --install --component
# Unspecified` leaves SFML's headers and libraries out of the installed tree (its install rules
# name the components bin and devel).
option(PENDULE_SFML_CHECK "Windows: build SFML from third_party and link a small program to it" ON)
if(PENDULE_GUI OR PENDULE_SFML_CHECK)
  set(BUILD_SHARED_LIBS OFF CACHE BOOL "SFML: static libraries" FORCE)
  set(SFML_USE_STATIC_STD_LIBS ON CACHE BOOL "SFML: static libstdc++" FORCE)
  set(SFML_BUILD_NETWORK OFF CACHE BOOL "SFML: no network module" FORCE)
  set(SFML_BUILD_DOCUMENTATION OFF CACHE BOOL "" FORCE)
  set(SFML_BUILD_EXAMPLES OFF CACHE BOOL "" FORCE)
  set(SFML_BUILD_TEST_SUITE OFF CACHE BOOL "" FORCE)
  set(SFML_INSTALL_PKGCONFIG_FILES OFF CACHE BOOL "" FORCE)
  add_subdirectory(${PENDULE_THIRD_PARTY}/sfml ${PROJECT_BINARY_DIR}/third_party/sfml EXCLUDE_FROM_ALL)
  # SFML sets its warning flags on each of its sources (COMPILE_FLAGS), and CMake compiles a file
  # with flags of its own alone, never in a unity batch: SFML's files one by one cost twice the
  # processor time of batches (docs/ci.md). Its warnings are not ours to read: without them its
  # files are compiled in batches, as ours are; a file with a flag of another kind (stb_image's
  # -fno-strict-aliasing) keeps it, and is compiled alone.
  foreach(sfml_target IN ITEMS sfml-system sfml-window sfml-graphics sfml-audio sfml-main)
    if(NOT TARGET ${sfml_target})
      continue()
    endif()
    get_target_property(sfml_sources ${sfml_target} SOURCES)
    foreach(source IN LISTS sfml_sources)
      get_source_file_property(flags ${source} TARGET_DIRECTORY ${sfml_target} COMPILE_FLAGS)
      if(flags)
        string(REGEX REPLACE " *-W[^ ]*" "" flags "${flags}")
        string(STRIP "${flags}" flags)
        if(flags)
          set_property(SOURCE ${source} TARGET_DIRECTORY ${sfml_target} PROPERTY COMPILE_FLAGS "${flags}")
        else()
          set_property(SOURCE ${source} TARGET_DIRECTORY ${sfml_target} PROPERTY COMPILE_FLAGS) # unset
        endif()
      endif()
    endforeach()
    set_target_properties(${sfml_target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${PENDULE_UNITY_BATCH_SIZE})
  endforeach()
  # Files that define a helper of the same name as an earlier file of their batch: alone.
  set(sfml_src ${PENDULE_THIRD_PARTY}/sfml/src/SFML)
  set_source_files_properties(${sfml_src}/Window/Win32/JoystickImpl.cpp TARGET_DIRECTORY sfml-window
                              PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
  set_source_files_properties(${sfml_src}/Audio/SoundFileWriterOgg.cpp ${sfml_src}/Audio/SoundFileWriterWav.cpp
                              TARGET_DIRECTORY sfml-audio PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
  # OpenAL Soft is LGPL: SFML links it as a DLL, which goes beside the programs.
  set(PENDULE_OPENAL_DLL ${PENDULE_THIRD_PARTY}/sfml/extlibs/bin/x64/openal32.dll)
  # The clock's audio output calls OpenAL itself (to open the device chosen): the headers and the
  # import library of that DLL, which SFML's own CMake found in its extlibs (cached).
  add_library(pendule_openal INTERFACE)
  target_include_directories(pendule_openal SYSTEM INTERFACE ${OPENAL_INCLUDE_DIR})
  target_link_libraries(pendule_openal INTERFACE ${OPENAL_LIBRARY})
endif()
