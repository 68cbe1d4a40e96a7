// SPDX-License-Identifier: MIT
// Runs hitmask-cli (HITMASK_CLI_PATH) as a build would, for the CLI's tests.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace hitmask::testing {

struct CliRun {
    int status = -1; // -1: it hung past the time limit; -2: it crashed
    QByteArray out;
    QByteArray err;
};

// Messages come in English whatever the machine's language.
inline CliRun runCli(const QStringList& arguments, const QString& workingDirectory = {},
                     int timeoutMs = 60000) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("C"));
    process.setProcessEnvironment(env);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(HITMASK_CLI_PATH), arguments);
    CliRun run;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace hitmask::testing
