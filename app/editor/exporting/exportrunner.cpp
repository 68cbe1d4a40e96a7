// SPDX-License-Identifier: MIT
#include "exportrunner.h"

#include "common/printable.h"
#include "document/projectdocument.h"

#include <QDir>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>

namespace hitmask {

ExportOutcome ExportRunner::run(QWidget* parent, const ProjectDocument& document,
                                const ExportSettings& settings, const ConfirmReplace& confirm) {
    return runTargets(parent, document, {TargetExport::planOne(document, settings)}, confirm);
}

ExportOutcome ExportRunner::runTargets(QWidget* parent, const ProjectDocument& document,
                                       const QList<TargetRun>& runs,
                                       const ConfirmReplace& confirm) {
    const ExportJob job(document, runs);
    ExportOutcome outcome;
    outcome.planned = int(job.writtenPaths().size()); // side-cars too
    outcome.clashes = job.clashes();
    if (!outcome.clashes.isEmpty()) {
        if (runs.size() == 1)
            outcome.suggestion = job.clashAdvice().pattern;
        return outcome; // refused before writing anything
    }
    if (const QStringList foreign = foreignFiles(job.plannedOutputs());
        !foreign.isEmpty() && !(confirm ? confirm(foreign) : askToReplace(parent, foreign))) {
        outcome.kept = foreign;
        return outcome;
    }
    const int total = int(job.itemCount());
    QProgressDialog progress(tr("Exporting masks..."), tr("Cancel"), 0, total, parent);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    outcome = job.write([&](const ExportProgress& now) {
        progress.setValue(int(now.done));
        return !progress.wasCanceled();
    });
    progress.setValue(total);
    return outcome;
}

bool ExportRunner::askToReplace(QWidget* parent, const QStringList& foreign) {
    constexpr int kShown = 10;
    QStringList shown;
    for (const QString& path : foreign.mid(0, kShown))
        shown << QDir::toNativeSeparators(path);
    QMessageBox box(QMessageBox::Question, tr("Export Masks"),
                    tr("%n file(s) that Hitmask did not write in this format would be replaced. "
                       "Replace them?",
                       nullptr, int(foreign.size())),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(shown.join(u'\n'));
    if (foreign.size() > kShown)
        box.setDetailedText(foreign.join(u'\n'));
    QPushButton* replace = box.addButton(tr("Replace"), QMessageBox::DestructiveRole);
    box.setDefaultButton(box.addButton(QMessageBox::Cancel));
    box.exec();
    return box.clickedButton() == replace;
}

QString ExportRunner::clashHeadline(int clashes, const QString& suggestion) {
    if (suggestion.isEmpty())
        return tr("%n problem(s) with this export, so nothing was exported. Where files would "
                  "overwrite others or the art, or leave the export folder, change the file "
                  "name pattern, the folder, or leave sprites out; where the format cannot "
                  "hold a sprite, choose another format.",
                  nullptr, clashes);
    return tr("%n problem(s) with this export, so nothing was exported. Where files would "
              "overwrite others or the art, or leave the export folder, change the file name "
              "pattern (for example to %1), the folder, or leave sprites out; where the format "
              "cannot hold a sprite, choose another format.",
              nullptr, clashes)
        .arg(suggestion);
}

QString ExportRunner::summary(const ExportOutcome& outcome, const QString& folder) {
    constexpr int kShown = 10;
    if (!outcome.clashes.isEmpty()) {
        QString text = clashHeadline(int(outcome.clashes.size()), outcome.suggestion) + u'\n' +
                       outcome.clashes.mid(0, kShown).join(u'\n');
        if (outcome.clashes.size() > kShown)
            text += u'\n' + tr("...and %n more.", nullptr, int(outcome.clashes.size()) - kShown);
        return text;
    }
    if (!outcome.kept.isEmpty())
        return tr("Nothing was exported: %1 was not written by Hitmask in this format and was "
                  "kept.")
            .arg(printable(QDir::toNativeSeparators(outcome.kept.first())));
    if (!outcome.error.isEmpty())
        return tr("Export stopped after %L1 of %L2 files: %3.")
            .arg(outcome.written)
            .arg(outcome.planned)
            .arg(printable(outcome.error));
    if (outcome.cancelled)
        return tr("Export cancelled after %L1 of %L2 files.")
            .arg(outcome.written)
            .arg(outcome.planned);
    return tr("Exported %n file(s) to %1.", nullptr, outcome.written)
        .arg(QDir::toNativeSeparators(folder));
}

} // namespace hitmask
