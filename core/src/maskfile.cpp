// SPDX-License-Identifier: MIT
#include "boundedread.hpp"

#include <hitmask/maskfile.hpp>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace hitmask {

namespace {

MaskFile failure(const std::filesystem::path& path, const std::string& why) {
    MaskFile file;
    file.error = "cannot read '" + path.string() + "': " + why;
    return file;
}

} // namespace

MaskFile loadHmskFile(const std::filesystem::path& path) {
    std::error_code ec;
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    if (status.type() == std::filesystem::file_type::not_found)
        return failure(path, "no such file");
    if (ec)
        return failure(path, ec.message());
    if (std::filesystem::is_directory(status))
        return failure(path, "it is a directory");
    detail::BoundedFile read =
        detail::readBoundedFile(path.string().c_str(), kHmskMaxFileBytes, "HMSK file");
    if (!read.error.empty()) {
        MaskFile file;
        file.error = std::move(read.error);
        return file;
    }
    MaskFile file = loadHmsk(read.bytes);
    if (!file) {
        // Appended piece by piece: GCC 12 warns (-Wrestrict, falsely) on a + chain here.
        std::string why = "'";
        why += path.string();
        why += "' is not a valid HMSK file: ";
        why += file.error;
        file.error = std::move(why);
    }
    return file;
}

std::optional<std::size_t> channelIndex(const MaskFile& file, std::string_view name) noexcept {
    for (std::size_t i = 0; i < file.channelNames.size(); ++i)
        if (file.channelNames[i] == name)
            return i;
    return std::nullopt;
}

const Mask* channelMask(const MaskFile& file, std::size_t frame, std::string_view name) noexcept {
    const std::optional<std::size_t> channel = channelIndex(file, name);
    if (!channel || frame >= file.frames.size() || *channel >= file.frames[frame].channels.size())
        return nullptr;
    return &file.frames[frame].channels[*channel];
}

} // namespace hitmask
