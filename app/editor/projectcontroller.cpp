// SPDX-License-Identifier: MIT
#include "projectcontroller.h"

#include "common/imageloader.h"
#include "common/preferences.h"
#include "demoproject.h"
#include "document/commands/addsprite.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QImageReader>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace hitmask {

namespace {
const QString kRecentKey = QStringLiteral("recentFiles");
constexpr int kMaxRecent = 10;

QString imageFilter() {
    QStringList patterns;
    for (const QByteArray& format : QImageReader::supportedImageFormats())
        patterns << QStringLiteral("*.") + QString::fromLatin1(format);
    return patterns.join(u' ');
}
} // namespace

ProjectController::ProjectController(QWidget* window)
    : QObject(window)
    , window_(window)
    , new_(new QAction(tr("&New Project"), this))
    , open_(new QAction(tr("&Open..."), this))
    , save_(new QAction(tr("&Save"), this))
    , saveAs_(new QAction(tr("Save &As..."), this))
    , addSprites_(new QAction(tr("&Add Sprites..."), this))
    , openDemo_(new QAction(tr("Open &Demo Project"), this))
    , recentMenu_(new QMenu(tr("Open &Recent"))) {
    new_->setShortcut(QKeySequence::New);
    open_->setShortcut(QKeySequence::Open);
    open_->setToolTip(tr("Open a project, or add an image to this project"));
    save_->setShortcut(QKeySequence::Save);
    saveAs_->setShortcut(QKeySequence::SaveAs);
    addSprites_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    connect(new_, &QAction::triggered, this, [this] {
        if (maybeSave())
            newProject();
    });
    connect(open_, &QAction::triggered, this, &ProjectController::chooseAndOpen);
    connect(save_, &QAction::triggered, this, &ProjectController::save);
    connect(saveAs_, &QAction::triggered, this, [this] { saveAs(); });
    connect(addSprites_, &QAction::triggered, this, &ProjectController::chooseSprites);
    connect(openDemo_, &QAction::triggered, this, [this] {
        if (maybeSave())
            openDemo();
    });
    rebuildRecentMenu();
    newProject();
}

ProjectController::~ProjectController() {
    delete recentMenu_;
}

void ProjectController::replaceDocument(std::unique_ptr<ProjectDocument> document) {
    std::unique_ptr<ProjectDocument> old = std::move(document_);
    document_ = std::move(document);
    connect(document_.get(), &ProjectDocument::modifiedChanged, this,
            &ProjectController::updateTitle);
    connect(document_.get(), &ProjectDocument::filePathChanged, this,
            &ProjectController::updateTitle);
    emit documentChanged(document_.get());
    updateTitle();
}

std::unique_ptr<ProjectDocument> ProjectController::makeDocument() {
    auto document = std::make_unique<ProjectDocument>();
    document->setImageLimits(ImageLoadLimits::fromPreferences());
    return document;
}

void ProjectController::newProject() {
    replaceDocument(makeDocument());
}

bool ProjectController::open(const QString& path) {
    if (path.endsWith(QLatin1String(".hitmask"), Qt::CaseInsensitive))
        return maybeSave() && openProject(path);
    return addSprites({path});
}

bool ProjectController::openProject(const QString& path) {
    auto document = makeDocument();
    QString error;
    if (!ProjectFile::load(*document, path, &error)) {
        emit problem(tr("Cannot open %1: %2.").arg(QFileInfo(path).fileName(), error));
        return false;
    }
    document->markSaved();
    replaceDocument(std::move(document));
    addRecent(path);
    return true;
}

bool ProjectController::openRecovered(const QString& recoveryPath, const QString& originalPath,
                                      QString* error) {
    auto document = makeDocument();
    if (!ProjectFile::load(*document, recoveryPath, error))
        return false;
    document->setFilePath(originalPath);
    document->undoStack()->resetClean(); // unsaved until the user saves it
    replaceDocument(std::move(document));
    return true;
}

