// SPDX-License-Identifier: MIT
#include "toolbox.h"

#include "brushtool.h"
#include "collidertool.h"
#include "eyedroppertool.h"
#include "filltool.h"
#include "origintool.h"
#include "shapetool.h"

#include <QAction>

namespace hitmask {

ToolBox::ToolBox(QObject* parent)
    : QObject(parent)
    , group_(this) {
    // Every tool, in toolbar order: the one list a new tool joins. A tool brings its own
    // name, icon and shortcut, and its action, menu entry and tooltip are made from them.
    addTool(new PencilTool(&settings_, this));
    addTool(new EraserTool(&settings_, this));
    addTool(new AutoBrushTool(&settings_, this));
    addTool(new RectangleTool(&settings_, this));
    addTool(new EllipseTool(&settings_, this));
    addTool(new FillTool(&settings_, this));
    eyedropper_ = new EyedropperTool(&settings_, this);
    addTool(eyedropper_);
    addTool(new OriginTool(&settings_, this));
    addTool(new ColliderTool(&settings_, this));

    growBrush_ = new QAction(tr("Larger Brush"), this);
    growBrush_->setShortcut(QKeySequence(Qt::Key_BracketRight));
    connect(growBrush_, &QAction::triggered, this,
            [this] { settings_.setBrushSize(settings_.brushSize() + 1); });
    shrinkBrush_ = new QAction(tr("Smaller Brush"), this);
    shrinkBrush_->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    connect(shrinkBrush_, &QAction::triggered, this,
            [this] { settings_.setBrushSize(settings_.brushSize() - 1); });
    swapPaint_ = new QAction(tr("Swap Colliding / Non-colliding"), this);
    swapPaint_->setShortcut(QKeySequence(Qt::Key_X));
    swapPaint_->setToolTip(tr("Swap what the pencil and the eraser paint (X)"));
    connect(swapPaint_, &QAction::triggered, &settings_, &ToolSettings::swapPaint);
    roundBrush_ = new QAction(tr("Round Brush"), this);
    roundBrush_->setCheckable(true);
    roundBrush_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_R));
    connect(roundBrush_, &QAction::toggled, this, [this](bool round) {
        settings_.setBrushShape(round ? BrushShape::Round : BrushShape::Square);
    });
    connect(&settings_, &ToolSettings::changed, this,
            [this] { roundBrush_->setChecked(settings_.brushShape() == BrushShape::Round); });

    select(tools_.front());
}

void ToolBox::addTool(AbstractTool* tool) {
    tools_.push_back(tool);
    auto* action = new QAction(tool->icon(), tool->name(), &group_);
    action->setCheckable(true);
    action->setShortcut(tool->shortcut());
    action->setToolTip(QStringLiteral("%1 (%2)").arg(
        tool->name(), tool->shortcut().toString(QKeySequence::NativeText)));
    action->setData(QVariant::fromValue(static_cast<QObject*>(tool)));
    connect(action, &QAction::triggered, this, [this, tool] { select(tool); });
}

void ToolBox::select(AbstractTool* tool) {
    if (!tool || tool == current_)
        return;
    current_ = tool;
    for (QAction* action : group_.actions())
        if (action->data().value<QObject*>() == tool)
            action->setChecked(true);
    emit currentChanged(tool);
}

AbstractTool* ToolBox::toolNamed(const QString& iconName) const {
    for (AbstractTool* tool : tools_)
        if (tool->iconName() == iconName)
            return tool;
    return nullptr;
}

} // namespace hitmask
