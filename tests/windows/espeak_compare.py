#!/usr/bin/env python3
"""A WAV file written by the Windows pendule-cli.exe announce --wav, compared with what the Linux
build's voice says for the same text: Debian's libespeak-ng, called here through ctypes exactly as
src/voice/synthesizer.cpp calls it (synchronous mode, the voice chosen by its language code, UTF-8
text), with Debian's whole espeak-ng-data.

usage: espeak_compare.py WAV TEXT LANG OTHER_LANG

Passes when the WAV holds the same samples as Linux's synthesis of TEXT in LANG; otherwise when its
length is within 3 % of it and differs by more than that from a synthesis of TEXT in OTHER_LANG
(so that a text said in the wrong language fails). Prints what it measured either way.
"""
import array
import ctypes
import sys
import wave

AUDIO_OUTPUT_SYNCHRONOUS = 2
ESPEAK_INITIALIZE_DONT_EXIT = 0x8000
POS_CHARACTER = 1
ESPEAK_CHARS_UTF8 = 1
CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p)


def linux_samples(espeak, text, lang):
    """The 16-bit samples (bytes, little-endian) of TEXT said in LANG by Debian's library."""
    gathered = bytearray()

    def gather(wav, count, _events):
        if wav and count > 0:
            gathered.extend(ctypes.string_at(wav, count * 2))
        return 0

    callback = CALLBACK(gather)
    espeak.espeak_SetSynthCallback(callback)
    if espeak.espeak_SetVoiceByName(lang.encode()) != 0:
        sys.exit(f"FAIL: Debian's eSpeak NG has no voice '{lang}'")
    data = text.encode("utf-8")
    status = espeak.espeak_Synth(data, len(data) + 1, 0, POS_CHARACTER, 0, ESPEAK_CHARS_UTF8, None, None)
    if status != 0:
        sys.exit(f"FAIL: Debian's eSpeak NG could not say the text in '{lang}' (status {status})")
    return bytes(gathered)


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    path, text, lang, other = sys.argv[1:]
    with wave.open(path, "rb") as wav:
        if (wav.getnchannels(), wav.getsampwidth()) != (1, 2):
            sys.exit(f"FAIL: {path} is not 16-bit mono")
        rate = wav.getframerate()
        windows = wav.readframes(wav.getnframes())
    espeak = ctypes.CDLL("libespeak-ng.so.1")
    linux_rate = espeak.espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, None, ESPEAK_INITIALIZE_DONT_EXIT)
    if linux_rate <= 0:
        sys.exit("FAIL: Debian's eSpeak NG does not start (libespeak-ng1, espeak-ng-data)")
    same = linux_samples(espeak, text, lang)
    wrong = linux_samples(espeak, text, other)
    seconds = {name: len(samples) / 2 / linux_rate for name, samples in (("same", same), ("wrong", wrong))}
    windows_seconds = len(windows) / 2 / rate
    print(f"windows {lang}: {windows_seconds:.3f} s at {rate} Hz; linux {lang}: {seconds['same']:.3f} s, "
          f"linux {other}: {seconds['wrong']:.3f} s at {linux_rate} Hz")
    if rate == linux_rate and windows == same:
        print(f"espeak compare: ok, the same {len(same) // 2} samples as Linux's eSpeak NG in {lang}")
        return
    ours, theirs = array.array("h", windows), array.array("h", same)
    differing = sum(1 for a, b in zip(ours, theirs) if a != b)
    print(f"not the same samples: {differing} of the first {min(len(ours), len(theirs))} differ")
    near = abs(windows_seconds - seconds["same"]) <= 0.03 * seconds["same"]
    far = abs(windows_seconds - seconds["wrong"]) > 0.03 * seconds["wrong"]
    if rate == linux_rate and near and far:
        print(f"espeak compare: ok, within 3 % of Linux's length in {lang}, not of {other}'s")
        return
    sys.exit(f"FAIL: the Windows WAV is not Linux's eSpeak NG saying the text in {lang}")


if __name__ == "__main__":
    main()
