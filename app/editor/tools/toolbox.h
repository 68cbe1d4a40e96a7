// SPDX-License-Identifier: MIT
// Owns the tools, their actions and shortcuts, and the brush options' actions.
#pragma once

#include "toolsettings.h"

#include <QActionGroup>
#include <QObject>
#include <vector>

namespace hitmask {

class AbstractTool;
class EyedropperTool;

class ToolBox final : public QObject {
    Q_OBJECT

public:
    explicit ToolBox(QObject* parent = nullptr);

    ToolSettings* settings() { return &settings_; }
    const std::vector<AbstractTool*>& tools() const { return tools_; }
    QList<QAction*> toolActions() const { return group_.actions(); }
    AbstractTool* current() const { return current_; }
    void select(AbstractTool* tool);
    AbstractTool* toolNamed(const QString& iconName) const;
    EyedropperTool* eyedropper() const { return eyedropper_; }

    QAction* growBrushAction() const { return growBrush_; }
    QAction* shrinkBrushAction() const { return shrinkBrush_; }
    QAction* swapPaintAction() const { return swapPaint_; }
    QAction* roundBrushAction() const { return roundBrush_; }

signals:
    void currentChanged(AbstractTool* tool);

private:
    void addTool(AbstractTool* tool);

    ToolSettings settings_;
    std::vector<AbstractTool*> tools_;
    QActionGroup group_;
    AbstractTool* current_ = nullptr;
    EyedropperTool* eyedropper_ = nullptr;
    QAction* growBrush_ = nullptr;
    QAction* shrinkBrush_ = nullptr;
    QAction* swapPaint_ = nullptr;
    QAction* roundBrush_ = nullptr;
};

} // namespace hitmask
