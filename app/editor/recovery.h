// SPDX-License-Identifier: MIT
// Autosave and crash recovery: while there are unsaved changes, the project is written
// every so often to a recovery file; after a crash or a kill, the next start offers it
// back. A normal exit or a save removes it. Each running Hitmask autosaves to files of its
// own, "<pid>-<random>.hitmask" with a ".json" (project path, time) and a ".lock" that
// it holds while it runs: files whose lock's process is gone are work left behind.
#pragma once

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QTimer>
#include <map>
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

    // This session's recovery file, there while it holds unsaved work.
    QString file() const;
    bool hasRecovery() const;
    // Writes the recovery file now if there are unsaved changes. The previous one stays
    // until the new one is whole; on failure autosaveFailed says why.
    bool saveNow();
    // Removes this session's recovery file: nothing is left to recover.
    void discard();
    // Why the last autosave failed; empty when it did not.
    const QString& failure() const { return failure_; }

    // Unsaved work of a Hitmask that did not close normally.
    struct LeftWork {
        QString file;
        QString projectPath; // empty for an untitled project
        QDateTime saved;
        QString damage; // why the file cannot be restored, when it cannot
    };
    // What sessions whose process is gone left behind, newest first. This session claims
    // each (its lock) until it restores or discards it, so that another Hitmask starting
    // meanwhile does not offer it too.
    QList<LeftWork> leftBehind();
    // Opens the work as an unsaved project and takes it into this session's recovery
    // file; false with `error` on failure.
    bool restore(const LeftWork& work, QString* error);
    void discard(const LeftWork& work);
    // Leaves the work for a later start: this session claims it no more.
    void keep(const LeftWork& work);
    // Renames a damaged recovery file out of the way, so it is not offered again, and
    // returns where it is kept.
    QString setAside(const LeftWork& work);

signals:
    void autosaveFailed(const QString& reason);
    // An autosave succeeded, or there is nothing unsaved left to protect.
    void autosaveSucceeded();

private:
    void removeFiles(const QString& base);
    void release(const QString& base);

    ProjectController* projects_;
    QTimer timer_;
    QString base_; // this session's files, without their suffixes
    std::unique_ptr<QLockFile> lock_;
    std::map<QString, std::unique_ptr<QLockFile>> claimed_; // by base
    QString failure_;
};

} // namespace hitmask
