// SPDX-License-Identifier: MIT
#include "previewpanel.h"

#include "boxreadout.h"
#include "collisionreadout.h"
#include "common/imageloader.h"
#include "common/spritemask.h"
#include "document/projectdocument.h"
#include "editor/canvas/framerenderer.h"
#include "editor/channelpicker.h"
#include "editor/elidedtext.h"
#include "framecollisions.h"
#include "previewplayback.h"
#include "previewviewbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hitmask {

namespace {
constexpr int kFileEntry = -2; // the "Image file..." entry's data
} // namespace

PreviewPanel::PreviewPanel(QWidget* parent)
    : QWidget(parent)
    , view_(new CollisionView)
    , verdict_(new QLabel)
    , details_(new QLabel)
    , boxReadout_(new BoxReadout)
    , frameCollisions_(new FrameCollisions)
    , playback_(new PreviewPlayback(this)) {
    verdict_->setTextFormat(Qt::RichText);
    details_->setTextFormat(Qt::RichText);
    details_->setWordWrap(true);
    verdict_->setWordWrap(true);
    details_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    viewBox_ = new PreviewViewBox(view_, playback_->toggle());
    auto* readouts = new QGroupBox(tr("Collision"));
    auto* readoutLayout = new QVBoxLayout(readouts);
    readoutLayout->addWidget(verdict_);
    readoutLayout->addWidget(details_);
    readoutLayout->addWidget(boxReadout_);
    readoutLayout->addWidget(frameCollisions_);

    auto* controls = new QVBoxLayout;
    controls->addWidget(createSideControls(CollisionView::SpriteA, tr("Sprite A")));
    controls->addWidget(createSideControls(CollisionView::SpriteB, tr("Sprite B")));
    controls->addWidget(viewBox_);
    controls->addWidget(readouts);
    controls->addStretch();
    auto* side = new QWidget;
    side->setLayout(controls);
    // A fixed width: the readout wraps inside it instead of resizing the panel (and
    // squeezing the controls above it) every time its text changes.
    // As wide as its widest row in the language shown ("Horizontal spiegeln" and its
    // neighbour side by side), and no narrower than 44 average characters.
    side->setFixedWidth(
        std::max({300, fontMetrics().averageCharWidth() * 44, side->minimumSizeHint().width()}));
    // On a short screen the controls scroll rather than squeeze the readout's lines.
    auto* sideScroll = new QScrollArea;
    sideScroll->setWidget(side);
    sideScroll->setWidgetResizable(true);
    sideScroll->setFrameShape(QFrame::NoFrame);
    sideScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    sideScroll->setFixedWidth(side->width() + sideScroll->verticalScrollBar()->sizeHint().width());
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(view_, 1);
    layout->addWidget(sideScroll);

    connect(view_, &CollisionView::reportChanged, this, &PreviewPanel::showReport);
    showReport(view_->report());
}

