// SPDX-License-Identifier: MIT
#include "spritemask.h"

#include <algorithm>

namespace hitmask {

Mask maskFromImage(const QImage& image, const MaskRule& rule) {
    if (image.isNull())
        return {};
    const QImage rgba = image.format() == QImage::Format_RGBA8888
                            ? image
                            : image.convertToFormat(QImage::Format_RGBA8888);
    if (rule.colorKey) {
        const QColor key = *rule.colorKey;
        return Mask::fromRgbaColorKey(rgba.constBits(), rgba.width(), rgba.height(),
                                      rgba.bytesPerLine(), std::uint8_t(key.red()),
                                      std::uint8_t(key.green()), std::uint8_t(key.blue()));
    }
    return Mask::fromRgba(rgba.constBits(), rgba.width(), rgba.height(), rgba.bytesPerLine(),
                          std::uint8_t(std::clamp(rule.threshold, 0, 255)));
}

QImage drawnArt(const QImage& image, const MaskRule& rule) {
    QImage out = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    if (!rule.colorKey)
        return out;
    const QRgb key = rule.colorKey->rgb() & 0xFFFFFF;
    for (int y = 0; y < out.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < out.width(); ++x)
            // Premultiplied: only an opaque pixel keeps its colour exactly.
            if (qAlpha(line[x]) == 255 && (line[x] & 0xFFFFFF) == key)
                line[x] = 0;
    }
    return out;
}

MaskRule defaultMaskRule(const QImage& image, bool hadAlpha, int threshold) {
    MaskRule rule;
    rule.threshold = threshold;
    if (!hadAlpha && !image.isNull()) {
        QColor key = image.pixelColor(0, 0);
        key.setAlpha(255);
        rule.colorKey = key;
    }
    return rule;
}

} // namespace hitmask
