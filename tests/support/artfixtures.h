// SPDX-License-Identifier: MIT
// Game-like art for the editor's tests and screenshots: a walking figure strip, a sprite
// on a #FF00FF colour-key background with no alpha channel, a large 1024 x 1024 sheet and
// a plain coloured square.
#pragma once

#include <QImage>
#include <QPainter>
#include <QPainterPath>

namespace hitmask::testing {

// One walking figure: head, body, swinging arms and legs; `phase` 0..3.
inline void drawWalker(QPainter& p, QRect cell, int phase, const QColor& body) {
    const int cx = cell.center().x();
    const int top = cell.top() + 6;
    const int swing = (phase % 2 == 0 ? 7 : 3) * (phase < 2 ? 1 : -1);
    p.setPen(QPen(body, 5, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(body);
    p.drawEllipse(QPoint(cx, top + 6), 6, 6);       // head
    p.drawLine(cx, top + 14, cx, top + 34);         // body
    p.drawLine(cx, top + 18, cx + swing, top + 30); // arms
    p.drawLine(cx, top + 18, cx - swing, top + 30);
    p.drawLine(cx, top + 34, cx + swing, top + 52); // legs
    p.drawLine(cx, top + 34, cx - swing, top + 52);
}

// 48 x 48: a 32 x 32 square of `colour` on transparency, from (8, 8) to (39, 39).
inline QImage colouredSquare(const QColor& colour) {
    QImage art(48, 48, QImage::Format_RGBA8888);
    art.fill(Qt::transparent);
    for (int y = 8; y < 40; ++y)
        for (int x = 8; x < 40; ++x)
            art.setPixelColor(x, y, colour);
    return art;
}

// 256 x 64: four walker frames on transparency, anti-aliased edges included.
inline QImage walkerStrip() {
    QImage image(256, 64, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < 4; ++i)
        drawWalker(p, QRect(i * 64, 0, 64, 64), i, QColor(60, 90, 200));
    return image;
}

// 256 x 64: sixteen 32 x 32 frames in two rows of eight, small walkers with transparent
// columns and rows between them, as many hand-made strips are.
inline QImage spacedWalkerStrip() {
    QImage image(256, 64, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    QPainter p(&image);
    for (int i = 0; i < 16; ++i) {
        const QRect cell((i % 8) * 32, (i / 8) * 32, 32, 32);
        const QRect body = cell.adjusted(8, 3, -8, -3);
        p.fillRect(body.adjusted(4, 0, -4, -18), QColor(230, 190, 150)); // head
        p.fillRect(body.adjusted(1, 8, -1, -8), QColor(60, 90, 200));    // body
        const int step = (i % 4) * 2;
        p.fillRect(QRect(body.left() + step, body.bottom() - 7, 3, 8), QColor(40, 40, 60));
        p.fillRect(QRect(body.right() - 2 - step, body.bottom() - 7, 3, 8), QColor(40, 40, 60));
    }
    return image;
}

// 8 x 6 and clear but for a 5 x 4 red block at (2, 1): a sprite small enough for the
// command line's tests to export in every format quickly.
inline QImage smallRedSprite() {
    QImage image(8, 6, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int y = 1; y < 5; ++y)
        for (int x = 2; x < 7; ++x)
            image.setPixelColor(x, y, Qt::red);
    return image;
}

// 64 x 48 with no alpha channel: a walker and a coin on magenta (#FF00FF), the way old
// sprite sheets and BMPs mark transparency. Drawn without anti-aliasing so the
// background is exactly the key colour.
inline QImage colourKeyedSprite() {
    QImage image(64, 48, QImage::Format_RGB32);
    image.fill(QColor(255, 0, 255));
    QPainter p(&image);
    drawWalker(p, QRect(0, -6, 40, 54), 1, QColor(40, 120, 160));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(240, 200, 40));
    p.drawEllipse(QPoint(50, 36), 8, 8);
    return image;
}

// 1024 x 1024: a big sheet with art right up to its four edges, so a view that cuts
// them off shows it.
inline QImage bigSheet() {
    QImage image(1024, 1024, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.fillRect(0, 0, 1024, 24, QColor(80, 160, 80));
    p.fillRect(0, 1000, 1024, 24, QColor(80, 160, 80));
    p.fillRect(0, 0, 24, 1024, QColor(120, 90, 60));
    p.fillRect(1000, 0, 24, 1024, QColor(120, 90, 60));
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            drawWalker(p, QRect(100 + i * 220, 100 + j * 220, 160, 160), (i + j) % 4,
                       QColor(60 + 40 * i, 90, 200 - 30 * j));
    return image;
}

} // namespace hitmask::testing
