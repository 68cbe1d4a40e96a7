// SPDX-License-Identifier: MIT
#include "shapesdock.h"

#include "document/commands/exportcommands.h"
#include "document/commands/shapecommands.h"
#include "document/projectdocument.h"
#include "document/shapecopy.h"
#include "editor/canvas/canvasview.h"
#include "editor/canvas/exportedshapes.h"
#include "editor/editfocus.h"
#include "editor/exporting/shapesettingsbox.h"
#include "editor/tools/collidertool.h"
#include "editor/tools/toolbox.h"
#include "editsession.h"
#include "wheelguard.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <cmath>

namespace hitmask {

namespace {
// The slider covers 0 to 10 pixels in tenths; the number box beside it goes further.
constexpr int kSliderSteps = 10;
constexpr int kSliderMax = 100;
} // namespace

ShapesDock::ShapesDock(EditFocus* focus, const CanvasView* canvas, ColliderTool* tool,
                       QWidget* parent)
    : QDockWidget(tr("Shapes"), parent)
    , focus_(focus)
    , canvas_(canvas)
    , tool_(tool)
    , modes_(new QButtonGroup(this))
    , halfPixels_(new QCheckBox(tr("Snap to half pixels")))
    , settings_(new ShapeSettingsBox)
    , toleranceSlider_(new QSlider(Qt::Horizontal))
    , state_(new QLabel)
    , counts_(new QLabel)
    , traceAgain_(new QPushButton(tr("Trace Again")))
    , copyTo_(new QPushButton(tr("Copy to Frames...")))
    , copyToAll_(new QPushButton(tr("Copy to All Frames")))
    , copyToRotations_(new QPushButton(tr("Copy to All Rotations"))) {
    setObjectName(QStringLiteral("ShapesDock"));
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);

    // The tool's drawing mode, as buttons that also choose the tool.
    auto* modeRow = new QHBoxLayout;
    const QString modeNames[] = {tr("Select"), tr("Box"), tr("Circle"), tr("Polygon")};
    for (int i = 0; i < 4; ++i) {
        auto* button = new QToolButton;
        button->setText(modeNames[i]);
        button->setCheckable(true);
        button->setAutoRaise(true);
        modes_->addButton(button, i);
        modeRow->addWidget(button);
    }
    modes_->button(int(tool_->mode()))->setChecked(true);
    modeRow->addStretch(1);
    layout->addLayout(modeRow);
    layout->addWidget(halfPixels_);
    connect(modes_, &QButtonGroup::idClicked, this, [this](int id) {
        tool_->setMode(ColliderTool::Mode(id));
        if (auto* tools = qobject_cast<ToolBox*>(tool_->parent()))
            tools->select(tool_);
    });
    connect(tool_, &ColliderTool::modeChanged, this,
            [this](ColliderTool::Mode mode) { modes_->button(int(mode))->setChecked(true); });
    connect(halfPixels_, &QCheckBox::toggled, tool_, &ColliderTool::setHalfPixels);

    // What the frame x channel in focus exports.
    state_->setWordWrap(true);
    counts_->setWordWrap(true);
    layout->addWidget(state_);
    layout->addWidget(counts_);
    auto* stateRow = new QHBoxLayout;
    stateRow->addWidget(traceAgain_);
    stateRow->addStretch(1);
    layout->addLayout(stateRow);
    traceAgain_->setToolTip(tr("Forget the shapes drawn by hand: trace them from the mask"));
    auto* copyRow = new QHBoxLayout;
    copyRow->addWidget(copyTo_);
    copyRow->addWidget(copyToAll_);
    copyRow->addStretch(1);
    layout->addLayout(copyRow);
    auto* rotationRow = new QHBoxLayout;
    rotationRow->addWidget(copyToRotations_);
    rotationRow->addStretch(1);
    layout->addLayout(rotationRow);
    copyToRotations_->setToolTip(
        tr("Give every rotation of this frame its shapes, turned with the rotation"));
    copyTo_->setToolTip(tr("Give chosen frames this frame's shapes, as hand shapes"));
    copyToAll_->setToolTip(tr("Give every frame of the sprite this frame's shapes"));
    connect(traceAgain_, &QPushButton::clicked, this, &ShapesDock::traceAgain);
    connect(copyTo_, &QPushButton::clicked, this, &ShapesDock::chooseFrames);
    connect(copyToAll_, &QPushButton::clicked, this, [this] {
        pushCopy(
            [this](const EditPlace& source) { return ShapeCopy::toAllFrames(document_, source); });
    });
    connect(copyToRotations_, &QPushButton::clicked, this, [this] {
        pushCopy(
            [this](const EditPlace& source) { return ShapeCopy::toRotations(document_, source); });
    });

