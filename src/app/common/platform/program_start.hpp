#pragma once

#include <string>
#include <vector>

namespace pendule::app {

// What pendule does first: its arguments after its name in UTF-8 (on Windows from the wide command
// line), its standard streams as bytes (no "\r\n" for "\n": the trace reads the same on every
// system), and on Windows, where pendule is a window program without a console of its own, the
// console of the command line that started it, when there is one and no output was given, so that
// --help, --version, --set-pin and the messages are seen there.
std::vector<std::string> start_program(int argc, char** argv);

} // namespace pendule::app
