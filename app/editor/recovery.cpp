// SPDX-License-Identifier: MIT
#include "recovery.h"

#include "common/atomicfile.h"
#include "common/boundedfile.h"
#include "common/preferences.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "projectcontroller.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUuid>
#include <algorithm>

namespace hitmask {

namespace {
const QString kProject = QStringLiteral(".hitmask");
const QString kInfo = QStringLiteral(".json");
const QString kLock = QStringLiteral(".lock");
const QString kDamaged = QStringLiteral(".damaged");

QJsonObject readInfo(const QString& base) {
    QString why;
    const std::optional<QByteArray> bytes =
        BoundedFile::read(base + kInfo, BoundedFile::kMaxJsonBytes, &why);
    return bytes ? QJsonDocument::fromJson(*bytes).object() : QJsonObject();
}

// A session's files without their suffixes, from its project file.
QString baseOf(const QString& file) {
    const QFileInfo info(file);
    return info.absolutePath() + QLatin1Char('/') + info.completeBaseName();
}

// The lock of a session's files; stale only when its process is gone, whatever its age.
std::unique_ptr<QLockFile> takeLock(const QString& base) {
    auto lock = std::make_unique<QLockFile>(base + kLock);
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}
} // namespace

Recovery::Recovery(ProjectController* projects, QObject* parent)
    : QObject(parent)
    , projects_(projects) {
    QDir().mkpath(folder());
    // A name no earlier session used, even one that had the same process id.
    base_ = folder() + QLatin1Char('/') +
            QStringLiteral("%1-%2")
                .arg(QCoreApplication::applicationPid())
                .arg(QUuid::createUuid().toString(QUuid::Id128).left(8));
    lock_ = takeLock(base_);
    connect(&timer_, &QTimer::timeout, this, &Recovery::saveNow);
    auto watch = [this](ProjectDocument* document) {
        connect(document, &ProjectDocument::modifiedChanged, this, [this](bool modified) {
            if (!modified)
                discard(); // saved: nothing left to recover
        });
    };
    watch(projects_->document());
    connect(projects_, &ProjectController::documentChanged, this, watch);
    setInterval(configuredInterval());
}

Recovery::~Recovery() {
    // A normal exit: whatever was unsaved, the user chose to leave it.
    discard();
}

QString Recovery::folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery");
}

int Recovery::configuredInterval() {
    bool ok = false;
    const int fromEnvironment = qEnvironmentVariableIntValue("HITMASK_AUTOSAVE_SECONDS", &ok);
    if (ok)
        return std::max(0, fromEnvironment);
    return Preferences::load().autosaveSeconds; // read and clamped in one place
}

void Recovery::setInterval(int seconds) {
    timer_.stop();
    if (seconds > 0)
        timer_.start(seconds * 1000);
}

QString Recovery::file() const {
    return base_ + kProject;
}

bool Recovery::hasRecovery() const {
    return QFile::exists(file());
}

bool Recovery::saveNow() {
    ProjectDocument* document = projects_->document();
    if (!document || !document->isModified())
        return false;
    QString error;
    const QJsonObject info{
        {QStringLiteral("project"), document->filePath()},
        {QStringLiteral("saved"), QDateTime::currentDateTime().toString(Qt::ISODate)}};
    // Each write replaces its file whole or not at all: a failure keeps the last good one.
    if (!ProjectFile::save(*document, file(), &error) ||
        !writeFileAtomically(base_ + kInfo, QJsonDocument(info).toJson(), &error)) {
        qWarning("Autosave failed: %s", qPrintable(error));
        failure_ = error;
        emit autosaveFailed(error);
        return false;
    }
    failure_.clear();
    emit autosaveSucceeded();
    return true;
}

void Recovery::discard() {
    removeFiles(base_);
    if (!failure_.isEmpty()) {
        failure_.clear();
        emit autosaveSucceeded(); // nothing unsaved is left unprotected
    }
}

QList<Recovery::LeftWork> Recovery::leftBehind() {
    QList<LeftWork> found;
    const QDir dir(folder());
    for (const QFileInfo& entry : dir.entryInfoList({QLatin1Char('*') + kProject}, QDir::Files)) {
        const QString base = dir.filePath(entry.completeBaseName());
        if (base == base_)
            continue;
        if (!claimed_.count(base)) {
            std::unique_ptr<QLockFile> lock = takeLock(base);
            if (!lock)
                continue; // its Hitmask still runs, or another one offers it right now
            claimed_[base] = std::move(lock);
        }
        LeftWork work;
        work.file = entry.absoluteFilePath();
        const QJsonObject info = readInfo(base);
        work.projectPath = info.value(QStringLiteral("project")).toString();
        work.saved =
            QDateTime::fromString(info.value(QStringLiteral("saved")).toString(), Qt::ISODate);
        if (!work.saved.isValid())
            work.saved = entry.lastModified();
        ProjectFile::check(work.file, &work.damage);
        found << work;
    }
    // The locks of sessions that died with nothing unsaved are tidied away.
    for (const QFileInfo& entry : dir.entryInfoList({QLatin1Char('*') + kLock}, QDir::Files)) {
        const QString base = dir.filePath(entry.completeBaseName());
        if (base != base_ && !claimed_.count(base) && !QFile::exists(base + kProject))
            takeLock(base); // unlocked again at once, which removes the file
    }
    std::sort(found.begin(), found.end(),
              [](const LeftWork& a, const LeftWork& b) { return a.saved > b.saved; });
    return found;
}

bool Recovery::restore(const LeftWork& work, QString* error) {
    if (!projects_->openRecovered(work.file, work.projectPath, error))
        return false;
    // The work is this session's now: once its own recovery file holds it, the one left
    // behind can go (while it cannot be written, the old one stays).
    if (saveNow())
        discard(work);
    return true;
}

void Recovery::discard(const LeftWork& work) {
    const QString base = baseOf(work.file);
    removeFiles(base);
    release(base);
}

void Recovery::keep(const LeftWork& work) {
    release(baseOf(work.file));
}

QString Recovery::setAside(const LeftWork& work) {
    const QString base = baseOf(work.file);
    const QString kept = work.file + kDamaged;
    QFile::remove(kept);
    if (!QFile::rename(work.file, kept))
        return work.file;
    QFile::remove(base + kInfo);
    release(base);
    return kept;
}

void Recovery::removeFiles(const QString& base) {
    QFile::remove(base + kProject);
    QFile::remove(base + kInfo);
}

void Recovery::release(const QString& base) {
    claimed_.erase(base); // unlocking removes the lock file
}

} // namespace hitmask
