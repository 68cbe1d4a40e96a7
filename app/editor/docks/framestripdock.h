// SPDX-License-Identifier: MIT
// The frames of the current sprite as thumbnails (mask over art), the current one
// highlighted, each with its duration; ',' and '.' step through them, Home and End jump to
// the ends, and P plays them in a loop, each for its duration (Frame::playDurationMs).
// The sprite's tags (named animations) are listed above: choosing one selects its frames
// and plays only them, in its direction. Frame Properties (double-click, or the context
// menu) sets the selected frames' duration and origin.
#pragma once

#include <QDockWidget>
#include <QPointer>

class QAction;
class QComboBox;
class QListWidget;
class QTimer;

namespace hitmask {

class ProjectDocument;
class Sprite;
struct Frame;

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
    // The ids of the selected frames in the strip's order (the current one at least).
    QList<int> selectedFrameIds() const;

    // Previous, next, first, last, and play/pause.
    QList<QAction*> stepActions() const;
    QAction* playAction() const { return play_; }
    QAction* propertiesAction() const { return properties_; }
    QAction* resetPropertiesAction() const { return resetProperties_; }
    bool isPlaying() const;
    QListWidget* list() const { return list_; }
    QComboBox* tagBox() const { return tags_; }

signals:
    void frameSelected(int index);

private:
    const Sprite* sprite() const;
    void rebuild();
    void rebuildTags();
    // The number, duration and tooltip of the frame at `row`.
    void refreshLabel(int row);
    void refreshThumbnail(int index);
    void step(int delta);
    // The next frame of playback: within the chosen tag, in its direction.
    int nextPlayed(int row);
    void setPlaying(bool playing);
    // Schedules the next step of playback after the current frame's duration.
    void scheduleNext();
    // Selects the frames of the chosen tag (index into the box; 0 is every frame).
    void chooseTag(int index);
    void editProperties();
    void resetProperties();

    QPointer<ProjectDocument> document_;
    int spriteId_ = -1;
    QComboBox* tags_;
    QListWidget* list_;
    QAction* previous_;
    QAction* next_;
    QAction* first_;
    QAction* last_;
    QAction* play_;
    QAction* properties_;
    QAction* resetProperties_;
    QTimer* playback_;
    bool backwards_ = false; // a ping-pong tag on its way back
};

} // namespace hitmask
