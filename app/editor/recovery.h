// SPDX-License-Identifier: MIT
// Autosave and crash recovery: while there are unsaved changes, the project is written
// every so often to a recovery file; after a crash or a kill, the next start offers it
// back. A normal exit or a save removes it.
#pragma once

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QTimer>
#include <memory>

namespace hitmask {

class ProjectController;

class Recovery final : public QObject {
    Q_OBJECT

public:
    explicit Recovery(ProjectController* projects, QObject* parent = nullptr);
    ~Recovery() override;

    // Where the recovery files live (under the app's data folder).
    static QString folder();
    // From the preferences, or HITMASK_AUTOSAVE_SECONDS when set; 0 turns autosave off.
    static int configuredInterval();
    void setInterval(int seconds);
    int interval() const { return timer_.isActive() ? timer_.interval() / 1000 : 0; }

    // Whether an earlier session left unsaved work behind, and from when.
    bool hasRecovery() const;
    QDateTime recoveryTime() const;
    QString recoveredProjectPath() const;
    // Opens the recovered work as an unsaved project; false with `error` on failure.
    bool restore(QString* error);
    void discard();
    // Writes the recovery file now if there are unsaved changes.
    bool saveNow();

private:
    ProjectController* projects_;
    QTimer timer_;
    std::unique_ptr<QLockFile> lock_;
    bool owner_ = false; // another running Hitmask owns the recovery file otherwise
};

} // namespace hitmask
