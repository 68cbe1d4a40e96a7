// SPDX-License-Identifier: MIT
// Runs hitmask-cli (HITMASK_CLI_PATH) as a build would, for the CLI's tests.
#pragma once

#include "boundedchild.h"

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

// Runs hitmask-cli in `process`, which the caller may have set up further (a working
// folder, where standard output goes, a limit). Messages come in English whatever the
// machine's language.
inline CliRun runCliIn(QProcess& process, const QStringList& arguments, int timeoutMs = 60000) {
    // Kept when the caller set one up (limitAddressSpace() may have).
    QProcessEnvironment env = process.processEnvironment();
    if (env.isEmpty())
        env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("C"));
    process.setProcessEnvironment(env);
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

inline CliRun runCli(const QStringList& arguments, const QString& workingDirectory = {},
                     int timeoutMs = 60000) {
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    return runCliIn(process, arguments, timeoutMs);
}

// hitmask-cli with its address space capped at `bytes`: a reader that never stops runs
// out of it (and fails) instead of taking the machine's memory.
inline CliRun runCliWithin(rlim_t bytes, const QStringList& arguments, int timeoutMs = 60000) {
    QProcess process;
    limitAddressSpace(process, bytes);
    return runCliIn(process, arguments, timeoutMs);
}

} // namespace hitmask::testing
