// SPDX-License-Identifier: MIT
// Make/Ninja depfiles: which files each output was made from, so a build tool reruns a
// command exactly when one of them changes.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace hitmask::cli {

struct DepfileRule {
    QString target;
    QStringList dependencies;
};

// One "target: dependency ..." line per rule, paths escaped as GNU Make and Ninja read
// them (spaces, '#' and '$'). Returns an empty array and sets `badPath` when a path
// holds a character no depfile can carry (a line break).
QByteArray makeDepfile(const QList<DepfileRule>& rules, QString* badPath);

} // namespace hitmask::cli
