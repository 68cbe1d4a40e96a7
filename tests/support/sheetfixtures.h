// SPDX-License-Identifier: MIT
// Noisy images and a hand-packed Aseprite/TexturePacker sheet (hash and array JSON) with
// the frames it must give back, placed by plain index loops.
#pragma once

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <random>

namespace hitmask::testing {

// A noisy RGBA image: every pixel differs from its neighbours, some are transparent.
inline QImage noise(int w, int h, unsigned seed) {
    std::mt19937 rng(seed);
    QImage image(w, h, QImage::Format_RGBA8888);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const unsigned v = rng();
            image.setPixel(x, y, (v & 3) == 0 ? 0u : (0xFF000000u | (v & 0xFFFFFFu)));
        }
    return image;
}

inline bool samePixels(const QImage& a, const QImage& b) {
    if (a.size() != b.size())
        return false;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y))
                return false;
    return true;
}

// Three upright 4 x 3 frames packed into a sheet: frame 0 as is, frame 1 trimmed to its
// 2 x 2 middle, frame 2 trimmed to 3 x 2 and packed turned 90 degrees clockwise.
struct PackedSheet {
    QImage sheet;
    QList<QImage> expected;
    QJsonArray entries; // array form, in order
};

inline PackedSheet packSheet() {
    PackedSheet p;
    p.sheet = QImage(12, 6, QImage::Format_RGBA8888);
    p.sheet.fill(0xFF808080); // opaque grey where no frame lies: must never leak in
    const QImage a = noise(4, 3, 11);
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 4; ++x)
            p.sheet.setPixel(x, y, a.pixel(x, y));
    p.expected.append(a);

    // Frame 1: upright pixels only inside (1, 1, 2, 2); packed at (5, 0).
    const QImage b = noise(2, 2, 12);
    QImage bFull(4, 3, QImage::Format_RGBA8888);
    bFull.fill(Qt::transparent);
    for (int y = 0; y < 2; ++y)
        for (int x = 0; x < 2; ++x) {
            bFull.setPixel(1 + x, 1 + y, b.pixel(x, y));
            p.sheet.setPixel(5 + x, y, b.pixel(x, y));
        }
    p.expected.append(bFull);

    // Frame 2: 3 x 2 trimmed at (1, 0) of 4 x 3, packed turned clockwise at (8, 0) as 2 x 3:
    // the sprite's (x, y) lands on (8 + (2 - 1 - y), 0 + x).
    const QImage c = noise(3, 2, 13);
    QImage cFull(4, 3, QImage::Format_RGBA8888);
    cFull.fill(Qt::transparent);
    for (int y = 0; y < 2; ++y)
        for (int x = 0; x < 3; ++x) {
            cFull.setPixel(1 + x, y, c.pixel(x, y));
            p.sheet.setPixel(8 + (2 - 1 - y), x, c.pixel(x, y));
        }
    p.expected.append(cFull);

    auto rect = [](int x, int y, int w, int h) {
        return QJsonObject{{"x", x}, {"y", y}, {"w", w}, {"h", h}};
    };
    const QJsonObject source{{"w", 4}, {"h", 3}};
    p.entries.append(QJsonObject{{"filename", "walk 10.png"},
                                 {"frame", rect(0, 0, 4, 3)},
                                 {"rotated", false},
                                 {"trimmed", false},
                                 {"spriteSourceSize", rect(0, 0, 4, 3)},
                                 {"sourceSize", source},
                                 {"duration", 100}});
    p.entries.append(QJsonObject{{"filename", "walk 2.png"},
                                 {"frame", rect(5, 0, 2, 2)},
                                 {"rotated", false},
                                 {"trimmed", true},
                                 {"spriteSourceSize", rect(1, 1, 2, 2)},
                                 {"sourceSize", source},
                                 {"duration", 150}});
    p.entries.append(QJsonObject{{"filename", "walk 1.png"},
                                 {"frame", rect(8, 0, 3, 2)},
                                 {"rotated", true},
                                 {"trimmed", true},
                                 {"spriteSourceSize", rect(1, 0, 3, 2)},
                                 {"sourceSize", source},
                                 {"duration", 50}});
    return p;
}

inline QByteArray metaJson() {
    return R"("meta": {"app": "http://www.aseprite.org/", "image": "walk.png",
               "size": {"w": 12, "h": 6},
               "frameTags": [{"name": "walk", "from": 0, "to": 2, "direction": "pingpong"}]})";
}

// The hash form, written by hand so that the keys keep the packing order ("walk 10"
// before "walk 2" before "walk 1"), which sorting would change.
inline QByteArray hashJson(const PackedSheet& p) {
    QByteArray json = "{\"frames\": {\n";
    for (qsizetype i = 0; i < p.entries.size(); ++i) {
        QJsonObject entry = p.entries[i].toObject();
        const QString name = entry.take("filename").toString();
        json +=
            "  \"" + name.toUtf8() + "\": " + QJsonDocument(entry).toJson(QJsonDocument::Compact);
        json += i + 1 < p.entries.size() ? ",\n" : "\n";
    }
    return json + "},\n" + metaJson() + "}";
}

inline QByteArray arrayJson(const PackedSheet& p) {
    return "{\"frames\": " + QJsonDocument(p.entries).toJson() + ",\n" + metaJson() + "}";
}

} // namespace hitmask::testing
