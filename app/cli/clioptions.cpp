// SPDX-License-Identifier: MIT
#include "clioptions.h"

#include "bandedsprite.h"
#include "common/boundedfile.h"
#include "common/buildoutput.h"
#include "common/elidedname.h"
#include "common/frameimages.h"
#include "common/imageloader.h"
#include "document/sprite.h"
#include "export/maskexporter.h"
#include "silencedstderr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace hitmask::cli {

bool CliOptions::parse(QCommandLineParser& parser, const QStringList& arguments, Io io,
                       int positionalCount) {
    if (!parseAtLeast(parser, arguments, io, positionalCount))
        return false;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > positionalCount)
        throw Failure{tr("%1: unexpected argument '%2'")
                          .arg(arguments.value(0), positional.value(positionalCount))};
    return true;
}

bool CliOptions::parseAtLeast(QCommandLineParser& parser, const QStringList& arguments, Io io,
                              int positionalCount) {
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  tr("Show this help."));
    parser.addOption(help);
    if (!parser.parse(arguments))
        throw Failure{parser.errorText()};
    if (parser.isSet(help)) {
        QString text = parser.helpText();
        text.replace(QCoreApplication::arguments().value(0), QStringLiteral("hitmask-cli"));
        io.out << text;
        return false;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < positionalCount)
        throw Failure{tr("%1: missing arguments (see %1 --help)").arg(arguments.value(0))};
    return true;
}

