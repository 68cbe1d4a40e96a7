// SPDX-License-Identifier: MIT
// The C header format: a sprite's masks as arrays a game compiles in, with sizes, origins
// and the encoding as macros.
#include "maskexporter.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstdlib>

namespace hitmask {

namespace {

// A C99 / C++ header: sizes as macros and the payloads as one array; RLE adds a table
// of where each row starts.
class CHeaderExporter final : public MaskExporter {
public:
    QString id() const override { return QStringLiteral("c"); }
    QString displayName() const override {
        return QCoreApplication::translate("MaskExporter", "C header");
    }
    QString helpNote() const override {
        return QCoreApplication::translate("MaskExporter", "a C header");
    }
    QString suffix() const override { return QStringLiteral("h"); }
    Capabilities capabilities() const override { return EncodingChoice | Identifier | Channels; }
    QByteArray write(const ExportChannels& channels, const ExportOptions& options) const override;
    // The first line names what it holds ("collision mask") and who made it.
    bool recognises(const QByteArray& bytes, bool) const override {
        const QByteArray first = bytes.left(bytes.indexOf('\n'));
        return first.startsWith("/* ") && first.contains(": collision mask") &&
               first.contains(kMadeByHitmask);
    }
};

void appendBytes(QByteArray& out, const std::vector<std::uint8_t>& bytes) {
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        out += i % 16 == 0 ? "\n    " : " ";
        out += "0x" + QByteArray::number(bytes[i], 16).rightJustified(2, '0') + ',';
    }
    out += '\n';
}

void appendSigned(QByteArray& out, const std::vector<long long>& numbers) {
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        out += i % 12 == 0 ? "\n    " : " ";
        // -2147483648 is not a literal in C: write it as an expression.
        out += numbers[i] == -2147483648LL ? QByteArray("(-2147483647L - 1),")
                                           : QByteArray::number(numbers[i]) + "L,";
    }
    out += '\n';
}

void appendNumbers(QByteArray& out, const std::vector<std::size_t>& numbers) {
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        out += i % 12 == 0 ? "\n    " : " ";
        out += QByteArray::number(qulonglong(numbers[i])) + "u,";
    }
    out += '\n';
}