    // How traced shapes are made, with the tolerance as a slider too.
    settings_->setTitle(tr("Traced shapes"));
    toleranceSlider_->setRange(0, kSliderMax);
    toleranceSlider_->setToolTip(settings_->toleranceBox()->toolTip());
    layout->addWidget(settings_);
    // Right under the tolerance's number box, which it drives.
    if (auto* form = qobject_cast<QFormLayout*>(settings_->layout())) {
        int row = 0;
        QFormLayout::ItemRole role;
        form->getWidgetPosition(settings_->toleranceBox(), &row, &role);
        form->insertRow(row + 1, QString(), toleranceSlider_);
    }
    layout->addStretch(1);
    // In a scroll area: the panel shares its column and may get less room than it needs.
    auto* scroll = new QScrollArea;
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // No minimum of its own: a taller one would make the whole window taller on small
    // screens. Chosen with the Shapes tool, it takes the room it needs (addTo).
    setWidget(scroll);

    for (QAbstractSpinBox* box : std::initializer_list<QAbstractSpinBox*>{
             settings_->maxBoxesBox(), settings_->toleranceBox(), settings_->maxVerticesBox(),
             settings_->growBox()}) {
        sessions_ << new EditSession(box);
        takeWheelOnlyWhenFocused(box); // scrolling the panel past it must not change it
    }
    takeWheelOnlyWhenFocused(settings_->kindBox());
    takeWheelOnlyWhenFocused(toleranceSlider_);
    EditSession* tolerance = sessions_[1];
    connect(settings_->kindBox(), &QComboBox::currentIndexChanged, this,
            [this] { pushSettings(0); });
    connect(settings_->convexBox(), &QCheckBox::toggled, this, [this] { pushSettings(0); });
    connect(settings_->maxBoxesBox(), &QSpinBox::valueChanged, this,
            [this] { pushSettings(sessions_[0]->key()); });
    connect(settings_->toleranceBox(), &QDoubleSpinBox::valueChanged, this, [this](double value) {
        const QSignalBlocker blocker(toleranceSlider_);
        toleranceSlider_->setValue(int(std::lround(value * kSliderSteps)));
        pushSettings(sessions_[1]->key());
    });
    connect(settings_->maxVerticesBox(), &QSpinBox::valueChanged, this,
            [this] { pushSettings(sessions_[2]->key()); });
    connect(settings_->growBox(), &QSpinBox::valueChanged, this,
            [this] { pushSettings(sessions_[3]->key()); });
    connect(toleranceSlider_, &QSlider::valueChanged, this, [this](int value) {
        settings_->toleranceBox()->setValue(double(value) / kSliderSteps);
    });
    connect(toleranceSlider_, &QSlider::sliderReleased, tolerance, &EditSession::end);

    connect(focus_, &EditFocus::documentChanged, this, &ShapesDock::followDocument);
    for (auto changed : {&EditFocus::placeChanged, &EditFocus::spriteRebuilt})
        connect(focus_, changed, this, &ShapesDock::refresh);
    connect(canvas_, &CanvasView::shapesReady, this, &ShapesDock::refreshCounts);
    followDocument();
}

