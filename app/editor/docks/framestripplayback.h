// SPDX-License-Identifier: MIT
// Playback in the frame strip: P plays the strip's frames in a loop, each for its duration
// (Frame::playDurationMs), or only the frames of the tag chosen in the tag box, in the tag's
// direction (forward, reverse or ping-pong).
#pragma once

#include <QObject>
#include <functional>

class QAction;
class QComboBox;
class QListWidget;
class QTimer;
class QWidget;

namespace hitmask {

class Sprite;

class FrameStripPlayback final : public QObject {
    Q_OBJECT

public:
    // Steps `list`, whose rows are the frames of `sprite()` (null when there is none);
    // `dock` holds the play action and the tag box.
    FrameStripPlayback(QListWidget* list, std::function<const Sprite*()> sprite, QWidget* dock);

    QAction* playAction() const { return play_; }
    QComboBox* tagBox() const { return tags_; }
    bool isPlaying() const;
    void setPlaying(bool playing);
    // Lists the sprite's tags again, keeping the chosen one while the frames change.
    void rebuildTags();
    // Selects the frames of the chosen tag (index into the box; 0 is every frame).
    void chooseTag(int index);

private:
    // The next frame of playback: within the chosen tag, in its direction.
    int nextPlayed(int row);
    // Schedules the next step of playback after the current frame's duration.
    void scheduleNext();

    QListWidget* list_;
    std::function<const Sprite*()> sprite_;
    QWidget* dock_;
    QComboBox* tags_;
    QAction* play_;
    QTimer* timer_;
    bool backwards_ = false; // a ping-pong tag on its way back
};

} // namespace hitmask
