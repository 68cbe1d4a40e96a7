/* SPDX-License-Identifier: MIT */
/* A C game's use of the installed package: hitmask::c, the header and libhitmask. */
#include <hitmask/hitmask.h>
#include <stdio.h>

/* One 2 x 1 frame, both pixels solid, as bits. */
static const unsigned char two_pixels[] = {'H', 'M', 'S', 'K', 2,   2, 1, 0, 1, 0, 0, 0, 5,
                                           's', 'o', 'l', 'i', 'd', 2, 0, 0, 0, 1, 0, 0, 0,
                                           0,   0,   0,   0,   0,   0, 0, 0, 1, 0, 0, 0, 0xC0};

int main(void) {
    char error[128];
    hm_file* file = hm_file_load_memory(two_pixels, sizeof two_pixels, error, sizeof error);
    hm_mask* dot = hm_mask_new(1, 1);
    hm_world* world = hm_world_new(64);
    const hm_mask* pair;
    int ok;
    if (!file) {
        printf("consumer_c: %s\n", error);
        return 1;
    }
    pair = hm_file_mask(file, 0, 0);
    hm_mask_set(dot, 0, 0, 1);
    hm_world_add(world, pair, 10, 10);
    hm_world_add(world, dot, 11, 10);
    ok = hm_mask_count(pair) == 2 && hm_overlaps(pair, dot, 1, 0) &&
         !hm_overlaps(pair, dot, 2, 0) && hm_world_collisions(world, NULL, NULL) == 1;
    hm_world_free(world);
    hm_mask_free(dot);
    hm_file_free(file);
    printf("consumer_c: %s (hitmask %s)\n", ok ? "ok" : "unexpected result", hm_version());
    return ok ? 0 : 1;
}
