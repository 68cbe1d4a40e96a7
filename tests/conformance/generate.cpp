// SPDX-License-Identifier: MIT
// hitmask-conformance-gen OUTDIR: writes the conformance suite (files/, malformed/, rgba/,
// expected.json) that every Hitmask runtime checks itself against; tests/conformance/README.md
// describes it. Every answer comes from the core and is checked against plain loops here.
#include "conformance.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace conformance {

namespace fs = std::filesystem;

void fail(const std::string& why) {
    std::cerr << "hitmask-conformance-gen: " << why << '\n';
    std::exit(1);
}

namespace {

std::size_t fileIndex(const Library& library, const std::string& name) {
    for (std::size_t i = 0; i < library.specs.size(); ++i)
        if (library.specs[i].name == name)
            return i;
    fail("no file " + name);
}

std::size_t channelIndex(const FileSpec& spec, const std::string& channel) {
    for (std::size_t c = 0; c < spec.channels.size(); ++c)
        if (spec.channels[c] == channel)
            return c;
    fail(spec.name + " has no channel " + channel);
}

} // namespace

const hitmask::Mask& Library::mask(const MaskRef& ref) const {
    const std::size_t f = fileIndex(*this, ref.file);
    return loaded[f]
        .frames.at(static_cast<std::size_t>(ref.frame))
        .channels.at(channelIndex(specs[f], ref.channel));
}

const Picture& Library::picture(const MaskRef& ref) const {
    const std::size_t f = fileIndex(*this, ref.file);
    return specs[f]
        .frames.at(static_cast<std::size_t>(ref.frame))
        .channels.at(channelIndex(specs[f], ref.channel));
}

hitmask::Point Library::writtenOrigin(const MaskRef& ref) const {
    return specs[fileIndex(*this, ref.file)].frames.at(static_cast<std::size_t>(ref.frame)).origin;
}

hitmask::Point Library::loadedOrigin(const MaskRef& ref) const {
    return loaded[fileIndex(*this, ref.file)].frames.at(static_cast<std::size_t>(ref.frame)).origin;
}

std::vector<MaskRef> Library::allMasks() const {
    std::vector<MaskRef> all;
    for (const FileSpec& spec : specs)
        for (std::size_t f = 0; f < spec.frames.size(); ++f)
            for (const std::string& channel : spec.channels)
                all.push_back({spec.name, static_cast<int>(f), channel});
    return all;
}

// A JSON string, everything past ASCII as \u escapes so that any reader takes it as is.
std::string quoted(const std::string& s) {
    std::string out = "\"";
    char buffer[16];
    auto escape = [&](std::uint32_t unit) {
        std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(unit));
        out += buffer;
    };
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<std::uint8_t>(s[i]);
        std::uint32_t cp = c;
        std::size_t extra = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
        if (extra > 0)
            cp = c & (0x3F >> extra);
        for (std::size_t k = 1; k <= extra; ++k)
            cp = (cp << 6) | (static_cast<std::uint8_t>(s[i + k]) & 0x3F);
        i += extra + 1;
        if (cp == '"' || cp == '\\')
            out += {'\\', static_cast<char>(cp)};
        else if (cp < 0x20 || cp >= 0x7F) {
            if (cp >= 0x10000) {
                escape(0xD800 + ((cp - 0x10000) >> 10));
                escape(0xDC00 + ((cp - 0x10000) & 0x3FF));
            } else {
                escape(cp);
            }
        } else {
            out += static_cast<char>(cp);
        }
    }
    return out + "\"";
}

std::string refJson(const MaskRef& ref) {
    return "{\"file\": " + quoted(ref.file) + ", \"frame\": " + std::to_string(ref.frame) +
           ", \"channel\": " + quoted(ref.channel) + "}";
}

