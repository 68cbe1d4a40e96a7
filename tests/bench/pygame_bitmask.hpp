// SPDX-License-Identifier: MIT
// pygame's bitmask.c, loaded at run time from the installed pygame module, as the
// peer the benchmark measures the core against.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <dlfcn.h>
#include <glob.h>
#include <string>

namespace hitmask::bench {

// The library's own layout: 64-pixel column stripes, pixel (x, y) at bit x % 64 of
// bits[(x / 64) * h + y].
struct PygameMask {
    int w;
    int h;
    unsigned long bits[1];
};

class PygameBitmask {
public:
    PygameMask* (*create)(int w, int h) = nullptr;
    void (*destroy)(PygameMask*) = nullptr;
    int (*overlap)(const PygameMask*, const PygameMask*, int, int) = nullptr;
    int (*overlapArea)(const PygameMask*, const PygameMask*, int, int) = nullptr;
    int (*overlapPos)(const PygameMask*, const PygameMask*, int, int, int*, int*) = nullptr;

    // Null when pygame is not installed; `why` then says what was missing.
    static const PygameBitmask* load(std::string& why) {
        static std::string reason;
        static const PygameBitmask* loaded = open(reason);
        why = reason;
        return loaded;
    }

    static void set(PygameMask* m, int x, int y) {
        m->bits[static_cast<std::size_t>(x / 64) * static_cast<std::size_t>(m->h) +
                static_cast<std::size_t>(y)] |= 1UL << (x % 64);
    }

private:
    static const PygameBitmask* open(std::string& why) {
        // The module's other symbols resolve against libpython; bitmask_* never call it,
        // but the loader needs the library present to bind the module at all.
        const char* pythons[] = {"libpython3.so", "libpython3.11.so.1.0", "libpython3.11.so",
                                 "libpython3.12.so.1.0", "libpython3.13.so.1.0"};
        void* python = nullptr;
        for (const char* name : pythons)
            if ((python = dlopen(name, RTLD_NOW | RTLD_GLOBAL)) != nullptr)
                break;
        if (python == nullptr) {
            why = "libpython3 not found";
            return nullptr;
        }
        std::string path;
        if (const char* forced = std::getenv("HITMASK_PYGAME_MASK")) {
            path = forced;
        } else {
            glob_t found{};
            if (glob("/usr/lib/python3/dist-packages/pygame/mask.cpython-*.so", 0, nullptr,
                     &found) == 0 &&
                found.gl_pathc > 0)
                path = found.gl_pathv[0];
            globfree(&found);
        }
        if (path.empty()) {
            why = "pygame's mask module not found (install python3-pygame)";
            return nullptr;
        }
        void* module = dlopen(path.c_str(), RTLD_LAZY | RTLD_LOCAL);
        if (module == nullptr) {
            why = std::string("cannot load ") + path + ": " + dlerror();
            return nullptr;
        }
        static PygameBitmask lib;
        lib.create = reinterpret_cast<decltype(lib.create)>(dlsym(module, "bitmask_create"));
        lib.destroy = reinterpret_cast<decltype(lib.destroy)>(dlsym(module, "bitmask_free"));
        lib.overlap = reinterpret_cast<decltype(lib.overlap)>(dlsym(module, "bitmask_overlap"));
        lib.overlapArea =
            reinterpret_cast<decltype(lib.overlapArea)>(dlsym(module, "bitmask_overlap_area"));
        lib.overlapPos =
            reinterpret_cast<decltype(lib.overlapPos)>(dlsym(module, "bitmask_overlap_pos"));
        if (!lib.create || !lib.destroy || !lib.overlap || !lib.overlapArea || !lib.overlapPos) {
            why = path + " lacks the bitmask_* symbols";
            return nullptr;
        }
        return &lib;
    }
};

} // namespace hitmask::bench
