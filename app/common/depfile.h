// SPDX-License-Identifier: MIT
// Make/Ninja depfiles: which files each output was made from, so a build tool reruns a
// command exactly when one of them changes.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace hitmask {

struct DepfileRule {
    QString target;
    QStringList dependencies;
};

// The rules as a depfile holds them: sorted by target (the bytes of its UTF-8 path, as
// CMake's list(SORT) sorts), a repeated target merged into one rule, and the first rule
// depending on every rule's dependencies. Ninja reads a depfile only when its first target
// is the build step's first output, so a build that lists its outputs sorted matches; and
// CMake's Makefile generator runs a command from its first output's rule alone, so that
// rule must see every input. The others keep their own, so that Make leaves the other
// outputs alone when one sprite changes. Linear in the number of paths, after the sort.
QList<DepfileRule> depfileRules(const QList<DepfileRule>& rules);
// Each target's dependencies as depfileRules() gives them, for writeBuildOutput()'s
// `inputs`: the first target's are every input, and so is the date it needs when unchanged.
QHash<QString, QStringList> depfileInputs(const QList<DepfileRule>& rules);

// A depfile of depfileRules(rules): one "target: dependency ..." line each, paths escaped
// as GNU Make and Ninja read them (spaces, '#' and '$'). Returns an empty array and sets
// `badPath` when a path holds a character no depfile can carry: a line break, a tab or
// any other control character, which Make and Ninja read as the end of a name.
QByteArray makeDepfile(const QList<DepfileRule>& rules, QString* badPath);

} // namespace hitmask
