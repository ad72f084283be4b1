#!/usr/bin/env bash
# The layers of docs/architecture.md (src/CMakeLists.txt builds one library per layer). The build
# already refuses a forbidden include, since each library compiles against its own include tree;
# this check says in plain words which file or which link line breaks which rule, without a build.
#   core/rules, core/clock: themselves and the base (core/result, core/version, core/colour,
#   core/placeholders, core/parse) only
#   core/arbiter: rules and clock too;  core/eboard: rules too
#   io: the core;  args (the option parser of the three programs): the base (its numbers: core/parse.hpp)
#   i18n: itself and core/result
#   hall/link (the board side: publishers, watcher, MQTT client, messages, snapshot): the core, io
#   and hall/link only, never the server
#   hall/server (pendule-hall's library): the core, io, i18n (the hall page's words), hall/link and
#   hall/server;  hall/server/main.cpp (pendule-hall): also args/
#   voice (synthesis, WAV, Speaker): itself and core/result
#   cli: the core, io, args, hall/link (never the server), speech, voice and cli
#   app (docs/architecture.md): three wings, common, clock and desk, each in the same five rooms
#     app/common: the core, io, i18n, args/ and app/common only (neither the clock nor the desk)
#     app/clock:  also speech/ and app/clock; its platform/ also voice/ (the talking clock's sound) and
#                 the hall's board side (hall/link/: the journal's publisher)
#     app/desk:   also app/desk (never the clock); its platform/ also the hall's board side
#                 (hall/link/: the set-up publisher and the board watcher); neither wing the hall's server
#     app/main.cpp: the wings' platform/ rooms, core/version.hpp
#   the rooms of every wing: model/ never includes view/, input/, platform/ or draw/; view/ never
#   input/, platform/ or draw/; input/ never platform/ or draw/; draw/ never input/ or platform/;
#   input/, model/ and view/ never SFML, X11 nor D-Bus (they build without them); no room below platform/
#   reads a clock (neither io/os/wall_clock.hpp nor a standard clock's now()) nor opens a file (the
#   platform gives what they need of the disk: a FileReader, the journal's opener, the round file)
#   hall/server reads no clock itself but in main.cpp (pendule-hall): its time is injected (HallSettings);
#   its service opens no file (HallSettings::write_pgn)
#   the operating system's headers only in the platform rooms and io/os/posix, io/os/windows, a system's
#   #if only in those system folders; SQLite only in
#   the hall's store, libmosquitto only in the hall, eSpeak NG only in voice, SFML only in the window
set -euo pipefail
cd "$(dirname "$0")/.."
status=0

# breaks RULE FOUND: FOUND (grep's lines) break RULE, said in its words.
breaks() {
    [ -z "$2" ] && return 0
    echo "layers: $1:"
    echo "$2"
    status=1
}

