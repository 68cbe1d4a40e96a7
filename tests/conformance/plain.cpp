// SPDX-License-Identifier: MIT
// The oracles of the pair answers: plain loops over the pictures, from the definitions,
// sharing no code with the core.
#include "conformance.hpp"

#include <algorithm>

namespace conformance {

hitmask::Point Push::vector() const {
    if (left == 0 && right == 0 && up == 0 && down == 0)
        return {0, 0};
    const std::int64_t least = std::min({left, right, up, down});
    if (left == least)
        return {static_cast<int>(-left), 0};
    if (right == least)
        return {static_cast<int>(right), 0};
    if (up == least)
        return {0, static_cast<int>(-up)};
    return {0, static_cast<int>(down)};
}

Box solidBox(const Picture& p) {
    Box box{p.width, p.height, 0, 0};
    for (int y = 0; y < p.height; ++y)
        for (int x = 0; x < p.width; ++x)
            if (p.at(x, y)) {
                box.x0 = std::min(box.x0, x);
                box.y0 = std::min(box.y0, y);
                box.x1 = std::max(box.x1, x + 1);
                box.y1 = std::max(box.y1, y + 1);
            }
    return box.x1 == 0 ? Box{} : box;
}

OffsetAnswer bruteForce(const Picture& a, const Picture& b, std::int64_t dx, std::int64_t dy,
                        bool stopAtFirst) {
    OffsetAnswer answer;
    answer.dx = dx;
    answer.dy = dy;
    const std::int64_t top = std::max<std::int64_t>(0, dy);
    const std::int64_t bottom = std::min<std::int64_t>(a.height, dy + b.height);
    const std::int64_t left = std::max<std::int64_t>(0, dx);
    const std::int64_t right = std::min<std::int64_t>(a.width, dx + b.width);
    for (std::int64_t y = top; y < bottom; ++y)
        for (std::int64_t x = left; x < right; ++x)
            if (a.at(static_cast<int>(x), static_cast<int>(y)) &&
                b.at(static_cast<int>(x - dx), static_cast<int>(y - dy))) {
                if (!answer.hasContact)
                    answer.contact = {static_cast<int>(x), static_cast<int>(y)};
                answer.hasContact = answer.overlaps = true;
                ++answer.area;
                if (stopAtFirst)
                    return answer;
            }
    return answer;
}

Push plainSeparation(const Picture& a, const Picture& b, std::int64_t dx, std::int64_t dy) {
    Push push;
    if (!bruteForce(a, b, dx, dy, true).overlaps)
        return push;
    auto distance = [&](std::int64_t stepX, std::int64_t stepY) {
        std::int64_t k = 1;
        while (bruteForce(a, b, dx + k * stepX, dy + k * stepY, true).overlaps)
            ++k;
        return k;
    };
    push.left = distance(-1, 0);
    push.right = distance(1, 0);
    push.up = distance(0, -1);
    push.down = distance(0, 1);
    return push;
}

Picture plainOverlapMask(const Picture& a, const Picture& b, std::int64_t dx, std::int64_t dy) {
    Picture out(a.width, a.height);
    for (int y = 0; y < a.height; ++y)
        for (int x = 0; x < a.width; ++x) {
            const std::int64_t bx = x - dx;
            const std::int64_t by = y - dy;
            if (a.at(x, y) && bx >= 0 && by >= 0 && bx < b.width && by < b.height &&
                b.at(static_cast<int>(bx), static_cast<int>(by)))
                out.put(x, y, true);
        }
    return out;
}

} // namespace conformance
