// SPDX-License-Identifier: MIT
// The C API's masks and pixel collision tests, over hitmask::Mask and collide.hpp.
#include "capi_internal.hpp"

#include <hitmask/collide.hpp>
#include <hitmask/separation.hpp>

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

using hitmask::capi::fail;
using hitmask::capi::failNull;
using hitmask::capi::ok;

// Whether a mask of this size may be made; records why not for `function`.
bool sizeAllowed(int width, int height, const char* function) {
    if (width < 0 || height < 0) {
        fail(HM_ERROR_ARGUMENT, function, "size %d x %d is negative", width, height);
        return false;
    }
    if (hitmask::Mask::storageBytes(static_cast<std::uint32_t>(width),
                                    static_cast<std::uint32_t>(height)) >
        hitmask::capi::kMaxMaskBytes) {
        fail(HM_ERROR_LIMIT, function, "a %d x %d mask takes more than 1 GiB", width, height);
        return false;
    }
    return true;
}

hm_mask* adopt(hitmask::Mask&& mask) {
    auto handle = std::make_unique<hm_mask>();
    handle->mask = std::move(mask);
    return ok(handle.release());
}

// Both masks given, else the failure recorded for `function`.
bool both(const hm_mask* a, const hm_mask* b, const char* function) noexcept {
    if (a && b)
        return true;
    failNull(function, a ? "b" : "a");
    return false;
}

// A mask from LSB-first packed rows: eight bytes at a time into each 64-bit word.
hitmask::Mask fromBits(const std::uint8_t* bits, int width, int height, std::ptrdiff_t stride) {
    hitmask::Mask mask(width, height);
    const std::ptrdiff_t rowBytes = (std::ptrdiff_t{width} + 7) / 8;
    for (int y = 0; y < height; ++y) {
        const std::uint8_t* from = bits + std::ptrdiff_t{y} * stride;
        std::uint64_t* to = mask.mutableRow(y);
        for (std::ptrdiff_t k = 0; k < rowBytes; ++k)
            to[k / 8] |= std::uint64_t{from[k]} << (8 * (k % 8));
    }
    mask.finishRows(); // clears the bits past the width
    return mask;
}

} // namespace

