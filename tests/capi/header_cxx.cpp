// SPDX-License-Identifier: MIT
// The C header compiles as C++ under strict warnings, and its functions link from C++.
#include <hitmask/hitmask.h>

int main() {
    hm_mask* mask = hm_mask_new(3, 3);
    const int ok = hm_mask_set(mask, 1, 1, 1) == 1 && hm_mask_count(mask) == 1 &&
                   hm_overlaps(mask, mask, 0, 0) == 1 &&
                   hm_world_add(nullptr, mask, 0, 0) == HM_INVALID_ID;
    hm_mask_free(mask);
    return ok ? 0 : 1;
}
