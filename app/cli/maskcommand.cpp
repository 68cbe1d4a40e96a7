// SPDX-License-Identifier: MIT
// hitmask-cli mask: an image in, its collision mask out.
#include "cli.h"
#include "clioptions.h"
#include "export/maskexporter.h"
#include "frameoptions.h"

#include <QDir>
#include <QFileInfo>

namespace hitmask::cli {

namespace {

class MaskCommand {
    Q_DECLARE_TR_FUNCTIONS(MaskCommand)

public:
    static int run(const QStringList& arguments, Io io) {
        QCommandLineParser parser;
        parser.setApplicationDescription(tr("Write the collision mask of a sprite image."));
        parser.addPositionalArgument(QStringLiteral("SPRITE"),
                                     tr("Image file (PNG, BMP, GIF, JPEG, ...)."),
                                     QStringLiteral("mask SPRITE"));
        CliOptions::addMaskRuleOptions(parser);
        FrameOptions::add(parser);
        CliOptions::addFormatOptions(parser, QStringLiteral("bytes"));
        parser.addOption({QStringLiteral("name"),
                          tr("Identifier used in a C header (default: the sprite's file name)."),
                          QStringLiteral("NAME")});
        parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          tr("Output file (required)."),
                          QStringLiteral("OUT")});
        if (!CliOptions::parse(parser, arguments, io, 1))
            return kExitOk;

        const MaskExporter* exporter = CliOptions::exporter(parser);
        const QString output = parser.value(QStringLiteral("output"));
        if (output.isEmpty())
            throw Failure{tr("mask: the output file is missing (-o OUT)")};
        const QString sprite = parser.positionalArguments().first();
        const MaskRule rule = CliOptions::maskRule(parser);
        ExportOptions options;
        options.raw = parser.isSet(QStringLiteral("raw"));
        options.encoding = CliOptions::headerEncoding(parser);
        options.name = parser.isSet(QStringLiteral("name")) ? parser.value(QStringLiteral("name"))
                                                            : QFileInfo(sprite).completeBaseName();
        options.sourceName = QFileInfo(sprite).fileName();
        const FrameSet set = FrameOptions::load(parser, sprite);
        std::vector<Mask> frames;
        for (const SourceFrame& frame : set.frames) {
            frames.push_back(maskFromImage(frame.image, rule));
            options.origins.push_back({frame.origin.x(), frame.origin.y()});
        }
        if (options.raw && frames.size() > 1)
            throw Failure{
                tr("mask: --raw writes one frame, and %1 has %2").arg(sprite).arg(frames.size())};
        CliOptions::writeFile(output, exporter->write(frames, options));
        if (!exporter->sidecarSuffix().isEmpty()) {
            const QFileInfo out(output);
            CliOptions::writeFile(
                out.dir().filePath(out.completeBaseName() + u'.' + exporter->sidecarSuffix()),
                exporter->writeSidecar(frames, options));
        }
        return kExitOk;
    }
};

} // namespace

int runMask(const QStringList& arguments, Io io) {
    return MaskCommand::run(arguments, io);
}

} // namespace hitmask::cli
