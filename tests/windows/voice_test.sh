#!/usr/bin/env bash
# The talking clock's voice in the Windows build: pendule-cli.exe announce --wav under Wine says a
# player's request in French and in English with the eSpeak NG of third_party/ and the data beside
# the program (bin/../share/espeak-ng-data), one WAV file per language. Each is speech as sox
# measures it (tests/speech/wav_test.sh's check) and the very voice of the Linux build: the same
# samples as Debian's libespeak-ng gives for the same text in the same language
# (espeak_compare.py), which a text said in the other language would not give.
# usage: voice_test.sh WINE_RUN PENDULE_CLI OUTDIR
# WINE_RUN runs a Windows program in the build's Wine prefix: the program is given Windows names
# for its files (winepath.exe), whatever drives that prefix maps.
# A missing sox or python3 is a failure, never a skip.
set -euo pipefail
WINE_RUN=$1 CLI=$2 OUT=$3
fail() { echo "FAIL (voice under wine): $*" >&2; exit 1; }
for tool in sox python3; do
    command -v "$tool" >/dev/null || fail "$tool is not installed (Debian: sox, python3)"
done
rm -rf "$OUT" && mkdir -p "$OUT"
win() { "$WINE_RUN" winepath.exe -w "$1" | tr -d '\r'; }
# White asks for the time one second into a 5-minute game: one announcement.
printf '0 start\n1000 request white\n' >"$OUT/request.events"

source "$(dirname "$0")/../speech/speech_lib.sh"

for pair in "fr en" "en fr"; do
    read -r lang other <<<"$pair"
    "$CLI" announce --preset 300 --events "$(win "$OUT/request.events")" --lang "$lang" --wav "$(win "$OUT/$lang")" \
        >"$OUT/$lang.said" 2>"$OUT/$lang.err" || fail "announce --lang $lang --wav: $(cat "$OUT/$lang.err")"
    cat "$OUT/$lang.said"
    [ "$(wc -l <"$OUT/$lang.said")" = 1 ] || fail "$lang: not one announcement"
    text=$(sed -n 's/^1000 white: //p' "$OUT/$lang.said")
    [ -n "$text" ] || fail "$lang: no answer to White's request"
    wav="$OUT/$lang/000001000-white-request.wav"
    [ -f "$wav" ] || fail "$lang: no $wav ($(ls "$OUT/$lang"))"
    is_speech "$wav" || fail "$lang: $wav is not speech of a plausible length"
    python3 "$(dirname "$0")/espeak_compare.py" "$wav" "$text" "$lang" "$other" || fail "$lang: not Linux's voice"
done
echo "voice under wine: ok (fr, en)"
