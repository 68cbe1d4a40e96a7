// SPDX-License-Identifier: MIT
// The frames of the current sprite as thumbnails (mask over art, drawn as the canvas
// draws them: the channel painted on top in its colour, the other visible ones under it),
// the current one highlighted, each with its duration; ',' and '.' step through them, Home
// and End jump to the ends, and P plays them in a loop, each for its duration
// (Frame::playDurationMs). The sprite's tags (named animations) are listed above: choosing
// one selects its frames and plays only them, in its direction. Frame Properties
// (double-click, or the context menu) sets the selected frames' duration and origin.
#pragma once

#include <QColor>
#include <QDockWidget>
#include <QPointer>

class QAction;
class QComboBox;
class QListWidget;
class QPixmap;

namespace hitmask {

class EditFocus;
class FrameStripPlayback;
class ProjectDocument;
class Sprite;
struct Frame;
class ViewOptions;

class FrameStripDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit FrameStripDock(QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    void setSprite(int spriteId);
    // Thumbnails show the focus's channel on top, at the view's overlay opacity, and
    // follow both; without them, solid at the default opacity. The frame the focus holds
    // is the one highlighted, and another sprite opens at it.
    void follow(const EditFocus* focus, const ViewOptions* view);
    // The frame shown, by index into the sprite's frames; -1 when there is none.
    int currentFrame() const;
    // The id of the frame shown, which stays with the frame while frames come and go.
    int currentFrameId() const;
    // The ids of the selected frames in the strip's order (the current one at least).
    QList<int> selectedFrameIds() const;

    // Previous, next, first, last, and play/pause.
    QList<QAction*> stepActions() const;
    QAction* playAction() const;
    QAction* propertiesAction() const { return properties_; }
    QAction* resetPropertiesAction() const { return resetProperties_; }
    bool isPlaying() const;
    QListWidget* list() const { return list_; }
    QComboBox* tagBox() const;

signals:
    void frameSelected(int index);

private:
    const Sprite* sprite() const;
    void rebuild();
    // The number, duration and tooltip of the frame at `row`.
    void refreshLabel(int row);
    void refreshThumbnail(int index);
    void refreshThumbnails();
    QPixmap thumbnail(const Frame& frame) const;
    int channelIndex() const; // of the channel on top
    void step(int delta);
    void editProperties();
    void resetProperties();

    QPointer<ProjectDocument> document_;
    QPointer<const EditFocus> focus_;
    QPointer<const ViewOptions> view_;
    int drawnChannelId_ = 0; // the channel the thumbnails show on top
    int spriteId_ = -1;
    QListWidget* list_;
    FrameStripPlayback* playback_; // play/pause and the tags
    QAction* previous_;
    QAction* next_;
    QAction* first_;
    QAction* last_;
    QAction* properties_;
    QAction* resetProperties_;
};

} // namespace hitmask
