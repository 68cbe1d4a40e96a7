// SPDX-License-Identifier: MIT
// The Shapes panel: how traced shapes are made (the project's shape settings, a change
// redrawing the canvas as a slider drags, one undo step per drag), the counts of the
// shapes the frame x channel in focus exports, whether they are traced or owned by hand
// (Trace Again gives them back to the mask), copying them to other frames, and the
// Shapes tool's drawing mode and snap.
#pragma once

#include <QDockWidget>
#include <QList>
#include <QPointer>
#include <functional>

class QButtonGroup;
class QCheckBox;
class QKeyEvent;
class QLabel;
class QMainWindow;
class QPushButton;
class QSlider;

namespace hitmask {

class CanvasView;
class ColliderTool;
class EditFocus;
class EditSession;
class ProjectDocument;
class SetHandShapes;
class ShapeSettingsBox;
struct EditPlace;

class ShapesDock final : public QDockWidget {
    Q_OBJECT

public:
    ShapesDock(EditFocus* focus, const CanvasView* canvas, ColliderTool* tool,
               QWidget* parent = nullptr);
    // A Shapes panel in `window`, sharing `neighbour`'s place as a tab; it comes to the
    // front when the Shapes tool is chosen.
    static ShapesDock* addTo(QMainWindow* window, EditFocus* focus, const CanvasView* canvas,
                             ColliderTool* tool, QDockWidget* neighbour);

    ShapeSettingsBox* settingsBox() const { return settings_; }
    QSlider* toleranceSlider() const { return toleranceSlider_; }
    QLabel* stateLabel() const { return state_; }
    QLabel* countsLabel() const { return counts_; }
    QPushButton* traceAgainButton() const { return traceAgain_; }
    QPushButton* copyToAllButton() const { return copyToAll_; }
    QPushButton* copyToRotationsButton() const { return copyToRotations_; }

    // Gives the frames `frameIds` of the sprite in focus the current frame's shapes in
    // the channel in focus, as one undo step.
    void copyToFrames(const QList<int>& frameIds);

protected:
    // Delete and Backspace with the keyboard focus in the panel (a mode button, the
    // checkbox) delete the shape or vertex selected on the canvas, as on the canvas: not
    // the window's Clear Mask, which would empty the mask under the selection shown.
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    bool takesDeleteKey(const QKeyEvent* key) const;
    void followDocument();
    void refresh();
    void refreshCounts();
    // `session`: the editing session the change comes from (EditSession::key), or 0.
    void pushSettings(int session);
    void traceAgain();
    void chooseFrames();
    // Pushes `copy` (a ShapeCopy step made from the place in focus, or nullptr) as one
    // undo step with making traced shapes the place's own, which a copy needs first.
    void pushCopy(const std::function<SetHandShapes*(const EditPlace&)>& copy);

    EditFocus* focus_;
    const CanvasView* canvas_;
    ColliderTool* tool_;
    QPointer<ProjectDocument> document_;
    bool refreshing_ = false;
    QButtonGroup* modes_;
    QCheckBox* halfPixels_;
    ShapeSettingsBox* settings_;
    QSlider* toleranceSlider_;
    QList<EditSession*> sessions_; // max boxes, tolerance, max vertices, grow
    QLabel* state_;
    QLabel* counts_;
    QPushButton* traceAgain_;
    QPushButton* copyTo_;
    QPushButton* copyToAll_;
    QPushButton* copyToRotations_;
};

} // namespace hitmask
