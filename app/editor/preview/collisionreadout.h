// SPDX-License-Identifier: MIT
// The collision preview's readout in words, as rich text: the verdict, then B's place, the
// overlap box, the first contact and the pushes that separate (the shortest in bold).
#pragma once

#include "common/collisionreport.h"

#include <QCoreApplication>
#include <QString>

namespace hitmask {

class CollisionReadout {
    Q_DECLARE_TR_FUNCTIONS(CollisionReadout)

public:
    // Colliding with the overlap count, or why not: apart, or boxes touching.
    static QString verdict(const CollisionReport& report);
    static QString details(const CollisionReport& report);
};

} // namespace hitmask
