// SPDX-License-Identifier: MIT
// Writes a build step's output file: atomically (writeFileAtomically), and a file that
// already holds its bytes keeps its time stamp, so the build tools downstream see no change.
// Every file an export or hitmask-cli writes goes to disk here.
#pragma once

#include "atomicfile.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace hitmask {

// Creates the folder if needed and writes atomically. A file that already holds these
// bytes is left untouched (same time stamp, so Ninja's restat sees no change), except
// that when one of `inputs` (the files it was made from) is newer, its time is moved
// past theirs: Make, which has no restat, would otherwise remake it on every build.
// A link in the file's place is replaced by the file, never written through.
bool writeBuildOutput(const QString& path, const QByteArray& bytes, QString* error,
                      const QStringList& inputs = {});
// The same for a file that `writer` makes as it goes (never whole in memory): an
// existing file is compared piece by piece first, then written anew if it differs.
bool writeBuildOutput(const QString& path, const DeviceWriter& writer, QString* error,
                      const QStringList& inputs = {});

} // namespace hitmask
