// SPDX-License-Identifier: MIT
#include "channelactions.h"

#include "document/commands/channelcommands.h"
#include "document/commands/clearreview.h"
#include "document/projectdocument.h"
#include "editfocus.h"

#include <QAction>

namespace hitmask {

namespace {

bool hasReviewMarks(const Sprite& sprite) {
    for (const Frame& frame : sprite.frames())
        for (int k = 0; k < frame.channelCount(); ++k)
            if (frame.channel(k).review.count() > 0 || frame.channel(k).shapesReview)
                return true;
    return false;
}

} // namespace

ChannelActions::ChannelActions(EditFocus* focus, QObject* parent)
    : QObject(parent)
    , focus_(focus)
    , add_(new QAction(tr("&Add Channel"), this))
    , remove_(new QAction(tr("&Remove Channel"), this))
    , rename_(new QAction(tr("Re&name Channel"), this))
    , clearReview_(new QAction(tr("Clear Review &Marks"), this)) {
    // Names that outlive a change of language, for the user's own shortcuts. Clear Review
    // Marks is beside F3 and Shift+F3, which go to the next and previous flagged pixel.
    const std::pair<QAction*, std::pair<const char*, QKeySequence>> named[] = {
        {add_, {"addChannel", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N)}},
        {remove_, {"removeChannel", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete)}},
        {rename_, {"renameChannel", QKeySequence(Qt::Key_F2)}},
        {clearReview_, {"clearReviewMarks", QKeySequence(Qt::CTRL | Qt::Key_F3)}}};
    for (const auto& [action, nameAndKey] : named) {
        action->setObjectName(QLatin1String(nameAndKey.first));
        action->setShortcut(nameAndKey.second);
    }
    add_->setToolTip(tr("Add a channel to the sprite (hurt, hit, ...)"));
    remove_->setToolTip(tr("Remove the channel painted; solid stays"));
    clearReview_->setToolTip(
        tr("Settle every review mark of the sprite: hand edits whose auto mask changed"));
    connect(add_, &QAction::triggered, this, &ChannelActions::addChannel);
    connect(remove_, &QAction::triggered, this, &ChannelActions::removeChannel);
    connect(rename_, &QAction::triggered, this, &ChannelActions::renameRequested);
    connect(clearReview_, &QAction::triggered, this, &ChannelActions::clearReview);
    connect(focus_, &EditFocus::placeChanged, this, &ChannelActions::refresh);
    connect(focus_, &EditFocus::spriteRebuilt, this, &ChannelActions::refresh);
    connect(focus_, &EditFocus::channelsChanged, this, &ChannelActions::refresh);
    connect(focus_, &EditFocus::documentChanged, this, &ChannelActions::watch);
    watch(focus_->document());
}

void ChannelActions::watch(ProjectDocument* document) {
    // Marks come and go with mask edits and with hand shapes changed under them.
    if (document) {
        connect(document, &ProjectDocument::maskChanged, this, &ChannelActions::refresh,
                Qt::UniqueConnection);
        connect(document, &ProjectDocument::handShapesChanged, this, &ChannelActions::refresh,
                Qt::UniqueConnection);
    }
    refresh();
}

void ChannelActions::refresh() {
    const Sprite* s = focus_->sprite();
    const Channel* c = s ? s->channelById(focus_->channelId()) : nullptr;
    add_->setEnabled(s && int(s->channels().size()) < ChannelNames::kMaxChannels);
    remove_->setEnabled(c && c->id != 0);
    rename_->setEnabled(c != nullptr);
    clearReview_->setEnabled(s && hasReviewMarks(*s));
}

void ChannelActions::addChannel() {
    const Sprite* s = focus_->sprite();
    ProjectDocument* document = focus_->document();
    if (!s || !document || int(s->channels().size()) >= ChannelNames::kMaxChannels)
        return;
    // The usual ones first, then numbered.
    QString name;
    for (const QString& candidate : {QStringLiteral("hurt"), QStringLiteral("hit")})
        if (s->channelIndexByName(candidate) < 0) {
            name = candidate;
            break;
        }
    for (int n = int(s->channels().size()); name.isEmpty(); ++n)
        if (const QString candidate = QStringLiteral("channel%1").arg(n);
            s->channelIndexByName(candidate) < 0)
            name = candidate;
    Channel channel;
    channel.id = s->nextChannelId();
    channel.name = name;
    channel.colour = ChannelNames::defaultColour(int(s->channels().size()));
    channel.rule.source = ChannelSource::Empty;
    document->undoStack()->push(new AddChannel(document, s->id(), channel));
    focus_->setChannel(channel.id);
}

void ChannelActions::removeChannel() {
    const Sprite* s = focus_->sprite();
    const Channel* c = s ? s->channelById(focus_->channelId()) : nullptr;
    if (ProjectDocument* document = focus_->document(); c && c->id != 0 && document)
        document->undoStack()->push(new RemoveChannel(document, s->id(), c->id));
}

void ChannelActions::clearReview() {
    const Sprite* s = focus_->sprite();
    if (ProjectDocument* document = focus_->document(); s && document && hasReviewMarks(*s))
        document->undoStack()->push(new ClearReview(document, s->id()));
}

} // namespace hitmask
