// SPDX-License-Identifier: MIT
// hitmask-cli's commands, callable in-process so tests and the app can share them.
#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace hitmask::cli {

// Exit statuses: 0 success, 2 any error (a bad argument or file), as build tools expect.
inline constexpr int kExitOk = 0;
inline constexpr int kExitError = 2;

struct Io {
    QTextStream& out;
    QTextStream& err;
};

// `arguments` starts with the program name, as QCoreApplication::arguments() does.
int run(const QStringList& arguments, Io io);

// Thrown by commands for a one-line error; run() prints it (control characters in names
// escaped, see printable()) and returns kExitError.
struct Failure {
    QString message;
};

// Hands what was printed to `out` to the OS; throws Failure with the OS's reason when not
// all of it could be written (a full disk, a closed pipe): printed output is a command's
// result as much as a file is.
void flushOutput(QTextStream& out);

int runMask(const QStringList& arguments, Io io);
int runCollide(const QStringList& arguments, Io io);
int runInfo(const QStringList& arguments, Io io);
int runExport(const QStringList& arguments, Io io);
int runShapes(const QStringList& arguments, Io io);
int runWorld(const QStringList& arguments, Io io);

} // namespace hitmask::cli
