#!/usr/bin/env bash
# The installed programs under Wine with the build tree out of reach, as on an arbiter's laptop: one
# Wine prefix made for the test, whose Z: drive (the whole Linux tree, the build folder and the
# sources with it) is removed once Wine has started. The setup and the test's input files are
# copied into C: first; every program then runs from the installed folder with a folder on C: as its
# current folder, so that a path of the building machine in a program would lead nowhere.
#   - `setup.exe /S` installs silently, every file where the install rules put it;
#   - pendule-cli.exe answers --version, lists the built-in presets from beside itself and the
#     user's from %APPDATA%\Pendule\presets, started from the installed folder and from another;
#     says the talking clock's words in English under the C locale without --lang, and in French
#     from the installed catalogue: --lang fr from the installed folder and from another,
#     LANG=fr_FR.UTF-8 without --lang, and Windows' display language French with no locale in its
#     environment; and aloud in French: announce --lang fr --wav from the installed folder, eSpeak
#     NG reading the data installed beside it (share/espeak-ng-data), one WAV file per announcement,
#     each speech as tests/speech/speech_lib.sh's is_speech measures it, White's answer the samples
#     of Linux's eSpeak NG saying its text in French (espeak_compare.py);
#   - with `window` (the build with PENDULE_GUI; the test then runs under Xvfb): pendule.exe answers
#     --version, and window_test.sh's cases run in this prefix on the installed programs: the window
#     in French the same four ways, the clock's presses, SIGKILL and --resume, the PIN, the desk,
#     the Windows places, the screenshots, and the talking clock heard in each ear (the installed
#     openal32.dll writing its sound to a file on C:);
#   - the Start-menu folder and the uninstall entry exist; `uninstall.exe /S` removes every
#     installed file and leaves the user's presets alone.
# One prefix for all of it (a new one costs seconds and 0.7 GB), under one wineserver; removed when
# the test passes, kept to look at when it fails.
# usage: installer_test.sh SETUP.exe VERSION WORK_DIR EVENTS TRF [window]
set -euo pipefail
setup=$1 version=$2 work=$3 events=$4 trf=$5 window=${6:-}
here=$(cd "$(dirname "$0")" && pwd)
fail() { echo "FAIL (installed, no Z:): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
[ -f "$setup" ] || fail "$setup is missing (cmake --build BUILD --target pendule_windows_package)"
need_tools "Debian: wine, sox, python3" wine wineserver winepath sox python3
if [ -z "${PENDULE_INSTALLER_TEST_INNER:-}" ]; then
    rm -rf "$work" && mkdir -p "$work"
    if [ "$window" = window ]; then
        need_tools "Debian: xvfb" xvfb-run
        rerun_under_xvfb 1280x800x24 PENDULE_INSTALLER_TEST_INNER "$@"
    fi
fi
SECONDS=0

# English and UTF-8 file names unless a case says otherwise; Wine's services started first with
# their output on /dev/null (a service started by a later command would hold its pipe open).
export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" LC_ALL=C.UTF-8 HOME=$work/home
unset LANG LANGUAGE LC_MESSAGES
mkdir -p "$WINEPREFIX" "$HOME"
wineserver -p >/dev/null 2>&1
trap 'wineserver -k 2>/dev/null || true' EXIT
wineboot --init >/dev/null 2>&1 || fail "a new Wine prefix"
echo "ok: a new Wine prefix in ${SECONDS} s"

# The build tree out of reach: what the test needs is copied into C:, then Z: goes.
c=$WINEPREFIX/drive_c
test_dir=$c/pendule-test
other=$c/Tournoi
mkdir -p "$test_dir" "$other"
cp "$setup" "$test_dir/setup.exe"
cp "$events" "$test_dir/blitz.events"
cp "$trf" "$test_dir/open-2026.trf"
# bare.bat ARGS...: runs ARGS with no locale variable in its environment.
printf '@echo off\r\nset LANG=\r\nset LANGUAGE=\r\nset LC_ALL=\r\nset LC_MESSAGES=\r\nif defined LC_ALL exit /b 3\r\n%%*\r\n' \
    >"$test_dir/bare.bat"
printf '@echo off\r\nif exist Z:\\ (echo Z: is there) else (echo no Z:)\r\nif exist "%s" (echo the build is there) else (echo no build)\r\n' \
    "$(tr / '\\' <<<"$setup")" >"$test_dir/reach.bat"
rm -f "$WINEPREFIX/dosdevices/z:"
cd "$test_dir"
reach=$(wine cmd /c 'C:\pendule-test\reach.bat' | tr -d '\r')
[ "$reach" = $'no Z:\nno build' ] || fail "the build tree is still in reach: $reach"
echo "ok: Z: removed; the setup's own path, read on C:, is not there"

wine 'C:\pendule-test\setup.exe' /S || fail "the silent install"
inst=$c/Program\ Files/Pendule
bin=$inst/bin
for file in bin/pendule-cli.exe share/pendule/presets/fide-rapid.json share/locale/fr/LC_MESSAGES/pendule.mo \
    share/fonts/dejavu/DejaVuSans.ttf share/pendule/pendule.ico share/doc/pendule/licences/libsodium.txt \
    share/espeak-ng-data/phontab share/espeak-ng-data/fr_dict share/espeak-ng-data/lang/roa/fr \
    share/doc/pendule/licences/espeak-ng.txt uninstall.exe; do
    [ -f "$inst/$file" ] || fail "not installed: $file"
done
if [ "$window" = window ]; then
    for file in bin/pendule.exe bin/openal32.dll share/fonts/dejavu/DejaVuSans-Bold.ttf share/fonts/dejavu/DejaVuSansMono-Bold.ttf \
        share/doc/pendule/licences/sfml.txt; do
        [ -f "$inst/$file" ] || fail "not installed: $file"
    done
fi
echo "ok: installed by setup.exe /S (${SECONDS} s)"

cli='C:\Program Files\Pendule\bin\pendule-cli.exe'
# run_in FOLDER COMMAND...: COMMAND with FOLDER (a folder on C:) as the programs' current folder.
run_in() { (cd "$1" && shift && "$@"); }
run_in "$other" wine "$cli" --version | grep -q "^pendule-cli $version " || fail "pendule-cli.exe --version"
if [ "$window" = window ]; then
    run_in "$other" wine 'C:\Program Files\Pendule\bin\pendule.exe' --version | grep -q "^pendule $version (SFML 2.6)" ||
        fail "pendule.exe --version"
fi

appdata=$(winepath -u "$(wine cmd /c echo %APPDATA% | tr -d '\r')")
mkdir -p "$appdata/Pendule/presets"
printf '{"format": 1, "title": "Club night", "periods": [{"time": "1:00:00", "increment": 5000}]}\n' \
    >"$appdata/Pendule/presets/club.json"
for folder in "$bin" "$other"; do
    run_in "$folder" wine "$cli" presets >"$work/presets" || fail "pendule-cli.exe presets"
    grep -qF 'built-in presets (C:\Program Files\Pendule\share\pendule\presets)' "$work/presets" ||
        fail "the built-in presets are not found beside the program from $folder: $(head -1 "$work/presets")"
    grep -q '^  fide-rapid .*FIDE rapid' "$work/presets" || fail "the built-in presets are not listed"
    grep -qF 'user presets (C:\users\' "$work/presets" && grep -qF '\AppData\Roaming\Pendule\presets)' "$work/presets" ||
        fail "the user's folder is not %APPDATA%\\Pendule: $(grep 'user presets' "$work/presets")"
    grep -q '^  club .*Club night' "$work/presets" || fail "the user's preset is not listed"
