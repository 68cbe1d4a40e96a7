// SPDX-License-Identifier: MIT
#include "abstracttool.h"

#include "editor/icons.h"

#include <QPointer>

namespace hitmask {

AbstractTool::AbstractTool(QString name, QString iconName, QKeySequence shortcut,
                           ToolSettings* settings, QObject* parent)
    : QObject(parent)
    , name_(std::move(name))
    , iconName_(std::move(iconName))
    , shortcut_(std::move(shortcut))
    , settings_(settings) {}

QIcon AbstractTool::icon() const {
    // The icon may be copied to widgets that outlive the tool: then it draws nothing.
    return drawnIcon([tool = QPointer<const AbstractTool>(this)](QPainter& painter) {
        if (tool)
            tool->paintIcon(painter);
    });
}

} // namespace hitmask
