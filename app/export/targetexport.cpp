// SPDX-License-Identifier: MIT
#include "targetexport.h"

#include "common/outputcheck.h"

#include <QDir>

namespace hitmask {

QList<TargetRun> TargetExport::plan(const Project& project, const QList<ExportTarget>& targets) {
    QList<TargetRun> runs;
    for (const ExportTarget& target : targets) {
        TargetRun run{target.name, target.settings, {}, {}};
        run.items = ProjectExport::plan(project, run.settings);
        runs.append(run);
    }
    return runs;
}

TargetRun TargetExport::planOne(const Project& project, const ExportSettings& settings,
                                const QString& folder) {
    return {QString(), settings, folder, ProjectExport::plan(project, settings, folder)};
}

QStringList TargetExport::clashes(const Project& project, const QList<TargetRun>& runs) {
    QStringList problems;
    for (const TargetRun& run : runs)
        for (const QString& problem :
             ProjectExport::clashes(project, run.items, run.settings, run.folder))
            problems << (runs.size() > 1 ? tr("target %1: %2").arg(run.name, problem) : problem);
    // Between targets: one file each. Within a target ProjectExport::clashes has spoken.
    OutputCheck check;
    for (const TargetRun& run : runs) {
        OutputCheck own;
        for (const QString& path : ProjectExport::writtenPaths(run.items, run.settings))
            if (own.addOutput(path, {}) &&
                !check.addOutput(path, tr("a file of target %1").arg(run.name)))
                problems << check.problems().last();
    }
    return problems;
}

QList<PlannedOutput> TargetExport::plannedOutputs(const QList<TargetRun>& runs) {
    QList<PlannedOutput> outputs;
    for (const TargetRun& run : runs)
        outputs += ProjectExport::plannedOutputs(run.items, run.settings);
    return outputs;
}

QStringList TargetExport::writtenPaths(const QList<TargetRun>& runs) {
    QStringList paths;
    for (const TargetRun& run : runs)
        paths += ProjectExport::writtenPaths(run.items, run.settings);
    return paths;
}

} // namespace hitmask
