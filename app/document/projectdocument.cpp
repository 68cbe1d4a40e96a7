// SPDX-License-Identifier: MIT
#include "projectdocument.h"

#include "common/filewatching.h"
#include "common/imageloader.h"
#include "reviewmarks.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QTimer>
#include <algorithm>

namespace hitmask {

ProjectDocument::ProjectDocument(QObject* parent)
    : QObject(parent) {
    connect(&undoStack_, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean || changedOutsideStack_); });
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
    if (path == project_.filePath)
        return;
    project_.filePath = path;
    emit filePathChanged();
}

void ProjectDocument::markSaved() {
    undoStack_.setClean();
    setChangedOutsideStack(false);
}

void ProjectDocument::setChangedOutsideStack(bool changed) {
    if (changed == changedOutsideStack_)
        return;
    const bool wasModified = isModified();
    changedOutsideStack_ = changed;
    if (wasModified != isModified())
        emit modifiedChanged(isModified());
}

QString ProjectDocument::displayName() const {
    return project_.filePath.isEmpty() ? tr("Untitled") : QFileInfo(project_.filePath).fileName();
}

QString ProjectDocument::spriteLabel(const Sprite& sprite) const {
    const QFileInfo file(sprite.path());
    bool nameShared = false;
    bool fileNameShared = false;
    for (const auto& other : project_.sprites) {
        if (other.get() == &sprite || other->name() != sprite.name())
            continue;
        nameShared = true;
        fileNameShared = fileNameShared || QFileInfo(other->path()).fileName() == file.fileName();
    }
    if (!nameShared)
        return sprite.name();
    if (!fileNameShared)
        return file.fileName();
    const QDir base =
        project_.filePath.isEmpty() ? QDir::current() : QFileInfo(project_.filePath).absoluteDir();
    return QDir::toNativeSeparators(base.relativeFilePath(file.absoluteFilePath()));
}

Sprite* ProjectDocument::sprite(int id) const {
    const int index = indexOf(id);
    return index < 0 ? nullptr : project_.sprites[std::size_t(index)].get();
}

int ProjectDocument::indexOf(int id) const {
    for (std::size_t i = 0; i < project_.sprites.size(); ++i)
        if (project_.sprites[i]->id() == id)
            return int(i);
    return -1;
}

Sprite* ProjectDocument::spriteAt(int index) const {
    return index >= 0 && std::size_t(index) < project_.sprites.size()
               ? project_.sprites[std::size_t(index)].get()
               : nullptr;
}

Frame* ProjectDocument::frame(int spriteId, int frameId) const {
    Sprite* s = sprite(spriteId);
    return s ? s->frameById(frameId) : nullptr;
}

const Channel* ProjectDocument::channel(int spriteId, int channelId) const {
    const Sprite* s = sprite(spriteId);
    return s ? s->channelById(channelId) : nullptr;
}

ChannelMasks* ProjectDocument::channelMasks(const EditPlace& place) const {
    Sprite* s = sprite(place.spriteId);
    Frame* f = s ? s->frameById(place.frameId) : nullptr;
    const int channel = s ? s->channelIndex(place.channelId) : -1;
    return f && channel >= 0 ? &f->channel(channel) : nullptr;
}

void ProjectDocument::insertSprite(std::unique_ptr<Sprite> sprite, int index) {
    const int id = sprite->id();
    project_.nextSpriteId = std::max(project_.nextSpriteId, id + 1);
    index = std::clamp(index, 0, int(project_.sprites.size()));
    watch(*sprite);
    project_.sprites.insert(project_.sprites.begin() + index, std::move(sprite));
    emit spriteAdded(id);
}

std::unique_ptr<Sprite> ProjectDocument::takeSprite(int id) {
    const int index = indexOf(id);
    if (index < 0)
        return nullptr;
    std::unique_ptr<Sprite> taken = std::move(project_.sprites[std::size_t(index)]);
    project_.sprites.erase(project_.sprites.begin() + index);
    if (!taken->path().isEmpty())
        watcher_.removePath(taken->path());
    emit spriteRemoved(id);
    return taken;
}

void ProjectDocument::applyRegionEdit(int spriteId, int frameId, const RegionEdit& edit,
                                      int channelId) {
    Sprite* s = sprite(spriteId);
    Frame* f = s ? s->frameById(frameId) : nullptr;
    const int channel = s ? s->channelIndex(channelId) : -1;
    if (!f || channel < 0 || edit.rect.isEmpty())
        return;
    ChannelMasks& masks = f->channel(channel);
    masks.overrides.apply(edit);
    const Rect inFrame = edit.rect.intersected({0, 0, f->width(), f->height()});
    if (inFrame.isEmpty() || s->frameIndex(frameId) < 0) // nothing shown changed
        return;
    masks.refreshEffective(inFrame);
    s->refreshCopies(*f, channel, inFrame);
    emit maskChanged(spriteId, s->frameIndex(frameId),
                     QRect(inFrame.x, inFrame.y, inFrame.width, inFrame.height));
}

