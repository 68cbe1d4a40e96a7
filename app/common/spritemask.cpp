// SPDX-License-Identifier: MIT
#include "spritemask.h"

#include <algorithm>

namespace hitmask {

std::optional<ColorKey> colorKeyOf(const MaskRule& rule) {
    if (!rule.colorKey)
        return std::nullopt;
    const QColor key = rule.colorKey->toRgb();
    return ColorKey{std::uint8_t(key.red()), std::uint8_t(key.green()), std::uint8_t(key.blue()),
                    std::uint8_t(std::clamp(rule.keyTolerance, 0, 255))};
}

Mask maskFromImage(const QImage& image, const MaskRule& rule) {
    if (image.isNull())
        return {};
    const QImage rgba = image.format() == QImage::Format_RGBA8888
                            ? image
                            : image.convertToFormat(QImage::Format_RGBA8888);
    if (const std::optional<ColorKey> key = colorKeyOf(rule))
        return Mask::fromRgbaColorKey(rgba.constBits(), rgba.width(), rgba.height(),
                                      rgba.bytesPerLine(), *key);
    return Mask::fromRgba(rgba.constBits(), rgba.width(), rgba.height(), rgba.bytesPerLine(),
                          std::uint8_t(std::clamp(rule.threshold, 0, 255)));
}

QImage drawnArt(const QImage& image, const MaskRule& rule) {
    QImage out = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const std::optional<ColorKey> key = colorKeyOf(rule);
    if (!key)
        return out;
    for (int y = 0; y < out.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < out.width(); ++x)
            // Premultiplied: only an opaque pixel keeps its colour exactly.
            if (qAlpha(line[x]) == 255 &&
                key->matches(std::uint8_t(qRed(line[x])), std::uint8_t(qGreen(line[x])),
                             std::uint8_t(qBlue(line[x]))))
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
