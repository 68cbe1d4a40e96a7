// SPDX-License-Identifier: MIT
#include "scenepanel.h"

#include "document/projectdocument.h"
#include "editor/elidedtext.h"
#include "scenemodel.h"
#include "sceneview.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace hitmask {

namespace {
constexpr int kFrameMs = 16; // about 60 frames a second
} // namespace

ScenePanel::ScenePanel(QWidget* parent)
    : QWidget(parent)
    , model_(new SceneModel(this))
    , view_(new SceneView(model_))
    , timer_(new QTimer(this))
    , sprite_(new QComboBox)
    , frame_(new QComboBox)
    , fillCount_(new QSpinBox)
    , fill_(new QPushButton(tr("Fill")))
    , add_(new QPushButton(tr("Add One")))
    , clear_(new QPushButton(tr("Clear")))
    , fieldWidth_(new QSpinBox)
    , fieldHeight_(new QSpinBox)
    , rotations_(new QSpinBox)
    , run_(new QPushButton(tr("Run")))
    , step_(new QPushButton(tr("Step")))
    , objects_(new QLabel)
    , boxPairs_(new QLabel)
    , pixelPairs_(new QLabel)
    , stepTime_(new QLabel) {
    timer_->setInterval(kFrameMs);
    sprite_->setToolTip(tr("The project sprite to add to the scene"));
    // Long sprite names are elided in the box, not allowed to widen the panel.
    sprite_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    sprite_->setMinimumContentsLength(12);
    markElided(sprite_);
    frame_->setToolTip(tr("Which of the sprite's frames"));
    connect(sprite_, &QComboBox::currentIndexChanged, this, &ScenePanel::rebuildFrames);
    fillCount_->setRange(1, 100000);
    fillCount_->setValue(1000);
    fillCount_->setToolTip(tr("How many copies Fill puts in the scene"));
    fill_->setToolTip(tr("Replace the scene with this many copies of the sprite, moving at "
                         "random"));
    add_->setToolTip(tr("Add one copy of the sprite at a random place"));
    clear_->setToolTip(tr("Remove every sprite from the scene"));
    for (QSpinBox* box : {fieldWidth_, fieldHeight_}) {
        box->setRange(16, 100000);
        box->setSuffix(tr(" px"));
    }
    fieldWidth_->setValue(model_->fieldSize().width());
    fieldHeight_->setValue(model_->fieldSize().height());
    fieldWidth_->setToolTip(tr("Playfield width; sprites wrap around its edges"));
    fieldHeight_->setToolTip(tr("Playfield height; sprites wrap around its edges"));
    rotations_->setRange(0, 360);
    rotations_->setSpecialValueText(tr("Off"));
    rotations_->setToolTip(tr("Spin the sprites, each drawn and collided as the nearest of "
                              "this many pre-rotated frames (24 is every 15 degrees), as a game "
                              "with a rotation set does"));
    run_->setCheckable(true);
    run_->setToolTip(tr("Run or pause the scene (Space over the playfield)"));
    step_->setToolTip(tr("Advance one frame (the period key over the playfield)"));

    auto* spritesBox = new QGroupBox(tr("Sprites"));
    auto* spritesForm = new QFormLayout(spritesBox);
    spritesForm->addRow(tr("Sprite:"), sprite_);
    spritesForm->addRow(tr("Frame:"), frame_);
    auto* fillRow = new QHBoxLayout;
    fillRow->addWidget(fill_);
    fillRow->addWidget(fillCount_, 1);
    spritesForm->addRow(fillRow);
    auto* addRow = new QHBoxLayout;
    addRow->addWidget(add_);
    addRow->addWidget(clear_);
    spritesForm->addRow(addRow);
    spritesForm->addRow(tr("Width:"), fieldWidth_);
    spritesForm->addRow(tr("Height:"), fieldHeight_);
    spritesForm->addRow(tr("Rotations:"), rotations_);

    auto* playBox = new QGroupBox(tr("Motion"));
    auto* playRow = new QHBoxLayout(playBox);
    playRow->addWidget(run_);
    playRow->addWidget(step_);

    auto* countsBox = new QGroupBox(tr("Collisions"));
    auto* counts = new QFormLayout(countsBox);
    counts->addRow(tr("Objects:"), objects_);
    counts->addRow(tr("Box pairs:"), boxPairs_);
    counts->addRow(tr("Pixel pairs:"), pixelPairs_);
    counts->addRow(tr("World step:"), stepTime_);

    auto* controls = new QVBoxLayout;
    controls->addWidget(spritesBox);
    controls->addWidget(playBox);
    controls->addWidget(countsBox);
    controls->addStretch();
    auto* side = new QWidget;
    side->setLayout(controls);
    side->setMaximumWidth(320);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(view_, 1);
    layout->addWidget(side);

    connect(timer_, &QTimer::timeout, model_, &SceneModel::step);
    connect(run_, &QPushButton::toggled, this, &ScenePanel::setRunning);
    connect(step_, &QPushButton::clicked, this, [this] {
        setRunning(false);
        model_->step();
    });
    connect(view_, &SceneView::pauseToggleRequested, this, [this] { setRunning(!isRunning()); });
    connect(view_, &SceneView::stepRequested, step_, &QPushButton::click);
    connect(fill_, &QPushButton::clicked, this, &ScenePanel::fillWithCopies);
    connect(add_, &QPushButton::clicked, this, &ScenePanel::addOne);
    connect(clear_, &QPushButton::clicked, model_, &SceneModel::clear);
    const auto resizeField = [this] {
        model_->setFieldSize({fieldWidth_->value(), fieldHeight_->value()});
    };
    connect(rotations_, &QSpinBox::valueChanged, model_, &SceneModel::setRotations);
    connect(fieldWidth_, &QSpinBox::valueChanged, this, resizeField);
    connect(fieldHeight_, &QSpinBox::valueChanged, this, resizeField);
    connect(model_, &SceneModel::changed, this, &ScenePanel::showStats);
    connect(model_, &SceneModel::stepped, this, &ScenePanel::showStats);
    showStats();
}

