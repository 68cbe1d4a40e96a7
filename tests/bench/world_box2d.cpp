// SPDX-License-Identifier: MIT
// The baseline a game programmer would otherwise reach for: Box2D's dynamic AABB tree,
// driven the way Box2D's own broad phase and contact manager drive it, with the same
// scenes and the same pixel test as World. Built only when Box2D is installed.
#include "world_scenes.hpp"

#include <algorithm>
#include <benchmark/benchmark.h>
#include <box2d/b2_dynamic_tree.h>
#include <cstdio>
#include <cstdlib>
#include <hitmask/collide.hpp>
#include <set>

namespace hitmask::bench {

namespace {

// Box2D works in metres and fattens each box by 0.1 of them; at 32 pixels a metre the
// sprites are the 0.25 to 4 metre bodies it is tuned for, fattened by 3.2 pixels. A
// power of two keeps the conversion exact.
constexpr float kPixelsPerMetre = 32.0f;

bool layersMeet(const Scene::Body& a, const Scene::Body& b) {
    return (a.layers & b.collidesWith) != 0 && (b.layers & a.collidesWith) != 0;
}

// As b2BroadPhase and b2ContactManager: a moved body whose tight box left its fat one
// is re-inserted and queries the tree for new candidates, which persist until their fat
// boxes part; each frame every candidate gets the exact test (solid boxes, then pixels).
class TreePairs {
public:
    explicit TreePairs(const Scene& scene)
        : scene_(scene)
        , proxy_(scene.bodies.size())
        , partners_(scene.bodies.size())
        , movedFlag_(scene.bodies.size(), 0) {
        for (std::uint32_t i = 0; i < scene.bodies.size(); ++i) {
            proxy_[i] = tree_.CreateProxy(tightBox(i), reinterpret_cast<void*>(std::uintptr_t(i)));
            moved_.push_back(i);
            lastPlace_.push_back({scene.bodies[i].x, scene.bodies[i].y});
        }
    }

    // After scene.step(): the pairs whose solid pixels overlap, sorted.
    const std::vector<std::pair<std::uint32_t, std::uint32_t>>& frame() {
        for (const std::uint32_t i : scene_.moving) {
            if (tree_.MoveProxy(proxy_[i], tightBox(i), step(i)))
                moved_.push_back(i);
        }
        updatePairs();
        found_.clear();
        for (const auto& [a, b] : candidates_)
            if (tightOverlap(a, b)) {
                const Scene::Body& A = scene_.bodies[a];
                const Scene::Body& B = scene_.bodies[b];
                if (overlaps(*A.mask, *B.mask, B.x - A.x, B.y - A.y))
                    found_.emplace_back(a, b);
            }
        std::sort(found_.begin(), found_.end());
        for (const std::uint32_t i : scene_.moving)
            lastPlace_[i] = {scene_.bodies[i].x, scene_.bodies[i].y};
        return found_;
    }

    std::size_t candidates() const { return candidates_.size(); }

    // The simpler use, without persistent candidates: every body queries the tree with
    // its tight box every frame and tests the bodies after it.
    const std::vector<std::pair<std::uint32_t, std::uint32_t>>& frameByQueries() {
        for (const std::uint32_t i : scene_.moving) {
            const Scene::Body& b = scene_.bodies[i];
            const b2Vec2 displacement = step(i);
            tree_.MoveProxy(proxy_[i], tightBox(i), displacement);
            lastPlace_[i] = {b.x, b.y};
        }
        found_.clear();
        candidates_.clear();
        byQueries_ = true;
        for (std::uint32_t i = 0; i < scene_.bodies.size(); ++i) {
            querying_ = i;
            tree_.Query(this, tightBox(i));
        }
        byQueries_ = false;
        for (const auto& [a, b] : candidates_) {
            const Scene::Body& A = scene_.bodies[a];
            const Scene::Body& B = scene_.bodies[b];
            if (overlaps(*A.mask, *B.mask, B.x - A.x, B.y - A.y))
                found_.emplace_back(a, b);
        }
        std::sort(found_.begin(), found_.end());
        return found_;
    }

