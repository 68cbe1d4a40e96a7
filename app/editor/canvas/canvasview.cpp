// SPDX-License-Identifier: MIT
#include "canvasview.h"

#include "document/projectdocument.h"
#include "document/sprite.h"
#include "editor/editfocus.h"
#include "editor/tools/abstracttool.h"
#include "framerenderer.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>
#include <cmath>

namespace hitmask {

namespace {
QBrush checkerBrush() {
    QPixmap tile(16, 16);
    tile.fill(QColor(236, 236, 236));
    QPainter p(&tile);
    p.fillRect(0, 0, 8, 8, QColor(200, 200, 200));
    p.fillRect(8, 8, 8, 8, QColor(200, 200, 200));
    return QBrush(tile);
}
} // namespace

CanvasView::CanvasView(EditFocus* focus, QWidget* parent)
    : QWidget(parent)
    , focus_(focus)
    , options_(new ViewOptions(this))
    , hbar_(new QScrollBar(Qt::Horizontal, this))
    , vbar_(new QScrollBar(Qt::Vertical, this)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(200, 150);
    for (QScrollBar* bar : {hbar_, vbar_}) {
        bar->setCursor(Qt::ArrowCursor);
        bar->setFocusPolicy(Qt::NoFocus);
        bar->hide();
    }
    // The bars hold minus the origin: dragging a bar right moves the frame left.
    connect(hbar_, &QScrollBar::valueChanged, this, [this](int value) {
        followsFit_ = false;
        setOrigin(QPointF(-value, origin_.y()));
    });
    connect(vbar_, &QScrollBar::valueChanged, this, [this](int value) {
        followsFit_ = false;
        setOrigin(QPointF(origin_.x(), -value));
    });
    shapes_.onChange([this](bool ready) {
        update();
        if (ready)
            emit shapesReady();
    });
    connect(options_, &ViewOptions::changed, this, [this] {
        syncShapes();
        update();
    });
    connect(focus_, &EditFocus::documentChanged, this, &CanvasView::followDocument);
    connect(focus_, &EditFocus::placeChanged, this, &CanvasView::showPlace);
    // The art or the channels changed under the same place: the overlay's colours may too.
    for (auto changed : {&EditFocus::spriteRebuilt, &EditFocus::channelsChanged})
        connect(focus_, changed, this, [this] {
            shapes_.invalidate();
            update();
        });
    followDocument(focus_->document());
    showPlace();
}

void CanvasView::followDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    shownSprite_ = -1; // sprite ids start again in another document
    if (document_) {
        connect(document_, &ProjectDocument::maskChanged, this, &CanvasView::onMaskChanged);
        connect(document_, &ProjectDocument::framePropertiesChanged, this, [this](int id) {
            if (id == focus_->spriteId())
                update(); // the origin is drawn
        });
        connect(document_, &ProjectDocument::handShapesChanged, this, [this](int id) {
            if (id == focus_->spriteId()) {
                shapes_.invalidate();
                update();
            }
        });
        connect(document_, &ProjectDocument::exportSettingsChanged, this, [this] {
            syncShapes();
            update();
        });
    }
    syncShapes();
    update();
}

void CanvasView::showPlace() {
    const bool otherSprite = focus_->spriteId() != shownSprite_;
    const bool otherFrame = otherSprite || focus_->frameIndex() != shownFrame_;
    shownSprite_ = focus_->spriteId();
    shownFrame_ = focus_->frameIndex();
    shapes_.invalidate();
    if (otherSprite)
        fitPending_ = true;
    if (otherFrame) {
        if (fitPending_ && width() > 0 && isVisible())
            zoomToFit();
        lastHover_ = {-1, -1};
        emit hoveredPixelChanged(lastHover_);
        updateScrollBars();
    }
    update();
}

const Frame* CanvasView::frame() const {
    return focus_->frame();
}

void CanvasView::setTool(AbstractTool* tool) {
    if (tool_) {
        tool_->leave();
        disconnect(tool_, nullptr, this, nullptr);
    }
    tool_ = tool;
    toolActive_ = false;
    if (tool_)
        connect(tool_, &AbstractTool::previewChanged, this, qOverload<>(&QWidget::update));
    syncShapes();
    updateCursor();
    update();
}

