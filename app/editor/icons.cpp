// SPDX-License-Identifier: MIT
#include "icons.h"

#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>

namespace hitmask {

namespace {

const QColor kInk(40, 44, 52);
const QColor kAccent(255, 40, 120);

// Draws in a 24 x 24 design grid scaled to whatever size is asked for.
void drawIcon(QPainter& p, const QString& name) {
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kInk, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    if (name == QLatin1String("pencil")) {
        QPainterPath body;
        body.moveTo(5, 19);
        body.lineTo(6, 15);
        body.lineTo(16, 5);
        body.lineTo(19, 8);
        body.lineTo(9, 18);
        body.closeSubpath();
        p.setBrush(kAccent);
        p.drawPath(body);
        p.drawLine(QPointF(14, 7), QPointF(17, 10));
    } else if (name == QLatin1String("eraser")) {
        p.setBrush(QColor(250, 250, 250));
        p.save();
        p.translate(12, 12);
        p.rotate(-40);
        p.drawRoundedRect(QRectF(-8, -4, 16, 8), 1.5, 1.5);
        p.setBrush(kAccent.lighter(130));
        p.drawRoundedRect(QRectF(-8, -4, 6, 8), 1.5, 1.5);
        p.restore();
        p.drawLine(QPointF(4, 20), QPointF(20, 20));
    } else if (name == QLatin1String("autobrush")) {
        p.setBrush(Qt::NoBrush);
        p.drawArc(QRectF(5, 5, 14, 14), 60 * 16, 280 * 16);
        p.setBrush(kInk);
        QPainterPath arrow;
        arrow.moveTo(15, 3);
        arrow.lineTo(19, 7);
        arrow.lineTo(14, 8.5);
        arrow.closeSubpath();
        p.drawPath(arrow);
        p.setPen(Qt::NoPen);
        p.setBrush(kAccent);
        p.drawEllipse(QPointF(12, 12), 2.5, 2.5);
    } else if (name == QLatin1String("rectangle")) {
        p.setBrush(kAccent);
        p.drawRect(QRectF(4.5, 6.5, 15, 11));
    } else if (name == QLatin1String("ellipse")) {
        p.setBrush(kAccent);
        p.drawEllipse(QRectF(4, 6, 16, 12));
    } else if (name == QLatin1String("fill")) {
        p.setBrush(QColor(250, 250, 250));
        QPainterPath bucket;
        bucket.moveTo(5, 10);
        bucket.lineTo(12, 3);
        bucket.lineTo(19, 10);
        bucket.lineTo(12, 17);
        bucket.closeSubpath();
        p.drawPath(bucket);
        p.setBrush(kAccent);
        p.setPen(Qt::NoPen);
        QPainterPath drop;
        drop.moveTo(19, 12);
        drop.cubicTo(22, 17, 22, 20, 19.5, 20.5);
        drop.cubicTo(17, 20, 17, 17, 19, 12);
        p.drawPath(drop);
    } else if (name == QLatin1String("eyedropper")) {
        p.setBrush(QColor(250, 250, 250));
        p.drawLine(QPointF(5, 19), QPointF(13, 11));
        p.setBrush(kInk);
        p.drawEllipse(QPointF(16.5, 7.5), 3.2, 3.2);
        p.setPen(Qt::NoPen);
        p.setBrush(kAccent);
        p.drawEllipse(QPointF(5, 19), 1.8, 1.8);
    } else if (name == QLatin1String("origin")) { // a pivot: a cross in a ring
        p.drawEllipse(QPointF(12, 12), 6.5, 6.5);
        p.drawLine(QPointF(12, 2), QPointF(12, 22));
        p.drawLine(QPointF(2, 12), QPointF(22, 12));
        p.setPen(Qt::NoPen);
        p.setBrush(kAccent);
        p.drawEllipse(QPointF(12, 12), 2.2, 2.2);
    } else { // app: a sprite with its mask outline
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(86, 170, 70));
        p.drawEllipse(QRectF(3, 5, 18, 15));
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kAccent, 2, Qt::DashLine));
        p.drawRect(QRectF(2, 4, 20, 17));
    }
}

class DrawnIconEngine final : public QIconEngine {
public:
    explicit DrawnIconEngine(QString name)
        : name_(std::move(name)) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override {
        painter->save();
        painter->translate(rect.topLeft());
        painter->scale(rect.width() / 24.0, rect.height() / 24.0);
        if (mode == QIcon::Disabled)
            painter->setOpacity(0.4);
        drawIcon(*painter, name_);
        painter->restore();
    }
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        QPixmap pm(size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        paint(&p, QRect(QPoint(0, 0), size), mode, state);
        return pm;
    }
    QIconEngine* clone() const override { return new DrawnIconEngine(name_); }

private:
    QString name_;
};

} // namespace

QIcon toolIcon(const QString& name) {
    return QIcon(new DrawnIconEngine(name));
}

} // namespace hitmask
