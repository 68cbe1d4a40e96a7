// SPDX-License-Identifier: MIT
// Points the settings and data folders (demo copy, recovery files) of a test process at
// a folder of its own, so runs never share or inherit state.
#pragma once

#include <QTemporaryDir>

namespace hitmask::testing {

class IsolatedHome {
public:
    IsolatedHome() {
        qputenv("XDG_DATA_HOME", dir_.filePath(QStringLiteral("data")).toLocal8Bit());
        qputenv("XDG_CONFIG_HOME", dir_.filePath(QStringLiteral("config")).toLocal8Bit());
    }
    bool isValid() const { return dir_.isValid(); }
    QString filePath(const QString& name) const { return dir_.filePath(name); }

private:
    QTemporaryDir dir_;
};

} // namespace hitmask::testing
