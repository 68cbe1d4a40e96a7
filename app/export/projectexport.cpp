// SPDX-License-Identifier: MIT
#include "projectexport.h"

#include "common/outputcheck.h"
#include "document/project.h"
#include "maskexporter.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <algorithm>

namespace hitmask {

QString ProjectExport::outputFolder(const Project& project, const ExportSettings& settings) {
    const QDir base =
        project.filePath.isEmpty() ? QDir::current() : QFileInfo(project.filePath).absoluteDir();
    return QDir::cleanPath(base.absoluteFilePath(settings.folder));
}

QString ProjectExport::folderWarning(const Project& project, const ExportSettings& settings) {
    if (project.filePath.isEmpty())
        return {};
    const QString shown = QDir::toNativeSeparators(settings.folder);
    if (QDir::isAbsolutePath(settings.folder))
        return tr("the export folder %1 is an absolute path, which every copy of the project "
                  "writes into")
            .arg(shown);
    const QString home = OutputCheck::resolvedPath(QFileInfo(project.filePath).absolutePath());
    const QString folder = OutputCheck::resolvedPath(outputFolder(project, settings));
    if (folder != home && !folder.startsWith(home + u'/') && home != u'/')
        return tr("the export folder %1 leads out of the project's folder, to %2")
            .arg(shown, QDir::toNativeSeparators(folder));
    return {};
}

namespace {

// {dir}: the sprite's folder relative to the project's, so sprites of the same name in
// different folders get different files. Steps out of the project folder ("..") become
// "_", so no output lands outside the export folder.
QString spriteDir(const QDir& projectDir, const Sprite& sprite) {
    const QString relative = projectDir.relativeFilePath(QFileInfo(sprite.path()).absolutePath());
    QStringList parts;
    for (const QString& part : relative.split(u'/', Qt::SkipEmptyParts))
        if (part != QLatin1String("."))
            parts << (part == QLatin1String("..") ? QStringLiteral("_") : part);
    return parts.join(u'/');
}

QString describe(const QDir& projectDir, const ExportItem& item, bool perFrame) {
    QString what = QDir::toNativeSeparators(projectDir.relativeFilePath(item.sprite->path()));
    if (perFrame)
        what = ProjectExport::tr("%1 (frame %2)").arg(what).arg(item.firstFrame);
    if (item.channel > 0)
        what = ProjectExport::tr("%1 (channel %2)")
                   .arg(what, item.sprite->channels()[std::size_t(item.channel)].name);
    return what;
}

// Formats that hold one mask per file get a file per channel: one-mask images and raw
// payloads.
bool filePerChannel(const MaskExporter& exporter, bool perFrame) {
    return perFrame || !exporter.holdsChannels();
}

// {channel} where the file holds every channel.
const QString kAllChannels = QStringLiteral("all");

} // namespace

QList<ExportItem> ProjectExport::plan(const Project& project, const ExportSettings& settings,
                                      const QString& folder) {
    const MaskExporter* exporter = exporterFor(settings.format);
    if (!exporter)
        return {};
    const QDir out(folder.isEmpty() ? outputFolder(project, settings)
                                    : QFileInfo(folder).absoluteFilePath());
    const QDir projectDir = QFileInfo(project.filePath).absoluteDir();
    const bool perFrame = settings.raw && exporter->supportsRaw();
    const QString suffix = perFrame ? exporter->rawSuffix() : exporter->suffix();
    const bool perChannel = filePerChannel(*exporter, perFrame);
    QString pattern = settings.pattern;
    if (perFrame && !pattern.contains(QLatin1String("{frame}")))
        pattern.replace(QLatin1String("{sprite}"), QLatin1String("{sprite}_{frame}"));
    // Solid keeps the name it has without channels; the others add theirs after the
    // sprite's unless the pattern places it.
    QString channelPattern = pattern;
    if (!channelPattern.contains(QLatin1String("{channel}")))
        channelPattern.replace(QLatin1String("{sprite}"), QLatin1String("{sprite}_{channel}"));
    QList<ExportItem> items;
    for (const auto& sprite : project.sprites) {
        if (settings.skipped.contains(skipKey(projectDir, *sprite)))
            continue;
        const QString dir = spriteDir(projectDir, *sprite);
        const int frames = int(sprite->frames().size());
        const int channels = perChannel ? int(sprite->channels().size()) : 1;
        for (int f = 0; f < (perFrame ? frames : 1); ++f) {
            for (int c = 0; c < channels; ++c) {
                QString name = c == 0 ? pattern : channelPattern;
                // An empty {dir} leaves no empty folder name (and no leading "/") behind.
                if (dir.isEmpty())
                    name.replace(QLatin1String("{dir}/"), QString());
                name.replace(QLatin1String("{dir}"), dir)
                    .replace(QLatin1String("{sprite}"), sprite->name())
                    .replace(QLatin1String("{suffix}"),
                             QFileInfo(sprite->path()).suffix().toLower())
                    .replace(QLatin1String("{channel}"),
                             perChannel ? sprite->channels()[std::size_t(c)].name : kAllChannels)
                    .replace(QLatin1String("{frame}"), QString::number(f))
                    .replace(QLatin1String("{ext}"), suffix);
                const QString path = out.absoluteFilePath(name);
                QString identifier = QDir::cleanPath(out.relativeFilePath(path));
                if (identifier.endsWith(u'.' + suffix))
                    identifier.chop(suffix.size() + 1);
                items.append({sprite.get(), perFrame ? f : 0, perFrame ? 1 : frames, path,
                              cIdentifier(identifier), perChannel ? c : -1});
            }
        }
    }
    return items;
}

QStringList ProjectExport::clashes(const Project& project, const QList<ExportItem>& items,
                                   const ExportSettings& settings, const QString& folder) {
    const MaskExporter* exporter = exporterFor(settings.format);
    const bool perFrame = settings.raw && exporter && exporter->supportsRaw();
    const bool named = exporter && exporter->usesName();
    const QDir projectDir = QFileInfo(project.filePath).absoluteDir();
    OutputCheck check;
    check.setFolder(folder.isEmpty() ? outputFolder(project, settings)
                                     : QFileInfo(folder).absoluteFilePath());
    if (!project.filePath.isEmpty())
        check.addInput(project.filePath, tr("the project file"));
    for (const auto& sprite : project.sprites) {
        check.addInput(sprite->path(), tr("the image of %1")
                                           .arg(QDir::toNativeSeparators(
                                               projectDir.relativeFilePath(sprite->path()))));
        if (!sprite->cut().sheetJson.isEmpty())
            check.addInput(sprite->cut().sheetJson,
                           tr("the sheet %1")
                               .arg(QDir::toNativeSeparators(
                                   projectDir.relativeFilePath(sprite->cut().sheetJson))));
    }
    QHash<QString, QString> byName; // C identifier -> what is named so
    QStringList sameName;
    if (const QString unknown = OutputCheck::unknownPlaceholder(
            settings.pattern,
            {QStringLiteral("dir"), QStringLiteral("sprite"), QStringLiteral("suffix"),
             QStringLiteral("frame"), QStringLiteral("channel"), QStringLiteral("ext")});
        !unknown.isEmpty())
        sameName << tr("the file name pattern has %1, which is not one of {dir}, {sprite}, "
                       "{suffix}, {frame}, {channel} or {ext}")
                        .arg(unknown);
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!check.addOutput(items[i].path, describe(projectDir, items[i], perFrame)))
            continue; // one sentence per file is enough
        // Its frame list goes beside it: it clashes only where the file itself does not.
        if (const QString sidecar = sidecarPath(items[i], settings); !sidecar.isEmpty())
            check.addOutput(
                sidecar, tr("the frame list of %1").arg(describe(projectDir, items[i], perFrame)));
        if (!named)
            continue;
        // A channel's arrays are named after the sprite and the channel: sprite "foo" with
        // channel "hit" meets a sprite named "foo_hit".
        const QString sprite = describe(projectDir, items[i], perFrame);
        QList<std::pair<QString, QString>> names{{items[i].identifier, sprite}};
        const auto& channels = items[i].sprite->channels();
        for (std::size_t c = 1; c < channels.size(); ++c)
            names.append({items[i].identifier + u'_' + cIdentifier(channels[c].name),
                          tr("%1 (channel %2)").arg(sprite, channels[c].name)});
        for (const auto& [identifier, what] : names) {
            const auto name = byName.constFind(identifier);
            if (name != byName.cend())
                sameName
                    << tr("%1 and %2 would both be named %3 in C").arg(*name, what, identifier);
            else
                byName.insert(identifier, what);
        }
    }
    // A format that cannot describe a sprite's frames (Tiled's tileset of an animation).
    QStringList cannot;
    for (const ExportItem& item : items)
        if (const QString why = problem(item, settings); !why.isEmpty())
            cannot << tr("%1: %2").arg(describe(projectDir, item, perFrame), why);
    return check.problems() + sameName + cannot;
}

