/* SPDX-License-Identifier: MIT */
/* A C game's use of Hitmask: load the masks a build exported, collide two, run a world.
   The README shows this file; the test capi_example runs it on a conformance file. */
#include <hitmask/hitmask.h>
#include <stdio.h>

static int wrong = 0;

static void expect(int ok, const char* what) {
    if (!ok) {
        printf("unexpected: %s\n", what);
        ++wrong;
    }
}

/* Called once per colliding pair, first < second, in order. */
static void on_pair(uint32_t first, uint32_t second, void* user) {
    printf("entries %lu and %lu touch\n", (unsigned long)first, (unsigned long)second);
    ++*(int*)user;
}

int main(int argc, char** argv) {
    char error[256];
    hm_file* file = hm_file_load(argc > 1 ? argv[1] : "ship.hmsk", error, sizeof error);
    if (!file) {
        printf("%s\n", error); /* "cannot open ship.hmsk: ...", or what is wrong in it */
        return 1;
    }
    /* Frame 0, channel 0: the collision mask. The file owns it. */
    const hm_mask* ship = hm_file_mask(file, 0, 0);
    int ox = 0, oy = 0, px = -1, py = -1, x = 0, y = 0, pairs = 0;
    hm_file_origin(file, 0, &ox, &oy); /* the pivot: the frame goes at (x - ox, y - oy) */
    for (y = 0; y < hm_mask_height(ship) && px < 0; ++y)
        for (x = 0; x < hm_mask_width(ship) && px < 0; ++x)
            if (hm_mask_get(ship, x, y)) {
                px = x; /* the ship's first solid pixel */
                py = y;
            }

    /* A 3 x 3 rock from RGBA pixels: solid where alpha > 127. */
    uint8_t rgba[3 * 3 * 4] = {0};
    for (int i = 3; i < (int)sizeof rgba; i += 4)
        rgba[i] = 255;
    hm_mask* rock = hm_mask_from_rgba(rgba, 3, 3, 3 * 4, 127);

    /* (dx, dy) is where the rock's top-left lies in the ship's pixels: here, centred on
       that first pixel. Any int offset is safe. */
    expect(hm_overlaps(ship, rock, px - 1, py - 1), "the rock hits the ship");
    expect(hm_overlap_area(ship, rock, px - 1, py - 1) >= 1, "they share pixels");
    expect(hm_first_contact(ship, rock, px - 1, py - 1, &x, &y) && y <= py, "first contact");
    expect(!hm_overlaps(ship, rock, 2000000000, -2000000000), "far apart");

    /* A world: every colliding pair in one call. */
    hm_world* world = hm_world_new(64); /* cells about a sprite's size */
    uint32_t a = hm_world_add(world, ship, 100 - ox, 80 - oy);
    uint32_t b = hm_world_add(world, rock, 100 - ox + px - 1, 80 - oy + py - 1);
    uint32_t c = hm_world_add(world, rock, -5000, 7);
    expect(hm_world_collisions(world, on_pair, &pairs) == 1 && pairs == 1, "one pair");
    expect(hm_world_query(world, rock, -5000, 7, 0xFFFFFFFFu, NULL, NULL) == 1, "query");
    hm_world_set_layers(world, b, 2, 2); /* on layer 2, colliding with layer 2 only */
    expect(hm_world_collisions(world, NULL, NULL) == 0, "layers keep them apart");
    hm_world_move(world, c, 100 - ox + px - 1, 80 - oy + py - 1); /* onto the ship */
    hm_world_remove(world, a);
    expect(hm_world_collisions(world, NULL, NULL) == 0 && hm_world_size(world) == 2, "removed");

    /* Any order of frees is safe: an entry keeps its mask until it leaves. */
    hm_mask_free(rock);
    hm_file_free(file);
    hm_world_free(world);
    printf("%s (hitmask %s)\n", wrong ? "failed" : "ok", hm_version());
    return wrong ? 1 : 0;
}
