// SPDX-License-Identifier: MIT
// Fuzz target: the C API on any bytes. The first byte sizes the error buffer (0 to 63
// bytes); the rest is an HMSK file. A refusal must leave a terminated message that
// fits; a file that loads must answer every accessor within range, collide its masks
// and run them in a world; the bytes also go through hm_mask_from_rgba.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <hitmask/hitmask.h>

namespace {

void require(bool ok) {
    if (!ok)
        std::abort();
}

void countPair(uint32_t first, uint32_t second, void* user) {
    require(first < second);
    ++*static_cast<long long*>(user);
}

// A pair's details as hm_world_collisions_detail() computes them, asked for again one
// by one.
void checkDetail(uint32_t first, uint32_t second, long long area, int x, int y, void* user) {
    const auto* world = static_cast<const hm_world*>(user);
    int cx = 0, cy = 0;
    require(area > 0 && area == hm_world_overlap_area(world, first, second));
    require(hm_world_first_contact(world, first, second, &cx, &cy) == 1 && cx == x && cy == y);
}

void exercise(const hm_file* file) {
    const int frames = hm_file_frames(file);
    const int channels = hm_file_channels(file);
    require(frames >= 1 && channels >= 1);
    require(hm_file_version(file) == 1 || hm_file_version(file) == 2);
    require(hm_file_encoding(file) != nullptr);
    for (int c = 0; c < channels; ++c) {
        const char* name = hm_file_channel_name(file, c);
        require(name && hm_file_channel_index(file, name) == c);
    }
    require(hm_file_channel_name(file, channels) == nullptr);
    hm_world* world = hm_world_new(32);
    const hm_mask* previous = nullptr;
    for (int f = 0; f < frames && f < 64; ++f) {
        int x = 0, y = 0;
        require(hm_file_origin(file, f, &x, &y) == 1);
        for (int c = 0; c < channels && c < 8; ++c) {
            const hm_mask* mask = hm_file_mask(file, f, c);
            require(mask && hm_mask_width(mask) == hm_file_frame_width(file, f) &&
                    hm_mask_height(mask) == hm_file_frame_height(file, f));
            const long long count = hm_mask_count(mask);
            require(count >= 0 &&
                    count <= static_cast<long long>(hm_mask_width(mask)) * hm_mask_height(mask));
            require(hm_overlap_area(mask, mask, 0, 0) == count);
            if (previous) {
                const long long area = hm_overlap_area(previous, mask, x, y);
                int cx = 0, cy = 0;
                require((area > 0) == (hm_overlaps(previous, mask, x, y) == 1));
                require((area > 0) == (hm_first_contact(previous, mask, x, y, &cx, &cy) == 1));
            }
            require(hm_world_add(world, mask, x, y) != HM_INVALID_ID);
            previous = mask;
        }
    }
    long long pairs = 0;
    require(hm_world_collisions(world, countPair, &pairs) == pairs);
    require(hm_world_collisions_detail(world, HM_DETAIL_AREA | HM_DETAIL_CONTACT, checkDetail,
                                       world) == pairs);
    require(hm_world_step(world, nullptr, nullptr) == pairs); // all began
    require(hm_world_step(world, nullptr, nullptr) == pairs); // all stayed
    int hx = 0, hy = 0;
    const uint32_t hit =
        hm_world_query_segment(world, -70000, 3, 70000, 5, 0xFFFFFFFFu, HM_INVALID_ID, &hx, &hy);
    require(hit == HM_INVALID_ID ||
            hm_world_query_point(world, hx, hy, 0xFFFFFFFFu, HM_INVALID_ID, nullptr, nullptr) >= 1);
    hm_world_free(world);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    const std::size_t errorSize = data[0] % 64;
    char error[64];
    std::memset(error, 'X', sizeof error);
    hm_file* file = hm_file_load_memory(data + 1, size - 1, error, errorSize);
    if (!file) {
        if (errorSize > 0)
            require(std::memchr(error, '\0', errorSize) != nullptr);
        require(errorSize == sizeof error || error[errorSize] == 'X'); // nothing past the size
    } else {
        exercise(file);
        hm_file_free(file);
    }
    // The same bytes as RGBA pixels, as wide as the first byte says.
    const int width = 1 + data[0] % 16;
    const int height = static_cast<int>((size - 1) / (static_cast<std::size_t>(width) * 4));
    if (height > 0) {
        hm_mask* mask = hm_mask_from_rgba(data + 1, width, height, width * 4, data[0]);
        require(mask && hm_mask_width(mask) == width && hm_mask_height(mask) == height);
        hm_mask_free(mask);
    }
    return 0;
}
