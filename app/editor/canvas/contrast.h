// SPDX-License-Identifier: MIT
// Overlay colours chosen against the art under them, so that a mask or an overlap
// highlight never vanishes into a sprite of the same colour.
#pragma once

#include <QColor>
#include <QImage>
#include <QList>
#include <hitmask/mask.hpp>
#include <optional>

namespace hitmask {

// The share (0..1) of the shown pixels of `image` (any format; key-coloured and fully
// transparent pixels do not count) whose colour is close to `color`. Samples at
// most about 65,536 pixels, evenly spread, so a 4096 x 4096 sheet costs no more than a
// 256 x 256 one.
double shareCloseTo(const QImage& image, const std::optional<ColorKey>& colorKey,
                    const QColor& color);

// `preferred` when few shown pixels are close to it; otherwise the candidate (the
// preferred colour first, then pink, green, blue and orange, leaving out any like one of
// `taken`) that the fewest are close to.
QColor contrastingColor(const QImage& image, const std::optional<ColorKey>& colorKey,
                        const QColor& preferred, const QList<QColor>& taken = {});
// The same over several images: a colour must read on each of them.
QColor contrastingColor(const QList<QImage>& images, const QColor& preferred);

} // namespace hitmask
