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
        // A link, even one to nothing, is no file Hitmask wrote: writing would replace it.
        if (info.isSymLink()) {
            foreign << output.path;
            continue;
        }
        if (!info.exists())
            continue;
        QFile file(output.path);
        bool ours = false;
        if (info.isFile() && info.size() <= kLargestRecognised && file.open(QIODevice::ReadOnly)) {
            // Mapped, not read: recognising a 256 MB HMSK file looks at its first bytes,
            // and only the pages looked at take memory.
            const uchar* mapped = file.map(0, info.size());
            const QByteArray bytes =
                mapped ? QByteArray::fromRawData(reinterpret_cast<const char*>(mapped),
                                                 qsizetype(info.size()))
                       : file.readAll();
            ours = output.sidecar ? output.exporter->recognisesSidecar(bytes)
                                  : output.exporter->recognises(bytes, output.raw);
        }
        if (!ours)
            foreign << output.path;
    }
    return foreign;
}

} // namespace hitmask
