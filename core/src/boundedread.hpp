// SPDX-License-Identifier: MIT
// Reads a whole file of bounded size, for the core's and the C API's file loaders.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hitmask::detail {

// The bytes of the regular file at `path`, at most `maxBytes` of them, or an error that
// names the path: "cannot open PATH: reason" or "cannot read PATH: reason". Devices,
// pipes, sockets and directories are refused before they are opened (reading /dev/zero
// never ends, opening a pipe waits for a writer), and no more than maxBytes + 1 bytes are
// read, even from a file that grows meanwhile. `what` names what the file should be, for
// the message of a file over the limit ("an HMSK file").
struct BoundedFile {
    std::vector<std::uint8_t> bytes;
    std::string error; // empty on success
};
[[nodiscard]] BoundedFile readBoundedFile(const char* path, std::uint64_t maxBytes,
                                          std::string_view what);

} // namespace hitmask::detail
