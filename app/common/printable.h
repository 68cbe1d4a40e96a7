// SPDX-License-Identifier: MIT
// File names as messages show them: a name may hold a tab, a line break or an escape
// sequence, which would cut a one-line message in two or drive the terminal.
#pragma once

#include <QString>

namespace hitmask {

// `text` with every control character written as C writes it: \t, \n and \r, any other
// as \xNN (below U+0100) or \uNNNN (the line and paragraph separators). Everything else,
// backslashes too, stays as it is, so ordinary names and Windows paths read unchanged.
QString printable(const QString& text);

// Whether `text` holds a character printable() would escape.
bool hasControlCharacters(const QString& text);

} // namespace hitmask
