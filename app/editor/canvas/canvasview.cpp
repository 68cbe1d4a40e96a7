// SPDX-License-Identifier: MIT
#include "canvasview.h"

#include "document/projectdocument.h"
#include "document/sprite.h"
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

CanvasView::CanvasView(QWidget* parent)
    : QWidget(parent)
    , hbar_(new QScrollBar(Qt::Horizontal, this))
    , vbar_(new QScrollBar(Qt::Vertical, this)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(200, 150);
    maskColor_ = RenderStyle().maskColor;
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
}

void CanvasView::setDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    spriteId_ = -1;
    channelSpriteId_ = -1; // sprite ids start again in another document
    if (document_) {
        connect(document_, &ProjectDocument::maskChanged, this, &CanvasView::onMaskChanged);
        connect(document_, &ProjectDocument::spriteRebuilt, this, [this](int id) {
            shapes_.invalidate();
            if (id == spriteId_) {
                chooseMaskColor();
                update();
                emit spriteShown();
            }
        });
        connect(document_, &ProjectDocument::channelsChanged, this, [this](int id) {
            if (id == spriteId_) {
                followChannels();
                chooseMaskColor();
                update();
            }
        });
        connect(document_, &ProjectDocument::framePropertiesChanged, this, [this](int id) {
            if (id == spriteId_)
                update(); // the origin is drawn
        });
        connect(document_, &ProjectDocument::spriteRemoved, this, [this](int id) {
            if (id == spriteId_)
                setSprite(-1);
        });
    }
    update();
}

void CanvasView::setSprite(int spriteId, int frame) {
    const bool changed = spriteId != spriteId_;
    spriteId_ = spriteId;
    frame_ = frame;
    shapes_.invalidate();
    if (changed) {
        fitPending_ = true;
        followChannels();
        chooseMaskColor();
    }
    if (fitPending_ && width() > 0 && isVisible())
        zoomToFit();
    lastHover_ = {-1, -1};
    emit hoveredPixelChanged(lastHover_);
    updateScrollBars();
    update();
    emit spriteShown();
}

ProjectDocument* CanvasView::document() const {
    return document_;
}

const Sprite* CanvasView::sprite() const {
    return document_ ? document_->sprite(spriteId_) : nullptr;
}

const Frame* CanvasView::frame() const {
    const Sprite* s = sprite();
    if (!s || frame_ < 0 || std::size_t(frame_) >= s->frames().size())
        return nullptr;
    return &s->frames()[std::size_t(frame_)];
}

int CanvasView::channelIndex() const {
    const Sprite* s = sprite();
    return s ? std::max(0, s->channelIndex(channelId_)) : 0;
}

void CanvasView::setChannel(int channelId) {
    const Sprite* s = sprite();
    const Channel* channel = s ? s->channelById(channelId) : nullptr;
    if (!channel)
        channelId = 0;
    channelName_ = channel ? channel->name : QString();
    channelSpriteId_ = s ? s->id() : -1;
    if (channelId == channelId_)
        return;
    channelId_ = channelId;
    shapes_.invalidate();
    chooseMaskColor();
    update();
    emit channelChanged(channelId_);
}

// After the sprite or its channels changed: in the same sprite the same channel (it may
// have been renamed), in another one the channel of the same name, else solid.
void CanvasView::followChannels() {
    const Sprite* s = sprite();
    int id = 0;
    if (s && s->id() == channelSpriteId_ && s->channelById(channelId_))
        id = channelId_;
    else if (const int index = s ? s->channelIndexByName(channelName_) : -1; index >= 0)
        id = s->channels()[std::size_t(index)].id;
    channelSpriteId_ = s ? s->id() : -1;
    channelName_ = s && s->channelById(id) ? s->channelById(id)->name : QString();
    if (id != channelId_) {
        channelId_ = id;
        shapes_.invalidate();
        emit channelChanged(channelId_);
    }
}

