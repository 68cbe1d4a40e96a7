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

// One rule, "target ...: dependency ...": every rule's target, sorted by the bytes of its
// UTF-8 path (the order of CMake's list(SORT)) without repeats, then every dependency in
// first-seen order without repeats. Ninja takes a depfile only when its first target is the
// build edge's first output, so a build that lists its outputs sorted matches whatever
// order the command made them in. Paths are escaped as GNU Make and Ninja read them
// (spaces, '#' and '$'). Returns an empty array and sets `badPath` when a path holds a
// character no depfile can carry (a line break).
QByteArray makeDepfile(const QList<DepfileRule>& rules, QString* badPath);

} // namespace hitmask::cli
