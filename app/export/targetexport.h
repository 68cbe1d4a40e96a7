// SPDX-License-Identifier: MIT
// Exports of several targets at once (masks, a C header, Tiled, Godot... into one folder):
// planned and checked together, so no target writes over another's file and nothing is
// written while any target has a problem. Shared by the editor and `hitmask-cli export`.
#pragma once

#include "projectexport.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace hitmask {

// One target's files: `name` empty for the project's plain export settings.
struct TargetRun {
    QString name;
    ExportSettings settings;
    QString folder; // overrides settings.folder when not empty (hitmask-cli export -o)
    QList<ExportItem> items;
};

class TargetExport {
    Q_DECLARE_TR_FUNCTIONS(TargetExport)

public:
    // Each target planned (ProjectExport::plan), in the project's order.
    static QList<TargetRun> plan(const Project& project, const QList<ExportTarget>& targets);
    // A single run of `settings`, as an export without targets makes.
    static TargetRun planOne(const Project& project, const ExportSettings& settings,
                             const QString& folder = {});
    // Every target's own problems (ProjectExport::clashes), named after the target when
    // there are several, then files that two targets would both write.
    static QStringList clashes(const Project& project, const QList<TargetRun>& runs);
    // Every file the runs write, with its format, for foreignFiles().
    static QList<PlannedOutput> plannedOutputs(const QList<TargetRun>& runs);
    static QStringList writtenPaths(const QList<TargetRun>& runs);
};

} // namespace hitmask
