// SPDX-License-Identifier: MIT
// The collision preview tab: pick sprites A and B (from the project or any image), pose
// them, drag them about, and read how they collide.
#pragma once

#include "collisionview.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QToolButton;

namespace hitmask {

class ProjectDocument;

class PreviewPanel final : public QWidget {
    Q_OBJECT

public:
    explicit PreviewPanel(QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    CollisionView* view() const { return view_; }
    // Shows a project sprite (by id) or an image file as A or B.
    void showProjectSprite(CollisionView::Which which, int spriteId);
    bool showImageFile(CollisionView::Which which, const QString& path);
    QString readoutText() const;

private:
    struct Side {
        QComboBox* source = nullptr;
        QDoubleSpinBox* rotation = nullptr;
        QCheckBox* flipH = nullptr;
        QCheckBox* flipV = nullptr;
        QSpinBox* scale = nullptr;
        int spriteId = -1; // -1 when an image file is shown
    };

    QWidget* createSideControls(CollisionView::Which which, const QString& title);
    void rebuildSources();
    void onSourceActivated(CollisionView::Which which, int index);
    void applyPose(CollisionView::Which which);
    void refreshFromDocument(int spriteId);
    void showReport(const CollisionReport& report);

    QPointer<ProjectDocument> document_;
    CollisionView* view_;
    Side sides_[2];
    QSpinBox* zoom_;
    QToolButton* highlight_;
    QComboBox* keysMove_;
    QLabel* verdict_;
    QLabel* details_;
};

} // namespace hitmask
