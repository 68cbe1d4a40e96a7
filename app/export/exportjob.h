// SPDX-License-Identifier: MIT
// One export from its plan to its files, run alike by the editor and `hitmask-cli export`:
// checked whole before anything is written, then rendered in batches on every core and
// written in order, with progress and a cancel between files. Each caller words the
// outcome; the job's own errors are those of the files it writes.
#pragma once

#include "common/depfile.h"
#include "targetexport.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

namespace hitmask {

// What an export did, or why it did nothing.
struct ExportOutcome {
    int written = 0;
    int planned = 0;
    bool cancelled = false;
    QString error;       // the first failure; files before it were written
    QStringList clashes; // names that would overwrite each other: nothing was written
    QStringList kept;    // files not Hitmask's that the user chose to keep: nothing was written
    QString suggestion;  // with clashes, a file name pattern that clashes less, if any

    bool succeeded() const {
        return error.isEmpty() && clashes.isEmpty() && kept.isEmpty() && !cancelled;
    }
};

// How far a running export is: `done` of `total` items written, the last of them `item`
// (none at the start).
struct ExportProgress {
    qsizetype done = 0;
    qsizetype total = 0;
    const ExportItem* item = nullptr;
};

class ExportJob {
public:
    // Told at the start and after each item's files are written; false stops the export
    // (a cancel) before the next file, so every file is whole or untouched.
    using Progress = std::function<bool(const ExportProgress&)>;

    // `runs` as TargetExport plans them, over `project`, which must outlive the job.
    ExportJob(const Project& project, QList<TargetRun> runs);

    const QList<TargetRun>& runs() const { return runs_; }
    qsizetype itemCount() const;
    QStringList writtenPaths() const { return TargetExport::writtenPaths(runs_); }
    QList<PlannedOutput> plannedOutputs() const { return TargetExport::plannedOutputs(runs_); }

    // The checks, each before anything is written.
    // The first item its format cannot write, and why (ProjectExport::problem); no item
    // when every one fits.
    struct Unfit {
        const ExportItem* item = nullptr;
        QString why;
    };
    Unfit firstUnfit() const;
    // Every problem of every run and between runs (TargetExport::clashes); with any, the
    // export must write nothing.
    QStringList clashes() const { return TargetExport::clashes(project_, runs_); }
    // The first run with problems of its own, and a file name pattern that has fewer
    // (ProjectExport::suggestedPattern), for advice; no run when only runs clash with each
    // other.
    struct Advice {
        const TargetRun* run = nullptr;
        QString pattern;
    };
    Advice clashAdvice() const;

    // Which files each output is made from: the project, its sprite's image and sheet; a
    // side-car too. hitmask-cli's depfile names them.
    QList<DepfileRule> dependencies() const;
    // As a build step, a file that already holds its bytes but is older than one of its
    // dependencies() gets a time past theirs (writeBuildOutput), so that Make does not
    // remake it on every build; else it is left as it is.
    void setBuildStep(bool buildStep);

    // Writes every run's files after removing what a killed write left beside them; fills
    // `written`, `planned`, `cancelled` and `error` (the first failure, which ends it).
    ExportOutcome write(const Progress& progress = {}) const;

    // Renders and writes one item's file and its side-car, if any.
    static bool writeItem(const ExportItem& item, const ExportSettings& settings, QString* error,
                          const QStringList& inputs = {});

private:
    void writeRun(const TargetRun& run, qsizetype done, qsizetype total, const Progress& progress,
                  ExportOutcome& outcome) const;
    static bool writeRendered(const ExportItem& item, const RenderedItem& rendered, QString* error,
                              const QStringList& inputs);
    // Encodes the item's file as it writes it, never whole in memory.
    bool writeStreamed(const ExportItem& item, const ExportSettings& settings,
                       QString* error) const;

    const Project& project_;
    QList<TargetRun> runs_;
    QHash<QString, QStringList> inputs_; // output -> the files it is made from
};

} // namespace hitmask
