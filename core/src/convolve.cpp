// SPDX-License-Identifier: MIT
#include <climits>
#include <hitmask/convolve.hpp>
#include <hitmask/transform.hpp>

namespace hitmask {

void convolve(const Mask& a, const Mask& b, Mask& output, Point offset) {
    const Rect from = a.bounds();
    if (from.isEmpty() || b.isEmpty() || output.width() == 0)
        return;
    const Rect bBox = b.bounds();
    for (int by = bBox.y; by < bBox.bottom(); ++by) {
        for (int bx = bBox.x; bx < bBox.right(); ++bx) {
            if (!b.test(bx, by))
                continue;
            // In 64 bits: a far offset must not wrap around onto the output.
            const long long x = 1LL * offset.x + b.width() - 1 - bx + from.x;
            const long long y = 1LL * offset.y + b.height() - 1 - by + from.y;
            if (x >= output.width() || y >= output.height() || x + from.width <= 0 ||
                y + from.height <= 0)
                continue;
            output.blit(a, from, static_cast<int>(x), static_cast<int>(y), BlitOp::Or);
        }
    }
}

Mask convolved(const Mask& a, const Mask& b) {
    const long long width = 1LL * a.width() + b.width() - 1;
    const long long height = 1LL * a.height() + b.height() - 1;
    if (width < 1 || height < 1 || width > INT_MAX || height > INT_MAX ||
        height > kMaxTransformedPixels / width)
        return {};
    Mask out(static_cast<int>(width), static_cast<int>(height));
    convolve(a, b, out);
    return out;
}

} // namespace hitmask
