// SPDX-License-Identifier: MIT
// An open project: its sprites, its undo stack and its file. Every edit goes through
// a command on the undo stack; commands call the apply* functions here. The project
// itself is plain data (Project), which export and hitmask-cli read.
#pragma once

#include "commands/editplace.h"
#include "common/imageloader.h"
#include "project.h"

#include <QFileSystemWatcher>
#include <QJsonObject>
#include <QObject>
#include <QRect>
#include <QSet>
#include <QUndoStack>
#include <memory>
#include <vector>

namespace hitmask {

class ProjectDocument final : public QObject {
    Q_OBJECT

public:
    explicit ProjectDocument(QObject* parent = nullptr);
    ~ProjectDocument() override;

    QUndoStack* undoStack() { return &undoStack_; }
    // Unsaved edits on the stack, or changes no undo step covers (a reload of changed art
    // that flagged pixels for review).
    bool isModified() const { return !undoStack_.isClean() || changedOutsideStack_; }
    // Empty for a project never saved.
    const QString& filePath() const { return project_.filePath; }
    void setFilePath(const QString& path);
    void markSaved();
    QString displayName() const;

    const std::vector<std::unique_ptr<Sprite>>& sprites() const { return project_.sprites; }
    Sprite* sprite(int id) const;
    // The sprite as lists show it: its name, or where another sprite has that name its
    // file name (walker.png, walker.gif), or where that is shared too its path from the
    // project's folder (menu/arrow.png, cursors/arrow.png).
    QString spriteLabel(const Sprite& sprite) const;
    int indexOf(int id) const;
    Sprite* spriteAt(int index) const;
    Frame* frame(int spriteId, int frameId) const;
    const Channel* channel(int spriteId, int channelId) const;
    // The masks of a frame (shown or set aside) x channel; nullptr when there is none.
    ChannelMasks* channelMasks(const EditPlace& place) const;
    int nextSpriteId() { return project_.nextSpriteId++; }

    using SpriteLeftOut = Project::SpriteLeftOut;
    const QList<SpriteLeftOut>& spritesLeftOut() const { return project_.spritesLeftOut; }

    // Limits for images loaded by this document (reloads); the caller decides them.
    void setImageLimits(const ImageLoadLimits& limits) { imageLimits_ = limits; }
    const ImageLoadLimits& imageLimits() const { return imageLimits_; }

    // For commands: each emits the matching signal.
    void insertSprite(std::unique_ptr<Sprite> sprite, int index);
    std::unique_ptr<Sprite> takeSprite(int id);
    // Flips the edit's override bits of a channel (apply and revert are the same) and
    // refreshes the effective mask under it, and those of the channels that copy it.
    // Edits past the frame land in the kept-aside part.
    void applyRegionEdit(int spriteId, int frameId, const RegionEdit& edit, int channelId = 0);
    // Channels (AddChannel, RemoveChannel, EditChannel, SetChannelRule); each emits
    // channelsChanged when channels came, went or changed how they show, and
    // spriteRebuilt when masks changed: a new rule emits spriteRebuilt alone.
    void insertChannel(int spriteId, int index, Channel channel,
                       std::vector<ChannelMasks> masks = {});
    std::pair<Channel, std::vector<ChannelMasks>> takeChannel(int spriteId, int channelId);
    // The name, colour, visibility and physics properties of the channel of the same id.
    void applyChannel(int spriteId, const Channel& channel);
    // The rules of channels of one or more sprites, solid's included; their masks and
    // those of their copies are rebuilt, hand edits kept. Every rule is set before any
    // sprite is announced, so a panel over several sprites never sees half a step (and
    // a number being typed there is not rewritten under the cursor).
    void applyChannelRules(const QList<EditPlace>& channels, const QList<ChannelRule>& rules);
    void applyChannelRule(int spriteId, int channelId, const ChannelRule& rule) {
        applyChannelRules({EditPlace{spriteId, -1, channelId}}, {rule});
    }
    // Review marks of one channel of one frame: OR `marks` in (clipped to the frame), or
    // clear them all.
    void addReviewMarks(int spriteId, int frameId, const Mask& marks, int channelId = 0);
    void clearReviewMarks(int spriteId, int frameId, int channelId = 0);
    // The hand shapes of frames x channels (SetHandShapes); nullopt traces them again.
    // Places the document does not have are skipped; emits handShapesChanged per sprite.
    void applyHandShapes(const QList<EditPlace>& places,
                         const QList<std::optional<Colliders>>& shapes);
    // Sets the review flags of hand shapes (undo of SetHandShapes, ClearReview); places
    // without hand shapes stay unflagged. Emits handShapesChanged per sprite.
    void applyShapesReview(const QList<EditPlace>& places, const QList<bool>& flags);
    // Swaps the sprite's whole list of frames, the frames set aside, the way they are cut
    // and the tags with the given ones (CutFrames' redo and undo) and emits spriteRebuilt.
    // With `refit` (frames cut a while ago), they are first cut again from the art as it
    // is now.
    void swapFrames(int spriteId, std::vector<Frame>& frames, std::vector<Frame>& aside,
                    FrameCut& cut, QList<FrameAnimation>& tags, bool refit = true);
    // Sets or clears (nullopt) the durations or origins set by hand of frames (by id),
    // shown or set aside (SetFrameDuration, SetFrameOrigin); emits framePropertiesChanged.
    void applyFrameDurations(int spriteId, const QList<std::pair<int, std::optional<int>>>& values);
    void applyFrameOrigins(int spriteId,
                           const QList<std::pair<int, std::optional<QPoint>>>& values);

