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
    if (const auto known = files_.constFind(key); known != files_.constEnd()) {
        FileCost shared = *known;
        shared.imageBytes = 0; // the pixels are held once, shared
        return shared;
    }
    FileCost cost;
    QImageReader reader(key);
    reader.setDecideFormatFromContent(true);
    const QSize size = reader.size(); // from the header: nothing is decoded
    if (size.isValid()) {
        // An animation holds each of its images; a format that cannot count says 0.
        const qint64 images = qMax(1, reader.imageCount());
        const qint64 pixelBytes = qMax(limits_.heldBytesPerPixel, 4); // RGBA at least
        cost.pixels = qint64(size.width()) * size.height() * images;
        cost.imageBytes = cost.pixels * pixelBytes;
        cost.maskBytesPerPixel =
            double(Mask::storageBytes(std::uint32_t(size.width()), std::uint32_t(size.height()))) /
            (double(size.width()) * size.height()) * kMasksPerChannel;
    }
    files_.insert(key, cost);
    return cost;
}

void ImageBudget::addSprite(const QString& path, int channels, const Cut& cut) {
    const FileCost cost = fileCost(path);
    qint64 framePixels = cut.rectPixels >= 0 ? cut.rectPixels : cost.pixels;
    if (cut.rotations > 1)
        framePixels *= 2 * qint64(cut.rotations);
    // Frames that are not the file's images are copies of their own, in RGBA.
    const qint64 frameCopies = cut.rectPixels >= 0 || cut.rotations > 1 ? framePixels * 4 : 0;
    const double masks = double(framePixels) * cost.maskBytesPerPixel * qMax(1, channels);
    bytes_ += cost.imageBytes + frameCopies + qint64(masks);
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
