// SPDX-License-Identifier: MIT
// Fuzz target: PNG files read a band of rows at a time (PngBands, bandedMask,
// bandedBackgroundKey), checked against the whole-image path on the same file: whatever
// the banded reader accepts, the image loader must accept too, with the same alpha, the
// same background key and the same mask. Limits are small so that a big declared size is
// refused rather than decoded.
#include "common/bandedmask.h"
#include "common/imageloader.h"
#include "fuzzfiles.h"

#include <QCoreApplication>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    hitmask::fuzz::emptyFolder();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QString path = hitmask::fuzz::writeInput(hitmask::fuzz::emptyFolder(),
                                                   QStringLiteral("input.png"), data, size);
    hitmask::ImageLoadLimits limits;
    limits.maxSide = 256;
    limits.allocationLimitMb = 16;
    hitmask::PngBands png(path, limits.allocationLimitMb);
    if (!png.usable(limits.maxSide))
        return 0;
    hitmask::MaskRule rule;
    rule.threshold = int(size % 256);
    const std::optional<hitmask::Mask> banded = hitmask::bandedMask(png, rule, 64);
    const std::optional<hitmask::BackgroundKey> key = hitmask::bandedBackgroundKey(png, 64);
    if (banded.has_value() != key.has_value())
        std::abort(); // one file, two passes: both read it or neither
    if (!banded)
        return 0;
    const hitmask::LoadedImage loaded = hitmask::ImageLoader(limits).load(path);
    if (!loaded.ok() || loaded.hadAlpha != png.hadAlpha() || loaded.image.size() != png.size() ||
        !(hitmask::maskFromImage(loaded.image, rule) == *banded) ||
        hitmask::backgroundKeyOf(loaded.image).colour != key->colour)
        std::abort();
    return 0;
}