QString ProjectExport::suggestedPattern(const Project& project, const ExportSettings& settings,
                                        const QString& folder) {
    const auto problems = [&](const QString& pattern) {
        ExportSettings s = settings;
        s.pattern = pattern;
        return clashes(project, plan(project, s, folder), s, folder).size();
    };
    // {dir} apart folders; {suffix} apart walker.png and walker.gif in one folder.
    QStringList candidates;
    QString withDir = settings.pattern;
    if (!withDir.contains(QLatin1String("{dir}")))
        withDir.prepend(QLatin1String("{dir}/"));
    candidates << withDir;
    if (!withDir.contains(QLatin1String("{suffix}")))
        candidates << QString(withDir).replace(QLatin1String("{sprite}"),
                                               QLatin1String("{sprite}_{suffix}"));
    const qsizetype now = problems(settings.pattern);
    QString best;
    qsizetype fewest = now;
    for (const QString& candidate : candidates)
        if (candidate != settings.pattern)
            if (const qsizetype left = problems(candidate); left < fewest) {
                best = candidate;
                fewest = left;
            }
    return best;
}

QString ProjectExport::problem(const ExportItem& item, const ExportSettings& settings) {
    const MaskExporter* exporter = exporterFor(settings.format);
    if (!exporter || !item.sprite)
        return {};
    // A frame with no pixels (its rectangle outside a shrunken image) has no mask a game
    // could read: refused rather than written as an empty or 0 x 0 file.
    for (int f = item.firstFrame; f < item.firstFrame + item.frameCount; ++f)
        if (item.sprite->frames()[std::size_t(f)].size().isEmpty())
            return tr("frame %1 has no pixels: its rectangle lies outside the image")
                .arg(QLocale().toString(f + 1));
    if (exporter->can(MaskExporter::Shapes)) {
        // Hand shapes an engine would refuse are refused here, not dropped from the file.
        const int first = item.channel < 0 ? 0 : item.channel;
        const int end = item.channel < 0 ? int(item.sprite->channels().size()) : item.channel + 1;
        for (int f = item.firstFrame; f < item.firstFrame + item.frameCount; ++f)
            for (int c = first; c < end; ++c)
                if (const auto& hand = item.sprite->frames()[std::size_t(f)].channel(c).handShapes)
                    if (const QString why = handShapesProblem(*hand, settings.shapes);
                        !why.isEmpty())
                        return tr("channel %1, frame %2: %3")
                            .arg(item.sprite->channels()[std::size_t(c)].name,
                                 QLocale().toString(f + 1), why);
    }
    if (!exporter->pointsIntoImage())
        return {};
    ExportOptions options;
    options.places = framePlaces(*item.sprite);
    options.places.first = std::size_t(item.firstFrame);
    return exporter->problem(std::size_t(item.frameCount), options);
}

