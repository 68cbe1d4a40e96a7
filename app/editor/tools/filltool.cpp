// SPDX-License-Identifier: MIT
#include "filltool.h"

#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "document/projectdocument.h"
#include "editor/editfocus.h"
#include "editor/icons.h"
#include "toolsettings.h"

#include <QPainter>
#include <QPainterPath>
#include <vector>

namespace hitmask {

FillTool::FillTool(ToolSettings* settings, QObject* parent)
    : AbstractTool(tr("Fill"), QStringLiteral("fill"), QKeySequence(Qt::Key_G), settings, parent) {}

void FillTool::floodFill(const Frame& frame, QPoint start, bool solid, PixelEdits& edits,
                         int channel) {
    const Mask& mask = frame.channel(channel).effective;
    const int w = frame.width();
    const int h = frame.height();
    if (start.x() < 0 || start.y() < 0 || start.x() >= w || start.y() >= h)
        return;
    const bool target = mask.test(start.x(), start.y());
    std::vector<std::uint8_t> visited(std::size_t(w) * std::size_t(h), 0);
    // Scanline fill: each popped seed fills its whole run, then seeds the rows around it.
    std::vector<QPoint> seeds{start};
    while (!seeds.empty()) {
        const QPoint p = seeds.back();
        seeds.pop_back();
        if (visited[std::size_t(p.y()) * w + p.x()] || mask.test(p.x(), p.y()) != target)
            continue;
        int left = p.x();
        while (left > 0 && mask.test(left - 1, p.y()) == target &&
               !visited[std::size_t(p.y()) * w + left - 1])
            --left;
        int right = p.x();
        while (right + 1 < w && mask.test(right + 1, p.y()) == target &&
               !visited[std::size_t(p.y()) * w + right + 1])
            ++right;
        edits.setSpan(p.y(), left, right + 1, solid ? Override::Solid : Override::Empty);
        for (int x = left; x <= right; ++x) {
            visited[std::size_t(p.y()) * w + x] = 1;
            for (const int ny : {p.y() - 1, p.y() + 1})
                if (ny >= 0 && ny < h && !visited[std::size_t(ny) * w + x] &&
                    mask.test(x, ny) == target)
                    seeds.push_back({x, ny});
        }
    }
}

void FillTool::press(EditFocus& focus, const ToolEvent& event) {
    const Frame* frame = focus.frame();
    ProjectDocument* document = focus.document();
    if (!paints(event.button) || !frame || !document)
        return;
    PixelEdits edits(*frame, focus.channelIndex());
    floodFill(*frame, event.pixel, settings()->paintSolid() != paintsOpposite(event.button), edits,
              focus.channelIndex());
    if (RegionEdit edit = edits.take(); !edit.isEmpty())
        document->undoStack()->push(new PaintPixels(document, focus.spriteId(), frame->id,
                                                    std::move(edit), 0, tr("Fill"),
                                                    focus.channelId()));
}

void FillTool::paintIcon(QPainter& p) const {
    p.setBrush(QColor(250, 250, 250));
    p.drawPolygon(QPolygonF({{5, 10}, {12, 3}, {19, 10}, {12, 17}}));
    p.setBrush(kIconAccent);
    p.setPen(Qt::NoPen);
    QPainterPath drop;
    drop.moveTo(19, 12);
    drop.cubicTo(22, 17, 22, 20, 19.5, 20.5);
    drop.cubicTo(17, 20, 17, 17, 19, 12);
    p.drawPath(drop);
}

} // namespace hitmask
