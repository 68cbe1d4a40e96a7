// SPDX-License-Identifier: MIT
#include "frameplacement.h"

#include <algorithm>
#include <cstring>
#include <hitmask/transform.hpp>

namespace hitmask {

FramePlacement FramePlacement::cell(const QRect& rect) {
    FramePlacement placement;
    placement.source = rect;
    placement.size = rect.size();
    return placement;
}

QList<FramePlacement> FramePlacement::cells(const QList<QRect>& rects) {
    QList<FramePlacement> placements;
    placements.reserve(rects.size());
    for (const QRect& rect : rects)
        placements.append(cell(rect));
    return placements;
}

namespace {

QImage cutImage(const QImage& rgba, const FramePlacement& p) {
    if (p.size.isEmpty())
        return {};
    // A cell keeps QImage::copy()'s speed, and the whole image is shared, not copied.
    if (p.isCell())
        return p.source == rgba.rect() ? rgba : rgba.copy(p.source);
    QImage frame(p.size, QImage::Format_RGBA8888);
    if (frame.isNull()) // the allocation failed; the readers' budgets make this rare
        return frame;
    frame.fill(Qt::transparent);
    const QRect upright = QRect(p.offset, p.uprightSize()) & frame.rect();
    for (int y = upright.top(); y <= upright.bottom(); ++y) {
        uchar* line = frame.scanLine(y);
        const int v = y - p.offset.y(); // the row in the upright pixels
        if (!p.rotated) {
            const int sy = p.source.y() + v;
            const int shift = p.source.x() - p.offset.x(); // source x of frame x
            const int from = std::max(upright.left(), -shift);
            const int to = std::min(upright.right(), rgba.width() - 1 - shift);
            if (sy >= 0 && sy < rgba.height() && from <= to)
                std::memcpy(line + 4 * qsizetype(from),
                            rgba.constScanLine(sy) + 4 * qsizetype(from + shift),
                            std::size_t(to - from + 1) * 4);
            continue;
        }
        // Turned clockwise, the upright row v lies down the source's column right - v.
        const int sx = p.source.right() - v;
        if (sx < 0 || sx >= rgba.width())
            continue;
        for (int x = upright.left(); x <= upright.right(); ++x) {
            const int sy = p.source.y() + x - p.offset.x();
            if (sy >= 0 && sy < rgba.height())
                std::memcpy(line + 4 * qsizetype(x), rgba.constScanLine(sy) + 4 * qsizetype(sx), 4);
        }
    }
    return frame;
}

Mask cutMask(const Mask& whole, const FramePlacement& p) {
    const Rect in{p.source.x(), p.source.y(), p.source.width(), p.source.height()};
    if (p.isCell())
        return whole.copy(in);
    Mask upright = whole.copy(in);
    if (p.rotated)
        upright = rotated(upright, -90); // turned back; multiples of 90 degrees are exact
    Mask frame(p.size.width(), p.size.height());
    frame.blit(upright, upright.rect(), p.offset.x(), p.offset.y());
    return frame;
}

} // namespace

QList<SourceFrame> cutFrames(const QImage& image, const QList<FramePlacement>& placements) {
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
    QList<SourceFrame> frames;
    frames.reserve(placements.size());
    for (const FramePlacement& p : placements)
        frames.append({cutImage(rgba, p), p.origin, p.durationMs, p.source, p.rotated});
    return frames;
}

FrameSet cutFramesInside(const QImage& image, const QList<FramePlacement>& placements) {
    FrameSet set;
    for (qsizetype i = 0; i < placements.size(); ++i)
        if (!image.rect().contains(placements[i].source))
            set.outside.append(int(i));
    const qsizetype kept = set.outside.isEmpty() ? placements.size() : set.outside.front();
    set.frames = cutFrames(image, placements.first(kept));
    return set;
}

std::vector<Mask> cutMasks(Mask whole, const QList<FramePlacement>& placements) {
    std::vector<Mask> masks;
    if (placements.size() == 1 && placements.front().isCell() &&
        placements.front().source == QRect(0, 0, whole.width(), whole.height())) {
        masks.push_back(std::move(whole));
        return masks;
    }
    masks.reserve(std::size_t(placements.size()));
    for (const FramePlacement& p : placements)
        masks.push_back(cutMask(whole, p));
    return masks;
}

} // namespace hitmask
