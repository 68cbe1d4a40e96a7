// SPDX-License-Identifier: MIT
// The collision shapes a frame x channel exports, drawn over the canvas with their counts:
// its hand set as it is, or the boxes or polygons traced from its mask with the project's
// shape settings, the way the shape exports compute them. Tracing, and finding the pixels
// where a hand set and the mask disagree, run on a pool thread: a dithered 512² frame
// takes a good part of a second, so the previous result stays on screen, marked as being
// computed, until the new one arrives.
#pragma once

#include "export/shapes.h"
#include "viewoptions.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QImage>
#include <QPainter>
#include <atomic>
#include <functional>
#include <hitmask/colliders.hpp>
#include <memory>
#include <optional>

namespace hitmask {

struct ChannelMasks;

class ShapeOverlay {
    Q_DECLARE_TR_FUNCTIONS(ShapeOverlay)

public:
    // What the counts say of the shapes shown.
    struct Counts {
        bool hand = false; // a hand set, not traced shapes
        int shapes = 0;
        int vertices = 0; // of the polygons, holes included
        // Pixels where the shapes and the mask disagree; unknown while computing, and
        // for traced polygons that follow the pixels exactly (none by construction).
        std::optional<std::size_t> wrongPixels;
    };

    ShapeOverlay();
    ~ShapeOverlay();
    ShapeOverlay(const ShapeOverlay&) = delete;
    ShapeOverlay& operator=(const ShapeOverlay&) = delete;

    ShapeView view() const { return view_; }
    void setView(ShapeView view);
    // How traced shapes are made (the project's export settings); the kind is the view's.
    void setSettings(const ShapeSettings& settings);
    // The mask or the hand shapes changed: the shapes are worked out again from the next
    // paint on.
    void invalidate();

    // Draws the shapes of `masks` (its hand set, else traced from its effective mask) for
    // a frame whose top-left corner is at `origin`, `zoom` screen pixels per frame pixel,
    // with a summary in the top-left corner of `area`. Starts the computation when the
    // result is out of date; never waits for it.
    void paint(QPainter& painter, const ChannelMasks& masks, QPointF origin, double zoom,
               const QRect& area);

    // "27 boxes, 0 wrong pixels", "1 polygon, 100 vertices" or "Hand shapes: 3 shapes,
    // 12 vertices, 0 wrong pixels", with a note while new shapes are being computed;
    // empty with no view.
    QString summary() const;
    Counts counts() const;
    const FrameShapes& shapes() const { return shapes_; }
    // True while the shown result is not that of the last shapes and mask painted.
    bool computing() const { return view_ != ShapeView::None && !valid_; }

    // Called on the GUI thread when the overlay needs painting again: with true when
    // shapes of the current mask arrived, with false when a result came too late for the
    // mask as it is now (the next paint computes again).
    void onChange(std::function<void(bool ready)> callback) { onChange_ = std::move(callback); }

private:
    void start(const ChannelMasks& masks);
    void finished();
    QString countsText() const;
    void paintHand(QPainter& painter, QPointF origin, double zoom) const;

    ShapeView view_ = ShapeView::None;
    ShapeSettings settings_;
    bool valid_ = false;   // the result is that of the last shapes and mask painted
    bool shown_ = false;   // the result belongs to the current view, even if out of date
    bool running_ = false; // one computation at a time; watcher_ follows it
    bool failed_ = false;  // the last computation ran out of memory
    FrameShapes shapes_;
    // The hand set last painted (drawn at once, never out of date), and the pixels where
    // the last one computed disagrees with the mask: a frame-sized picture and its count.
    std::optional<Colliders> hand_;
    QImage wrongImage_;
    std::optional<std::size_t> wrongPixels_;
    // Bumped by every change; a result is kept only when its generation is still current.
    quint64 generation_ = 0;
    quint64 runningGeneration_ = 0;
    // One computation's result, handed over outside the future: taking a result out of a
    // QFuture resets it, and the pool thread's QPromise, destroyed later, then reported a
    // second, empty finish that read as "not enough memory".
    struct Job {
        FrameShapes shapes;
        QImage wrongImage;
        std::optional<std::size_t> wrongPixels;
        bool ok = false;                // false: ran out of memory
        std::atomic<bool> done = false; // set by the pool thread before it finishes
    };
    std::shared_ptr<Job> job_;
    QFutureWatcher<void> watcher_;
    std::function<void(bool)> onChange_;
};

} // namespace hitmask