    // b2DynamicTree::Query's callback.
    bool QueryCallback(std::int32_t proxyId) {
        const auto other =
            std::uint32_t(reinterpret_cast<std::uintptr_t>(tree_.GetUserData(proxyId)));
        if (byQueries_) {
            if (other > querying_ && layersMeet(scene_.bodies[querying_], scene_.bodies[other]) &&
                tightOverlap(querying_, other))
                candidates_.emplace_back(querying_, other);
            return true;
        }
        // Both moved: the pair is added from the lower one only.
        if (other == querying_ || (movedFlag_[other] && other < querying_))
            return true;
        addPair(std::min(other, querying_), std::max(other, querying_));
        return true;
    }

private:
    // The motion Box2D stretches the fat box along: the step since the last frame, or
    // none when a sprite wrapped around the field (a jump, not a velocity).
    b2Vec2 step(std::uint32_t i) const {
        const int dx = scene_.bodies[i].x - lastPlace_[i].x;
        const int dy = scene_.bodies[i].y - lastPlace_[i].y;
        if (std::abs(dx) > 16 || std::abs(dy) > 16)
            return b2Vec2(0, 0);
        return b2Vec2(float(dx) / kPixelsPerMetre, float(dy) / kPixelsPerMetre);
    }

    b2AABB tightBox(std::uint32_t i) const {
        const Scene::Body& b = scene_.bodies[i];
        const Rect r = b.mask->bounds();
        b2AABB box;
        box.lowerBound.Set(float(b.x + r.x) / kPixelsPerMetre, float(b.y + r.y) / kPixelsPerMetre);
        box.upperBound.Set(float(b.x + r.x + r.width) / kPixelsPerMetre,
                           float(b.y + r.y + r.height) / kPixelsPerMetre);
        return box;
    }

    bool tightOverlap(std::uint32_t a, std::uint32_t b) const {
        const Scene::Body& A = scene_.bodies[a];
        const Scene::Body& B = scene_.bodies[b];
        const Rect ra = A.mask->bounds(), rb = B.mask->bounds();
        const int ax0 = A.x + ra.x, ay0 = A.y + ra.y, bx0 = B.x + rb.x, by0 = B.y + rb.y;
        return ax0 < bx0 + rb.width && bx0 < ax0 + ra.width && ay0 < by0 + rb.height &&
               by0 < ay0 + ra.height;
    }

    // As b2ContactManager::AddPair: filtered by layers, once per pair.
    void addPair(std::uint32_t a, std::uint32_t b) {
        if (!layersMeet(scene_.bodies[a], scene_.bodies[b]))
            return;
        const auto& shorter =
            partners_[a].size() < partners_[b].size() ? partners_[a] : partners_[b];
        const std::uint32_t other = &shorter == &partners_[a] ? b : a;
        if (std::find(shorter.begin(), shorter.end(), other) != shorter.end())
            return;
        partners_[a].push_back(b);
        partners_[b].push_back(a);
        candidates_.emplace_back(a, b);
    }

    // As b2BroadPhase::UpdatePairs, then b2ContactManager::Collide's culling of the
    // candidates whose fat boxes parted.
    void updatePairs() {
        for (const std::uint32_t i : moved_)
            movedFlag_[i] = 1;
        for (const std::uint32_t i : moved_) {
            querying_ = i;
            tree_.Query(this, tree_.GetFatAABB(proxy_[i]));
        }
        for (const std::uint32_t i : moved_)
            movedFlag_[i] = 0;
        moved_.clear();
        std::size_t kept = 0;
        for (const auto& [a, b] : candidates_) {
            if (b2TestOverlap(tree_.GetFatAABB(proxy_[a]), tree_.GetFatAABB(proxy_[b]))) {
                candidates_[kept++] = {a, b};
                continue;
            }
            for (const auto& [from, to] : {std::pair(a, b), std::pair(b, a)}) {
                auto& list = partners_[from];
                *std::find(list.begin(), list.end(), to) = list.back();
                list.pop_back();
            }
        }
        candidates_.resize(kept);
    }

