// SPDX-License-Identifier: MIT
// Names and paths shortened for messages, so that a file with an absurd name cannot make
// a message (a dialog, hitmask-cli's one error line) megabytes long.
#pragma once

#include <QString>

namespace hitmask {

// Longest name a message shows whole.
inline constexpr qsizetype kMessageNameChars = 200;

// `name` itself when it has at most kMessageNameChars characters; else its start and end,
// which tell paths apart best, joined by "…", kMessageNameChars characters in all.
QString elidedName(const QString& name);

} // namespace hitmask
