#pragma once

// Our own WAV writer (RIFF, 16-bit PCM): pendule-cli announce --wav writes what the talking clock
// would say, so that it can be heard, and checked by sox, without a sound card.

#include "core/result.hpp"
#include "voice/sound.hpp"

#include <filesystem>
#include <string>

namespace pendule::voice {

// The bytes of a WAV file holding `sound`.
std::string wav_bytes(const Sound& sound);

// Writes `sound` to `path`; an error names the file.
[[nodiscard]] Result<bool> write_wav(const std::filesystem::path& path, const Sound& sound);

} // namespace pendule::voice
