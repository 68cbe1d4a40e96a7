// SPDX-License-Identifier: MIT
// hitmask-cli collide: do two sprites overlap at a given offset, and where.
#include "cli.h"
#include "clioptions.h"
#include "common/collisionreport.h"
#include "common/pose.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

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
        CliOptions::addSpriteKeyOptions(parser, {QStringLiteral("a"), QStringLiteral("b")});
        parser.addOption({QStringLiteral("offset"),
                          tr("Position of B in A's coordinates (required)."),
                          QStringLiteral("DX,DY")});
        parser.addOption({QStringLiteral("rotate-b"),
                          tr("Rotate B clockwise by DEG degrees about its centre first (nearest "
                             "neighbour); the offset is then that of the rotated B's box."),
                          QStringLiteral("DEG")});
        parser.addOption({QStringLiteral("flip-b"),
                          tr("Flip B first: h (left-right) or v (top-bottom)."),
                          QStringLiteral("h|v")});
        parser.addOption({QStringLiteral("json"), tr("Print one JSON object.")});
        if (!CliOptions::parse(parser, arguments, io, 2))
            return kExitOk;

        if (!parser.isSet(QStringLiteral("offset")))
            throw Failure{tr("collide: the offset is missing (--offset DX,DY)")};
        const auto [dx, dy] = parseOffset(parser.value(QStringLiteral("offset")));
        const QStringList files = parser.positionalArguments();
        // Each mask moves into its SeparationMask: big sprites are held once, not twice.
        const SeparationMask a(CliOptions::loadSpriteMask(files[0], parser, QStringLiteral("a")));
        const SeparationMask b(
            poseB(parser, CliOptions::loadSpriteMask(files[1], parser, QStringLiteral("b"))));

        const CollisionReport report = measureCollision(a, b, dx, dy);
        if (parser.isSet(QStringLiteral("json")))
            printJson(io, report);
        else
            printText(io, files, report);
        return kExitOk;
    }

private:
    // The pose is applied as the preview applies it (flip, then rotate).
    static Mask poseB(const QCommandLineParser& parser, const Mask& b) {
        Pose pose;
        if (parser.isSet(QStringLiteral("flip-b"))) {
            const QString flip = parser.value(QStringLiteral("flip-b"));
            if (flip == QLatin1String("h"))
                pose.flipHorizontal = true;
            else if (flip == QLatin1String("v"))
                pose.flipVertical = true;
            else
                throw Failure{tr("--flip-b: '%1' is not h or v").arg(flip)};
        }
        if (parser.isSet(QStringLiteral("rotate-b"))) {
            bool ok = false;
            const double degrees = parser.value(QStringLiteral("rotate-b")).toDouble(&ok);
            if (!ok || !std::isfinite(degrees) || std::abs(degrees) > 1e6)
                throw Failure{tr("--rotate-b: '%1' is not an angle in degrees")
                                  .arg(parser.value(QStringLiteral("rotate-b")))};
            pose.rotation = degrees;
        }
        return posed(b, pose);
    }

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

    static void printJson(Io io, const CollisionReport& report) {
        const std::optional<Point>& contact = report.firstContact;
        const Rect& box = report.overlapRect;
        const Separation& push = report.push;
        QJsonObject result;
        result.insert(QStringLiteral("collides"), report.collides);
        result.insert(QStringLiteral("overlap_area"), qint64(report.area));
        result.insert(QStringLiteral("first_contact"),
                      contact ? QJsonValue(QJsonArray{contact->x, contact->y}) : QJsonValue());
        result.insert(QStringLiteral("overlap_rect"),
                      box.isEmpty() ? QJsonValue()
                                    : QJsonValue(QJsonArray{box.x, box.y, box.width, box.height}));
        result.insert(QStringLiteral("push_left"), push.left);
        result.insert(QStringLiteral("push_right"), push.right);
        result.insert(QStringLiteral("push_up"), push.up);
        result.insert(QStringLiteral("push_down"), push.down);
        io.out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    }

    static void printText(Io io, const QStringList& files, const CollisionReport& report) {
        const std::size_t area = report.area;
        const std::optional<Point>& contact = report.firstContact;
        const Rect& box = report.overlapRect;
        const Separation& push = report.push;
        if (!report.collides) {
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
               << '\n'
               << tr("To separate, move B left %1, right %2, up %3 or down %4 pixels.")
                      .arg(push.left)
                      .arg(push.right)
                      .arg(push.up)
                      .arg(push.down)
               << '\n';
    }
};

} // namespace

int runCollide(const QStringList& arguments, Io io) {
    return CollideCommand::run(arguments, io);
}

} // namespace hitmask::cli
