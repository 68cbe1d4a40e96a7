// SPDX-License-Identifier: MIT
// Opening, saving and closing projects: the file actions, recent files, and the
// unsaved-changes prompt. Owns the current ProjectDocument.
#pragma once

#include "document/projectfile.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <memory>

class QAction;
class QMenu;
class QWidget;

namespace hitmask {

class ProjectDocument;
class ProjectGuard;
class RecentFiles;
struct SpriteFile;

class ProjectController final : public QObject {
    Q_OBJECT

public:
    explicit ProjectController(QWidget* window);
    ~ProjectController() override;

    ProjectDocument* document() const { return document_.get(); }
    // The lock and watch on the project's file.
    ProjectGuard* guard() const { return guard_; }

    QAction* newAction() const { return new_; }
    QAction* openAction() const { return open_; }
    QAction* saveAction() const { return save_; }
    QAction* saveAsAction() const { return saveAs_; }
    QAction* addSpritesAction() const { return addSprites_; }
    QAction* importSheetAction() const { return importSheet_; }
    QAction* openDemoAction() const { return openDemo_; }
    QMenu* recentMenu() const;

    // A .hitmask file opens as the project; images go into an empty untitled project, and
    // into any other the user is asked whether to add them or start a new project with
    // them (never into the demo: they start a new one). A .json file is imported as a
    // sprite sheet.
    bool open(const QString& path);
    // Each project in turn, then all images at once (one message for those that fail);
    // true when anything opened.
    bool openAll(const QStringList& paths);
    bool openImages(const QStringList& paths);
    bool openProject(const QString& path);
    // Opens autosaved work as an unsaved project that saves to `originalPath` (or asks
    // where, when that is empty, or when another Hitmask has it open: read-only).
    bool openRecovered(const QString& recoveryPath, const QString& originalPath, QString* error);
    bool addSprites(const QStringList& paths);
    // Adds the sprite an Aseprite or TexturePacker JSON sheet names, with its frames.
    bool importSheet(const QString& jsonPath);
    void newProject();
    // Copies the bundled demo to a writable folder and opens it there.
    bool openDemo();
    // The project opened or saved last (the newest in Open Recent), opened again. When it
    // is gone or does not open, the empty project stays and a notice or problem says why.
    enum class LastProject { Opened, Failed, NoneRecorded };
    LastProject openLastProject();
    // Saving the demo, or anything made from it, always asks where (Save As): the copy
    // in the hidden data folder is never written to.
    bool save();
    bool saveAs(const QString& path = {});
    bool isDemo() const;
    // Asks whether to save unsaved changes: false when the user cancels.
    bool maybeSave();

    QStringList recentFiles() const;

    // What to do about a project's missing sprite image: locate it, leave the sprite out
    // or give up. By default the user is asked (MissingImageDialog).
    using ImageLocator = ProjectFile::LocateImage;
    void setImageLocator(ImageLocator locator) { locateImage_ = std::move(locator); }

signals:
    void documentChanged(ProjectDocument* document);
    void titleChanged(const QString& title);
    void problem(const QString& text);
    // A passing message; `details`, when given, explain it at more length.
    void notice(const QString& text, const QString& details = QString());

private:
    static std::unique_ptr<ProjectDocument> makeDocument();
    void replaceDocument(std::unique_ptr<ProjectDocument> document);
    // `opening`: File > Open or a drop, which never adds to the demo and, with `ask`,
    // asks where the images go (see open()).
    bool addImages(const QStringList& paths, bool opening, bool ask);
    // An untitled project with nothing in it, as at start or after New Project.
    bool isUntouched() const;
    void addSprite(const SpriteFile& file);
    bool write(const QString& path);
    void chooseAndOpen();
    void chooseSprites();
    // Where File > Open, Add Sprites and Import Sprite Sheet start: the project's folder.
    QString dialogFolder() const;
    void addRecent(const QString& path);
    void updateTitle();

    QWidget* window_;
    ImageLocator locateImage_;
    std::unique_ptr<ProjectDocument> document_;
    QAction* new_;
    QAction* open_;
    QAction* save_;
    QAction* saveAs_;
    QAction* addSprites_;
    QAction* importSheet_;
    QAction* openDemo_;
    RecentFiles* recent_;
    ProjectGuard* guard_;
};

} // namespace hitmask
