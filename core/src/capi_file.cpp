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

using hitmask::capi::fail;
using hitmask::capi::failNull;
using hitmask::capi::ok;

namespace {

// Copies as much of `message` as fits, always NUL-terminated; nothing for size 0.
void report(char* error, std::size_t size, std::string_view message) noexcept {
    if (!error || size == 0)
        return;
    const std::size_t n = std::min(message.size(), size - 1);
    std::memcpy(error, message.data(), n);
    error[n] = '\0';
}

// Reports a failed load both ways: into the caller's buffer and as the last error.
std::nullptr_t failLoad(const char* function, int code, char* error, std::size_t errorSize,
                        std::string_view message) noexcept {
    report(error, errorSize, message);
    fail(code, function, "%.*s", int(std::min<std::size_t>(message.size(), 200)), message.data());
    return nullptr;
}

hm_file* fromBytes(const std::uint8_t* data, std::size_t size, char* error, std::size_t errorSize,
                   const char* function) {
    hitmask::MaskFile loaded = hitmask::loadHmsk(std::span(data, size));
    if (!loaded)
        return failLoad(function, HM_ERROR_FILE, error, errorSize, loaded.error);
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
    return ok(file.release());
}

// Whether `file` has frame `frame`; records why not for `function`.
bool validFrame(const hm_file* file, int frame, const char* function) noexcept {
    if (!file)
        return failNull(function, "file"), false;
    if (frame < 0 || frame >= file->frames) {
        fail(HM_ERROR_ARGUMENT, function, "frame %d is not in 0..%d", frame, file->frames - 1);
        return false;
    }
    return true;
}

const hm_mask* maskOf(const hm_file* file, int frame, int channel) noexcept {
    return &file->masks[static_cast<std::size_t>(frame) * static_cast<std::size_t>(file->channels) +
                        static_cast<std::size_t>(channel)];
}

bool validChannel(const hm_file* file, int channel, const char* function) noexcept {
    if (!file)
        return failNull(function, "file"), false;
    if (channel < 0 || channel >= file->channels) {
        fail(HM_ERROR_ARGUMENT, function, "channel %d is not in 0..%d", channel,
             file->channels - 1);
        return false;
    }
    return true;
}

} // namespace

extern "C" {

const char* hm_version(void) noexcept {
    return ok(HITMASK_VERSION);
}

hm_file* hm_file_load(const char* path, char* error, size_t error_size) noexcept {
    if (!path) {
        report(error, error_size, "no path given");
        return failNull(__func__, "path"), nullptr;
    }
    try {
        // Bounded by the largest valid file (HM_HMSK_MAX_FILE_BYTES): a path to /dev/zero or a pipe
        // fails at once instead of filling memory.
        const hitmask::detail::BoundedFile read =
            hitmask::detail::readBoundedFile(path, hitmask::kHmskMaxFileBytes, "HMSK file");
        if (!read.error.empty())
            return failLoad(__func__, HM_ERROR_FILE, error, error_size, read.error);
        return fromBytes(read.bytes.data(), read.bytes.size(), error, error_size, __func__);
    } catch (...) {
        return failLoad(__func__, HM_ERROR_MEMORY, error, error_size, "out of memory");
    }
}

hm_file* hm_file_load_memory(const void* data, size_t size, char* error,
                             size_t error_size) noexcept {
    if (!data && size != 0) {
        report(error, error_size, "no data given");
        return failNull(__func__, "data"), nullptr;
    }
    try {
        return fromBytes(static_cast<const std::uint8_t*>(data), data ? size : 0, error, error_size,
                         __func__);
    } catch (...) {
        return failLoad(__func__, HM_ERROR_MEMORY, error, error_size, "out of memory");
    }
}

void hm_file_free(hm_file* file) noexcept {
    if (file)
        hitmask::capi::release(file);
    ok(0);
}

int hm_file_version(const hm_file* file) noexcept {
    return file ? ok(int(file->version)) : (failNull(__func__, "file"), 0);
}

const char* hm_file_encoding(const hm_file* file) noexcept {
    return file ? ok(hitmask::encodingName(file->encoding)) : (failNull(__func__, "file"), nullptr);
}

int hm_file_frames(const hm_file* file) noexcept {
    return file ? ok(file->frames) : (failNull(__func__, "file"), 0);
}

int hm_file_channels(const hm_file* file) noexcept {
    return file ? ok(file->channels) : (failNull(__func__, "file"), 0);
}

const char* hm_file_channel_name(const hm_file* file, int channel) noexcept {
    if (!validChannel(file, channel, __func__))
        return nullptr;
    return ok(file->channelNames[static_cast<std::size_t>(channel)].c_str());
}

int hm_file_channel_index(const hm_file* file, const char* name) noexcept {
    if (!file || !name)
        return failNull(__func__, file ? "name" : "file"), -1;
    const auto found =
        std::find(file->channelNames.begin(), file->channelNames.end(), std::string_view(name));
    if (found == file->channelNames.end()) {
        fail(HM_ERROR_ARGUMENT, __func__, "no channel named \"%.64s\"", name);
        return -1;
    }
    return ok(static_cast<int>(found - file->channelNames.begin()));
}

const hm_mask* hm_file_mask(const hm_file* file, int frame, int channel) noexcept {
    if (!validFrame(file, frame, __func__) || !validChannel(file, channel, __func__))
        return nullptr;
    return ok(maskOf(file, frame, channel));
}

int hm_file_frame_width(const hm_file* file, int frame) noexcept {
    return validFrame(file, frame, __func__) ? ok(maskOf(file, frame, 0)->mask.width()) : 0;
}

int hm_file_frame_height(const hm_file* file, int frame) noexcept {
    return validFrame(file, frame, __func__) ? ok(maskOf(file, frame, 0)->mask.height()) : 0;
}

int hm_file_origin(const hm_file* file, int frame, int* x, int* y) noexcept {
    if (!validFrame(file, frame, __func__))
        return 0;
    const hitmask::Point origin = file->origins[static_cast<std::size_t>(frame)];
    hitmask::capi::store(x, origin.x);
    hitmask::capi::store(y, origin.y);
    return ok(1);
}

} // extern "C"
