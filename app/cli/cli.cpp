// SPDX-License-Identifier: MIT
#include "cli.h"

#include "common/printable.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <cerrno>
#include <cstring>
#include <new>

namespace hitmask::cli {

namespace {

class Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    static QString usage() {
        return tr("Usage: hitmask-cli COMMAND [OPTIONS]\n"
                  "\n"
                  "Collision masks for 2D games, from sprite images.\n"
                  "\n"
                  "Commands:\n"
                  "  mask SPRITE... -o OUT   Write the collision masks of images.\n"
                  "  collide A B --offset DX,DY\n"
                  "                          Test two sprites for pixel overlap.\n"
                  "  export PROJECT          Export every sprite of a .hitmask project.\n"
                  "  info FILE               Describe an HMSK mask file.\n"
                  "  shapes SPRITE (--boxes | --polygons) --json\n"
                  "                          Print collision boxes or polygons.\n"
                  "  world SPRITE... --sprites N\n"
                  "                          Stress-test many moving sprites.\n"
                  "\n"
                  "Run 'hitmask-cli COMMAND --help' for a command's options; they may\n"
                  "come before or after the command.\n"
                  "Exit status: 0 on success, 2 on any error.\n");
    }

    static QString unwrittenOutput(const QString& reason) {
        return tr("cannot write to standard output: %1").arg(reason);
    }

    static QString unknownCommand(const QString& name) {
        if (name.startsWith(u'-'))
            return tr("unknown option '%1' before any command (try hitmask-cli --help)").arg(name);
        return tr("unknown command '%1' (try hitmask-cli --help)").arg(name);
    }

    static QString outOfMemory() {
        return tr("not enough memory: the inputs need more than this machine can give");
    }
};

struct Command {
    QLatin1StringView name;
    int (*run)(const QStringList& arguments, Io io);
};

// Every command, in one place: run() dispatches on it and commandFirst() looks for it.
const Command kCommands[] = {
    {QLatin1StringView("mask"), runMask},     {QLatin1StringView("collide"), runCollide},
    {QLatin1StringView("info"), runInfo},     {QLatin1StringView("world"), runWorld},
    {QLatin1StringView("export"), runExport}, {QLatin1StringView("shapes"), runShapes},
};

const Command* findCommand(const QString& word) {
    for (const Command& command : kCommands)
        if (word == command.name)
            return &command;
    return nullptr;
}

// `hitmask-cli --format c mask ship.png`, as each command's help writes it: options before
// the command go after it, so the command's own parser reads them.
QStringList commandFirst(const QStringList& rest) {
    if (rest.isEmpty() || !rest.front().startsWith(u'-'))
        return rest;
    for (qsizetype i = 1; i < rest.size(); ++i)
        if (findCommand(rest[i]))
            return QStringList{rest[i]} + rest.mid(0, i) + rest.mid(i + 1);
    return rest;
}

} // namespace

void flushOutput(QTextStream& out) {
    errno = 0;
    out.flush();
    const int flushErrno = errno;
    auto* file = qobject_cast<QFileDevice*>(out.device());
    // The stream's own flush hands its text to the file; the file's hands it to the OS.
    const bool written = out.status() == QTextStream::Ok &&
                         (!file || (file->flush() && file->error() == QFileDevice::NoError));
    if (written)
        return;
    // The OS's reason as the failed call left it: Qt's own text for a stream is often
    // "Unknown error".
    const QString reason = flushErrno != 0 ? QString::fromLocal8Bit(std::strerror(flushErrno))
                           : file          ? file->errorString()
                                           : QString();
    throw Failure{Cli::unwrittenOutput(reason)};
}

int run(const QStringList& arguments, Io io) {
    const QStringList rest = commandFirst(arguments.mid(1));
    const QString command = rest.value(0);
    try {
        if (command.isEmpty()) {
            io.err << Cli::usage();
            io.err.flush();
            return kExitError;
        }
        int status = kExitOk;
        if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
            command == QLatin1String("help"))
            io.out << Cli::usage();
        else if (command == QLatin1String("--version") || command == QLatin1String("-v"))
            io.out << QCoreApplication::applicationName() << ' '
                   << QCoreApplication::applicationVersion() << '\n';
        else if (const Command* found = findCommand(command))
            status = found->run(rest, io);
        else
            throw Failure{Cli::unknownCommand(command)};
        flushOutput(io.out);
        return status;
    } catch (const Failure& failure) {
        io.out.flush();
        io.err << "hitmask-cli: " << printable(failure.message) << '\n';
        io.err.flush();
        return kExitError;
    } catch (const std::bad_alloc&) {
        // Said as it is, rather than a crash or a decoder's "Unable to read image data".
        io.out.flush();
        io.err << "hitmask-cli: " << Cli::outOfMemory() << '\n';
        io.err.flush();
        return kExitError;
    }
}

} // namespace hitmask::cli