void ScenePanel::setDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    model_->setDocument(document);
    if (document_) {
        connect(document_, &ProjectDocument::spriteAdded, this, &ScenePanel::rebuildSprites);
        connect(document_, &ProjectDocument::spriteRemoved, this, &ScenePanel::rebuildSprites);
        connect(document_, &ProjectDocument::spriteRebuilt, this, &ScenePanel::rebuildSprites);
    }
    rebuildSprites();
}

void ScenePanel::hideEvent(QHideEvent* event) {
    setRunning(false);
    QWidget::hideEvent(event);
}

bool ScenePanel::isRunning() const {
    return timer_->isActive();
}

void ScenePanel::setRunning(bool running) {
    if (running)
        timer_->start();
    else
        timer_->stop();
    const QSignalBlocker blocker(run_);
    run_->setChecked(running);
    run_->setText(running ? tr("Pause") : tr("Run"));
}

// The project's sprites by id; the chosen one's frames in the box beside.
void ScenePanel::rebuildSprites() {
    const QVariant current = sprite_->currentData();
    {
        const QSignalBlocker blocker(sprite_);
        sprite_->clear();
        if (document_)
            for (const auto& sprite : document_->sprites())
                sprite_->addItem(document_->spriteLabel(*sprite), sprite->id());
        const int index = sprite_->findData(current);
        sprite_->setCurrentIndex(index >= 0 ? index : 0);
    }
    rebuildFrames();
    const bool any = sprite_->count() > 0;
    fill_->setEnabled(any);
    add_->setEnabled(any);
}

void ScenePanel::rebuildFrames() {
    const Sprite* sprite = document_ && sprite_->currentIndex() >= 0
                               ? document_->sprite(sprite_->currentData().toInt())
                               : nullptr;
    // The same sprite keeps its frame; another one starts at its first.
    const int id = sprite ? sprite->id() : -1;
    const int keep = frame_->property("spriteId").toInt() == id ? frame_->currentIndex() : 0;
    frame_->setProperty("spriteId", id);
    const QSignalBlocker blocker(frame_);
    frame_->clear();
    const int frames = sprite ? int(sprite->frames().size()) : 0;
    for (int f = 0; f < frames; ++f)
        frame_->addItem(QLocale().toString(f + 1), f);
    frame_->setCurrentIndex(keep >= 0 && keep < frames ? keep : (frames > 0 ? 0 : -1));
    frame_->setEnabled(frames > 1);
}

QPoint ScenePanel::chosen() const {
    return {sprite_->currentData().toInt(), std::max(0, frame_->currentIndex())};
}

void ScenePanel::fillWithCopies() {
    const QPoint which = chosen();
    if (sprite_->currentIndex() < 0)
        return;
    model_->clear();
    model_->addCopies(which.x(), which.y(), fillCount_->value());
}

void ScenePanel::addOne() {
    const QPoint which = chosen();
    if (sprite_->currentIndex() >= 0)
        model_->addCopies(which.x(), which.y(), 1);
}

void ScenePanel::showStats() {
    const QLocale locale;
    const auto& stats = model_->stats();
    objects_->setText(locale.toString(qulonglong(model_->objects().size())));
    boxPairs_->setText(locale.toString(qulonglong(stats.boxPairs)));
    pixelPairs_->setText(locale.toString(qulonglong(stats.pixelPairs)));
    stepTime_->setText(tr("%1 ms").arg(locale.toString(stats.stepMs, 'f', 3)));
}

QString ScenePanel::readoutText() const {
    return QStringList{objects_->text(), boxPairs_->text(), pixelPairs_->text(), stepTime_->text()}
        .join(u'\n');
}

} // namespace hitmask
