// SPDX-License-Identifier: MIT
#include "projectfile.h"

#include "channeljson.h"
#include "common/atomicfile.h"
#include "common/boundedfile.h"
#include "common/elidedname.h"
#include "common/imageloader.h"
#include "framejson.h"
#include "framemasksjson.h"
#include "projectdocument.h"
#include "projectimages.h"
#include "projectschema.h"
#include "shapesjson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>
#include <functional>
#include <new>
#include <optional>

namespace hitmask {

namespace {

const QString kFormat = QStringLiteral("hitmask-project");
const QString kName = QStringLiteral("name"); // a sprite's own name (version 7)
// How a sprite of a version 1 or 2 file is cut: rectangles of its image, or the whole
// image when it has one frame over all of it (which then follows the image's size).
std::optional<FrameCut> legacyCut(const QJsonArray& frames, const QImage& image) {
    FrameCut cut;
    for (const QJsonValue& value : frames) {
        const QJsonArray r = value.toObject().value(QStringLiteral("rect")).toArray();
        const std::optional<QRect> rect = FrameCut::rectFromJson(r);
        if (!rect || !image.rect().contains(*rect))
            return std::nullopt;
        cut.rects.append(*rect);
    }
    if (cut.rects.size() > 1 || (cut.rects.size() == 1 && cut.rects.front() != image.rect()))
        cut.kind = FrameCut::Kind::Rects;
    else
        cut.rects.clear();
    return cut;
}

// An entry's file paths (the image, a sheet's JSON) passed through `map`: made absolute
// when a sprite is left out, relative to the project again when it is saved.
QJsonObject mapEntryPaths(QJsonObject entry, const std::function<QString(const QString&)>& map) {
    entry.insert(QStringLiteral("path"), map(entry.value(QStringLiteral("path")).toString()));
    QJsonObject cut = entry.value(QStringLiteral("cut")).toObject();
    if (cut.contains(QStringLiteral("json"))) {
        cut.insert(QStringLiteral("json"), map(cut.value(QStringLiteral("json")).toString()));
        entry.insert(QStringLiteral("cut"), cut);
    }
    return entry;
}

} // namespace

bool ProjectFile::save(const Project& project, const QString& path, QString* error) {
    const QDir base = QFileInfo(path).absoluteDir();
    QJsonArray sprites;
    for (const auto& sprite : project.sprites) {
        QJsonArray frames;
        for (const Frame& frame : sprite->frames())
            frames.append(frameToJson(frame));
        QJsonObject entry{{QStringLiteral("path"), base.relativeFilePath(sprite->path())},
                          {QStringLiteral("cut"), sprite->cut().toJson(base)},
                          {QStringLiteral("frames"), frames}};
        if (!sprite->ownName().isEmpty())
            entry.insert(kName, sprite->ownName());
        maskRuleToJson(sprite->settings(), entry);
        QJsonArray channels;
        for (const Channel& channel : sprite->channels())
            channels.append(channelToJson(*sprite, channel));
        entry.insert(QStringLiteral("channels"), channels);
        if (!sprite->tags().isEmpty())
            entry.insert(QStringLiteral("tags"), tagsToJson(sprite->tags()));
        if (!sprite->framesAside().empty()) {
            QJsonArray aside;
            for (const Frame& frame : sprite->framesAside())
                aside.append(frameToJson(frame));
            entry.insert(QStringLiteral("framesAside"), aside);
        }
        sprites.append(entry);
    }
    // Sprites opened without their images go back where they were, as they were read.
    for (const Project::SpriteLeftOut& left : project.spritesLeftOut)
        sprites.insert(std::min(left.index, int(sprites.size())),
                       mapEntryPaths(left.entry, [&](const QString& path) {
                           return base.relativeFilePath(path);
                       }));
    // The oldest version that knows everything the file holds.
    const bool named = std::any_of(sprites.begin(), sprites.end(), [](const QJsonValue& entry) {
        return entry.toObject().contains(kName);
    });
    const int version = named || usesChosenColours(sprites) ? kVersion
                        : ShapesJson::usesShapes(sprites)   ? kVersionWithoutNamesOrColours
                        : !project.exportTargets.isEmpty()  ? kVersionWithoutShapes
                                                            : kVersionWithoutTargets;
    QJsonObject root{{QStringLiteral("format"), kFormat},
                     {QStringLiteral("version"), version},
                     {QStringLiteral("sprites"), sprites},
                     {QStringLiteral("export"), project.exportSettings.toJson()}};
    if (!project.exportTargets.isEmpty()) {
        QJsonArray targets;
        for (const ExportTarget& target : project.exportTargets)
            targets.append(target.toJson());
        root.insert(QStringLiteral("exportTargets"), targets);
    }

    return writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Indented), error);
}