// The macros and arrays of one channel, every name starting with `lower` or `upper`.
void appendChannel(QByteArray& out, const std::vector<Mask>& frames, const ExportOptions& options,
                   const QByteArray& lower, const QByteArray& upper) {
    int maxW = 0;
    int maxH = 0;
    for (const Mask& frame : frames) {
        maxW = std::max(maxW, frame.width());
        maxH = std::max(maxH, frame.height());
    }

    std::vector<std::uint8_t> data;
    std::vector<std::size_t> frameStart;
    std::vector<std::size_t> rowStart;  // RLE: per frame, its H + 1 offsets from its start
    std::vector<std::size_t> rowTables; // RLE: where each frame's offsets begin in rowStart
    for (const Mask& frame : frames) {
        frameStart.push_back(data.size());
        const std::vector<std::uint8_t> payload = encodePayload(frame, options.encoding);
        if (options.encoding == Encoding::Rle) {
            rowTables.push_back(rowStart.size());
            // Walk the codes: a row ends when its runs add up to the width.
            std::size_t at = 0;
            for (int y = 0; y < frame.height(); ++y) {
                rowStart.push_back(at);
                for (int x = 0; x < frame.width(); ++at)
                    x += std::abs(int(std::int8_t(payload[at])));
            }
            rowStart.push_back(at);
        }
        data.insert(data.end(), payload.begin(), payload.end());
    }
    frameStart.push_back(data.size());
    std::vector<std::size_t> widths, heights;
    std::vector<long long> originX, originY;
    for (std::size_t f = 0; f < frames.size(); ++f) {
        widths.push_back(std::size_t(frames[f].width()));
        heights.push_back(std::size_t(frames[f].height()));
        originX.push_back(options.origin(f).x);
        originY.push_back(options.origin(f).y);
    }
    out += "/* The largest frame; each frame's own size is in the tables below. */\n";
    out += "#define " + upper + "_WIDTH " + QByteArray::number(maxW) + "\n";
    out += "#define " + upper + "_HEIGHT " + QByteArray::number(maxH) + "\n";
    out += "#define " + upper + "_FRAMES " + QByteArray::number(qulonglong(frames.size())) + "\n";
    out += "#define " + upper + "_SIZE " + QByteArray::number(qulonglong(data.size())) + "\n\n";
    if (options.encoding == Encoding::Bytes)
        out += "/* Frame f, pixel (x, y): " + lower + "_mask[" + lower +
               "_frame_offsets[f] + y * " + lower + "_frame_widths[f] + x], 1 = solid. */\n";
    else if (options.encoding == Encoding::Bits)
        out += "/* Each row ceil(width / 8) bytes, most significant bit leftmost, 1 = solid. */\n";
    else
        out +=
            "/* Per row, codes read as signed char: n > 0 solid run, n < 0 empty run of -n. */\n";
    out += "static const unsigned char " + lower + "_mask[" +
           QByteArray::number(qulonglong(std::max<std::size_t>(data.size(), 1))) +
           "] HITMASK_UNUSED = {";
    appendBytes(out, data.empty() ? std::vector<std::uint8_t>{0} : data);
    out += "};\n\n";
    out += "/* Where each frame starts in " + lower + "_mask, and where the data ends. */\n";
    out += "static const unsigned long " + lower + "_frame_offsets[" + upper +
           "_FRAMES + 1] HITMASK_UNUSED = {";
    appendNumbers(out, frameStart);
    out += "};\n";
    out += "static const unsigned long " + lower + "_frame_widths[" + upper +
           "_FRAMES] HITMASK_UNUSED = {";
    appendNumbers(out, widths);
    out += "};\n";
    out += "static const unsigned long " + lower + "_frame_heights[" + upper +
           "_FRAMES] HITMASK_UNUSED = {";
    appendNumbers(out, heights);
    out += "};\n";
    out += "/* Each frame's pivot in its own pixels: draw it with this point on the object. */\n";
    out +=
        "static const long " + lower + "_frame_origin_x[" + upper + "_FRAMES] HITMASK_UNUSED = {";
    appendSigned(out, originX);
    out += "};\n";
    out +=
        "static const long " + lower + "_frame_origin_y[" + upper + "_FRAMES] HITMASK_UNUSED = {";
    appendSigned(out, originY);
    out += "};\n";
    if (options.encoding == Encoding::Rle) {
        out += "\n/* Row y of frame f starts at " + lower + "_frame_offsets[f] + " + lower +
               "_row_offsets[" + lower +
               "_row_tables[f] + y]; entry height of a frame is its "
               "length. */\n";
        out += "static const unsigned long " + lower + "_row_tables[" + upper +
               "_FRAMES] HITMASK_UNUSED = {";
        appendNumbers(out, rowTables);
        out += "};\n";
        out += "static const unsigned long " + lower + "_row_offsets[" +
               QByteArray::number(qulonglong(rowStart.size())) + "] HITMASK_UNUSED = {";
        appendNumbers(out, rowStart);
        out += "};\n";
    }
}

QByteArray CHeaderExporter::write(const ExportChannels& channels,
                                  const ExportOptions& options) const {
    if (channels.front().frames.empty())
        return {};
    const QByteArray lower =
        cIdentifier(options.name.isEmpty() ? QStringLiteral("mask") : options.name).toLatin1();
    const QByteArray upper = cMacroPrefix(QString::fromLatin1(lower));
    const QByteArray encoding = encodingName(options.encoding);

    QByteArray out;
    out += "/* " + lower + ": collision mask";
    if (!options.sourceName.isEmpty())
        out += " of " + options.sourceName.toUtf8();
    out += ", " + encoding + " encoding. " + kMadeByHitmask + " */\n";
    out += "#ifndef " + upper + "_MASK_H\n#define " + upper + "_MASK_H\n\n";
    // Numbered as in the HMSK header, so code can check what it was given:
    // #if HITMASK_NAME_ENCODING != HITMASK_ENCODING_RLE.
    out += "#ifndef HITMASK_ENCODING_BYTES\n#define HITMASK_ENCODING_BYTES 0\n"
           "#define HITMASK_ENCODING_RLE 1\n#define HITMASK_ENCODING_BITS 2\n#endif\n";
    out += "#define " + upper + "_ENCODING HITMASK_ENCODING_" + encoding.toUpper() + "\n\n";
    out += "#ifndef HITMASK_UNUSED\n#if defined(__GNUC__) || defined(__clang__)\n"
           "#define HITMASK_UNUSED __attribute__((unused))\n#else\n#define "
           "HITMASK_UNUSED\n#endif\n#endif\n\n";
    // The first channel's arrays named after the sprite, the others' after the sprite and
    // the channel.
    for (std::size_t c = 0; c < channels.size(); ++c) {
        const QByteArray name = beginHeaderChannel(out, lower, channels, c);
        appendChannel(out, channels[c].frames, options, name,
                      cMacroPrefix(QString::fromLatin1(name)));
    }
    out += "\n#endif\n";
    return out;
}

} // namespace

const MaskExporter& cHeaderExporter() {
    static const CHeaderExporter header;
    return header;
}

} // namespace hitmask
