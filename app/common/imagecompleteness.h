// SPDX-License-Identifier: MIT
// Tells a cut-short GIF, BMP or JPEG file from a whole one: Qt decodes what is there of
// them without an error, and the missing part would silently become another mask.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace hitmask {

class ImageCompleteness {
    Q_DECLARE_TR_FUNCTIONS(ImageCompleteness)

public:
    // Why the file, of the format QImageReader found in it, is cut short; empty when it
    // is whole or its format has nothing to compare (PNG's decoder reports a cut itself).
    static QString cutShort(const QString& path, const QByteArray& format);

    // What libjpeg said of a decode that ran out of data, or empty; collected from
    // JpegWarnings below.
    static QString jpegCutShort(const QStringList& warnings);
};

// Collects the warnings Qt's image decoders log on this thread while it lives (libjpeg's
// "Premature end of JPEG file" arrives only so), and keeps them off the log; other
// threads' messages go on to the handler that was in place.
class DecoderWarnings {
public:
    DecoderWarnings();
    ~DecoderWarnings();
    DecoderWarnings(const DecoderWarnings&) = delete;
    DecoderWarnings& operator=(const DecoderWarnings&) = delete;

    const QStringList& messages() const { return messages_; }

private:
    QStringList messages_;
    DecoderWarnings* outer_;
};

} // namespace hitmask
