// SPDX-License-Identifier: MIT
// hitmask-cli collide: do two sprites overlap at a given offset, and where.
#include "cli.h"
#include "clioptions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <hitmask/collide.hpp>

namespace hitmask::cli {

namespace {

class CollideCommand {
    Q_DECLARE_TR_FUNCTIONS(CollideCommand)

public:
    static int run(const QStringList& arguments, Io io) {
        QCommandLineParser parser;
        parser.setApplicationDescription(
            tr("Test two sprites for pixel overlap. Coordinates are in A's pixels; the "
               "offset is where B's top-left corner lies."));
        parser.addPositionalArgument(QStringLiteral("A"), tr("First sprite image."),
                                     QStringLiteral("collide A"));
        parser.addPositionalArgument(QStringLiteral("B"), tr("Second sprite image."));
        CliOptions::addMaskRuleOptions(parser);
        parser.addOption({QStringLiteral("offset"),
                          tr("Position of B in A's coordinates (required)."),
                          QStringLiteral("DX,DY")});
        parser.addOption({QStringLiteral("json"), tr("Print one JSON object.")});
        if (!CliOptions::parse(parser, arguments, io, 2))
            return kExitOk;

        if (!parser.isSet(QStringLiteral("offset")))
            throw Failure{tr("collide: the offset is missing (--offset DX,DY)")};
        const auto [dx, dy] = parseOffset(parser.value(QStringLiteral("offset")));
        const MaskRule rule = CliOptions::maskRule(parser);
        const QStringList files = parser.positionalArguments();
        const Mask a = CliOptions::loadSpriteMask(files[0], rule);
        const Mask b = CliOptions::loadSpriteMask(files[1], rule);

        const std::size_t area = overlapArea(a, b, dx, dy);
        const std::optional<Point> contact = firstContact(a, b, dx, dy);
        const Rect box = overlapBounds(a, b, dx, dy);
        if (parser.isSet(QStringLiteral("json")))
            printJson(io, area, contact, box);
        else
            printText(io, files, area, contact, box);
        return kExitOk;
    }

private:
    static std::pair<int, int> parseOffset(const QString& text) {
        const QStringList parts = text.split(u',');
        constexpr int kLimit = (1 << 30) - 1;
        bool okX = false;
        bool okY = false;
        const int dx = parts.value(0).trimmed().toInt(&okX);
        const int dy = parts.value(1).trimmed().toInt(&okY);
        if (parts.size() != 2 || !okX || !okY || std::abs(dx) > kLimit || std::abs(dy) > kLimit)
            throw Failure{tr("--offset: '%1' is not in the form DX,DY (whole numbers, e.g. 12,-4)")
                              .arg(text)};
        return {dx, dy};
    }

    static void printJson(Io io, std::size_t area, const std::optional<Point>& contact,
                          const Rect& box) {
        QJsonObject result;
        result.insert(QStringLiteral("collides"), area > 0);
        result.insert(QStringLiteral("overlap_area"), qint64(area));
        result.insert(QStringLiteral("first_contact"),
                      contact ? QJsonValue(QJsonArray{contact->x, contact->y}) : QJsonValue());
        result.insert(QStringLiteral("overlap_rect"),
                      box.isEmpty() ? QJsonValue()
                                    : QJsonValue(QJsonArray{box.x, box.y, box.width, box.height}));
        io.out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    }

    static void printText(Io io, const QStringList& files, std::size_t area,
                          const std::optional<Point>& contact, const Rect& box) {
        if (area == 0) {
            io.out << tr("%1 and %2 do not collide.").arg(files[0], files[1]) << '\n';
            return;
        }
        io.out << tr("%1 and %2 collide: %n pixel(s) overlap, first contact at (%3, %4), overlap "
                     "box %5,%6 %7x%8.",
                     nullptr, int(std::min<std::size_t>(area, INT_MAX)))
                      .arg(files[0], files[1])
                      .arg(contact->x)
                      .arg(contact->y)
                      .arg(box.x)
                      .arg(box.y)
                      .arg(box.width)
                      .arg(box.height)
               << '\n';
    }
};

} // namespace

int runCollide(const QStringList& arguments, Io io) {
    return CollideCommand::run(arguments, io);
}

} // namespace hitmask::cli
