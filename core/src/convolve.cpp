// SPDX-License-Identifier: MIT
#include "rowbits.hpp"

#include <algorithm>
#include <climits>
#include <hitmask/convolve.hpp>
#include <hitmask/transform.hpp>

namespace hitmask {

void convolve(const Mask& a, const Mask& b, Mask& output, Point offset) {
    if (&output == &a || &output == &b) {
        const Mask aCopy = a, bCopy = b; // the copies are drawn from the unchanged masks
        convolve(aCopy, bCopy, output, offset);
        return;
    }
    const Rect from = a.bounds();
    if (from.isEmpty() || b.isEmpty() || output.width() == 0)
        return;
    // Two ways to draw the copies of a: blits, each keeping the output's bounds right at
    // once, or ORing rows straight in and refreshing the output once at the end, a pass
    // over all of it. The second wins unless the output dwarfs the copies.
    const long long copyWords = 1LL * from.height * (from.width / 64 + 2);
    const long long outputWords = 1LL * output.height() * output.wordsPerRow();
    const bool direct = static_cast<long long>(b.count()) * copyWords >= outputWords / 4;
    bool touched = false;
    const Rect bBox = b.bounds();
    for (int by = bBox.y; by < bBox.bottom(); ++by) {
        const std::uint64_t* bRow = b.row(by);
        for (int bx = detail::nextPixel(bRow, bBox.x, b.width(), true); bx < bBox.right();
             bx = detail::nextPixel(bRow, bx + 1, b.width(), true)) {
            // Where a's pixel (0, 0) lands, in 64 bits: a far offset must not wrap around
            // onto the output.
            const long long dx = 1LL * offset.x + b.width() - 1 - bx;
            const long long dy = 1LL * offset.y + b.height() - 1 - by;
            const long long left = std::max<long long>(dx + from.x, 0);
            const long long right = std::min<long long>(dx + from.right(), output.width());
            const long long top = std::max<long long>(dy + from.y, 0);
            const long long bottom = std::min<long long>(dy + from.bottom(), output.height());
            if (left >= right || top >= bottom)
                continue;
            if (!direct) {
                output.blit(a, from, static_cast<int>(dx + from.x), static_cast<int>(dy + from.y),
                            BlitOp::Or);
                continue;
            }
            touched = true;
            const int firstWord = static_cast<int>(left / 64);
            const int lastWord = static_cast<int>((right - 1) / 64);
            for (long long oy = top; oy < bottom; ++oy) {
                const std::uint64_t* aRow = a.row(static_cast<int>(oy - dy));
                std::uint64_t* oRow = output.mutableRow(static_cast<int>(oy));
                for (int k = firstWord; k <= lastWord; ++k)
                    oRow[k] |= detail::loadBits(aRow, a.wordsPerRow(), 64LL * k - dx);
            }
        }
    }
    if (touched)
        output.finishRows(); // also clears what the last words took in past the width
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
