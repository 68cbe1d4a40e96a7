// SPDX-License-Identifier: MIT
// The headers hitmask::cli made during this build compile and hold the demo ship.
#include "ship.h"
#include "ship_alone.h"

static_assert(HITMASK_SHIP_WIDTH == 40 && HITMASK_SHIP_HEIGHT == 56);
static_assert(HITMASK_SHIP_ALONE_WIDTH == 40 && HITMASK_SHIP_ALONE_FRAMES == 1);

bool shipMaskLoaded() {
    return sizeof(ship_mask) > 0 && ship_frame_offsets[1] == HITMASK_SHIP_SIZE &&
           sizeof(ship_alone_mask) > 0;
}
