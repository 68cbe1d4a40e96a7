// SPDX-License-Identifier: MIT
#include "imagecompleteness.h"

#include <QFile>
#include <QLocale>
#include <QMutex>
#include <QtEndian>
#include <cstdio>
#include <cstdlib>

namespace hitmask {

namespace {

bool endsWithGifTrailer(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() < 1 || !file.seek(file.size() - 1))
        return false;
    return file.read(1) == QByteArrayLiteral("\x3B");
}

// The bytes a BMP's header says the file holds: its pixel data's offset plus, for rows
// stored as they are, each row padded to 4 bytes times the height; for compressed data,
// the size the header gives it (or the file's own size field). 0 when the header is too
// short to say.
qint64 bmpDeclaredSize(const QByteArray& header) {
    if (header.size() < 26)
        return 0;
    const auto u16 = [&](int at) {
        return qFromLittleEndian<quint16>(header.constData() + at);
    };
    const auto u32 = [&](int at) {
        return qFromLittleEndian<quint32>(header.constData() + at);
    };
    const qint64 fileField = u32(2);
    const qint64 dataOffset = u32(10);
    const quint32 infoSize = u32(14);
    qint64 width = 0;
    qint64 height = 0;
    int bitsPerPixel = 0;
    quint32 compression = 0;
    qint64 dataField = 0;
    if (infoSize == 12) { // OS/2 1.x: 16-bit sides, never compressed
        width = u16(18);
        height = u16(20);
        bitsPerPixel = u16(24);
    } else if (header.size() >= 38) {
        width = qint32(u32(18));
        height = std::abs(qint64(qint32(u32(22)))); // negative: rows top-down
        bitsPerPixel = u16(28);
        compression = u32(30);
        dataField = u32(34);
    } else {
        return 0;
    }
    constexpr quint32 kRgb = 0;
    constexpr quint32 kBitfields = 3;
    constexpr quint32 kAlphaBitfields = 6;
    if (compression == kRgb || compression == kBitfields || compression == kAlphaBitfields) {
        const qint64 rowBytes = (width * bitsPerPixel + 31) / 32 * 4;
        return dataOffset + rowBytes * height;
    }
    return dataField > 0 ? dataOffset + dataField : fileField;
}

// One handler for the process, in place while any DecoderWarnings lives on any thread.
QMutex handlerMutex;
int handlerUsers = 0;
QtMessageHandler previousHandler = nullptr;
thread_local DecoderWarnings* collecting = nullptr;
thread_local QStringList* collectingInto = nullptr;

void collectWarning(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (collectingInto && type == QtWarningMsg) {
        collectingInto->append(message);
        return;
    }
    if (previousHandler)
        previousHandler(type, context, message);
    else
        std::fputs(qPrintable(qFormatLogMessage(type, context, message) + u'\n'), stderr);
}

} // namespace

QString ImageCompleteness::cutShort(const QString& path, const QByteArray& format) {
    if (format == "gif" && !endsWithGifTrailer(path))
        return tr("the GIF file is cut short (it has no end marker)");
    if (format == "bmp") {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const qint64 declared = bmpDeclaredSize(file.read(64));
        const qint64 size = file.size();
        if (declared > size) {
            const QLocale locale;
            return tr("the BMP file is cut short: it has %1 bytes, and its header says %2")
                .arg(locale.toString(size), locale.toString(declared));
        }
    }
    return {};
}

QString ImageCompleteness::jpegCutShort(const QStringList& warnings) {
    for (const QString& warning : warnings)
        if (warning.contains(QLatin1String("premature end"), Qt::CaseInsensitive))
            return tr("the JPEG file is cut short (its data ends early)");
    return {};
}

DecoderWarnings::DecoderWarnings()
    : outer_(collecting) {
    {
        const QMutexLocker lock(&handlerMutex);
        if (handlerUsers++ == 0)
            previousHandler = qInstallMessageHandler(collectWarning);
    }
    collecting = this;
    collectingInto = &messages_;
}

DecoderWarnings::~DecoderWarnings() {
    collecting = outer_;
    collectingInto = outer_ ? &outer_->messages_ : nullptr;
    const QMutexLocker lock(&handlerMutex);
    if (--handlerUsers == 0)
        qInstallMessageHandler(previousHandler);
}

} // namespace hitmask
