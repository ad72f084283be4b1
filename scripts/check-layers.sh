#!/usr/bin/env bash
# The layers of docs/architecture.md (src/CMakeLists.txt builds one library per layer). The build
# already refuses a forbidden include, since each library compiles against its own include tree;
# this check says in plain words which file or which link line breaks which rule, without a build.
#   core/rules, core/clock: themselves and the base (core/result, core/version, core/colour,
#   core/placeholders, core/parse) only
#   core/arbiter: rules and clock too
#   io: the core;  cli/args: the base (its numbers: core/parse.hpp)
#   i18n: itself and core/result
#   hall: the core, io, i18n (the hall page's words) and hall
#   hall/main.cpp (pendule-hall): also cli/args.hpp
#   voice (synthesis, WAV, Speaker): itself and core/result
#   cli: the core, io, hall, speech, voice and cli;  app: the core, io, i18n, speech, app and cli/args.hpp, never the rest of cli
#   app/platform: also voice/ (the talking clock's sound) and the hall's publisher (hall/journal_publisher.hpp,
#   hall/broker_address.hpp, hall/broker_login.hpp)
set -euo pipefail
cd "$(dirname "$0")/.."
status=0

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
forbid $(find src/io -type f) -- "io/|core/"
forbid src/cli/args.?pp -- "cli/args\.hpp|$core_base"
forbid $(find src/hall -type f ! -name main.cpp) -- "hall/|io/|core/|i18n/"
forbid $(find src/hall -name main.cpp) -- "hall/|io/|core/|i18n/|cli/args\.hpp"
forbid src/speech/*.?pp -- "speech/|core/clock/|i18n/|$core_base"
forbid src/voice/*.?pp -- "voice/|$core_base"
forbid $(find src/cli -type f ! -name 'args.?pp') -- "cli/|io/|core/|hall/|speech/|voice/|i18n/"
forbid src/i18n/*.?pp -- "i18n/|$core_base"
forbid $(find src/app -name '*.?pp' ! -path 'src/app/platform/*') -- "app/|cli/args\.hpp|io/|core/|i18n/|speech/"
forbid $(find src/app/platform -name '*.?pp') -- \
    "app/|cli/args\.hpp|io/|core/|i18n/|speech/|voice/|hall/journal_publisher\.hpp|hall/broker_address\.hpp|hall/broker_login\.hpp"
# The window's rooms below platform/ and draw/ include no SFML (nor X11): they build without it.
sfml=$(grep -nE '^\s*#\s*include\s*(<(SFML|X11)/|"app/(platform|draw)/)' $(find src/app/input src/app/model src/app/view -name '*.?pp') /dev/null || true)
if [ -n "$sfml" ]; then
    echo "layers: SFML, platform/ or draw/ below platform/ and draw/ (input, model and view build without them):"
    echo "$sfml"
    status=1
fi

# The link lines: what each library may link (its own layers; SFML, X11, JSON and libsodium where noted).
declare -A may_link=(
    [pendule_base]=''
    [pendule_rules]='pendule_base'
    [pendule_clock]='pendule_base'
    [pendule_arbiter]='pendule_rules pendule_clock'
    [pendule_io]='pendule_arbiter nlohmann_json::nlohmann_json PkgConfig::SODIUM'
    [pendule_args]='pendule_base CLI11::CLI11'
    [pendule_hall_lib]='pendule_io pendule_i18n PkgConfig::SQLITE PkgConfig::MOSQUITTO'
    [pendule-hall]='pendule_hall_lib pendule_args PkgConfig::HTTPLIB'
    [pendule_speech]='pendule_clock pendule_i18n'
    [pendule_voice]='pendule_base Threads::Threads PkgConfig::ESPEAK'
    [pendule_cli_lib]='pendule_args pendule_io pendule_hall_lib pendule_speech pendule_voice'
    [pendule_i18n]='pendule_base'
    [pendule_app_model]='pendule_args pendule_io pendule_i18n pendule_speech'
    [pendule_app_lib]='pendule_app_model pendule_args pendule_hall_lib pendule_voice sfml-graphics sfml-window sfml-system sfml-audio X11::X11'
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
