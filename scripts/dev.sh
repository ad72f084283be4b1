#!/usr/bin/env bash
# The README's commands.
#   scripts/dev.sh run [ARGS...]  install what is missing, build a release build, start the clock
#                                 with the default preset (ARGS go to the program)
#   scripts/dev.sh test           the same set-up, then the whole test suite: format and core-purity
#                                 checks, the suite under ASan+UBSan (clang), the Windows build's
#                                 suite under wine, a short libFuzzer run of every parser, then the
#                                 release suite; the last lines are CTest's summary of the release
#                                 suite
#   scripts/dev.sh windows        install the MinGW-w64 cross compiler, wine and NSIS, cross-build
#                                 the Windows programs (docs/windows.md) and write
#                                 build/windows/pendule-<version>-setup.exe and a portable .zip
# Packages come from Debian (apt-get, as root or through sudo); nothing is downloaded at build time.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(build-essential cmake ninja-build pkg-config libsfml-dev nlohmann-json3-dev catch2
          fonts-dejavu-core clang-format xvfb xauth xdotool x11-utils imagemagick
          clang libclang-rt-14-dev libfuzzer-14-dev gettext python3 libsodium-dev
          help2man dpkg-dev desktop-file-utils
          mosquitto mosquitto-clients libmosquitto-dev libsqlite3-dev libcpp-httplib-dev libcli11-dev
          chromium libespeak-ng-dev espeak-ng-data sox libxss-dev libdbus-1-dev
          dbus-daemon python3-dbus python3-gi pgn-extract libopenal-dev)
# The Windows build's: the cross compiler (its posix flavour: std::thread), wine to run the tests
# and the installer, NSIS to make it, lld to link its test program (tests/CMakeLists.txt).
WINDOWS_PACKAGES=(g++-mingw-w64-x86-64-posix wine nsis lld)
JOBS=$(nproc 2>/dev/null || echo 2)

# install_missing [PACKAGE...]: the packages (by default PACKAGES) that are not installed yet.
install_missing() {
    local missing=() p
    [ $# -eq 0 ] && set -- "${PACKAGES[@]}"
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "dev.sh: installing ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# build DIR [CMAKE ARGS...]: configure (once) and build.
build() {
    local dir=$1
    shift
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
    cmake --build "$dir" -j "$JOBS"
}

# windows_build [test]: the Windows build in build/windows (cmake/windows-mingw.cmake): pendule.exe
# (the window, SFML 2.6.2 from third_party) and pendule-cli.exe, its installer and zip; with
# `test`, its suite under wine (without the `slow` label). One Wine prefix inside the
# build folder, started once and stopped at the end: its services are started with their output
# on /dev/null first, since a service started by a test would hold CTest's pipe open. A subshell:
# the Wine settings (WINEPREFIX, LC_ALL...) stay out of the stages after it.
windows_build() (
    local dir=build/windows
    mkdir -p "$dir"
    export WINEPREFIX="$PWD/$dir/wine" WINEDEBUG=-all LC_ALL=C.UTF-8
    mkdir -p "$WINEPREFIX"
    wineserver -p
    trap 'wineserver -k 2>/dev/null || true' EXIT
    # A new prefix's first start failed once in CI, silently (its output hidden, its status
    # ending the stage): a second try after restarting the server, then its output if it fails.
    if ! wineboot --init >"$dir/wineboot.log" 2>&1; then
        echo "dev.sh: wineboot --init failed, once more (its output: $dir/wineboot.log)" >&2
        wineserver -k 2>/dev/null || true
        wineserver -w 2>/dev/null || true
        wineserver -p
        if ! wineboot --init >"$dir/wineboot.log" 2>&1; then
            tail -n 20 "$dir/wineboot.log" >&2
            echo "dev.sh: wineboot --init failed twice: the Windows build's Wine prefix cannot start" >&2
            exit 1
        fi
    fi
    cmake -S . -B "$dir" -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/windows-mingw.cmake -DCMAKE_BUILD_TYPE=Release \
        -DPENDULE_GUI=ON >/dev/null
    cmake --build "$dir" -j "$JOBS"
    cmake --build "$dir" --target pendule_windows_package | tail -1
    # The `slow` label (the acceptance runs over the shared reference files, perft to depth 6) is
    # left out in CI, as in the sanitizer run: the same code paths under wine at ten times the cost
    # (they pass: docs/windows.md); `ctest` in build/windows runs them too.
    if [ "${1:-}" = test ]; then
        (cd "$dir" && ctest --output-on-failure -j "$JOBS" -LE slow)
    fi
    wineserver -k 2>/dev/null || true
    trap - EXIT
)

# background_build NAME COMMAND...: COMMAND at the lowest priority in the background, its output
# in build/NAME-build.log; wait_background NAME [LINES] waits for it, shows the last LINES (1) of its
# output, and stops the run if it failed.
declare -A BACKGROUND=()
background_build() {
    local name=$1
    shift
    mkdir -p build
    (renice -n 19 "$BASHPID" >/dev/null && "$@") >"build/$name-build.log" 2>&1 &
    BACKGROUND[$name]=$!
}
# kill_tree PID: the process and everything it started (a build left running when the run stops).
kill_tree() {
    local child
    for child in $(pgrep -P "$1"); do kill_tree "$child"; done
    kill "$1" 2>/dev/null || true
}
wait_background() {
    local name=$1
    if ! wait "${BACKGROUND[$name]}"; then
        tail -n 40 "build/$name-build.log" >&2
        echo "dev.sh: $name failed (build/$name-build.log)" >&2
        exit 1
    fi
    unset "BACKGROUND[$name]"
    tail -n "${2:-1}" "build/$name-build.log"
}

case "${1:-}" in
windows)
    install_missing "${PACKAGES[@]}" "${WINDOWS_PACKAGES[@]}"
    windows_build
    ;;
run)
    shift
    install_missing
    build build/release
    if [ -x build/release/src/app/pendule ]; then
        exec build/release/src/app/pendule "$@"
    fi
    exec build/release/src/pendule-cli --help
    ;;
