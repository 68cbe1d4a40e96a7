// SPDX-License-Identifier: MIT
// Uses the installed headers and library the way game code does.
#include <cstdio>
#include <hitmask/codec.hpp>
#include <hitmask/collide.hpp>
#include <hitmask/rle.hpp>
#include <hitmask/world.hpp>

#ifdef CONSUMER_HAS_MASKS
bool shipMaskLoaded();
#else
static bool shipMaskLoaded() {
    return true;
}
#endif

int main() {
    hitmask::Mask ship(16, 16);
    hitmask::Mask rock(8, 8);
    ship.fill(true);
    rock.set(7, 7, true);
    const bool hit = hitmask::overlaps(ship, rock, 8, 8);
    const bool miss = hitmask::overlaps(ship, rock, 9, 9);
    const bool rleHit = hitmask::overlaps(hitmask::RleMask(ship), hitmask::RleMask(rock), 8, 8);
    const auto file =
        hitmask::loadHmsk(hitmask::saveHmsk(std::span(&rock, 1), hitmask::Encoding::Rle));
    hitmask::World world;
    world.add(ship, 0, 0);
    world.add(rock, 8, 8);
    const bool worldHit = world.collisions().size() == 1;
    if (!hit || miss || !rleHit || !worldHit || !file || !(file.frames.at(0).solid() == rock) ||
        !shipMaskLoaded()) {
        std::puts("consumer: unexpected result");
        return 1;
    }
    std::puts("consumer: ok");
    return 0;
}
