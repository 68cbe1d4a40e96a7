// SPDX-License-Identifier: MIT
#include "icons.h"

#include <QIconEngine>
#include <QPainter>

namespace hitmask {

namespace {

class DrawnIconEngine final : public QIconEngine {
public:
    explicit DrawnIconEngine(std::function<void(QPainter&)> paint)
        : paint_(std::move(paint)) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override {
        painter->save();
        painter->translate(rect.topLeft());
        painter->scale(rect.width() / 24.0, rect.height() / 24.0);
        if (mode == QIcon::Disabled)
            painter->setOpacity(0.4);
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(kIconInk, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        paint_(*painter);
        painter->restore();
    }
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        QPixmap pm(size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        paint(&p, QRect(QPoint(0, 0), size), mode, state);
        return pm;
    }
    QIconEngine* clone() const override { return new DrawnIconEngine(paint_); }

private:
    std::function<void(QPainter&)> paint_;
};

} // namespace

QIcon drawnIcon(std::function<void(QPainter&)> paint) {
    return QIcon(new DrawnIconEngine(std::move(paint)));
}

QIcon appIcon() {
    return drawnIcon([](QPainter& p) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(86, 170, 70));
        p.drawEllipse(QRectF(3, 5, 18, 15));
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kIconAccent, 2, Qt::DashLine));
        p.drawRect(QRectF(2, 4, 20, 17));
    });
}

} // namespace hitmask
