// SPDX-License-Identifier: MIT
// Lists the project's sprites; picking one shows it on the canvas, and a sprite brought
// into focus elsewhere (an undo) is the one picked.
#pragma once

#include <QDockWidget>
#include <QPointer>

class QListWidget;

namespace hitmask {

class EditFocus;
class ProjectDocument;
class Sprite;

class SpriteListDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit SpriteListDock(QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    int currentSpriteId() const;
    void selectSprite(int id);
    // Picks the sprite `focus` holds whenever it holds another one, and tells it which
    // sprites are chosen together.
    void follow(EditFocus* focus);
    QList<int> selectedSpriteIds() const;
    QListWidget* list() const { return list_; }
    static constexpr int kThumb = 32;

signals:
    void currentSpriteChanged(int id);
    void addRequested();
    void removeRequested(int id);

private:
    void rebuild();
    static QPixmap thumbnail(const Sprite& sprite);

    QPointer<ProjectDocument> document_;
    QListWidget* list_;
};

} // namespace hitmask
