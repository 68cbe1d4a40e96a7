// SPDX-License-Identifier: MIT
#include "bandedsprite.h"

#include "clioptions.h"
#include "common/bandedmask.h"
#include "common/imageloader.h"
#include "silencedstderr.h"

namespace hitmask::cli {

std::optional<Mask> bandedSpriteMask(const QString& path, const QCommandLineParser& parser,
                                     const QString& sprite,
                                     const std::function<bool(QSize)>& accept) {
    const SilencedStderr quiet;
    const ImageLoadLimits limits; // the CLI's, as CliOptions::loadSpriteFrames
    PngBands png(path, limits.allocationLimitMb);
    if (!png.usable(limits.maxSide) || (accept && !accept(png.size())))
        return std::nullopt;
    const auto noBackground = []() -> std::optional<QColor> {
        return std::nullopt;
    };
    try {
        (void)CliOptions::maskRule(parser, png.hadAlpha(), noBackground, sprite);
    } catch (const Failure&) {
        return std::nullopt;
    }
    // Art without alpha is keyed by its border's colour: a first pass finds it.
    bool readBorder = true;
    const MaskRule rule = CliOptions::maskRule(
        parser, png.hadAlpha(),
        [&]() -> std::optional<QColor> {
            const std::optional<BackgroundKey> key = bandedBackgroundKey(png);
            readBorder = key.has_value();
            return key ? std::optional<QColor>(key->colour) : std::nullopt;
        },
        sprite);
    if (!readBorder)
        return std::nullopt;
    return bandedMask(png, rule);
}

} // namespace hitmask::cli
