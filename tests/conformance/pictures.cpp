// SPDX-License-Identifier: MIT
// The valid files and RGBA images of the conformance suite, drawn on plain pixel grids.
#include "conformance.hpp"

namespace conformance {

using hitmask::Encoding;

namespace {

Picture noise(Rng& rng, int w, int h, int perMille) {
    Picture p(w, h);
    for (auto& px : p.pixels)
        px = rng.perMille(perMille) ? 1 : 0;
    return p;
}

// Solid where (x - cx)^2 + (y - cy)^2 lies in [inner^2, outer^2]; inner 0 draws a disc.
Picture ring(int w, int h, int cx, int cy, int outer, int inner = 0) {
    Picture p(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const long long d2 = static_cast<long long>(x - cx) * (x - cx) +
                                 static_cast<long long>(y - cy) * (y - cy);
            p.put(x, y,
                  d2 <= static_cast<long long>(outer) * outer &&
                      (inner == 0 || d2 >= static_cast<long long>(inner) * inner));
        }
    return p;
}

Picture disc(int w, int h) {
    return ring(w, h, w / 2, h / 2, (w < h ? w : h) / 2);
}

// Squares of `cell` pixels, alternately solid and empty; `phase` 1 starts empty.
Picture checker(int w, int h, int cell, int phase = 0) {
    Picture p(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            p.put(x, y, ((x / cell + y / cell + phase) & 1) == 0);
    return p;
}

Picture stripes(int w, int h, int period, bool vertical) {
    Picture p(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            p.put(x, y, ((vertical ? x : y) % period) < period / 2 + 1);
    return p;
}

// Solid only in the given columns: the pixels either side of a 64-bit word edge.
Picture columns(int w, int h, std::vector<int> which) {
    Picture p(w, h);
    for (int y = 0; y < h; ++y)
        for (int x : which)
            if (x >= 0 && x < w)
                p.put(x, y, true);
    return p;
}

// A noisy rectangle over an otherwise empty picture.
Picture noisyPatch(Rng& rng, int w, int h, int x0, int y0, int pw, int ph, int perMille) {
    Picture p(w, h);
    for (int y = y0; y < y0 + ph && y < h; ++y)
        for (int x = x0; x < x0 + pw && x < w; ++x)
            p.put(x, y, rng.perMille(perMille));
    return p;
}

Picture merged(Picture a, const Picture& b) {
    for (std::size_t i = 0; i < a.pixels.size(); ++i)
        a.pixels[i] = static_cast<std::uint8_t>(a.pixels[i] | b.pixels[i]);
    return a;
}

FrameSpec frame(std::vector<Picture> channels, hitmask::Point origin = {}) {
    return {origin, std::move(channels)};
}

void putU16(std::vector<std::uint8_t>& out, std::uint32_t v) {
    out.push_back(static_cast<std::uint8_t>(v & 0xFF));
    out.push_back(static_cast<std::uint8_t>((v >> 8) & 0xFF));
}
void putU32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    putU16(out, v & 0xFFFF);
    putU16(out, v >> 16);
}

hitmask::Mask toMask(const Picture& p) {
    hitmask::Mask mask(p.width, p.height);
    for (int y = 0; y < p.height; ++y)
        for (int x = 0; x < p.width; ++x)
            if (p.at(x, y))
                mask.set(x, y, true);
    return mask;
}

} // namespace

std::vector<FileSpec> validFiles() {
    Rng rng(0x48'4D'53'4B'00'00'00'01ULL);
    std::vector<FileSpec> files;
    auto add = [&files](std::string name, int version, Encoding encoding,
                        std::vector<std::string> channels, std::vector<FrameSpec> frames) {
        files.push_back(
            {std::move(name), version, encoding, std::move(channels), std::move(frames), {}});
    };
    const std::vector<std::string> solid = {"solid"};
    const std::vector<std::string> solidHit = {"solid", "hit"};
    const std::vector<std::string> solidHurtHit = {"solid", "hurt", "hit"};

    // Version 1: one size for every frame, one channel.
    add("v1-bytes.hmsk", 1, Encoding::Bytes, solid,
        {frame({noise(rng, 13, 7, 500)}), frame({disc(13, 7)}), frame({checker(13, 7, 1)})});
    add("v1-rle.hmsk", 1, Encoding::Rle, solid,
        {frame({noise(rng, 129, 5, 300)}), frame({Picture(129, 5, true)}),
         frame({stripes(129, 5, 6, true)})});
    add("v1-bits.hmsk", 1, Encoding::Bits, solid,
        {frame({disc(65, 33)}), frame({ring(65, 33, 32, 16, 16, 10)}),
         frame({noise(rng, 65, 33, 800)})});
    add("v1-one-pixel.hmsk", 1, Encoding::Bits, solid,
        {frame({Picture(1, 1, true)}), frame({Picture(1, 1, false)})});

    // Version 2 in each encoding: frames of different sizes, channels, origins.
    auto threeChannels = [&rng](int w, int h, hitmask::Point origin) {
        Picture body = disc(w, h);
        Picture hurt = ring(w, h, w / 2, h / 2, (w < h ? w : h) / 3);
        Picture hit = noisyPatch(rng, w, h, w / 2, 0, (w + 1) / 2, (h + 1) / 2, 600);
        return frame({body, hurt, hit}, origin);
    };
    add("v2-bytes-frames.hmsk", 2, Encoding::Bytes, solidHurtHit,
        {threeChannels(5, 2, {2, -1}), threeChannels(31, 17, {-3, -1}),
         threeChannels(64, 40, {32, 39}), threeChannels(1, 1, {0, 0})});
    add("v2-rle-frames.hmsk", 2, Encoding::Rle, solidHit,
        {frame({noise(rng, 63, 20, 400), ring(63, 20, 31, 10, 9, 5)}, {-40, -7}),
         frame({stripes(200, 3, 10, true), Picture(200, 3, false)}, {100, 1}),
         frame({disc(17, 90), noise(rng, 17, 90, 150)}, {-2147483647 - 1, 2147483647}),
         frame({Picture(2, 2, true), Picture(2, 2, true)}, {-1, -1})});
    add("v2-bits-frames.hmsk", 2, Encoding::Bits, solidHurtHit,
        {threeChannels(9, 9, {4, 4}), threeChannels(70, 50, {-35, -50}),
         threeChannels(128, 12, {0, 0}), threeChannels(3, 100, {1, -100000})});
    add("one-pixel.hmsk", 2, Encoding::Rle, solidHit,
        {frame({Picture(1, 1, true), Picture(1, 1, false)}),
         frame({Picture(1, 1, false), Picture(1, 1, true)}, {-1, 0})});

    // Widths either side of one and two 64-bit words, in every encoding.
    const int widths[] = {63, 64, 65, 127, 128, 129};
    const int heights[] = {1, 40, 8, 65, 9, 33, 2, 16, 17, 70, 3, 31};
    std::vector<FrameSpec> noisy, round, edges;
    for (int i = 0; i < 12; ++i) {
        const int w = widths[i / 2];
        const int h = heights[i];
        noisy.push_back(frame({noise(rng, w, h, 100 + 80 * i)}));
        round.push_back(
            frame({disc(w, h), ring(w, h, w / 2, h / 2, h / 2 + 3, h / 4)}, {-w / 2, -h}));
        edges.push_back(frame({i % 2 == 0 ? columns(w, h, {0, 62, 63, 64, 126, 127, 128, w - 1})
                                          : checker(w, h, 1, i / 2 % 2)}));
    }
    add("widths-bits.hmsk", 2, Encoding::Bits, solid, noisy);
    add("widths-rle.hmsk", 2, Encoding::Rle, solidHit, round);
    add("widths-bytes.hmsk", 2, Encoding::Bytes, solid, edges);

    add("dither.hmsk", 2, Encoding::Bits, solid,
        {frame({checker(64, 64, 1)}), frame({checker(65, 31, 1, 1)}), frame({checker(100, 100, 2)}),
         frame({checker(129, 20, 3)}), frame({stripes(64, 30, 2, false)}),
         frame({stripes(66, 30, 2, true)})});
    std::vector<FrameSpec> densities;
    const int noiseSizes[][2] = {{64, 48}, {97, 61}, {130, 20}, {31, 64}, {65, 65}};
    for (int i = 0; i < 9; ++i)
        densities.push_back(
            frame({noise(rng, noiseSizes[i % 5][0], noiseSizes[i % 5][1], 100 * (i + 1))}));
    add("noise.hmsk", 2, Encoding::Rle, solid, densities);
    add("shapes.hmsk", 2, Encoding::Bytes, solidHit,
        {frame({disc(40, 40), ring(40, 40, 20, 20, 12, 8)}, {20, 20}),
         frame({ring(61, 45, 30, 22, 22, 15), disc(61, 45)}, {-30, -22}),
         frame({Picture(50, 40, true), Picture(50, 40, false)}),
         frame({Picture(50, 40, false), Picture(50, 40, true)}),
         frame({ring(90, 90, 10, 80, 60), ring(90, 90, 45, 45, 44, 43)})});

    // One large mask: a disc, a ring around it and a noisy patch in a corner.
    {
        const int w = 1000, h = 700;
        Picture body = merged(ring(w, h, 500, 350, 300), ring(w, h, 500, 350, 345, 330));
        body = merged(body, noisyPatch(rng, w, h, 0, 0, 150, 90, 500));
        Picture hit = merged(noisyPatch(rng, w, h, 850, 600, 150, 100, 250), columns(w, h, {999}));
        add("large.hmsk", 2, Encoding::Rle, solidHit, {frame({body, hit}, {500, 699})});
    }

    // Channel names past ASCII: two- and four-byte UTF-8, and the longest name allowed.
    add("utf8-names.hmsk", 2, Encoding::Bits,
        {"solid", "\xC3\xA9p\xC3\xA9\x65", "\xF0\x9F\x92\xA5", std::string(255, 'n')},
        {frame({disc(12, 12), checker(12, 12, 2), Picture(12, 12, true), noise(rng, 12, 12, 500)},
               {6, 6})});

    // The worked examples of docs/hmsk-format.md, byte for byte.
    {
        Picture solidRows(5, 2);
        for (int x : {0, 1, 4})
            solidRows.put(x, 0, true);
        Picture hitRows(5, 2);
        hitRows.put(2, 1, true);
        hitRows.put(3, 1, true);
        add("readme-rle.hmsk", 2, Encoding::Rle, solid, {frame({solidRows}, {2, 1})});
        files.back().exactBytes = {0x48, 0x4D, 0x53, 0x4B, 0x02, 0x01, 0x01, 0x00, 0x01, 0x00, 0x00,
                                   0x00, 0x05, 0x73, 0x6F, 0x6C, 0x69, 0x64, 0x05, 0x00, 0x00, 0x00,
                                   0x02, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00,
                                   0x00, 0x04, 0x00, 0x00, 0x00, 0x02, 0xFE, 0x01, 0xFB};
        add("readme-bits.hmsk", 2, Encoding::Bits, solidHit, {frame({solidRows, hitRows})});
        files.back().exactBytes = {0x48, 0x4D, 0x53, 0x4B, 0x02, 0x02, 0x01, 0x00, 0x02, 0x00,
                                   0x00, 0x00, 0x05, 0x73, 0x6F, 0x6C, 0x69, 0x64, 0x03, 0x68,
                                   0x69, 0x74, 0x05, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00,
                                   0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00,
                                   0x00, 0x00, 0xC8, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x30};
    }

    // RLE runs of 127, 128, 254 and 400 pixels, which writers must split.
    {
        const int w = 400;
        Picture p(w, 6);
        for (int x = 0; x < w; ++x) {
            p.put(x, 0, true);
            p.put(x, 2, x < 127);
            p.put(x, 3, x >= 1 && x < 129);
            p.put(x, 4, x < 254 || x == 399);
            p.put(x, 5, x % 2 == 0);
        }
        add("rle-long-runs.hmsk", 2, Encoding::Rle, solid, {frame({p})});
    }
    return files;
}

std::vector<std::uint8_t> fileBytes(const FileSpec& spec) {
    if (spec.version == 2) {
        std::vector<hitmask::HmskFrame> frames;
        for (const FrameSpec& f : spec.frames) {
            hitmask::HmskFrame frame;
            frame.origin = f.origin;
            for (const Picture& p : f.channels)
                frame.channels.push_back(toMask(p));
            frames.push_back(std::move(frame));
        }
        std::vector<std::uint8_t> bytes = hitmask::saveHmsk(frames, spec.channels, spec.encoding);
        if (bytes.empty())
            fail(spec.name + ": saveHmsk refused it");
        return bytes;
    }
    // Version 1, which the core no longer writes: the header by hand, as docs/hmsk-format.md
    // has it.
    const Picture& first = spec.frames.front().channels.front();
    std::vector<std::uint8_t> out = {'H', 'M', 'S',
                                     'K', 1,   static_cast<std::uint8_t>(spec.encoding)};
    putU16(out, static_cast<std::uint32_t>(spec.frames.size()));
    putU32(out, static_cast<std::uint32_t>(first.width));
    putU32(out, static_cast<std::uint32_t>(first.height));
    for (const FrameSpec& f : spec.frames) {
        const std::vector<std::uint8_t> payload =
            hitmask::encodePayload(toMask(f.channels.front()), spec.encoding);
        putU32(out, static_cast<std::uint32_t>(payload.size()));
        out.insert(out.end(), payload.begin(), payload.end());
    }
    return out;
}

std::vector<RgbaImage> rgbaImages() {
    Rng rng(0x52'47'42'41ULL);
    std::vector<RgbaImage> images;
    auto image = [&](std::string name, int w, int h, auto alphaAt) {
        RgbaImage im{std::move(name), w, h, {}};
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                for (int c = 0; c < 3; ++c)
                    im.pixels.push_back(static_cast<std::uint8_t>(rng.below(256)));
                im.pixels.push_back(static_cast<std::uint8_t>(alphaAt(x, y)));
            }
        images.push_back(std::move(im));
    };
    // Every alpha from 0 to 255 appears, the thresholds' neighbours among them.
    image("alpha-ramp.rgba", 70, 9, [](int x, int y) { return (x * 4 + y * 29) % 256; });
    image("alpha-ramp-64.rgba", 64, 4, [](int x, int y) { return y * 64 + x; });
    image("alpha-edges-65.rgba", 65, 6, [](int x, int y) {
        const int edges[] = {0, 1, 126, 127, 128, 253, 254, 255};
        return edges[(x + y) % 8];
    });
    image("noise-63.rgba", 63, 20, [&rng](int, int) { return static_cast<int>(rng.below(256)); });
    image("noise-129.rgba", 129, 7, [&rng](int, int) { return static_cast<int>(rng.below(256)); });
    image("one-pixel.rgba", 1, 1, [](int, int) { return 128; });
    return images;
}

Picture rgbaOracle(const RgbaImage& image, std::uint8_t threshold) {
    Picture p(image.width, image.height);
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x)
            p.put(x, y,
                  image.pixels[(static_cast<std::size_t>(y) * image.width + x) * 4 + 3] >
                      threshold);
    return p;
}

} // namespace conformance
