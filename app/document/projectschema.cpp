// SPDX-License-Identifier: MIT
#include "projectschema.h"

#include "channel.h"
#include "common/shapesettings.h"
#include "framejson.h"
#include "projectfile.h"
#include "schemarules.h"
#include "shapesjson.h"
#include "sprite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>
#include <cmath>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace hitmask {

namespace {

// The limits the schema states, where the code has no constant of its own.
constexpr int kMaxByte = 255;
constexpr int kMaxRects = 65535;

// The rules, one function per definition of the schema; each returns false, with
// `error` set, at the first break.
class Checker : public schema::SchemaRules {
public:
    // A size or radius of a hand shape: more than nothing.
    static Rule extent(Checker* c) {
        return [c](const QJsonValue& value, const QString& path) {
            const double d = value.toDouble();
            if (value.isDouble() && d > 0 && d <= ShapeLimits::kMaxCoordinate)
                return true;
            return c->fail(
                path,
                ProjectSchema::tr("a number above 0 up to %L1").arg(ShapeLimits::kMaxCoordinate),
                value);
        };
    }

    // A channel's masks; a frame holds its first channel's (solid's) the same way, in the
    // frame object itself, beside the others' "channels".
    std::vector<Key> channelMaskKeys() {
        return {{QStringLiteral("forceSolid"), maskData()},
                {QStringLiteral("forceEmpty"), maskData()},
                {QStringLiteral("autoMask"), maskData()},
                {QStringLiteral("review"), maskData()},
                {QStringLiteral("editSize"), size()},
                {QStringLiteral("shapes"),
                 [this](const QJsonValue& v, const QString& p) {
                     return handShapes(v, p);
                 }},
                {QStringLiteral("shapesReview"), boolean(this)}};
    }

    // A channel's shapes owned by hand in one frame.
    bool handShapes(const QJsonValue& value, const QString& path) {
        using namespace ShapeLimits;
        const Rule coordinate = number(this, -kMaxCoordinate, kMaxCoordinate);
        const Rule point = reals({coordinate, coordinate});
        const Rule box = reals({coordinate, coordinate, extent(this), extent(this)});
        const Rule circle = reals({coordinate, coordinate, extent(this)});
        const Rule polygon = [this, point](const QJsonValue& v, const QString& p) {
            return array(v, p, point, std::pair(3, kMaxPolygonVertices));
        };
        const auto listOf = [this](const Rule& item) -> Rule {
            return [this, item](const QJsonValue& v, const QString& p) {
                return array(v, p, item, std::pair(0, kMaxShapesPerKind));
            };
        };
        return object(value, path,
                      {{QStringLiteral("boxes"), listOf(box)},
                       {QStringLiteral("polygons"), listOf(polygon)},
                       {QStringLiteral("circles"), listOf(circle)}});
    }

    bool channelMasks(const QJsonValue& value, const QString& path) {
        return object(value, path, channelMaskKeys());
    }

    bool frame(const QJsonValue& value, const QString& path) {
        std::vector<Key> keys = channelMaskKeys();
        keys.insert(keys.end(),
                    {{QStringLiteral("rect"), rect()},
                     {QStringLiteral("size"), size()},
                     {QStringLiteral("durationMs"), integer(this, 1, kMaxFrameDurationMs)},
                     {QStringLiteral("origin"),
                      numbers(2, integer(this, -kMaxOriginCoordinate, kMaxOriginCoordinate))},
                     {QStringLiteral("channels"), [this](const QJsonValue& v, const QString& p) {
                          return array(v, p, [this](const QJsonValue& masks, const QString& at) {
                              return channelMasks(masks, at);
                          });
                      }}});
        return object(value, path, keys);
    }

