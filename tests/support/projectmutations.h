// SPDX-License-Identifier: MIT
// Structure-aware damage to a project's JSON: one node of a valid file given another
// type, an out-of-range number, a key taken out or added, an array doubled or emptied, or
// buried deep in arrays. The fuzz target mutates with it, and the schema test draws broken
// projects from it to compare the reader's checks with docs/schemas/project.schema.json.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>
#include <random>

namespace hitmask::testing {

namespace detail {

inline int nodeCount(const QJsonValue& value) {
    int count = 1;
    if (value.isObject())
        for (const QJsonValue& child : value.toObject())
            count += nodeCount(child);
    else if (value.isArray())
        for (const QJsonValue& child : value.toArray())
            count += nodeCount(child);
    return count;
}

// Values of every JSON type, and numbers near and past the ranges the schema states.
inline QJsonValue strangeValue(std::mt19937& rng) {
    static const QJsonValue values[] = {QStringLiteral("high"),
                                        QString(),
                                        QStringLiteral("#12345"),
                                        999,
                                        -1,
                                        0,
                                        256,
                                        65537,
                                        1e9,
                                        -1e9,
                                        0.5,
                                        60001,
                                        true,
                                        false,
                                        QJsonValue(QJsonValue::Null),
                                        QJsonObject(),
                                        QJsonArray(),
                                        QJsonArray{1, 2},
                                        QJsonArray{0, 0, 0, 0},
                                        QJsonObject{{"kind", "rects"}}};
    return values[rng() % std::size(values)];
}

inline QJsonValue damaged(const QJsonValue& value, std::mt19937& rng) {
    switch (rng() % 6) {
    case 0: // another value, often of another type
        return strangeValue(rng);
    case 1: // a number moved out of its range, or a whole number made fractional
        if (value.isDouble()) {
            static const double shifts[] = {-1, 1, 256, -256, 65536, 0.5, 1e6};
            return value.toDouble() + shifts[rng() % std::size(shifts)];
        }
        return strangeValue(rng);
    case 2: { // a key taken out, or an unknown one added
        if (!value.isObject())
            return strangeValue(rng);
        QJsonObject object = value.toObject();
        if (object.isEmpty() || rng() % 3 == 0) {
            object.insert(QStringLiteral("unknown"), 1);
        } else {
            const QStringList keys = object.keys();
            object.remove(keys[qsizetype(rng() % std::size_t(keys.size()))]);
        }
        return object;
    }
    case 3: { // an array doubled, emptied or cut short
        if (!value.isArray())
            return strangeValue(rng);
        QJsonArray array = value.toArray();
        switch (rng() % 3) {
        case 0:
            for (const QJsonValue& item : value.toArray())
                array.append(item);
            break;
        case 1:
            array = QJsonArray();
            break;
        default:
            if (!array.isEmpty())
                array.removeLast();
        }
        return array;
    }
    case 4: { // buried in arrays, deeper than any project nests
        QJsonValue deep = value;
        for (int i = 0; i < 200; ++i)
            deep = QJsonArray{deep};
        return deep;
    }
    default: // a number written as a string, or a string as a number
        if (value.isDouble())
            return QString::number(value.toDouble());
        if (value.isString())
            return value.toString().size();
        return strangeValue(rng);
    }
}

// The tree with node `target` (pre-order, counted down in `target`) replaced by what
// `change` makes of it.
template <typename Change>
QJsonValue changeNode(const QJsonValue& value, int& target, const Change& change) {
    if (target-- == 0)
        return change(value);
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end() && target >= 0; ++it)
            *it = changeNode(*it, target, change);
        return object;
    }
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size() && target >= 0; ++i)
            array[i] = changeNode(array.at(i), target, change);
        return array;
    }
    return value;
}

// What a node may become: every value of another type, and for numbers the values on
// both sides of every limit the schema states; an object without each of its keys or
// with one more, an array one shorter, doubled or empty.
inline QList<QJsonValue> variantsOf(const QJsonValue& value) {
    QList<QJsonValue> variants{
        QStringLiteral("high"), QString(),   QJsonValue(QJsonValue::Null), true,
        QJsonObject(),          QJsonArray()};
    if (value.isDouble() || value.isString())
        for (double limit :
             {-65537., -65536., -1025., -1024., -1., 0., 0.5, 1., 3., 4., 32., 33., 255., 256.,
              1024., 1025., 60000., 60001., 65535., 65536., 65537., 1048576., 1048577.,
              // hand shapes and physics properties
              -131073., -131072., -32769., -32768., 32767., 32768., 131072., 131073., 1e6, 1000001.,
              4294967295., 4294967296.})
            variants << limit;
    if (value.isString())
        variants << QStringLiteral("#12345") << QStringLiteral("#a0B1c2") << QStringLiteral("0bad")
                 << QString(33, u'a') << QString(32, u'a');
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (const QString& key : object.keys()) {
            QJsonObject without = object;
            without.remove(key);
            variants << without;
        }
        QJsonObject more = object;
        more.insert(QStringLiteral("unknown"), 1);
        variants << more;
    }
    if (value.isArray() && !value.toArray().isEmpty()) {
        QJsonArray shorter = value.toArray(), doubled = value.toArray();
        shorter.removeLast();
        for (const QJsonValue& item : value.toArray())
            doubled.append(item);
        variants << shorter << doubled;
    }
    return variants;
}

} // namespace detail

// `project` with one node, chosen by `rng`, damaged.
inline QJsonValue damageProject(const QJsonValue& project, std::mt19937& rng) {
    int target = int(rng() % std::size_t(detail::nodeCount(project)));
    return detail::changeNode(
        project, target, [&rng](const QJsonValue& node) { return detail::damaged(node, rng); });
}

// `project` with each node in turn replaced by each of its variants (detail::variantsOf).
inline QList<QJsonValue> everyNodeChanged(const QJsonValue& project) {
    QList<QJsonValue> changed;
    const int nodes = detail::nodeCount(project);
    for (int node = 0; node < nodes; ++node) {
        int find = node;
        QList<QJsonValue> variants;
        detail::changeNode(project, find, [&variants](const QJsonValue& value) {
            variants = detail::variantsOf(value);
            return value;
        });
        for (const QJsonValue& variant : variants) {
            int target = node;
            changed << detail::changeNode(project, target,
                                          [&variant](const QJsonValue&) { return variant; });
        }
    }
    return changed;
}

} // namespace hitmask::testing