void ProjectDocument::insertChannel(int spriteId, int index, Channel channel,
                                    std::vector<ChannelMasks> masks) {
    if (Sprite* s = sprite(spriteId)) {
        s->insertChannel(index, std::move(channel), std::move(masks));
        emit channelsChanged(spriteId);
        emit spriteRebuilt(spriteId);
    }
}

std::pair<Channel, std::vector<ChannelMasks>> ProjectDocument::takeChannel(int spriteId,
                                                                           int channelId) {
    Sprite* s = sprite(spriteId);
    if (!s || s->channelIndex(channelId) <= 0)
        return {};
    auto taken = s->takeChannel(channelId);
    emit channelsChanged(spriteId);
    emit spriteRebuilt(spriteId);
    return taken;
}

void ProjectDocument::applyChannel(int spriteId, const Channel& channel) {
    Sprite* s = sprite(spriteId);
    if (!s || !s->channelById(channel.id))
        return;
    s->setChannel(channel);
    emit channelsChanged(spriteId);
}

void ProjectDocument::applyHandShapes(const QList<EditPlace>& places,
                                      const QList<std::optional<Colliders>>& shapes) {
    QList<int> changed;
    for (qsizetype i = 0; i < places.size() && i < shapes.size(); ++i) {
        ChannelMasks* masks = channelMasks(places[i]);
        if (!masks)
            continue;
        masks->handShapes = shapes[i];
        masks->shapesReview = false; // shapes set by hand are the designer's word on them
        if (!changed.contains(places[i].spriteId))
            changed.append(places[i].spriteId);
    }
    for (int id : changed)
        emit handShapesChanged(id);
}

void ProjectDocument::applyShapesReview(const QList<EditPlace>& places, const QList<bool>& flags) {
    QList<int> changed;
    for (qsizetype i = 0; i < places.size() && i < flags.size(); ++i) {
        ChannelMasks* masks = channelMasks(places[i]);
        if (!masks)
            continue;
        masks->shapesReview = flags[i] && masks->handShapes;
        if (!changed.contains(places[i].spriteId))
            changed.append(places[i].spriteId);
    }
    for (int id : changed)
        emit handShapesChanged(id);
}

void ProjectDocument::applyChannelRules(const QList<EditPlace>& channels,
                                        const QList<ChannelRule>& rules) {
    QList<int> changed;
    for (qsizetype i = 0; i < channels.size() && i < rules.size(); ++i) {
        Sprite* s = sprite(channels[i].spriteId);
        if (!s || !s->channelById(channels[i].channelId))
            continue;
        s->setChannelRule(channels[i].channelId, rules[i]);
        if (!changed.contains(s->id()))
            changed.append(s->id());
    }
    for (int id : changed)
        emit spriteRebuilt(id);
}

void ProjectDocument::addReviewMarks(int spriteId, int frameId, const Mask& marks, int channelId) {
    const Sprite* s = sprite(spriteId);
    const int channel = s ? s->channelIndex(channelId) : -1;
    if (Frame* f = frame(spriteId, frameId); f && channel >= 0) {
        f->channel(channel).review.blit(marks, marks.rect(), 0, 0, BlitOp::Or);
        emit spriteRebuilt(spriteId);
    }
}

void ProjectDocument::swapFrames(int spriteId, std::vector<Frame>& frames,
                                 std::vector<Frame>& aside, FrameCut& cut,
                                 QList<FrameAnimation>& tags, bool refit) {
    Sprite* target = sprite(spriteId);
    if (!target)
        return;
    target->frames().swap(frames);
    target->framesAside().swap(aside);
    target->swapCut(cut);
    QList<FrameAnimation> held = target->tags();
    target->setTags(tags);
    tags = std::move(held);
    watch(*target);
    // The frames coming back were cut from the art as it was then: a reload since has
    // changed it. Cut them again from the art as it is now, keeping their edits (and
    // flagging those whose ground moved), as a reload would.
    if (refit) {
        const FrameSet current = target->cut().cut(target->path(), target->image(), imageLimits_);
        if (current.ok())
            target->replaceImage(target->image(), current);
    } else {
        target->setFramesOutsideImage({}); // a cut made just now, on the image as it is
    }
    emit spriteRebuilt(spriteId);
}

void ProjectDocument::applyFrameDurations(int spriteId,
                                          const QList<std::pair<int, std::optional<int>>>& values) {
    if (!sprite(spriteId))
        return;
    for (const auto& [id, duration] : values)
        if (Frame* f = frame(spriteId, id))
            f->setDuration(duration);
    emit framePropertiesChanged(spriteId);
}

void ProjectDocument::applyFrameOrigins(
    int spriteId, const QList<std::pair<int, std::optional<QPoint>>>& values) {
    if (!sprite(spriteId))
        return;
    for (const auto& [id, origin] : values)
        if (Frame* f = frame(spriteId, id))
            f->setOrigin(origin);
    emit framePropertiesChanged(spriteId);
}

void ProjectDocument::clearReviewMarks(int spriteId, int frameId, int channelId) {
    const Sprite* s = sprite(spriteId);
    const int channel = s ? s->channelIndex(channelId) : -1;
    if (Frame* f = frame(spriteId, frameId); f && channel >= 0) {
        f->channel(channel).review.fill(false);
        emit spriteRebuilt(spriteId);
    }
}

