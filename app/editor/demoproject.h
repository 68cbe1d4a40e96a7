// SPDX-License-Identifier: MIT
// The bundled demo project, copied out of the resources so it can be edited and saved.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace hitmask {

class DemoProject {
    Q_DECLARE_TR_FUNCTIONS(DemoProject)

public:
    // Writes a fresh copy under the app's data folder and returns the project's path,
    // or an empty string with `error` set.
    static QString extract(QString* error);
    // The hidden folder the demo is copied to; nothing of the user's is saved there.
    static QString folder();
    // Whether `path` lies in that folder.
    static bool contains(const QString& path);
};

} // namespace hitmask
