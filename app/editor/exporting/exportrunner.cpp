// SPDX-License-Identifier: MIT
#include "exportrunner.h"

#include "export/projectexport.h"

#include <QDir>
#include <QProgressDialog>

namespace hitmask {

ExportOutcome ExportRunner::run(QWidget* parent, const ProjectDocument& document,
                                const ExportSettings& settings) {
    const QList<ExportItem> items = ProjectExport::plan(document, settings);
    ExportOutcome outcome;
    outcome.planned = int(items.size());
    QProgressDialog progress(tr("Exporting masks..."), tr("Cancel"), 0, int(items.size()), parent);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    for (qsizetype i = 0; i < items.size(); ++i) {
        progress.setValue(int(i));
        if (progress.wasCanceled()) {
            outcome.cancelled = true;
            break;
        }
        // Each file is written whole or not at all, so a cancel leaves no half files.
        if (!ProjectExport::write(items[i].path, ProjectExport::render(items[i], settings),
                                  &outcome.error))
            break;
        ++outcome.written;
    }
    progress.setValue(int(items.size()));
    return outcome;
}

QString ExportRunner::summary(const ExportOutcome& outcome, const QString& folder) {
    if (!outcome.error.isEmpty())
        return tr("Export stopped after %L1 of %L2 files: %3.")
            .arg(outcome.written)
            .arg(outcome.planned)
            .arg(outcome.error);
    if (outcome.cancelled)
        return tr("Export cancelled after %L1 of %L2 files.")
            .arg(outcome.written)
            .arg(outcome.planned);
    return tr("Exported %n file(s) to %1.", nullptr, outcome.written)
        .arg(QDir::toNativeSeparators(folder));
}

} // namespace hitmask
