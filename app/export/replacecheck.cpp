// SPDX-License-Identifier: MIT
#include "replacecheck.h"

#include "maskexporter.h"

#include <QFile>
#include <QFileInfo>

namespace hitmask {

namespace {
// Larger than any file an export writes: something else, to be left alone.
constexpr qint64 kLargestRecognised = qint64(512) << 20;
} // namespace

QStringList foreignFiles(const QList<PlannedOutput>& outputs) {
    QStringList foreign;
    for (const PlannedOutput& output : outputs) {
        const QFileInfo info(output.path);
        if (!info.exists())
            continue;
        QFile file(output.path);
        bool ours = false;
        if (info.isFile() && info.size() <= kLargestRecognised && file.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = file.readAll();
            ours = output.sidecar ? output.exporter->recognisesSidecar(bytes)
                                  : output.exporter->recognises(bytes, output.raw);
        }
        if (!ours)
            foreign << output.path;
    }
    return foreign;
}

} // namespace hitmask
