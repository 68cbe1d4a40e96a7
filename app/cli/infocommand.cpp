// SPDX-License-Identifier: MIT
// hitmask-cli info: what an HMSK file holds.
#include "cli.h"
#include "clioptions.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <hitmask/codec.hpp>

namespace hitmask::cli {

namespace {

class InfoCommand {
    Q_DECLARE_TR_FUNCTIONS(InfoCommand)

public:
    static int run(const QStringList& arguments, Io io) {
        QCommandLineParser parser;
        parser.setApplicationDescription(tr("Describe an HMSK mask file."));
        parser.addPositionalArgument(QStringLiteral("FILE"), tr("HMSK file."),
                                     QStringLiteral("info FILE"));
        parser.addOption({QStringLiteral("json"), tr("Print one JSON object.")});
        if (!CliOptions::parse(parser, arguments, io, 1))
            return kExitOk;

        const QString path = parser.positionalArguments().first();
        const QByteArray data = CliOptions::readFile(path);
        const MaskFile file = loadHmsk(std::span(
            reinterpret_cast<const std::uint8_t*>(data.constData()), std::size_t(data.size())));
        if (!file)
            throw Failure{QStringLiteral("%1: %2").arg(path, QString::fromStdString(file.error))};
        std::size_t solid = 0;
        for (const Mask& frame : file.frames)
            solid += frame.count();
        const QString encoding = QString::fromLatin1(encodingName(file.encoding));
        if (parser.isSet(QStringLiteral("json"))) {
            const QJsonObject info{{QStringLiteral("width"), file.width},
                                   {QStringLiteral("height"), file.height},
                                   {QStringLiteral("frames"), qint64(file.frames.size())},
                                   {QStringLiteral("encoding"), encoding},
                                   {QStringLiteral("solid_pixels"), qint64(solid)}};
            io.out << QJsonDocument(info).toJson(QJsonDocument::Compact) << '\n';
        } else {
            io.out << tr("%1: %2 x %3 pixels, %4 frame(s), %5 encoding, %6 solid pixels")
                          .arg(path)
                          .arg(file.width)
                          .arg(file.height)
                          .arg(file.frames.size())
                          .arg(encoding)
                          .arg(solid)
                   << '\n';
        }
        return kExitOk;
    }
};

} // namespace

int runInfo(const QStringList& arguments, Io io) {
    return InfoCommand::run(arguments, io);
}

} // namespace hitmask::cli
