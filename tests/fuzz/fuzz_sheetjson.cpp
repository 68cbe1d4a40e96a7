// SPDX-License-Identifier: MIT
// Fuzz target: Aseprite and TexturePacker sheet JSON over its image. The image is made
// here, of the size the JSON's "meta" "size" names (as packers write it; 1 to 64 pixels a
// side, 32 x 32 without one), with a pattern of opaque, translucent and clear pixels.
#include "common/imageloader.h"
#include "common/sheetjson.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdlib>

namespace {

QImage sheetFor(const QByteArray& json) {
    const QJsonObject size = QJsonDocument::fromJson(json)
                                 .object()
                                 .value(QLatin1String("meta"))
                                 .toObject()
                                 .value(QLatin1String("size"))
                                 .toObject();
    const int w = qBound(1, size.value(QLatin1String("w")).toInt(32), 64);
    const int h = qBound(1, size.value(QLatin1String("h")).toInt(32), 64);
    QImage image(w, h, QImage::Format_RGBA8888);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            image.setPixelColor(x, y, QColor(x * 4, y * 4, 128, ((x ^ y) & 3) * 85));
    return image;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray json(reinterpret_cast<const char*>(data), qsizetype(size));
    // Small limits: what they allow stays quick, and what slips past them shows.
    hitmask::ImageLoadLimits limits;
    limits.maxSide = 256;
    limits.allocationLimitMb = 16;
    const hitmask::FrameSet set = hitmask::SheetJson::loadSheetJson(json, sheetFor(json), limits);
    if (!set.ok()) {
        if (!set.frames.isEmpty() || !set.animations.isEmpty())
            std::abort(); // a failure keeps no frames
        return 0;
    }
    if (set.frames.isEmpty())
        std::abort(); // success means at least one frame
    for (const hitmask::SourceFrame& frame : set.frames)
        if (frame.image.isNull() || frame.image.format() != QImage::Format_RGBA8888 ||
            frame.durationMs < 0)
            std::abort();
    for (const hitmask::FrameAnimation& tag : set.animations)
        if (tag.from < 0 || tag.to < tag.from || tag.to >= set.frames.size())
            std::abort();
    return 0;
}
