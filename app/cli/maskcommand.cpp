// SPDX-License-Identifier: MIT
// hitmask-cli mask: images in, their collision masks out.
#include "cli.h"
#include "clioptions.h"
#include "common/outputcheck.h"
#include "document/channel.h"
#include "export/maskexporter.h"
#include "frameoptions.h"
#include "originoption.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

namespace hitmask::cli {

namespace {

// One sprite's mask between the checks and the writing: its bytes, or for a format that
// streams, the masks and options it encodes from.
struct PendingMask {
    QByteArray contents;
    ExportChannels channels;
    ExportOptions options;
};

class MaskCommand {
    Q_DECLARE_TR_FUNCTIONS(MaskCommand)

public:
    static int run(const QStringList& arguments, Io io) {
        QCommandLineParser parser;
        parser.setApplicationDescription(
            tr("Write the collision mask of each sprite image. With one sprite, OUT is the "
               "output file ('-' for standard output); with several, or with --pattern, OUT "
               "is a folder and each mask is named by the pattern."));
        parser.addPositionalArgument(QStringLiteral("SPRITE"),
                                     tr("Image files (PNG, BMP, GIF, JPEG, ...)."),
                                     QStringLiteral("mask SPRITE..."));
        CliOptions::addMaskRuleOptions(parser);
        FrameOptions::add(parser);
        OriginOption::add(parser);
        CliOptions::addFormatOptions(parser, QStringLiteral("bytes"));
        parser.addOption(
            {QStringLiteral("name"),
             tr("Identifier used in a C header (default: the output file's name without its "
                "suffix, or the sprite's file name when writing into a folder or "
                "to standard output)."),
             QStringLiteral("NAME")});
        parser.addOption(
            {{QStringLiteral("o"), QStringLiteral("output")},
             tr("Output file, '-' for standard output, or a folder (required). Without "
                "--format, a file's suffix chooses the format: %1.")
                 .arg(suffixChoices(exportersWith({}, MaskExporter::Shapes))),
             QStringLiteral("OUT")});
        parser.addOption(
            {QStringLiteral("pattern"),
             tr("File name of each mask in the output folder: {sprite} is the "
                "sprite's name, {suffix} its file's suffix (png, gif), {ext} the format's suffix "
                "(default {sprite}.{ext})."),
             QStringLiteral("PATTERN"), QStringLiteral("{sprite}.{ext}")});
        CliOptions::addForceOption(parser);
        CliOptions::addDepfileOption(parser);
        if (!CliOptions::parseAtLeast(parser, arguments, io, 1))
            return kExitOk;

        const QString output = parser.value(QStringLiteral("output"));
        if (output.isEmpty())
            throw Failure{tr("mask: the output file is missing (-o OUT)")};
        const QStringList sprites = parser.positionalArguments();
        const bool toStdout = output == QLatin1String("-");
        if (toStdout && (sprites.size() > 1 || parser.isSet(QStringLiteral("pattern"))))
            throw Failure{tr("mask: -o - writes one mask; give one sprite and no --pattern")};
        if (toStdout && parser.isSet(QStringLiteral("depfile")))
            throw Failure{tr("mask: --depfile needs an output file, not standard output")};
        if (sprites.size() > 1 && parser.isSet(QStringLiteral("name")))
            throw Failure{tr("mask: --name names one sprite; several sprites take their "
                             "file names")};
        // One output file goes by its suffix ("-o old.rle" is a raw RLE payload).
        const CliOptions::OutputFormat format = CliOptions::outputFormat(
            parser, toStdout || intoFolder(parser, sprites) ? QString() : output);
        const MaskExporter* exporter = format.exporter;
        const QStringList outputs = outputPaths(parser, sprites, exporter);
        // Everything is checked before anything is written: one bad sprite writes nothing.
        // A streaming format (HMSK, PBM) keeps each sprite's masks, smaller than their
        // encodings but for RLE, and encodes them into the file as it writes it; any other
        // keeps the bytes it made.
        ExportOptions options;
        options.raw = format.raw;
        options.encoding = CliOptions::headerEncoding(parser);
        std::vector<PendingMask> pending;
        QList<QByteArray> sidecars;
        for (const QString& sprite : sprites) {
            // One named file names its arrays, so fighter24.h and fighter.h of one sprite
            // can be included together; a folder's files take their sprites' names.
            const bool oneNamedFile = !toStdout && !intoFolder(parser, sprites);
            options.name = parser.isSet(QStringLiteral("name"))
                               ? parser.value(QStringLiteral("name"))
                           : oneNamedFile ? withoutFormatSuffix(output, *exporter)
                                          : QFileInfo(sprite).completeBaseName();
            options.sourceName = QFileInfo(sprite).fileName();
            options.sourcePath = QFileInfo(outputs[sprites.indexOf(sprite)])
                                     .absoluteDir()
                                     .relativeFilePath(QFileInfo(sprite).absoluteFilePath());
            options.origins.clear();
            options.places = {};
            MaskFrames set = FrameOptions::loadMasks(parser, sprite, &options.places);
            options.tags = set.animations;
            // Moved in, not listed: an initializer list would copy the (maybe 32 MB) masks.
            ExportChannels channels;
            channels.push_back({ChannelNames::solid(), std::move(set.masks)});
            std::vector<Mask>& frames = channels.front().frames;
            for (const QPoint& origin : set.origins)
                options.origins.push_back({origin.x(), origin.y()});
            OriginOption::apply(parser, channels, options);
            if (options.raw && frames.size() > 1)
                throw Failure{
                    parser.isSet(QStringLiteral("raw"))
                        ? tr("mask: --raw writes one frame, and %1 has %2")
                              .arg(sprite)
                              .arg(frames.size())
                        // The raw payload came from the suffix: say so, and how to get all.
                        : tr("mask: %1 names a raw payload, which holds one frame, and %2 has "
                             "%n frame(s); name the output .hmsk for a mask file of every frame",
                             nullptr, int(frames.size()))
                              .arg(QFileInfo(output).fileName(), sprite)};
            if (const QString why = exporter->problem(frames.size(), options); !why.isEmpty())
                throw Failure{tr("mask: %1: %2").arg(sprite, why)};
            PendingMask& mask = pending.emplace_back();
            if (!exporter->streams())
                mask.contents = exporter->write(channels, options);
            if (exporter->streams() ? !exporter->canWrite(channels, options)
                                    : mask.contents.isEmpty())
                throw Failure{tr("mask: the %n frame(s) of %1 cannot be written as %2: they add "
                                 "up to more pixels than a mask file may hold",
                                 nullptr, int(frames.size()))
                                  .arg(sprite, exporter->id())};
            sidecars.append(exporter->writeSidecar(channels, options));
            if (exporter->streams()) {
                mask.channels = std::move(channels);
                mask.options = options;
            }
        }
        // Nothing overwrites an input or another output, or leaves the output folder.
        OutputCheck check;
        if (parser.isSet(QStringLiteral("pattern")))
            check.setFolder(parser.value(QStringLiteral("output")));
        const QString sheetJson = parser.value(QStringLiteral("sheet-json"));
        for (const QString& sprite : sprites)
            check.addInput(sprite, tr("the sprite %1").arg(sprite));
        if (!sheetJson.isEmpty())
            check.addInput(sheetJson, tr("the sheet %1").arg(sheetJson));
        QStringList sidecarPaths;
        for (qsizetype i = 0; i < sprites.size(); ++i) {
            if (outputs[i] != QLatin1String("-"))
                check.addOutput(outputs[i], tr("the mask of %1").arg(sprites[i]));
            // The side-car (PNG frame rectangles) goes beside a file; standard output has
            // room for one stream only.
            sidecarPaths.append(sidecars[i].isEmpty() || outputs[i] == QLatin1String("-")
                                    ? QString()
                                    : sidecarPathFor(outputs[i], *exporter));
            if (!sidecarPaths.last().isEmpty())
                check.addOutput(sidecarPaths.last(), tr("the frame list of %1").arg(sprites[i]));
        }
        if (parser.isSet(QStringLiteral("depfile")))
            check.addOutput(parser.value(QStringLiteral("depfile")), tr("the depfile"));
        if (!check.problems().isEmpty())
            throw Failure{tr("mask: %1; nothing was written").arg(check.problems().first())};
        QList<PlannedOutput> planned;
        for (qsizetype i = 0; i < sprites.size(); ++i) {
            if (outputs[i] != QLatin1String("-"))
                planned.append({outputs[i], exporter, format.raw, false});
            if (!sidecarPaths[i].isEmpty())
                planned.append({sidecarPaths[i], exporter, format.raw, true});
        }
        CliOptions::refuseForeignFiles(parser, QStringLiteral("mask"), planned);

        // Each mask depends on its sprite (and sheet); the depfile's first rule on every
        // input, and so the date an unchanged file needs.
        QList<DepfileRule> rules;
        for (qsizetype i = 0; i < sprites.size(); ++i) {
            QStringList inputs{QFileInfo(sprites[i]).absoluteFilePath()};
            if (!sheetJson.isEmpty())
                inputs.append(QFileInfo(sheetJson).absoluteFilePath());
            rules.append({outputs[i], inputs});
        }
        const QHash<QString, QStringList> inputsOf = depfileInputs(rules);
        const QByteArray depfile = CliOptions::depfileText(parser, rules);
        if (!toStdout)
            removeLeftoverTempFiles(QStringList(outputs) + sidecarPaths
                                    << parser.value(QStringLiteral("depfile")));
        for (qsizetype i = 0; i < sprites.size(); ++i) {
            const QStringList inputs = inputsOf.value(outputs[i]);
            const PendingMask& mask = pending[std::size_t(i)];
            if (exporter->streams())
                CliOptions::writeOutput(
                    outputs[i],
                    [&](QIODevice& device) {
                        return exporter->writeTo(device, mask.channels, mask.options);
                    },
                    io, inputs);
            else
                CliOptions::writeOutput(outputs[i], mask.contents, io, inputs);
            if (!sidecarPaths[i].isEmpty())
                CliOptions::writeOutput(sidecarPaths[i], sidecars[i], io, inputs);
        }
        CliOptions::writeDepfile(parser, depfile);
        return kExitOk;
    }

private:
    // Whether -o names a folder that gets a file per sprite, rather than the one file.
    static bool intoFolder(const QCommandLineParser& parser, const QStringList& sprites) {
        const QString output = parser.value(QStringLiteral("output"));
        return sprites.size() > 1 || parser.isSet(QStringLiteral("pattern")) ||
               output.endsWith(u'/') || QFileInfo(output).isDir();
    }

