// SPDX-License-Identifier: MIT
// The frames of the current sprite as thumbnails (mask over art), the current one
// highlighted, each with its duration; ',' and '.' step through them, Home and End jump to
// the ends, and P plays them in a loop, each for its duration (Frame::playDurationMs).
#pragma once

#include <QDockWidget>
#include <QPointer>

class QAction;
class QListWidget;
class QTimer;

namespace hitmask {

class ProjectDocument;

class FrameStripDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit FrameStripDock(QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    void setSprite(int spriteId);
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
    void step(int delta);
    void setPlaying(bool playing);
    // Schedules the next step of playback after the current frame's duration.
    void scheduleNext();

    QPointer<ProjectDocument> document_;
    int spriteId_ = -1;
    QListWidget* list_;
    QAction* previous_;
    QAction* next_;
    QAction* first_;
    QAction* last_;
    QAction* play_;
    QTimer* playback_;
};

} // namespace hitmask
