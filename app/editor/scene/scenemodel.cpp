// SPDX-License-Identifier: MIT
#include "scenemodel.h"

#include "document/projectdocument.h"
#include "editor/canvas/contrast.h"

#include <QElapsedTimer>
#include <cmath>
#include <hitmask/rotationset.hpp>
#include <hitmask/transform.hpp>

namespace hitmask {

SceneModel::SceneModel(QObject* parent)
    : QObject(parent) {}

void SceneModel::setDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    kinds_.clear();
    objects_.clear();
    rebuildWorld();
    if (document_) {
        connect(document_, &ProjectDocument::spriteRemoved, this, &SceneModel::removeSprite);
        connect(document_, &ProjectDocument::spriteRebuilt, this, &SceneModel::refreshSprite);
        connect(document_, &ProjectDocument::maskChanged, this,
                [this](int spriteId) { refreshSprite(spriteId); });
        connect(document_, &ProjectDocument::channelsChanged, this, &SceneModel::refreshSprite);
    }
}

void SceneModel::setChannelName(const QString& name) {
    if (name == channelName_)
        return;
    channelName_ = name;
    std::vector<int> ids;
    for (const auto& kind : kinds_)
        if (std::find(ids.begin(), ids.end(), kind->spriteId) == ids.end())
            ids.push_back(kind->spriteId);
    for (int id : ids)
        refreshSprite(id);
}

const Mask& SceneModel::maskOf(const Sprite& sprite, const Frame& frame) const {
    return frame.channel(std::max(0, sprite.channelIndexByName(channelName_))).effective;
}

void SceneModel::setFieldSize(QSize size) {
    field_ = size.expandedTo({1, 1});
    for (std::size_t i = 0; i < objects_.size(); ++i)
        place(i, objects_[i].position); // wraps into the new field
    collide();
}

const SceneModel::Kind* SceneModel::kindFor(int spriteId, int frame) {
    for (const auto& kind : kinds_)
        if (kind->spriteId == spriteId && kind->frame == frame)
            return kind.get();
    const Sprite* sprite = document_ ? document_->sprite(spriteId) : nullptr;
    if (!sprite || frame < 0 || std::size_t(frame) >= sprite->frames().size())
        return nullptr;
    const Frame& f = sprite->frames()[std::size_t(frame)];
    kinds_.push_back(
        std::make_unique<Kind>(Kind{spriteId,
                                    frame,
                                    drawnArt(f.image, sprite->settings()),
                                    maskOf(*sprite, f),
                                    {},
                                    artColours(sprite->image(), colorKeyOf(sprite->settings()))}));
    buildTurns(*kinds_.back());
    return kinds_.back().get();
}

void SceneModel::setRotations(int count) {
    rotations_ = std::clamp(count, 0, 360);
    for (const auto& kind : kinds_)
        buildTurns(*kind);
    for (Object& o : objects_)
        updateTurn(o);
    rebuildWorld();
}

