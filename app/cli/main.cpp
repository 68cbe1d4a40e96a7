// SPDX-License-Identifier: MIT
#include "cli/cli.h"
#include "common/translations.h"

#include <QCoreApplication>
#include <cstdio>

namespace {
// Image plugins report decoding trouble through Qt's log; the command prints its own
// one-line error instead, so their chatter stays out of build logs unless asked for.
void quietMessages(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (type == QtFatalMsg || qEnvironmentVariableIsSet("HITMASK_CLI_VERBOSE"))
        fprintf(stderr, "%s\n", qPrintable(message));
}
} // namespace

int main(int argc, char* argv[]) {
    qInstallMessageHandler(quietMessages);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hitmask-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HITMASK_VERSION));
    hitmask::installTranslations(app, QString());
    QTextStream out(stdout);
    QTextStream err(stderr);
    return hitmask::cli::run(QCoreApplication::arguments(), {out, err});
}
