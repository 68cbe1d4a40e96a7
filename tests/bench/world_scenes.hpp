// SPDX-License-Identifier: MIT
// The scenes hitmask-world-bench runs each broad phase on: the same masks, the same
// starting places and the same motion, frame by frame, whichever broad phase asks.
#pragma once

#include "shapes.hpp"

#include <cmath>
#include <cstdint>
#include <hitmask/world.hpp>
#include <memory>
#include <random>
#include <vector>

namespace hitmask::bench {

// Discs and rings from 8 to 128 pixels across, one of each size step.
inline const std::vector<Shape>& spriteShapes() {
    static const std::vector<Shape> all = [] {
        std::vector<Shape> v;
        for (int size = 8; size <= 128; size += 4)
            v.push_back(size % 8 ? ring(size) : disc(size));
        return v;
    }();
    return all;
}

// The frames being timed, each run through measured(): tests/bench/world_callgrind.py
// has callgrind count instructions only inside it and divides by framesMeasured().
inline std::uint64_t& framesMeasured() {
    static std::uint64_t frames = 0;
    return frames;
}
template <class F> [[gnu::noinline]] decltype(auto) measured(F&& frame) {
    ++framesMeasured();
    return frame();
}

// Level: a level of 20,000 still tiles and props, and `count` sprites wandering over it.
enum class SceneKind { Spread, Clustered, CrowdedLayers, Levels, Level };

// Bodies with their masks, layers and motion. A wrapping body moves by its velocity on
// a square field of side `home` that wraps around; a jittering one sits at x0 + (frame
// mod 4), x0 + 0..3 from frame to frame. Only the bodies in `moving` change place.
struct Scene {
    struct Body {
        const Mask* mask;
        int x, y, vx = 0, vy = 0;
        std::uint32_t layers = World::kDefaultLayers;
        std::uint32_t collidesWith = World::kAllLayers;
    };
    std::vector<Body> bodies;
    std::vector<std::uint32_t> moving;
    int home = 0; // 0: the moving bodies jitter instead of wrapping
    int frame = 0;
    std::vector<std::unique_ptr<Shape>> owned; // masks made for this scene

    Scene(SceneKind kind, int count) {
        switch (kind) {
        case SceneKind::Spread:
            sprites(count, false);
            break;
        case SceneKind::Clustered:
            sprites(count, true);
            break;
        case SceneKind::CrowdedLayers:
            crowdedLayers(count);
            break;
        case SceneKind::Levels:
            levels(count);
            break;
        case SceneKind::Level:
            level(count);
            break;
        }
    }

    void step() {
        for (const std::uint32_t i : moving) {
            Body& b = bodies[i];
            if (home > 0) {
                b.x = (b.x + b.vx + home) % home;
                b.y = (b.y + b.vy + home) % home;
            } else {
                b.x = frame & 3;
            }
        }
        ++frame;
    }

private:
    const Mask* own(Shape s) {
        owned.push_back(std::make_unique<Shape>(std::move(s)));
        return &owned.back()->mask;
    }

    // Sprites with random velocities on a square playfield that wraps around. The field
    // is sized so that a sprite's box overlaps about two others on average; `clustered`
    // puts every sprite in the field's top-left sixteenth instead (16 times as dense),
    // where they wrap around inside their corner, so they stay clustered.
    void sprites(int count, bool clustered) {
        // Two boxes of sides s and t overlap when their centres are within (s + t) / 2 on
        // both axes: E[(s + t)^2] = 2 E[s^2] + 2 E[s]^2 over the mixed sizes.
        double s1 = 0, s2 = 0;
        for (const Shape& s : spriteShapes()) {
            s1 += s.width;
            s2 += double(s.width) * s.width;
        }
        s1 /= double(spriteShapes().size());
        s2 /= double(spriteShapes().size());
        const int field = int(std::sqrt(count * (2 * s2 + 2 * s1 * s1) / 2.0));
        home = clustered ? field / 4 : field;
        std::mt19937 rng(42);
        std::uniform_int_distribution<int> pos(0, home - 1), speed(-3, 3);
        std::uniform_int_distribution<std::size_t> which(0, spriteShapes().size() - 1);
        for (int i = 0; i < count; ++i) {
            const Mask* mask = &spriteShapes()[which(rng)].mask;
            const int x = pos(rng), y = pos(rng);
            bodies.push_back({mask, x, y, speed(rng) | 1, speed(rng) | 1});
            moving.push_back(std::uint32_t(i));
        }
    }

