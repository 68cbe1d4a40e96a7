// SPDX-License-Identifier: MIT
// Keeps two editors from overwriting each other's work unseen: the lock beside the open
// project, the watch on its file, and the questions they lead to (open a project another
// Hitmask has open, reload a file changed on disk, save over it).
#pragma once

#include "projectfilewatch.h"
#include "projectlock.h"

#include <QObject>
#include <QPointer>
#include <functional>

class QMessageBox;
class QWidget;

namespace hitmask {

class ProjectGuard final : public QObject {
    Q_OBJECT

public:
    // `unsaved` says whether the open project has changes of its own; questions are
    // asked over `window`.
    ProjectGuard(QWidget* window, std::function<bool()> unsaved, QObject* parent);

    struct Claim {
        bool cancelled = false;
        bool readOnly = false;
        ProjectLock lock;
    };
    // Before a project opens: takes its lock or, when another Hitmask holds it, asks
    // whether to open it read-only, anyway, or not at all.
    Claim claim(const QString& path);
    // The same without asking, for work restored after a crash: unlocked when another
    // Hitmask holds the lock.
    static Claim claimQuietly(const QString& path);
    // The project at `path` is open now (empty: an untitled one), on the terms claimed.
    void adopt(const QString& path, Claim claim);
    // Opened read-only: saving asks for another file.
    bool isReadOnly() const { return readOnly_; }
    // Who has `path` open in another Hitmask ("process 12 on host"), so that no save
    // replaces the work there; empty when nobody does, or when it is the project this
    // editor opened anyway.
    QString openElsewhere(const QString& path) const;
    // After this editor wrote `path`: what is on disk is its own; a new path, or the one
    // opened read-only, is locked, watched and writable.
    void saved(const QString& path);

    enum class Overwrite { Yes, SaveAs, Cancel };
    // Before saving over the open project's file: asks when it changed on disk since this
    // editor read or wrote it.
    Overwrite confirmOverwrite();

    ProjectFileWatch* watch() { return &watch_; }

signals:
    // The file changed on disk, there was nothing unsaved, and the user chose to reload.
    void reloadRequested();
    void notice(const QString& text);
    void readOnlyChanged();

private:
    void changedOnDisk();
    QString fileName() const;
    static QString holderOf(const ProjectLock& lock);

    QWidget* window_;
    std::function<bool()> unsaved_;
    ProjectFileWatch watch_;
    ProjectLock lock_;
    bool readOnly_ = false;
    QPointer<QMessageBox> reloadQuestion_;
};

} // namespace hitmask
