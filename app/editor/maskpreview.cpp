// SPDX-License-Identifier: MIT
#include "maskpreview.h"

#include <QPainter>

namespace hitmask {

namespace {
const QColor kOverlayColor(255, 40, 120, 110);
} // namespace

MaskPreview::MaskPreview(QWidget* parent)
    : QWidget(parent) {
    setMinimumSize(160, 120);
    setAutoFillBackground(false);
}

void MaskPreview::setSprite(const QImage& image, const Mask& mask) {
    image_ = image;
    overlay_ = QImage(mask.width(), mask.height(), QImage::Format_ARGB32_Premultiplied);
    overlay_.fill(Qt::transparent);
    const QRgb tint = kOverlayColor.rgba();
    const QRgb premultiplied = qPremultiply(tint);
    for (int y = 0; y < mask.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(overlay_.scanLine(y));
        for (int x = 0; x < mask.width(); ++x)
            if (mask.test(x, y))
                line[x] = premultiplied;
    }
    update();
}

int MaskPreview::zoom() const {
    if (image_.isNull())
        return 1;
    return std::max(1,
                    std::min((width() - 16) / image_.width(), (height() - 16) / image_.height()));
}

void MaskPreview::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window).darker(110));
    if (image_.isNull())
        return;
    const int z = zoom();
    const QRect target((width() - image_.width() * z) / 2, (height() - image_.height() * z) / 2,
                       image_.width() * z, image_.height() * z);
    // A checkerboard shows which pixels are transparent.
    const int cell = std::max(4, z);
    painter.save();
    painter.setClipRect(target);
    for (int y = target.top(); y < target.bottom(); y += cell)
        for (int x = target.left(); x < target.right(); x += cell)
            painter.fillRect(x, y, cell, cell,
                             ((x - target.left()) / cell + (y - target.top()) / cell) % 2
                                 ? QColor(204, 204, 204)
                                 : QColor(240, 240, 240));
    painter.restore();
    painter.drawImage(target, image_);
    painter.drawImage(target, overlay_);
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(target.adjusted(-1, -1, 0, 0));
}

} // namespace hitmask
