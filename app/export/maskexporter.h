// SPDX-License-Identifier: MIT
// One output format for masks. Every format implements this, declares its capabilities,
// and is listed in exporterregistry.cpp; nothing registers itself.
#pragma once

#include "common/framesource.h"
#include "common/physicsproperties.h"
#include "shapes.h"
#include "tilegrid.h"

#include <QByteArray>
#include <QFlags>
#include <QIODevice>
#include <QString>
#include <hitmask/codec.hpp>
#include <hitmask/colliders.hpp>
#include <hitmask/mask.hpp>
#include <optional>
#include <vector>

namespace hitmask {

// One channel an export writes (solid, hurt, hit...): one mask per frame, each the
// frame's size; for the shape formats, the shapes drawn by hand and how they behave.
struct ExportChannel {
    QString name;
    std::vector<Mask> frames;
    // Per frame, the shapes drawn by hand, written instead of those traced from the mask;
    // nullopt (or missing past the end) where the frame's shapes are traced.
    std::vector<std::optional<Colliders>> hand = {};
    PhysicsProperties physics = {};

    const Colliders* handShapes(std::size_t frame) const {
        return frame < hand.size() && hand[frame] ? &*hand[frame] : nullptr;
    }
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
    bool traced = false;               // trace every frame, ignoring the hand shapes
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
    // What a format can do, as Tiled's FileFormat::Capabilities says it: callers (the CLI's
    // options and help, the export dialog, project export) ask these, never a format's id.
    enum Capability {
        // --raw writes the first frame's bare payload (rawSuffix()), without the header.
        RawPayload = 0x1,
        // The file embeds payloads in the encoding ExportOptions::encoding chooses (C header).
        EncodingChoice = 0x2,
        // The file declares ExportOptions::name as a program identifier, which must then be
        // unique among the files of one export (a game includes them together).
        Identifier = 0x4,
        // One file holds every channel; without it the format writes the first channel it is
        // given (a one-mask image), and a project export writes a file per channel.
        Channels = 0x8,
        // Boxes or polygons made with ExportOptions::shapes rather than pixels.
        Shapes = 0x10,
        // Polygons keep their holes; without it a polygon with holes is written as convex
        // pieces of at most ShapeSettings::maxVertices vertices (Tiled, Godot).
        ShapeHoles = 0x20,
        // writeTo() encodes straight into the device, never holding the file whole.
        Streams = 0x40,
        // The file points into the sprite's image as a grid of tiles, and so needs
        // ExportOptions::places with frames that are that grid's cells (Tiled).
        GridFrames = 0x80,
    };
    Q_DECLARE_FLAGS(Capabilities, Capability)

    virtual ~MaskExporter() = default;

    // The --format word, e.g. "rle".
    virtual QString id() const = 0;
    // For menus and dialogs.
    virtual QString displayName() const = 0;
    // A few words after the --format word in help texts, where the word alone does not say
    // what it writes ("a C header"), or empty; formats side by side with the same words
    // are listed as one group ("bytes, rle or bits (HMSK files; see docs/exports.md)").
    virtual QString helpNote() const { return {}; }
    virtual QString suffix() const = 0;
    virtual Capabilities capabilities() const = 0;
    bool can(Capability capability) const { return capabilities().testFlag(capability); }

    // The capabilities that callers ask most, by name.
    bool supportsRaw() const { return can(RawPayload); }
    bool usesName() const { return can(Identifier); }
    bool holdsChannels() const { return can(Channels); }
    bool pointsIntoImage() const { return can(GridFrames); }
    bool streams() const { return can(Streams); }

    // The suffix of a raw payload: never "hmsk", since a payload has no header for
    // `hitmask-cli info` to read.
    virtual QString rawSuffix() const { return suffix(); }
    // Why write() cannot describe these frames (one sentence), or empty when it can.
    virtual QString problem(std::size_t /*frameCount*/, const ExportOptions&) const { return {}; }
    // At least one channel, each with the same frames, which may differ in size. The
    // result is the whole file; deterministic.
    virtual QByteArray write(const ExportChannels& channels,
                             const ExportOptions& options) const = 0;
    // Whether write() makes a file of these frames (it returns nothing when not). A caller
    // that must know a file can be written before it writes any asks this rather than
    // calling write(): for a Streams format it costs no encoding.
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

Q_DECLARE_OPERATORS_FOR_FLAGS(MaskExporter::Capabilities)

// The comment every text format carries, so that a later export knows the file is its own.
inline constexpr char kMadeByHitmask[] = "Made by Hitmask; do not edit.";

// A file name without the format's suffix, or without its last one when it has another
// (walker.shapes.h -> walker for shapes-c, fighter24.h -> fighter24 for c).
QString withoutFormatSuffix(const QString& fileName, const MaskExporter& exporter);
// The side-car beside `output`: its name without the format's suffix, then the
// side-car's suffix (walker.png -> walker.frames.json).
QString sidecarPathFor(const QString& output, const MaskExporter& exporter);

// Why the hand shapes of these channels cannot be written for an engine with the
// options' shape settings (handShapesProblem() with its channel and frame), or empty;
// hand shapes the options ignore (traced) are not asked.
QString channelShapesProblem(const ExportChannels& channels, const ExportOptions& options);

// The registry (exporterregistry.cpp): every format, listed there explicitly in the order
// menus show them.
const std::vector<const MaskExporter*>& allExporters();
const MaskExporter* exporterFor(const QString& id);
// The formats that can do all of `with` and none of `without`, in registry order, and
// their --format words.
std::vector<const MaskExporter*> exportersWith(MaskExporter::Capabilities with,
                                               MaskExporter::Capabilities without = {});
QStringList exporterIds(MaskExporter::Capabilities with = {},
                        MaskExporter::Capabilities without = {});
// "a, b or c": the choices of a help text or an error. When some choices are lists
// themselves, a comma before the "or" keeps the groups apart ("a, b or c (HMSK), d, or e").
QString alternatives(const QStringList& choices, bool listsInside = false);
// The --format words of these formats for a help text, each group of formats with the same
// helpNote() followed by it: "bytes, rle or bits (HMSK files; see docs/exports.md), pbm, ...".
QString formatChoices(const std::vector<const MaskExporter*>& formats);
// The suffixes that name these formats, then their raw payloads' suffixes: ".hmsk, .pbm,
// .png, .h, or .bytes, .rle, .bits for a raw payload".
QString suffixChoices(const std::vector<const MaskExporter*>& formats);

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
