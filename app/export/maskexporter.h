// SPDX-License-Identifier: MIT
// One output format for masks. Every format implements this and is listed in
// exporters.cpp; nothing registers itself.
#pragma once

#include "common/framesource.h"
#include "shapes.h"
#include "tilegrid.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <hitmask/codec.hpp>
#include <hitmask/mask.hpp>
#include <vector>

namespace hitmask {

// One channel an export writes (solid, hurt, hit...): one mask per frame, each the
// frame's size.
struct ExportChannel {
    QString name;
    std::vector<Mask> frames;
};
// Every channel an export writes, in order, solid first when it writes solid.
using ExportChannels = std::vector<ExportChannel>;

struct ExportOptions {
    bool raw = false;                  // bare payload of one frame, no HMSK header
    Encoding encoding = Encoding::Rle; // for formats that embed a payload (C header)
    QString name;                      // identifier for the C header
    QString sourceName;                // the sprite file, for comments
    QString sourcePath;                // the sprite file relative to the output's folder
    ShapeSettings shapes;              // for the shape formats (boxes or polygons)
    std::vector<Point> origins;        // each frame's pivot; missing ones are (0, 0)
    // Named animations by index into the frames written (Aseprite's frameTags); the PNG
    // side-car lists those with a frame written, cut to the last one.
    QList<FrameAnimation> tags;
    // Where the frames lie in the sprite's image, for formats that point into it (Tiled).
    FramePlaces places;

    Point origin(std::size_t frame) const {
        return frame < origins.size() ? origins[frame] : Point{};
    }
};

class MaskExporter {
public:
    virtual ~MaskExporter() = default;

    // The --format word, e.g. "rle".
    virtual QString id() const = 0;
    // For menus and dialogs.
    virtual QString displayName() const = 0;
    virtual QString suffix() const = 0;
    // Whether --raw means anything here, and the suffix of a raw payload: never "hmsk",
    // since a payload has no header for `hitmask-cli info` to read.
    virtual bool supportsRaw() const { return false; }
    virtual QString rawSuffix() const { return suffix(); }
    // Whether the output holds ExportOptions::name, which must then be unique in an export.
    virtual bool usesName() const { return false; }
    // Whether one file holds every channel; a one-mask image does not (and nor does a
    // raw payload, which holds one frame of one channel): it writes the first channel it
    // is given, and a project export writes a file per channel.
    virtual bool holdsChannels() const { return true; }
    // Whether the file points into the sprite's image, and so needs ExportOptions::places.
    virtual bool pointsIntoImage() const { return false; }
    // Why write() cannot describe these frames (one sentence), or empty when it can.
    virtual QString problem(std::size_t /*frameCount*/, const ExportOptions&) const { return {}; }
    // At least one channel, each with the same frames, which may differ in size. The
    // result is the whole file; deterministic.
    virtual QByteArray write(const ExportChannels& channels,
                             const ExportOptions& options) const = 0;
    // Whether writeTo() writes the file as it encodes it, never whole in memory (HMSK,
    // its raw payloads, PBM): a caller that must know a file can be written before it
    // writes any then asks canWrite() rather than calling write().
    virtual bool streams() const { return false; }
    // Whether write() makes a file of these frames (it returns nothing when not).
    virtual bool canWrite(const ExportChannels& channels, const ExportOptions& options) const {
        return !write(channels, options).isEmpty();
    }
    // Writes the bytes of write() to `device`: false when there are none or a write failed
    // (the device says why). Streaming formats encode straight into the device.
    virtual bool writeTo(QIODevice& device, const ExportChannels& channels,
                         const ExportOptions& options) const;
    // A second file written beside the first (same name, this suffix), or empty.
    virtual QString sidecarSuffix() const { return {}; }
    virtual QByteArray writeSidecar(const ExportChannels&, const ExportOptions&) const {
        return {};
    }
    // Whether `bytes`, a file already on disk, is one this format writes (its marker or
    // its exact layout; for raw payloads, which have neither, any file): an export
    // replaces such a file without asking, anything else needs the user's word.
    virtual bool recognises(const QByteArray& bytes, bool raw) const = 0;
    virtual bool recognisesSidecar(const QByteArray&) const { return false; }
};

// The comment every text format carries, so that a later export knows the file is its own.
inline constexpr char kMadeByHitmask[] = "Made by Hitmask; do not edit.";

// A file name without the format's suffix, or without its last one when it has another
// (walker.shapes.h -> walker for shapes-c, fighter24.h -> fighter24 for c).
QString withoutFormatSuffix(const QString& fileName, const MaskExporter& exporter);
// The side-car beside `output`: its name without the format's suffix, then the
// side-car's suffix (walker.png -> walker.frames.json).
QString sidecarPathFor(const QString& output, const MaskExporter& exporter);

// The C header of masks (cheaderexporter.cpp).
const MaskExporter& cHeaderExporter();

// The formats that write boxes or polygons rather than pixels (shapeexporters.cpp).
const std::vector<const MaskExporter*>& shapeExporters();

// Every format, in the order menus show them.
const std::vector<const MaskExporter*>& allExporters();
const MaskExporter* exporterFor(const QString& id);
QStringList exporterIds();

// A C identifier made from any text: lower-case ASCII letters, digits and single
// underscores, never empty, never starting with a digit or an underscore.
QString cIdentifier(const QString& text);
// Begins channel `index` of a C header whose arrays are named `identifier`, and returns
// the name of the channel's arrays: the first channel's are the header's own; another's
// add the channel's name, under a comment naming it.
QByteArray beginHeaderChannel(QByteArray& out, const QByteArray& identifier,
                              const ExportChannels& channels, std::size_t index);
// The start of every macro a header names after `identifier` (a cIdentifier()): HITMASK_
// and the identifier in capitals. Bare CHAR_WIDTH-, INT_MAX- or E...-like names belong
// to <limits.h>, <stdint.h> and <errno.h>; the prefix keeps every header clear of them.
QByteArray cMacroPrefix(const QString& identifier);

} // namespace hitmask
