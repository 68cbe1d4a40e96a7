// SPDX-License-Identifier: MIT
// A two-frame, two-channel project (solid and a "hit" copy of it) whose first frame has
// shapes drawn by hand and whose hit channel has physics properties of its own, with
// small readers of the shape formats' pieces written from the formats' definitions.
#pragma once

#include "document/project.h"
#include "document/projectfile.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QString>
#include <hitmask/colliders.hpp>
#include <memory>
#include <vector>

namespace hitmask::testing {

// 64 x 32 image, two 32 x 32 frames, each with a filled 12 x 10 block at (4, 6) and a
// dot at (24, 24).
inline bool writeHandShapesProject(const QString& dir) {
    QImage image(64, 32, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int frame = 0; frame < 2; ++frame) {
        for (int y = 6; y < 16; ++y)
            for (int x = 4; x < 16; ++x)
                image.setPixelColor(frame * 32 + x, y, QColor(0, 120, 0));
        image.setPixelColor(frame * 32 + 24, 24, QColor(0, 120, 0));
    }
    if (!image.save(dir + QStringLiteral("/blocks.png")))
        return false;
    QFile project(dir + QStringLiteral("/game.hitmask"));
    return project.open(QIODevice::WriteOnly) &&
           project.write(
               R"({"format": "hitmask-project", "version": 5, "sprites": [{"path": "blocks.png",
  "cut": {"kind": "rects", "rects": [[0, 0, 32, 32], [32, 0, 32, 32]]},
  "frames": [{"size": [32, 32], "origin": [16, 31]}, {"size": [32, 32], "origin": [16, 31]}],
  "channels": [{"name": "solid", "colour": "#ff0000", "visible": true, "source": "image"},
               {"name": "hit", "colour": "#00ff00", "visible": true, "source": "copy",
                "copyOf": "solid"}]}]})") > 0;
}

// The hand set of frame 0, channel solid: a box on half pixels, a concave L and a circle.
inline Colliders handShapes() {
    Colliders c;
    c.boxes.push_back({1.5, 2, 4, 3.5});
    c.polygons.push_back({{4, 6}, {16, 6}, {16, 10}, {9, 10}, {9, 16}, {4, 16}});
    c.circles.push_back({24.5, 24.5, 2.5});
    return c;
}

inline PhysicsProperties hitPhysics() {
    PhysicsProperties p;
    p.sensor = true;
    p.density = 0.5;
    p.friction = 0.25;
    p.restitution = 0.75;
    p.categoryBits = 0x2;
    p.collidesWith = 0x5;
    p.groupIndex = -3;
    p.custom = {{QStringLiteral("kind"), QStringLiteral("enemy \"boss\"")},
                {QStringLiteral("damage"), QStringLiteral("12")},
                {QStringLiteral("note"), QStringLiteral("two\nlines")}};
    return p;
}

// Loads the project and gives frame 0's solid channel `hand` and the hit channel
// hitPhysics(), as the editor's commands would.
inline bool loadHandShapesProject(Project& project, const QString& dir, const Colliders& hand) {
    QString error;
    if (!ProjectFile::load(project, dir + QStringLiteral("/game.hitmask"), &error))
        return false;
    Sprite& sprite = *project.sprites.front();
    sprite.frameById(sprite.frames()[0].id)->channel(0).handShapes = hand;
    Channel hit = sprite.channels()[1];
    hit.physics = hitPhysics();
    sprite.setChannel(hit);
    return true;
}

// Every "PackedVector2Array(x, y, ...)" of a Godot scene, as rings.
inline std::vector<std::vector<PointF>> godotRings(const QString& text) {
    std::vector<std::vector<PointF>> rings;
    static const QRegularExpression polygon(
        QStringLiteral("polygon = PackedVector2Array\\(([^)]*)\\)"));
    for (auto it = polygon.globalMatch(text); it.hasNext();) {
        const QStringList numbers = it.next().captured(1).split(QStringLiteral(", "));
        std::vector<PointF> ring;
        for (int i = 0; i + 1 < numbers.size(); i += 2)
            ring.push_back({numbers[i].toDouble(), numbers[i + 1].toDouble()});
        rings.push_back(ring);
    }
    return rings;
}

} // namespace hitmask::testing