void CliOptions::addMaskRuleOptions(QCommandLineParser& parser) {
    parser.addOption({QStringLiteral("threshold"),
                      tr("Pixels whose alpha is greater than N are solid (0-255, default 0)."),
                      QStringLiteral("N"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("color-key"),
                      tr("Pixels of this RGB colour (hex RRGGBB) or with alpha 0 are empty; all "
                         "others are solid. Art without alpha (BMP, JPEG) is keyed by its "
                         "corners' colour (when they differ: the colour of most of its border) "
                         "unless this says otherwise; 'none' keys nothing."),
                      QStringLiteral("RRGGBB")});
    parser.addOption({QStringLiteral("key-tolerance"),
                      tr("Pixels whose red, green and blue each lie within N of the colour key's "
                         "are empty too (0-255, default 0: the exact colour). Raise it for JPEG "
                         "art, whose background is no longer one exact colour."),
                      QStringLiteral("N"), QStringLiteral("0")});
}

void CliOptions::addSpriteKeyOptions(QCommandLineParser& parser, const QStringList& sprites) {
    for (const QString& sprite : sprites) {
        const QString upper = sprite.toUpper();
        parser.addOption({QStringLiteral("color-key-") + sprite,
                          tr("As --color-key, for %1 alone.").arg(upper),
                          QStringLiteral("RRGGBB")});
        parser.addOption({QStringLiteral("key-tolerance-") + sprite,
                          tr("As --key-tolerance, for %1 alone.").arg(upper), QStringLiteral("N")});
    }
}

MaskRule CliOptions::maskRule(const QCommandLineParser& parser, const QImage& art, bool hadAlpha,
                              const QString& sprite) {
    return maskRule(
        parser, hadAlpha,
        [&art]() -> std::optional<QColor> {
            if (art.isNull())
                return std::nullopt;
            return backgroundKeyOf(art).colour;
        },
        sprite);
}

MaskRule CliOptions::maskRule(const QCommandLineParser& parser, bool hadAlpha,
                              const std::function<std::optional<QColor>()>& background,
                              const QString& sprite) {
    // The sprite's own option when it has one and it was given, else the shared one.
    const auto own = [&](const QString& name) {
        return !sprite.isEmpty() && parser.isSet(name + u'-' + sprite);
    };
    const auto pick = [&](const QString& name) {
        return own(name) ? name + u'-' + sprite : name;
    };
    const int threshold =
        parseInt(parser.value(QStringLiteral("threshold")), QStringLiteral("--threshold"), 0, 255);
    const QString keyOption = pick(QStringLiteral("color-key"));
    const QString toleranceOption = pick(QStringLiteral("key-tolerance"));
    const bool toleranceSet = parser.isSet(toleranceOption);
    const int tolerance = toleranceSet ? parseInt(parser.value(toleranceOption),
                                                  QStringLiteral("--") + toleranceOption, 0, 255)
                                       : 0;
    // defaultMaskRule(), without reading the art's border when an option replaces its key.
    MaskRule rule;
    rule.threshold = threshold;
    if (!hadAlpha && !parser.isSet(keyOption))
        rule.colorKey = background();
    if (parser.isSet(keyOption)) {
        const QString value = parser.value(keyOption);
        rule.colorKey.reset();
        if (value.compare(u"none", Qt::CaseInsensitive) != 0) {
            QString hex = value;
            if (hex.startsWith(u'#'))
                hex.remove(0, 1);
            bool ok = false;
            const uint rgb = hex.toUInt(&ok, 16);
            if (!ok || hex.size() != 6)
                throw Failure{
                    tr("--%1: '%2' is not a colour in the form RRGGBB").arg(keyOption, value)};
            rule.colorKey = QColor::fromRgb(QRgb(rgb));
        } else if (toleranceSet &&
                   own(QStringLiteral("color-key")) == own(QStringLiteral("key-tolerance"))) {
            // An option that would change nothing is a mistake to point out (a shared
            // tolerance still serves the other sprite).
            throw Failure{tr("--%1: there is no colour key to widen (--%2 none)")
                              .arg(toleranceOption, keyOption)};
        }
    }
    rule.keyTolerance = tolerance;
    return rule;
}

void CliOptions::addFormatOptions(QCommandLineParser& parser, const QString& defaultFormat,
                                  bool shapes) {
    const QString masks = formatChoices(exportersWith({}, MaskExporter::Shapes));
    parser.addOption({QStringLiteral("format"),
                      shapes ? tr("Output format: %1; or collision shapes: %2.")
                                   .arg(masks, alternatives(exporterIds(MaskExporter::Shapes)))
                             : tr("Output format: %1.").arg(masks),
                      QStringLiteral("FORMAT"), defaultFormat});
    parser.addOption(
        {QStringLiteral("raw"), tr("With %1: write only the payload, without the HMSK header.")
                                    .arg(alternatives(exporterIds(MaskExporter::RawPayload)))});
    parser.addOption({QStringLiteral("encoding"),
                      tr("Payload of a C header: bytes, rle or bits (default rle)."),
                      QStringLiteral("ENCODING"), QStringLiteral("rle")});
}

const MaskExporter* CliOptions::exporter(const QCommandLineParser& parser) {
    const QString format = parser.value(QStringLiteral("format"));
    const MaskExporter* found = exporterFor(format);
    if (!found)
        throw Failure{tr("--format: unknown format '%1' (choose %2)")
                          .arg(format, exporterIds().join(QStringLiteral(", ")))};
    checkFormatOptions(parser, found);
    return found;
}

CliOptions::OutputFormat CliOptions::outputFormat(const QCommandLineParser& parser,
                                                  const QString& file) {
    const QString suffix = QFileInfo(file).suffix().toLower();
    // The command's default first, so ".hmsk" keeps its encoding, then the pixel formats in
    // menu order, so ".h" is the C header rather than a shape format's header.
    std::vector<const MaskExporter*> candidates{
        exporterFor(parser.value(QStringLiteral("format")))};
    for (const MaskExporter* candidate : exportersWith({}, MaskExporter::Shapes))
        candidates.push_back(candidate);
    const MaskExporter* named = nullptr;
    bool namedRaw = false;
    for (const MaskExporter* candidate : candidates) {
        if (!candidate || suffix.isEmpty())
            continue;
        if (candidate->suffix() == suffix ||
            (candidate->supportsRaw() && candidate->rawSuffix() == suffix)) {
            named = candidate;
            namedRaw = candidate->suffix() != suffix;
            break;
        }
    }
    OutputFormat format;
    if (!named || parser.isSet(QStringLiteral("format"))) {
        format = {exporter(parser), parser.isSet(QStringLiteral("raw"))};
        if (!named)
            return format; // a suffix no format claims: the user's choice
        if (format.exporter->supportsRaw() && format.exporter->rawSuffix() == suffix)
            format.raw = true;
    } else {
        format = {named, namedRaw || parser.isSet(QStringLiteral("raw"))};
        checkFormatOptions(parser, named);
    }
    if (format.raw && suffix != format.exporter->rawSuffix())
        throw Failure{tr("-o %1: a raw %2 payload is named .%3, not .%4")
                          .arg(file, format.exporter->id(), format.exporter->rawSuffix(), suffix)};
    if (!format.raw && suffix != format.exporter->suffix())
        throw Failure{tr("-o %1: the %2 format writes .%3 files, not .%4 (leave out --format "
                         "to go by the suffix)")
                          .arg(file, format.exporter->id(), format.exporter->suffix(), suffix)};
    return format;
}

void CliOptions::checkFormatOptions(const QCommandLineParser& parser, const MaskExporter* format) {
    if (parser.isSet(QStringLiteral("raw")) && !format->supportsRaw())
        throw Failure{tr("--raw: the %1 format has no header to leave out").arg(format->id())};
    // An option that would change nothing is a mistake to point out, not to ignore.
    if (parser.isSet(QStringLiteral("encoding")) && !format->can(MaskExporter::EncodingChoice))
        throw Failure{
            tr("--encoding: sets the payload of a C header (--format %1); the %2 "
               "format ignores it (HMSK files take their encoding from --format)")
                .arg(alternatives(exporterIds(MaskExporter::EncodingChoice)), format->id())};
}

Encoding CliOptions::headerEncoding(const QCommandLineParser& parser) {
    const QString name = parser.value(QStringLiteral("encoding"));
    if (const auto encoding = encodingFromName(name.toStdString()))
        return *encoding;
    throw Failure{tr("--encoding: unknown encoding '%1' (choose bytes, rle or bits)").arg(name)};
}

int CliOptions::parseInt(const QString& text, const QString& what, int min, int max) {
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < min || value > max)
        throw Failure{
            tr("%1: '%2' is not a whole number from %3 to %4").arg(what, text).arg(min).arg(max)};
    return value;
}

