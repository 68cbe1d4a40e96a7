// SPDX-License-Identifier: MIT
#include "depfile.h"

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
    QByteArray out;
    for (const DepfileRule& rule : rules) {
        for (const QString& path : QStringList(rule.target) + rule.dependencies)
            if (path.contains(u'\n') || path.contains(u'\r')) {
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

} // namespace hitmask::cli
