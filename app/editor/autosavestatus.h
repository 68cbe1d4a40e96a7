// SPDX-License-Identifier: MIT
// A warning in the status bar while autosave fails, with the reason: the unsaved work is
// not protected against a crash until an autosave succeeds again (or the project is saved).
#pragma once

#include <QLabel>

class QStatusBar;

namespace hitmask {

class Recovery;

class AutosaveStatus final : public QLabel {
    Q_OBJECT

public:
    AutosaveStatus(Recovery* recovery, QStatusBar* bar);

private:
    void showFailure(const QString& reason);
};

} // namespace hitmask
