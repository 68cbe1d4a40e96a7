// SPDX-License-Identifier: MIT
// The C header compiles as C++ under strict warnings, its functions link from C++, and
// C++ callers see them as noexcept.
#include <hitmask/hitmask.h>

static_assert(noexcept(hm_mask_new(1, 1)), "the C API never throws");
static_assert(HM_INVALID_ID == 0xFFFFFFFFu, "the documented invalid id");

int main() {
    hm_mask* mask = hm_mask_new(3, 3);
    const bool ok = hm_mask_set(mask, 1, 1, 1) == 1 && hm_mask_count(mask) == 1 &&
                    hm_overlaps(mask, mask, 0, 0) == 1 &&
                    hm_world_add(nullptr, mask, 0, 0) == HM_INVALID_ID;
    hm_mask_free(mask);
    return ok ? 0 : 1;
}
