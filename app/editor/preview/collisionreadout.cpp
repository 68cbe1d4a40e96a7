// SPDX-License-Identifier: MIT
#include "collisionreadout.h"

#include <algorithm>

namespace hitmask {

QString CollisionReadout::verdict(const CollisionReport& r) {
    if (r.collides)
        return tr("<b style='color:#d0008c'>Colliding</b>: %Ln pixel(s) overlap", nullptr,
                  int(r.area));
    if (r.solidBoxesTouch)
        return tr("<b>Not colliding</b>: the solid boxes touch but no pixels do");
    if (r.boxesTouch)
        return tr("<b>Not colliding</b>: the image boxes touch but no pixels do");
    return tr("<b>Not colliding</b>: apart");
}

QString CollisionReadout::details(const CollisionReport& r) {
    QString text = tr("B at %1, %2 in A's pixels").arg(r.offset.x).arg(r.offset.y);
    if (!r.collides)
        return text;
    const Separation& p = r.push;
    const int smallest = std::min({p.left, p.right, p.up, p.down});
    auto push = [smallest](const QString& name, int value) {
        return value == smallest ? QStringLiteral("<b>%1 %2</b>").arg(name).arg(value)
                                 : QStringLiteral("%1 %2").arg(name).arg(value);
    };
    text += tr("<br>Overlap box: %1, %2, %3 x %4")
                .arg(r.overlapRect.x)
                .arg(r.overlapRect.y)
                .arg(r.overlapRect.width)
                .arg(r.overlapRect.height);
    text += tr("<br>First contact: %1, %2").arg(r.firstContact->x).arg(r.firstContact->y);
    text += tr("<br>Push B to separate: %1, %2, %3, %4")
                .arg(push(tr("left"), p.left), push(tr("right"), p.right), push(tr("up"), p.up),
                     push(tr("down"), p.down));
    return text;
}

} // namespace hitmask