# forbid FILES... -- PATTERN: project includes in FILES that do not match PATTERN.
forbid() {
    local files=() allowed bad
    while [ "$1" != "--" ]; do files+=("$1"); shift; done
    allowed=$2
    [ ${#files[@]} -eq 0 ] && return 0
    bad=$(grep -nE '^\s*#\s*include\s*"' "${files[@]}" /dev/null | grep -vE "#\s*include\s*\"($allowed)" || true)
    if [ -n "$bad" ]; then
        echo "layers: an include beyond what the layer may use ($allowed):"
        echo "$bad"
        status=1
    fi
}

core_base='core/result\.hpp|core/version\.hpp|core/colour\.hpp|core/placeholders\.hpp|core/parse\.hpp'
forbid src/core/*.?pp -- "$core_base"
forbid src/core/rules/* -- "core/rules/|$core_base"
forbid src/core/clock/* -- "core/clock/|$core_base"
forbid src/core/arbiter/* -- "core/(arbiter|rules|clock)/|$core_base"
forbid src/core/eboard/* -- "core/(eboard|rules)/|$core_base"
forbid $(find src/io -type f) -- "io/|core/"
forbid src/args/*.?pp -- "args/|$core_base"
# The hall is its two sides, each a library: a file beside them would belong to neither.
stray=$(find src/hall -mindepth 1 -maxdepth 1 ! -name link ! -name server)
if [ -n "$stray" ]; then
    echo "layers: src/hall holds only link/ (the board side) and server/ (pendule-hall's):"
    echo "$stray"
    status=1
fi
forbid $(find src/hall/link -type f) -- "hall/link/|io/|core/"
forbid $(find src/hall/server -type f ! -name main.cpp) -- "hall/(link|server)/|io/|core/|i18n/"
forbid src/hall/server/main.cpp -- "hall/(link|server)/|io/|core/|i18n/|args/"
forbid src/speech/*.?pp -- "speech/|core/clock/|i18n/|$core_base"
forbid src/voice/*.?pp -- "voice/|$core_base"
forbid $(find src/cli -type f) -- "cli/|args/|io/|core/|hall/link/|speech/|voice/|i18n/"
forbid src/i18n/*.?pp -- "i18n/|$core_base"
# The window's wings: the common one includes neither the clock nor the desk, which never include
# each other.
app_base='args/|io/|core/|i18n/'
forbid $(find src/app/common -name '*.?pp') -- "app/common/|$app_base"
forbid $(find src/app/clock -name '*.?pp' ! -path '*/platform/*') -- "app/(common|clock)/|$app_base|speech/"
forbid $(find src/app/clock/platform -name '*.?pp') -- \
    "app/(common|clock)/|$app_base|speech/|voice/|hall/link/"
forbid $(find src/app/desk -name '*.?pp' ! -path '*/platform/*') -- "app/(common|desk)/|$app_base"
forbid $(find src/app/desk/platform -name '*.?pp') -- \
    "app/(common|desk)/|$app_base|hall/link/"
forbid src/app/main.cpp -- "app/(common|clock|desk)/platform/|core/version\.hpp"

# room RULE REGEX: the includes of one room that break its rule (in every wing).
room() {
    local name=$1 rule=$2 pattern=$3 found
    found=$(grep -nE "^\s*#\s*include\s*$pattern" $(find src/app -path "*/$name/*" -name '*.?pp') /dev/null || true)
    if [ -n "$found" ]; then
        echo "layers: $rule:"
        echo "$found"
        status=1
    fi
}
room model "the model includes no view, input, platform or draw (data flows one way)" \
    '"app/[a-z]+/(view|input|platform|draw)/'
room view "the view includes no input, platform or draw (a view is made from the model, then drawn)" \
    '"app/[a-z]+/(input|platform|draw)/'
room input "input includes no platform or draw" '"app/[a-z]+/(platform|draw)/'
room draw "drawing includes no input or platform" '"app/[a-z]+/(input|platform)/'
# Time comes in from the platform (a time source, the events' wall stamp): the rooms below it read
# no clock.
for r in input model view draw; do
    room "$r" "a clock read below the platform (time comes in as a value: docs/architecture.md)" \
        '"io/os/wall_clock\.hpp"'
done
# The rooms below platform/ and draw/ include no SFML (nor X11): they build without it.
for r in input model view; do
    room "$r" "SFML, X11 or D-Bus below platform/ and draw/ (input, model and view build without them)" '<(SFML|X11|dbus)/'
done

# No room below platform/ reads a clock itself either, whatever it includes: a `::now()` of any
# standard clock, or `time(nullptr)`.
found=$(grep -nE '(steady_clock|system_clock|high_resolution_clock|utc_clock|file_clock)::now\(|[^a-z_]time\((nullptr|NULL|0)\)' \
    $(find src/app -name '*.?pp' \( -path '*/input/*' -o -path '*/model/*' -o -path '*/view/*' -o -path '*/draw/*' \)) /dev/null || true)
breaks "a clock read below the platform (time comes in as a value: docs/architecture.md)" "$found"

# Nor do they open, read, write or list a file: what they need of the disk comes in from the platform
# (a FileReader, the journal's opener, the round journal's file), as time does. The file's
# operations by name: io's readers and writers by path, the standard streams, C's files and the
# file system's operations (a path as a value stays free).
file_io='io::(read_text_file|read_journal_file|read_round_journal_file|load_preset_file|load_preset_dir|resolve_preset|game_score_text|summarize_journal|scan_journals|archive_finished_journals|find_unfinished_journals?|set_aside_journal|write_private_file|sync_folder|program_dir|system_data_dirs)\(|(JournalWriter|RoundJournalWriter|SyncedFile|NativeFile|FileText)::(create|reopen|open|create_new|open_existing|open_exclusive)\(|std::(i|o)?fstream|[^a-z_]fopen\(|std::filesystem::(exists|is_regular_file|is_directory|create_director(y|ies)|remove(_all)?|rename|copy(_file)?|file_size|last_write_time|(recursive_)?directory_iterator)\b|#\s*include\s*"io/os/(text_file|file_text|synced_file)\.hpp"'
found=$(grep -nE "$file_io" \
    $(find src/app -name '*.?pp' \( -path '*/input/*' -o -path '*/model/*' -o -path '*/view/*' -o -path '*/draw/*' \)) /dev/null || true)
breaks "a file opened below the platform (the disk is reached from platform/: docs/architecture.md)" "$found"
found=$(grep -nE "$file_io" src/hall/server/hall_service.?pp /dev/null || true)
breaks "a file opened in the hall's service (its files are written through HallSettings::write_pgn)" "$found"
# The hall's service reads no wall clock through io either (HallSettings::wall_now).
found=$(grep -nE 'io::wall_now_ms|"io/os/wall_clock\.hpp"' src/hall/server/hall_service.?pp /dev/null || true)
breaks "a clock read in the hall's server outside main.cpp (its time is injected: HallSettings)" "$found"

# Nor does the hall's server but in pendule-hall's main.cpp: its wall and monotonic times come in
# through HallSettings (hall/server/hall_clock.hpp), so that its tests move them by hand.
found=$(grep -nE '(steady_clock|system_clock|high_resolution_clock|utc_clock|file_clock)::now\(|[^a-z_]time\((nullptr|NULL|0)\)' \
    $(find src/hall/server -name '*.?pp' ! -path src/hall/server/main.cpp) /dev/null || true)
breaks "a clock read in the hall's server outside main.cpp (its time is injected: HallSettings)" "$found"

# only_in RULE PATTERN PLACE...: the system headers matching PATTERN included anywhere in src/ but
# in the PLACEs (path prefixes, as regular expressions).
only_in() {
    local rule=$1 pattern=$2 places found
    shift 2
    places=$(IFS='|'; echo "$*")
    found=$(grep -rnE "^\s*#\s*include\s*<($pattern)" src --include='*.cpp' --include='*.hpp' |
            grep -vE "^($places)" || true)
    if [ -n "$found" ]; then
        echo "layers: $rule:"
        echo "$found"
        status=1
    fi
}
# The operating system and the window system are reached from the platform rooms and io's OS layer.
only_in "the operating system's headers outside the platform rooms and io's posix/ and windows/" \
    'windows\.h|winsock2\.h|ws2tcpip\.h|unistd\.h|fcntl\.h|termios\.h|poll\.h|sys/|io\.h|direct\.h|dbus/|X11/|AL/' \
    'src/app/[a-z]+/platform/' 'src/io/os/(posix|windows)/'
# A system is chosen by the build, one file per system (io/os/posix, io/os/windows, the wings'
# platform/posix and platform/windows), not by an #if inside a file; a system's own file may tell
# its kinds apart (Linux among the POSIX systems).
found=$(grep -rnE '^\s*#\s*(if|ifdef|ifndef|elif).*(_WIN32|_WIN64|__linux__|__APPLE__|__unix__|__MINGW32__|__MINGW64__|_MSC_VER)' \
        src --include='*.cpp' --include='*.hpp' |
        grep -vE '^src/(io/os|app/[a-z]+/platform)/(posix|windows)/' || true)
breaks "a system chosen by #if inside a file (the build chooses a file per system)" "$found"
only_in "SQLite outside the hall's store" 'sqlite3\.h' 'src/hall/server/hall_store\.cpp'
only_in "libmosquitto outside the hall" 'mosquitto\.h' 'src/hall/'
only_in "eSpeak NG outside the voice" 'espeak' 'src/voice/'
only_in "SFML outside the window" 'SFML/' 'src/app/'

# The link lines: what each library may link (its own layers; SFML, X11, libdbus-1 or Windows' winmm, JSON and libsodium where noted).
declare -A may_link=(
    [pendule_base]=''
    [pendule_rules]='pendule_base'
    [pendule_clock]='pendule_base'
    [pendule_arbiter]='pendule_rules pendule_clock'
    [pendule_eboard]='pendule_rules'
    [pendule_io]='pendule_arbiter pendule_eboard nlohmann_json::nlohmann_json PkgConfig::SODIUM ws2_32'
    [pendule_args]='pendule_base CLI11::CLI11'
    [pendule_hall_link]='pendule_io PkgConfig::MOSQUITTO'
    [pendule_hall_server]='pendule_hall_link pendule_io pendule_i18n PkgConfig::SQLITE PkgConfig::MOSQUITTO'
    [pendule-hall]='pendule_hall_server pendule_args PkgConfig::HTTPLIB'
    [pendule_speech]='pendule_clock pendule_i18n'
    [pendule_voice]='pendule_base Threads::Threads pendule_espeak'
    [pendule_cli_lib]='pendule_args pendule_io pendule_hall_link pendule_speech pendule_voice'
    [pendule_i18n]='pendule_base'
    [pendule_app_common]='pendule_args pendule_io pendule_i18n'
    [pendule_app_clock]='pendule_app_common pendule_speech'
    [pendule_app_desk]='pendule_app_common'
    [pendule_app_common_sfml]='pendule_app_common sfml-graphics sfml-window sfml-system'
    [pendule_app_clock_sfml]='pendule_app_clock pendule_app_common_sfml pendule_openal pendule_hall_link pendule_voice X11::X11 X11::Xss PkgConfig::DBUS winmm OpenGL::GL OpenGL::GLX'
    [pendule_app_desk_sfml]='pendule_app_desk pendule_app_common_sfml pendule_hall_link'
    [pendule]='pendule_app_clock_sfml pendule_app_desk_sfml'
)
# Each target_link_libraries(...) call on one line, then its target and the libraries it names.
links=$(cat src/CMakeLists.txt src/app/CMakeLists.txt | sed 's/#.*//' | tr '\n' ' ' |
        grep -oE 'target_link_libraries\([^)]*\)' | sed -E 's/target_link_libraries\(//; s/\)//')
while read -r target rest; do
    [ -z "$target" ] || [ -z "${may_link[$target]+set}" ] && continue
    for lib in $rest; do
        case $lib in PUBLIC | PRIVATE | INTERFACE) continue ;; esac
        if ! grep -qw -- "$lib" <<<"${may_link[$target]}"; then
            echo "layers: $target links $lib, which its layer may not use"
            status=1
        fi
    done
done <<<"$links"

[ $status -eq 0 ] && echo "layers: every include and every link stays within its layer"
exit $status