    const Scene& scene_;
    b2DynamicTree tree_;
    std::vector<std::int32_t> proxy_;
    std::vector<std::vector<std::uint32_t>> partners_;
    std::vector<char> movedFlag_;
    std::vector<std::uint32_t> moved_;
    std::uint32_t querying_ = 0;
    bool byQueries_ = false;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> candidates_;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> found_;
    std::vector<Point> lastPlace_;
};

// A few frames through both broad phases before timing: the same pairs, or the run stops.
void checkAgainstWorld(SceneKind kind, int count) {
    Scene scene(kind, count);
    World world;
    for (const auto& b : scene.bodies)
        world.setLayers(world.add(*b.mask, b.x, b.y), b.layers, b.collidesWith);
    TreePairs tree(scene), queries(scene);
    for (int frame = 0; frame < 3; ++frame) {
        scene.step();
        for (const std::uint32_t i : scene.moving)
            world.move(World::Id(i), scene.bodies[i].x, scene.bodies[i].y);
        const auto expected = world.collisions();
        for (const auto* got : {&tree.frame(), &queries.frameByQueries()})
            if (!std::equal(got->begin(), got->end(), expected.begin(), expected.end())) {
                std::fprintf(stderr, "box2d baseline: %zu pairs where World found %zu\n",
                             got->size(), expected.size());
                std::abort();
            }
    }
}

// Once per scene and size, however many repetitions run it.
void checkOnce(SceneKind kind, int count) {
    static std::set<std::pair<SceneKind, int>> checked;
    if (checked.insert({kind, count}).second)
        checkAgainstWorld(kind, count);
}

void box2dQueriesFrame(benchmark::State& state, SceneKind kind) {
    checkOnce(kind, int(state.range(0)));
    Scene scene(kind, int(state.range(0)));
    TreePairs tree(scene);
    std::size_t pairs = 0;
    for (auto _ : state) {
        const auto& found = measured([&]() -> const auto& {
            scene.step();
            return tree.frameByQueries();
        });
        pairs += found.size();
        benchmark::DoNotOptimize(found.data());
    }
    state.counters["pixel_pairs"] = double(pairs) / double(state.iterations());
}

void box2dFrame(benchmark::State& state, SceneKind kind) {
    checkOnce(kind, int(state.range(0)));
    Scene scene(kind, int(state.range(0)));
    TreePairs tree(scene);
    tree.frame(); // every body's first query: setting up, not a frame
    std::size_t pairs = 0, candidates = 0;
    for (auto _ : state) {
        const auto& found = measured([&]() -> const auto& {
            scene.step();
            return tree.frame();
        });
        pairs += found.size();
        candidates += tree.candidates();
        benchmark::DoNotOptimize(found.data());
    }
    state.counters["pixel_pairs"] = double(pairs) / double(state.iterations());
    state.counters["box_pairs"] = double(candidates) / double(state.iterations());
}

} // namespace

// Both ways for every scene World runs (world_bench.cpp), under the same names.
#define HITMASK_BOX2D_BOTH(scene, kind, ...)                                                       \
    BENCHMARK_CAPTURE(box2dFrame, scene, kind)->__VA_ARGS__->Unit(benchmark::kMillisecond);        \
    BENCHMARK_CAPTURE(box2dQueriesFrame, scene, kind)->__VA_ARGS__->Unit(benchmark::kMillisecond)
HITMASK_BOX2D_BOTH(spread, SceneKind::Spread,
                   Arg(1000)->Arg(3000)->Arg(10000)->Arg(30000)->Arg(100000));
HITMASK_BOX2D_BOTH(clustered, SceneKind::Clustered,
                   Arg(1000)->Arg(3000)->Arg(10000)->Arg(30000)->Arg(100000));
HITMASK_BOX2D_BOTH(crowded_layers, SceneKind::CrowdedLayers, Arg(1000)->Arg(4000)->Arg(16000));
HITMASK_BOX2D_BOTH(levels, SceneKind::Levels, Arg(100)->Arg(800));
HITMASK_BOX2D_BOTH(level, SceneKind::Level, Arg(500));

} // namespace hitmask::bench
