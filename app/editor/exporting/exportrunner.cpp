// SPDX-License-Identifier: MIT
#include "exportrunner.h"

#include "common/printable.h"
#include "export/projectexport.h"
#include "export/targetexport.h"

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
    ExportOutcome outcome;
    outcome.planned = int(TargetExport::writtenPaths(runs).size()); // side-cars too
    outcome.clashes = TargetExport::clashes(document, runs);
    if (!outcome.clashes.isEmpty()) {
        if (runs.size() == 1)
            outcome.suggestion = ProjectExport::suggestedPattern(document, runs.front().settings);
        return outcome; // refused before writing anything
    }
    if (const QStringList foreign = foreignFiles(TargetExport::plannedOutputs(runs));
        !foreign.isEmpty() && !(confirm ? confirm(foreign) : askToReplace(parent, foreign))) {
        outcome.kept = foreign;
        return outcome;
    }
    removeLeftoverTempFiles(TargetExport::writtenPaths(runs));
    qsizetype total = 0;
    for (const TargetRun& run : runs)
        total += run.items.size();
    QProgressDialog progress(tr("Exporting masks..."), tr("Cancel"), 0, int(total), parent);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    qsizetype done = 0;
    for (const TargetRun& run : runs) {
        if (!outcome.error.isEmpty() || outcome.cancelled)
            break;
        writeRun(run, progress, done, outcome);
        done += run.items.size();
    }
    progress.setValue(int(total));
    return outcome;
}

void ExportRunner::writeRun(const TargetRun& run, QProgressDialog& progress, qsizetype done,
                            ExportOutcome& outcome) {
    const QList<ExportItem>& items = run.items;
    const ExportSettings& settings = run.settings;
    // Batches made on every core, each written in order; the progress and Cancel are
    // looked at between batches.
    constexpr qsizetype kBatch = 64;
    for (qsizetype first = 0; first < items.size() && outcome.error.isEmpty(); first += kBatch) {
        progress.setValue(int(done + first));
        if (progress.wasCanceled()) {
            outcome.cancelled = true;
            break;
        }
        const QList<ExportItem> batch = items.mid(first, kBatch);
        const std::vector<RenderedItem> rendered = ProjectExport::renderAll(batch, settings);
        for (qsizetype i = 0; i < batch.size(); ++i) {
            // Each file is written whole or not at all, so a cancel leaves no half files.
            if (!ProjectExport::writeRendered(batch[i], rendered[std::size_t(i)], &outcome.error))
                break;
            outcome.written += int(ProjectExport::writtenPaths({batch[i]}, settings).size());
        }
    }
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
