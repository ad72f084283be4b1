# Cross-building Pendule for 64-bit Windows from Debian (docs/windows.md):
#   cmake -S . -B build/windows -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/windows-mingw.cmake
# Debian's g++-mingw-w64-x86-64-posix (GCC 12, winpthreads: std::thread and std::mutex work) and
# wine, which runs the test programs (CMAKE_CROSSCOMPILING_EMULATOR: ctest and Catch's test
# discovery go through it).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(PENDULE_MINGW x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${PENDULE_MINGW}-gcc-posix)
set(CMAKE_CXX_COMPILER ${PENDULE_MINGW}-g++-posix)
set(CMAKE_RC_COMPILER ${PENDULE_MINGW}-windres)

# The MinGW sysroot for the system's libraries and headers. BOTH rather than ONLY for libraries
# and headers: SFML's CMake looks for its own prebuilt dependencies (extlibs/libs-mingw) outside
# the sysroot, and with ONLY it does not find OpenAL. Programs (msgfmt, python3) are the host's.
set(CMAKE_FIND_ROOT_PATH /usr/${PENDULE_MINGW})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)

find_program(PENDULE_WINE wine REQUIRED)
set(CMAKE_CROSSCOMPILING_EMULATOR ${PENDULE_WINE})
