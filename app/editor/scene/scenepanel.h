// SPDX-License-Identifier: MIT
// The scene preview tab: fill a playfield with copies of project sprites, run, pause,
// step and drag them, and read how many pairs collide and how long the world took.
#pragma once

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTimer;

namespace hitmask {

class ProjectDocument;
class SceneModel;
class SceneView;

class ScenePanel final : public QWidget {
    Q_OBJECT

public:
    explicit ScenePanel(QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    SceneModel* model() const { return model_; }
    SceneView* view() const { return view_; }
    QComboBox* spriteBox() const { return sprite_; }
    QComboBox* frameBox() const { return frame_; }
    QSpinBox* fillCountBox() const { return fillCount_; }
    QPushButton* fillButton() const { return fill_; }
    QSpinBox* fieldWidthBox() const { return fieldWidth_; }
    QSpinBox* fieldHeightBox() const { return fieldHeight_; }
    QSpinBox* rotationsBox() const { return rotations_; }
    QPushButton* addButton() const { return add_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* stepButton() const { return step_; }
    bool isRunning() const;
    void setRunning(bool running);
    // The live counts as shown, one per line.
    QString readoutText() const;

protected:
    void hideEvent(QHideEvent* event) override; // a hidden scene stops running

private:
    void rebuildSprites();
    void rebuildFrames();
    // (sprite id, frame index) of the sprite and frame chosen.
    QPoint chosen() const;
    void fillWithCopies();
    void addOne();
    void showStats();

    QPointer<ProjectDocument> document_;
    SceneModel* model_;
    SceneView* view_;
    QTimer* timer_;
    QComboBox* sprite_;
    QComboBox* frame_;
    QSpinBox* fillCount_;
    QPushButton* fill_;
    QPushButton* add_;
    QPushButton* clear_;
    QSpinBox* fieldWidth_;
    QSpinBox* fieldHeight_;
    QSpinBox* rotations_;
    QPushButton* run_;
    QPushButton* step_;
    QLabel* objects_;
    QLabel* boxPairs_;
    QLabel* pixelPairs_;
    QLabel* stepTime_;
};

} // namespace hitmask
