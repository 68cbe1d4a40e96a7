// SPDX-License-Identifier: MIT
// World::step()'s contact events: this step's pairs merged with the previous step's.
#include "worldimpl.hpp"

#include <tuple>

namespace hitmask::detail {

void WorldImpl::step(const World* owner, void (*f)(void*, const Contact&), void* context) {
    current_.clear();
    forEachCollisionBySlot([this](Id a, Id b) { current_.emplace_back(a, b); });
    diffContacts(owner, f, context);
    previous_.swap(current_);
}

void WorldImpl::diffContacts(const World* owner, void (*f)(void*, const Contact&), void* context) {
    // Both lists are in slot order. The same two slots with other ids are two pairs: an
    // entry was removed and its slot reused in between.
    const auto key = [](const std::pair<Id, Id>& p) {
        return std::tuple(slotOf(p.first), slotOf(p.second), p.first, p.second);
    };
    std::size_t i = 0, j = 0;
    while (i < previous_.size() || j < current_.size()) {
        Contact c{};
        c.world = owner;
        if (j == current_.size() ||
            (i < previous_.size() && key(previous_[i]) < key(current_[j]))) {
            std::tie(c.first, c.second) = previous_[i++];
            c.phase = Phase::Ended;
        } else if (i == previous_.size() || key(current_[j]) < key(previous_[i])) {
            std::tie(c.first, c.second) = current_[j++];
            c.phase = Phase::Began;
        } else {
            std::tie(c.first, c.second) = current_[j++];
            ++i;
            c.phase = Phase::Stayed;
        }
        f(context, c);
    }
}

} // namespace hitmask::detail
