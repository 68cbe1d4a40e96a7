// SPDX-License-Identifier: MIT
// Runs an export from the editor with a progress dialog that can be cancelled.
#pragma once

#include "document/exportsettings.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace hitmask {

class ProjectDocument;

struct ExportOutcome {
    int written = 0;
    int planned = 0;
    bool cancelled = false;
    QString error; // the first failure; files before it were written
};

class ExportRunner {
    Q_DECLARE_TR_FUNCTIONS(ExportRunner)

public:
    static ExportOutcome run(QWidget* parent, const ProjectDocument& document,
                             const ExportSettings& settings);
    // One sentence for the status bar or a message box.
    static QString summary(const ExportOutcome& outcome, const QString& folder);
};

} // namespace hitmask
