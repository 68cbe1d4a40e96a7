// SPDX-License-Identifier: MIT
// hitmask-cli mask: an image in, its collision mask out.
#include "cli.h"
#include "clioptions.h"

#include <hitmask/codec.hpp>

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
        parser.addOption({QStringLiteral("format"),
                          tr("Mask encoding: bytes (one byte per pixel), rle (signed 8-bit runs) "
                             "or bits (1 bit per pixel, rows padded to bytes)."),
                          QStringLiteral("FORMAT"), QStringLiteral("bytes")});
        parser.addOption(
            {QStringLiteral("raw"), tr("Write only the payload, without the HMSK header.")});
        parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          tr("Output file (required)."),
                          QStringLiteral("OUT")});
        if (!CliOptions::parse(parser, arguments, io, 1))
            return kExitOk;

        const Encoding encoding = parseEncoding(parser.value(QStringLiteral("format")));
        const QString output = parser.value(QStringLiteral("output"));
        if (output.isEmpty())
            throw Failure{tr("mask: the output file is missing (-o OUT)")};
        const MaskRule rule = CliOptions::maskRule(parser);
        const Mask mask = CliOptions::loadSpriteMask(parser.positionalArguments().first(), rule);

        std::vector<std::uint8_t> bytes = parser.isSet(QStringLiteral("raw"))
                                              ? encodePayload(mask, encoding)
                                              : saveHmsk(std::span(&mask, 1), encoding);
        CliOptions::writeFile(output, QByteArray(reinterpret_cast<const char*>(bytes.data()),
                                                 qsizetype(bytes.size())));
        return kExitOk;
    }

private:
    static Encoding parseEncoding(const QString& name) {
        for (Encoding e : {Encoding::Bytes, Encoding::Rle, Encoding::Bits})
            if (name == QLatin1String(encodingName(e)))
                return e;
        throw Failure{tr("--format: unknown format '%1' (choose bytes, rle or bits)").arg(name)};
    }
};

} // namespace

int runMask(const QStringList& arguments, Io io) {
    return MaskCommand::run(arguments, io);
}

} // namespace hitmask::cli
