// SPDX-License-Identifier: MIT
#include "spritebatch.h"

#include "addsprite.h"
#include "channelcommands.h"
#include "document/projectdocument.h"
#include "exportcommands.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>

namespace hitmask {

namespace {

QString skipKey(const ProjectDocument& document, const Sprite& sprite) {
    return skipKey(QFileInfo(document.filePath()).absoluteDir(), sprite);
}

const ExportSettings& exportOf(const ProjectDocument& document, int target) {
    return target < 0 ? document.exportSettings()
                      : document.exportTargets()[qsizetype(target)].settings;
}

} // namespace

QUndoCommand* cloneSprite(ProjectDocument* document, int spriteId) {
    const Sprite* sprite = document->sprite(spriteId);
    if (!sprite)
        return nullptr;
    const auto taken = [document](const QString& name) {
        return std::any_of(document->sprites().begin(), document->sprites().end(),
                           [&](const auto& other) { return other->name() == name; });
    };
    // Not translated: exports name files by it, and a build must not depend on the language
    // of the editor that made the clone.
    QString name = sprite->name() + QStringLiteral("_copy");
    for (int n = 2; taken(name); ++n)
        name = sprite->name() + QStringLiteral("_copy") + QString::number(n);
    std::unique_ptr<Sprite> copy = sprite->clone(document->nextSpriteId());
    copy->setOwnName(name);
    auto* step = new AddSprite(document, std::move(copy), document->indexOf(spriteId) + 1);
    step->setText(
        QCoreApplication::translate("SpriteBatch", "Clone %1 as %2").arg(sprite->name(), name));
    return step;
}

RemoveSprites::RemoveSprites(ProjectDocument* document, const QList<int>& spriteIds) {
    setText(QCoreApplication::translate("SpriteBatch", "Remove %n Sprite(s)", nullptr,
                                        int(spriteIds.size())));
    for (int id : spriteIds)
        if (document->sprite(id))
            new RemoveSprite(document, id, this);
    if (childCount() == 1) // one sprite: its name, as RemoveSprite says it
        setText(child(0)->text());
}

AddChannels::AddChannels(ProjectDocument* document, const QList<int>& spriteIds,
                         const QString& name) {
    for (int id : spriteIds) {
        const Sprite* sprite = document->sprite(id);
        if (!sprite || sprite->channelIndexByName(name) >= 0 ||
            int(sprite->channels().size()) >= ChannelNames::kMaxChannels)
            continue;
        Channel channel;
        channel.id = sprite->nextChannelId();
        channel.name = name;
        channel.colour = ChannelNames::defaultColour(int(sprite->channels().size()));
        channel.rule.source = ChannelSource::Empty;
        new AddChannel(document, id, channel, this);
    }
    setText(QCoreApplication::translate("SpriteBatch", "Add Channel %1 to %n Sprite(s)", nullptr,
                                        childCount())
                .arg(name));
}

RemoveChannels::RemoveChannels(ProjectDocument* document, const QList<int>& spriteIds,
                               const QString& name) {
    for (int id : spriteIds) {
        const Sprite* sprite = document->sprite(id);
        const int index = sprite ? sprite->channelIndexByName(name) : -1;
        if (index > 0)
            new RemoveChannel(document, id, sprite->channels()[std::size_t(index)].id, this);
    }
    setText(QCoreApplication::translate("SpriteBatch", "Remove Channel %1 from %n Sprite(s)",
                                        nullptr, childCount())
                .arg(name));
}

QStringList removableChannels(const ProjectDocument& document, const QList<int>& spriteIds) {
    QStringList names;
    for (int id : spriteIds)
        if (const Sprite* sprite = document.sprite(id))
            for (std::size_t i = 1; i < sprite->channels().size(); ++i)
                if (!names.contains(sprite->channels()[i].name))
                    names << sprite->channels()[i].name;
    return names;
}

QUndoCommand* setSpritesExported(ProjectDocument* document, const QList<int>& spriteIds, int target,
                                 bool exported) {
    if (target >= document->exportTargets().size())
        return nullptr;
    ExportSettings settings = exportOf(*document, target);
    int changed = 0;
    for (int id : spriteIds) {
        const Sprite* sprite = document->sprite(id);
        if (!sprite)
            continue;
        const QString key = skipKey(*document, *sprite);
        if (exported)
            changed += int(settings.skipped.removeAll(key));
        else if (!settings.skipped.contains(key)) {
            settings.skipped << key;
            ++changed;
        }
    }
    if (changed == 0)
        return nullptr;
    if (target < 0) {
        auto* step = new SetExportSettings(document, settings);
        step->setText(
            exported ? QCoreApplication::translate("SpriteBatch", "Include %n Sprite(s) in Export",
                                                   nullptr, changed)
                     : QCoreApplication::translate("SpriteBatch", "Skip %n Sprite(s) in Export",
                                                   nullptr, changed));
        return step;
    }
    QList<ExportTarget> targets = document->exportTargets();
    targets[target].settings = settings;
    const QString name = targets[target].name;
    return new SetExportTargets(
        document, targets,
        exported ? QCoreApplication::translate(
                       "SpriteBatch", "Include %n Sprite(s) in Export Target %1", nullptr, changed)
                       .arg(name)
                 : QCoreApplication::translate(
                       "SpriteBatch", "Skip %n Sprite(s) in Export Target %1", nullptr, changed)
                       .arg(name));
}

int spritesSkipped(const ProjectDocument& document, const QList<int>& spriteIds, int target) {
    if (target >= document.exportTargets().size())
        return 0;
    const ExportSettings& settings = exportOf(document, target);
    int skipped = 0;
    for (int id : spriteIds)
        if (const Sprite* sprite = document.sprite(id))
            skipped += settings.skipped.contains(skipKey(document, *sprite)) ? 1 : 0;
    return skipped;
}

} // namespace hitmask
