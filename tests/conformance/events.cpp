// SPDX-License-Identifier: MIT
// The "events" section: worlds run batch by batch, a step() after each, every event
// checked against the model's pairs now and at the step before, found by a double loop
// over the entries and their pixels.
#include "script.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace conformance {

namespace {

using Pair = std::pair<std::uint32_t, std::uint32_t>; // first's slot below second's

// Every live pair the layers allow whose solid pixels meet, first by slot.
std::set<Pair> plainPairs(const ScriptWorld& world) {
    std::set<Pair> pairs;
    const std::vector<ModelEntry>& slots = world.slots();
    for (std::size_t i = 0; i < slots.size(); ++i)
        for (std::size_t j = i + 1; j < slots.size(); ++j)
            if (slots[i].live && slots[j].live && world.pairAllowed(slots[i], slots[j]) &&
                world.overlapping(slots[i], slots[j]))
                pairs.emplace(slots[i].id, slots[j].id);
    return pairs;
}

EventAnswer event(std::uint32_t first, std::uint32_t second, Phase phase) {
    EventAnswer e;
    e.first = first;
    e.second = second;
    e.phase = phase;
    return e;
}

// Area and first contact in world pixels; 0 and none unless both are live.
void plainDetails(const ScriptWorld& world, EventAnswer& event) {
    const ModelEntry* a = world.live(event.first);
    const ModelEntry* b = world.live(event.second);
    if (!a || !b)
        return;
    const OffsetAnswer o = bruteForce(world.picture(*a), world.picture(*b), b->left() - a->left(),
                                      b->top() - a->top());
    event.area = o.area;
    event.hasContact = o.hasContact;
    if (o.hasContact)
        event.contact = {static_cast<int>(a->left() + o.contact.x),
                         static_cast<int>(a->top() + o.contact.y)};
}

// This step's events from the model: began (now, not then), stayed, ended (then, not now),
// in slot order, an ended pair before a begun one in the same slots.
std::vector<EventAnswer> plainEvents(const ScriptWorld& world, const std::set<Pair>& before,
                                     const std::set<Pair>& now) {
    std::vector<EventAnswer> events;
    for (const Pair& p : now)
        events.push_back(event(p.first, p.second, before.count(p) ? Phase::Stayed : Phase::Began));
    for (const Pair& p : before)
        if (!now.count(p))
            events.push_back(event(p.first, p.second, Phase::Ended));
    const auto key = [](const EventAnswer& e) {
        return std::tuple(hitmask::World::slotOf(e.first), hitmask::World::slotOf(e.second),
                          e.first, e.second);
    };
    std::sort(events.begin(), events.end(),
              [&](const EventAnswer& p, const EventAnswer& q) { return key(p) < key(q); });
    for (EventAnswer& e : events)
        plainDetails(world, e);
    return events;
}

std::vector<EventAnswer> coreEvents(hitmask::World& world) {
    std::vector<EventAnswer> events;
    world.step([&](const hitmask::World::Contact& c) {
        EventAnswer e = event(c.first, c.second,
                              c.phase == hitmask::World::Phase::Began    ? Phase::Began
                              : c.phase == hitmask::World::Phase::Stayed ? Phase::Stayed
                                                                         : Phase::Ended);
        e.area = c.overlapArea();
        if (const auto p = c.firstContact()) {
            e.hasContact = true;
            e.contact = *p;
        }
        events.push_back(e);
    });
    return events;
}

struct EventPlan {
    int cellSize;
    int firstEntries;
    OpMix mix;
    std::int64_t farX; // a second crowd near (farX, -farX) when not 0
    std::uint64_t seed;
};

struct Coverage {
    int began = 0, stayed = 0, ended = 0, endedOverlapping = 0, endedGone = 0, reusedBegan = 0;
};

EventWorld runEvents(const Library& library, const EventPlan& plan, Coverage& coverage) {
    Rng rng(plan.seed);
    ScriptWorld world(library, plan.cellSize);
    EventWorld out{plan.cellSize, {}};
    std::set<Pair> before;
    OpMix far = plan.mix;
    far.centreX = plan.farX;
    far.centreY = -plan.farX;
    for (int step = 0; step < 14; ++step) {
        OpMix mix = plan.mix;
        if (step == 0) {
            mix.minOps = mix.maxOps = plan.firstEntries;
            mix.addsOnly = true;
        }
        randomOps(rng, world, mix);
        if (plan.farX != 0) {
            far.addsOnly = step == 0;
            randomOps(rng, world, far);
        }
        const std::set<Pair> now = plainPairs(world);
        const std::vector<EventAnswer> want = plainEvents(world, before, now);
        const std::vector<EventAnswer> got = coreEvents(world.core());
        if (got != want)
            fail("World::step disagrees with the plain loops, cell size " +
                 std::to_string(plan.cellSize) + ", step " + std::to_string(step));
        for (std::size_t i = 0; i < got.size(); ++i) {
            const EventAnswer& e = got[i];
            coverage.began += e.phase == Phase::Began;
            coverage.stayed += e.phase == Phase::Stayed;
            coverage.ended += e.phase == Phase::Ended;
            coverage.endedOverlapping += e.phase == Phase::Ended && e.area > 0;
            const bool gone = !world.live(e.first) || !world.live(e.second);
            coverage.endedGone += e.phase == Phase::Ended && gone;
            coverage.reusedBegan +=
                e.phase == Phase::Ended && gone && i + 1 < got.size() &&
                got[i + 1].phase == Phase::Began &&
                hitmask::World::slotOf(got[i + 1].first) == hitmask::World::slotOf(e.first) &&
                hitmask::World::slotOf(got[i + 1].second) == hitmask::World::slotOf(e.second);
        }
        out.steps.push_back({world.takeOps(), got});
        before = now;
    }
    return out;
}

} // namespace

std::vector<EventWorld> eventCases(const Library& library) {
    Coverage c;
    std::vector<EventWorld> worlds = {
        runEvents(library, {16, 30, {0, 0, 140, 4, 14}, 0, 0x45'56'45'4E'54'01ULL}, c),
        runEvents(library, {64, 24, {-100'000, 50'000, 200, 4, 16}, 0, 0x45'56'45'4E'54'02ULL}, c),
        runEvents(library, {8, 20, {300, -300, 90, 3, 10}, 0, 0x45'56'45'4E'54'03ULL}, c),
        runEvents(library, {100, 10, {0, 0, 120, 2, 8}, 2'000'000'000, 0x45'56'45'4E'54'04ULL}, c)};
    // The suite must hold every kind of event it describes.
    if (c.began == 0 || c.stayed == 0 || c.ended == 0 || c.endedOverlapping == 0 ||
        c.endedGone == 0 || c.reusedBegan == 0)
        fail("the events section misses a kind of event: began " + std::to_string(c.began) +
             ", stayed " + std::to_string(c.stayed) + ", ended " + std::to_string(c.ended) +
             " (overlapping " + std::to_string(c.endedOverlapping) + ", removed " +
             std::to_string(c.endedGone) + ", then begun in the same slots " +
             std::to_string(c.reusedBegan) + ")");
    return worlds;
}

} // namespace conformance
