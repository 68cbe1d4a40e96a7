// SPDX-License-Identifier: MIT
// The named pivots of a frame (centre, bottom centre, the corners): where each lies in a
// frame of a given size, and their names on a command line; the editor's presets and
// hitmask-cli's --origin share them.
#pragma once

#include <QPoint>
#include <QSize>
#include <QString>
#include <array>
#include <optional>

namespace hitmask {

enum class PivotPreset { Centre, BottomCentre, TopLeft, TopRight, BottomLeft, BottomRight };

constexpr std::array<PivotPreset, 6> kPivotPresets{
    PivotPreset::Centre,   PivotPreset::BottomCentre, PivotPreset::TopLeft,
    PivotPreset::TopRight, PivotPreset::BottomLeft,   PivotPreset::BottomRight};

// The pivot at pixel corners: a frame of odd width has its centre half a pixel left of
// the middle, since a pivot is a whole pixel corner (0, 0 the frame's top left).
QPoint pivotOf(PivotPreset preset, QSize frame);
// "center", "bottom-center", "top-left"...: the command line's name (American, as the
// other options' words are), and back; nullopt for a name that is none.
QString pivotPresetName(PivotPreset preset);
std::optional<PivotPreset> pivotPresetNamed(const QString& name);

} // namespace hitmask