QString ProjectExport::sidecarPath(const ExportItem& item, const ExportSettings& settings) {
    const MaskExporter* exporter = exporterFor(settings.format);
    if (!exporter || exporter->sidecarSuffix().isEmpty())
        return {};
    return sidecarPathFor(item.path, *exporter);
}

QStringList ProjectExport::writtenPaths(const QList<ExportItem>& items,
                                        const ExportSettings& settings) {
    QStringList paths;
    for (const ExportItem& item : items) {
        paths.append(item.path);
        if (const QString sidecar = sidecarPath(item, settings); !sidecar.isEmpty())
            paths.append(sidecar);
    }
    return paths;
}

QList<PlannedOutput> ProjectExport::plannedOutputs(const QList<ExportItem>& items,
                                                   const ExportSettings& settings) {
    const MaskExporter* exporter = exporterFor(settings.format);
    QList<PlannedOutput> outputs;
    if (!exporter)
        return outputs;
    const bool raw = settings.raw && exporter->supportsRaw();
    for (const ExportItem& item : items) {
        outputs.append({item.path, exporter, raw, false});
        if (const QString sidecar = sidecarPath(item, settings); !sidecar.isEmpty())
            outputs.append({sidecar, exporter, raw, true});
    }
    return outputs;
}

} // namespace hitmask
