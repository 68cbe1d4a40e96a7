// SPDX-License-Identifier: MIT
#include "masksettingsdock.h"

#include "document/commands/editplace.h"
#include "document/commands/setchannelrule.h"
#include "document/projectdocument.h"
#include "editor/canvas/framerenderer.h"
#include "editor/docks/ruleeditor.h"
#include "editor/editfocus.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hitmask {

namespace {

// Labels as wide as the widest of `forms`, so that their fields start in one column.
void lineUpLabels(std::initializer_list<QFormLayout*> forms) {
    int width = 0;
    for (int pass = 0; pass < 2; ++pass)
        for (QFormLayout* form : forms)
            for (int row = 0; row < form->rowCount(); ++row)
                if (QLayoutItem* label = form->itemAt(row, QFormLayout::LabelRole)) {
                    if (pass == 0)
                        width = std::max(width, label->widget()->sizeHint().width());
                    else
                        label->widget()->setMinimumWidth(width);
                }
}

} // namespace

MaskSettingsDock::MaskSettingsDock(EditFocus* focus, ViewOptions* view, QWidget* parent)
    : QDockWidget(tr("Mask"), parent)
    , focus_(focus)
    , view_(view)
    , rule_(new RuleEditor(RuleEditor::Layout::Full))
    , viewMode_(new QComboBox)
    , opacity_(new QSlider(Qt::Horizontal))
    , grid_(new QCheckBox(tr("Pixel grid")))
    , stats_(new QLabel)
    , scope_(new QLabel)
    , clearReview_(new QPushButton(tr("Clear Review Marks"))) {
    setObjectName(QStringLiteral("MaskDock"));
    viewMode_->addItems(
        {tr("Sprite and mask"), tr("Sprite only"), tr("Mask only"), tr("Mask vs art")});
    viewMode_->setToolTip(
        tr("Mask vs art marks opaque pixels that do not collide and transparent pixels that do"));
    opacity_->setObjectName(QStringLiteral("overlayOpacity"));
    opacity_->setRange(0, 100);
    opacity_->setValue(view_->overlayOpacity());
    opacity_->setToolTip(tr("Opacity of the mask overlay"));
    grid_->setChecked(view_->gridVisible());
    grid_->setToolTip(tr("Show pixel borders from 8x zoom up"));
    stats_->setObjectName(QStringLiteral("stats"));
    stats_->setWordWrap(true);
    stats_->setTextFormat(Qt::RichText);

    // The view rows in a widget of their own, after the rule's: the first combo box
    // inside the dock stays the rule's mode.
    auto* viewRows = new QWidget;
    auto* form = new QFormLayout(viewRows);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("View:"), viewMode_);
    form->addRow(tr("Overlay:"), opacity_);
    form->addRow(QString(), grid_);
    form->addRow(stats_);
    form->addRow(clearReview_);
    lineUpLabels({rule_->form(), form});
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    scope_->setObjectName(QStringLiteral("ruleScope"));
    scope_->setWordWrap(true);
    // Its line is kept while hidden: a line that came and went with a second chosen
    // sprite moved every panel below it and resized the sprite list.
    QSizePolicy scopeRoom = scope_->sizePolicy();
    scopeRoom.setRetainSizeWhenHidden(true);
    scope_->setSizePolicy(scopeRoom);
    scope_->setText(tr("Mask rule of %n selected sprite(s)", nullptr, 1));
    scope_->hide();
    layout->addWidget(scope_);
    layout->addWidget(rule_);
    layout->addWidget(viewRows);
    // Its own height and no more: a taller window goes to the sprite list.
    body->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    setWidget(body);

    connect(rule_, &RuleEditor::ruleEdited, this, &MaskSettingsDock::pushRule);
    connect(rule_, &RuleEditor::typingDone, this, &MaskSettingsDock::typingDone);
    connect(rule_, &RuleEditor::pickKeyRequested, this, &MaskSettingsDock::pickColorKeyRequested);
    connect(viewMode_, &QComboBox::currentIndexChanged, this, [this](int index) {
        view_->setViewMode(ViewMode(index));
        refreshStats();
    });
    connect(focus_, &EditFocus::placeChanged, this, &MaskSettingsDock::refresh);
    connect(focus_, &EditFocus::selectionChanged, this, &MaskSettingsDock::refresh);
    connect(opacity_, &QSlider::valueChanged, view_, &ViewOptions::setOverlayOpacity);
    connect(grid_, &QCheckBox::toggled, view_, &ViewOptions::setGridVisible);
    refresh();
}

