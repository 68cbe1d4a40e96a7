// SPDX-License-Identifier: MIT
// An open project: its sprites, its undo stack and its file. Every edit goes through
// a command on the undo stack; commands call the apply* functions here.
#pragma once

#include "exportsettings.h"
#include "sprite.h"

#include <QFileSystemWatcher>
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
    bool isModified() const { return !undoStack_.isClean(); }
    // Empty for a project never saved.
    const QString& filePath() const { return filePath_; }
    void setFilePath(const QString& path);
    void markSaved() { undoStack_.setClean(); }
    QString displayName() const;

    const std::vector<std::unique_ptr<Sprite>>& sprites() const { return sprites_; }
    Sprite* sprite(int id) const;
    int indexOf(int id) const;
    Sprite* spriteAt(int index) const;
    int nextSpriteId() { return nextId_++; }

    // For commands: each emits the matching signal.
    void insertSprite(std::unique_ptr<Sprite> sprite, int index);
    std::unique_ptr<Sprite> takeSprite(int id);
    void applyPixelChanges(int spriteId, int frame, const std::vector<PixelChange>& changes,
                           bool undo);
    void applySettings(int spriteId, const MaskSettings& settings);

    const ExportSettings& exportSettings() const { return exportSettings_; }
    // For SetExportSettings and project loading.
    void applyExportSettings(const ExportSettings& settings);

    // Reloads a sprite's image from disk keeping its edits; false with a reason on error.
    bool reloadSprite(int spriteId, QString* error = nullptr);
    void clearReview(int spriteId);

signals:
    void spriteAdded(int id);
    void spriteRemoved(int id);
    // The effective mask of a frame changed within `area` (frame coordinates).
    void maskChanged(int spriteId, int frame, const QRect& area);
    // Image or settings changed: every mask of the sprite was rebuilt.
    void spriteRebuilt(int spriteId);
    void filePathChanged();
    void exportSettingsChanged();
    void modifiedChanged(bool modified);
    // Something the user should hear about that is not an error of theirs.
    void notice(const QString& text);

private:
    void watch(const Sprite& sprite);
    void onFileChanged(const QString& path);

    QUndoStack undoStack_;
    QString filePath_;
    std::vector<std::unique_ptr<Sprite>> sprites_;
    int nextId_ = 1;
    QFileSystemWatcher watcher_;
    QSet<QString> pendingReloads_;
    ExportSettings exportSettings_;
};

} // namespace hitmask