done
echo "ok: the presets beside the program and in %APPDATA%, from the installed folder and from another"

# say NAME FOLDER [ENV...] -- [ARGS...]: what the talking clock says over blitz.events, announce run
# from FOLDER with the environment changes ENV, into WORK/say-NAME.
say() {
    local name=$1 folder=$2 env=()
    shift 2
    while [ "$1" != -- ]; do env+=("$1"); shift; done
    shift
    run_in "$folder" env "${env[@]}" wine "$cli" announce --preset 180+2 --events 'C:\pendule-test\blitz.events' "$@" \
        >"$work/say-$name" 2>&1 || fail "announce ($name): $(cat "$work/say-$name")"
}
# The French line, and the English one the same check would see with the catalogue not found.
french='^70000 white: Coup 2\. Votre temps : 2 minutes 29 secondes\.'
english='^70000 white: Move 2\. Your time: 2 minutes 29 seconds\.'
say english "$other" LC_ALL=C.UTF-8 --
grep -q "$english" "$work/say-english" && ! grep -q "Votre" "$work/say-english" ||
    fail "announce without --lang under the C locale: $(grep '^70000' "$work/say-english")"
say option-installed-folder "$bin" LC_ALL=C.UTF-8 -- --lang fr
say option-other-folder "$other" LC_ALL=C.UTF-8 -- --lang fr
say lang-variable "$other" -u LC_ALL LANG=fr_FR.UTF-8 --
# Wine takes its display language from LC_ALL; bare.bat then empties the locale variables, so that
# only Windows' own setting can say French.
run_in "$other" env -u LANG LC_ALL=fr_FR.UTF-8 wine cmd /c 'C:\pendule-test\bare.bat' "$cli" announce --preset 180+2 \
    --events 'C:\pendule-test\blitz.events' >"$work/say-windows-language" 2>&1 ||
    fail "announce under Windows' display language: $(cat "$work/say-windows-language")"
