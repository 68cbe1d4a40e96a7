/* SPDX-License-Identifier: MIT */
/* The runtimes' shared benchmark scene through the C API: per-call pair tests, a World
 * frame at 1,000 and 3,000 sprites, and queries, printed as key = value lines that
 * tests/bench/runtimes/run.py sets beside the other languages' (scene.md there). */
#include <hitmask/hitmask.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { FIELD_W = 1024, FIELD_H = 768, FRAMES = 10, RUNS = 5, QUERIES = 256 };

static unsigned long lcg_state;

/* The scene's generator: s = (s * 1103515245 + 12345) mod 2^31, draws from bits 16-30. */
static int draw(int n) {
    lcg_state = (lcg_state * 1103515245ul + 12345ul) % 2147483648ul;
    return (int)((lcg_state >> 16) % (unsigned long)n);
}

static double cpu_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static hm_mask* disc(void) {
    hm_mask* mask = hm_mask_new(32, 32);
    for (int y = 0; y < 32; ++y)
        for (int x = 0; x < 32; ++x)
            hm_mask_set(mask, x, y,
                        (2 * x - 31) * (2 * x - 31) + (2 * y - 31) * (2 * y - 31) <= 1024);
    return mask;
}

static long long sink;

static void per_call(const hm_mask* disc_mask) {
    enum { CALLS = 1000000 };
    double best[3] = {1e30, 1e30, 1e30};
    int cx = 0, cy = 0;
    for (int run = 0; run < RUNS; ++run) {
        double start = cpu_seconds();
        for (int i = 0; i < CALLS; ++i)
            sink += hm_overlaps(disc_mask, disc_mask, 20, 9);
        double t = cpu_seconds() - start;
        best[0] = t < best[0] ? t : best[0];
        start = cpu_seconds();
        for (int i = 0; i < CALLS; ++i)
            sink += hm_overlap_area(disc_mask, disc_mask, 20, 9);
        t = cpu_seconds() - start;
        best[1] = t < best[1] ? t : best[1];
        start = cpu_seconds();
        for (int i = 0; i < CALLS; ++i)
            sink += hm_first_contact(disc_mask, disc_mask, 20, 9, &cx, &cy);
        t = cpu_seconds() - start;
        best[2] = t < best[2] ? t : best[2];
    }
    printf("overlaps_ns = %.1f\noverlap_area_ns = %.1f\nfirst_contact_ns = %.1f\n",
           best[0] / CALLS * 1e9, best[1] / CALLS * 1e9, best[2] / CALLS * 1e9);
    printf("check_overlap = %d %lld %d,%d\n", hm_overlaps(disc_mask, disc_mask, 20, 9),
           hm_overlap_area(disc_mask, disc_mask, 20, 9), cx, cy);
}

typedef struct scene {
    hm_world* world;
    int n;
    uint32_t* ids;
    int32_t *xy, *v; /* x0, y0, x1, y1, ... */
    hm_contact* events;
    hm_pair* pairs;
    long long capacity, pair_total, event_total;
} scene;

static void advance(scene* s) {
    for (int i = 0; i < 2 * s->n; i += 2) {
        s->xy[i] = (s->xy[i] + s->v[i] + FIELD_W) % FIELD_W;
        s->xy[i + 1] = (s->xy[i + 1] + s->v[i + 1] + FIELD_H) % FIELD_H;
    }
}

static long long step(scene* s) {
    long long n = hm_world_step_into(s->world, s->events, s->capacity);
    while (n > s->capacity) { /* held events come on the next call, no second step */
        s->capacity = 2 * n;
        s->events = realloc(s->events, (size_t)s->capacity * sizeof *s->events);
        s->pairs = realloc(s->pairs, (size_t)s->capacity * sizeof *s->pairs);
        n = hm_world_step_into(s->world, s->events, s->capacity);
    }
    return n;
}

static long long collisions(scene* s) {
    long long n = hm_world_collisions_into(s->world, s->pairs, s->capacity);
    if (n > s->capacity) {
        s->capacity = 2 * n;
        s->events = realloc(s->events, (size_t)s->capacity * sizeof *s->events);
        s->pairs = realloc(s->pairs, (size_t)s->capacity * sizeof *s->pairs);
        n = hm_world_collisions_into(s->world, s->pairs, s->capacity);
    }
    return n;
}

