// SPDX-License-Identifier: MIT
// Fuzz target: HMSK files. Whatever loads must save and load again to the same masks.
#include <cstdlib>
#include <hitmask/codec.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const hitmask::MaskFile file = hitmask::loadHmsk(std::span(data, size));
    if (!file)
        return 0;
    const auto again = hitmask::loadHmsk(hitmask::saveHmsk(file.frames, file.encoding));
    if (!again || again.frames.size() != file.frames.size())
        std::abort();
    for (std::size_t i = 0; i < file.frames.size(); ++i)
        if (!(again.frames[i] == file.frames[i]))
            std::abort();
    return 0;
}