// One lowercase hex string per row, from the core's own bits encoding.
std::vector<std::string> hexRows(const hitmask::Mask& mask) {
    const std::vector<std::uint8_t> bits = hitmask::encodePayload(mask, hitmask::Encoding::Bits);
    const std::size_t rowBytes = (static_cast<std::size_t>(mask.width()) + 7) / 8;
    static const char* digits = "0123456789abcdef";
    std::vector<std::string> rows;
    for (int y = 0; y < mask.height(); ++y) {
        std::string row;
        for (std::size_t j = 0; j < rowBytes; ++j) {
            const std::uint8_t byte = bits[static_cast<std::size_t>(y) * rowBytes + j];
            row += digits[byte >> 4];
            row += digits[byte & 15];
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

bool samePixels(const hitmask::Mask& mask, const Picture& picture) {
    if (mask.width() != picture.width || mask.height() != picture.height)
        return false;
    std::size_t count = 0;
    for (int y = 0; y < picture.height; ++y)
        for (int x = 0; x < picture.width; ++x) {
            count += picture.at(x, y);
            if (mask.test(x, y) != picture.at(x, y))
                return false;
        }
    return count == mask.count();
}

namespace {

void writeBytes(const fs::path& path, const std::vector<std::uint8_t>& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    if (!out)
        fail("cannot write " + path.string());
}

// "count" and "rows" of a mask.
void maskJson(std::ostream& out, const hitmask::Mask& mask, const std::string& indent) {
    const std::vector<std::string> rows = hexRows(mask);
    out << "{\"count\": " << mask.count() << ", \"rows\": [\n";
    for (std::size_t y = 0; y < rows.size(); ++y)
        out << indent << "  \"" << rows[y] << '"' << (y + 1 < rows.size() ? ",\n" : "\n");
    out << indent << "]}";
}

void checkMask(const hitmask::Mask& mask, const Picture& picture, const std::string& what) {
    if (!samePixels(mask, picture))
        fail(what + ": the pixels differ from the picture's");
}

// Valid files: written, read back, every mask checked against its picture.
Library writeValidFiles(const fs::path& outDir) {
    Library library;
    library.specs = validFiles();
    for (const FileSpec& spec : library.specs) {
        const std::vector<std::uint8_t> bytes = fileBytes(spec);
        if (!spec.exactBytes.empty() && bytes != spec.exactBytes)
            fail(spec.name + " is not written as the README shows it");
        writeBytes(outDir / "files" / spec.name, bytes);
        hitmask::MaskFile file = hitmask::loadHmsk(bytes);
        if (!file || file.version != spec.version || file.encoding != spec.encoding ||
            file.channelNames != spec.channels || file.frames.size() != spec.frames.size())
            fail(spec.name + " does not load as written: " + file.error);
        for (std::size_t f = 0; f < spec.frames.size(); ++f) {
            if (file.frames[f].origin != spec.frames[f].origin)
                fail(spec.name + ": origin differs");
            for (std::size_t c = 0; c < spec.channels.size(); ++c)
                checkMask(file.frames[f].channels[c], spec.frames[f].channels[c],
                          spec.name + " frame " + std::to_string(f));
        }
        library.loaded.push_back(std::move(file));
    }
    return library;
}

void filesJson(std::ostream& json, const Library& library) {
    json << "  \"files\": [\n";
    std::size_t fileIndexNow = 0;
    list(json, library.specs, [&](const FileSpec& spec) {
        const hitmask::MaskFile& file = library.loaded[fileIndexNow++];
        json << "    {\n      \"name\": " << quoted(spec.name) << ", \"version\": " << spec.version
             << ", \"encoding\": " << quoted(hitmask::encodingName(spec.encoding)) << ",\n"
             << "      \"channels\": [";
        for (std::size_t c = 0; c < file.channelNames.size(); ++c)
            json << (c ? ", " : "") << quoted(file.channelNames[c]);
        json << "],\n      \"frames\": [\n";
        list(json, file.frames, [&](const hitmask::HmskFrame& frame) {
            json << "        {\n          \"width\": " << frame.width()
                 << ", \"height\": " << frame.height() << ", \"origin\": [" << frame.origin.x
                 << ", " << frame.origin.y << "],\n          \"masks\": {\n";
            for (std::size_t c = 0; c < frame.channels.size(); ++c) {
                json << "            " << quoted(file.channelNames[c]) << ": ";
                maskJson(json, frame.channels[c], "            ");
                json << (c + 1 < frame.channels.size() ? ",\n" : "\n");
            }
            json << "          }\n        }";
        });
        json << "      ]\n    }";
    });
    json << "  ],\n";
}

// RGBA images at three thresholds; returns the number of cases.
std::size_t rgbaJson(std::ostream& json, const fs::path& outDir) {
    json << "  \"rgba\": [\n";
    std::vector<std::pair<const RgbaImage*, int>> rgbaCases;
    const std::vector<RgbaImage> images = rgbaImages();
    for (const RgbaImage& image : images) {
        writeBytes(outDir / "rgba" / image.name, image.pixels);
        for (int threshold : {0, 127, 254})
            rgbaCases.emplace_back(&image, threshold);
    }
    list(json, rgbaCases, [&](const std::pair<const RgbaImage*, int>& c) {
        const RgbaImage& image = *c.first;
        const auto threshold = static_cast<std::uint8_t>(c.second);
        const hitmask::Mask mask = hitmask::Mask::fromRgba(
            image.pixels.data(), image.width, image.height, image.width * 4, threshold);
        checkMask(mask, rgbaOracle(image, threshold), image.name);
        json << "    {\"name\": " << quoted(image.name) << ", \"width\": " << image.width
             << ", \"height\": " << image.height << ", \"threshold\": " << c.second << ",\n     ";
        std::ostringstream rest;
        maskJson(rest, mask, "     ");
        json << rest.str().substr(1); // the mask's fields, inside this object
    });
    json << "  ],\n";

    return rgbaCases.size();
}

// The format's limits (docs/hmsk-format.md, Limits), which every runtime must spell with
// the same numbers.
void limitsJson(std::ostream& json) {
    const std::pair<const char*, std::uint64_t> limits[] = {
        {"max_frames", hitmask::kHmskMaxFrames},
        {"max_channels", hitmask::kHmskMaxChannels},
        {"max_name_bytes", hitmask::kHmskMaxNameBytes},
        {"max_side", hitmask::kHmskMaxSide},
        {"max_frame_pixels", hitmask::kHmskMaxFramePixels},
        {"max_pixels", hitmask::kHmskMaxPixels},
        {"max_rows", hitmask::kHmskMaxRows},
        {"max_masks", hitmask::kHmskMaxMasks},
        {"max_file_bytes", hitmask::kHmskMaxFileBytes},
    };
    json << "  \"limits\": {";
    for (std::size_t i = 0; i < std::size(limits); ++i)
        json << (i ? ",\n" : "\n") << "    " << quoted(limits[i].first) << ": " << limits[i].second;
    json << "\n  },\n";
}

// Malformed files: each refused, with the message it was written to provoke. Returns
// their number.
std::size_t malformedJson(std::ostream& json, const fs::path& outDir) {
    for (const std::vector<std::uint8_t>& base : truncatedBases())
        if (!hitmask::loadHmsk(base))
            fail("a base of the truncated files does not load");
    const std::vector<MalformedSpec> malformed = malformedFiles();
    json << "  \"malformed\": [\n";
    list(json, malformed, [&](const MalformedSpec& m) {
        const hitmask::MaskFile file = hitmask::loadHmsk(m.bytes);
        if (file || file.error.find(m.reason) == std::string::npos)
            fail(m.name + " fails otherwise than meant: \"" + file.error + "\"");
        writeBytes(outDir / "malformed" / m.name, m.bytes);
        json << "    {\"name\": " << quoted(m.name) << ", \"error\": " << quoted(file.error) << '}';
    });
    json << "  ]\n";
    return malformed.size();
}

} // namespace

int run(const fs::path& outDir) {
    for (const char* sub : {"files", "malformed", "rgba"}) {
        fs::remove_all(outDir / sub);
        fs::create_directories(outDir / sub);
    }
    const Library library = writeValidFiles(outDir);
    const std::vector<PairCase> pairs = pairCases(library);
    const std::vector<WorldCase> worlds = worldCases(library);
    const std::vector<EventWorld> events = eventCases(library);
    const std::vector<QueryWorld> queries = queryCases(library);

    std::ofstream json(outDir / "expected.json", std::ios::binary | std::ios::trunc);
    json << "{\n  \"format\": \"hitmask-conformance\",\n  \"version\": 1,\n";
    limitsJson(json);
    filesJson(json, library);
    const std::size_t rgbaCount = rgbaJson(json, outDir);
    const std::size_t offsetCount = pairsJson(json, pairs);
    const WorldCounts counts = worldsJson(json, worlds);
    eventsJson(json, events);
    queriesJson(json, queries);
    const std::size_t malformedCount = malformedJson(json, outDir);
    json << "}\n";
    if (!json)
        fail("cannot write expected.json");

    std::cout << library.specs.size() << " files, " << malformedCount << " malformed, " << rgbaCount
              << " RGBA cases, " << pairs.size() << " pairs, " << offsetCount << " offsets, "
              << worlds.size() << " worlds, " << counts.steps << " steps, " << counts.adds
              << " adds (" << counts.reusedIds << " reusing an id), " << counts.pairs
              << " world pairs, " << events.size() << " event worlds, " << queries.size()
              << " query worlds\n";
    return 0;
}

} // namespace conformance

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: hitmask-conformance-gen OUTDIR\n";
        return 2;
    }
    return conformance::run(argv[1]);
}
