// SPDX-License-Identifier: MIT
#include "recovery.h"

#include "common/atomicfile.h"
#include "common/boundedfile.h"
#include "common/preferences.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "projectcontroller.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace hitmask {

namespace {
QString projectFile() {
    return Recovery::folder() + QStringLiteral("/recovery.hitmask");
}
QString infoFile() {
    return Recovery::folder() + QStringLiteral("/recovery.json");
}

QJsonObject readInfo() {
    QString why;
    const std::optional<QByteArray> bytes =
        BoundedFile::read(infoFile(), BoundedFile::kMaxJsonBytes, &why);
    return bytes ? QJsonDocument::fromJson(*bytes).object() : QJsonObject();
}
} // namespace

Recovery::Recovery(ProjectController* projects, QObject* parent)
    : QObject(parent)
    , projects_(projects) {
    QDir().mkpath(folder());
    // One running Hitmask owns the recovery file; a second one does not autosave.
    lock_ = std::make_unique<QLockFile>(folder() + QStringLiteral("/recovery.lock"));
    lock_->setStaleLockTime(0);
    owner_ = lock_->tryLock(0);
    connect(&timer_, &QTimer::timeout, this, &Recovery::saveNow);
    auto watch = [this](ProjectDocument* document) {
        connect(document, &ProjectDocument::modifiedChanged, this, [this](bool modified) {
            if (!modified && owner_)
                discard(); // saved: nothing left to recover
        });
    };
    watch(projects_->document());
    connect(projects_, &ProjectController::documentChanged, this, watch);
    setInterval(configuredInterval());
}

Recovery::~Recovery() {
    // A normal exit: whatever was unsaved, the user chose to leave it.
    if (owner_)
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
    if (seconds > 0 && owner_)
        timer_.start(seconds * 1000);
}

bool Recovery::hasRecovery() const {
    return owner_ && QFile::exists(projectFile());
}

QDateTime Recovery::recoveryTime() const {
    return QDateTime::fromString(readInfo().value(QStringLiteral("saved")).toString(), Qt::ISODate);
}

QString Recovery::recoveredProjectPath() const {
    return readInfo().value(QStringLiteral("project")).toString();
}

bool Recovery::saveNow() {
    ProjectDocument* document = projects_->document();
    if (!owner_ || !document || !document->isModified())
        return false;
    QString error;
    if (!ProjectFile::save(*document, projectFile(), &error)) {
        qWarning("Autosave failed: %s", qPrintable(error));
        return false;
    }
    const QJsonObject info{
        {QStringLiteral("project"), document->filePath()},
        {QStringLiteral("saved"), QDateTime::currentDateTime().toString(Qt::ISODate)}};
    // Without its info the recovery still restores; only the time and path are missing.
    if (!writeFileAtomically(infoFile(), QJsonDocument(info).toJson(), &error))
        qWarning("Autosave: %s", qPrintable(error));
    return true;
}

bool Recovery::restore(QString* error) {
    if (!hasRecovery()) {
        *error = tr("there is no unsaved work to recover");
        return false;
    }
    if (!projects_->openRecovered(projectFile(), recoveredProjectPath(), error))
        return false;
    return true;
}

void Recovery::discard() {
    QFile::remove(projectFile());
    QFile::remove(infoFile());
}

} // namespace hitmask
