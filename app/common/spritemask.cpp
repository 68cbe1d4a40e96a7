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
    ImageBorder border;
    const int right = image.width() - 1;
    const int bottom = image.height() - 1;
    for (int x = 0; x <= right; ++x) {
        border.top.push_back(image.pixel(x, 0) & 0xFFFFFFu);
        border.bottom.push_back(image.pixel(x, bottom) & 0xFFFFFFu);
    }
    for (int y = 0; y <= bottom; ++y) {
        border.left.push_back(image.pixel(0, y) & 0xFFFFFFu);
        border.right.push_back(image.pixel(right, y) & 0xFFFFFFu);
    }
    return backgroundKeyOf(border);
}

BackgroundKey backgroundKeyOf(const ImageBorder& border) {
    if (border.top.empty() || border.left.empty())
        return {};
    const QRgb corner = border.top.front();
    if (border.top.back() == corner && border.bottom.front() == corner &&
        border.bottom.back() == corner)
        return {QColor::fromRgb(corner), true};
    // Each border pixel once; ties go to the colour met first, from the top-left on.
    QHash<QRgb, int> counts;
    QList<QRgb> order;
    const auto count = [&](QRgb colour) {
        if (counts[colour]++ == 0)
            order << colour;
    };
    const std::size_t width = border.top.size(), height = border.left.size();
    for (std::size_t x = 0; x < width; ++x) {
        count(border.top[x]);
        if (height > 1)
            count(border.bottom[x]);
    }
    for (std::size_t y = 1; y + 1 < height; ++y) {
        count(border.left[y]);
        if (width > 1)
            count(border.right[y]);
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
