// SPDX-License-Identifier: MIT
#include "imagebudget.h"

#include <QFileInfo>
#include <QImageReader>
#include <QLocale>
#include <hitmask/mask.hpp>

namespace hitmask {

ImageBudget::FileCost ImageBudget::fileCost(const QString& path) {
    const QString key = QFileInfo(path).canonicalFilePath();
    if (key.isEmpty())
        return {};
    const auto known = files_.constFind(key);
    if (known != files_.constEnd())
        return {0, known->maskBytes}; // the pixels are held once, shared
    FileCost cost;
    QImageReader reader(key);
    reader.setDecideFormatFromContent(true);
    const QSize size = reader.size(); // from the header: nothing is decoded
    if (size.isValid()) {
        // An animation holds each of its images; a format that cannot count says 0.
        const qint64 images = qMax(1, reader.imageCount());
        const qint64 pixelBytes = qMax(limits_.heldBytesPerPixel, 4); // RGBA at least
        cost.imageBytes = qint64(size.width()) * size.height() * pixelBytes * images;
        cost.maskBytes =
            qint64(Mask::storageBytes(std::uint32_t(size.width()), std::uint32_t(size.height()))) *
            kMasksPerChannel * images;
    }
    files_.insert(key, cost);
    return cost;
}

void ImageBudget::addSprite(const QString& path, int channels) {
    const FileCost cost = fileCost(path);
    bytes_ += cost.imageBytes + cost.maskBytes * qMax(1, channels);
    ++sprites_;
}

QString ImageBudget::overBudget() const {
    if (bytes_ <= limits_.budgetBytes())
        return {};
    return tr("its %n sprite(s) need about %1 MB of memory once open, more than the %2 MB "
              "allowed for images",
              nullptr, sprites_)
        .arg(ImageLoadLimits::megabytes(bytes_), ImageLoadLimits::megabytes(limits_.budgetBytes()));
}

} // namespace hitmask
