// SPDX-License-Identifier: MIT
// The headers hitmask::cli made during this build compile and hold the demo ship: in the
// project, a set of 24 rotations (the largest 69 x 69); alone, the upright 40 x 56 image.
#include "ship.h"
#include "ship_alone.h"

static_assert(HITMASK_SHIP_WIDTH == 69 && HITMASK_SHIP_HEIGHT == 69 && HITMASK_SHIP_FRAMES == 24);
static_assert(HITMASK_SHIP_ALONE_WIDTH == 40 && HITMASK_SHIP_ALONE_FRAMES == 1);

bool shipMaskLoaded() {
    return sizeof(ship_mask) > 0 && ship_frame_offsets[24] == HITMASK_SHIP_SIZE &&
           ship_frame_widths[0] == 40 && ship_frame_heights[0] == 56 &&
           ship_frame_origin_x[0] == 20 && ship_frame_origin_y[0] == 28 &&
           sizeof(ship_alone_mask) > 0;
}
