/* SPDX-License-Identifier: MIT */
/* Loads libhitmask at run time, as an FFI does (Python ctypes, C#'s DllImport, LuaJIT),
   calls a few functions looked up by name, and checks that the core's C++ symbols are
   not reachable. argv[1] is the library (its SONAME file). */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef void* (*mask_new_fn)(int, int);
typedef int (*mask_set_fn)(void*, int, int, int);
typedef long long (*area_fn)(const void*, const void*, int, int);
typedef void (*mask_free_fn)(void*);
typedef const char* (*version_fn)(void);
typedef void* (*world_new_fn)(int);
typedef uint32_t (*world_add_fn)(void*, const void*, int, int);
typedef long long (*world_collisions_fn)(void*, void (*)(uint32_t, uint32_t, void*), void*);
typedef void (*world_free_fn)(void*);

/* ISO C has no conversion from object to function pointers; copying the bytes is the
   portable way POSIX allows. */
static int lookup(void* library, const char* name, void* function, size_t size) {
    void* symbol = dlsym(library, name);
    if (!symbol) {
        printf("dlopen: %s is not exported\n", name);
        return 0;
    }
    memcpy(function, &symbol, size);
    return 1;
}

int main(int argc, char** argv) {
    void* library;
    version_fn version;
    mask_new_fn mask_new;
    mask_set_fn mask_set;
    area_fn overlap_area;
    mask_free_fn mask_free;
    world_new_fn world_new;
    world_add_fn world_add;
    world_collisions_fn world_collisions;
    world_free_fn world_free;
    void *a, *b, *world;
    long long area, pairs;
    int x, y;
    if (argc < 2)
        return 2;
    library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        printf("dlopen: %s\n", dlerror());
        return 1;
    }
    if (!lookup(library, "hm_version", &version, sizeof version) ||
        !lookup(library, "hm_mask_new", &mask_new, sizeof mask_new) ||
        !lookup(library, "hm_mask_set", &mask_set, sizeof mask_set) ||
        !lookup(library, "hm_overlap_area", &overlap_area, sizeof overlap_area) ||
        !lookup(library, "hm_mask_free", &mask_free, sizeof mask_free) ||
        !lookup(library, "hm_world_new", &world_new, sizeof world_new) ||
        !lookup(library, "hm_world_add", &world_add, sizeof world_add) ||
        !lookup(library, "hm_world_collisions", &world_collisions, sizeof world_collisions) ||
        !lookup(library, "hm_world_free", &world_free, sizeof world_free))
        return 1;
    /* hitmask::Mask::Mask(int, int) and hitmask::loadHmsk stay inside. */
    if (dlsym(library, "_ZN7hitmask4MaskC1Eii") || dlsym(library, "_ZN7hitmask4MaskC2Eii")) {
        printf("dlopen: the core's C++ symbols leak out\n");
        return 1;
    }
    a = mask_new(10, 10);
    b = mask_new(3, 3);
    for (y = 0; y < 10; ++y)
        for (x = 0; x < 10; ++x)
            mask_set(a, x, y, 1);
    mask_set(b, 2, 2, 1);
    mask_set(b, 0, 0, 1);
    area = overlap_area(a, b, 8, 8); /* b's (0, 0) lands on a's (8, 8); (2, 2) outside */
    world = world_new(64);
    world_add(world, a, 0, 0);
    world_add(world, b, 8, 8);
    world_add(world, b, 500, 500);
    pairs = world_collisions(world, NULL, NULL);
    world_free(world);
    mask_free(a);
    mask_free(b);
    if (area != 1 || pairs != 1) {
        printf("dlopen: area %lld, pairs %lld\n", area, pairs);
        return 1;
    }
    printf("dlopen: ok, hitmask %s\n", version());
    return dlclose(library) == 0 ? 0 : 1;
}
