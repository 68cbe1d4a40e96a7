// SPDX-License-Identifier: MIT
// hitmask-cli shapes: an image (or a project's sprite) in, its collision boxes or
// polygons out, frame by frame.
#include "cli.h"
#include "clioptions.h"
#include "common/outputcheck.h"
#include "document/project.h"
#include "document/projectfile.h"
#include "export/maskexporter.h"
#include "export/projectexport.h"
#include "export/shapes.h"
#include "frameoptions.h"
#include "originoption.h"

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
        parser.addPositionalArgument(
            QStringLiteral("SPRITE"),
            tr("Image file (PNG, BMP, GIF, JPEG, ...), or a .hitmask project whose sprite's "
               "frames, hand edits and channels are used."),
            QStringLiteral("shapes SPRITE"));
        CliOptions::addMaskRuleOptions(parser);
        FrameOptions::add(parser);
        OriginOption::add(parser);
        parser.addOption({QStringLiteral("sprite"),
                          tr("With a project: the sprite, by file name without suffix (needed "
                             "when the project has several)."),
                          QStringLiteral("NAME")});
        parser.addOption({QStringLiteral("channel"),
                          tr("With a project: only this channel (default: every channel)."),
                          QStringLiteral("NAME")});
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
        parser.addOption(
            {QStringLiteral("pixels-per-metre"),
             tr("The engine's scale: convex pieces keep their vertices Box2D's linear slop "
                "(0.005 m) apart at it (%1-%2, default %3).")
                 .arg(ShapeSettings::kMinPixelsPerMetre)
                 .arg(ShapeSettings::kMaxPixelsPerMetre)
                 .arg(ShapeSettings{}.pixelsPerMetre),
             QStringLiteral("N")});
        parser.addOption({QStringLiteral("traced"),
                          tr("With a project: trace every frame's shapes from its mask, "
                             "ignoring shapes drawn by hand.")});
        parser.addOption({QStringLiteral("json"), tr("Print the shapes as JSON.")});
        parser.addOption({QStringLiteral("format"),
                          tr("With -o: %1.").arg(alternatives(exporterIds(MaskExporter::Shapes))),
                          QStringLiteral("FORMAT"), QStringLiteral("shapes-json")});
        parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          tr("Write a file instead of printing."),
                          QStringLiteral("OUT")});
        parser.addOption({QStringLiteral("name"),
                          tr("Identifier in the file (default: the output file's name without its "
                             "suffix)."),
                          QStringLiteral("NAME")});
        CliOptions::addForceOption(parser);
        CliOptions::addMissingFramesOption(parser);
        CliOptions::addDepfileOption(parser);
        if (!CliOptions::parse(parser, arguments, io, 1))
            return kExitOk;

        const ShapeSettings settings = shapeSettings(parser);
        const bool json = parser.isSet(QStringLiteral("json"));
        const QString output = parser.value(QStringLiteral("output"));
        if (json == !output.isEmpty())
            throw Failure{tr("shapes: give either --json or -o OUT")};
        if (json && parser.isSet(QStringLiteral("depfile")))
            throw Failure{tr("shapes: --depfile needs an output file (-o OUT), not --json")};
        // --json prints what the shapes-json format writes: one place makes both.
        const QString format =
            json ? QStringLiteral("shapes-json") : parser.value(QStringLiteral("format"));
        const MaskExporter* exporter = exporterFor(format);
        if (!exporter || !exporter->can(MaskExporter::Shapes))
            throw Failure{tr("--format: '%1' is not a shape format (%2)")
                              .arg(format, exporterIds(MaskExporter::Shapes).join(u", "))};

        const QString sprite = parser.positionalArguments().first();
        ExportOptions options;
        options.shapes = settings;
        options.traced = parser.isSet(QStringLiteral("traced"));
        ExportChannels channels;
        // Every file the run reads, for the output check and the depfile.
        OutputCheck check;
        QStringList inputs{sprite};
        QString spriteFile = sprite;
        if (sprite.endsWith(QLatin1String(".hitmask"), Qt::CaseInsensitive)) {
            check.addInput(sprite, tr("the project %1").arg(sprite));
            spriteFile = loadProjectSprite(parser, sprite, channels, options, check, inputs);
        } else {
            check.addInput(sprite, tr("the sprite %1").arg(sprite));
            loadImage(parser, sprite, channels, options);
            if (const QString sheet = parser.value(QStringLiteral("sheet-json"));
                !sheet.isEmpty()) {
                check.addInput(sheet, tr("the sheet %1").arg(sheet));
                inputs.append(sheet);
            }
        }
        OriginOption::apply(parser, channels, options);
        // A file names its arrays (walker.shapes.h -> walker); printed JSON has no file.
        options.name = parser.isSet(QStringLiteral("name")) ? parser.value(QStringLiteral("name"))
                       : output.isEmpty() ? QFileInfo(spriteFile).completeBaseName()
                                          : withoutFormatSuffix(output, *exporter);
        options.sourceName = QFileInfo(spriteFile).fileName();
        options.sourcePath = QFileInfo(output).absoluteDir().relativeFilePath(
            QFileInfo(spriteFile).absoluteFilePath());
        if (const QString why = exporter->problem(channels.front().frames.size(), options);
            !why.isEmpty())
            throw Failure{tr("shapes: %1: %2").arg(sprite, why)};
        if (const QString why = channelShapesProblem(channels, options); !why.isEmpty())
            throw Failure{tr("shapes: %1: %2").arg(sprite, why)};
        const QByteArray bytes = exporter->write(channels, options);
        if (json) {
            io.out << QString::fromUtf8(bytes);
            return kExitOk;
        }
        // Nothing overwrites a file the run reads, or another of its outputs.
        check.addOutput(output, tr("the shapes file"));
        const QByteArray sidecar = exporter->writeSidecar(channels, options);
        const QString sidecarPath =
            sidecar.isEmpty() ? QString() : sidecarPathFor(output, *exporter);
        if (!sidecarPath.isEmpty())
            check.addOutput(sidecarPath, tr("the side-car file"));
        if (parser.isSet(QStringLiteral("depfile")))
            check.addOutput(parser.value(QStringLiteral("depfile")), tr("the depfile"));
        if (!check.problems().isEmpty())
            throw Failure{tr("shapes: %1; nothing was written").arg(check.problems().first())};
        QList<PlannedOutput> planned{{output, exporter, false, false}};
        if (!sidecarPath.isEmpty())
            planned.append({sidecarPath, exporter, false, true});
        CliOptions::refuseForeignFiles(parser, QStringLiteral("shapes"), planned);
        for (QString& input : inputs)
            input = QFileInfo(input).absoluteFilePath();
        inputs.removeDuplicates();
        const QByteArray depfile =
            CliOptions::depfileText(parser, {{QFileInfo(output).absoluteFilePath(), inputs}});
        removeLeftoverTempFiles({output, sidecarPath, parser.value(QStringLiteral("depfile"))});
        CliOptions::writeFile(output, bytes);
        if (!sidecarPath.isEmpty())
            CliOptions::writeFile(sidecarPath, sidecar);
        CliOptions::writeDepfile(parser, depfile);
        return kExitOk;
    }

