// SPDX-License-Identifier: MIT
#include "projectschema.h"

#include "channel.h"
#include "common/shapesettings.h"
#include "framejson.h"
#include "projectfile.h"

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

// How a value looks in a message: scalars as JSON (long strings shortened), containers by
// their kind, so that a message stays one line.
QString shown(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Object:
        return ProjectSchema::tr("an object");
    case QJsonValue::Array:
        return ProjectSchema::tr("an array of length %L1").arg(value.toArray().size());
    default:
        break;
    }
    constexpr qsizetype kMaxShown = 40;
    QString text =
        QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
    text = text.mid(1, text.size() - 2);
    if (text.size() > kMaxShown)
        text = text.left(kMaxShown - 4) + QStringLiteral("...\"");
    return text;
}

bool isWholeNumber(const QJsonValue& value) {
    const double d = value.toDouble();
    return value.isDouble() && std::isfinite(d) && d == std::floor(d);
}

// The rules, one function per definition of the schema; each returns false, with
// `error` set, at the first break.
class Checker {
public:
    QString error;

    using Rule = std::function<bool(const QJsonValue&, const QString&)>;
    struct Key {
        QString name;
        Rule rule;
        bool required = false;
    };

    bool fail(const QString& path, const QString& expected, const QJsonValue& found) {
        error = ProjectSchema::tr("%1: expected %2, found %3").arg(path, expected, shown(found));
        return false;
    }

    static QString member(const QString& path, const QString& key) {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }

    bool object(const QJsonValue& value, const QString& path, const std::vector<Key>& keys) {
        if (!value.isObject())
            return fail(path.isEmpty() ? ProjectSchema::tr("the file") : path,
                        ProjectSchema::tr("an object"), value);
        const QJsonObject json = value.toObject();
        for (const Key& key : keys)
            if (key.required && !json.contains(key.name)) {
                error = ProjectSchema::tr("%1: missing").arg(member(path, key.name));
                return false;
            }
        for (auto it = json.begin(); it != json.end(); ++it) {
            const Key* known = nullptr;
            for (const Key& key : keys)
                if (key.name == it.key())
                    known = &key;
            if (!known) {
                error = ProjectSchema::tr("%1: not a key of a project file")
                            .arg(member(path, it.key()));
                return false;
            }
            if (!known->rule(it.value(), member(path, it.key())))
                return false;
        }
        return true;
    }

    // An array of items kept by `item`; with `items`, of that many items.
    bool array(const QJsonValue& value, const QString& path, const Rule& item,
               std::optional<std::pair<int, int>> items = {}) {
        const qsizetype size = value.toArray().size();
        if (!value.isArray() || (items && (size < items->first || size > items->second)))
            return fail(path,
                        items ? ProjectSchema::tr("an array of %L1 to %L2 items")
                                    .arg(items->first)
                                    .arg(items->second)
                              : ProjectSchema::tr("an array"),
                        value);
        const QJsonArray list = value.toArray();
        for (qsizetype i = 0; i < list.size(); ++i)
            if (!item(list.at(i), QStringLiteral("%1[%2]").arg(path).arg(i)))
                return false;
        return true;
    }

    static Rule integer(Checker* c, qint64 min, std::optional<qint64> max = {}) {
        return [c, min, max](const QJsonValue& value, const QString& path) {
            const double d = value.toDouble();
            if (isWholeNumber(value) && d >= double(min) && (!max || d <= double(*max)))
                return true;
            return c->fail(
                path,
                max ? ProjectSchema::tr("a whole number from %L1 to %L2").arg(min).arg(*max)
                    : ProjectSchema::tr("a whole number of at least %L1").arg(min),
                value);
        };
    }

    static Rule number(Checker* c, double min, double max) {
        return [c, min, max](const QJsonValue& value, const QString& path) {
            const double d = value.toDouble();
            if (value.isDouble() && d >= min && d <= max)
                return true;
            return c->fail(path, ProjectSchema::tr("a number from %L1 to %L2").arg(min).arg(max),
                           value);
        };
    }

    static Rule boolean(Checker* c) {
        return [c](const QJsonValue& value, const QString& path) {
            return value.isBool() || c->fail(path, ProjectSchema::tr("true or false"), value);
        };
    }

    // A string (at least one character with `nonEmpty`), or also null with `nullable`.
    static Rule string(Checker* c, bool nonEmpty = false, bool nullable = false) {
        return [c, nonEmpty, nullable](const QJsonValue& value, const QString& path) {
            if ((value.isString() && (!nonEmpty || !value.toString().isEmpty())) ||
                (nullable && value.isNull()))
                return true;
            const QString expected = nonEmpty   ? ProjectSchema::tr("a non-empty string")
                                     : nullable ? ProjectSchema::tr("a string or null")
                                                : ProjectSchema::tr("a string");
            return c->fail(path, expected, value);
        };
    }

    static Rule oneOf(Checker* c, QStringList choices) {
        return [c, choices](const QJsonValue& value, const QString& path) {
            if (value.isString() && choices.contains(value.toString()))
                return true;
            return c->fail(path,
                           ProjectSchema::tr("one of %1")
                               .arg(QLatin1Char('"') + choices.join(QStringLiteral("\", \"")) +
                                    QLatin1Char('"')),
                           value);
        };
    }

    static Rule colour(Checker* c, bool nullable) {
        return [c, nullable](const QJsonValue& value, const QString& path) {
            static const QRegularExpression hex(QStringLiteral("^#[0-9a-fA-F]{6}$"));
            if ((value.isString() && hex.match(value.toString()).hasMatch()) ||
                (nullable && value.isNull()))
                return true;
            return c->fail(path,
                           nullable ? ProjectSchema::tr("a colour written #rrggbb, or null")
                                    : ProjectSchema::tr("a colour written #rrggbb"),
                           value);
        };
    }

    // [a, b, ...]: exactly `count` whole numbers, each kept by `each`.
    Rule numbers(int count, const Rule& each) {
        return [this, count, each](const QJsonValue& value, const QString& path) {
            if (!value.isArray() || value.toArray().size() != count)
                return fail(path, ProjectSchema::tr("an array of %1 whole numbers").arg(count),
                            value);
            return array(value, path, each);
        };
    }

    Rule size() { return numbers(2, integer(this, 0)); }
    Rule rect() { return numbers(4, integer(this, 0)); }
    Rule maskData() { return string(this, false, true); }

    // A channel's masks; a frame holds its first channel's (solid's) the same way, in the
    // frame object itself, beside the others' "channels".
    std::vector<Key> channelMaskKeys() {
        return {{QStringLiteral("forceSolid"), maskData()},
                {QStringLiteral("forceEmpty"), maskData()},
                {QStringLiteral("autoMask"), maskData()},
                {QStringLiteral("review"), maskData()},
                {QStringLiteral("editSize"), size()}};
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
        return object(value, path,
                      {{QStringLiteral("name"), name, true},
                       {QStringLiteral("colour"), colour(this, false)},
                       {QStringLiteral("visible"), boolean(this)},
                       {QStringLiteral("source"),
                        oneOf(this, {QStringLiteral("image"), QStringLiteral("copy"),
                                     QStringLiteral("empty")})},
                       {QStringLiteral("threshold"), integer(this, 0, kMaxByte)},
                       {QStringLiteral("colorKey"), string(this, false, true)},
                       {QStringLiteral("keyTolerance"), integer(this, 0, kMaxByte)},
                       {QStringLiteral("copyOf"), string(this, false, true)}});
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
