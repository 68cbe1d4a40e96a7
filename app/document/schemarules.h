// SPDX-License-Identifier: MIT
// The building blocks of the project file's structure checks (ProjectSchema): objects
// with known keys, arrays, numbers in ranges, strings and colours, each saying where a
// file breaks them and what it should have held there.
#pragma once

#include "projectschema.h"

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

namespace hitmask::schema {

// How a value looks in a message: scalars as JSON (long strings shortened), containers by
// their kind, so that a message stays one line.
inline QString shown(const QJsonValue& value) {
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

inline bool isWholeNumber(const QJsonValue& value) {
    const double d = value.toDouble();
    return value.isDouble() && std::isfinite(d) && d == std::floor(d);
}

// The rules every definition is made of; each returns false, with `error` set, at the
// first break.
class SchemaRules {
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

    static Rule integer(SchemaRules* c, qint64 min, std::optional<qint64> max = {}) {
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

    static Rule number(SchemaRules* c, double min, double max) {
        return [c, min, max](const QJsonValue& value, const QString& path) {
            const double d = value.toDouble();
            if (value.isDouble() && d >= min && d <= max)
                return true;
            return c->fail(path, ProjectSchema::tr("a number from %L1 to %L2").arg(min).arg(max),
                           value);
        };
    }

    static Rule boolean(SchemaRules* c) {
        return [c](const QJsonValue& value, const QString& path) {
            return value.isBool() || c->fail(path, ProjectSchema::tr("true or false"), value);
        };
    }

    // A string (at least one character with `nonEmpty`), or also null with `nullable`.
    static Rule string(SchemaRules* c, bool nonEmpty = false, bool nullable = false) {
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

    static Rule oneOf(SchemaRules* c, QStringList choices) {
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

    static Rule colour(SchemaRules* c, bool nullable) {
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

    // [a, b, ...]: numbers, the i-th kept by each[i].
    Rule reals(std::vector<Rule> each) {
        return [this, each](const QJsonValue& value, const QString& path) {
            const QJsonArray list = value.toArray();
            if (!value.isArray() || list.size() != qsizetype(each.size()))
                return fail(path, ProjectSchema::tr("an array of %1 numbers").arg(each.size()),
                            value);
            for (std::size_t i = 0; i < each.size(); ++i)
                if (!each[i](list.at(qsizetype(i)), QStringLiteral("%1[%2]").arg(path).arg(i)))
                    return false;
            return true;
        };
    }

    Rule size() { return numbers(2, integer(this, 0)); }
    Rule rect() { return numbers(4, integer(this, 0)); }
    Rule maskData() { return string(this, false, true); }
};

} // namespace hitmask::schema
