// SPDX-License-Identifier: MIT
// hitmask-cli info: what an HMSK file holds, or a project's sprites with their channels'
// physics properties.
#include "cli.h"
#include "clioptions.h"
#include "document/project.h"
#include "document/projectfile.h"
#include "export/physicstext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <hitmask/codec.hpp>

namespace hitmask::cli {

namespace {

class InfoCommand {
    Q_DECLARE_TR_FUNCTIONS(InfoCommand)

public:
    static int run(const QStringList& arguments, Io io) {
        QCommandLineParser parser;
        parser.setApplicationDescription(
            tr("Describe an HMSK mask file, or a project's sprites and the physics properties "
               "of their channels."));
        parser.addPositionalArgument(QStringLiteral("FILE"),
                                     tr("HMSK file, or a .hitmask project."),
                                     QStringLiteral("info FILE"));
        parser.addOption({QStringLiteral("json"), tr("Print one JSON object.")});
        if (!CliOptions::parse(parser, arguments, io, 1))
            return kExitOk;

        const QString path = parser.positionalArguments().first();
        if (path.endsWith(QLatin1String(".hitmask"), Qt::CaseInsensitive))
            return describeProject(path, parser.isSet(QStringLiteral("json")), io);
        const QByteArray data = CliOptions::readFile(path, qint64(kHmskMaxFileBytes));
        const MaskFile file = loadHmsk(std::span(
            reinterpret_cast<const std::uint8_t*>(data.constData()), std::size_t(data.size())));
        if (!file)
            throw Failure{QStringLiteral("%1: %2").arg(path, QString::fromStdString(file.error))};
        std::size_t solid = 0;
        int width = 0;
        int height = 0;
        QJsonArray frames;
        for (const HmskFrame& frame : file.frames) {
            const std::size_t count = frame.solid().count();
            solid += count;
            width = std::max(width, frame.width());
            height = std::max(height, frame.height());
            frames.append(
                QJsonObject{{QStringLiteral("width"), frame.width()},
                            {QStringLiteral("height"), frame.height()},
                            {QStringLiteral("origin"), QJsonArray{frame.origin.x, frame.origin.y}},
                            {QStringLiteral("solid_pixels"), qint64(count)}});
        }
        const QString encoding = QString::fromLatin1(encodingName(file.encoding));
        if (parser.isSet(QStringLiteral("json"))) {
            QJsonArray channels;
            for (const std::string& name : file.channelNames)
                channels.append(QString::fromStdString(name));
            const QJsonObject info{{QStringLiteral("version"), int(file.version)},
                                   {QStringLiteral("width"), width},
                                   {QStringLiteral("height"), height},
                                   {QStringLiteral("frame_count"), qint64(file.frames.size())},
                                   {QStringLiteral("frames"), frames},
                                   {QStringLiteral("channels"), channels},
                                   {QStringLiteral("encoding"), encoding},
                                   {QStringLiteral("solid_pixels"), qint64(solid)}};
            io.out << QJsonDocument(info).toJson(QJsonDocument::Compact) << '\n';
        } else {
            const QLocale locale;
            io.out << tr("%1: HMSK version %2, %n frame(s) up to %3 x %4 pixels, %5 encoding, "
                         "%6 solid pixels",
                         nullptr, int(file.frames.size()))
                          .arg(path)
                          .arg(file.version)
                          .arg(width)
                          .arg(height)
                          .arg(encoding)
                          .arg(locale.toString(qulonglong(solid)))
                   << '\n';
            QStringList names;
            for (const std::string& name : file.channelNames)
                names.append(QString::fromStdString(name));
            io.out << tr("  channels: %1").arg(names.join(QStringLiteral(", "))) << '\n';
            for (std::size_t f = 0; f < file.frames.size(); ++f) {
                const HmskFrame& frame = file.frames[f];
                QString line = tr("  frame %1: %2 x %3, origin %4, %5, %6 solid")
                                   .arg(f)
                                   .arg(frame.width())
                                   .arg(frame.height())
                                   .arg(frame.origin.x)
                                   .arg(frame.origin.y)
                                   .arg(locale.toString(qulonglong(frame.solid().count())));
                // The solid count of each further channel, named like "solid" is above.
                for (std::size_t c = 1; c < frame.channels.size(); ++c)
                    line += tr(", %1 %2", "a channel's solid pixel count, then its name")
                                .arg(locale.toString(qulonglong(frame.channels[c].count())),
                                     names.value(qsizetype(c)));
                io.out << line << '\n';
            }
        }
        return kExitOk;
    }

private:
    static int describeProject(const QString& path, bool json, Io io) {
        Project project;
        QString error;
        if (!ProjectFile::load(project, path, &error))
            throw Failure{error};
        if (json) {
            QJsonArray sprites;
            for (const auto& sprite : project.sprites) {
                QJsonArray channels;
                for (const Channel& channel : sprite->channels())
                    channels.append(QJsonObject{
                        {QStringLiteral("name"), channel.name},
                        // As the shapes JSON spells it.
                        {QStringLiteral("physics"),
                         QJsonDocument::fromJson(physicsJson(channel.physics)).object()}});
                sprites.append(
                    QJsonObject{{QStringLiteral("name"), sprite->name()},
                                {QStringLiteral("frame_count"), qint64(sprite->frames().size())},
                                {QStringLiteral("channels"), channels}});
            }
            io.out << QJsonDocument(QJsonObject{{QStringLiteral("sprites"), sprites}})
                          .toJson(QJsonDocument::Compact)
                   << '\n';
            return kExitOk;
        }
        const QLocale locale;
        io.out << tr("%1: project, %n sprite(s)", nullptr, int(project.sprites.size())).arg(path)
               << '\n';
        for (const auto& sprite : project.sprites) {
            io.out << tr("  %1: %n frame(s)", nullptr, int(sprite->frames().size()))
                          .arg(sprite->name())
                   << '\n';
            for (const Channel& channel : sprite->channels()) {
                const PhysicsProperties& p = channel.physics;
                QString line =
                    tr("    %1: %2, density %3, friction %4, restitution %5, category bits "
                       "0x%6, collides with 0x%7, group %8",
                       "a channel's physics properties; %2 is 'sensor' or 'body'")
                        .arg(channel.name, p.sensor ? tr("sensor") : tr("body"),
                             locale.toString(p.density), locale.toString(p.friction),
                             locale.toString(p.restitution))
                        .arg(p.categoryBits, 8, 16, QChar(u'0'))
                        .arg(p.collidesWith, 8, 16, QChar(u'0'))
                        .arg(p.groupIndex);
                for (const auto& [key, value] : p.custom)
                    line += tr(", %1 = %2", "a channel's custom physics property").arg(key, value);
                io.out << line << '\n';
            }
        }
        return kExitOk;
    }
};

} // namespace

int runInfo(const QStringList& arguments, Io io) {
    return InfoCommand::run(arguments, io);
}

} // namespace hitmask::cli