bool ProjectController::addSprites(const QStringList& paths) {
    bool added = false;
    QStringList failures;
    for (const QString& path : paths) {
        const LoadedImage loaded = ImageLoader(document_->imageLimits()).load(path);
        if (!loaded.ok()) {
            failures << tr("%1: %2").arg(QFileInfo(path).fileName(), loaded.error);
            continue;
        }
        auto sprite = std::make_unique<Sprite>(document_->nextSpriteId(),
                                               QFileInfo(path).absoluteFilePath(), loaded.image);
        MaskRule settings;
        settings.threshold = Preferences::load().defaultThreshold;
        sprite->setSettings(settings);
        document_->undoStack()->push(
            new AddSprite(document_.get(), std::move(sprite), int(document_->sprites().size())));
        addRecent(path);
        added = true;
    }
    if (!failures.isEmpty())
        emit problem(tr("Some images could not be opened:\n%1").arg(failures.join(u'\n')));
    return added;
}

bool ProjectController::openDemo() {
    QString error;
    const QString path = DemoProject::extract(&error);
    if (path.isEmpty()) {
        emit problem(tr("Cannot open the demo project: %1.").arg(error));
        return false;
    }
    return openProject(path);
}

bool ProjectController::save() {
    if (document_->filePath().isEmpty())
        return saveAs();
    QString error;
    if (!ProjectFile::save(*document_, document_->filePath(), &error)) {
        emit problem(tr("The project was not saved: %1.").arg(error));
        return false;
    }
    document_->markSaved();
    addRecent(document_->filePath());
    return true;
}

bool ProjectController::saveAs(const QString& chosen) {
    QString path = chosen;
    if (path.isEmpty()) {
        path = QFileDialog::getSaveFileName(window_, tr("Save Project"), document_->filePath(),
                                            tr("Hitmask projects (*.hitmask)"));
        if (path.isEmpty())
            return false;
    }
    if (!path.endsWith(QLatin1String(".hitmask"), Qt::CaseInsensitive))
        path += QLatin1String(".hitmask");
    const QString previous = document_->filePath();
    document_->setFilePath(QFileInfo(path).absoluteFilePath());
    if (!save()) {
        document_->setFilePath(previous);
        return false;
    }
    return true;
}

bool ProjectController::maybeSave() {
    if (!document_->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        window_, tr("Unsaved Changes"),
        tr("%1 has unsaved changes. Save them before closing?").arg(document_->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void ProjectController::chooseAndOpen() {
    const QString path = QFileDialog::getOpenFileName(
        window_, tr("Open"), {},
        tr("Projects and images (*.hitmask %1);;Hitmask projects (*.hitmask);;Images (%1)")
            .arg(imageFilter()));
    if (!path.isEmpty())
        open(path);
}

void ProjectController::chooseSprites() {
    const QStringList paths = QFileDialog::getOpenFileNames(window_, tr("Add Sprites"), {},
                                                            tr("Images (%1)").arg(imageFilter()));
    if (!paths.isEmpty())
        addSprites(paths);
}

QStringList ProjectController::recentFiles() const {
    return QSettings().value(kRecentKey).toStringList();
}

void ProjectController::addRecent(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute.startsWith(u':'))
        return;
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue(kRecentKey, files);
    rebuildRecentMenu();
}

void ProjectController::rebuildRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* action = recentMenu_->addAction(QStringLiteral("&%1 %2").arg(
            i < 9 ? QString::number(i + 1) : QStringLiteral("0"), QFileInfo(path).fileName()));
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] { open(path); });
    }
    recentMenu_->addSeparator();
    QAction* clear = recentMenu_->addAction(tr("Clear List"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        QSettings().remove(kRecentKey);
        rebuildRecentMenu();
    });
}

void ProjectController::updateTitle() {
    emit titleChanged(tr("%1[*] - Hitmask").arg(document_->displayName()));
}

} // namespace hitmask