bool ProjectDocument::reloadSprite(int spriteId, QString* error) {
    Sprite* s = sprite(spriteId);
    if (!s)
        return false;
    const LoadedImage loaded = ImageLoader(imageLimits_).load(s->path());
    if (!loaded.ok()) {
        if (error)
            *error = loaded.error;
        return false;
    }
    const FrameSet frames = s->cut().cut(s->path(), loaded.image, imageLimits_);
    if (!frames.ok()) {
        if (error)
            *error = frames.error;
        return false;
    }
    const auto flagged = [s] {
        std::size_t count = shapesToReviewCount(*s);
        for (const Frame& f : s->frames())
            for (int k = 0; k < f.channelCount(); ++k)
                count += f.channel(k).review.count();
        return count;
    };
    const std::size_t flaggedBefore = flagged();
    const std::size_t asideBefore = s->framesAside().size();
    s->replaceImage(loaded.image, frames);
    // Review marks, hand shapes to review and frames set aside are saved with the project:
    // a change to save.
    if (flagged() != flaggedBefore || asideBefore != s->framesAside().size())
        setChangedOutsideStack(true);
    emit spriteRebuilt(spriteId);
    return true;
}

void ProjectDocument::adopt(Project&& project) {
    for (auto& sprite : project.sprites)
        insertSprite(std::move(sprite), int(project_.sprites.size()));
    project_.nextSpriteId = std::max(project_.nextSpriteId, project.nextSpriteId);
    project_.spritesLeftOut = std::move(project.spritesLeftOut);
    applyExportSettings(project.exportSettings);
    applyExportTargets(project.exportTargets);
    setFilePath(project.filePath);
}

void ProjectDocument::applyExportTargets(const QList<ExportTarget>& targets) {
    project_.exportTargets = targets;
    emit exportTargetsChanged();
}

void ProjectDocument::applyExportSettings(const ExportSettings& settings) {
    project_.exportSettings = settings;
    emit exportSettingsChanged();
}

void ProjectDocument::watch(const Sprite& sprite) {
    // A JSON sheet is part of the art: a new export of it reloads the frames too.
    for (const QString& path : {sprite.path(), sprite.cut().sheetJson})
        if (!path.isEmpty() && QFileInfo::exists(path) && !path.startsWith(u':'))
            watcher_.addPath(path);
}

QString ProjectDocument::changedArtSummary(const Sprite& sprite) {
    std::size_t flagged = 0, aside = 0;
    for (const Frame& frame : sprite.frames()) {
        for (int k = 0; k < frame.channelCount(); ++k)
            flagged += frame.channel(k).review.count();
        aside += frame.keptAside();
    }
    QStringList parts;
    if (flagged)
        parts << tr("%n hand-edited pixel(s) to review (F3).", nullptr, int(flagged));
    const auto shapesFlagged = [](const Frame& frame) {
        return std::any_of(frame.channels.begin(), frame.channels.end(),
                           [](const ChannelMasks& masks) { return masks.shapesReview; });
    };
    if (const auto shapes =
            std::count_if(sprite.frames().begin(), sprite.frames().end(), shapesFlagged))
        parts << tr("%n frame(s) whose hand shapes no longer match the mask.", nullptr,
                    int(shapes));
    if (aside)
        parts << tr("%n hand-edited pixel(s) lie outside the new image and are kept aside "
                    "until it grows back.",
                    nullptr, int(aside));
    if (const QList<int>& outside = sprite.framesOutsideImage(); !outside.isEmpty())
        parts << tr("The image no longer holds %n of the frames (%1): the frames from frame %2 "
                    "on are kept aside, with their edits, until it has them again.",
                    nullptr, int(outside.size()))
                     .arg(frameNumbers(outside), QLocale().toString(outside.front() + 1));
    else if (!sprite.framesAside().empty())
        parts << tr("The file has fewer frames now: %n frame(s) past its last one are kept "
                    "aside, with their edits, until it has them again.",
                    nullptr, int(sprite.framesAside().size()));
    return parts.join(QLatin1Char(' '));
}

void ProjectDocument::onFileChanged(const QString& path) {
    if (pendingReloads_.contains(path))
        return;
    pendingReloads_.insert(path);
    QTimer::singleShot(kFileSettleMs, this, [this, path] {
        pendingReloads_.remove(path);
        keepWatching(watcher_, path);
        for (const auto& s : project_.sprites) {
            if (s->path() != path && s->cut().sheetJson != path)
                continue;
            QString why;
            if (reloadSprite(s->id(), &why)) {
                QString text = tr("%1 changed on disk and was reloaded.").arg(s->name());
                if (const QString summary = changedArtSummary(*s); !summary.isEmpty())
                    text += QLatin1Char(' ') + summary;
                emit notice(text);
            } else {
                emit notice(
                    tr("%1 changed on disk but could not be reloaded: %2").arg(s->name(), why));
            }
            // A clone shares its image: every sprite of the file is reloaded.
        }
    });
}

} // namespace hitmask