static void build(scene* s, const hm_mask* disc_mask, int n) {
    s->world = hm_world_new(64);
    s->n = n;
    s->ids = malloc((size_t)n * sizeof *s->ids);
    s->xy = malloc((size_t)n * 2 * sizeof *s->xy);
    s->v = malloc((size_t)n * 2 * sizeof *s->v);
    s->capacity = 16;
    s->events = malloc((size_t)s->capacity * sizeof *s->events);
    s->pairs = malloc((size_t)s->capacity * sizeof *s->pairs);
    s->pair_total = s->event_total = 0;
    lcg_state = 1;
    for (int i = 0; i < n; ++i) {
        s->xy[2 * i] = draw(FIELD_W);
        s->xy[2 * i + 1] = draw(FIELD_H);
        s->v[2 * i] = draw(7) - 3;
        s->v[2 * i + 1] = draw(7) - 3;
        s->ids[i] = hm_world_add(s->world, disc_mask, s->xy[2 * i], s->xy[2 * i + 1]);
    }
    s->event_total += step(s);
}

static void frames(scene* s) {
    double single = 1e30, many = 1e30, pairs = 1e30;
    for (int run = 0; run < RUNS; ++run) {
        double start = cpu_seconds();
        for (int f = 0; f < FRAMES; ++f) {
            advance(s);
            for (int i = 0; i < s->n; ++i)
                hm_world_move(s->world, s->ids[i], s->xy[2 * i], s->xy[2 * i + 1]);
            s->event_total += step(s);
        }
        double t = cpu_seconds() - start;
        single = t < single ? t : single;
    }
    for (int run = 0; run < RUNS; ++run) {
        double moving = 0, colliding = 0;
        for (int f = 0; f < FRAMES; ++f) {
            double start = cpu_seconds();
            advance(s);
            hm_world_move_many(s->world, s->ids, s->xy, s->n);
            s->event_total += step(s);
            double middle = cpu_seconds();
            s->pair_total += collisions(s);
            colliding += cpu_seconds() - middle;
            moving += middle - start;
        }
        many = moving < many ? moving : many;
        pairs = colliding < pairs ? colliding : pairs;
    }
    printf("frame_move_step_us_%d = %.1f\n", s->n, single / FRAMES * 1e6);
    printf("frame_move_many_step_us_%d = %.1f\n", s->n, many / FRAMES * 1e6);
    printf("collisions_us_%d = %.1f\n", s->n, pairs / FRAMES * 1e6);
    printf("check_counts_%d = %lld pairs %lld events\n", s->n, s->pair_total, s->event_total);
}

static void queries(scene* s) {
    int points[QUERIES][2], segments[QUERIES][4];
    lcg_state = 2;
    for (int i = 0; i < QUERIES; ++i) {
        points[i][0] = draw(FIELD_W);
        points[i][1] = draw(FIELD_H);
        int side = draw(4), u = draw(601) - 300;
        segments[i][0] = draw(FIELD_W);
        segments[i][1] = draw(FIELD_H);
        segments[i][2] = segments[i][0] + (side == 0 ? 300 : side == 1 ? -300 : u);
        segments[i][3] = segments[i][1] + (side == 2 ? 300 : side == 3 ? -300 : u);
    }
    uint32_t found[64];
    long long point_ids = 0, hits = 0, hit_sum = 0;
    double best_point = 1e30, best_segment = 1e30;
    for (int run = 0; run < RUNS; ++run) {
        point_ids = hits = hit_sum = 0;
        double start = cpu_seconds();
        for (int i = 0; i < QUERIES; ++i)
            point_ids += hm_world_query_point_into(s->world, points[i][0], points[i][1],
                                                   0xFFFFFFFFu, HM_INVALID_ID, found, 64);
        double middle = cpu_seconds();
        for (int i = 0; i < QUERIES; ++i) {
            int x = 0, y = 0;
            uint32_t id =
                hm_world_query_segment(s->world, segments[i][0], segments[i][1], segments[i][2],
                                       segments[i][3], 0xFFFFFFFFu, HM_INVALID_ID, &x, &y);
            if (id != HM_INVALID_ID) {
                ++hits;
                hit_sum += x + y;
            }
        }
        double end = cpu_seconds();
        best_point = middle - start < best_point ? middle - start : best_point;
        best_segment = end - middle < best_segment ? end - middle : best_segment;
    }
    printf("query_point_us = %.2f\nquery_segment_us = %.2f\n", best_point / QUERIES * 1e6,
           best_segment / QUERIES * 1e6);
    printf("check_queries = %lld ids %lld hits %lld\n", point_ids, hits, hit_sum);
}

static void release(scene* s) {
    hm_world_free(s->world);
    free(s->ids);
    free(s->xy);
    free(s->v);
    free(s->events);
    free(s->pairs);
}

int main(void) {
    hm_mask* disc_mask = disc();
    printf("runtime = C\n");
    per_call(disc_mask);
    scene s;
    build(&s, disc_mask, 1000);
    frames(&s);
    queries(&s);
    release(&s);
    build(&s, disc_mask, 3000);
    frames(&s);
    release(&s);
    hm_mask_free(disc_mask);
    return sink == 42 ? 1 : 0; /* keeps the timed calls' results alive */
}
