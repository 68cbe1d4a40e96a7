// SPDX-License-Identifier: MIT
// The frames of the current sprite as thumbnails (mask over art, drawn as the canvas
// draws them: the channel painted on top in its colour, the other visible ones under it), the
// current one highlighted, each with its duration; ',' and '.' step through them, Home and End jump
// to the ends, and P plays them in a loop, each for its duration (Frame::playDurationMs).
#pragma once

#include <QColor>
#include <QDockWidget>
#include <QPointer>

class QAction;
class QListWidget;
class QTimer;
class QPixmap;

namespace hitmask {

class CanvasView;
class ProjectDocument;
struct Frame;

class FrameStripDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit FrameStripDock(QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    void setSprite(int spriteId);
    // Thumbnails show the canvas's channel on top, at its overlay opacity, and follow
    // both; without a canvas, solid at the default opacity.
    void followCanvas(const CanvasView* canvas);
    // The frame shown, by index into the sprite's frames; -1 when there is none.
    int currentFrame() const;
    // The id of the frame shown, which stays with the frame while frames come and go.
    int currentFrameId() const;

    // Previous, next, first, last, and play/pause.
    QList<QAction*> stepActions() const;
    QAction* playAction() const { return play_; }
    bool isPlaying() const;
    QListWidget* list() const { return list_; }

signals:
    void frameSelected(int index);

private:
    void rebuild();
    void refreshThumbnail(int index);
    void refreshThumbnails();
    QPixmap thumbnail(const Frame& frame) const;
    int channelIndex() const; // of the channel on top
    void step(int delta);
    void setPlaying(bool playing);
    // Schedules the next step of playback after the current frame's duration.
    void scheduleNext();

    QPointer<ProjectDocument> document_;
    QPointer<const CanvasView> canvas_;
    int spriteId_ = -1;
    QColor maskColor_; // of the channel on top, chosen once per rebuild
    QListWidget* list_;
    QAction* previous_;
    QAction* next_;
    QAction* first_;
    QAction* last_;
    QAction* play_;
    QTimer* playback_;
};

} // namespace hitmask
