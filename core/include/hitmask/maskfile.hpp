// SPDX-License-Identifier: MIT
// HMSK files from disk, and a file's channels looked up by name.
#pragma once

#include <cstddef>
#include <filesystem>
#include <hitmask/codec.hpp>
#include <optional>
#include <string_view>

namespace hitmask {

// Reads the file at `path` and decodes it with loadHmsk(). A file that is missing, is a
// directory, cannot be read, or is larger than any file loadHmsk() accepts gives a
// MaskFile whose error names the path and says which; never throws.
[[nodiscard]] MaskFile loadHmskFile(const std::filesystem::path& path);

// The index of the channel called `name` (exactly, case-sensitive), if the file has one.
[[nodiscard]] std::optional<std::size_t> channelIndex(const MaskFile& file,
                                                      std::string_view name) noexcept;

// Frame `frame`'s mask for the channel called `name`; null when there is no such frame
// or channel.
[[nodiscard]] const Mask* channelMask(const MaskFile& file, std::size_t frame,
                                      std::string_view name) noexcept;

} // namespace hitmask