void MaskSettingsDock::setDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    spriteId_ = -1;
    if (document_) {
        // A rule set in one of the sprites chosen with it changes what the rule shows.
        connect(document_, &ProjectDocument::spriteRebuilt, this, [this](int id) {
            if (id == spriteId_ || focus_->selectedSprites().contains(id))
                refresh();
        });
        connect(document_, &ProjectDocument::channelsChanged, this, [this](int id) {
            if (id == spriteId_)
                refresh();
        });
        connect(document_, &ProjectDocument::maskChanged, this, [this](int id) {
            if (id == spriteId_)
                refreshStats();
        });
        // Hand shapes flagged for review, or settled by an edit or by Clear Review Marks.
        connect(document_, &ProjectDocument::handShapesChanged, this, [this](int id) {
            if (id == spriteId_)
                refreshStats();
        });
    }
    refresh();
}

void MaskSettingsDock::setSprite(int spriteId) {
    spriteId_ = spriteId;
    refresh();
}

void MaskSettingsDock::refresh() {
    const Sprite* s = document_ ? document_->sprite(spriteId_) : nullptr;
    widget()->setEnabled(s != nullptr);
    if (!s) {
        stats_->clear();
        clearReview_->hide(); // no sprite, no marks
        return;
    }
    // The rule of the channel painted: solid's is the sprite's, another channel made
    // from the image has its own, a copied or hand-painted one has none to set here.
    const ChannelRule& rule = shownChannel(*s).rule;
    rule_->setEditable(ruleEditable(*s));
    // Colour key starts from the top-left pixel, the usual place for the background.
    const QImage& image = s->image();
    rule_->setKeyStart(image.isNull() ? QColor(Qt::magenta) : image.pixelColor(0, 0).toRgb(),
                       rule.image.keyTolerance);
    rule_->setRule(rule);
    // Several sprites: "—" where their rules differ.
    const QList<EditPlace> places = targets();
    int mixed = 0;
    for (const EditPlace& place : places) {
        const MaskRule& other = document_->channel(place.spriteId, place.channelId)->rule.image;
        mixed |= other.threshold != rule.image.threshold ? RuleEditor::Threshold : 0;
        mixed |=
            other.colorKey.has_value() != rule.image.colorKey.has_value() ? RuleEditor::Mode : 0;
        mixed |= other.colorKey != rule.image.colorKey ? RuleEditor::Key : 0;
        mixed |= other.keyTolerance != rule.image.keyTolerance ? RuleEditor::Tolerance : 0;
    }
    rule_->setMixed(mixed);
    scope_->setText(tr("Mask rule of %n selected sprite(s)", nullptr, int(places.size())));
    scope_->setVisible(places.size() > 1);
    refreshStats();
}

void MaskSettingsDock::refreshStats() {
    const Sprite* s = document_ ? document_->sprite(spriteId_) : nullptr;
    if (!s || s->frames().empty())
        return;
    // The frame on the canvas: each frame has its own counts.
    const int shown = focus_->spriteId() == spriteId_ ? focus_->frameIndex() : 0;
    const Frame& frame =
        s->frames()[shown >= 0 && std::size_t(shown) < s->frames().size() ? std::size_t(shown) : 0];
    // Every channel's marks: Clear Review Marks clears them all.
    std::size_t review = 0;
    int shapesToReview = 0; // channels whose hand shapes the mask changed under
    for (int k = 0; k < frame.channelCount(); ++k) {
        review += frame.channel(k).review.count();
        shapesToReview += frame.channel(k).shapesReview ? 1 : 0;
    }
    // The counts of the channel being painted, as the status bar gives them.
    const int channel = focus_->spriteId() == spriteId_ ? focus_->channelIndex() : 0;
    const ChannelMasks& masks =
        frame.channel(channel >= 0 && channel < frame.channelCount() ? channel : 0);
    QString text = channel <= 0 ? tr("Solid pixels: <b>%L1</b><br>Hand-edited pixels: %L2")
                                      .arg(masks.effective.count())
                                      .arg(masks.overrides.count())
                                : tr("Pixels of %1: <b>%L2</b><br>Hand-edited pixels: %L3")
                                      .arg(s->channels()[std::size_t(channel)].name.toHtmlEscaped())
                                      .arg(masks.effective.count())
                                      .arg(masks.overrides.count());
    if (view_->viewMode() == ViewMode::MaskVsArt) {
        const MaskVsArtCounts counts = countMaskVsArt(frame, colorKeyOf(s->settings()));
        text += tr("<br><span style='color:#ff9600'>&#9632;</span> Opaque, not colliding: %L1"
                   "<br><span style='color:#00c8ff'>&#9632;</span> Transparent, colliding: %L2")
                    .arg(counts.artNotColliding)
                    .arg(counts.collidingNotArt);
    }
    if (review > 0)
        text += tr("<br><span style='color:#e6c800'>&#9632;</span> To review (all channels): %L1")
                    .arg(review);
    if (shapesToReview > 0)
        text += tr(
            "<br><span style='color:#e6c800'>&#9632;</span> Hand shapes to review: %Ln channel(s)",
            nullptr, shapesToReview);
    stats_->setText(text);
    clearReview_->setVisible(review > 0 || shapesToReview > 0);
}