std::optional<QJsonObject> ProjectFile::readRoot(const QString& path, QString* error) {
    auto fail = [&](const QString& why) {
        *error = why;
        return std::nullopt;
    };
    QString readError;
    const std::optional<QByteArray> bytes =
        BoundedFile::read(path, BoundedFile::kMaxJsonBytes, &readError);
    if (!bytes)
        return fail(
            tr("cannot read %1: %2").arg(elidedName(QDir::toNativeSeparators(path)), readError));
    QJsonParseError parseError;
    const QJsonDocument json = QJsonDocument::fromJson(*bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(tr("%1 is not a valid project file: %2 at byte %3")
                        .arg(QFileInfo(path).fileName(), parseError.errorString())
                        .arg(parseError.offset));
    const QJsonObject root = json.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return fail(tr("%1 is not a Hitmask project").arg(QFileInfo(path).fileName()));
    // A newer version may hold keys this one does not know: said before the structure is.
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (version.toDouble() > kVersion && version.toDouble() == std::trunc(version.toDouble()))
        return fail(
            tr("%1 was written by a newer Hitmask (project version %2; this one reads up to %3)")
                .arg(QFileInfo(path).fileName())
                .arg(version.toDouble(), 0, 'g', 17)
                .arg(kVersion));
    if (const QString problem = ProjectSchema::problem(root); !problem.isEmpty())
        return fail(tr("%1: %2").arg(QFileInfo(path).fileName(), problem));
    return root;
}

bool ProjectFile::check(const QString& path, QString* error) {
    return readRoot(path, error).has_value();
}

bool ProjectFile::load(ProjectDocument& document, const QString& path, QString* error,
                       const LocateImage& locate) {
    Project project;
    project.nextSpriteId = document.project().nextSpriteId; // ids go on from the document's
    if (!load(project, path, error, locate, document.imageLimits()))
        return false;
    document.adopt(std::move(project));
    return true;
}

bool ProjectFile::load(Project& project, const QString& path, QString* error,
                       const LocateImage& locate, const ImageLoadLimits& limits) {
    auto fail = [&](const QString& why) {
        *error = why;
        return false;
    };
    const std::optional<QJsonObject> read = readRoot(path, error);
    if (!read)
        return false;
    const QJsonObject& root = *read;

    const QDir base = QFileInfo(path).absoluteDir();
    const QString why =
        ProjectImages(limits).check(root.value(QStringLiteral("sprites")).toArray(), base);
    if (!why.isEmpty())
        return fail(tr("%1: %2").arg(elidedName(QFileInfo(path).fileName()), why));
    try {
        return loadSprites(project, path, root, locate, limits, error);
    } catch (const std::bad_alloc&) {
        // The budget leaves room, but the machine may have less free than it allows.
        return fail(tr("%1: there is not enough memory to open its sprites")
                        .arg(elidedName(QFileInfo(path).fileName())));
    }
}

bool ProjectFile::loadSprites(Project& project, const QString& path, const QJsonObject& root,
                              const LocateImage& locate, const ImageLoadLimits& limits,
                              QString* error) {
    auto fail = [&](const QString& why) {
        *error = why;
        return false;
    };
    const QDir base = QFileInfo(path).absoluteDir();
    ProjectImages images(limits);
    std::vector<std::unique_ptr<Sprite>> loaded;
    QList<Project::SpriteLeftOut> leftOut;
    const QJsonArray entries = root.value(QStringLiteral("sprites")).toArray();
    for (qsizetype index = 0; index < entries.size(); ++index) {
        const QJsonObject entry = entries.at(index).toObject();
        const QString entryPath = entry.value(QStringLiteral("path")).toString();
        const QString relative = elidedName(entryPath); // for messages
        QString spritePath = QDir::cleanPath(base.absoluteFilePath(entryPath));
        LoadedImage image = images.load(spritePath);
        // A moved image need not cost the hand edits: the caller may know where it went,
        // or open the project without the sprite and keep its entry for the next save.
        MissingImage answer;
        while (!image.ok() && locate) {
            answer = locate(spritePath, image.error);
            if (answer.choice != MissingImage::Choice::TryPath)
                break;
            spritePath = QDir::cleanPath(QFileInfo(answer.path).absoluteFilePath());
            image = images.load(spritePath);
        }
        if (!image.ok() && answer.choice == MissingImage::Choice::LeaveOut) {
            leftOut.append({int(index), mapEntryPaths(entry, [&](const QString& file) {
                                return QDir::cleanPath(base.absoluteFilePath(file));
                            })});
            continue;
        }
        if (!image.ok())
            return fail(tr("sprite %1: %2").arg(relative, image.error));
        const QJsonArray frames = entry.value(QStringLiteral("frames")).toArray();
        std::optional<FrameCut> cut;
        QString why;
        if (entry.contains(QStringLiteral("cut"))) {
            cut = FrameCut::fromJson(entry.value(QStringLiteral("cut")).toObject(), base, &why);
            if (!cut)
                return fail(tr("sprite %1: %2").arg(relative, why));
        } else {
            cut = legacyCut(frames, image.image);
            if (!cut)
                return fail(tr("sprite %1: a frame lies outside the image").arg(relative));
        }
        const FrameSet cutFrames = cut->cut(spritePath, image.image, limits);
        if (!cutFrames.ok())
            return fail(tr("sprite %1: %2").arg(relative, cutFrames.error));
        auto sprite = std::make_unique<Sprite>(project.nextSpriteId++, spritePath, image.image,
                                               *cut, cutFrames);
        sprite->setChannelRule(0, {ChannelSource::Image, maskRuleFromJson(entry)});
        const QString ownName = entry.value(kName).toString(); // checked by the schema
        sprite->setOwnName(ownName);
        // Versions 1 and 2 have no channels: solid alone.
        if (!loadChannels(*sprite, entry.value(QStringLiteral("channels")).toArray(), &why))
            return fail(tr("sprite %1: %2").arg(relative, why));

        // A sheet's JSON, read again just now, says what the tags are; other cuts keep the
        // saved ones (none before version 4).
        if (!sprite->cutGivesTags())
            sprite->setTags(tagsFromJson(entry.value(QStringLiteral("tags")).toArray()));
        // Saved frames find their frames by index; those past the file's frames now, and
        // the ones saved aside, wait aside.
        QJsonArray saved = frames;
        for (const QJsonValue& value : entry.value(QStringLiteral("framesAside")).toArray())
            saved.append(value);
        // Per frame in the sprite, per channel: the auto mask as saved, if the file has it.
        std::vector<std::vector<std::optional<Mask>>> savedAuto;
        for (qsizetype i = 0; i < saved.size(); ++i) {
            const bool inSprite = std::size_t(i) < sprite->frames().size();
            Frame aside = inSprite ? Frame() : sprite->makeFrame({});
            Frame& frame = inSprite ? sprite->frames()[std::size_t(i)] : aside;
            const QJsonObject f = saved.at(i).toObject();
            // Every channel at the size the solid entry gives; one the file has no masks
            // for starts without edits. Solid's sit in the entry (see frameToJson()).
            const QJsonArray others = f.value(QStringLiteral("channels")).toArray();
            std::optional<QSize> size;
            std::vector<std::optional<Mask>> autos;
            for (ChannelMasks& channel : frame.channels) {
                const QJsonObject masks =
                    autos.empty() ? f : others.at(qsizetype(autos.size()) - 1).toObject();
                if (!readEdits(masks, limits, channel, size))
                    return fail(tr("sprite %1: the hand edits are damaged").arg(relative));
                if (!ShapesJson::readHandShapes(masks, channel, &why))
                    return fail(tr("sprite %1: frame %L2, channel %3: %4")
                                    .arg(relative)
                                    .arg(i + 1)
                                    .arg(sprite->channels()[autos.size()].name, why));
                size = QSize(channel.autoMask.width(), channel.autoMask.height());
                autos.push_back(masks.contains(QStringLiteral("autoMask"))
                                    ? std::optional(channel.autoMask)
                                    : std::nullopt);
            }
            framePropertiesFromJson(f, frame);
            if (inSprite)
                savedAuto.push_back(std::move(autos));
            else
                sprite->framesAside().push_back(std::move(aside));
        }
        // Rebuild from the image as it is now and flag edits whose ground moved since saving
        // (a file without saved auto masks has nothing to compare with).
        sprite->rebuildMasks();
        for (std::size_t i = 0; i < savedAuto.size(); ++i) {
            Frame& frame = sprite->frames()[i];
            for (int k = 0; k < frame.channelCount(); ++k) {
                ChannelMasks& masks = frame.channel(k);
                if (const auto& before = savedAuto[i][std::size_t(k)]) {
                    const Mask flags = reviewMask(masks.overrides, *before, masks.autoMask);
                    masks.review.blit(flags, flags.rect(), 0, 0, BlitOp::Or);
                    // Hand shapes drawn over a mask that is no longer what it was.
                    if (masks.handShapes &&
                        !(masks.overrides.effective(*before) == masks.effective))
                        masks.shapesReview = true;
                }
            }
        }
        loaded.push_back(std::move(sprite));
    }
    project.sprites = std::move(loaded);
    project.spritesLeftOut = leftOut;
    project.exportSettings =
        ExportSettings::fromJson(root.value(QStringLiteral("export")).toObject());
    for (const QJsonValue& target : root.value(QStringLiteral("exportTargets")).toArray())
        project.exportTargets.append(ExportTarget::fromJson(target.toObject()));
    project.filePath = QFileInfo(path).absoluteFilePath();
    return true;
}

} // namespace hitmask
