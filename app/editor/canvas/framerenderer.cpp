// SPDX-License-Identifier: MIT
#include "framerenderer.h"

#include "channelcolours.h"
#include "document/sprite.h"

#include <QPainter>
#include <QPainterPath>
#include <bit>
#include <cstring>
#include <vector>

namespace hitmask {

namespace {

QRgb blend(QRgb under, const QColor& over, int alpha255) {
    // Source-over of an opaque colour at alpha onto a premultiplied pixel.
    const int inv = 255 - alpha255;
    const int a = alpha255 + qAlpha(under) * inv / 255;
    const int r = over.red() * alpha255 / 255 + qRed(under) * inv / 255;
    const int g = over.green() * alpha255 / 255 + qGreen(under) * inv / 255;
    const int b = over.blue() * alpha255 / 255 + qBlue(under) * inv / 255;
    return qRgba(r, g, b, a);
}

constexpr int kOutlineAlpha = 210;
constexpr int kMaskOnlyAlpha = 170;

QRgb premultipliedPixel(const uchar* rgba) {
    return qPremultiply(qRgba(rgba[0], rgba[1], rgba[2], rgba[3]));
}

} // namespace

bool isEdgePixel(const Mask& mask, int x, int y) {
    return mask.test(x, y) && !(mask.test(x - 1, y) && mask.test(x + 1, y) && mask.test(x, y - 1) &&
                                mask.test(x, y + 1));
}

RenderStyle channelStyle(const Sprite& sprite, const Frame& frame, int channelIndex) {
    const QList<QColor> colours = channelColours(sprite);
    RenderStyle style;
    style.colorKey = colorKeyOf(sprite.settings());
    style.maskColor = colours[channelIndex];
    style.channel = &frame.channel(channelIndex);
    style.showChannel = sprite.channels()[std::size_t(channelIndex)].visible;
    for (int k = 0; k < frame.channelCount(); ++k)
        if (k != channelIndex && sprite.channels()[std::size_t(k)].visible)
            style.otherChannels.push_back({&frame.channel(k).effective, colours[k]});
    return style;
}

QImage renderFrame(const Frame& frame, const QRect& visible, const RenderStyle& style, int step) {
    step = std::max(1, step);
    const int width = (visible.width() + step - 1) / step;
    const int height = (visible.height() + step - 1) / step;
    QImage out(width, height, QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::transparent);
    const int overlayAlpha = std::clamp(style.overlayOpacity, 0, 100) * 255 / 100;
    // The channel edited is outlined: its edge pixels drawn stronger in its own colour.
    const int outlineAlpha = std::max(overlayAlpha, kOutlineAlpha);
    const QRgb solidMask = qPremultiply(style.maskColor.rgba());
    const ChannelMasks& masks = style.channel ? *style.channel : frame.solid();
    for (int y = 0; y < height; ++y) {
        const int fy = visible.y() + y * step;
        const uchar* src = frame.image.constScanLine(fy) + 4 * visible.x();
        auto* dst = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < width; ++x, src += 4 * step) {
            const int fx = visible.x() + x * step;
            const bool solid = masks.effective.test(fx, fy);
            const bool shown = solid && style.showChannel;
            const bool art = isArt(src, style.colorKey);
            QRgb pixel = 0;
            switch (style.mode) {
            case ViewMode::SpriteOnly:
                pixel = art ? premultipliedPixel(src) : 0;
                break;
            case ViewMode::MaskOnly:
                // Every channel alike, the one edited on top: it stands apart by its
                // outline, never by another colour or strength.
                for (const ChannelOverlay& other : style.otherChannels)
                    if (other.mask->test(fx, fy))
                        pixel = blend(pixel, other.colour, kMaskOnlyAlpha);
                if (shown)
                    pixel = isEdgePixel(masks.effective, fx, fy)
                                ? solidMask
                                : blend(pixel, style.maskColor, kMaskOnlyAlpha);
                break;
            case ViewMode::SpriteAndMask:
                pixel = art ? premultipliedPixel(src) : 0;
                for (const ChannelOverlay& other : style.otherChannels)
                    if (other.mask->test(fx, fy))
                        pixel = blend(pixel, other.colour, overlayAlpha);
                if (shown)
                    pixel =
                        blend(pixel, style.maskColor,
                              isEdgePixel(masks.effective, fx, fy) ? outlineAlpha : overlayAlpha);
                break;
            case ViewMode::MaskVsArt: {
                const int grey = qGray(src[0], src[1], src[2]);
                pixel = art ? qPremultiply(qRgba(grey, grey, grey, 90)) : 0;
                if (art && !solid)
                    pixel = qPremultiply(style.artNotColliding.rgba());
                else if (!art && solid)
                    pixel = qPremultiply(style.collidingNotArt.rgba());
                else if (solid)
                    pixel = blend(pixel, style.maskColor, overlayAlpha / 2);
                break;
            }
            }
            if (style.mode != ViewMode::SpriteOnly && masks.review.test(fx, fy))
                pixel = blend(pixel, style.review, 200);
            if (style.onionPrevious && isEdgePixel(*style.onionPrevious, fx, fy))
                pixel = blend(pixel, style.onionPreviousColor, 200);
            if (style.onionNext && isEdgePixel(*style.onionNext, fx, fy))
                pixel = blend(pixel, style.onionNextColor, 200);
            dst[x] = pixel;
        }
    }
    return out;
}

