// SPDX-License-Identifier: MIT
#include "collisionreport.h"

#include <hitmask/collide.hpp>

namespace hitmask {

CollisionReport measureCollision(const SeparationMask& separableA, const SeparationMask& separableB,
                                 int dx, int dy, Mask* overlap) {
    const Mask& a = separableA.mask();
    const Mask& b = separableB.mask();
    CollisionReport report;
    report.offset = {dx, dy};
    if (overlap) {
        *overlap = overlapMask(a, b, dx, dy);
        report.area = overlap->count();
        report.overlapRect = overlap->bounds();
    } else {
        report.area = overlapArea(a, b, dx, dy);
        report.overlapRect = overlapBounds(a, b, dx, dy);
    }
    report.collides = report.area > 0;
    report.firstContact = firstContact(a, b, dx, dy);
    report.push = separation(separableA, separableB, dx, dy);
    const Rect boxB{dx, dy, b.width(), b.height()};
    report.boxesTouch = !a.rect().intersected(boxB).isEmpty();
    const Rect solid = b.bounds();
    const Rect solidB{solid.x + dx, solid.y + dy, solid.width, solid.height};
    report.solidBoxesTouch =
        !a.isEmpty() && !b.isEmpty() && !a.bounds().intersected(solidB).isEmpty();
    return report;
}

CollisionReport measureCollision(const Mask& a, const Mask& b, int dx, int dy) {
    return measureCollision(SeparationMask(a), SeparationMask(b), dx, dy);
}

} // namespace hitmask
