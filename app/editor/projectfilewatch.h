// SPDX-License-Identifier: MIT
// Watches the open project's file and remembers what it held when this editor last read or
// wrote it (modification time, size and a hash of its bytes), so that a change made by
// another program or another Hitmask is told apart from this editor's own saves.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

namespace hitmask {

class ProjectFileWatch final : public QObject {
    Q_OBJECT

public:
    explicit ProjectFileWatch(QObject* parent = nullptr);

    // Follows `path` (empty: nothing) and takes what is on disk now as what was read.
    void follow(const QString& path);
    const QString& path() const { return path_; }
    // What is on disk now was written by this editor.
    void remember();
    // Whether the file on disk is no longer what was last read or written. A file that
    // is gone has not changed: saving it again loses nothing.
    bool changedOnDisk() const;

signals:
    // The file changed on disk and not by this editor; once per change, once it settled.
    void changed();
    // Each notice of the file system was looked at; `changed` says whether it was news.
    void checked(bool changed);

private:
    struct Fingerprint {
        bool exists = false;
        QDateTime modified;
        qint64 size = 0;
        QByteArray hash;
    };
    // Hashing only when the time or size differ from `known`: the same bytes touched
    // again are not a change either.
    static Fingerprint take(const QString& path, const Fingerprint* known = nullptr);
    void check();

    QString path_;
    Fingerprint known_;
    QFileSystemWatcher watcher_;
    QTimer settle_;
};

} // namespace hitmask
