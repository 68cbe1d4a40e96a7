// SPDX-License-Identifier: MIT
#include "depfile.h"

#include <QSet>
#include <algorithm>
#include <vector>

namespace hitmask::cli {

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

QByteArray makeDepfile(const QList<DepfileRule>& rules, QString* badPath) {
    std::vector<QByteArray> targets; // plain UTF-8: the order is that of the paths as named
    QList<QByteArray> dependencies;
    QSet<QByteArray> named; // a set, so thousands of sprites stay linear
    for (const DepfileRule& rule : rules) {
        for (const QString& path : QStringList(rule.target) + rule.dependencies)
            if (path.contains(u'\n') || path.contains(u'\r')) {
                *badPath = path;
                return {};
            }
        targets.push_back(rule.target.toUtf8());
        for (const QString& dependency : rule.dependencies)
            if (const QByteArray path = escaped(dependency); !named.contains(path)) {
                named.insert(path);
                dependencies.append(path);
            }
    }
    if (targets.empty())
        return {};
    std::sort(targets.begin(), targets.end());
    targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
    QByteArray out;
    for (const QByteArray& target : targets)
        out += escaped(QString::fromUtf8(target)) + (&target == &targets.back() ? ":" : " ");
    for (const QByteArray& dependency : dependencies)
        out += " \\\n  " + dependency;
    out += '\n';
    return out;
}

} // namespace hitmask::cli
