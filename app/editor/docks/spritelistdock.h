// SPDX-License-Identifier: MIT
// Lists the project's sprites; picking one shows it on the canvas, and a sprite brought
// into focus elsewhere (an undo) is the one picked. A filter narrows the list by name or
// folder and a sort orders it, both views only: the project keeps its order.
#pragma once

#include <QDockWidget>
#include <QPointer>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QMenu;

namespace hitmask {

class EditFocus;
class ProjectDocument;
class Sprite;

class SpriteListDock final : public QDockWidget {
    Q_OBJECT

public:
    // How the list is ordered; saved in the settings, not in the project.
    enum class Sort { Project, Name, Folder };

    explicit SpriteListDock(QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    int currentSpriteId() const;
    void selectSprite(int id);
    // Picks the sprite `focus` holds whenever it holds another one, and tells it which
    // sprites are chosen together.
    void follow(EditFocus* focus);
    // The chosen sprites, as the list shows them (hidden ones are never chosen).
    QList<int> selectedSpriteIds() const;
    // The menu the list's context menu shows (the Sprite menu's actions).
    void setContextMenu(QMenu* menu) { contextMenu_ = menu; }
    void setSort(Sort sort);

    QListWidget* list() const { return list_; }
    QLineEdit* filterBox() const { return filter_; }
    QLabel* countLabel() const { return count_; }
    QComboBox* sortBox() const { return sort_; }
    // Ctrl+F in the dock: the keyboard goes to the filter.
    QAction* findAction() const { return find_; }
    // Small enough for a dozen rows at 1600 x 1000, large enough to tell sprites apart.
    static constexpr int kThumb = 20;

signals:
    void currentSpriteChanged(int id);
    void addRequested();
    // The Remove button, or Delete in the list: the chosen sprites are to go.
    void removeRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    void applyFilter();
    void order();
    // The sprite's image as the filter and the sort see it: from the project's folder.
    QString pathOf(const Sprite& sprite) const;
    static QPixmap thumbnail(const Sprite& sprite);
    // The row that names a folder over its sprites when the list is sorted by folder.
    static QListWidgetItem* folderHeader(const QString& folder);
    // The row's thumbnail and tooltip (file and size), which the art and rule decide.
    static void showArt(QListWidgetItem* item, const Sprite& sprite);

    QPointer<ProjectDocument> document_;
    QListWidget* list_;
    QLineEdit* filter_;
    QLabel* count_;
    QComboBox* sort_;
    QAction* find_;
    QPointer<QMenu> contextMenu_;
};

} // namespace hitmask