    bool cut(const QJsonValue& value, const QString& path) {
        const QString kind = QStringLiteral("kind");
        const QString rects = QStringLiteral("rects");
        const QString json = QStringLiteral("json");
        const QString rotations = QStringLiteral("rotations");
        const QString rotationSource = QStringLiteral("rotationSource");
        if (!object(value, path,
                    {{kind,
                      oneOf(this, {QStringLiteral("whole"), QStringLiteral("rects"),
                                   QStringLiteral("images"), QStringLiteral("sheet-json")}),
                      true},
                     {rects,
                      [this](const QJsonValue& v, const QString& p) {
                          return array(v, p, rect(), std::pair(1, kMaxRects));
                      }},
                     {json, string(this, true)},
                     {rotations, integer(this, 1)},
                     {rotationSource, integer(this, 0)}}))
            return false;
        // What each kind needs, and the rotation set's two keys together.
        const QJsonObject o = value.toObject();
        const QString needed =
            o.value(kind) == rects && !o.contains(rects)                         ? rects
            : o.value(kind) == QStringLiteral("sheet-json") && !o.contains(json) ? json
            : o.contains(rotations) && !o.contains(rotationSource)               ? rotationSource
            : o.contains(rotationSource) && !o.contains(rotations)               ? rotations
                                                                                 : QString();
        if (needed.isEmpty())
            return true;
        error = ProjectSchema::tr("%1: missing").arg(member(path, needed));
        return false;
    }

    bool tag(const QJsonValue& value, const QString& path) {
        return object(value, path,
                      {{QStringLiteral("name"), string(this, true), true},
                       {QStringLiteral("from"), integer(this, 0), true},
                       {QStringLiteral("to"), integer(this, 0), true},
                       {QStringLiteral("direction"), string(this)}});
    }

    bool channel(const QJsonValue& value, const QString& path) {
        const Rule name = [this](const QJsonValue& v, const QString& p) {
            static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
            const QString text = v.toString();
            if (v.isString() && text.size() <= ChannelNames::kMaxLength &&
                identifier.match(text).hasMatch())
                return true;
            return fail(p,
                        ProjectSchema::tr("a name of letters, digits and _ (at most %1)")
                            .arg(ChannelNames::kMaxLength),
                        v);
        };
        const QString colourKey = QStringLiteral("colour");
        if (!object(value, path,
                    {{QStringLiteral("name"), name, true},
                     {colourKey, colour(this, false)},
                     {QStringLiteral("colourChosen"), boolean(this)},
                     {QStringLiteral("visible"), boolean(this)},
                     {QStringLiteral("source"),
                      oneOf(this, {QStringLiteral("image"), QStringLiteral("copy"),
                                   QStringLiteral("empty")})},
                     {QStringLiteral("threshold"), integer(this, 0, kMaxByte)},
                     {QStringLiteral("colorKey"), string(this, false, true)},
                     {QStringLiteral("keyTolerance"), integer(this, 0, kMaxByte)},
                     {QStringLiteral("copyOf"), string(this, false, true)},
                     {QStringLiteral("physics"), [this](const QJsonValue& v, const QString& p) {
                          return physics(v, p);
                      }}}))
            return false;
        // A colour said to be chosen must be there.
        const QJsonObject o = value.toObject();
        if (!o.value(QStringLiteral("colourChosen")).toBool() || o.contains(colourKey))
            return true;
        error = ProjectSchema::tr("%1: missing").arg(member(path, colourKey));
        return false;
    }

    bool physics(const QJsonValue& value, const QString& path) {
        using namespace ShapeLimits;
        constexpr qint64 kMaxBits = 0xFFFFFFFF;
        const Rule pair = [this](const QJsonValue& v, const QString& p) {
            const QJsonArray list = v.toArray();
            if (!v.isArray() || list.size() != 2)
                return fail(p, ProjectSchema::tr("a pair of strings [key, value]"), v);
            return string(this, true)(list.at(0), p + QStringLiteral("[0]")) &&
                   string(this)(list.at(1), p + QStringLiteral("[1]"));
        };
        return object(
            value, path,
            {{QStringLiteral("sensor"), boolean(this)},
             {QStringLiteral("density"), number(this, 0, kMaxMaterial)},
             {QStringLiteral("friction"), number(this, 0, kMaxMaterial)},
             {QStringLiteral("restitution"), number(this, 0, kMaxMaterial)},
             {QStringLiteral("categoryBits"), integer(this, 0, kMaxBits)},
             {QStringLiteral("collidesWith"), integer(this, 0, kMaxBits)},
             {QStringLiteral("groupIndex"), integer(this, kMinGroupIndex, kMaxGroupIndex)},
             {QStringLiteral("custom"), [this, pair](const QJsonValue& v, const QString& p) {
                  return array(v, p, pair, std::pair(0, kMaxCustomProperties));
              }}});
    }