void CanvasView::syncShapes() {
    const ShapeSettings settings = document_ ? document_->exportSettings().shapes : ShapeSettings();
    shapes_.setSettings(settings);
    // The Shapes tool edits what the export writes: its kind, whatever the View menu says.
    if (tool_ && tool_->showsShapes())
        shapes_.setView(settings.kind == ShapeSettings::Kind::Boxes ? ShapeView::Boxes
                                                                    : ShapeView::Polygons);
    else
        shapes_.setView(options_->shapeView());
}

void CanvasView::updatePixels(const QRect& pixels) {
    if (!pixels.isEmpty())
        update(widgetRectOf(pixels).toAlignedRect().adjusted(-2, -2, 2, 2));
}

void CanvasView::onMaskChanged(int spriteId, int frame, const QRect& area) {
    if (spriteId != focus_->spriteId())
        return;
    if (const int shown = focus_->frameIndex(); frame != shown) {
        // A neighbour's outline is drawn over this frame.
        if (options_->onionSkin() && (frame == shown - 1 || frame == shown + 1))
            updatePixels(area);
        return;
    }
    if (shapes_.view() == ShapeView::None) {
        updatePixels(area);
        return;
    }
    // Shapes may change anywhere when one pixel does.
    shapes_.invalidate();
    update();
}

void CanvasView::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.fillRect(event->rect(), palette().color(QPalette::Dark));
    if (!frame()) {
        painter.setPen(palette().color(QPalette::BrightText));
        painter.drawText(
            rect().adjusted(24, 24, -24, -24), Qt::AlignCenter | Qt::TextWordWrap,
            tr("Open an image or a project (%1), or drag files here.\n"
               "New to Hitmask? Help > Open Demo Project shows a finished one.")
                .arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
        return;
    }
    paintFrame(painter, event->rect().intersected(viewport()));
    if (tool_ && (underMouse() || tool_->showsShapes()))
        tool_->paintPreview(painter, *this);
}

void CanvasView::paintFrame(QPainter& painter, const QRect& dirty) {
    const Sprite* s = focus_->sprite();
    const Frame* f = frame();
    painter.setClipRect(viewport());
    const QRect whole(QPoint(0, 0), f->size());
    const QRectF frameRect = widgetRectOf(whole);
    // Only the pixels in the repainted area are rendered. Reduced, every screen pixel
    // samples the top-left pixel of its block, so the cost follows the screen, not the sprite.
    const int step = zoom_.shrink();
    const QRect dirtyPixels =
        QRect(pixelAt(dirty.topLeft()), pixelAt(dirty.bottomRight()) + QPoint(step - 1, step - 1))
            .intersected(whole);
    if (!dirtyPixels.isEmpty()) {
        const QRectF target = widgetRectOf(dirtyPixels);
        painter.setBrushOrigin(frameRect.topLeft());
        painter.fillRect(target, options_->viewMode() == ViewMode::MaskOnly
                                     ? QBrush(QColor(40, 40, 48))
                                     : checkerBrush());
        const int current = focus_->channelIndex();
        RenderStyle style = channelStyle(*s, *f, current);
        style.mode = options_->viewMode();
        style.overlayOpacity = options_->overlayOpacity();
        if (options_->onionSkin()) {
            const auto& frames = s->frames();
            const std::size_t index = std::size_t(focus_->frameIndex());
            if (index > 0)
                style.onionPrevious = &frames[index - 1].channel(current).effective;
            if (index + 1 < frames.size())
                style.onionNext = &frames[index + 1].channel(current).effective;
        }
        const QImage pixels = renderFrame(*f, dirtyPixels, style, step);
        const int magnify = zoom_.magnify();
        painter.drawImage(target.topLeft(), magnify == 1 ? pixels
                                                         : upscale(pixels, magnify,
                                                                   options_->gridVisible() &&
                                                                       magnify >= kGridMinZoom));
    }
    painter.setPen(QPen(palette().color(QPalette::Shadow), 0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(frameRect.adjusted(-1, -1, 0, 0));
    shapes_.paint(painter, f->channel(focus_->channelIndex()), frameRect.topLeft(), zoom_.factor(),
                  viewport());
    paintOrigin(painter, widgetPosOf(QPointF(f->origin)));
    painter.setClipping(false);
}

void CanvasView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && spaceHeld_)) {
        panning_ = true;
        panStart_ = event->position() - origin_;
        updateCursor();
        return;
    }
    if (tool_ && frame()) {
        toolActive_ = true;
        tool_->press(*focus_, toolEvent(event, event->button()));
        update();
    }
}