Mask CliOptions::loadSpriteMask(const QString& path, const QCommandLineParser& ruleOptions,
                                const QString& sprite) {
    if (std::optional<Mask> banded = bandedSpriteMask(path, ruleOptions, sprite))
        return std::move(*banded);
    LoadedImage loaded;
    {
        const SilencedStderr quiet;
        loaded = ImageLoader().load(path);
    }
    if (!loaded.ok())
        throw Failure{QStringLiteral("%1: %2").arg(elidedName(path), loaded.error)};
    return maskFromImage(loaded.image,
                         maskRule(ruleOptions, loaded.image, loaded.hadAlpha, sprite));
}

FrameSet CliOptions::loadSpriteFrames(const QString& path) {
    const SilencedStderr quiet;
    return FrameImages::loadImages(path, ImageLoadLimits{});
}

QByteArray CliOptions::readFile(const QString& path, qint64 maxBytes) {
    QString error;
    std::optional<QByteArray> bytes = BoundedFile::read(path, maxBytes, &error);
    if (!bytes)
        throw Failure{QStringLiteral("%1: %2").arg(elidedName(path), error)};
    return std::move(*bytes);
}

void CliOptions::writeFile(const QString& path, const QByteArray& bytes,
                           const QStringList& inputs) {
    QString error;
    if (!writeBuildOutput(path, bytes, &error, inputs))
        throw Failure{error};
}

void CliOptions::writeOutput(const QString& path, const QByteArray& bytes, Io io,
                             const QStringList& inputs) {
    if (path != QLatin1String("-")) {
        writeFile(path, bytes, inputs);
        return;
    }
    writeOutput(
        path, [&bytes](QIODevice& device) { return device.write(bytes) == bytes.size(); }, io,
        inputs);
}

