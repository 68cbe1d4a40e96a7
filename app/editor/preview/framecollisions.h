// SPDX-License-Identifier: MIT
// The "frames that collide" table: every frame of animated sprite A against every frame
// of B at the preview's offset and poses, listing only the pairs whose pixels overlap.
#pragma once

#include <QWidget>
#include <cstddef>
#include <hitmask/mask.hpp>
#include <span>
#include <vector>

class QLabel;
class QTableWidget;

namespace hitmask {

struct FramePairHit {
    int frameA = 0; // frame indices, from 0
    int frameB = 0;
    std::size_t area = 0; // overlapping pixels
};

struct FramePairs {
    std::vector<FramePairHit> hits; // A's frame order, then B's
    bool capped = false;            // only the first cap frames of each sprite were tried
};

// Each frame of b with its top-left at (dx, dy) in each frame of a's pixels, as the
// shown frames are placed. One overlapArea per pair (linear in the pair's overlap), over
// at most cap x cap pairs.
[[nodiscard]] FramePairs collidingFramePairs(std::span<const Mask> a, std::span<const Mask> b,
                                             int dx, int dy, int cap);

class FrameCollisions final : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMaxFrames = 64; // per sprite: 4096 pairs at most per move

    explicit FrameCollisions(QWidget* parent = nullptr);

    // The posed masks of all frames of A (which == 0) or B (which == 1).
    void setFrames(int which, std::vector<Mask> posedFrames);
    // B's top-left in A's pixels; recomputes the table.
    void setOffset(int dx, int dy);

    QTableWidget* table() const { return table_; }
    QString summary() const;

private:
    void refresh();

    std::vector<Mask> frames_[2];
    int dx_ = 0;
    int dy_ = 0;
    QLabel* summary_;
    QTableWidget* table_;
};

} // namespace hitmask