void CanvasView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint pixel = pixelAt(event->position());
    if (panning_) {
        followsFit_ = false;
        setOrigin(event->position() - panStart_);
    } else if (tool_ && frame()) {
        const ToolEvent moved = toolEvent(event, Qt::NoButton);
        // Repaint only where the tool's outline was and is: edits repaint themselves.
        const QRect before = tool_->previewPixels();
        if (toolActive_)
            tool_->move(*focus_, moved);
        else
            tool_->hover(*focus_, moved);
        updateCursor();
        updatePixels(before);
        updatePixels(tool_->previewPixels());
    }
    mousePos_ = event->position();
    setHovered(pixel);
}

void CanvasView::setHovered(QPoint pixel) {
    const Frame* f = frame();
    const QPoint hovered =
        f && QRect(QPoint(0, 0), f->size()).contains(pixel) ? pixel : QPoint(-1, -1);
    if (hovered != lastHover_) {
        lastHover_ = hovered;
        emit hoveredPixelChanged(hovered);
    }
}

void CanvasView::rehover() {
    if (mousePos_)
        setHovered(pixelAt(*mousePos_));
}

void CanvasView::mouseReleaseEvent(QMouseEvent* event) {
    if (panning_ && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        panning_ = false;
        updateCursor();
        return;
    }
    if (tool_ && toolActive_) {
        toolActive_ = false;
        tool_->release(*focus_, toolEvent(event, event->button()));
        update();
    }
}

void CanvasView::mouseDoubleClickEvent(QMouseEvent* event) {
    if (panning_ || spaceHeld_ || !tool_ || !frame() || event->button() != Qt::LeftButton) {
        mousePressEvent(event);
        return;
    }
    // Qt sends the second press of a double-click as this event: tools that only press
    // take it as a press, and a tool that knows double-clicks gets it after its press.
    toolActive_ = true;
    tool_->press(*focus_, toolEvent(event, event->button()));
    tool_->doubleClick(*focus_, toolEvent(event, event->button()));
    update();
}

ToolEvent CanvasView::toolEvent(const QMouseEvent* event, Qt::MouseButton button) const {
    return {pixelAt(event->position()), button, event->modifiers(), positionAt(event->position()),
            this};
}

bool CanvasView::event(QEvent* event) {
    // A key the tool takes wins over a window shortcut on the same key.
    if (event->type() == QEvent::ShortcutOverride && tool_ && frame()) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (tool_->takesKey(key->key(), key->modifiers())) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void CanvasView::wheelEvent(QWheelEvent* event) {
    const int delta = event->angleDelta().y();
    if (delta != 0)
        setZoomLevel(zoom_.stepped(delta > 0 ? 1 : -1), event->position());
    event->accept();
}

void CanvasView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = true;
        updateCursor();
        return;
    }
    if (tool_ && frame() && tool_->takesKey(event->key(), event->modifiers()) &&
        tool_->keyPress(*focus_, event->key(), event->modifiers())) {
        update();
        return;
    }
    QWidget::keyPressEvent(event);
}

void CanvasView::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = false;
        updateCursor();
        return;
    }
    QWidget::keyReleaseEvent(event);
}

void CanvasView::leaveEvent(QEvent*) {
    mousePos_.reset();
    if (tool_)
        tool_->leave();
    lastHover_ = {-1, -1};
    emit hoveredPixelChanged(lastHover_);
    update();
}

void CanvasView::updateCursor() {
    if (panning_)
        setCursor(Qt::ClosedHandCursor);
    else if (spaceHeld_)
        setCursor(Qt::OpenHandCursor);
    else
        setCursor(tool_ ? tool_->cursor() : Qt::CrossCursor);
}

} // namespace hitmask
