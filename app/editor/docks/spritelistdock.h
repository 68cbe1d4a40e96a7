// SPDX-License-Identifier: MIT
// Lists the project's sprites; picking one shows it on the canvas.
#pragma once

#include <QDockWidget>
#include <QPointer>

class QListWidget;

namespace hitmask {

class ProjectDocument;
class Sprite;

class SpriteListDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit SpriteListDock(QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    int currentSpriteId() const;
    void selectSprite(int id);
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