# ... and English with no locale anywhere, Windows' display language then being English.
run_in "$other" env -u LANG -u LC_ALL wine cmd /c 'C:\pendule-test\bare.bat' "$cli" announce --preset 180+2 \
    --events 'C:\pendule-test\blitz.events' >"$work/say-windows-english" 2>&1 ||
    fail "announce under Windows' display language, English: $(cat "$work/say-windows-english")"
grep -q "$english" "$work/say-windows-english" || fail "announce with no locale at all: $(grep '^70000' "$work/say-windows-english")"
for name in option-installed-folder option-other-folder lang-variable windows-language; do
    grep -q "$french" "$work/say-$name" || fail "pendule-cli.exe announce is not in French ($name): $(grep '^70000' "$work/say-$name")"
done
echo "ok: pendule-cli.exe speaks English under the C locale and Windows' English, French with --lang fr from both folders, with LANG=fr_FR.UTF-8, and in Windows' display language French"

# Aloud: the installed eSpeak NG data found from the program's folder (Z: gone, nothing else to
# find), the WAV files written into a folder on C: named as Windows names it.
source "$here/../speech/speech_lib.sh" # is_speech FILE
say wav-installed-folder "$bin" LC_ALL=C.UTF-8 -- --lang fr --wav 'C:\pendule-test\said-fr'
said=$(grep -c '^[0-9]* [a-z]*: ' "$work/say-wav-installed-folder" || true)
wavs=("$test_dir"/said-fr/*.wav)
[ -f "${wavs[0]}" ] && [ "${#wavs[@]}" = "$said" ] ||
    fail "announce --wav: ${#wavs[@]} WAV files for $said announcements: $(cat "$work/say-wav-installed-folder")"
for wav in "${wavs[@]}"; do
    is_speech "$wav" || fail "announce --lang fr --wav: $(basename "$wav") is not speech of a plausible length"
done
text=$(sed -n 's/^70000 white: //p' "$work/say-wav-installed-folder")
[[ "$text" == "Coup 2. Votre temps"* ]] || fail "announce --wav is not in French: $text"
python3 "$here/espeak_compare.py" "$test_dir/said-fr/000070000-white-request.wav" "$text" fr en ||
    fail "White's answer is not Linux's eSpeak NG saying it in French"
echo "ok: pendule-cli.exe announce --lang fr --wav from the installed folder: ${#wavs[@]} WAV files of speech, White's answer in French"

if [ "$window" = window ]; then
    bash "$here/window_test.sh" "$inst" "$test_dir" "$work" || fail "the window's cases"
    echo "ok: the window's cases (${SECONDS} s since the start)"
fi

menu=$(winepath -u "$(wine cmd /c echo %ProgramData% | tr -d '\r')")/Microsoft/Windows/Start\ Menu/Programs/Pendule
[ -f "$menu/Pendule (command line).lnk" ] && [ -f "$menu/Uninstall Pendule.lnk" ] || fail "the Start-menu folder: $(ls "$menu" 2>&1)"
if [ "$window" = window ]; then
    [ -f "$menu/Pendule.lnk" ] || fail "no Start-menu entry for the window: $(ls "$menu" 2>&1)"
fi
wine reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Pendule' /v DisplayVersion 2>/dev/null |
    grep -q "$version" || fail "the uninstall entry"

wine 'C:\Program Files\Pendule\uninstall.exe' /S || fail "the silent uninstall"
# The uninstaller goes on from a copy of itself, which removes the program's folder and the
# Start-menu folder one after the other: its work is done when both are gone (a loaded machine
# showed the program's folder gone and the menu's still there for a moment).
for ((i = 0; i < 300; i++)); do [ -e "$inst" ] || [ -e "$menu" ] || break; sleep 0.1; done
[ ! -e "$inst" ] || fail "left after uninstalling: $(cd "$inst" && find . | head)"
[ ! -e "$menu" ] || fail "the Start-menu folder is left: $(ls "$menu" 2>&1)"
wine reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Pendule' >/dev/null 2>&1 &&
    fail "the uninstall entry is left"
[ -f "$appdata/Pendule/presets/club.json" ] || fail "the user's preset was removed"
# Passed: the prefix (700 MB) goes; a failure keeps it to look at.
wineserver -k 2>/dev/null || true
cd "$work"
rm -rf "$WINEPREFIX"
echo "installer: ok, with the build tree out of reach (${SECONDS} s)"
