// SPDX-License-Identifier: MIT
#include "framecollisions.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <hitmask/collide.hpp>

namespace hitmask {

FramePairs collidingFramePairs(std::span<const Mask> a, std::span<const Mask> b, int dx, int dy,
                               int cap) {
    FramePairs pairs;
    const std::size_t limit = std::size_t(std::max(cap, 0));
    pairs.capped = a.size() > limit || b.size() > limit;
    const std::size_t na = std::min(a.size(), limit);
    const std::size_t nb = std::min(b.size(), limit);
    for (std::size_t i = 0; i < na; ++i)
        for (std::size_t j = 0; j < nb; ++j)
            if (const std::size_t area = overlapArea(a[i], b[j], dx, dy); area > 0)
                pairs.hits.push_back({int(i), int(j), area});
    return pairs;
}

FrameCollisions::FrameCollisions(QWidget* parent)
    : QWidget(parent)
    , summary_(new QLabel)
    , table_(new QTableWidget(0, 3)) {
    summary_->setWordWrap(true);
    table_->setHorizontalHeaderLabels({tr("Frame of A"), tr("Frame of B"), tr("Pixels")});
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setMinimumHeight(fontMetrics().height() * 6);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(summary_);
    layout->addWidget(table_);
    refresh();
}

void FrameCollisions::setFrames(int which, std::vector<Mask> posedFrames) {
    frames_[which == 0 ? 0 : 1] = std::move(posedFrames);
    refresh();
}

void FrameCollisions::setOffset(int dx, int dy) {
    if (dx == dx_ && dy == dy_)
        return;
    dx_ = dx;
    dy_ = dy;
    refresh();
}

QString FrameCollisions::summary() const {
    return summary_->text();
}

void FrameCollisions::refresh() {
    // Only two animated sprites have a table worth showing.
    const bool animated = frames_[0].size() > 1 && frames_[1].size() > 1;
    setVisible(animated);
    table_->setRowCount(0);
    if (!animated) {
        summary_->clear();
        return;
    }
    const FramePairs pairs = collidingFramePairs(frames_[0], frames_[1], dx_, dy_, kMaxFrames);
    const QLocale locale;
    table_->setRowCount(int(pairs.hits.size()));
    for (int row = 0; row < int(pairs.hits.size()); ++row) {
        const FramePairHit& hit = pairs.hits[std::size_t(row)];
        const QString cells[] = {locale.toString(hit.frameA + 1), locale.toString(hit.frameB + 1),
                                 locale.toString(qulonglong(hit.area))};
        for (int column = 0; column < 3; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(row, column, item);
        }
    }
    QString text = pairs.hits.empty()
                       ? tr("No pair of frames collides here.")
                       : tr("%n pair(s) of frames collide here:", nullptr, int(pairs.hits.size()));
    if (pairs.capped)
        text += QLatin1Char(' ') + tr("(only the first %1 frames of each sprite are compared)")
                                       .arg(locale.toString(kMaxFrames));
    summary_->setText(text);
}

} // namespace hitmask