    // One path per sprite; refuses when two sprites would write the same file.
    static QStringList outputPaths(const QCommandLineParser& parser, const QStringList& sprites,
                                   const MaskExporter* exporter) {
        const QString output = parser.value(QStringLiteral("output"));
        if (output == QLatin1String("-"))
            return {output};
        if (!intoFolder(parser, sprites))
            return {QFileInfo(output).absoluteFilePath()};
        // "-o masks.hmsk" for several sprites is a slip, not a folder to create.
        if (!QFileInfo(output).isDir() && !output.endsWith(u'/') &&
            QFileInfo(output).suffix().compare(exporter->suffix(), Qt::CaseInsensitive) == 0)
            throw Failure{tr("mask: -o %1 names a file, but each sprite writes its own; give a "
                             "folder")
                              .arg(output)};
        const QDir folder(QFileInfo(output).absoluteFilePath());
        if (const QString unknown = OutputCheck::unknownPlaceholder(
                parser.value(QStringLiteral("pattern")),
                {QStringLiteral("sprite"), QStringLiteral("suffix"), QStringLiteral("ext")});
            !unknown.isEmpty())
            throw Failure{
                tr("--pattern: %1 is not one of {sprite}, {suffix} or {ext}").arg(unknown)};
        QStringList paths;
        QHash<QString, QString> spriteOf;
        for (const QString& sprite : sprites) {
            QString name = parser.value(QStringLiteral("pattern"));
            name.replace(QLatin1String("{sprite}"), QFileInfo(sprite).completeBaseName())
                .replace(QLatin1String("{suffix}"), QFileInfo(sprite).suffix().toLower())
                .replace(QLatin1String("{ext}"), exporter->suffix());
            const QString path = QDir::cleanPath(folder.absoluteFilePath(name));
            if (spriteOf.contains(path)) {
                const QString other = spriteOf.value(path);
                // walker.png and walker.gif: their suffixes tell them apart.
                const bool suffixHelps =
                    !parser.value(QStringLiteral("pattern")).contains(QLatin1String("{suffix}")) &&
                    QFileInfo(other).suffix().compare(QFileInfo(sprite).suffix(),
                                                      Qt::CaseInsensitive) != 0;
                throw Failure{
                    suffixHelps
                        ? tr("mask: %1 and %2 would both write %3; nothing was written (use "
                             "--pattern %4 to tell them apart)")
                              .arg(other, sprite, QDir::toNativeSeparators(path),
                                   QString(parser.value(QStringLiteral("pattern")))
                                       .replace(QLatin1String("{sprite}"),
                                                QLatin1String("{sprite}_{suffix}")))
                        : tr("mask: %1 and %2 would both write %3; nothing was written (use "
                             "--pattern to tell them apart, or give them different names)")
                              .arg(other, sprite, QDir::toNativeSeparators(path))};
            }
            spriteOf.insert(path, sprite);
            paths.append(path);
        }
        return paths;
    }
};

} // namespace

int runMask(const QStringList& arguments, Io io) {
    return MaskCommand::run(arguments, io);
}

} // namespace hitmask::cli