private:
    static void loadImage(const QCommandLineParser& parser, const QString& sprite,
                          ExportChannels& channels, ExportOptions& options) {
        for (const char* option : {"sprite", "channel", "skip-missing-frames", "traced"})
            if (parser.isSet(QLatin1String(option)))
                throw Failure{tr("--%1 needs a .hitmask project; %2 is an image")
                                  .arg(QLatin1String(option), sprite)};
        MaskFrames set = FrameOptions::loadMasks(parser, sprite, &options.places);
        // Moved in, not listed: an initializer list would copy the (maybe 32 MB) masks.
        channels.clear();
        channels.push_back({ChannelNames::solid(), std::move(set.masks)});
        for (const QPoint& origin : set.origins)
            options.origins.push_back({origin.x(), origin.y()});
    }

    // The chosen sprite's frames, the chosen channel or all; returns the sprite's file.
    // The project, the sprite's image and its sheet JSON go into `check` and `inputs`.
    static QString loadProjectSprite(const QCommandLineParser& parser, const QString& path,
                                     ExportChannels& channels, ExportOptions& options,
                                     OutputCheck& check, QStringList& inputs) {
        // The project says how its sprites are cut and masked.
        for (const char* option : {"threshold", "color-key", "frames", "grid", "sheet-json",
                                   "rotations", "margin", "spacing"})
            if (parser.isSet(QLatin1String(option)))
                throw Failure{tr("--%1 does not apply to a project, whose sprites have their "
                                 "own frames and mask rules")
                                  .arg(QLatin1String(option))};
        Project project;
        QString error;
        if (!ProjectFile::load(project, path, &error))
            throw Failure{error};
        const Sprite* sprite = nullptr;
        QStringList names;
        for (const auto& s : project.sprites) {
            names << s->name();
            if (s->name() == parser.value(QStringLiteral("sprite")))
                sprite = s.get();
        }
        if (project.sprites.empty())
            throw Failure{tr("shapes: %1 has no sprites").arg(path)};
        if (!parser.isSet(QStringLiteral("sprite"))) {
            if (project.sprites.size() > 1)
                throw Failure{tr("shapes: %1 has several sprites; choose one with --sprite (%2)")
                                  .arg(path, names.join(QStringLiteral(", ")))};
            sprite = project.sprites.front().get();
        }
        if (!sprite)
            throw Failure{tr("--sprite: %1 has no sprite '%2' (%3)")
                              .arg(path, parser.value(QStringLiteral("sprite")),
                                   names.join(QStringLiteral(", ")))};
        // Every sprite's files are the project's: none may be written over.
        for (const auto& s : project.sprites) {
            check.addInput(s->path(), tr("the image of the sprite %1").arg(s->name()));
            if (!s->cut().sheetJson.isEmpty())
                check.addInput(s->cut().sheetJson, tr("the sheet of the sprite %1").arg(s->name()));
        }
        CliOptions::refuseMissingFrames(parser, QStringLiteral("shapes"), *sprite);
        inputs.append(sprite->path());
        if (!sprite->cut().sheetJson.isEmpty())
            inputs.append(sprite->cut().sheetJson);
        int channel = -1; // every channel
        if (parser.isSet(QStringLiteral("channel"))) {
            channel = sprite->channelIndexByName(parser.value(QStringLiteral("channel")));
            QStringList channelNames;
            for (const Channel& c : sprite->channels())
                channelNames << c.name;
            if (channel < 0)
                throw Failure{tr("--channel: %1 has no channel '%2' (%3)")
                                  .arg(sprite->name(), parser.value(QStringLiteral("channel")),
                                       channelNames.join(QStringLiteral(", ")))};
            if (!hasShapes(*sprite, channel, parser.isSet(QStringLiteral("traced"))))
                throw Failure{tr("--channel: the channel '%1' of %2 has no shapes: no solid "
                                 "pixel and no shape drawn by hand in any frame")
                                  .arg(parser.value(QStringLiteral("channel")), sprite->name())};
        }
        channels = ProjectExport::channelMasks(*sprite, channel, 0, int(sprite->frames().size()));
        options.places = ProjectExport::framePlaces(*sprite);
        for (const Frame& frame : sprite->frames())
            options.origins.push_back({frame.origin.x(), frame.origin.y()});
        return sprite->path();
    }

    // Whether any frame of the channel has a solid pixel or (unless traced) hand shapes.
    static bool hasShapes(const Sprite& sprite, int channel, bool traced) {
        for (const Frame& frame : sprite.frames()) {
            const ChannelMasks& masks = frame.channel(channel);
            if ((!traced && masks.handShapes && !masks.handShapes->empty()) ||
                masks.effective.count() > 0)
                return true;
        }
        return false;
    }

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
            s.maxVertices = CliOptions::parseInt(
                parser.value(QStringLiteral("max-vertices")), QStringLiteral("--max-vertices"),
                ShapeSettings::kMinVertices, ShapeSettings::kMaxVertices);
        if (parser.isSet(QStringLiteral("pixels-per-metre"))) {
            const QString text = parser.value(QStringLiteral("pixels-per-metre"));
            bool ok = false;
            s.pixelsPerMetre = QLocale::c().toDouble(text.trimmed(), &ok);
            if (!ok || !std::isfinite(s.pixelsPerMetre) ||
                s.pixelsPerMetre < ShapeSettings::kMinPixelsPerMetre ||
                s.pixelsPerMetre > ShapeSettings::kMaxPixelsPerMetre)
                throw Failure{tr("--pixels-per-metre: '%1' is not a number from %2 to %3")
                                  .arg(text)
                                  .arg(ShapeSettings::kMinPixelsPerMetre)
                                  .arg(ShapeSettings::kMaxPixelsPerMetre)};
        }
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
