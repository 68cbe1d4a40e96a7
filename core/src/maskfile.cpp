// SPDX-License-Identifier: MIT
#include <fstream>
#include <hitmask/maskfile.hpp>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace hitmask {

namespace {

// No HMSK file loadHmsk() accepts is larger: payloads take at most a byte per pixel, and
// the headers and names of 65535 frames and channels stay well under the margin.
constexpr std::uintmax_t kLargestHmskFile = kHmskMaxPixels + (std::uintmax_t{64} << 20);

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
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec)
        return failure(path, ec.message());
    if (size > kLargestHmskFile)
        return failure(path, "too large for an HMSK file (" + std::to_string(size) + " bytes)");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return failure(path, "it cannot be opened (permissions?)");
    std::vector<std::uint8_t> bytes(static_cast<std::size_t>(size));
    in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (in.gcount() != static_cast<std::streamsize>(bytes.size()))
        return failure(path, "reading stopped after " + std::to_string(in.gcount()) + " of " +
                                 std::to_string(size) + " bytes");
    MaskFile file = loadHmsk(bytes);
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
