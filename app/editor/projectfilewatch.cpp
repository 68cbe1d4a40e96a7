// SPDX-License-Identifier: MIT
#include "projectfilewatch.h"

#include "common/filewatching.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace hitmask {

ProjectFileWatch::ProjectFileWatch(QObject* parent)
    : QObject(parent) {
    settle_.setSingleShot(true);
    settle_.setInterval(kFileSettleMs);
    connect(&watcher_, &QFileSystemWatcher::fileChanged, &settle_, qOverload<>(&QTimer::start));
    connect(&settle_, &QTimer::timeout, this, &ProjectFileWatch::check);
}

void ProjectFileWatch::follow(const QString& path) {
    if (!watcher_.files().isEmpty())
        watcher_.removePaths(watcher_.files());
    settle_.stop();
    path_ = path;
    known_ = take(path_);
    keepWatching(watcher_, path_);
}

void ProjectFileWatch::remember() {
    known_ = take(path_);
    keepWatching(watcher_, path_); // an atomic save may have replaced the file
}

ProjectFileWatch::Fingerprint ProjectFileWatch::take(const QString& path,
                                                     const Fingerprint* known) {
    Fingerprint print;
    const QFileInfo info(path);
    if (path.isEmpty() || !info.exists())
        return print;
    print.exists = true;
    print.modified = info.lastModified();
    print.size = info.size();
    if (known && known->exists && known->modified == print.modified && known->size == print.size) {
        print.hash = known->hash;
        return print;
    }
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (file.open(QIODevice::ReadOnly) && hash.addData(&file))
        print.hash = hash.result();
    return print;
}

bool ProjectFileWatch::changedOnDisk() const {
    const Fingerprint now = take(path_, &known_);
    return now.exists && known_.exists && now.hash != known_.hash;
}

void ProjectFileWatch::check() {
    if (path_.isEmpty())
        return;
    keepWatching(watcher_, path_);
    const bool news = changedOnDisk();
    emit checked(news);
    if (news)
        emit changed();
}

} // namespace hitmask
