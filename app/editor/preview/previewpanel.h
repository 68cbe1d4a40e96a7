// SPDX-License-Identifier: MIT
// The collision preview tab: pick sprites A and B (from the project or any image), pose
// them, drag them about, and read how they collide.
#pragma once

#include "collisionview.h"

#include <QPointer>
#include <QWidget>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace hitmask {

class BoxReadout;
class ChannelPicker;
class FrameCollisions;
class PreviewPlayback;
class PreviewViewBox;
class ProjectDocument;

class PreviewPanel final : public QWidget {
    Q_OBJECT

public:
    explicit PreviewPanel(QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    CollisionView* view() const { return view_; }
    // Shows a project sprite (by id) or an image file as A or B.
    // frameIndex -1 keeps the shown frame when the sprite stays the same, else frame 0.
    void showProjectSprite(CollisionView::Which which, int spriteId, int frameIndex = -1);
    bool showImageFile(CollisionView::Which which, const QString& path);
    QString readoutText() const;
    // The zoom levels, the canvas's steps; the view's zoom shown.
    QComboBox* zoomBox() const;
    QSpinBox* frameSpin(CollisionView::Which which) const { return sides_[which].frame; }
    // The sprite picker: the project's sprites by name, then "Image file...".
    QComboBox* sourceBox(CollisionView::Which which) const { return sides_[which].source; }
    // Which channel of a project sprite collides (A's hit against B's hurt); solid by
    // default. An image file has only solid.
    ChannelPicker* channelPicker(CollisionView::Which which) const { return sides_[which].channel; }
    FrameCollisions* frameCollisions() const { return frameCollisions_; }
    BoxReadout* boxReadout() const { return boxReadout_; }
    PreviewPlayback* playback() const { return playback_; }
    // How long the frame shown as A or B plays; 0 when there is nothing to play (an image
    // file, a sprite of one frame).
    int frameDurationMs(CollisionView::Which which) const;

private:
    struct Side {
        QComboBox* source = nullptr;
        QDoubleSpinBox* rotation = nullptr;
        QCheckBox* flipH = nullptr;
        QCheckBox* flipV = nullptr;
        QSpinBox* scale = nullptr;
        QSpinBox* frame = nullptr; // 1-based; hidden for one-frame sprites
        ChannelPicker* channel = nullptr;
        int spriteId = -1;            // -1 when an image file or nothing is shown
        QString fileName;             // the image file's, when one is shown
        bool defaulted = false;       // shown by defaultSprite(), not chosen: follows it
        std::vector<Mask> frameMasks; // every frame's mask, unposed, for the frames table
    };

    QWidget* createSideControls(CollisionView::Which which, const QString& title);
    // Lists the project's sprites in both pickers, keeping each side's choice; a side
    // that shows nothing of the project or of a file gets a sprite of its own.
    void rebuildSources();
    // The sprite a side shows when nothing was chosen: A the first, B the one after A's.
    int defaultSprite(CollisionView::Which which) const;
    void clearSide(CollisionView::Which which);
    void onSourceActivated(CollisionView::Which which, int index);
    void applyPose(CollisionView::Which which);
    void refreshFromDocument(int spriteId);
    void showReport(const CollisionReport& report);
    void setFrameCount(CollisionView::Which which, int count, int current);
    // The box sets and frame table follow a new sprite, frame or pose (not a move).
    void updateShapes(CollisionView::Which which);

    QPointer<ProjectDocument> document_;
    CollisionView* view_;
    Side sides_[2];
    PreviewViewBox* viewBox_;
    QLabel* verdict_;
    QLabel* details_;
    BoxReadout* boxReadout_;
    FrameCollisions* frameCollisions_;
    PreviewPlayback* playback_;
};

} // namespace hitmask
