// SPDX-License-Identifier: MIT
// hitmask-cli's masks straight from a PNG's rows (PngBands), taken only where they are
// provably the masks the whole decoded image gives; everywhere else the caller decodes
// the whole image as before.
#pragma once

#include "common/framesource.h"

#include <QCommandLineParser>
#include <functional>
#include <hitmask/mask.hpp>
#include <optional>
#include <vector>

namespace hitmask::cli {

// The masks of a sprite's frames with their pivots and animations.
struct MaskFrames {
    std::vector<Mask> masks;
    std::vector<QPoint> origins;
    QList<FrameAnimation> animations;
};

// The mask of the whole image at `path` under the options' rule (CliOptions::maskRule,
// with `sprite`'s own options), or nullopt when the whole-image path must run: not a PNG
// PngBands takes, a size `accept` refuses, a corrupt file, or an option error, which
// that path reports after the image's own errors.
std::optional<Mask> bandedSpriteMask(const QString& path, const QCommandLineParser& parser,
                                     const QString& sprite = {},
                                     const std::function<bool(QSize)>& accept = {});

} // namespace hitmask::cli
