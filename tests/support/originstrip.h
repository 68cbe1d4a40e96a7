// SPDX-License-Identifier: MIT
// The shape-origin fixture of the CLI tests: strip.png, two 8 x 6 cells each with a 6 x 4
// block at (2, 1), and a project cutting it into two frames with origins set by hand.
#pragma once

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QList>
#include <QPoint>
#include <QString>

namespace hitmask::testing {

// The frames' origins in originStripProject().
inline const QList<QPoint> kStripOrigins{{3, 5}, {-2, 1}};

// Writes strip.png into `dir`; false when it cannot.
inline bool writeOriginStrip(const QString& dir) {
    QImage strip(16, 6, QImage::Format_RGBA8888);
    strip.fill(Qt::transparent);
    for (int y = 1; y < 5; ++y)
        for (int x = 0; x < 16; ++x)
            if (x % 8 > 1)
                strip.setPixelColor(x, y, Qt::red);
    return strip.save(dir + QStringLiteral("/strip.png"));
}

// A project of file format `version` with strip.png as one sprite of two frames, origins
// (3, 5) and (-2, 1); `more` goes after the sprites, inside the top object (such as
// `, "exportTargets": [...]`).
inline QByteArray originStripProject(int version, const QByteArray& more = {}) {
    return R"({"format": "hitmask-project", "version": )" + QByteArray::number(version) +
           R"(, "sprites": [{"path": "strip.png",
        "cut": {"kind": "rects", "rects": [[0, 0, 8, 6], [8, 0, 8, 6]]},
        "frames": [{"size": [8, 6], "origin": [3, 5]}, {"size": [8, 6], "origin": [-2, 1]}]}])" +
           more + "}";
}

} // namespace hitmask::testing
