// SPDX-License-Identifier: MIT
// World's public functions, each handed to the WorldImpl that holds the entries and the
// broad phase, so that the public header carries none of it.
#include "worldimpl.hpp"

#include <hitmask/codec.hpp>
#include <stdexcept>

namespace hitmask {

World::World(int cellSize)
    : impl_(std::make_unique<detail::WorldImpl>(cellSize)) {}
World::~World() = default;
World::World(const World& other)
    : impl_(std::make_unique<detail::WorldImpl>(*other.impl_)) {}
World& World::operator=(const World& other) {
    if (this != &other)
        impl_ = std::make_unique<detail::WorldImpl>(*other.impl_);
    return *this;
}
World::World(World&&) noexcept = default;
World& World::operator=(World&&) noexcept = default;

World::Id World::add(std::shared_ptr<const Mask> mask, int x, int y, std::uintptr_t userData) {
    return add(std::move(mask), Point{}, x, y, userData);
}

World::Id World::add(const Mask& mask, int x, int y, std::uintptr_t userData) {
    return impl_->add(mask, nullptr, Point{}, x, y, userData);
}

World::Id World::add(std::shared_ptr<const Mask> mask, Point origin, int x, int y,
                     std::uintptr_t userData) {
    if (!mask)
        throw std::invalid_argument("World::add: no mask");
    const Mask& m = *mask;
    return impl_->add(m, std::move(mask), origin, x, y, userData);
}

World::Id World::add(const Mask& mask, Point origin, int x, int y, std::uintptr_t userData) {
    return impl_->add(mask, nullptr, origin, x, y, userData);
}

namespace {

// Frame `frame`'s mask of `channel`, or null when the file has no such frame or channel.
const HmskFrame* frameOf(const MaskFile& file, std::size_t frame, std::size_t channel) noexcept {
    return frame < file.frames.size() && channel < file.frames[frame].channels.size()
               ? &file.frames[frame]
               : nullptr;
}

} // namespace

World::Id World::addFrame(std::shared_ptr<const MaskFile> file, std::size_t frame,
                          std::size_t channel, int x, int y, std::uintptr_t userData) {
    if (!file)
        throw std::invalid_argument("World::addFrame: no file");
    const HmskFrame* f = frameOf(*file, frame, channel);
    if (!f)
        throw std::out_of_range("World::addFrame: no such frame or channel");
    // Shares the file: the entry keeps the whole file alive through its one mask.
    std::shared_ptr<const Mask> mask(std::move(file), &f->channels[channel]);
    return add(std::move(mask), f->origin, x, y, userData);
}

World::Id World::addFrame(const MaskFile& file, std::size_t frame, std::size_t channel, int x,
                          int y, std::uintptr_t userData) {
    const HmskFrame* f = frameOf(file, frame, channel);
    if (!f)
        throw std::out_of_range("World::addFrame: no such frame or channel");
    return add(f->channels[channel], f->origin, x, y, userData);
}

bool World::move(Id id, int x, int y) {
    return impl_->move(id, x, y);
}

bool World::setMask(Id id, std::shared_ptr<const Mask> mask) {
    if (!mask)
        return false;
    const Mask& m = *mask;
    return impl_->setMask(id, m, std::move(mask));
}

bool World::setMask(Id id, const Mask& mask) {
    return impl_->setMask(id, mask, nullptr);
}

bool World::setMask(Id id, std::shared_ptr<const Mask> mask, Point origin) {
    if (!mask)
        return false;
    const Mask& m = *mask;
    return impl_->setMask(id, m, std::move(mask), origin);
}

bool World::setMask(Id id, const Mask& mask, Point origin) {
    return impl_->setMask(id, mask, nullptr, origin);
}

bool World::setFrame(Id id, std::shared_ptr<const MaskFile> file, std::size_t frame,
                     std::size_t channel) {
    const HmskFrame* f = file ? frameOf(*file, frame, channel) : nullptr;
    if (!f || !contains(id))
        return false;
    const Point origin = f->origin;
    std::shared_ptr<const Mask> mask(std::move(file), &f->channels[channel]);
    return setMask(id, std::move(mask), origin);
}

bool World::setFrame(Id id, const MaskFile& file, std::size_t frame, std::size_t channel) {
    const HmskFrame* f = frameOf(file, frame, channel);
    return f && setMask(id, f->channels[channel], f->origin);
}
bool World::remove(Id id) {
    return impl_->remove(id);
}
bool World::setLayers(Id id, std::uint32_t layers, std::uint32_t collidesWith) {
    return impl_->setLayers(id, layers, collidesWith);
}
bool World::setUserData(Id id, std::uintptr_t userData) {
    return impl_->setUserData(id, userData);
}

std::size_t World::size() const noexcept {
    return impl_->size();
}
bool World::contains(Id id) const noexcept {
    return impl_->contains(id);
}
int World::cellSize() const noexcept {
    return impl_->cellSize();
}
Point World::position(Id id) const noexcept {
    const auto* e = impl_->entry(id);
    if (!e)
        return {};
    // P - O was stored, so adding O back gives the int P that was given.
    const Point o = impl_->origin(id);
    return Point{int(e->x + o.x), int(e->y + o.y)};
}
Point World::origin(Id id) const noexcept {
    return impl_->origin(id);
}
const Mask* World::mask(Id id) const noexcept {
    const auto* e = impl_->entry(id);
    return e ? e->mask : nullptr;
}
std::shared_ptr<const Mask> World::sharedMask(Id id) const noexcept {
    const auto* extra = impl_->extra(id);
    return extra ? extra->shared : nullptr;
}
std::uint32_t World::layers(Id id) const noexcept {
    const auto* e = impl_->entry(id);
    return e ? e->layers : 0;
}
std::uint32_t World::collidesWith(Id id) const noexcept {
    const auto* e = impl_->entry(id);
    return e ? e->collidesWith : 0;
}
std::uintptr_t World::userData(Id id) const noexcept {
    const auto* extra = impl_->extra(id);
    return extra ? extra->userData : 0;
}
World::Id World::changedMask() const noexcept {
    return impl_->changedMask();
}

void World::visitEntries(void (*f)(void*, Id), void* context) const {
    impl_->forEachEntry([&](Id id) { f(context, id); });
}

std::vector<World::Id> World::ids() const {
    std::vector<Id> all;
    all.reserve(impl_->size());
    impl_->forEachEntry([&all](Id id) { all.push_back(id); });
    return all;
}

std::vector<std::pair<World::Id, World::Id>> World::collisions() {
    return impl_->collisions();
}

void World::visitCollisions(void (*f)(void*, Id, Id), void* context) {
    impl_->forEachCollision([&](Id a, Id b) { f(context, a, b); });
}

void World::stepWith(void (*f)(void*, const Contact&), void* context) {
    impl_->step(this, f, context);
}

std::optional<World::SegmentHit> World::querySegment(Point from, Point to, std::uint32_t layers,
                                                     Id exclude) {
    return impl_->querySegment(from, to, layers, exclude);
}

void World::setThreads(unsigned threads, std::size_t minCellEntries) noexcept {
    impl_->setThreads(threads, minCellEntries);
}
unsigned World::threads() const noexcept {
    return impl_->threads();
}
std::uint64_t World::candidatePairBound() {
    return impl_->candidatePairBound();
}
std::size_t World::lastBoxPairs() const noexcept {
    return impl_->lastBoxPairs();
}

} // namespace hitmask