QWidget* PreviewPanel::createSideControls(CollisionView::Which which, const QString& title) {
    Side& s = sides_[which];
    s.source = new QComboBox;
    // Long sprite names are elided in the box, not allowed to widen the panel.
    s.source->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    s.source->setMinimumContentsLength(12);
    markElided(s.source);
    s.source->setToolTip(tr("A sprite of the project, with its hand edits, or any image file"));
    s.rotation = new QDoubleSpinBox;
    s.rotation->setRange(-360, 360);
    s.rotation->setDecimals(1);
    s.rotation->setSingleStep(5);
    s.rotation->setSuffix(tr(" deg"));
    s.rotation->setWrapping(true);
    s.rotation->setToolTip(
        tr("Rotation, clockwise, nearest-neighbour: the sprite turns in place about its "
           "centre. (hitmask-cli --rotate-b places the rotated box's top-left at --offset.)"));
    s.flipH = new QCheckBox(tr("Flip H"));
    s.flipV = new QCheckBox(tr("Flip V"));
    s.scale = new QSpinBox;
    s.scale->setRange(1, 4);
    s.scale->setSuffix(QStringLiteral("x"));
    auto* flips = new QHBoxLayout;
    flips->addWidget(s.flipH);
    flips->addWidget(s.flipV);
    auto* box = new QGroupBox(title);
    auto* form = new QFormLayout(box);
    s.frame = new QSpinBox;
    s.frame->setPrefix(tr("Frame "));
    s.frame->setToolTip(tr("Which frame of the sprite collides"));
    s.channel = new ChannelPicker;
    // The frame and channel under the sprite: beside it they squeezed all three.
    auto* frameRow = new QHBoxLayout;
    frameRow->addWidget(s.frame);
    frameRow->addWidget(s.channel, 1);
    form->addRow(tr("Sprite:"), s.source);
    form->addRow(QString(), frameRow);
    form->addRow(tr("Rotate:"), s.rotation);
    form->addRow(flips);
    form->addRow(tr("Scale:"), s.scale);

    connect(s.source, &QComboBox::activated, this,
            [this, which](int index) { onSourceActivated(which, index); });
    connect(s.frame, &QSpinBox::valueChanged, this, [this, which](int frame) {
        if (sides_[which].spriteId >= 0)
            showProjectSprite(which, sides_[which].spriteId, frame - 1);
    });
    connect(s.channel, &ChannelPicker::channelChosen, this, [this, which] {
        if (sides_[which].spriteId >= 0)
            showProjectSprite(which, sides_[which].spriteId);
    });
    setFrameCount(which, 1, 0);
    connect(s.rotation, &QDoubleSpinBox::valueChanged, this, [this, which] { applyPose(which); });
    connect(s.flipH, &QCheckBox::toggled, this, [this, which] { applyPose(which); });
    connect(s.flipV, &QCheckBox::toggled, this, [this, which] { applyPose(which); });
    connect(s.scale, &QSpinBox::valueChanged, this, [this, which] { applyPose(which); });
    return box;
}

void PreviewPanel::setDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    // Another project's sprites replace this one's; an image file stays unless the new
    // project has sprites to show.
    const bool hasSprites = document_ && !document_->sprites().empty();
    for (auto which : {CollisionView::SpriteA, CollisionView::SpriteB})
        if (hasSprites || sides_[which].fileName.isEmpty())
            clearSide(which);
    if (document_) {
        connect(document_, &ProjectDocument::spriteAdded, this, &PreviewPanel::rebuildSources);
        connect(document_, &ProjectDocument::spriteRemoved, this, &PreviewPanel::rebuildSources);
        // A reload may bring another name.
        connect(document_, &ProjectDocument::spriteRebuilt, this, &PreviewPanel::rebuildSources);
        connect(document_, &ProjectDocument::spriteRebuilt, this,
                &PreviewPanel::refreshFromDocument);
        connect(document_, &ProjectDocument::maskChanged, this, &PreviewPanel::refreshFromDocument);
        connect(document_, &ProjectDocument::channelsChanged, this,
                &PreviewPanel::refreshFromDocument);
    }
    rebuildSources();
}

void PreviewPanel::clearSide(CollisionView::Which which) {
    Side& side = sides_[which];
    side.spriteId = -1;
    side.fileName.clear();
    side.defaulted = false;
    side.frameMasks.clear();
    side.channel->setSprite(nullptr);
    setFrameCount(which, 1, 0);
    if (!view_->sprite(which).isNull()) {
        view_->setSprite(which, PosedSprite());
        playback_->restart(which);
        updateShapes(which);
    }
}

int PreviewPanel::defaultSprite(CollisionView::Which which) const {
    if (!document_ || document_->sprites().empty())
        return -1;
    const auto& sprites = document_->sprites();
    if (which == CollisionView::SpriteA)
        return sprites.front()->id();
    // The one after A's (A's own when it is the only one), else the second.
    const int a = document_->indexOf(sides_[CollisionView::SpriteA].spriteId);
    const std::size_t next =
        a >= 0 ? std::size_t(a + 1) % sprites.size() : std::min<std::size_t>(1, sprites.size() - 1);
    return sprites[next]->id();
}

