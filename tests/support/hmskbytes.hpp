// SPDX-License-Identifier: MIT
// HMSK files written byte by byte from the format's description (docs/hmsk-format.md),
// never with the writer under test: little-endian fields, names, frames and payloads.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace hitmask::testing {

class HmskBytes {
public:
    HmskBytes& u8(std::uint32_t v) {
        out_.push_back(static_cast<std::uint8_t>(v & 0xFF));
        return *this;
    }
    HmskBytes& u16(std::uint32_t v) { return u8(v).u8(v >> 8); }
    HmskBytes& u32(std::uint32_t v) { return u16(v & 0xFFFF).u16(v >> 16); }
    HmskBytes& raw(std::vector<std::uint8_t> bytes) {
        out_.insert(out_.end(), bytes.begin(), bytes.end());
        return *this;
    }
    // `count` copies of `byte`: the long payloads of files at the limits.
    HmskBytes& repeat(std::uint8_t byte, std::size_t count) {
        out_.insert(out_.end(), count, byte);
        return *this;
    }
    HmskBytes& text(const std::string& s) {
        out_.insert(out_.end(), s.begin(), s.end());
        return *this;
    }
    // A channel name with its length byte.
    HmskBytes& name(const std::string& s) {
        return u8(static_cast<std::uint32_t>(s.size())).text(s);
    }
    // A payload with its length.
    HmskBytes& payload(std::vector<std::uint8_t> bytes) {
        return u32(static_cast<std::uint32_t>(bytes.size())).raw(std::move(bytes));
    }
    // A version 2 header without its names.
    HmskBytes& v2(std::uint32_t encoding, std::uint32_t frames, std::uint32_t channels,
                  std::uint32_t reserved = 0) {
        return text("HMSK").u8(2).u8(encoding).u16(frames).u16(channels).u16(reserved);
    }
    HmskBytes& v1(std::uint32_t encoding, std::uint32_t frames, std::uint32_t w, std::uint32_t h) {
        return text("HMSK").u8(1).u8(encoding).u16(frames).u32(w).u32(h);
    }
    // A version 2 frame header.
    HmskBytes& frame(std::uint32_t w, std::uint32_t h, std::int32_t x = 0, std::int32_t y = 0) {
        return u32(w).u32(h).u32(static_cast<std::uint32_t>(x)).u32(static_cast<std::uint32_t>(y));
    }
    [[nodiscard]] std::vector<std::uint8_t> done() const { return out_; }

private:
    std::vector<std::uint8_t> out_;
};

} // namespace hitmask::testing