    // One ship and n bullets spawned at one point, the bullets on a layer that collides
    // with the ship's only: n pairs the layers allow among n^2 / 2 whose boxes overlap.
    // The ship moves each frame, so each frame finds the pairs again.
    void crowdedLayers(int count) {
        bodies.push_back({own(disc(40)), 0, 0});
        moving.push_back(0);
        const Mask* bullet = own(disc(6));
        for (int i = 0; i < count; ++i)
            bodies.push_back({bullet, 10, 10, 0, 0, 2, 1});
    }

    // n level-sized masks (a hollow 1100-pixel frame, too many cells for World's grid)
    // 3,000 pixels apart in a row, and 20,000 small discs scattered along the row's
    // middle. The first level jitters.
    void levels(int count) {
        Shape level{Mask(1100, 1100), 1100, 1100, {}};
        level.mask.setRect({0, 0, 1100, 4}, true);
        level.mask.setRect({0, 1096, 1100, 4}, true);
        const Mask* levelMask = own(std::move(level));
        for (int i = 0; i < count; ++i)
            bodies.push_back({levelMask, i * 3000, 0});
        moving.push_back(0);
        const Mask* bullet = own(disc(6));
        std::mt19937 rng(1);
        for (int i = 0; i < 20000; ++i) {
            const int x = int(rng() % unsigned(count * 3000));
            bodies.push_back({bullet, x, 500 + int(rng() % 100)});
        }
    }

    // A level on a 6,400-pixel square of 32-pixel cells: rows of platforms (runs of 3 to
    // 24 cells, gaps of 2 to 16) until 20,000 still entries stand. Most are solid tiles,
    // touching their neighbours edge to edge; some are slopes, and some props (discs and
    // rings of 16 to 40 pixels) that stick out over the next cells, as pickups and
    // decorations do. Then `count` sprites of every size wander over it, wrapping around.
    void level(int count) {
        constexpr int kCell = 32, kCells = 200, kStill = 20000;
        Shape tile{Mask(kCell, kCell), kCell, kCell, {}};
        tile.mask.setRect({0, 0, kCell, kCell}, true);
        Shape slope{Mask(kCell, kCell), kCell, kCell, {}};
        for (int y = 0; y < kCell; ++y)
            slope.mask.setRect({kCell - 1 - y, y, y + 1, 1}, true);
        const Mask* tileMask = own(std::move(tile));
        const Mask* slopeMask = own(std::move(slope));
        std::vector<const Mask*> props;
        for (int size = 16; size <= 40; size += 4)
            props.push_back(own(size % 8 ? ring(size) : disc(size)));
        std::mt19937 rng(7);
        for (int row = 0, col = 0; int(bodies.size()) < kStill;) {
            const int run = 3 + int(rng() % 22);
            for (int i = 0; i < run && col < kCells && int(bodies.size()) < kStill; ++i, ++col) {
                const unsigned kind = rng() % 20;
                const int x = col * kCell, y = row * kCell;
                if (kind < 15)
                    bodies.push_back({tileMask, x, y});
                else if (kind < 17)
                    bodies.push_back({slopeMask, x, y});
                else
                    bodies.push_back({props[rng() % props.size()], x + int(rng() % 16) - 8,
                                      y + int(rng() % 16) - 8});
            }
            col += 2 + int(rng() % 15);
            if (col >= kCells) {
                col = 0;
                row = (row + 1) % kCells;
            }
        }
        home = kCell * kCells;
        std::uniform_int_distribution<int> pos(0, home - 1), speed(-3, 3);
        std::uniform_int_distribution<std::size_t> which(0, spriteShapes().size() - 1);
        for (int i = 0; i < count; ++i) {
            moving.push_back(std::uint32_t(bodies.size()));
            const Mask* mask = &spriteShapes()[which(rng)].mask;
            const int x = pos(rng), y = pos(rng);
            bodies.push_back({mask, x, y, speed(rng) | 1, speed(rng) | 1});
        }
    }
};

} // namespace hitmask::bench
