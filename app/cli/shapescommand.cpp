// SPDX-License-Identifier: MIT
// hitmask-cli shapes: an image in, its collision boxes or polygons out.
#include "cli.h"
#include "clioptions.h"
#include "export/maskexporter.h"
#include "export/shapes.h"

#include <QDir>
#include <QFileInfo>
#include <cmath>

namespace hitmask::cli {

namespace {

class ShapesCommand {
    Q_DECLARE_TR_FUNCTIONS(ShapesCommand)

public:
    static int run(const QStringList& arguments, Io io) {
        QCommandLineParser parser;
        parser.setApplicationDescription(
            tr("Print a sprite's collision shapes: the fewest boxes that cover its mask "
               "exactly, or its outline as polygons."));
        parser.addPositionalArgument(QStringLiteral("SPRITE"),
                                     tr("Image file (PNG, BMP, GIF, JPEG, ...)."),
                                     QStringLiteral("shapes SPRITE"));
        CliOptions::addMaskRuleOptions(parser);
        parser.addOption({QStringLiteral("boxes"), tr("Axis-aligned boxes.")});
        parser.addOption({QStringLiteral("max-boxes"),
                          tr("At most K boxes, as close to the mask as they can be (1-%1).")
                              .arg(ShapeSettings::kMaxBoxes),
                          QStringLiteral("K")});
        parser.addOption({QStringLiteral("polygons"), tr("Outlines as polygons with holes.")});
        parser.addOption(
            {QStringLiteral("tolerance"),
             tr("Simplify outlines: vertices may move up to T pixels (default 0, exact)."),
             QStringLiteral("T")});
        parser.addOption({QStringLiteral("convex"), tr("Convex pieces instead of outlines.")});
        parser.addOption({QStringLiteral("max-vertices"),
                          tr("Vertices per convex piece (4-1024, default 8)."),
                          QStringLiteral("V")});
        parser.addOption({QStringLiteral("grow"),
                          tr("Grow the mask by N pixels first; negative shrinks (-%1 to %1).")
                              .arg(ShapeSettings::kMaxGrow),
                          QStringLiteral("N")});
        parser.addOption({QStringLiteral("json"), tr("Print the shapes as JSON.")});
        parser.addOption({QStringLiteral("format"),
                          tr("With -o: shapes-json, shapes-c, tiled or godot."),
                          QStringLiteral("FORMAT"), QStringLiteral("shapes-json")});
        parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          tr("Write a file instead of printing."),
                          QStringLiteral("OUT")});
        parser.addOption({QStringLiteral("name"),
                          tr("Identifier in the file (default: the sprite's file name)."),
                          QStringLiteral("NAME")});
        if (!CliOptions::parse(parser, arguments, io, 1))
            return kExitOk;

        const ShapeSettings settings = shapeSettings(parser);
        const bool json = parser.isSet(QStringLiteral("json"));
        const QString output = parser.value(QStringLiteral("output"));
        if (json == !output.isEmpty())
            throw Failure{tr("shapes: give either --json or -o OUT")};
        const MaskExporter* exporter = nullptr;
        if (!json) {
            const QString format = parser.value(QStringLiteral("format"));
            for (const MaskExporter* e : shapeExporters())
                if (e->id() == format)
                    exporter = e;
            if (!exporter)
                throw Failure{tr("--format: '%1' is not a shape format (shapes-json, shapes-c, "
                                 "tiled, godot)")
                                  .arg(format)};
        }

        const QString sprite = parser.positionalArguments().first();
        const std::vector<Mask> frames{CliOptions::loadSpriteMask(sprite, parser)};
        if (json) {
            std::vector<FrameShapes> shapes;
            for (std::size_t f = 0; f < frames.size(); ++f)
                shapes.push_back(frameShapes(frames[f], int(f), settings));
            io.out << QString::fromUtf8(shapesJson(shapes));
            return kExitOk;
        }
        ExportOptions options;
        options.shapes = settings;
        options.name = parser.isSet(QStringLiteral("name")) ? parser.value(QStringLiteral("name"))
                                                            : QFileInfo(sprite).completeBaseName();
        options.sourceName = QFileInfo(sprite).fileName();
        options.sourcePath =
            QFileInfo(output).absoluteDir().relativeFilePath(QFileInfo(sprite).absoluteFilePath());
        CliOptions::writeFile(output, exporter->write(frames, options));
        return kExitOk;
    }

private:
    static ShapeSettings shapeSettings(const QCommandLineParser& parser) {
        ShapeSettings s;
        const bool boxes = parser.isSet(QStringLiteral("boxes"));
        const bool polygons = parser.isSet(QStringLiteral("polygons"));
        if (boxes == polygons)
            throw Failure{tr("shapes: choose one of --boxes and --polygons")};
        s.kind = boxes ? ShapeSettings::Kind::Boxes : ShapeSettings::Kind::Polygons;
        const auto only = [&](const char* option, bool allowed, const QString& needs) {
            if (parser.isSet(QLatin1String(option)) && !allowed)
                throw Failure{tr("--%1 needs %2").arg(QLatin1String(option), needs)};
        };
        only("max-boxes", boxes, QStringLiteral("--boxes"));
        only("tolerance", polygons, QStringLiteral("--polygons"));
        only("convex", polygons, QStringLiteral("--polygons"));
        only("max-vertices", parser.isSet(QStringLiteral("convex")), QStringLiteral("--convex"));
        if (parser.isSet(QStringLiteral("max-boxes")))
            s.maxBoxes =
                CliOptions::parseInt(parser.value(QStringLiteral("max-boxes")),
                                     QStringLiteral("--max-boxes"), 1, ShapeSettings::kMaxBoxes);
        if (parser.isSet(QStringLiteral("tolerance"))) {
            const QString text = parser.value(QStringLiteral("tolerance"));
            bool ok = false;
            s.tolerance = QLocale::c().toDouble(text.trimmed(), &ok);
            if (!ok || !std::isfinite(s.tolerance) || s.tolerance < 0 ||
                s.tolerance > ShapeSettings::kMaxTolerance)
                throw Failure{tr("--tolerance: '%1' is not a number from 0 to %2")
                                  .arg(text)
                                  .arg(ShapeSettings::kMaxTolerance)};
        }
        s.convex = parser.isSet(QStringLiteral("convex"));
        if (parser.isSet(QStringLiteral("max-vertices")))
            s.maxVertices = CliOptions::parseInt(parser.value(QStringLiteral("max-vertices")),
                                                 QStringLiteral("--max-vertices"), 4, 1024);
        if (parser.isSet(QStringLiteral("grow")))
            s.grow =
                CliOptions::parseInt(parser.value(QStringLiteral("grow")), QStringLiteral("--grow"),
                                     -ShapeSettings::kMaxGrow, ShapeSettings::kMaxGrow);
        return s;
    }
};

} // namespace

int runShapes(const QStringList& arguments, Io io) {
    return ShapesCommand::run(arguments, io);
}

} // namespace hitmask::cli
