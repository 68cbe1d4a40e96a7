// SPDX-License-Identifier: MIT
#include "boundedread.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <system_error>

namespace hitmask::detail {

namespace {

std::string reason(int errorNumber) {
    return std::error_code(errorNumber, std::generic_category()).message();
}

std::string mebibytes(std::uint64_t bytes) {
    return std::to_string(bytes >> 20) + " MiB";
}

} // namespace

BoundedFile readBoundedFile(const char* path, std::uint64_t maxBytes, std::string_view what) {
    BoundedFile file;
    const auto cannot = [&](const char* verb, const std::string& why) {
        file.bytes.clear();
        file.error = std::string("cannot ") + verb + ' ' + path + ": " + why;
        return std::move(file);
    };
    const auto tooLarge = [&](const std::string& size) {
        return cannot("read", size + "larger than any " + std::string(what) + " (over " +
                                  mebibytes(maxBytes) + ")");
    };
    std::error_code ec;
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    if (ec)
        return cannot("open", reason(ec.value()));
    if (std::filesystem::is_directory(status))
        return cannot("read", reason(EISDIR));
    if (!std::filesystem::is_regular_file(status))
        return cannot("read", "not a regular file (a device, pipe or socket)");
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec)
        return cannot("read", reason(ec.value()));
    if (size > maxBytes)
        return tooLarge(std::to_string(size) + " bytes, ");

    std::FILE* in = std::fopen(path, "rb");
    if (!in)
        return cannot("open", reason(errno));
    file.bytes.reserve(static_cast<std::size_t>(size));
    std::uint8_t chunk[1 << 16];
    // One byte past the limit is enough to know the file grew past it.
    while (file.bytes.size() <= maxBytes) {
        const std::size_t wanted = static_cast<std::size_t>(
            std::min<std::uint64_t>(sizeof chunk, maxBytes + 1 - file.bytes.size()));
        const std::size_t got = std::fread(chunk, 1, wanted, in);
        file.bytes.insert(file.bytes.end(), chunk, chunk + got);
        if (got < wanted)
            break;
    }
    const bool grew = file.bytes.size() > maxBytes;
    const bool failed = std::ferror(in) != 0;
    const int errorNumber = errno;
    std::fclose(in);
    if (failed)
        return cannot("read", reason(errorNumber));
    if (grew)
        return tooLarge({});
    return file;
}

} // namespace hitmask::detail
