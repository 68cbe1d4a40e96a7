// SPDX-License-Identifier: MIT
#include "spritemask.h"

#include <QHash>
#include <QList>
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

BackgroundKey backgroundKeyOf(const QImage& image) {
    if (image.isNull())
        return {};
    const auto rgb = [&image](int x, int y) {
        return image.pixel(x, y) & 0xFFFFFFu;
    };
    const int right = image.width() - 1;
    const int bottom = image.height() - 1;
    const QRgb corner = rgb(0, 0);
    if (rgb(right, 0) == corner && rgb(0, bottom) == corner && rgb(right, bottom) == corner)
        return {QColor::fromRgb(corner), true};
    // Each border pixel once; ties go to the colour met first, from the top-left on.
    QHash<QRgb, int> counts;
    QList<QRgb> order;
    const auto count = [&](int x, int y) {
        const QRgb colour = rgb(x, y);
        if (counts[colour]++ == 0)
            order << colour;
    };
    for (int x = 0; x <= right; ++x) {
        count(x, 0);
        if (bottom > 0)
            count(x, bottom);
    }
    for (int y = 1; y < bottom; ++y) {
        count(0, y);
        if (right > 0)
            count(right, y);
    }
    QRgb best = order.front();
    for (const QRgb colour : order)
        if (counts[colour] > counts[best])
            best = colour;
    return {QColor::fromRgb(best), false};
}

MaskRule defaultMaskRule(const QImage& image, bool hadAlpha, int threshold) {
    MaskRule rule;
    rule.threshold = threshold;
    if (!hadAlpha && !image.isNull())
        rule.colorKey = backgroundKeyOf(image).colour;
    return rule;
}

} // namespace hitmask
