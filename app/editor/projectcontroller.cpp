// SPDX-License-Identifier: MIT
#include "projectcontroller.h"

#include "common/imageloader.h"
#include "common/preferences.h"
#include "demoproject.h"
#include "document/commands/addsprite.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "document/spritefile.h"
#include "missingimagedialog.h"
#include "openimagequestion.h"
#include "projectdialogs.h"
#include "projectguard.h"
#include "recentfiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QStandardPaths>
#include <algorithm>
#include <vector>

namespace hitmask {

ProjectController::ProjectController(QWidget* window)
    : QObject(window)
    , window_(window)
    , new_(new QAction(tr("&New Project"), this))
    , open_(new QAction(tr("&Open..."), this))
    , save_(new QAction(tr("&Save"), this))
    , saveAs_(new QAction(tr("Save &As..."), this))
    , addSprites_(new QAction(tr("&Add Sprites..."), this))
    , importSheet_(new QAction(tr("&Import Sprite Sheet (JSON)..."), this))
    , openDemo_(new QAction(tr("Open &Demo Project"), this))
    , recent_(new RecentFiles(this))
    , guard_(new ProjectGuard(
          window, [this] { return document_ && document_->isModified(); }, this)) {
    new_->setShortcut(QKeySequence::New);
    open_->setShortcut(QKeySequence::Open);
    open_->setToolTip(tr("Open a project, or add an image to this project"));
    save_->setShortcut(QKeySequence::Save);
    // The platform's Save As keys (none on Windows) and Ctrl+Shift+S everywhere.
    QList<QKeySequence> saveAsKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)};
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::SaveAs))
        if (!saveAsKeys.contains(key))
            saveAsKeys << key;
    saveAs_->setShortcuts(saveAsKeys);
    addSprites_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    connect(new_, &QAction::triggered, this, [this] {
        if (maybeSave())
            newProject();
    });
    connect(open_, &QAction::triggered, this, &ProjectController::chooseAndOpen);
    connect(save_, &QAction::triggered, this, &ProjectController::save);
    connect(saveAs_, &QAction::triggered, this, [this] { saveAs(); });
    connect(addSprites_, &QAction::triggered, this, &ProjectController::chooseSprites);
    importSheet_->setObjectName(QStringLiteral("importSheet"));
    importSheet_->setToolTip(tr("Add a sprite cut by an Aseprite or TexturePacker JSON sheet"));
    connect(importSheet_, &QAction::triggered, this, [this] {
        const QString path = ProjectDialogs::chooseSheet(window_, dialogFolder());
        if (!path.isEmpty())
            importSheet(path);
    });
    connect(openDemo_, &QAction::triggered, this, [this] {
        if (maybeSave())
            openDemo();
    });
    connect(guard_, &ProjectGuard::reloadRequested, this, [this] {
        openProject(document_->filePath()); // nothing unsaved: the guard asked
    });
    connect(guard_, &ProjectGuard::notice, this,
            [this](const QString& text) { emit notice(text); });
    connect(guard_, &ProjectGuard::readOnlyChanged, this, &ProjectController::updateTitle);
    connect(recent_, &RecentFiles::openRequested, this, &ProjectController::open);
    newProject();
}

ProjectController::~ProjectController() = default;

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
    guard_->adopt({}, {});
    replaceDocument(makeDocument());
}

bool ProjectController::open(const QString& path) {
    if (path.endsWith(QLatin1String(".hitmask"), Qt::CaseInsensitive)) {
        // The project is open here already with unsaved changes (work just restored, say):
        // opening it again must not offer to throw them away.
        if (document_->isModified() && !document_->filePath().isEmpty() &&
            QFileInfo(path) == QFileInfo(document_->filePath()))
            return true;
        return maybeSave() && openProject(path);
    }
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return importSheet(path);
    return openImages({path});
}

