// SPDX-License-Identifier: MIT
// The scene preview's playfield: many copies of project sprites moving with wrap-around,
// their collisions found every frame by hitmask::World, as a game would.
#pragma once

#include <QColor>
#include <QImage>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QRandomGenerator>
#include <QSize>
#include <hitmask/world.hpp>
#include <memory>
#include <vector>

namespace hitmask {

class ProjectDocument;
class Sprite;
struct Frame;

class SceneModel final : public QObject {
    Q_OBJECT

public:
    // A frame pre-rotated as a game would: its own image, mask and place.
    struct Turn {
        QImage image;
        Mask mask;
        QPoint offset; // top-left relative to the unturned frame's, centres kept together
    };
    // One frame of a project sprite, as the scene shows and collides it.
    struct Kind {
        int spriteId = -1;
        int frame = 0;
        QImage image; // Format_ARGB32_Premultiplied
        Mask mask;
        std::vector<Turn> turns; // the rotation set, when rotations are on
        // The whole sprite's dominant colours (artColours), the same for all its frames:
        // what an overlap highlight must stand out against.
        QList<QColor> artColours;
    };
    struct Object {
        const Kind* kind = nullptr;
        QPointF position; // top-left of the unturned frame, playfield pixels
        QPointF velocity; // pixels per frame
        double angle = 0; // degrees clockwise
        double spin = 0;  // degrees per frame
        int turn = -1;    // index into kind->turns, -1 when not turned
    };
    struct Stats {
        std::size_t boxPairs = 0;
        std::size_t pixelPairs = 0;
        double stepMs = 0; // moving every object and finding the pairs
    };

    explicit SceneModel(QObject* parent = nullptr);

    void setDocument(ProjectDocument* document);
    QSize fieldSize() const { return field_; }
    void setFieldSize(QSize size);

    // Objects collide (and show their overlaps) by the channel of this name, else solid:
    // the channel painted in the editor.
    void setChannelName(const QString& name);
    const QString& channelName() const { return channelName_; }

    // Objects spin, each shown and collided as the nearest of `count` pre-rotated frames
    // (count * step = 360 degrees), as a game with a rotation set would; 0 or 1: no spin.
    void setRotations(int count);
    int rotations() const { return rotations_; }

    // What an object looks like and collides with now, and where that lies.
    const QImage& imageOf(const Object& object) const;
    const Mask& maskOf(const Object& object) const;
    QPoint topLeftOf(const Object& object) const { return pixelPosition(object); }

    // Adds `count` objects of a sprite's frame at random places with random velocities.
    // Returns false when the sprite or frame does not exist.
    bool addCopies(int spriteId, int frame, int count);
    // Adds one object at `position`, standing still unless given a velocity or a spin
    // (degrees per frame).
    bool addAt(int spriteId, int frame, QPointF position, QPointF velocity = {}, double spin = 0);
    void clear();

    const std::vector<Object>& objects() const { return objects_; }
    // The topmost object with a solid pixel under `point`, or -1.
    int objectAt(QPointF point) const;
    void moveObject(int index, QPointF position);

    // Moves every object by its velocity (wrapping around the field), then collides.
    void step();
    const Stats& stats() const { return stats_; }
    // Colliding pairs of object indices, first < second, sorted.
    const std::vector<std::pair<int, int>>& pairs() const { return pairs_; }
    bool isColliding(int index) const { return colliding_[std::size_t(index)] != 0; }

signals:
    // The objects or their collisions changed.
    void changed();
    void stepped();

private:
    const Kind* kindFor(int spriteId, int frame);
    // The mask a frame of a sprite collides with: the chosen channel's.
    const Mask& maskOf(const Sprite& sprite, const Frame& frame) const;
    void refreshSprite(int spriteId);
    void removeSprite(int spriteId);
    void rebuildWorld();
    void place(std::size_t index, QPointF position); // wrapped into the field, not collided
    void wrap(Object& object) const;
    void collide();
    QPoint pixelPosition(const Object& object) const;
    void buildTurns(Kind& kind) const;
    // Picks the turn for the object's angle; true when it changed.
    bool updateTurn(Object& object) const;

    QPointer<ProjectDocument> document_;
    QSize field_{1600, 1000};
    std::vector<std::unique_ptr<Kind>> kinds_; // the world points into these
    std::vector<Object> objects_;              // index i is world id i
    World world_;
    std::vector<std::pair<int, int>> pairs_;
    std::vector<char> colliding_;
    Stats stats_;
    QRandomGenerator random_{20240611};
    int rotations_ = 0;
    QString channelName_;
};

} // namespace hitmask
