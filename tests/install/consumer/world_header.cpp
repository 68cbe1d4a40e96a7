// SPDX-License-Identifier: MIT
// World's public header as a game sees it: it compiles with the public include folder
// alone, none of core/src reachable, and a World is nothing but its handle to the
// library's broad phase, so no grid type can leak into a game's build through it.
#include <cstdio>
#include <hitmask/world.hpp>
#include <memory>

#if __has_include("worldimpl.hpp") || __has_include("worldbox.hpp")
#error "core/src must not be on a game's include path"
#endif
static_assert(sizeof(hitmask::World) == sizeof(std::unique_ptr<int>),
              "World holds its implementation behind one pointer");

int main() {
    hitmask::Mask dot(1, 1);
    dot.fill(true);
    hitmask::World world;
    const auto a = world.add(dot, 0, 0);
    const auto b = world.add(dot, 0, 0);
    world.remove(a);
    const auto c = world.add(dot, 0, 0); // reuses a's slot: a larger id than b's
    int pairs = 0;
    world.forEachCollision([&](hitmask::World::Id first, hitmask::World::Id second) {
        pairs += first == b && second == c;
    });
    std::puts(pairs == 1 ? "world header: ok" : "world header: unexpected pairs");
    return pairs == 1 ? 0 : 1;
}
