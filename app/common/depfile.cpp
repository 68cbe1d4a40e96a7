// SPDX-License-Identifier: MIT
#include "depfile.h"

#include "printable.h"

#include <QSet>
#include <algorithm>

namespace hitmask {

namespace {

// GCC's convention, which both Make and Ninja parse: a space or '#' gets a backslash, and
// the backslashes right before it are doubled so they stay literal; '$' becomes "$$".
QByteArray escaped(const QString& path) {
    const QByteArray bytes = path.toUtf8();
    QByteArray out;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (c == ' ' || c == '#') {
            for (qsizetype j = i - 1; j >= 0 && bytes[j] == '\\'; --j)
                out += '\\';
            out += '\\';
        } else if (c == '$') {
            out += '$';
        }
        out += c;
    }
    return out;
}

} // namespace

QList<DepfileRule> depfileRules(const QList<DepfileRule>& rules) {
    QList<DepfileRule> sorted = rules;
    std::stable_sort(sorted.begin(), sorted.end(), [](const DepfileRule& a, const DepfileRule& b) {
        return a.target.toUtf8() < b.target.toUtf8();
    });
    QList<DepfileRule> merged;
    for (const DepfileRule& rule : sorted) {
        if (merged.isEmpty() || merged.last().target != rule.target)
            merged.append({rule.target, {}});
        merged.last().dependencies += rule.dependencies;
    }
    // Every rule's dependencies once, in first-seen order; a set keeps thousands linear.
    QStringList all;
    QSet<QString> named;
    for (DepfileRule& rule : merged) {
        QStringList own;
        QSet<QString> ownNamed;
        for (const QString& dependency : std::as_const(rule.dependencies)) {
            if (!ownNamed.contains(dependency)) {
                ownNamed.insert(dependency);
                own.append(dependency);
            }
            if (!named.contains(dependency)) {
                named.insert(dependency);
                all.append(dependency);
            }
        }
        rule.dependencies = own;
    }
    if (!merged.isEmpty())
        merged.first().dependencies = all;
    return merged;
}

QHash<QString, QStringList> depfileInputs(const QList<DepfileRule>& rules) {
    QHash<QString, QStringList> inputs;
    for (const DepfileRule& rule : depfileRules(rules))
        inputs.insert(rule.target, rule.dependencies);
    return inputs;
}

QByteArray makeDepfile(const QList<DepfileRule>& rules, QString* badPath) {
    QByteArray out;
    for (const DepfileRule& rule : depfileRules(rules)) {
        for (const QString& path : QStringList(rule.target) + rule.dependencies)
            if (hasControlCharacters(path)) {
                *badPath = path;
                return {};
            }
        out += escaped(rule.target) + ':';
        for (const QString& dependency : rule.dependencies)
            out += " \\\n  " + escaped(dependency);
        out += '\n';
    }
    return out;
}

} // namespace hitmask
