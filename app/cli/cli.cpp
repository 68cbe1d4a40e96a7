// SPDX-License-Identifier: MIT
#include "cli.h"

#include <QCoreApplication>

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
                  "  mask SPRITE -o OUT      Write the collision mask of an image.\n"
                  "  collide A B --offset DX,DY\n"
                  "                          Test two sprites for pixel overlap.\n"
                  "  export PROJECT          Export every sprite of a .hitmask project.\n"
                  "  info FILE               Describe an HMSK mask file.\n"
                  "  shapes SPRITE (--boxes | --polygons) --json\n"
                  "                          Print collision boxes or polygons.\n"
                  "\n"
                  "Run 'hitmask-cli COMMAND --help' for a command's options.\n"
                  "Exit status: 0 on success, 2 on any error.\n");
    }

    static QString unknownCommand(const QString& name) {
        return tr("unknown command '%1' (try hitmask-cli --help)").arg(name);
    }
};

} // namespace

int run(const QStringList& arguments, Io io) {
    const QStringList rest = arguments.mid(1);
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
        else if (command == QLatin1String("mask"))
            status = runMask(rest, io);
        else if (command == QLatin1String("collide"))
            status = runCollide(rest, io);
        else if (command == QLatin1String("info"))
            status = runInfo(rest, io);
        else if (command == QLatin1String("export"))
            status = runExport(rest, io);
        else if (command == QLatin1String("shapes"))
            status = runShapes(rest, io);
        else
            throw Failure{Cli::unknownCommand(command)};
        io.out.flush();
        return status;
    } catch (const Failure& failure) {
        io.out.flush();
        io.err << "hitmask-cli: " << failure.message << '\n';
        io.err.flush();
        return kExitError;
    }
}

} // namespace hitmask::cli