ShapesDock* ShapesDock::addTo(QMainWindow* window, EditFocus* focus, const CanvasView* canvas,
                              ColliderTool* tool, QDockWidget* neighbour) {
    auto* dock = new ShapesDock(focus, canvas, tool, window);
    // A tab of a group that has its tab bar already: the column needs no more room.
    window->tabifyDockWidget(neighbour, dock);
    neighbour->raise();
    if (auto* tools = qobject_cast<ToolBox*>(tool->parent()))
        connect(tools, &ToolBox::currentChanged, dock, [window, dock, tool](AbstractTool* current) {
            if (current != tool)
                return;
            dock->show();
            dock->raise();
            // Room for the mode, the state and the counts, taken from the growing list.
            const auto* scroll = static_cast<QScrollArea*>(dock->widget());
            const int wanted = scroll->widget()->sizeHint().height() * 3 / 5;
            if (!dock->isFloating() && dock->height() < wanted)
                window->resizeDocks({dock}, {wanted}, Qt::Vertical);
        });
    return dock;
}

bool ShapesDock::takesDeleteKey(const QKeyEvent* key) const {
    return (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) &&
           canvas_->tool() == tool_ && focus_->frame() &&
           tool_->takesKey(key->key(), key->modifiers());
}

bool ShapesDock::event(QEvent* event) {
    // A text or number box takes its own Delete first; this sees only what it left.
    if (event->type() == QEvent::ShortcutOverride &&
        takesDeleteKey(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return QDockWidget::event(event);
}

void ShapesDock::keyPressEvent(QKeyEvent* event) {
    if (takesDeleteKey(event) && tool_->keyPress(*focus_, event->key(), event->modifiers()))
        return;
    QDockWidget::keyPressEvent(event);
}

void ShapesDock::followDocument() {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = focus_->document();
    if (document_) {
        connect(document_, &ProjectDocument::exportSettingsChanged, this, &ShapesDock::refresh);
        const auto refreshSprite = [this](int id) {
            if (id == focus_->spriteId())
                refresh();
        };
        connect(document_, &ProjectDocument::handShapesChanged, this, refreshSprite);
        // A mask edit or an art reload may flag the hand shapes for review.
        connect(document_, &ProjectDocument::maskChanged, this, refreshSprite);
        connect(document_, &ProjectDocument::spriteRebuilt, this, refreshSprite);
    }
    refresh();
}

void ShapesDock::refresh() {
    refreshing_ = true;
    setEnabled(document_ != nullptr);
    if (document_) {
        const ShapeSettings& settings = document_->exportSettings().shapes;
        settings_->setSettings(settings);
        toleranceSlider_->setValue(int(std::lround(settings.tolerance * kSliderSteps)));
        toleranceSlider_->setEnabled(settings_->toleranceBox()->isEnabled());
    }
    refreshing_ = false;
    const Frame* frame = focus_->frame();
    const ChannelMasks* masks = frame ? &frame->channel(focus_->channelIndex()) : nullptr;
    const bool hand = masks && masks->handShapes.has_value();
    state_->setText(!frame  ? tr("No frame")
                    : !hand ? tr("<b>Traced</b>: follow the mask")
                    : masks->shapesReview
                        ? tr("<b>Hand</b>, to review: the mask changed under them")
                        : tr("<b>Hand</b>: exported as drawn"));
    traceAgain_->setEnabled(hand);
    copyTo_->setEnabled(frame && focus_->sprite()->frames().size() > 1);
    copyToAll_->setEnabled(copyTo_->isEnabled());
    copyToRotations_->setEnabled(copyTo_->isEnabled() && focus_->sprite()->cut().isRotationSet());
    refreshCounts();
}

void ShapesDock::refreshCounts() {
    const Frame* frame = focus_->frame();
    const ShapeOverlay& overlay = canvas_->shapeOverlay();
    if (!frame || overlay.view() == ShapeView::None) {
        counts_->setText(tr("The Shapes tool (S) shows them on the canvas."));
        return;
    }
    const ShapeOverlay::Counts counts = overlay.counts();
    const std::optional<Colliders>& hand = frame->channel(focus_->channelIndex()).handShapes;
    const QLocale locale;
    // A hand set is counted here at once; wrong pixels come when the canvas has them.
    const int shapes = hand ? int(hand->count()) : counts.shapes;
    const int vertices = hand ? polygonVertices(*hand) : counts.vertices;
    const bool wrongKnown = !overlay.computing() && counts.wrongPixels && counts.hand == bool(hand);
    counts_->setText(
        tr("Shapes: %1, Vertices: %2, Wrong pixels: %3")
            .arg(locale.toString(shapes), locale.toString(vertices),
                 wrongKnown ? locale.toString(qulonglong(*counts.wrongPixels))
                            : (overlay.computing() ? tr("computing...") : tr("not counted"))));
}

void ShapesDock::pushSettings(int session) {
    if (refreshing_ || !document_)
        return;
    ExportSettings after = document_->exportSettings();
    after.shapes = settings_->settings();
    toleranceSlider_->setEnabled(settings_->toleranceBox()->isEnabled());
    if (after == document_->exportSettings())
        return;
    document_->undoStack()->push(new SetExportSettings(document_, after, session));
}

void ShapesDock::traceAgain() {
    const Frame* frame = focus_->frame();
    if (!document_ || !frame)
        return;
    document_->undoStack()->push(
        new SetHandShapes(document_, tr("Trace Shapes Again"),
                          {{focus_->spriteId(), frame->id, focus_->channelId()}}, {std::nullopt}));
}

void ShapesDock::copyToFrames(const QList<int>& frameIds) {
    if (frameIds.isEmpty())
        return;
    pushCopy([this, frameIds](const EditPlace& source) {
        return ShapeCopy::toFrames(document_, source, frameIds);
    });
}

void ShapesDock::pushCopy(const std::function<SetHandShapes*(const EditPlace&)>& copy) {
    const Frame* frame = focus_->frame();
    if (!document_ || !frame)
        return;
    const EditPlace source{focus_->spriteId(), frame->id, focus_->channelId()};
    const ChannelMasks& masks = frame->channel(focus_->channelIndex());
    QUndoStack* stack = document_->undoStack();
    if (masks.handShapes) {
        if (SetHandShapes* step = copy(source))
            stack->push(step);
        return;
    }
    // Traced shapes are copied as the export traces them: first made the frame's own, in
    // the same undo step as the copy.
    const Colliders traced = exportedColliders(masks, document_->exportSettings().shapes);
    stack->beginMacro(tr("Copy Shapes"));
    stack->push(new SetHandShapes(document_, tr("Copy Shapes"), {source}, {traced}));
    SetHandShapes* step = copy(source);
    if (step)
        stack->push(step);
    stack->endMacro();
    if (!step)
        stack->undo(); // nothing was copied: the frame's shapes stay traced
}

void ShapesDock::chooseFrames() {
    const Sprite* sprite = focus_->sprite();
    if (!sprite)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Copy Shapes to Frames"));
    auto* list = new QListWidget;
    const QLocale locale;
    for (std::size_t i = 0; i < sprite->frames().size(); ++i) {
        const Frame& frame = sprite->frames()[i];
        if (&frame == focus_->frame())
            continue;
        auto* item = new QListWidgetItem(tr("Frame %1").arg(locale.toString(int(i) + 1)), list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setData(Qt::UserRole, frame.id);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("Frames that get this frame's shapes:")));
    layout->addWidget(list);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QList<int> ids;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            ids << list->item(i)->data(Qt::UserRole).toInt();
    copyToFrames(ids);
}

} // namespace hitmask
