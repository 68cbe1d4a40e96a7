// SPDX-License-Identifier: MIT
// Base of the canvas tools: the canvas forwards mouse events in frame pixels, and a
// tool edits the place in focus through undo commands, never through the window or the
// canvas widget; it sees the view only through ViewTransform, to draw its outlines.
#pragma once

#include <QIcon>
#include <QKeySequence>
#include <QObject>
#include <QPoint>
#include <QPointF>
#include <QRect>
#include <QString>

class QPainter;

namespace hitmask {

class EditFocus;
class ToolSettings;
class ViewTransform;

struct ToolEvent {
    QPoint pixel; // frame coordinates; may lie outside the frame
    Qt::MouseButton button = Qt::NoButton;
    Qt::KeyboardModifiers modifiers;
    QPointF position; // the same place to a fraction of a pixel, in pixel-edge units
    const ViewTransform* view = nullptr; // the view the event came through
};

class AbstractTool : public QObject {
    Q_OBJECT

public:
    AbstractTool(QString name, QString iconName, QKeySequence shortcut, ToolSettings* settings,
                 QObject* parent = nullptr);

    const QString& name() const { return name_; }
    const QString& iconName() const { return iconName_; }
    const QKeySequence& shortcut() const { return shortcut_; }
    // Drawn by paintIcon() at any size.
    QIcon icon() const;
    // The toolbar's picture of the tool, in the 24 x 24 grid drawnIcon() sets up.
    virtual void paintIcon(QPainter& painter) const = 0;

    virtual void press(EditFocus& focus, const ToolEvent& event) = 0;
    // By default a drag only moves the outline, and letting go does nothing: tools that
    // act once on press need no more.
    virtual void move(EditFocus&, const ToolEvent& event) {
        hover_ = event.pixel;
        hasHover_ = true;
    }
    virtual void release(EditFocus&, const ToolEvent&) {}
    // The mouse moved with no button held.
    virtual void hover(EditFocus&, const ToolEvent& event) {
        hover_ = event.pixel;
        hasHover_ = true;
    }
    virtual void leave() { hasHover_ = false; }
    // A second click in the same place; the first one came as a press and a release.
    virtual void doubleClick(EditFocus&, const ToolEvent&) {}
    // Keys the tool takes while the canvas has the keyboard, before any shortcut of the
    // window with the same key (Delete clears the mask, but deletes a selected shape).
    virtual bool takesKey(int key, Qt::KeyboardModifiers modifiers) const {
        Q_UNUSED(key);
        Q_UNUSED(modifiers);
        return false;
    }
    // Acts on a key takesKey() said yes to; returns whether it did.
    virtual bool keyPress(EditFocus&, int key, Qt::KeyboardModifiers modifiers) {
        Q_UNUSED(key);
        Q_UNUSED(modifiers);
        return false;
    }
    // True for a tool that edits the exported shapes: the canvas then shows them as the
    // export writes them, and the tool's drawing even without the mouse over the canvas.
    virtual bool showsShapes() const { return false; }
    // The mouse cursor over the canvas: what a press there would take hold of.
    virtual Qt::CursorShape cursor() const { return Qt::CrossCursor; }
    // Outlines drawn over the canvas: the brush under the mouse, a shape being dragged.
    virtual void paintPreview(QPainter&, const ViewTransform&) const {}
    // The frame pixels paintPreview() draws over; empty when it draws nothing.
    virtual QRect previewPixels() const { return hasHover_ ? QRect(hover_, hover_) : QRect(); }

    // The left button paints what the settings say, the right one the opposite
    // (Aseprite's habit): no trip to X and back for a quick fix.
    static bool paints(Qt::MouseButton button) {
        return button == Qt::LeftButton || button == Qt::RightButton;
    }
    static bool paintsOpposite(Qt::MouseButton button) { return button == Qt::RightButton; }

signals:
    // A passing message for the status bar: why an edit was refused.
    void notice(const QString& text);
    // What paintPreview() draws changed outside a mouse event (a key, an undo).
    void previewChanged();

protected:
    ToolSettings* settings() const { return settings_; }
    QPoint hover_;
    bool hasHover_ = false;

private:
    QString name_;
    QString iconName_;
    QKeySequence shortcut_;
    ToolSettings* settings_;
};

} // namespace hitmask