QSpinBox* MaskSettingsDock::thresholdBox() const {
    return rule_->thresholdBox();
}

QSpinBox* MaskSettingsDock::toleranceBox() const {
    return rule_->toleranceBox();
}

void MaskSettingsDock::pushRule(const ChannelRule& after, int session) {
    const Sprite* s = document_ ? document_->sprite(spriteId_) : nullptr;
    if (!s || !ruleEditable(*s))
        return;
    const QList<EditPlace> places = targets();
    if (places.size() > 1)
        return pushRules(places, after, session);
    const Channel& channel = shownChannel(*s);
    if (after != channel.rule)
        document_->undoStack()->push(
            new SetChannelRule(document_, spriteId_, channel.id, after, session));
}

QList<EditPlace> MaskSettingsDock::targets() const {
    const Sprite* s = document_ ? document_->sprite(spriteId_) : nullptr;
    if (!s)
        return {};
    const Channel& shown = shownChannel(*s);
    QList<EditPlace> places{{spriteId_, -1, shown.id}};
    // Only the list's choice, with the sprite shown here in it; a copied or hand-painted
    // channel has no rule to set.
    const QList<int> chosen = focus_->selectedSprites();
    if (!ruleEditable(*s) || focus_->spriteId() != spriteId_ || !chosen.contains(spriteId_))
        return places;
    for (int id : chosen) {
        const Sprite* other = id == spriteId_ ? nullptr : document_->sprite(id);
        const int index = other ? other->channelIndexByName(shown.name) : -1;
        if (index < 0)
            continue;
        const Channel& channel = other->channels()[std::size_t(index)];
        if (channel.id == 0 || channel.rule.source == ChannelSource::Image)
            places.append({id, -1, channel.id});
    }
    return places;
}

// Each channel keeps its own rule but for the part the user changed.
void MaskSettingsDock::pushRules(const QList<EditPlace>& places, const ChannelRule& after,
                                 int session) {
    const int part = rule_->lastEdited();
    QList<ChannelRule> rules;
    for (const EditPlace& place : places) {
        ChannelRule rule = document_->channel(place.spriteId, place.channelId)->rule;
        MaskRule& image = rule.image;
        rule.source = ChannelSource::Image;
        if (part == RuleEditor::Threshold)
            image.threshold = after.image.threshold;
        if (part == RuleEditor::Tolerance)
            image.keyTolerance = after.image.keyTolerance;
        if (part == RuleEditor::Key)
            image.colorKey = after.image.colorKey;
        if (part == RuleEditor::Mode && !after.image.colorKey)
            image.colorKey.reset();
        if (part == RuleEditor::Mode && after.image.colorKey && !image.colorKey) {
            image.colorKey = after.image.colorKey;
            image.keyTolerance = after.image.keyTolerance;
        }
        rules.append(rule);
    }
    bool changes = false;
    for (qsizetype i = 0; i < places.size(); ++i)
        changes = changes ||
                  rules[i] != document_->channel(places[i].spriteId, places[i].channelId)->rule;
    if (!changes)
        return;
    const int n = int(places.size());
    QString text = tr("Change Mask Mode of %n Sprite(s)", nullptr, n);
    if (part == RuleEditor::Threshold)
        text = tr("Set Threshold of %n Sprite(s) to %L1", nullptr, n).arg(after.image.threshold);
    else if (part == RuleEditor::Tolerance)
        text = tr("Set Key Tolerance of %n Sprite(s) to %L1", nullptr, n)
                   .arg(after.image.keyTolerance);
    else if (part == RuleEditor::Key)
        text = tr("Change Colour Key of %n Sprite(s)", nullptr, n);
    document_->undoStack()->push(new SetChannelRule(document_, places, rules, text, session));
}

const Channel& MaskSettingsDock::shownChannel(const Sprite& s) const {
    const Channel* channel =
        focus_->spriteId() == s.id() ? s.channelById(focus_->channelId()) : nullptr;
    return channel && channel->rule.source == ChannelSource::Image ? *channel
                                                                   : s.channels().front();
}

bool MaskSettingsDock::ruleEditable(const Sprite& s) const {
    const Channel* channel =
        focus_->spriteId() == s.id() ? s.channelById(focus_->channelId()) : nullptr;
    return !channel || channel->id == 0 || channel->rule.source == ChannelSource::Image;
}

} // namespace hitmask
