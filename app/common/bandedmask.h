// SPDX-License-Identifier: MIT
// Collision masks made from a PNG's rows as they are decoded, so that memory holds the
// mask and one band of pixels rather than the whole decoded image.
#pragma once

#include "pngbands.h"
#include "spritemask.h"

#include <optional>

namespace hitmask {

// The mask maskFromImage() makes of the whole decoded image, built band by band; nullopt
// when the file cannot be read this way (see PngBands::read).
std::optional<Mask> bandedMask(PngBands& png, const MaskRule& rule, qsizetype bandBytes = 8 << 20);

// backgroundKeyOf() of the decoded image, from one pass over the file that keeps only its
// border; nullopt as bandedMask().
std::optional<BackgroundKey> bandedBackgroundKey(PngBands& png, qsizetype bandBytes = 8 << 20);

} // namespace hitmask
