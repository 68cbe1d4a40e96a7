// SPDX-License-Identifier: MIT
// The question File > Open (and a drop) asks of images while a project is open: add them
// to it as sprites, or start a new project with them. Escape cancels.
#pragma once

#include <QCoreApplication>
#include <QStringList>

class QWidget;

namespace hitmask {

class OpenImageQuestion {
    Q_DECLARE_TR_FUNCTIONS(OpenImageQuestion)

public:
    enum class Answer { AddToProject, NewProject, Cancel };

    // `project` is the open project's name, `images` the files' paths.
    static Answer ask(QWidget* window, const QString& project, const QStringList& images);
};

} // namespace hitmask