void CliOptions::writeOutput(const QString& path, const DeviceWriter& writer, Io io,
                             const QStringList& inputs) {
    if (path != QLatin1String("-")) {
        QString error;
        if (!writeBuildOutput(path, writer, &error, inputs))
            throw Failure{error};
        return;
    }
    // Bytes, not text: straight to the stream's device, after any text already queued.
    io.out.flush();
    QIODevice* device = io.out.device();
    if (!device)
        throw Failure{tr("cannot write to standard output")};
    // A refused write leaves its reason with the device, which flushOutput() reports.
    const bool wrote = writer(*device);
    flushOutput(io.out);
    if (!wrote)
        throw Failure{tr("cannot write to standard output")};
}

void CliOptions::addForceOption(QCommandLineParser& parser) {
    parser.addOption({QStringLiteral("force"),
                      tr("Replace existing files that Hitmask did not write in this format.")});
}

void CliOptions::addMissingFramesOption(QCommandLineParser& parser) {
    parser.addOption({QStringLiteral("skip-missing-frames"),
                      tr("Write a sprite whose image no longer holds some of its frames with "
                         "the frames it still has, rather than refuse it.")});
}

void CliOptions::refuseMissingFrames(const QCommandLineParser& parser, const QString& command,
                                     const Sprite& sprite) {
    const QList<int>& outside = sprite.framesOutsideImage();
    if (outside.isEmpty() || parser.isSet(QStringLiteral("skip-missing-frames")))
        return;
    throw Failure{tr("%1: %2 no longer holds %n frame(s) of the sprite %3 (%4), set aside with "
                     "their edits; nothing was written (--skip-missing-frames writes the frames "
                     "before them)",
                     nullptr, int(outside.size()))
                      .arg(command, QDir::toNativeSeparators(sprite.path()), sprite.name(),
                           frameNumbers(outside))};
}

void CliOptions::refuseForeignFiles(const QCommandLineParser& parser, const QString& command,
                                    const QList<PlannedOutput>& outputs) {
    if (parser.isSet(QStringLiteral("force")))
        return;
    QStringList foreign = foreignFiles(outputs);
    // The depfile is always Hitmask's to replace, but a link in its place is not.
    if (const QString depfile = parser.value(QStringLiteral("depfile"));
        !depfile.isEmpty() && QFileInfo(depfile).isSymLink())
        foreign << depfile;
    if (foreign.isEmpty())
        return;
    QString format;
    for (const PlannedOutput& output : outputs)
        if (output.path == foreign.first())
            format = output.exporter->id();
    const QFileInfo first(foreign.first());
    throw Failure{
        (first.isSymLink() ? tr("%1: %2 is a link to %3; nothing was written (--force replaces the "
                                "link, not the file it points to)")
                                 .arg(command, QDir::toNativeSeparators(foreign.first()),
                                      QDir::toNativeSeparators(first.symLinkTarget()))
                           : tr("%1: %2 exists and was not written by Hitmask in the %3 format; "
                                "nothing was written (--force replaces it)")
                                 .arg(command, QDir::toNativeSeparators(foreign.first()), format)) +
        (foreign.size() > 1 ? u' ' + tr("(%n more such file(s))", nullptr, int(foreign.size()) - 1)
                            : QString())};
}

void CliOptions::addDepfileOption(QCommandLineParser& parser) {
    parser.addOption({QStringLiteral("depfile"),
                      tr("Also write a Make/Ninja depfile naming the files each output was "
                         "made from."),
                      QStringLiteral("FILE")});
}

QByteArray CliOptions::depfileText(const QCommandLineParser& parser,
                                   const QList<DepfileRule>& rules) {
    if (!parser.isSet(QStringLiteral("depfile")))
        return {};
    QString badPath;
    const QByteArray text = makeDepfile(rules, &badPath);
    if (!badPath.isNull())
        throw Failure{tr("--depfile: a depfile cannot name '%1': Make and Ninja read a line "
                         "break, a tab or another control character as the end of a name; "
                         "nothing was written")
                          .arg(QDir::toNativeSeparators(badPath))};
    return text;
}

void CliOptions::writeDepfile(const QCommandLineParser& parser, const QByteArray& text) {
    if (parser.isSet(QStringLiteral("depfile")))
        writeFile(parser.value(QStringLiteral("depfile")), text);
}

} // namespace hitmask::cli