void PreviewPanel::rebuildSources() {
    const bool wasEmpty = view_->sprite(CollisionView::SpriteA).isNull() &&
                          view_->sprite(CollisionView::SpriteB).isNull();
    bool defaulted[2] = {false, false};
    for (auto which : {CollisionView::SpriteA, CollisionView::SpriteB}) {
        Side& s = sides_[which];
        {
            const QSignalBlocker blocker(s.source);
            s.source->clear();
            if (document_)
                for (const auto& sprite : document_->sprites())
                    s.source->addItem(document_->spriteLabel(*sprite), sprite->id());
            s.source->addItem(s.fileName.isEmpty() ? tr("Image file...")
                                                   : tr("File: %1").arg(s.fileName),
                              kFileEntry);
        }
        const bool shown = s.spriteId >= 0 && document_ && document_->sprite(s.spriteId);
        // Nothing chosen yet, the sprite shown was removed, or what is shown was not the
        // user's choice (B on A's sprite while the project had one): the default.
        if ((!shown && s.fileName.isEmpty()) || (shown && s.defaulted)) {
            if (const int id = defaultSprite(which); id >= 0) {
                if (!shown || id != s.spriteId)
                    showProjectSprite(which, id, 0);
                s.defaulted = true;
                defaulted[which] = !shown;
            } else {
                clearSide(which);
            }
        }
        const QSignalBlocker blocker(s.source);
        const int index = s.source->findData(s.spriteId);
        s.source->setCurrentIndex(index >= 0 ? index : s.source->count() - 1);
    }
    // Something to look at straight away: B half over A.
    if (wasEmpty && defaulted[CollisionView::SpriteA] && defaulted[CollisionView::SpriteB]) {
        const QImage& a = view_->sprite(CollisionView::SpriteA).image();
        view_->setPosition(CollisionView::SpriteA, {0, 0});
        view_->setPosition(CollisionView::SpriteB, {a.width() * 2 / 3, a.height() / 3});
        view_->zoomToFitWhenShown(); // a pair of 1024² sprites whole, not a corner of A
    }
}

void PreviewPanel::onSourceActivated(CollisionView::Which which, int index) {
    const int data = sides_[which].source->itemData(index).toInt();
    if (data != kFileEntry) {
        showProjectSprite(which, data);
        return;
    }
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Image"));
    if (path.isEmpty() || !showImageFile(which, path))
        rebuildSources(); // back to what is shown
}

void PreviewPanel::showProjectSprite(CollisionView::Which which, int spriteId, int frameIndex) {
    const Sprite* sprite = document_ ? document_->sprite(spriteId) : nullptr;
    if (!sprite || sprite->frames().empty())
        return;
    Side& side = sides_[which];
    const int count = int(sprite->frames().size());
    if (frameIndex < 0)
        frameIndex = side.spriteId == spriteId ? side.frame->value() - 1 : 0;
    frameIndex = std::clamp(frameIndex, 0, count - 1);
    side.spriteId = spriteId;
    side.fileName.clear();
    side.defaulted = false; // chosen; rebuildSources() marks its own defaults
    side.channel->setSprite(sprite);
    const int channel = side.channel->indexIn(*sprite);
    side.frameMasks.clear();
    for (const Frame& f : sprite->frames())
        side.frameMasks.push_back(f.channel(channel).effective);
    setFrameCount(which, count, frameIndex);
    const Frame& frame = sprite->frames()[std::size_t(frameIndex)];
    QImage image = frame.image;
    // Key-coloured pixels are transparent, as on the canvas.
    clearHiddenPixels(image, colorKeyOf(sprite->settings()));
    view_->setSprite(which, PosedSprite(sprite->name(), image, frame.channel(channel).effective));
    playback_->restart(which);
    QComboBox* source = sides_[which].source;
    const QSignalBlocker blocker(source);
    source->setItemText(source->count() - 1, tr("Image file..."));
    source->setCurrentIndex(source->findData(spriteId));
    updateShapes(which);
}

int PreviewPanel::frameDurationMs(CollisionView::Which which) const {
    const Side& side = sides_[which];
    const Sprite* sprite = document_ ? document_->sprite(side.spriteId) : nullptr;
    const int index = side.frame->value() - 1;
    if (!sprite || sprite->frames().size() < 2 || index < 0 ||
        std::size_t(index) >= sprite->frames().size())
        return 0;
    return sprite->frames()[std::size_t(index)].playDurationMs();
}

