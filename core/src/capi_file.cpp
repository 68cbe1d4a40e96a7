// SPDX-License-Identifier: MIT
// The C API's HMSK files, over hitmask::loadHmsk, and the library's version.
#include "boundedread.hpp"
#include "capi_internal.hpp"

#include <algorithm>
#include <cstring>
#include <string_view>

// The C header's limits are the core's, number for number (docs/hmsk-format.md, Limits).
static_assert(HM_HMSK_MAX_FRAMES == hitmask::kHmskMaxFrames);
static_assert(HM_HMSK_MAX_CHANNELS == hitmask::kHmskMaxChannels);
static_assert(HM_HMSK_MAX_NAME_BYTES == hitmask::kHmskMaxNameBytes);
static_assert(HM_HMSK_MAX_SIDE == hitmask::kHmskMaxSide);
static_assert(HM_HMSK_MAX_FRAME_PIXELS == hitmask::kHmskMaxFramePixels);
static_assert(HM_HMSK_MAX_PIXELS == hitmask::kHmskMaxPixels);
static_assert(HM_HMSK_MAX_ROWS == hitmask::kHmskMaxRows);
static_assert(HM_HMSK_MAX_MASKS == hitmask::kHmskMaxMasks);
static_assert(HM_HMSK_MAX_FILE_BYTES == hitmask::kHmskMaxFileBytes);

namespace {

// Copies as much of `message` as fits, always NUL-terminated; nothing for size 0.
void report(char* error, std::size_t size, std::string_view message) noexcept {
    if (!error || size == 0)
        return;
    const std::size_t n = std::min(message.size(), size - 1);
    std::memcpy(error, message.data(), n);
    error[n] = '\0';
}

hm_file* fromBytes(const std::uint8_t* data, std::size_t size, char* error, std::size_t errorSize) {
    hitmask::MaskFile loaded = hitmask::loadHmsk(std::span(data, size));
    if (!loaded) {
        report(error, errorSize, loaded.error);
        return nullptr;
    }
    auto file = std::make_unique<hm_file>();
    file->version = loaded.version;
    file->encoding = loaded.encoding;
    file->channelNames = std::move(loaded.channelNames);
    file->frames = static_cast<int>(loaded.frames.size());
    file->channels = static_cast<int>(file->channelNames.size());
    file->masks = std::make_unique<hm_mask[]>(loaded.frames.size() * file->channelNames.size());
    file->origins.reserve(loaded.frames.size());
    hm_mask* next = file->masks.get();
    for (hitmask::HmskFrame& frame : loaded.frames) {
        file->origins.push_back(frame.origin);
        for (hitmask::Mask& mask : frame.channels) {
            next->mask = std::move(mask);
            next->owner = file.get();
            ++next;
        }
    }
    return file.release();
}

bool validFrame(const hm_file* file, int frame) {
    return file && frame >= 0 && frame < file->frames;
}

} // namespace

extern "C" {

const char* hm_version(void) noexcept {
    return HITMASK_VERSION;
}

hm_file* hm_file_load(const char* path, char* error, size_t error_size) noexcept {
    if (!path) {
        report(error, error_size, "no path given");
        return nullptr;
    }
    try {
        // Bounded by the largest valid file (HM_HMSK_MAX_FILE_BYTES): a path to /dev/zero or a pipe
        // fails at once instead of filling memory.
        const hitmask::detail::BoundedFile read =
            hitmask::detail::readBoundedFile(path, hitmask::kHmskMaxFileBytes, "HMSK file");
        if (!read.error.empty()) {
            report(error, error_size, read.error);
            return nullptr;
        }
        return fromBytes(read.bytes.data(), read.bytes.size(), error, error_size);
    } catch (...) {
        report(error, error_size, "out of memory");
        return nullptr;
    }
}

hm_file* hm_file_load_memory(const void* data, size_t size, char* error,
                             size_t error_size) noexcept {
    if (!data && size != 0) {
        report(error, error_size, "no data given");
        return nullptr;
    }
    try {
        return fromBytes(static_cast<const std::uint8_t*>(data), data ? size : 0, error,
                         error_size);
    } catch (...) {
        report(error, error_size, "out of memory");
        return nullptr;
    }
}

void hm_file_free(hm_file* file) noexcept {
    if (file)
        hitmask::capi::release(file);
}

int hm_file_version(const hm_file* file) noexcept {
    return file ? file->version : 0;
}

const char* hm_file_encoding(const hm_file* file) noexcept {
    return file ? hitmask::encodingName(file->encoding) : nullptr;
}

int hm_file_frames(const hm_file* file) noexcept {
    return file ? file->frames : 0;
}

int hm_file_channels(const hm_file* file) noexcept {
    return file ? file->channels : 0;
}

const char* hm_file_channel_name(const hm_file* file, int channel) noexcept {
    if (!file || channel < 0 || channel >= file->channels)
        return nullptr;
    return file->channelNames[static_cast<std::size_t>(channel)].c_str();
}

int hm_file_channel_index(const hm_file* file, const char* name) noexcept {
    if (!file || !name)
        return -1;
    const auto found =
        std::find(file->channelNames.begin(), file->channelNames.end(), std::string_view(name));
    return found == file->channelNames.end() ? -1
                                             : static_cast<int>(found - file->channelNames.begin());
}

const hm_mask* hm_file_mask(const hm_file* file, int frame, int channel) noexcept {
    if (!validFrame(file, frame) || channel < 0 || channel >= file->channels)
        return nullptr;
    return &file->masks[static_cast<std::size_t>(frame) * static_cast<std::size_t>(file->channels) +
                        static_cast<std::size_t>(channel)];
}

int hm_file_frame_width(const hm_file* file, int frame) noexcept {
    return validFrame(file, frame) ? hm_mask_width(hm_file_mask(file, frame, 0)) : 0;
}

int hm_file_frame_height(const hm_file* file, int frame) noexcept {
    return validFrame(file, frame) ? hm_mask_height(hm_file_mask(file, frame, 0)) : 0;
}

int hm_file_origin(const hm_file* file, int frame, int* x, int* y) noexcept {
    if (!validFrame(file, frame))
        return 0;
    const hitmask::Point origin = file->origins[static_cast<std::size_t>(frame)];
    hitmask::capi::store(x, origin.x);
    hitmask::capi::store(y, origin.y);
    return 1;
}

} // extern "C"
