// SPDX-License-Identifier: MIT
// The lock beside an open project, ".<file name>.lock" in the project's folder (a
// QLockFile holding the process id and host), which tells another Hitmask that the
// project is open here. A lock whose process is gone is taken over without a word.
#pragma once

#include <QLockFile>
#include <QString>
#include <memory>

namespace hitmask {

class ProjectLock final {
public:
    ProjectLock() = default;
    // Tries to take the lock of `projectPath` at once.
    explicit ProjectLock(const QString& projectPath);

    static QString pathFor(const QString& projectPath);

    bool isHeld() const { return file_ && file_->isLocked(); }
    // Another running Hitmask holds it (rather than the folder refusing a lock file).
    bool isHeldElsewhere() const { return heldElsewhere_; }
    // Who holds it, when held elsewhere: the process id and host name.
    qint64 holderPid() const { return holderPid_; }
    const QString& holderHost() const { return holderHost_; }

private:
    std::unique_ptr<QLockFile> file_;
    bool heldElsewhere_ = false;
    qint64 holderPid_ = 0;
    QString holderHost_;
};

} // namespace hitmask
