// SPDX-License-Identifier: MIT
#include "imageloader.h"

#include "imagecompleteness.h"
#include "preferences.h"

#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QLocale>

namespace hitmask {

ImageLoadLimits ImageLoadLimits::fromPreferences() {
    ImageLoadLimits limits;
    limits.maxSide = Preferences::load().maxImageSide;
    limits.heldBytesPerPixel = kEditorBytesPerPixel;
    return limits;
}

QString ImageLoadLimits::megabytes(qint64 bytes) {
    return QLocale().toString((bytes + (1 << 20) - 1) >> 20);
}

LoadedImage ImageLoader::load(const QString& path) const {
    const QFileInfo info(path);
    if (!info.exists())
        return {{}, tr("no such file")};
    if (info.isDir())
        return {{}, tr("is a folder, not an image")};
    if (!info.isReadable())
        return {{}, tr("permission denied")};
    if (info.size() == 0)
        return {{}, tr("the file is empty")};

    QImageReader reader(path);
    reader.setDecideFormatFromContent(true);
    reader.setAllocationLimit(limits_.allocationLimitMb);
    if (!reader.canRead()) {
        // A mask file is a common slip (it sits beside the art): say what it is.
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && file.read(4) == "HMSK")
            return {{},
                    tr("is a Hitmask mask file, not an image: open the sprite's image (the "
                       "mask is made from it), or inspect the file with hitmask-cli info")};
        return {{}, tr("not a supported image, or the file is corrupt")};
    }
    const QSize size = reader.size();
    if (size.isValid() && (size.width() > limits_.maxSide || size.height() > limits_.maxSide))
        return {{},
                tr("the image is %L1 x %L2 pixels, larger than the limit of %L3 pixels a side")
                    .arg(size.width())
                    .arg(size.height())
                    .arg(limits_.maxSide)};
    // Refused before decoding: a decode that cannot fit would freeze the editor for seconds
    // and then fail, or leave it no memory to work in.
    const qint64 needed = qint64(size.width()) * size.height() * limits_.heldBytesPerPixel;
    if (size.isValid() && needed > limits_.budgetBytes()) {
        return {{},
                tr("the image is %L1 x %L2 pixels: opening it needs about %3 MB of memory, more "
                   "than the %4 MB allowed for images (hitmask-cli makes the masks of big PNGs "
                   "in far less)")
                    .arg(size.width())
                    .arg(size.height())
                    .arg(ImageLoadLimits::megabytes(needed),
                         ImageLoadLimits::megabytes(limits_.budgetBytes()))};
    }
    // Checked before decoding: a cut file decodes without an error into a different image.
    const QByteArray format = reader.format();
    if (const QString cut = ImageCompleteness::cutShort(path, format); !cut.isEmpty())
        return {{}, cut};
    QImage image;
    if (format == "jpeg") {
        const DecoderWarnings warnings;
        image = reader.read();
        if (const QString cut = ImageCompleteness::jpegCutShort(warnings.messages());
            !cut.isEmpty())
            return {{}, cut};
    } else {
        image = reader.read();
    }
    if (image.isNull())
        return {{}, tr("cannot decode the image: %1").arg(reader.errorString())};
    if (image.width() > limits_.maxSide || image.height() > limits_.maxSide)
        return {{},
                tr("the image is larger than the limit of %L1 pixels a side").arg(limits_.maxSide)};
    const bool hadAlpha = image.hasAlphaChannel();
    image.convertTo(QImage::Format_RGBA8888); // in place where it can: no second copy
    if (image.isNull()) // the copy the conversion needed could not be allocated
        return {{}, tr("there is not enough memory to open the image")};
    return {std::move(image), {}, hadAlpha};
}

} // namespace hitmask
