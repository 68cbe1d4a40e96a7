/* SPDX-License-Identifier: MIT */
/* A C game's use of Hitmask: load the masks a build exported, collide two, run a world
   frame by frame with contact events and queries. docs/c-api.md shows this file; the test
   capi_example runs it on a conformance file. */
#include <hitmask/hitmask.h>
#include <stdio.h>

static int wrong = 0;

static void expect(int ok, const char* what) {
    if (!ok) {
        printf("unexpected: %s\n", what);
        ++wrong;
    }
}

/* Called once per colliding pair, first < second, sorted by id. */
static void on_pair(uint32_t first, uint32_t second, void* user) {
    printf("entries %lu and %lu touch\n", (unsigned long)first, (unsigned long)second);
    ++*(int*)user;
}

/* Called by hm_world_step() once per pair touching now or at the previous step. */
static void on_contact(uint32_t first, uint32_t second, int phase, void* user) {
    static const char* const names[] = {"began", "stayed", "ended"};
    printf("contact %lu-%lu %s\n", (unsigned long)first, (unsigned long)second, names[phase]);
    ++((int*)user)[phase]; /* counts[HM_CONTACT_BEGAN], ... */
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
    int ox = 0, oy = 0, px = -1, py = -1, x = 0, y = 0, pairs = 0, frame = 0;
    int counts[3] = {0, 0, 0};
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
    expect(!hm_world_contains(world, a) && !hm_world_move(world, a, 0, 0), "a's id is stale");

    /* A game loop: move things, then hm_world_step() says which contacts began, stayed
       and ended since the last frame. A rock slides right, across rock c. */
    int cx = 0, cy = 0;
    hm_world_position(world, c, &cx, &cy);
    uint32_t d = hm_world_add(world, rock, cx - 10, cy);
    hm_world_set_user_data(world, d, &counts); /* say, the game object; read it back anywhere */
    for (frame = 0; frame < 5; ++frame) {
        hm_world_move(world, d, cx - 10 + 4 * frame, cy); /* touches c at frames 2 and 3 */
        hm_world_step(world, on_contact, counts);
    }
    expect(counts[HM_CONTACT_BEGAN] == 1 && counts[HM_CONTACT_STAYED] == 1 &&
               counts[HM_CONTACT_ENDED] == 1,
           "one contact began, stayed a frame, ended");
    expect(hm_world_user_data(world, d) == (void*)&counts, "user data");

    /* Queries: what is at a pixel, and what a shot along row cy + 1 hits first,
       leaving out the shooter (b, on the same spot as c). */
    expect(hm_world_query_point(world, cx, cy, 0xFFFFFFFFu, HM_INVALID_ID, NULL, NULL) == 2,
           "b and c at one pixel");
    expect(hm_world_query_segment(world, cx - 50, cy + 1, cx + 50, cy + 1, 0xFFFFFFFFu, b, &x,
                                  &y) == c &&
               x == cx && y == cy + 1,
           "the shot hits c at its left edge");

    /* Any order of frees is safe: an entry keeps its mask until it leaves. */
    hm_mask_free(rock);
    hm_file_free(file);
    hm_world_free(world);
    printf("%s (hitmask %s)\n", wrong ? "failed" : "ok", hm_version());
    return wrong ? 1 : 0;
}
