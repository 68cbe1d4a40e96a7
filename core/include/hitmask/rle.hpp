// SPDX-License-Identifier: MIT
// Run-length masks: each row as alternating runs of empty and solid pixels.
#pragma once

#include <cstdint>
#include <hitmask/mask.hpp>
#include <span>
#include <vector>

namespace hitmask {

// Every row starts with an empty run (possibly of length 0) and then alternates solid,
// empty, solid, ...; a row's runs add up to the width, and no run but the first is 0
// long. Sparse or blocky sprites take far less memory than bits, and two of them can
// be tested for overlap directly on the runs.
class RleMask {
public:
    RleMask() = default;
    explicit RleMask(const Mask& mask);

    [[nodiscard]] int width() const noexcept { return width_; }
    [[nodiscard]] int height() const noexcept { return height_; }

    // Run lengths of row y, the first one empty.
    [[nodiscard]] std::span<const std::uint32_t> rowRuns(int y) const noexcept {
        const auto row = static_cast<std::size_t>(y);
        return {runs_.data() + rowStart_[row], runs_.data() + rowStart_[row + 1]};
    }
    [[nodiscard]] std::size_t runCount() const noexcept { return runs_.size(); }
    // Rows that hold solid pixels are first..last-1.
    [[nodiscard]] int firstSolidRow() const noexcept { return firstSolidRow_; }
    [[nodiscard]] int endSolidRow() const noexcept { return endSolidRow_; }

    [[nodiscard]] Mask toMask() const;

    friend bool operator==(const RleMask&, const RleMask&) = default;

private:
    int width_ = 0;
    int height_ = 0;
    int firstSolidRow_ = 0;
    int endSolidRow_ = 0;
    std::vector<std::uint32_t> runs_;
    std::vector<std::size_t> rowStart_{0};
};

// Same meaning as the Mask overload, computed on the runs without decoding them.
[[nodiscard]] bool overlaps(const RleMask& a, const RleMask& b, int dx, int dy);

} // namespace hitmask