    // The project as plain data, for export and saving; an open project is a project, so a
    // document goes wherever one is read.
    const Project& project() const { return project_; }
    operator const Project&() const { return project_; }
    // Takes a loaded project into an empty document (ProjectFile::load), telling of each
    // sprite, the settings, the targets and the file as they come.
    void adopt(Project&& project);

    const ExportSettings& exportSettings() const { return project_.exportSettings; }
    // For SetExportSettings and project loading.
    void applyExportSettings(const ExportSettings& settings);
    const QList<ExportTarget>& exportTargets() const { return project_.exportTargets; }
    // For SetExportTargets and project loading.
    void applyExportTargets(const QList<ExportTarget>& targets);

    // Reloads a sprite's file from disk and cuts its frames again the same way, keeping
    // each frame's edits by index; false with a reason on error. Not an undo step: edits
    // stay valid whatever the new size, since they name pixels by position and the
    // override layer never shrinks, and frames past a shorter animation are set aside.
    bool reloadSprite(int spriteId, QString* error = nullptr);

    // What a change of a sprite's art left for the user to know: hand-edited pixels to
    // review, frames whose hand shapes no longer match the mask, edits kept aside past a smaller
    // image, frames kept aside past a shorter animation; one sentence each, empty when there is
    // none.
    static QString changedArtSummary(const Sprite& sprite);

signals:
    void spriteAdded(int id);
    void spriteRemoved(int id);
    // The effective mask of a frame changed within `area` (frame coordinates).
    void maskChanged(int spriteId, int frame, const QRect& area);
    // Image or settings changed: every mask of the sprite was rebuilt.
    void spriteRebuilt(int spriteId);
    // A frame's duration or origin changed; its masks did not.
    void framePropertiesChanged(int spriteId);
    // A channel of the sprite came, went, or changed its name, colour or visibility (a new
    // rule rebuilds the sprite's masks: spriteRebuilt).
    void channelsChanged(int spriteId);
    // Hand shapes were set, changed or traced again in some frames of the sprite.
    // Also when their review flag was set or cleared by a step (not by a mask edit, which
    // tells maskChanged or spriteRebuilt).
    void handShapesChanged(int spriteId);
    void filePathChanged();
    void exportSettingsChanged();
    void exportTargetsChanged();
    void modifiedChanged(bool modified);
    // Something the user should hear about that is not an error of theirs.
    void notice(const QString& text);

private:
    void watch(const Sprite& sprite);
    void onFileChanged(const QString& path);
    void setChangedOutsideStack(bool changed);

    QUndoStack undoStack_;
    Project project_;
    QFileSystemWatcher watcher_;
    QSet<QString> pendingReloads_;
    ImageLoadLimits imageLimits_;
    bool changedOutsideStack_ = false;
};

} // namespace hitmask
