// SPDX-License-Identifier: MIT
// Runs an export from the editor with a progress dialog that can be cancelled.
#pragma once

#include "document/exportsettings.h"
#include "export/exportjob.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <functional>

class QWidget;

namespace hitmask {

class ProjectDocument;

class ExportRunner {
    Q_DECLARE_TR_FUNCTIONS(ExportRunner)

public:
    // Whether to replace these files, which Hitmask did not write in the format at hand.
    using ConfirmReplace = std::function<bool(const QStringList& foreign)>;

    // Without `confirm`, askToReplace() asks.
    static ExportOutcome run(QWidget* parent, const ProjectDocument& document,
                             const ExportSettings& settings, const ConfirmReplace& confirm = {});
    // Every target at once (TargetExport::plan): checked together before anything is
    // written, so no target writes over another's files.
    static ExportOutcome runTargets(QWidget* parent, const ProjectDocument& document,
                                    const QList<TargetRun>& runs,
                                    const ConfirmReplace& confirm = {});
    // A message box naming the files; true when the user chooses to replace them.
    static bool askToReplace(QWidget* parent, const QStringList& foreign);
    // One sentence for the status bar or a message box (with the clashes, if any).
    static QString summary(const ExportOutcome& outcome, const QString& folder);
    // The first sentence of the warning when an export's names clash.
    // `suggestion` is a pattern that would clash less (ProjectExport::suggestedPattern).
    static QString clashHeadline(int clashes, const QString& suggestion);
};

} // namespace hitmask
