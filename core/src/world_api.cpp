// SPDX-License-Identifier: MIT
// World's public functions, each handed to the WorldImpl that holds the entries and the
// broad phase, so that the public header carries none of it.
#include "worldimpl.hpp"

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
    if (!mask)
        throw std::invalid_argument("World::add: no mask");
    const Mask& m = *mask;
    return impl_->add(m, std::move(mask), x, y, userData);
}

World::Id World::add(const Mask& mask, int x, int y, std::uintptr_t userData) {
    return impl_->add(mask, nullptr, x, y, userData);
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
    return e ? Point{e->x, e->y} : Point{};
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