    // An array of the schema's definition `item`, of `items` items when given.
    Rule arrayOf(bool (Checker::*item)(const QJsonValue&, const QString&),
                 std::optional<std::pair<int, int>> items = {}) {
        return [this, item, items](const QJsonValue& v, const QString& p) {
            return array(
                v, p,
                [this, item](const QJsonValue& e, const QString& at) {
                    return (this->*item)(e, at);
                },
                items);
        };
    }

    bool sprite(const QJsonValue& value, const QString& path) {
        return object(value, path,
                      {{QStringLiteral("path"), string(this, true), true},
                       {QStringLiteral("name"),
                        [this](const QJsonValue& v, const QString& p) {
                            return (v.isString() && !v.toString().isEmpty() &&
                                    Sprite::isOwnNameAllowed(v.toString())) ||
                                   fail(p,
                                        ProjectSchema::tr("a name for files: no /, \\, # or "
                                                          "control characters, nor spaces "
                                                          "around it"),
                                        v);
                        }},
                       {QStringLiteral("threshold"), integer(this, 0, kMaxByte)},
                       {QStringLiteral("colorKey"), colour(this, true)},
                       {QStringLiteral("keyTolerance"), integer(this, 0, kMaxByte)},
                       {QStringLiteral("cut"),
                        [this](const QJsonValue& v, const QString& p) {
                            return cut(v, p);
                        }},
                       {QStringLiteral("frames"), arrayOf(&Checker::frame)},
                       {QStringLiteral("framesAside"), arrayOf(&Checker::frame)},
                       {QStringLiteral("channels"),
                        arrayOf(&Checker::channel, std::pair(1, ChannelNames::kMaxChannels))},
                       {QStringLiteral("tags"), arrayOf(&Checker::tag)}});
    }

    bool shapes(const QJsonValue& value, const QString& path) {
        return object(value, path,
                      {{QStringLiteral("kind"),
                        oneOf(this, {QStringLiteral("boxes"), QStringLiteral("polygons")})},
                       {QStringLiteral("maxBoxes"), integer(this, 0, ShapeSettings::kMaxBoxes)},
                       {QStringLiteral("tolerance"), number(this, 0, ShapeSettings::kMaxTolerance)},
                       {QStringLiteral("convex"), boolean(this)},
                       {QStringLiteral("maxVertices"),
                        integer(this, ShapeSettings::kMinVertices, ShapeSettings::kMaxVertices)},
                       {QStringLiteral("grow"),
                        integer(this, -ShapeSettings::kMaxGrow, ShapeSettings::kMaxGrow)}});
    }

    // Export settings, and with `named` an export target (the settings and a name).
    bool exportSettings(const QJsonValue& value, const QString& path, bool named) {
        std::vector<Key> keys{
            {QStringLiteral("format"), string(this)},
            {QStringLiteral("raw"), boolean(this)},
            {QStringLiteral("headerEncoding"),
             oneOf(this, {QStringLiteral("bytes"), QStringLiteral("rle"), QStringLiteral("bits")})},
            {QStringLiteral("folder"), string(this)},
            {QStringLiteral("pattern"), string(this)},
            {QStringLiteral("skipped"),
             [this](const QJsonValue& v, const QString& p) {
                 return array(v, p, string(this));
             }},
            {QStringLiteral("shapes"), [this](const QJsonValue& v, const QString& p) {
                 return shapes(v, p);
             }}};
        if (named)
            keys.push_back({QStringLiteral("name"), string(this), true});
        return object(value, path, keys);
    }

    bool project(const QJsonValue& value) {
        return object(
            value, QString(),
            {{QStringLiteral("format"),
              [this](const QJsonValue& v, const QString& p) {
                  return v == QStringLiteral("hitmask-project") ||
                         fail(p, QStringLiteral("\"hitmask-project\""), v);
              },
              true},
             {QStringLiteral("version"), integer(this, 1, ProjectFile::kVersion), true},
             {QStringLiteral("sprites"), arrayOf(&Checker::sprite), true},
             {QStringLiteral("export"),
              [this](const QJsonValue& v, const QString& p) {
                  return exportSettings(v, p, false);
              }},
             {QStringLiteral("exportTargets"), [this](const QJsonValue& v, const QString& p) {
                  return array(v, p, [this](const QJsonValue& e, const QString& at) {
                      return exportSettings(e, at, true);
                  });
              }}});
    }
};

} // namespace

QString ProjectSchema::problem(const QJsonValue& root) {
    Checker checker;
    checker.project(root);
    return checker.error;
}

} // namespace hitmask
