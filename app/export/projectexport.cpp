// SPDX-License-Identifier: MIT
#include "projectexport.h"

#include "document/projectdocument.h"
#include "maskexporter.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace hitmask {

QString ProjectExport::outputFolder(const ProjectDocument& document,
                                    const ExportSettings& settings) {
    const QDir base = document.filePath().isEmpty() ? QDir::current()
                                                    : QFileInfo(document.filePath()).absoluteDir();
    return QDir::cleanPath(base.absoluteFilePath(settings.folder));
}

QList<ExportItem> ProjectExport::plan(const ProjectDocument& document,
                                      const ExportSettings& settings, const QString& folder) {
    const MaskExporter* exporter = exporterFor(settings.format);
    if (!exporter)
        return {};
    const QDir out(folder.isEmpty() ? outputFolder(document, settings)
                                    : QFileInfo(folder).absoluteFilePath());
    const QDir projectDir = QFileInfo(document.filePath()).absoluteDir();
    const bool perFrame = settings.raw && exporter->supportsRaw();
    QString pattern = settings.pattern;
    if (perFrame && !pattern.contains(QLatin1String("{frame}")))
        pattern.replace(QLatin1String("{sprite}"), QLatin1String("{sprite}_{frame}"));
    QList<ExportItem> items;
    for (const auto& sprite : document.sprites()) {
        if (settings.skipped.contains(projectDir.relativeFilePath(sprite->path())))
            continue;
        const int frames = int(sprite->frames().size());
        for (int f = 0; f < (perFrame ? frames : 1); ++f) {
            QString name = pattern;
            name.replace(QLatin1String("{sprite}"), QFileInfo(sprite->path()).completeBaseName())
                .replace(QLatin1String("{frame}"), QString::number(f))
                .replace(QLatin1String("{ext}"), exporter->suffix());
            items.append({sprite.get(), perFrame ? f : 0, perFrame ? 1 : frames,
                          out.absoluteFilePath(name)});
        }
    }
    return items;
}

QByteArray ProjectExport::render(const ExportItem& item, const ExportSettings& settings) {
    const MaskExporter* exporter = exporterFor(settings.format);
    if (!exporter || !item.sprite)
        return {};
    std::vector<Mask> frames;
    for (int f = item.firstFrame; f < item.firstFrame + item.frameCount; ++f)
        frames.push_back(item.sprite->frames()[std::size_t(f)].effective);
    ExportOptions options;
    options.raw = settings.raw;
    options.encoding = settings.headerEncoding;
    options.name = QFileInfo(item.sprite->path()).completeBaseName();
    options.sourceName = QFileInfo(item.sprite->path()).fileName();
    return exporter->write(frames, options);
}

bool ProjectExport::write(const QString& path, const QByteArray& bytes, QString* error) {
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder)) {
        *error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    // Same bytes: leave the file and its time alone, so a build sees nothing new downstream.
    QFile existing(path);
    if (existing.exists() && existing.size() == bytes.size() &&
        existing.open(QIODevice::ReadOnly) && existing.readAll() == bytes)
        return true;
    existing.close();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

} // namespace hitmask
