/* SPDX-License-Identifier: MIT */
/* The C API from a C99 game: load an HMSK file, collide two masks, run a world.
   Writes the README's two-channel example file to argv[1] (or example.hmsk) first, so it
   needs nothing else; returns 0 when every answer is right. */
#include <hitmask/hitmask.h>
#include <stdio.h>
#include <string.h>

/* A 5 x 2 frame: channel "solid" is ##..# over an empty row, "hit" is ..##. below. */
static const unsigned char example_hmsk[] = {
    'H', 'M', 'S', 'K', 2,    2,    1, 0,   2,   0,   0, 0, /* v2, bits, 1 frame, 2 channels */
    5,   's', 'o', 'l', 'i',  'd',  3, 'h', 'i', 't',       /* the channel names */
    5,   0,   0,   0,   2,    0,    0, 0,   0,   0,   0, 0, 0, 0, 0, 0, /* 5 x 2, origin (0, 0) */
    2,   0,   0,   0,   0xC8, 0x00,                                     /* "solid" */
    2,   0,   0,   0,   0x00, 0x30};                                    /* "hit" */

static int failures = 0;

static void check(int ok, const char* what) {
    if (!ok) {
        printf("example: wrong: %s\n", what);
        ++failures;
    }
}

static void count_pair(uint32_t first, uint32_t second, void* user) {
    int* pairs = (int*)user;
    (void)first;
    (void)second;
    ++*pairs;
}

int main(int argc, char** argv) {
    const char* path = argc > 1 ? argv[1] : "example.hmsk";
    char error[256];
    FILE* out = fopen(path, "wb");
    if (!out || fwrite(example_hmsk, 1, sizeof example_hmsk, out) != sizeof example_hmsk) {
        printf("example: cannot write %s\n", path);
        return 1;
    }
    fclose(out);

    /* Load: the frames' masks belong to the file. */
    hm_file* file = hm_file_load(path, error, sizeof error);
    if (!file) {
        printf("example: %s\n", error);
        return 1;
    }
    const hm_mask* solid = hm_file_mask(file, 0, 0);
    const hm_mask* hit = hm_file_mask(file, 0, hm_file_channel_index(file, "hit"));
    int x = 0, y = 0;
    check(hm_file_frames(file) == 1 && hm_file_channels(file) == 2, "frames and channels");
    check(strcmp(hm_file_channel_name(file, 1), "hit") == 0, "channel name");
    check(hm_file_origin(file, 0, &x, &y) && x == 0 && y == 0, "origin");
    check(hm_mask_width(solid) == 5 && hm_mask_height(solid) == 2, "size");
    check(hm_mask_count(solid) == 3 && hm_mask_count(hit) == 2, "counts");

    /* A 2 x 2 block from RGBA pixels: solid where alpha > 127. */
    const uint8_t pixels[2 * 2 * 4] = {0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255};
    hm_mask* block = hm_mask_from_rgba(pixels, 2, 2, 2 * 4, 127);
    check(hm_mask_count(block) == 4, "block from RGBA");

    /* Collide: (dx, dy) is where the block's top-left lies in the first mask. */
    check(hm_overlaps(solid, block, 3, -1), "overlaps");
    check(!hm_overlaps(solid, block, 2, 1), "misses");
    check(hm_overlap_area(hit, block, 2, 1) == 2, "area");
    check(hm_first_contact(solid, block, 3, -1, &x, &y) && x == 4 && y == 0, "first contact");
    check(!hm_overlaps(solid, block, -2000000000, 2000000000), "far away");

    /* A world: entries at world positions, colliding pairs each frame. */
    hm_world* world = hm_world_new(64);
    uint32_t sprite = hm_world_add(world, solid, 100, 100);
    uint32_t rock = hm_world_add(world, block, 104, 99);
    uint32_t far = hm_world_add(world, block, -5000, 7);
    int pairs = 0;
    check(sprite != HM_INVALID_ID && rock != HM_INVALID_ID && far != HM_INVALID_ID, "ids");
    check(hm_world_collisions(world, count_pair, &pairs) == 1 && pairs == 1, "one pair");
    check(hm_world_query(world, block, 100, 100, 0xFFFFFFFFu, NULL, NULL) == 1, "query");
    hm_world_move(world, rock, 102, 99);
    check(hm_world_collisions(world, NULL, NULL) == 0, "moved apart");
    hm_world_move(world, rock, 104, 99);
    hm_world_set_layers(world, rock, 2, 2); /* on layer 2, colliding with layer 2 only */
    check(hm_world_collisions(world, NULL, NULL) == 0, "layers keep them apart");
    hm_world_remove(world, far);
    check(hm_world_size(world) == 2 && !hm_world_contains(world, far), "removed");

    /* Any order is safe: an entry keeps its mask until it leaves. */
    hm_mask_free(block);
    hm_file_free(file);
    hm_world_free(world);
    if (failures == 0)
        printf("example: ok (hitmask %s)\n", hm_version());
    return failures == 0 ? 0 : 1;
}