void clearHiddenPixels(QImage& image, const std::optional<ColorKey>& colorKey) {
    if (!colorKey || image.format() != QImage::Format_RGBA8888)
        return; // without a key, alpha alone already says what shows
    for (int y = 0; y < image.height(); ++y) {
        uchar* p = image.scanLine(y);
        for (int x = 0; x < image.width(); ++x, p += 4)
            if (!isArt(p, colorKey))
                p[3] = 0;
    }
}

QImage upscale(const QImage& image, int zoom, bool grid) {
    QImage out(image.width() * zoom, image.height() * zoom, QImage::Format_ARGB32_Premultiplied);
    const QColor line(0, 0, 0);
    constexpr int kGridAlpha = 50;
    const std::size_t width = std::size_t(out.width());
    std::vector<QRgb> body(width);
    std::vector<QRgb> top(width);
    for (int y = 0; y < image.height(); ++y) {
        const auto* src = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        // One scaled scanline for the block's rows, one for its top (grid) row.
        for (int x = 0; x < image.width(); ++x) {
            const QRgb value = src[x];
            const QRgb lined = grid ? blend(value, line, kGridAlpha) : value;
            QRgb* block = body.data() + std::size_t(x) * zoom;
            block[0] = lined;
            std::fill(block + 1, block + zoom, value);
            std::fill(top.data() + std::size_t(x) * zoom, top.data() + std::size_t(x + 1) * zoom,
                      lined);
        }
        for (int i = 0; i < zoom; ++i)
            std::memcpy(out.scanLine(y * zoom + i), (i == 0 && grid ? top : body).data(),
                        width * sizeof(QRgb));
    }
    return out;
}

MaskVsArtCounts countMaskVsArt(const Frame& frame, const std::optional<ColorKey>& colorKey) {
    MaskVsArtCounts counts;
    for (int y = 0; y < frame.height(); ++y) {
        const uchar* src = frame.image.constScanLine(y);
        for (int x = 0; x < frame.width(); ++x, src += 4) {
            const bool art = isArt(src, colorKey);
            const bool solid = frame.solid().effective.test(x, y);
            counts.artNotColliding += art && !solid;
            counts.collidingNotArt += !art && solid;
        }
    }
    return counts;
}

QImage maskBitsImage(const Mask& mask, const QRect& box, int step, QRgb color) {
    QImage image((box.width() + step - 1) / step, (box.height() + step - 1) / step,
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    for (int y = 0; y < box.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y / step));
        const std::uint64_t* words = mask.row(box.y() + y);
        for (int k = box.x() >> 6; k <= (box.right()) >> 6; ++k) {
            std::uint64_t bits = words[k];
            // Only the columns of the box (the mask may reach past it).
            if (k == box.x() >> 6)
                bits &= ~std::uint64_t{0} << (box.x() & 63);
            if (k == box.right() >> 6 && (box.right() & 63) != 63)
                bits &= (std::uint64_t{1} << ((box.right() & 63) + 1)) - 1;
            for (; bits != 0; bits &= bits - 1) {
                const int x = k * 64 + std::countr_zero(bits) - box.x();
                line[x / step] = color;
            }
        }
    }
    return image;
}

void paintArrow(QPainter& painter, QPointF from, QPointF dir, double length, const QColor& color) {
    const QPointF to = from + dir * length;
    painter.save();
    painter.setPen(QPen(color, 3, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(from, to);
    const QPointF side(-dir.y(), dir.x());
    QPainterPath head;
    head.moveTo(to + dir * 8);
    head.lineTo(to + side * 6);
    head.lineTo(to - side * 6);
    head.closeSubpath();
    painter.fillPath(head, color);
    painter.restore();
}

void paintOrigin(QPainter& painter, QPointF at) {
    constexpr double kArm = 6;
    const QLineF lines[] = {{at - QPointF(kArm, 0), at + QPointF(kArm, 0)},
                            {at - QPointF(0, kArm), at + QPointF(0, kArm)}};
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QPen(QColor(0, 0, 0, 200), 3));
    painter.drawLines(lines, 2);
    painter.setPen(QPen(QColor(255, 255, 255), 1));
    painter.drawLines(lines, 2);
    painter.restore();
}

} // namespace hitmask
