// SPDX-License-Identifier: MIT
#include "masksettingsdock.h"

#include "document/commands/clearreview.h"
#include "document/commands/setchannelrule.h"
#include "document/projectdocument.h"
#include "editor/canvas/framerenderer.h"
#include "editor/docks/editsession.h"
#include "editor/editfocus.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>

namespace hitmask {

MaskSettingsDock::MaskSettingsDock(EditFocus* focus, ViewOptions* view, QWidget* parent)
    : QDockWidget(tr("Mask"), parent)
    , focus_(focus)
    , view_(view)
    , mode_(new QComboBox)
    , thresholdSlider_(new QSlider(Qt::Horizontal))
    , thresholdBox_(new QSpinBox)
    , keySwatch_(new QToolButton)
    , pickKey_(new QPushButton(tr("Pick")))
    , toleranceBox_(new QSpinBox)
    , thresholdSession_(new EditSession(thresholdBox_))
    , toleranceSession_(new EditSession(toleranceBox_))
    , viewMode_(new QComboBox)
    , opacity_(new QSlider(Qt::Horizontal))
    , grid_(new QCheckBox(tr("Pixel grid")))
    , stats_(new QLabel)
    , clearReview_(new QPushButton(tr("Clear Review Marks"))) {
    setObjectName(QStringLiteral("MaskDock"));
    mode_->addItems({tr("Alpha threshold"), tr("Colour key")});
    mode_->setToolTip(tr("Make the mask from the alpha channel, or from a transparent colour"));
    thresholdSlider_->setRange(0, 255);
    thresholdBox_->setRange(0, 255);
    thresholdBox_->setToolTip(tr("A pixel collides when its alpha is greater than this"));
    thresholdSlider_->setToolTip(thresholdBox_->toolTip());
    keySwatch_->setToolTip(tr("The transparent colour; click to choose it"));
    keySwatch_->setMinimumWidth(48);
    pickKey_->setToolTip(tr("Pick the transparent colour from the sprite (I)"));
    toleranceBox_->setRange(0, 255);
    toleranceBox_->setToolTip(
        tr("How far each of red, green and blue may lie from the key and still be transparent: "
           "raise it for JPEG art, whose background is no longer one exact colour"));
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

    auto* threshold = new QHBoxLayout;
    threshold->addWidget(thresholdSlider_, 1);
    threshold->addWidget(thresholdBox_);
    auto* key = new QHBoxLayout;
    key->addWidget(keySwatch_);
    key->addWidget(pickKey_);
    auto* toleranceLabel = new QLabel(tr("T&olerance:"));
    toleranceLabel->setBuddy(
        toleranceBox_); // Alt+O reaches it from the keyboard (Alt+T opens Tools)
    key->addWidget(toleranceLabel);
    key->addWidget(toleranceBox_);
    key->addStretch();
    auto* body = new QWidget;
    auto* form = new QFormLayout(body);
    form->addRow(tr("Mode:"), mode_);
    form->addRow(tr("Threshold:"), threshold);
    form->addRow(tr("Colour key:"), key);
    form->addRow(tr("View:"), viewMode_);
    form->addRow(tr("Overlay:"), opacity_);
    form->addRow(QString(), grid_);
    form->addRow(stats_);
    form->addRow(clearReview_);
    // Its own height and no more: a taller window goes to the sprite list.
    body->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    setWidget(body);

    connect(thresholdSlider_, &QSlider::valueChanged, thresholdBox_, &QSpinBox::setValue);
    // A drag is one step; the next drag is another.
    connect(thresholdSlider_, &QSlider::sliderReleased, thresholdSession_, &EditSession::end);
    connect(thresholdBox_, &QSpinBox::valueChanged, this, [this](int value) {
        thresholdSlider_->setValue(value);
        if (const Sprite* s = document_ ? document_->sprite(spriteId_) : nullptr) {
            MaskRule after = shownRule(*s);
            after.threshold = value;
            pushSettings(after, thresholdSession_);
        }
    });
    // Enter gives the keyboard back to the canvas: Ctrl+Z and Delete then edit the mask,
    // not the number.
    connect(thresholdBox_, &QSpinBox::editingFinished, this, [this] {
        if (thresholdBox_->hasFocus())
            emit typingDone();
    });
    connect(toleranceBox_, &QSpinBox::valueChanged, this, [this](int value) {
        if (const Sprite* s = document_ ? document_->sprite(spriteId_) : nullptr) {
            MaskRule after = shownRule(*s);
            after.keyTolerance = value;
            pushSettings(after, toleranceSession_);
        }
    });
    connect(toleranceBox_, &QSpinBox::editingFinished, this, [this] {
        if (toleranceBox_->hasFocus())
            emit typingDone();
    });
    connect(mode_, &QComboBox::activated, this, [this](int index) {
        const Sprite* s = document_ ? document_->sprite(spriteId_) : nullptr;
        if (!s)
            return;
        MaskRule after = shownRule(*s);
        if (index == 0)
            after.colorKey.reset();
        else if (!after.colorKey)
            after.colorKey = s->image().pixelColor(0, 0).toRgb();
        pushSettings(after);
    });
    connect(keySwatch_, &QToolButton::clicked, this, &MaskSettingsDock::chooseKeyColor);
    connect(pickKey_, &QPushButton::clicked, this, &MaskSettingsDock::pickColorKeyRequested);
    connect(viewMode_, &QComboBox::currentIndexChanged, this, [this](int index) {
        view_->setViewMode(ViewMode(index));
        refreshStats();
    });
    connect(focus_, &EditFocus::placeChanged, this, &MaskSettingsDock::refresh);
    connect(opacity_, &QSlider::valueChanged, view_, &ViewOptions::setOverlayOpacity);
    connect(grid_, &QCheckBox::toggled, view_, &ViewOptions::setGridVisible);
    connect(clearReview_, &QPushButton::clicked, this, [this] {
        if (document_)
            document_->undoStack()->push(new ClearReview(document_, spriteId_));
    });
    refresh();
}

void MaskSettingsDock::setDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    spriteId_ = -1;
    if (document_) {
        connect(document_, &ProjectDocument::spriteRebuilt, this, [this](int id) {
            if (id == spriteId_)
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
        return;
    }
    // The rule of the channel painted: solid's is the sprite's, another channel made
    // from the image has its own, a copied or hand-painted one has none to set here.
    const MaskRule settings = shownRule(*s);
    const bool editable = ruleEditable(*s);
    for (QWidget* w :
         std::initializer_list<QWidget*>{mode_, thresholdBox_, thresholdSlider_, toleranceBox_})
        w->setEnabled(editable);
    const QSignalBlocker b1(thresholdBox_), b2(thresholdSlider_), b3(mode_), b4(toleranceBox_);
    thresholdBox_->setValue(settings.threshold);
    thresholdSlider_->setValue(settings.threshold);
    mode_->setCurrentIndex(settings.colorKey ? 1 : 0);
    thresholdBox_->setEnabled(editable && !settings.colorKey);
    thresholdSlider_->setEnabled(editable && !settings.colorKey);
    toleranceBox_->setValue(settings.keyTolerance);
    toleranceBox_->setEnabled(editable && settings.colorKey.has_value());
    const QColor key = settings.colorKey.value_or(QColor(Qt::transparent));
    keySwatch_->setText(settings.colorKey ? key.name().toUpper() : tr("none"));
    keySwatch_->setStyleSheet(settings.colorKey
                                  ? QStringLiteral("background:%1;color:%2")
                                        .arg(key.name(), key.lightness() > 128 ? "black" : "white")
                                  : QString());
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
    for (int k = 0; k < frame.channelCount(); ++k)
        review += frame.channel(k).review.count();
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
    stats_->setText(text);
    clearReview_->setVisible(review > 0);
}

void MaskSettingsDock::pushSettings(const MaskRule& after, const EditSession* session) {
    const Sprite* s = document_ ? document_->sprite(spriteId_) : nullptr;
    if (!s || !ruleEditable(*s) || after == shownRule(*s))
        return;
    const Channel* shown =
        focus_->spriteId() == s->id() ? s->channelById(focus_->channelId()) : nullptr;
    const Channel& channel = shown ? *shown : s->channels().front();
    ChannelRule rule = channel.rule;
    rule.image = after;
    document_->undoStack()->push(
        new SetChannelRule(document_, spriteId_, channel.id, rule, session ? session->key() : 0));
}

// The channel on the canvas when it belongs to this sprite, else solid.
MaskRule MaskSettingsDock::shownRule(const Sprite& s) const {
    const Channel* channel =
        focus_->spriteId() == s.id() ? s.channelById(focus_->channelId()) : nullptr;
    if (!channel || channel->id == 0 || channel->rule.source != ChannelSource::Image)
        return s.settings();
    return channel->rule.image;
}

bool MaskSettingsDock::ruleEditable(const Sprite& s) const {
    const Channel* channel =
        focus_->spriteId() == s.id() ? s.channelById(focus_->channelId()) : nullptr;
    return !channel || channel->id == 0 || channel->rule.source == ChannelSource::Image;
}

void MaskSettingsDock::chooseKeyColor() {
    const Sprite* s = document_ ? document_->sprite(spriteId_) : nullptr;
    if (!s)
        return;
    const QColor chosen = QColorDialog::getColor(shownRule(*s).colorKey.value_or(Qt::magenta), this,
                                                 tr("Transparent Colour"));
    if (!chosen.isValid())
        return;
    MaskRule after = shownRule(*s);
    after.colorKey = chosen;
    pushSettings(after);
}

} // namespace hitmask
