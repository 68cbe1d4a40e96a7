// SPDX-License-Identifier: MIT
#include "boxreadout.h"

#include <QLocale>
#include <hitmask/boxes.hpp>

namespace hitmask {

BoxReadout::BoxReadout(QWidget* parent)
    : QLabel(parent) {
    setTextFormat(Qt::RichText);
    setWordWrap(true);
    setToolTip(tr("The same pair as rectangles: each posed mask cut into the fewest boxes "
                  "that cover exactly its pixels, tested box against box"));
}

void BoxReadout::setMask(int which, const Mask& posedMask) {
    boxes_[which == 0 ? 0 : 1] = minimalBoxes(posedMask);
}

void BoxReadout::showReport(const CollisionReport& report) {
    overlap_ = boxesOverlap(boxes_[0], boxes_[1], report.offset.x, report.offset.y);
    const QLocale locale;
    QString text = tr("Boxes (%1 + %2, exact): %3")
                       .arg(locale.toString(qulonglong(boxes_[0].size())),
                            locale.toString(qulonglong(boxes_[1].size())),
                            overlap_ ? tr("overlap") : tr("apart"));
    // Exact boxes cover the posed pixels and nothing else, so a mismatch means a bug,
    // and is worth saying loudly rather than hiding.
    if (overlap_ == report.collides)
        text += QLatin1Char(' ') + tr("(agrees with the pixels)");
    else
        text +=
            QLatin1Char(' ') + tr("<b style='color:#c00000'>(disagrees: pixels say %1)</b>")
                                   .arg(report.collides ? tr("colliding") : tr("not colliding"));
    setText(text);
}

} // namespace hitmask