test)
    # A fresh clone's whole run writes about 3 GB in build/ (docs/ci.md, "Disk"): said first when
    # less is free here, rather than as a compiler's "No space left on device" twenty minutes on.
    free_mb=$(df -Pm . | awk 'NR == 2 { print $4 }')
    if [ "${free_mb:-0}" -lt 3500 ]; then
        echo "dev.sh test: only ${free_mb} MB free on this disk; a whole run writes about 3,000 MB" \
            "(build/asan, build/windows, build/release: docs/ci.md)" >&2
    fi
    install_missing
    scripts/check-format.sh
    scripts/check-core-deps.sh
    scripts/check-layers.sh
    scripts/check-test-names.sh
    echo "== the suite under AddressSanitizer + UndefinedBehaviorSanitizer (without the 'slow' and 'anybuild' labels)"
    # Clang: it compiles the sanitizers' build in about half the processor time GCC takes (GCC
    # still builds the release and the Windows programs, so both compilers' warnings are errors).
    # -O1 and line tables only (what the sanitizers' reports need); only the benchmarks that the
    # tests run. Without -DNDEBUG: the suite runs with every assert on. The fuzz targets are built
    # here too (PENDULE_FUZZ: the code counts its edges for libFuzzer), rather than in a build of
    # their own that compiled the whole project once more.
    if [ -f build/asan/CMakeCache.txt ] && ! grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=.*clang++' build/asan/CMakeCache.txt; then
        rm -rf build/asan # configured with another compiler before
    fi
    build build/asan -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DPENDULE_SANITIZE=ON -DPENDULE_NATIVE=OFF -DPENDULE_BENCH=OFF \
        -DPENDULE_FUZZ=ON
    # From here on the release build runs in the background at the lowest priority: it takes the
    # processors the window's tests and wine leave idle while they wait on X, sound and Windows'
    # services (about half of those stages), and yields them at once otherwise.
    trap 'for pid in "${BACKGROUND[@]}"; do kill_tree "$pid"; done' EXIT
    background_build release build build/release
    # `anybuild`: tests whose result no build changes (a script on the sources, the simulated
    # board alone): the release suite runs them.
    (cd build/asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
        ctest --output-on-failure -j "$JOBS" -LE 'slow|gui|anybuild')
    # The window's tests load the X server's GL driver, which leaks a few bytes in a module it
    # unloads at exit (LeakSanitizer shows it as <unknown module>, nothing of ours): they run under
    # ASan and UBSan with leak detection off.
    (cd build/asan && ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 \
        ctest --output-on-failure -j "$JOBS" -L gui -LE slow)
    echo "== the Windows build (MinGW-w64), its installer, and its suite under wine"
    install_missing "${WINDOWS_PACKAGES[@]}"
    windows_build test
    echo "== the whole suite, release build"
    wait_background release
    build build/release
    # The release suite waits more than it computes (on X, sound, brokers, browsers, processes
    # killed and restarted): four tests at a time on two processors, the hall's heaviest counted as
    # two (tests/hall/tests.cmake); the fuzzers run beside it at the lowest priority, in the time
    # it leaves idle (docs/ci.md).
    background_build fuzz-run scripts/fuzz.sh --in build/asan 10
    (cd build/release && ctest --output-on-failure -j $((JOBS * 2)))
    echo "== libFuzzer on every parser (FEN, SAN, PGN, presets, TimeControl, journals, catalogues, hall messages, TRF16 and round journals, set-ups, DGT e-boards), 10 s each, beside the release suite"
    wait_background fuzz-run 11
    ;;
*)
    sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
