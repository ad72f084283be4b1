#pragma once

#include <string>

namespace pendule::app {

// Editing UTF-8 text fields one character at a time.
void append_utf8(std::string& out, char32_t c);
// Removes the last UTF-8 character.
void pop_utf8(std::string& s);
// Not a control character (Tab, Backspace, Enter and Delete arrive as text events too).
bool is_printable(char32_t c);

} // namespace pendule::app
