// SPDX-License-Identifier: MIT
// A canvas zoom level: a whole magnification, so every sprite pixel is a crisp square,
// or a whole reduction, so every screen pixel shows one sprite pixel of an n x n block.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSize>
#include <QString>

namespace hitmask {

class ZoomLevel {
    Q_DECLARE_TR_FUNCTIONS(ZoomLevel)

public:
    static constexpr int kMaxMagnify = 64;
    static constexpr int kMaxShrink = 16;

    constexpr ZoomLevel() = default;
    // The nearest level to a factor (0.25 is a quarter), within 1/16 .. 64.
    static ZoomLevel fromFactor(double factor);
    static ZoomLevel smallest() { return fromFactor(1.0 / kMaxShrink); }
    static ZoomLevel largest() { return fromFactor(kMaxMagnify); }

    int magnify() const { return magnify_; }
    int shrink() const { return shrink_; }
    double factor() const { return double(magnify_) / shrink_; }

    // The next level in the zoom steps, up (direction > 0) or down.
    ZoomLevel stepped(int direction) const;
    // Every level, from the smallest to the largest, as stepped() goes through them.
    static QList<ZoomLevel> all();
    // As a percentage in the user's locale: 1/3 reads 33%, 1/16 reads 6.3%.
    QString text() const;
    // The largest level at which `content` sprite pixels fit in `room` widget pixels.
    static ZoomLevel fit(QSize content, QSize room);

    // Sprite pixels to widget pixels and back. Exact for whole numbers: the ratio is
    // applied as a multiplication and a division by integers, never by 1/3 in floating
    // point, so pixel boundaries never drift.
    double toWidget(double pixels) const { return pixels * magnify_ / shrink_; }
    double toPixels(double widget) const { return widget * shrink_ / magnify_; }

    friend bool operator==(const ZoomLevel&, const ZoomLevel&) = default;

private:
    constexpr ZoomLevel(int magnify, int shrink)
        : magnify_(magnify)
        , shrink_(shrink) {}

    int magnify_ = 1;
    int shrink_ = 1;
};

} // namespace hitmask
