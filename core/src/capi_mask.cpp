// SPDX-License-Identifier: MIT
// The C API's masks and pixel collision tests, over hitmask::Mask and collide.hpp.
#include "capi_internal.hpp"

#include <hitmask/collide.hpp>

using hitmask::capi::guarded;
using hitmask::capi::store;

namespace hitmask::capi {

void retain(const hm_mask* mask) noexcept {
    std::atomic<std::uint32_t>& users = mask->owner ? mask->owner->users : mask->users;
    users.fetch_add(1, std::memory_order_relaxed);
}

void release(const hm_mask* mask) noexcept {
    if (mask->owner) {
        release(mask->owner);
        return;
    }
    if (mask->users.fetch_sub(1, std::memory_order_acq_rel) == 1)
        delete mask;
}

void release(hm_file* file) noexcept {
    if (file->users.fetch_sub(1, std::memory_order_acq_rel) == 1)
        delete file;
}

} // namespace hitmask::capi

namespace {

bool sizeAllowed(int width, int height) {
    return width >= 0 && height >= 0 &&
           hitmask::Mask::storageBytes(static_cast<std::uint32_t>(width),
                                       static_cast<std::uint32_t>(height)) <=
               hitmask::capi::kMaxMaskBytes;
}

hm_mask* adopt(hitmask::Mask&& mask) {
    auto handle = std::make_unique<hm_mask>();
    handle->mask = std::move(mask);
    return handle.release();
}

} // namespace

extern "C" {

hm_mask* hm_mask_new(int width, int height) noexcept {
    if (!sizeAllowed(width, height))
        return nullptr;
    return guarded<hm_mask*>(nullptr, [&] { return adopt(hitmask::Mask(width, height)); });
}

hm_mask* hm_mask_from_rgba(const uint8_t* rgba, int width, int height, ptrdiff_t stride,
                           uint8_t threshold) noexcept {
    if (!rgba || !sizeAllowed(width, height))
        return nullptr;
    const std::ptrdiff_t rowBytes = std::ptrdiff_t{width} * 4;
    if ((stride < 0 ? -stride : stride) < rowBytes)
        return nullptr;
    return guarded<hm_mask*>(nullptr, [&] {
        return adopt(hitmask::Mask::fromRgba(rgba, width, height, stride, threshold));
    });
}

void hm_mask_free(hm_mask* mask) noexcept {
    // A file's mask belongs to its file: freeing it here would free half a file.
    if (mask && !mask->owner)
        hitmask::capi::release(mask);
}

int hm_mask_width(const hm_mask* mask) noexcept {
    return mask ? mask->mask.width() : 0;
}

int hm_mask_height(const hm_mask* mask) noexcept {
    return mask ? mask->mask.height() : 0;
}

int hm_mask_get(const hm_mask* mask, int x, int y) noexcept {
    return mask && mask->mask.test(x, y) ? 1 : 0;
}

int hm_mask_set(hm_mask* mask, int x, int y, int solid) noexcept {
    if (!mask || x < 0 || y < 0 || x >= mask->mask.width() || y >= mask->mask.height())
        return 0;
    return guarded(0, [&] {
        mask->mask.set(x, y, solid != 0);
        return 1;
    });
}

long long hm_mask_count(const hm_mask* mask) noexcept {
    return mask ? static_cast<long long>(mask->mask.count()) : 0;
}

int hm_overlaps(const hm_mask* a, const hm_mask* b, int dx, int dy) noexcept {
    if (!a || !b)
        return 0;
    return guarded(0, [&] { return hitmask::overlaps(a->mask, b->mask, dx, dy) ? 1 : 0; });
}

long long hm_overlap_area(const hm_mask* a, const hm_mask* b, int dx, int dy) noexcept {
    if (!a || !b)
        return 0;
    return guarded(0LL, [&] {
        return static_cast<long long>(hitmask::overlapArea(a->mask, b->mask, dx, dy));
    });
}

int hm_first_contact(const hm_mask* a, const hm_mask* b, int dx, int dy, int* x, int* y) noexcept {
    if (!a || !b)
        return 0;
    return guarded(0, [&] {
        const std::optional<hitmask::Point> contact =
            hitmask::firstContact(a->mask, b->mask, dx, dy);
        if (!contact)
            return 0;
        store(x, contact->x);
        store(y, contact->y);
        return 1;
    });
}

} // extern "C"