void CanvasView::setTool(AbstractTool* tool) {
    if (tool_)
        tool_->leave();
    tool_ = tool;
    toolActive_ = false;
    updateCursor();
    update();
}

void CanvasView::chooseMaskColor() {
    // Once per sprite and per change of its image or rule, never per repaint.
    const Sprite* s = sprite();
    maskColor_ = s ? maskColorFor(*s, channelIndex()) : RenderStyle().maskColor;
}

void CanvasView::setOnionSkin(bool on) {
    onionSkin_ = on;
    update();
}

void CanvasView::setViewMode(ViewMode mode) {
    viewMode_ = mode;
    update();
}

void CanvasView::setOverlayOpacity(int percent) {
    percent = std::clamp(percent, 0, 100);
    if (percent == overlayOpacity_)
        return;
    overlayOpacity_ = percent;
    update();
    emit overlayOpacityChanged(overlayOpacity_);
}

void CanvasView::setGridVisible(bool visible) {
    gridVisible_ = visible;
    update();
}

void CanvasView::updatePixels(const QRect& pixels) {
    if (!pixels.isEmpty())
        update(widgetRectOf(pixels).toAlignedRect().adjusted(-2, -2, 2, 2));
}

void CanvasView::onMaskChanged(int spriteId, int frame, const QRect& area) {
    if (spriteId != spriteId_)
        return;
    if (frame != frame_) {
        // A neighbour's outline is drawn over this frame.
        if (onionSkin_ && (frame == frame_ - 1 || frame == frame_ + 1))
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

void CanvasView::setShapeView(ShapeView view) {
    shapes_.setView(view);
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
    if (tool_ && underMouse())
        tool_->paintPreview(painter, *this);
}

void CanvasView::paintFrame(QPainter& painter, const QRect& dirty) {
    const Sprite* s = sprite();
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
        painter.fillRect(target, viewMode_ == ViewMode::MaskOnly ? QBrush(QColor(40, 40, 48))
                                                                 : checkerBrush());
        const int current = channelIndex();
        RenderStyle style = channelStyle(*s, *f, current, maskColor_);
        style.mode = viewMode_;
        style.overlayOpacity = overlayOpacity_;
        if (onionSkin_) {
            const auto& frames = s->frames();
            const std::size_t index = std::size_t(frame_);
            if (index > 0)
                style.onionPrevious = &frames[index - 1].channel(current).effective;
            if (index + 1 < frames.size())
                style.onionNext = &frames[index + 1].channel(current).effective;
        }
        const QImage pixels = renderFrame(*f, dirtyPixels, style, step);
        const int magnify = zoom_.magnify();
        painter.drawImage(target.topLeft(),
                          magnify == 1
                              ? pixels
                              : upscale(pixels, magnify, gridVisible_ && magnify >= kGridMinZoom));
    }
    painter.setPen(QPen(palette().color(QPalette::Shadow), 0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(frameRect.adjusted(-1, -1, 0, 0));
    shapes_.paint(painter, f->channel(channelIndex()).effective, frameRect.topLeft(),
                  zoom_.factor(), viewport());
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
        tool_->press(*this, {pixelAt(event->position()), event->button(), event->modifiers()});
        update();
    }
}

void CanvasView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint pixel = pixelAt(event->position());
    if (panning_) {
        followsFit_ = false;
        setOrigin(event->position() - panStart_);
    } else if (tool_ && frame()) {
        const ToolEvent toolEvent{pixel, Qt::NoButton, event->modifiers()};
        // Repaint only where the tool's outline was and is: edits repaint themselves.
        const QRect before = tool_->previewPixels();
        if (toolActive_)
            tool_->move(*this, toolEvent);
        else
            tool_->hover(*this, toolEvent);
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
        tool_->release(*this, {pixelAt(event->position()), event->button(), event->modifiers()});
        update();
    }
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
        setCursor(Qt::CrossCursor);
}

} // namespace hitmask
