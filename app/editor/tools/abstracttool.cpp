// SPDX-License-Identifier: MIT
#include "abstracttool.h"

namespace hitmask {

AbstractTool::AbstractTool(QString name, QString iconName, QKeySequence shortcut,
                           ToolSettings* settings, QObject* parent)
    : QObject(parent)
    , name_(std::move(name))
    , iconName_(std::move(iconName))
    , shortcut_(std::move(shortcut))
    , settings_(settings) {}

} // namespace hitmask