extern "C" {

hm_mask* hm_mask_new(int width, int height) noexcept {
    if (!sizeAllowed(width, height, __func__))
        return nullptr;
    return guarded<hm_mask*>(nullptr, __func__,
                             [&] { return adopt(hitmask::Mask(width, height)); });
}

hm_mask* hm_mask_from_rgba(const uint8_t* rgba, int width, int height, ptrdiff_t stride,
                           uint8_t threshold) noexcept {
    if (!rgba)
        return failNull(__func__, "rgba"), nullptr;
    if (!sizeAllowed(width, height, __func__))
        return nullptr;
    const std::ptrdiff_t rowBytes = std::ptrdiff_t{width} * 4;
    if ((stride < 0 ? -stride : stride) < rowBytes) {
        fail(HM_ERROR_ARGUMENT, __func__, "stride %td is below the %td bytes of a row", stride,
             rowBytes);
        return nullptr;
    }
    return guarded<hm_mask*>(nullptr, __func__, [&] {
        return adopt(hitmask::Mask::fromRgba(rgba, width, height, stride, threshold));
    });
}

hm_mask* hm_mask_from_bits(const uint8_t* bits, int width, int height, ptrdiff_t stride) noexcept {
    if (!sizeAllowed(width, height, __func__))
        return nullptr;
    const bool empty = width == 0 || height == 0;
    if (!bits && !empty)
        return failNull(__func__, "bits"), nullptr;
    const std::ptrdiff_t rowBytes = (std::ptrdiff_t{width} + 7) / 8;
    if (!empty && (stride < 0 ? -stride : stride) < rowBytes) {
        fail(HM_ERROR_ARGUMENT, __func__, "stride %td is below the %td bytes of a row", stride,
             rowBytes);
        return nullptr;
    }
    return guarded<hm_mask*>(nullptr, __func__, [&] {
        return adopt(empty ? hitmask::Mask(width, height) : fromBits(bits, width, height, stride));
    });
}

void hm_mask_free(hm_mask* mask) noexcept {
    // A file's mask belongs to its file: freeing it here would free half a file.
    if (mask && mask->owner)
        return fail(HM_ERROR_ARGUMENT, __func__, "the mask belongs to a file");
    if (mask)
        hitmask::capi::release(mask);
    ok(0);
}

int hm_mask_width(const hm_mask* mask) noexcept {
    return mask ? ok(mask->mask.width()) : (failNull(__func__, "mask"), 0);
}

int hm_mask_height(const hm_mask* mask) noexcept {
    return mask ? ok(mask->mask.height()) : (failNull(__func__, "mask"), 0);
}

int hm_mask_get(const hm_mask* mask, int x, int y) noexcept {
    // Outside the mask is empty, an answer rather than an error, as in the collision tests.
    return mask ? ok(mask->mask.test(x, y) ? 1 : 0) : (failNull(__func__, "mask"), 0);
}

int hm_mask_set(hm_mask* mask, int x, int y, int solid) noexcept {
    if (!mask)
        return failNull(__func__, "mask"), 0;
    if (x < 0 || y < 0 || x >= mask->mask.width() || y >= mask->mask.height()) {
        fail(HM_ERROR_ARGUMENT, __func__, "pixel (%d, %d) is outside the %d x %d mask", x, y,
             mask->mask.width(), mask->mask.height());
        return 0;
    }
    return guarded(0, __func__, [&] {
        mask->mask.set(x, y, solid != 0);
        return ok(1);
    });
}

long long hm_mask_count(const hm_mask* mask) noexcept {
    return mask ? ok(static_cast<long long>(mask->mask.count()))
                : (failNull(__func__, "mask"), 0LL);
}

// The per-pair hot path: the error is recorded only on failure (hitmask_common.h).
int hm_overlaps(const hm_mask* a, const hm_mask* b, int dx, int dy) noexcept {
    if (!both(a, b, __func__))
        return 0;
    return guarded(0, __func__,
                   [&] { return hitmask::overlaps(a->mask, b->mask, dx, dy) ? 1 : 0; });
}

long long hm_overlap_area(const hm_mask* a, const hm_mask* b, int dx, int dy) noexcept {
    if (!both(a, b, __func__))
        return 0;
    return guarded(0LL, __func__, [&] {
        return static_cast<long long>(hitmask::overlapArea(a->mask, b->mask, dx, dy));
    });
}

int hm_first_contact(const hm_mask* a, const hm_mask* b, int dx, int dy, int* x, int* y) noexcept {
    if (!both(a, b, __func__))
        return 0;
    return guarded(0, __func__, [&] {
        const std::optional<hitmask::Point> contact =
            hitmask::firstContact(a->mask, b->mask, dx, dy);
        if (!contact)
            return 0;
        store(x, contact->x);
        store(y, contact->y);
        return 1;
    });
}

int hm_separation(const hm_mask* a, const hm_mask* b, int dx, int dy,
                  hm_separation_t* out) noexcept {
    if (!both(a, b, __func__))
        return -1;
    if (!out)
        return failNull(__func__, "out"), -1;
    return guarded(-1, __func__, [&] {
        *out = hitmask::capi::toC(hitmask::separation(a->mask, b->mask, dx, dy));
        // Overlapping masks need at least one pixel of push every way.
        return ok((out->left | out->right | out->up | out->down) != 0 ? 1 : 0);
    });
}

hm_mask* hm_overlap_mask(const hm_mask* a, const hm_mask* b, int dx, int dy) noexcept {
    if (!both(a, b, __func__))
        return nullptr;
    return guarded<hm_mask*>(nullptr, __func__,
                             [&] { return adopt(hitmask::overlapMask(a->mask, b->mask, dx, dy)); });
}

} // extern "C"
