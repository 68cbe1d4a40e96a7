// SPDX-License-Identifier: MIT
#include "exportjob.h"

#include "common/buildoutput.h"
#include "document/project.h"
#include "maskexporter.h"

#include <QDir>
#include <QFileInfo>

namespace hitmask {

namespace {

// Items rendered together on every core, then written in order: a batch bounds the
// memory the rendered bytes take and how long a cancel waits.
constexpr qsizetype kBatch = 64;
// An item of more pixels than this (over its frames and channels) in a format that streams
// is encoded as it is written, as `hitmask-cli mask` writes a big sprite, rather than held
// whole in memory with the rest of its batch; smaller ones gain more from every core.
constexpr qint64 kStreamedPixels = qint64(1) << 22;

bool streamed(const ExportItem& item, const MaskExporter* exporter) {
    if (!exporter || !exporter->streams() || !item.sprite)
        return false;
    qint64 pixels = 0;
    for (int f = item.firstFrame; f < item.firstFrame + item.frameCount; ++f) {
        const QSize size = item.sprite->frames()[std::size_t(f)].size();
        pixels += qint64(size.width()) * size.height();
    }
    const qint64 channels = item.channel < 0 ? qint64(item.sprite->channels().size()) : 1;
    return pixels * channels > kStreamedPixels;
}

// Never an empty file reported as written.
QString unwritable(const ExportItem& item) {
    return ProjectExport::tr("%1 cannot be written: its frames make no valid mask file")
        .arg(QDir::toNativeSeparators(item.path));
}

} // namespace

ExportJob::ExportJob(const Project& project, QList<TargetRun> runs)
    : project_(project)
    , runs_(std::move(runs)) {}

qsizetype ExportJob::itemCount() const {
    qsizetype total = 0;
    for (const TargetRun& run : runs_)
        total += run.items.size();
    return total;
}

ExportJob::Unfit ExportJob::firstUnfit() const {
    for (const TargetRun& run : runs_)
        for (const ExportItem& item : run.items)
            if (QString why = ProjectExport::problem(item, run.settings); !why.isEmpty())
                return {&item, why};
    return {};
}

ExportJob::Advice ExportJob::clashAdvice() const {
    for (const TargetRun& run : runs_)
        if (!ProjectExport::clashes(project_, run.items, run.settings, run.folder).isEmpty())
            return {&run, ProjectExport::suggestedPattern(project_, run.settings, run.folder)};
    return {};
}

QList<DepfileRule> ExportJob::dependencies() const {
    // An output depends on the project (settings, hand edits) and its sprite's image; a
    // side-car (the PNG's frame list) is made from the same.
    QList<DepfileRule> rules;
    for (const TargetRun& run : runs_)
        for (const ExportItem& item : run.items) {
            QStringList inputs;
            if (!project_.filePath.isEmpty())
                inputs << QFileInfo(project_.filePath).absoluteFilePath();
            inputs << QFileInfo(item.sprite->path()).absoluteFilePath();
            if (!item.sprite->cut().sheetJson.isEmpty())
                inputs << QFileInfo(item.sprite->cut().sheetJson).absoluteFilePath();
            rules.append({item.path, inputs});
            if (const QString sidecar = ProjectExport::sidecarPath(item, run.settings);
                !sidecar.isEmpty())
                rules.append({sidecar, inputs});
        }
    return rules;
}

void ExportJob::setBuildStep(bool buildStep) {
    inputs_ = buildStep ? depfileInputs(dependencies()) : QHash<QString, QStringList>();
}

ExportOutcome ExportJob::write(const Progress& progress) const {
    ExportOutcome outcome;
    const QStringList paths = writtenPaths();
    outcome.planned = int(paths.size()); // side-cars too
    removeLeftoverTempFiles(paths);
    const qsizetype total = itemCount();
    if (progress && !progress({0, total, nullptr}) && total > 0) {
        outcome.cancelled = true;
        return outcome;
    }
    qsizetype done = 0;
    for (const TargetRun& run : runs_) {
        if (!outcome.error.isEmpty() || outcome.cancelled)
            break;
        writeRun(run, done, total, progress, outcome);
        done += run.items.size();
    }
    return outcome;
}

void ExportJob::writeRun(const TargetRun& run, qsizetype done, qsizetype total,
                         const Progress& progress, ExportOutcome& outcome) const {
    const QList<ExportItem>& items = run.items;
    const MaskExporter* exporter = exporterFor(run.settings.format);
    for (qsizetype first = 0; first < items.size(); first += kBatch) {
        const QList<ExportItem> batch = items.mid(first, kBatch);
        QList<ExportItem> whole; // rendered here; the others are streamed
        for (const ExportItem& item : batch)
            if (!streamed(item, exporter))
                whole.append(item);
        const std::vector<RenderedItem> rendered = ProjectExport::renderAll(whole, run.settings);
        std::size_t next = 0;
        for (qsizetype i = 0; i < batch.size(); ++i) {
            const ExportItem& item = batch[i];
            // Each file is written whole or not at all, so a cancel leaves no half files.
            if (streamed(item, exporter) ? !writeStreamed(item, run.settings, &outcome.error)
                                         : !writeRendered(item, rendered[next++], &outcome.error,
                                                          inputs_.value(item.path)))
                return;
            outcome.written += int(ProjectExport::writtenPaths({item}, run.settings).size());
            const qsizetype now = done + first + i + 1;
            if (progress && !progress({now, total, &item}) && now < total) {
                outcome.cancelled = true;
                return;
            }
        }
    }
}

bool ExportJob::writeItem(const ExportItem& item, const ExportSettings& settings, QString* error,
                          const QStringList& inputs) {
    return writeRendered(item, ProjectExport::renderAll({item}, settings, 1).front(), error,
                         inputs);
}

bool ExportJob::writeRendered(const ExportItem& item, const RenderedItem& rendered, QString* error,
                              const QStringList& inputs) {
    if (rendered.bytes.isEmpty()) {
        *error = unwritable(item);
        return false;
    }
    if (!writeBuildOutput(item.path, rendered.bytes, error, inputs))
        return false;
    return rendered.sidecarPath.isEmpty() ||
           writeBuildOutput(rendered.sidecarPath, rendered.sidecar, error, inputs);
}

bool ExportJob::writeStreamed(const ExportItem& item, const ExportSettings& settings,
                              QString* error) const {
    const MaskExporter* exporter = exporterFor(settings.format);
    ExportOptions options;
    const ExportChannels channels = ProjectExport::itemChannels(item, settings, &options);
    if (!exporter->canWrite(channels, options)) {
        *error = unwritable(item);
        return false;
    }
    const QStringList inputs = inputs_.value(item.path);
    if (!writeBuildOutput(
            item.path,
            [&](QIODevice& device) { return exporter->writeTo(device, channels, options); }, error,
            inputs))
        return false;
    const QString sidecar = ProjectExport::sidecarPath(item, settings);
    return sidecar.isEmpty() ||
           writeBuildOutput(sidecar, ProjectExport::renderSidecar(item, settings), error, inputs);
}

} // namespace hitmask