void SceneModel::buildTurns(Kind& kind) const {
    kind.turns.clear();
    if (rotations_ < 2)
        return;
    const QImage source = kind.image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const std::span<const std::uint32_t> pixels(
        reinterpret_cast<const std::uint32_t*>(source.constBits()),
        std::size_t(source.width()) * std::size_t(source.height()));
    for (int k = 0; k < rotations_; ++k) {
        const double degrees = rotationDegrees(k, rotations_);
        // The same sampling as rotated() gives the mask and a game's rotation set.
        const RotatedPixels turned = rotatePixels(pixels, source.width(), source.height(), degrees);
        QImage image(std::max(turned.width, 1), std::max(turned.height, 1),
                     QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        for (int y = 0; y < turned.height; ++y)
            std::copy_n(turned.pixels.data() + std::size_t(y) * turned.width, turned.width,
                        reinterpret_cast<QRgb*>(image.scanLine(y)));
        const QPoint offset(source.width() / 2 - turned.origin.x,
                            source.height() / 2 - turned.origin.y);
        kind.turns.push_back({std::move(image), rotated(kind.mask, degrees), offset});
    }
}

bool SceneModel::updateTurn(Object& o) const {
    const int count = int(o.kind->turns.size());
    const int turn = count ? int(std::lround(o.angle * count / 360.0) % count + count) % count : -1;
    if (turn == o.turn)
        return false;
    o.turn = turn;
    return true;
}

const QImage& SceneModel::imageOf(const Object& o) const {
    return o.turn >= 0 ? o.kind->turns[std::size_t(o.turn)].image : o.kind->image;
}

const Mask& SceneModel::maskOf(const Object& o) const {
    return o.turn >= 0 ? o.kind->turns[std::size_t(o.turn)].mask : o.kind->mask;
}

bool SceneModel::addCopies(int spriteId, int frame, int count) {
    const Kind* kind = kindFor(spriteId, frame);
    if (!kind)
        return false;
    objects_.reserve(objects_.size() + std::size_t(std::max(count, 0)));
    for (int i = 0; i < count; ++i) {
        // Speeds of 0.5 to 3 pixels per frame in any direction, like the seed's asteroids.
        const double angle = random_.bounded(2 * M_PI);
        const double speed = 0.5 + random_.bounded(2.5);
        Object o{
            kind,
            {random_.bounded(double(field_.width())), random_.bounded(double(field_.height()))},
            {speed * std::cos(angle), speed * std::sin(angle)}};
        // Turns of up to 3 degrees a frame either way, from any starting angle.
        o.angle = random_.bounded(360.0);
        o.spin = random_.bounded(6.0) - 3.0;
        updateTurn(o);
        objects_.push_back(o);
        world_.add(maskOf(o), pixelPosition(o).x(), pixelPosition(o).y());
    }
    collide();
    return true;
}

bool SceneModel::addAt(int spriteId, int frame, QPointF position, QPointF velocity, double spin) {
    const Kind* kind = kindFor(spriteId, frame);
    if (!kind)
        return false;
    Object o{kind, {}, velocity};
    o.spin = spin;
    updateTurn(o);
    objects_.push_back(o);
    world_.add(maskOf(o), 0, 0);
    moveObject(int(objects_.size() - 1), position);
    return true;
}

void SceneModel::clear() {
    objects_.clear();
    rebuildWorld();
}

int SceneModel::objectAt(QPointF point) const {
    for (int i = int(objects_.size()) - 1; i >= 0; --i) {
        const Object& o = objects_[std::size_t(i)];
        const QPoint p = pixelPosition(o);
        if (maskOf(o).test(int(std::floor(point.x())) - p.x(), int(std::floor(point.y())) - p.y()))
            return i;
    }
    return -1;
}

void SceneModel::moveObject(int index, QPointF position) {
    if (index < 0 || std::size_t(index) >= objects_.size())
        return;
    place(std::size_t(index), position);
    collide();
}

void SceneModel::place(std::size_t index, QPointF position) {
    Object& o = objects_[index];
    o.position = position;
    wrap(o);
    const QPoint p = pixelPosition(o);
    world_.move(World::Id(index), p.x(), p.y());
}

// A sprite leaves the field completely before it comes back on the other side, so it is
// never in two places at once: drawn and collided in one piece. The top-left corner stays
// within [-size, field), a period of field + size.
void SceneModel::wrap(Object& object) const {
    const auto wrapAxis = [](double value, double field, double size) {
        const double period = field + size;
        if (value >= -size && value < field)
            return value;
        return value - period * std::floor((value + size) / period);
    };
    const QSize size = object.kind->image.size();
    object.position = {wrapAxis(object.position.x(), field_.width(), size.width()),
                       wrapAxis(object.position.y(), field_.height(), size.height())};
}

void SceneModel::step() {
    QElapsedTimer timer;
    timer.start();
    for (std::size_t i = 0; i < objects_.size(); ++i) {
        Object& o = objects_[i];
        o.position += o.velocity;
        o.angle = std::fmod(o.angle + o.spin + 360.0, 360.0);
        if (updateTurn(o))
            world_.setMask(World::Id(i), maskOf(o));
        wrap(o);
        const QPoint p = pixelPosition(o);
        world_.move(World::Id(i), p.x(), p.y());
    }
    collide();
    stats_.stepMs = double(timer.nsecsElapsed()) / 1e6;
    emit stepped();
}

void SceneModel::collide() {
    QElapsedTimer timer;
    timer.start();
    pairs_.clear();
    colliding_.assign(objects_.size(), 0);
    world_.forEachCollision([this](World::Id a, World::Id b) {
        pairs_.emplace_back(int(a), int(b));
        colliding_[a] = colliding_[b] = 1;
    });
    stats_.boxPairs = world_.lastBoxPairs();
    stats_.pixelPairs = pairs_.size();
    stats_.stepMs = double(timer.nsecsElapsed()) / 1e6;
    emit changed();
}

QPoint SceneModel::pixelPosition(const Object& object) const {
    const QPoint offset =
        object.turn >= 0 ? object.kind->turns[std::size_t(object.turn)].offset : QPoint();
    return QPoint(int(std::floor(object.position.x())), int(std::floor(object.position.y()))) +
           offset;
}

void SceneModel::refreshSprite(int spriteId) {
    const Sprite* sprite = document_ ? document_->sprite(spriteId) : nullptr;
    if (!sprite)
        return;
    bool gone = false;
    for (const auto& kind : kinds_) {
        if (kind->spriteId != spriteId)
            continue;
        if (std::size_t(kind->frame) >= sprite->frames().size()) {
            gone = true;
            continue;
        }
        const Frame& f = sprite->frames()[std::size_t(kind->frame)];
        kind->image = drawnArt(f.image, sprite->settings());
        kind->mask = maskOf(*sprite, f);
        buildTurns(*kind);
    }
    if (gone) { // a frame no longer there: drop its objects
        std::erase_if(objects_, [&](const Object& o) {
            return o.kind->spriteId == spriteId &&
                   std::size_t(o.kind->frame) >= sprite->frames().size();
        });
        std::erase_if(kinds_, [&](const auto& k) {
            return k->spriteId == spriteId && std::size_t(k->frame) >= sprite->frames().size();
        });
    }
    rebuildWorld(); // the masks changed in place; the world reads their bounds afresh
}

void SceneModel::removeSprite(int spriteId) {
    std::erase_if(objects_, [&](const Object& o) { return o.kind->spriteId == spriteId; });
    std::erase_if(kinds_, [&](const auto& k) { return k->spriteId == spriteId; });
    rebuildWorld();
}

void SceneModel::rebuildWorld() {
    world_ = World();
    for (Object& o : objects_) {
        updateTurn(o);
        const QPoint p = pixelPosition(o);
        world_.add(maskOf(o), p.x(), p.y());
    }
    collide();
}

} // namespace hitmask