bool ProjectController::openAll(const QStringList& paths) {
    // Asked about as one: a sheet and images dropped together on an empty window are
    // opened together, not asked about because the sheet went first.
    const bool ask = !isUntouched();
    bool opened = false;
    QStringList images;
    for (const QString& path : paths) {
        // Projects open, JSON sheets are imported (open() tells them apart).
        if (path.endsWith(QLatin1String(".hitmask"), Qt::CaseInsensitive) ||
            path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
            opened = open(path) || opened;
        else if (!path.isEmpty())
            images << path;
    }
    return (!images.isEmpty() && addImages(images, true, ask)) || opened;
}

bool ProjectController::openImages(const QStringList& paths) {
    return addImages(paths, true, !isUntouched());
}

bool ProjectController::isUntouched() const {
    return document_->filePath().isEmpty() && document_->sprites().empty() &&
           !document_->isModified();
}

bool ProjectController::isDemo() const {
    return DemoProject::contains(document_->filePath());
}

// A saved project's art is usually beside it; the demo's hidden folder is no place to
// look for one's own.
QString ProjectController::dialogFolder() const {
    const QString path = document_->filePath();
    return path.isEmpty() || isDemo() ? QString() : QFileInfo(path).absolutePath();
}

bool ProjectController::openProject(const QString& path) {
    ProjectGuard::Claim claim = guard_->claim(path);
    if (claim.cancelled)
        return false;
    auto document = makeDocument();
    QString error;
    int located = 0;
    bool cancelled = false;
    const auto locate = [&](const QString& image, const QString& why) {
        const ProjectFile::MissingImage answer =
            locateImage_
                ? locateImage_(image, why)
                : MissingImageDialog::ask(window_, image, why, ProjectDialogs::imagesFilter());
        located += answer.choice == ProjectFile::MissingImage::Choice::TryPath ? 1 : 0;
        cancelled = answer.choice == ProjectFile::MissingImage::Choice::GiveUp;
        return answer;
    };
    if (!ProjectFile::load(*document, path, &error, locate)) {
        // Cancelled at the question: the user knows, and a second box would only repeat it.
        if (!cancelled)
            emit problem(tr("Cannot open %1: %2.").arg(QFileInfo(path).fileName(), error));
        return false;
    }
    document->markSaved();
    QStringList changed;
    if (located > 0) {
        document->undoStack()->resetClean(); // the new image paths are a change to save
        changed << tr("%n sprite image(s) found in a new place: save the project to keep it.",
                      nullptr, located);
    }
    if (const auto& leftOut = document->spritesLeftOut(); !leftOut.isEmpty()) {
        QStringList names;
        for (const ProjectDocument::SpriteLeftOut& sprite : leftOut)
            names << QFileInfo(sprite.entry.value(QStringLiteral("path")).toString()).fileName();
        changed << tr("Opened without %n sprite(s) whose image is missing: %1. The project "
                      "keeps them as they were; open it again once the images are back.",
                      nullptr, int(names.size()))
                       .arg(QLocale().createSeparatedList(names));
    }
    // Art that changed while the project was closed: said as a live reload says it.
    for (const auto& sprite : document->sprites())
        if (const QString summary = ProjectDocument::changedArtSummary(*sprite); !summary.isEmpty())
            changed << tr("%1: %2").arg(sprite->name(), summary);
    if (!changed.isEmpty())
        emit notice(changed.join(QLatin1Char(' ')));
    guard_->adopt(document->filePath(), std::move(claim));
    replaceDocument(std::move(document));
    if (!isDemo())
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
    // Its project is open in another Hitmask by now: read-only, so that Save asks for
    // another file instead of replacing the work there.
    ProjectGuard::Claim claim = ProjectGuard::claimQuietly(originalPath);
    claim.readOnly = claim.lock.isHeldElsewhere();
    guard_->adopt(originalPath, std::move(claim));
    replaceDocument(std::move(document));
    return true;
}

bool ProjectController::addSprites(const QStringList& paths) {
    return addImages(paths, false, false);
}

bool ProjectController::addImages(const QStringList& paths, bool opening, bool ask) {
    // All are loaded first, so that a failure leaves the project as it was.
    // An animated file opens with all its frames, never silently as its first.
    std::vector<SpriteFile> loaded;
    QStringList failures;
    for (const QString& path : paths) {
        SpriteFile file = SpriteFile::load(path, document_->imageLimits());
        if (file.ok())
            loaded.push_back(std::move(file));
        else
            failures << tr("%1: %2").arg(QFileInfo(path).fileName(), file.error);
    }
    if (failures.size() == 1)
        emit problem(tr("The image could not be opened:\n%1").arg(failures.front()));
    else if (!failures.isEmpty())
        emit problem(tr("Some images could not be opened:\n%1").arg(failures.join(u'\n')));
    if (loaded.empty())
        return false;
    // Opened, not added: into a project with work in it, the user says where they go (the
    // demo is never added to).
    bool startNew = opening && isDemo();
    if (opening && !startNew && ask) {
        QStringList names;
        for (const SpriteFile& file : loaded)
            names << file.path;
        const auto answer = OpenImageQuestion::ask(window_, document_->displayName(), names);
        if (answer == OpenImageQuestion::Answer::Cancel)
            return false;
        startNew = answer == OpenImageQuestion::Answer::NewProject;
    }
    if (startNew) {
        if (!maybeSave())
            return false;
        newProject();
    }
    for (const SpriteFile& file : loaded) {
        addSprite(file);
        addRecent(file.path);
    }
    return true;
}

bool ProjectController::importSheet(const QString& jsonPath) {
    const SpriteFile file = SpriteFile::loadSheet(jsonPath, document_->imageLimits());
    if (!file.ok()) {
        emit problem(tr("Cannot import %1: %2.").arg(QFileInfo(jsonPath).fileName(), file.error));
        return false;
    }
    addSprite(file);
    return true;
}

void ProjectController::addSprite(const SpriteFile& file) {
    std::unique_ptr<Sprite> sprite = file.makeSprite(document_->nextSpriteId());
    const MaskRule settings =
        defaultMaskRule(file.image, file.hadAlpha, Preferences::load().defaultThreshold);
    // The Mask dock's Mode switches the key off. The line fits a status bar beside its
    // readouts; the tooltip says why that colour and where to change it.
    if (settings.colorKey) {
        const QString name = QFileInfo(file.path).fileName();
        const QString key = settings.colorKey->name().toUpper();
        if (backgroundKeyOf(file.image).cornersAgree)
            emit notice(
                tr("%1 has no alpha: %2, its corners' colour, is now transparent.").arg(name, key),
                tr("%1 has no transparency: its corners' colour %2 is taken as "
                   "transparent. Change it under Mask > Mode.")
                    .arg(name, key));
        else
            emit notice(
                tr("%1 has no alpha: %2, most of its border, is now transparent.").arg(name, key),
                tr("%1 has no transparency and its corners differ: %2, the colour of "
                   "most of its border, is taken as transparent. Change it under "
                   "Mask > Mode.")
                    .arg(name, key));
    }
    sprite->setChannelRule(0, {ChannelSource::Image, settings});
    document_->undoStack()->push(
        new AddSprite(document_.get(), std::move(sprite), int(document_->sprites().size())));
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

ProjectController::LastProject ProjectController::openLastProject() {
    const QStringList recent = recent_->files();
    const auto last = std::find_if(recent.begin(), recent.end(), [](const QString& path) {
        return path.endsWith(QLatin1String(".hitmask"), Qt::CaseInsensitive);
    });
    if (last == recent.end())
        return LastProject::NoneRecorded;
    if (!QFileInfo::exists(*last)) {
        emit notice(tr("%1, the project open last time, is no longer there: an empty project "
                       "is open instead.")
                        .arg(QFileInfo(*last).fileName()),
                    tr("%1 was not found. Open another project with File > Open.")
                        .arg(QDir::toNativeSeparators(*last)));
        return LastProject::Failed;
    }
    return openProject(*last) ? LastProject::Opened : LastProject::Failed;
}

bool ProjectController::save() {
    if (document_->filePath().isEmpty() || isDemo() || guard_->isReadOnly())
        return saveAs();
    switch (guard_->confirmOverwrite()) {
    case ProjectGuard::Overwrite::Yes:
        return write(document_->filePath());
    case ProjectGuard::Overwrite::SaveAs:
        return saveAs();
    case ProjectGuard::Overwrite::Cancel:
        break;
    }
    return false;
}

bool ProjectController::write(const QString& path) {
    QString error;
    if (!ProjectFile::save(*document_, path, &error)) {
        emit problem(tr("The project was not saved: %1.").arg(error));
        return false;
    }
    guard_->saved(path);
    document_->markSaved();
    addRecent(path);
    return true;
}

bool ProjectController::saveAs(const QString& chosen) {
    QString path = chosen;
    if (path.isEmpty()) {
        // The demo's own folder is hidden and overwritten by Open Demo: propose Documents.
        const QString proposed =
            isDemo() ? QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                           .filePath(QFileInfo(document_->filePath()).fileName())
                     : document_->filePath();
        path = ProjectDialogs::chooseSaveTarget(window_, proposed);
        if (path.isEmpty())
            return false;
    }
    if (!path.endsWith(QLatin1String(".hitmask"), Qt::CaseInsensitive))
        path += QLatin1String(".hitmask");
    if (DemoProject::contains(path)) {
        emit problem(tr("The demo's folder is replaced each time the demo opens. Save the "
                        "project in a folder of your own."));
        return false;
    }
    // Never over a project another Hitmask has open: above all the one opened here
    // read-only, whose own file the file dialog proposes.
    if (const QString holder = guard_->openElsewhere(path); !holder.isEmpty()) {
        emit problem(tr("%1 is open in another Hitmask (%2): saving over it would replace the "
                        "work there. Save the project under another name.")
                         .arg(QFileInfo(path).fileName(), holder));
        return false;
    }
    const QString previous = document_->filePath();
    document_->setFilePath(QFileInfo(path).absoluteFilePath());
    if (!write(document_->filePath())) {
        document_->setFilePath(previous);
        return false;
    }
    return true;
}

bool ProjectController::maybeSave() {
    if (!document_->isModified())
        return true;
    const auto answer = ProjectDialogs::askToSave(window_, document_->displayName());
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void ProjectController::chooseAndOpen() {
    const QString path = ProjectDialogs::chooseToOpen(window_, dialogFolder());
    if (!path.isEmpty())
        open(path);
}

void ProjectController::chooseSprites() {
    const QStringList paths = ProjectDialogs::chooseSprites(window_, dialogFolder());
    if (!paths.isEmpty())
        addSprites(paths);
}

QStringList ProjectController::recentFiles() const {
    return recent_->files();
}

QMenu* ProjectController::recentMenu() const {
    return recent_->menu();
}

void ProjectController::addRecent(const QString& path) {
    recent_->add(path);
}

void ProjectController::updateTitle() {
    emit titleChanged(guard_->isReadOnly()
                          ? tr("%1[*] [read-only] - Hitmask").arg(document_->displayName())
                          : tr("%1[*] - Hitmask").arg(document_->displayName()));
}

} // namespace hitmask