void PreviewPanel::setFrameCount(CollisionView::Which which, int count, int current) {
    QSpinBox* spin = sides_[which].frame;
    const QSignalBlocker blocker(spin);
    spin->setRange(1, std::max(count, 1));
    spin->setSuffix(tr(" of %1").arg(QLocale().toString(count)));
    // The panel is narrow: keep room for the widest "Frame 16 of 16" rather than clip it.
    spin->setMinimumWidth(spin->sizeHint().width());
    spin->setValue(current + 1);
    spin->setVisible(count > 1);
    spin->setEnabled(count > 1);
}

void PreviewPanel::updateShapes(CollisionView::Which which) {
    const PosedSprite& shown = view_->sprite(which);
    boxReadout_->setMask(which, shown.mask());
    std::vector<Mask> posedFrames;
    const Side& side = sides_[which];
    const std::size_t n =
        std::min<std::size_t>(side.frameMasks.size(), FrameCollisions::kMaxFrames);
    posedFrames.reserve(n);
    for (std::size_t i = 0; i < n; ++i)
        posedFrames.push_back(posed(side.frameMasks[i], shown.pose()));
    if (side.frameMasks.size() > n) // keeps the table's "capped" note true
        posedFrames.resize(side.frameMasks.size());
    frameCollisions_->setFrames(which, std::move(posedFrames));
    showReport(view_->report());
}

bool PreviewPanel::showImageFile(CollisionView::Which which, const QString& path) {
    const LoadedImage loaded = ImageLoader(ImageLoadLimits::fromPreferences()).load(path);
    if (!loaded.ok()) {
        auto* box = new QMessageBox(
            QMessageBox::Warning, tr("Hitmask"),
            tr("%1 could not be opened: %2.").arg(QFileInfo(path).fileName(), loaded.error),
            QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    const QString name = QFileInfo(path).completeBaseName();
    sides_[which].spriteId = -1;
    sides_[which].fileName = name;
    sides_[which].defaulted = false;
    sides_[which].channel->setSprite(nullptr);
    Mask mask = maskFromImage(loaded.image, MaskRule{});
    sides_[which].frameMasks = {mask};
    setFrameCount(which, 1, 0);
    view_->setSprite(which, PosedSprite(name, loaded.image, std::move(mask)));
    playback_->restart(which); // nothing to play in a still image
    QComboBox* source = sides_[which].source;
    const QSignalBlocker blocker(source);
    source->setItemText(source->count() - 1, tr("File: %1").arg(name));
    source->setCurrentIndex(source->count() - 1);
    updateShapes(which);
    return true;
}

void PreviewPanel::applyPose(CollisionView::Which which) {
    const Side& s = sides_[which];
    Pose pose;
    pose.rotation = s.rotation->value();
    pose.flipHorizontal = s.flipH->isChecked();
    pose.flipVertical = s.flipV->isChecked();
    pose.scale = s.scale->value();
    view_->setPose(which, pose);
    updateShapes(which);
}

void PreviewPanel::refreshFromDocument(int spriteId) {
    for (auto which : {CollisionView::SpriteA, CollisionView::SpriteB}) {
        if (sides_[which].spriteId != spriteId)
            continue;
        const bool defaulted = sides_[which].defaulted; // an edit is not a choice
        showProjectSprite(which, spriteId);
        sides_[which].defaulted = defaulted;
    }
}

void PreviewPanel::showReport(const CollisionReport& r) {
    if (view_->sprite(CollisionView::SpriteA).isNull() ||
        view_->sprite(CollisionView::SpriteB).isNull()) {
        verdict_->setText(tr("Choose two sprites."));
        details_->clear();
        boxReadout_->clear();
        frameCollisions_->hide();
        return;
    }
    verdict_->setText(CollisionReadout::verdict(r));
    details_->setText(CollisionReadout::details(r));
    boxReadout_->showReport(r);
    frameCollisions_->setOffset(r.offset.x, r.offset.y);
}

QComboBox* PreviewPanel::zoomBox() const {
    return viewBox_->zoomBox();
}

QString PreviewPanel::readoutText() const {
    return QStringList{verdict_->text(), details_->text(), boxReadout_->text()}.join(
        QStringLiteral("<br>"));
}

} // namespace hitmask
