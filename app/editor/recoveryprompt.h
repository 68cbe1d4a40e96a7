// SPDX-License-Identifier: MIT
// At start, offers back the unsaved work that Hitmask sessions which did not close
// normally left behind, one piece at a time, newest first; says which cannot be restored.
#pragma once

#include <QCoreApplication>
#include <functional>

class QWidget;

namespace hitmask {

class Recovery;

class RecoveryPrompt final {
    Q_DECLARE_TR_FUNCTIONS(RecoveryPrompt)

public:
    using Say = std::function<void(const QString& text)>;

    RecoveryPrompt(QWidget* window, Recovery* recovery, Say problem, Say notice);
    // True when work was restored.
    bool offer();

private:
    QWidget* window_;
    Recovery* recovery_;
    Say problem_;
    Say notice_;
};

} // namespace hitmask
