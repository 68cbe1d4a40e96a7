// SPDX-License-Identifier: MIT
// Collision boxes or polygons drawn over the canvas with their counts, computed from the
// frame's mask the way the shape exports compute them, and again only when it changes.
// The work runs on a pool thread: a dithered 512² frame takes a good part of a second, so
// the previous shapes stay on screen, marked as being computed, until the new ones arrive.
#pragma once

#include "export/shapes.h"
#include "viewoptions.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QPainter>
#include <atomic>
#include <functional>
#include <memory>

namespace hitmask {

class ShapeOverlay {
    Q_DECLARE_TR_FUNCTIONS(ShapeOverlay)

public:
    ShapeOverlay();
    ~ShapeOverlay();
    ShapeOverlay(const ShapeOverlay&) = delete;
    ShapeOverlay& operator=(const ShapeOverlay&) = delete;

    ShapeView view() const { return view_; }
    void setView(ShapeView view);
    // The mask changed: the shapes are worked out again from the next paint on.
    void invalidate();

    // Draws the shapes of `mask` for a frame whose top-left corner is at `origin`, `zoom`
    // screen pixels per frame pixel, with a summary in the top-left corner of `area`.
    // Starts the computation when the shapes are out of date; never waits for it.
    void paint(QPainter& painter, const Mask& mask, QPointF origin, double zoom, const QRect& area);

    // "27 boxes, 0 wrong pixels" or "1 polygon, 100 vertices", with a note while new
    // shapes are being computed; empty with no view.
    QString summary() const;
    const FrameShapes& shapes() const { return shapes_; }
    // True while the shown shapes are not those of the last mask painted.
    bool computing() const { return view_ != ShapeView::None && !valid_; }

    // Called on the GUI thread when the overlay needs painting again: with true when
    // shapes of the current mask arrived, with false when a result came too late for the
    // mask as it is now (the next paint computes again).
    void onChange(std::function<void(bool ready)> callback) { onChange_ = std::move(callback); }

private:
    void start(const Mask& mask);
    void finished();
    QString counts() const;

    ShapeView view_ = ShapeView::None;
    bool valid_ = false;   // shapes_ are those of the last mask painted
    bool shown_ = false;   // shapes_ belong to the current view, even if out of date
    bool running_ = false; // one computation at a time; watcher_ follows it
    bool failed_ = false;  // the last computation ran out of memory
    FrameShapes shapes_;
    // Bumped by every change; a result is kept only when its generation is still current.
    quint64 generation_ = 0;
    quint64 runningGeneration_ = 0;
    // One computation's result, handed over outside the future: taking a result out of a
    // QFuture resets it, and the pool thread's QPromise, destroyed later, then reported a
    // second, empty finish that read as "not enough memory".
    struct Job {
        FrameShapes shapes;
        bool ok = false;                // false: ran out of memory
        std::atomic<bool> done = false; // set by the pool thread before it finishes
    };
    std::shared_ptr<Job> job_;
    QFutureWatcher<void> watcher_;
    std::function<void(bool)> onChange_;
};

} // namespace hitmask
