// SPDX-License-Identifier: MIT
#include "pivotpreset.h"

namespace hitmask {

QPoint pivotOf(PivotPreset preset, QSize frame) {
    const int w = frame.width();
    const int h = frame.height();
    switch (preset) {
    case PivotPreset::Centre:
        return {w / 2, h / 2};
    case PivotPreset::BottomCentre:
        return {w / 2, h};
    case PivotPreset::TopLeft:
        return {0, 0};
    case PivotPreset::TopRight:
        return {w, 0};
    case PivotPreset::BottomLeft:
        return {0, h};
    case PivotPreset::BottomRight:
        return {w, h};
    }
    return {};
}

QString pivotPresetName(PivotPreset preset) {
    switch (preset) {
    case PivotPreset::Centre:
        return QStringLiteral("center");
    case PivotPreset::BottomCentre:
        return QStringLiteral("bottom-center");
    case PivotPreset::TopLeft:
        return QStringLiteral("top-left");
    case PivotPreset::TopRight:
        return QStringLiteral("top-right");
    case PivotPreset::BottomLeft:
        return QStringLiteral("bottom-left");
    case PivotPreset::BottomRight:
        return QStringLiteral("bottom-right");
    }
    return {};
}

std::optional<PivotPreset> pivotPresetNamed(const QString& name) {
    for (PivotPreset preset : kPivotPresets)
        if (pivotPresetName(preset) == name)
            return preset;
    return std::nullopt;
}

} // namespace hitmask
