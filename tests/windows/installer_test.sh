#!/usr/bin/env bash
# The Windows installer under wine, in a Wine prefix of its own made for the test: `setup.exe /S`
# installs silently; the installed pendule-cli.exe answers --version, lists the built-in presets
# from beside itself and the user's from %APPDATA%\Pendule\presets, and speaks French from the
# installed catalogue, aloud too (eSpeak NG with the data installed beside it, a WAV file that sox
# finds to be speech); the Start-menu folder and the uninstall entry exist; `uninstall.exe /S`
# removes every installed file and leaves the user's presets alone. With `window` (the build with
# PENDULE_GUI): pendule.exe and openal32.dll are installed, pendule.exe --version answers, and the
# Start menu has its "Pendule" entry.
# usage: installer_test.sh SETUP.exe VERSION WORK_DIR [window]
set -euo pipefail
setup=$1
version=$2
work=$3
window=${4:-}
fail() { echo "FAIL: $*" >&2; exit 1; }
[ -f "$setup" ] || fail "$setup is missing (cmake --build BUILD --target pendule_windows_package)"
rm -rf "$work"
mkdir -p "$work"
export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
trap 'wineserver -k 2>/dev/null || true' EXIT
wineboot --init >/dev/null 2>&1 || fail "a new Wine prefix"
unix() { winepath -u "$1" 2>/dev/null; }
win_var() { wine cmd /c echo "%$1%" 2>/dev/null | tr -d '\r'; }

wine "$setup" /S || fail "the silent install"
wineserver -w
inst=$(unix 'C:\Program Files\Pendule')
for file in bin/pendule-cli.exe share/pendule/presets/fide-rapid.json share/locale/fr/LC_MESSAGES/pendule.mo \
    share/fonts/dejavu/DejaVuSans.ttf share/pendule/pendule.ico share/doc/pendule/licences/libsodium.txt \
    share/espeak-ng-data/phontab share/espeak-ng-data/fr_dict share/espeak-ng-data/lang/roa/fr \
    share/doc/pendule/licences/espeak-ng.txt uninstall.exe; do
    [ -f "$inst/$file" ] || fail "not installed: $file"
done
cli="$inst/bin/pendule-cli.exe"
wine "$cli" --version | grep -q "^pendule-cli $version " || fail "pendule-cli.exe --version"
if [ "$window" = window ]; then
    for file in bin/pendule.exe bin/openal32.dll share/fonts/dejavu/DejaVuSans-Bold.ttf share/fonts/dejavu/DejaVuSansMono-Bold.ttf \
        share/doc/pendule/licences/sfml.txt; do
        [ -f "$inst/$file" ] || fail "not installed: $file"
    done
    wine "$inst/bin/pendule.exe" --version | grep -q "^pendule $version (SFML 2.6)" || fail "pendule.exe --version"
fi

appdata=$(unix "$(win_var APPDATA)")
mkdir -p "$appdata/Pendule/presets"
printf '{"format": 1, "title": "Club night", "periods": [{"time": "1:00:00", "increment": 5000}]}\n' \
    >"$appdata/Pendule/presets/club.json"
wine "$cli" presets >"$work/presets" || fail "pendule-cli.exe presets"
grep -qF 'built-in presets (C:\Program Files\Pendule\share\pendule\presets)' "$work/presets" ||
    fail "the built-in presets are found beside the program: $(head -1 "$work/presets")"
grep -q '^  fide-rapid .*FIDE rapid' "$work/presets" || fail "the built-in presets are listed"
grep -qF "user presets ($(win_var APPDATA)\\Pendule\\presets)" "$work/presets" || fail "the user's folder is %APPDATA%\\Pendule"
grep -q '^  club .*Club night' "$work/presets" || fail "the user's preset is listed"
events=$(winepath -w "$(dirname "$0")/../speech/data/blitz.events")
wine "$cli" announce --preset 180+2 --events "$events" --lang fr | grep -q "Coup 2\. Votre temps" ||
    fail "the French catalogue is found beside the program"
said_win="$(win_var TEMP)\\said"
wine "$cli" announce --preset 180+2 --events "$events" --lang fr --thresholds 10 --wav "$said_win" >"$work/said" 2>&1 ||
    fail "announce --wav with the installed eSpeak NG data: $(cat "$work/said")"
wav=$(ls "$(unix "$said_win")"/*.wav 2>/dev/null | head -1)
[ -n "$wav" ] || fail "no WAV written: $(cat "$work/said")"
rms=$(sox "$wav" -n stat 2>&1 | awk '/^RMS +amplitude/ { print $3 }')
awk -v r="$rms" 'BEGIN { exit !(r >= 0.02) }' || fail "$wav is not speech (RMS $rms)"

menu=$(unix "$(win_var ProgramData)")/Microsoft/Windows/Start\ Menu/Programs/Pendule
[ -f "$menu/Pendule (command line).lnk" ] && [ -f "$menu/Uninstall Pendule.lnk" ] || fail "the Start-menu folder: $(ls "$menu" 2>&1)"
if [ "$window" = window ]; then
    [ -f "$menu/Pendule.lnk" ] || fail "no Start-menu entry for the window: $(ls "$menu" 2>&1)"
fi
wine reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Pendule' /v DisplayVersion 2>/dev/null |
    grep -q "$version" || fail "the uninstall entry"

wine "$inst/uninstall.exe" /S || fail "the silent uninstall"
wineserver -w # the uninstaller runs on from a copy of itself
[ ! -e "$inst" ] || fail "left after uninstalling: $(cd "$inst" && find . | head)"
[ ! -e "$menu" ] || fail "the Start-menu folder is left"
wine reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Pendule' >/dev/null 2>&1 &&
    fail "the uninstall entry is left"
[ -f "$appdata/Pendule/presets/club.json" ] || fail "the user's preset was removed"
# Passed: the prefix (700 MB) goes; a failure keeps it to look at.
wineserver -k 2>/dev/null || true
rm -rf "$WINEPREFIX"
echo "installer: ok"
