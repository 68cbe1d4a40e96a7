// SPDX-License-Identifier: MIT
#include "projectdocument.h"

#include "common/imageloader.h"

#include <QFileInfo>
#include <QTimer>

namespace hitmask {

namespace {
// Editors often write a file in several steps; wait for them to finish.
constexpr int kReloadDelayMs = 250;
} // namespace

ProjectDocument::ProjectDocument(QObject* parent)
    : QObject(parent) {
    connect(&undoStack_, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &ProjectDocument::onFileChanged);
}

ProjectDocument::~ProjectDocument() {
    // Commands refer to the document: drop them before the sprites go, telling no one,
    // since whoever listens may be half destroyed already.
    blockSignals(true);
    undoStack_.blockSignals(true);
    undoStack_.clear();
}

void ProjectDocument::setFilePath(const QString& path) {
    if (path == filePath_)
        return;
    filePath_ = path;
    emit filePathChanged();
}

QString ProjectDocument::displayName() const {
    return filePath_.isEmpty() ? tr("Untitled") : QFileInfo(filePath_).fileName();
}

Sprite* ProjectDocument::sprite(int id) const {
    const int index = indexOf(id);
    return index < 0 ? nullptr : sprites_[std::size_t(index)].get();
}

int ProjectDocument::indexOf(int id) const {
    for (std::size_t i = 0; i < sprites_.size(); ++i)
        if (sprites_[i]->id() == id)
            return int(i);
    return -1;
}

Sprite* ProjectDocument::spriteAt(int index) const {
    return index >= 0 && std::size_t(index) < sprites_.size() ? sprites_[std::size_t(index)].get()
                                                              : nullptr;
}

void ProjectDocument::insertSprite(std::unique_ptr<Sprite> sprite, int index) {
    const int id = sprite->id();
    nextId_ = std::max(nextId_, id + 1);
    index = std::clamp(index, 0, int(sprites_.size()));
    watch(*sprite);
    sprites_.insert(sprites_.begin() + index, std::move(sprite));
    emit spriteAdded(id);
}

std::unique_ptr<Sprite> ProjectDocument::takeSprite(int id) {
    const int index = indexOf(id);
    if (index < 0)
        return nullptr;
    std::unique_ptr<Sprite> taken = std::move(sprites_[std::size_t(index)]);
    sprites_.erase(sprites_.begin() + index);
    if (!taken->path().isEmpty())
        watcher_.removePath(taken->path());
    emit spriteRemoved(id);
    return taken;
}

void ProjectDocument::applyPixelChanges(int spriteId, int frameIndex,
                                        const std::vector<PixelChange>& changes, bool undo) {
    Sprite* s = sprite(spriteId);
    if (!s || frameIndex < 0 || std::size_t(frameIndex) >= s->frames().size() || changes.empty())
        return;
    Frame& frame = s->frames()[std::size_t(frameIndex)];
    frame.overrides.apply(changes, undo);
    // Only the touched pixels' effective state can change.
    const int w = frame.rect.width();
    int left = w, top = frame.rect.height(), right = -1, bottom = -1;
    for (const PixelChange& c : changes) {
        const int x = int(c.index % std::uint32_t(w));
        const int y = int(c.index / std::uint32_t(w));
        left = std::min(left, x);
        right = std::max(right, x);
        top = std::min(top, y);
        bottom = std::max(bottom, y);
        const Override state = undo ? c.before : c.after;
        const bool solid =
            state == Override::Solid || (state == Override::Auto && frame.autoMask.test(x, y));
        std::uint64_t& word = frame.effective.mutableRow(y)[x >> 6];
        const std::uint64_t bit = std::uint64_t{1} << (x & 63);
        word = solid ? (word | bit) : (word & ~bit);
    }
    frame.effective.finishRows();
    emit maskChanged(spriteId, frameIndex, QRect(QPoint(left, top), QPoint(right, bottom)));
}

void ProjectDocument::applySettings(int spriteId, const MaskSettings& settings) {
    if (Sprite* s = sprite(spriteId)) {
        s->setSettings(settings);
        emit spriteRebuilt(spriteId);
    }
}

bool ProjectDocument::reloadSprite(int spriteId, QString* error) {
    Sprite* s = sprite(spriteId);
    if (!s)
        return false;
    const LoadedImage loaded = ImageLoader(ImageLoadLimits::fromPreferences()).load(s->path());
    if (!loaded.ok()) {
        if (error)
            *error = loaded.error;
        return false;
    }
    s->replaceImage(loaded.image);
    emit spriteRebuilt(spriteId);
    return true;
}

void ProjectDocument::applyExportSettings(const ExportSettings& settings) {
    exportSettings_ = settings;
    emit exportSettingsChanged();
}

void ProjectDocument::clearReview(int spriteId) {
    if (Sprite* s = sprite(spriteId)) {
        for (Frame& frame : s->frames())
            frame.review.fill(false);
        emit spriteRebuilt(spriteId);
    }
}

void ProjectDocument::watch(const Sprite& sprite) {
    if (!sprite.path().isEmpty() && QFileInfo::exists(sprite.path()) &&
        !sprite.path().startsWith(u':'))
        watcher_.addPath(sprite.path());
}

void ProjectDocument::onFileChanged(const QString& path) {
    if (pendingReloads_.contains(path))
        return;
    pendingReloads_.insert(path);
    QTimer::singleShot(kReloadDelayMs, this, [this, path] {
        pendingReloads_.remove(path);
        // Many programs save by replacing the file, which drops it from the watcher.
        if (QFileInfo::exists(path) && !watcher_.files().contains(path))
            watcher_.addPath(path);
        for (const auto& s : sprites_) {
            if (s->path() != path)
                continue;
            QString why;
            if (reloadSprite(s->id(), &why)) {
                std::size_t flagged = 0;
                for (const Frame& frame : s->frames())
                    flagged += frame.review.count();
                emit notice(flagged ? tr("%1 changed on disk and was reloaded; %n hand-edited "
                                         "pixel(s) to review.",
                                         nullptr, int(flagged))
                                          .arg(s->name())
                                    : tr("%1 changed on disk and was reloaded.").arg(s->name()));
            } else {
                emit notice(
                    tr("%1 changed on disk but could not be reloaded: %2").arg(s->name(), why));
            }
            return;
        }
    });
}

} // namespace hitmask
