// SPDX-License-Identifier: MIT
#include "boundedfile.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace hitmask {

std::optional<QByteArray> BoundedFile::read(const QString& path, qint64 maxBytes, QString* error) {
    const auto fail = [error](const QString& why) {
        *error = why;
        return std::nullopt;
    };
    const auto tooLarge = [&](qint64 size) {
        const QLocale locale;
        return fail(tr("the file has %1 bytes, more than the %2 such a file can have")
                        .arg(locale.toString(size), locale.toString(maxBytes)));
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fail(tr("no such file"));
    if (info.isDir())
        return fail(tr("is a folder, not a file"));
    // QFileInfo calls only regular files (and links to them) files.
    if (!info.isFile())
        return fail(tr("is not a regular file (a device, pipe or socket)"));
    if (info.size() > maxBytes)
        return tooLarge(info.size());
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("cannot read: %1").arg(file.errorString()));
    // In pieces: QIODevice::read(n) sets n bytes aside first, whatever the file holds.
    QByteArray bytes;
    bytes.reserve(qsizetype(info.size()));
    constexpr qint64 kPiece = 1 << 20;
    while (bytes.size() <= maxBytes) {
        const QByteArray piece = file.read(qMin(kPiece, maxBytes + 1 - bytes.size()));
        if (piece.isEmpty())
            break;
        bytes.append(piece);
    }
    if (bytes.size() > maxBytes)
        return tooLarge(bytes.size());
    if (file.error() != QFileDevice::NoError)
        return fail(tr("cannot read: %1").arg(file.errorString()));
    return bytes;
}

} // namespace hitmask
