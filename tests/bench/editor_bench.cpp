// SPDX-License-Identifier: MIT
// hitmask-editor-bench: the editor's interactive costs on large sprites. It prints
// figures and never fails on timing.
#include "common/spritemask.h"
#include "document/commands/addsprite.h"
#include "document/commands/paintpixels.h"
#include "document/maskoperations.h"
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/canvas/contrast.h"
#include "editor/editfocus.h"
#include "editor/preview/collisionview.h"
#include "editor/scene/scenemodel.h"
#include "editor/scene/sceneview.h"
#include "editor/tools/toolbox.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <random>
#include <string_view>

using namespace hitmask;

namespace {

QImage blobImage(int side) {
    QImage image(side, side, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    std::mt19937 rng(3);
    const int c = side / 2;
    for (int y = 0; y < side; ++y) {
        auto* line = image.scanLine(y);
        for (int x = 0; x < side; ++x) {
            const int dx = x - c, dy = y - c;
            if (dx * dx + dy * dy < c * c * 8 / 10)
                line[4 * x + 3] = std::uint8_t(128 + rng() % 128);
        }
    }
    return image;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Every other pixel opaque: (x + y) even.
QImage checkerboardImage(int side) {
    QImage image(side, side, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int y = 0; y < side; ++y)
        for (int x = y & 1; x < side; x += 2)
            image.setPixelColor(x, y, Qt::black);
    return image;
}

// B starts at `positionB` and is dragged from scene point `grabAt` by (-4, -2) per move,
// which keeps a checkerboard on the same parity.
void dragInPreview(const char* name, const QImage& image, QPoint positionB, QPointF grabAt,
                   bool quick) {
    const Mask mask = maskFromImage(image, MaskRule{});
    CollisionView view;
    view.resize(1280, 800);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        std::printf("warning: the preview was never exposed; repaint times are not real\n");
    view.setZoom(1);
    view.setSprite(CollisionView::SpriteA, PosedSprite(QStringLiteral("a"), image, mask, {}));
    view.setSprite(CollisionView::SpriteB, PosedSprite(QStringLiteral("b"), image, mask, {}));
    view.setPosition(CollisionView::SpriteB, positionB);
    const QPoint grab = view.widgetPosOf(grabAt).toPoint();
    QTest::mousePress(&view, Qt::LeftButton, {}, grab);
    std::vector<double> times;
    const int moves = quick ? 5 : 100;
    for (int i = 1; i <= moves; ++i) {
        QElapsedTimer timer;
        timer.start();
        QTest::mouseMove(&view, grab - QPoint(i * 4, i * 2));
        view.repaint();
        times.push_back(timer.nsecsElapsed() / 1e6);
    }
    QTest::mouseRelease(&view, Qt::LeftButton, {}, grab);
    std::printf("collision preview, %s: %.2f ms per mouse move (median of %d; slowest %.2f ms); "
                "last overlap %zu pixels\n",
                name, median(times), moves, *std::max_element(times.begin(), times.end()),
                view.report().area);
}

} // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const bool quick = app.arguments().contains(QStringLiteral("--quick"));

    // The auto mask of a 4096 x 4096 sprite, with the effective mask built from it.
    {
        const QImage image = blobImage(4096);
        Sprite sprite(1, QStringLiteral("big.png"), image);
        std::vector<double> times;
        for (int i = 0; i < (quick ? 1 : 7); ++i) {
            MaskRule settings;
            settings.threshold = 10 + i;
            QElapsedTimer timer;
            timer.start();
            sprite.setChannelRule(0, {ChannelSource::Image, settings});
            times.push_back(timer.nsecsElapsed() / 1e6);
        }
        std::printf("auto mask, 4096 x 4096 sprite: %.2f ms (median of %zu)\n", median(times),
                    times.size());
    }

    // One mouse move of a pencil stroke on a 2048 x 2048 sprite at 16x, repaint included.
    {
        ProjectDocument document;
        auto sprite = std::make_unique<Sprite>(document.nextSpriteId(), QStringLiteral("big.png"),
                                               blobImage(2048));
        const int id = sprite->id();
        document.undoStack()->push(new AddSprite(&document, std::move(sprite), 0));
        ToolBox tools;
        tools.settings()->setBrushSize(8);
        CanvasView canvas(new EditFocus(&document));
        canvas.resize(1280, 800);
        canvas.editFocus()->setDocument(&document);
        canvas.show();
        if (!QTest::qWaitForWindowExposed(&canvas))
            std::printf("warning: the canvas was never exposed; repaint times are not real\n");
        canvas.editFocus()->setSprite(id);
        canvas.setTool(tools.current());
        canvas.setZoom(16, canvas.widgetPosOf(QPointF(1000, 1000)));
        const QPoint start = canvas.widgetPosOf(QPointF(990, 1000)).toPoint();
        QTest::mousePress(&canvas, Qt::LeftButton, {}, start);
        std::vector<double> times;
        const int moves = quick ? 5 : 200;
        for (int i = 1; i <= moves; ++i) {
            const QPoint to = start + QPoint((i * 7) % 600, (i * 13) % 400);
            QElapsedTimer timer;
            timer.start();
            QTest::mouseMove(&canvas, to);
            canvas.repaint();
            times.push_back(timer.nsecsElapsed() / 1e6);
        }
        QTest::mouseRelease(&canvas, Qt::LeftButton, {}, start);
        std::printf("pencil stroke, 2048 x 2048 sprite at 16x, brush 8: %.2f ms per mouse move "
                    "(median of %d; slowest %.2f ms); %zu pixels edited in %d undo step(s)\n",
                    median(times), moves, *std::max_element(times.begin(), times.end()),
                    document.sprite(id)->frames().front().solid().overrides.count(),
                    document.undoStack()->count() - 1);
    }
    // Full repaints of a 4096 x 4096 sprite zoomed out: reduced views sample one pixel per
    // screen pixel, so they should cost about what the screen costs. Also the choice of
    // the overlay colour, made once per sprite and per change of its art or rule.
    {
        ProjectDocument document;
        auto sprite = std::make_unique<Sprite>(document.nextSpriteId(), QStringLiteral("big.png"),
                                               blobImage(4096));
        const int id = sprite->id();
        document.undoStack()->push(new AddSprite(&document, std::move(sprite), 0));
        CanvasView canvas(new EditFocus(&document));
        canvas.resize(1280, 800);
        canvas.editFocus()->setDocument(&document);
        canvas.show();
        if (!QTest::qWaitForWindowExposed(&canvas))
            std::printf("warning: the canvas was never exposed; repaint times are not real\n");
        canvas.editFocus()->setSprite(id);
        for (double zoom : {1.0 / 16, 1.0 / 4, 1.0 / 2, 1.0}) {
            canvas.setZoom(zoom);
            std::vector<double> times;
            for (int i = 0; i < (quick ? 3 : 50); ++i) {
                QElapsedTimer timer;
                timer.start();
                canvas.repaint();
                times.push_back(timer.nsecsElapsed() / 1e6);
            }
            std::printf("full repaint, 4096 x 4096 sprite at %g%%, 1280 x 800: %.2f ms (median "
                        "of %zu)\n",
                        zoom * 100, median(times), times.size());
        }
        std::vector<double> times;
        for (int i = 0; i < (quick ? 3 : 50); ++i) {
            QElapsedTimer timer;
            timer.start();
            // The art's colours worked out afresh (artColours() remembers them per image).
            const QColor chosen = standOutColour(
                QColor(255, 40, 120), dominantColours(document.sprite(id)->image(), std::nullopt));
            times.push_back(timer.nsecsElapsed() / 1e6);
            (void)chosen;
        }
        std::printf("overlay colour choice, 4096 x 4096 sprite: %.2f ms (median of %zu)\n",
                    median(times), times.size());
    }
    // Whole-frame edits of a 4096 x 4096 sprite: time per edit and per undo, and what
    // each undo step holds.
    {
        ProjectDocument document;
        auto sprite = std::make_unique<Sprite>(document.nextSpriteId(), QStringLiteral("big.png"),
                                               blobImage(4096));
        const int id = sprite->id();
        document.insertSprite(std::move(sprite), 0);
        struct Operation {
            const char* name;
            bool (*run)(ProjectDocument*, int, int, int); // document, sprite, frame, channel
        };
        const Operation operations[] = {{"invert", &MaskOperations::invert},
                                        {"clear", &MaskOperations::clear},
                                        {"reset to auto", &MaskOperations::resetToAuto}};
        for (const Operation& op : operations) {
            std::vector<double> edits, undos;
            std::size_t bytes = 0;
            for (int i = 0; i < (quick ? 1 : 5); ++i) {
                if (std::string_view(op.name) == "reset to auto") // something to reset
                    MaskOperations::invert(&document, id, 0);
                QElapsedTimer timer;
                timer.start();
                if (!op.run(&document, id, 0, 0))
                    std::printf("warning: %s changed nothing\n", op.name);
                edits.push_back(timer.nsecsElapsed() / 1e6);
                const auto* step = static_cast<const PaintPixels*>(
                    document.undoStack()->command(document.undoStack()->index() - 1));
                bytes = step->edit().memoryBytes();
                timer.restart();
                document.undoStack()->undo();
                undos.push_back(timer.nsecsElapsed() / 1e6);
            }
            std::printf("%s, 4096 x 4096 sprite: %.2f ms, undo %.2f ms (medians of %zu); the "
                        "undo step holds %.2f MB, %.2f bits per pixel\n",
                        op.name, median(edits), median(undos), edits.size(), bytes / 1e6,
                        bytes * 8.0 / (4096.0 * 4096.0));
        }
    }
    // Dragging one sprite over another in the collision preview: overlap mask, area,
    // contact, separation and highlight, repaint included. Two 1024 x 1024 blobs, and two
    // 512 x 512 checkerboards (dithered art) that overlap on every move.
    dragInPreview("two 1024 x 1024 sprites", blobImage(1024), {600, 100}, {1100, 600}, quick);
    dragInPreview("two 512 x 512 checkerboards", checkerboardImage(512), {0, 0}, {256, 256}, quick);

    // The scene preview running 1,000 sprites of 48 x 48 on its default 1600 x 1000
    // field: one frame is a world step and a full repaint of a 1280 x 800 view.
    {
        ProjectDocument document;
        auto sprite = std::make_unique<Sprite>(document.nextSpriteId(), QStringLiteral("blob.png"),
                                               blobImage(48));
        const int id = sprite->id();
        document.undoStack()->push(new AddSprite(&document, std::move(sprite), 0));
        SceneModel model;
        model.setDocument(&document);
        model.addCopies(id, 0, 1000);
        SceneView view(&model);
        view.resize(1280, 800);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            std::printf("warning: the scene was never exposed; repaint times are not real\n");
        std::vector<double> steps, frames;
        const int count = quick ? 5 : 200;
        for (int i = 0; i < count; ++i) {
            QElapsedTimer timer;
            timer.start();
            model.step();
            view.repaint();
            frames.push_back(timer.nsecsElapsed() / 1e6);
            steps.push_back(model.stats().stepMs);
        }
        std::printf("scene preview, 1,000 sprites: world step %.3f ms, step and repaint %.2f ms "
                    "per frame (medians of %d; slowest frame %.2f ms); %zu pixel pairs\n",
                    median(steps), median(frames), count,
                    *std::max_element(frames.begin(), frames.end()), model.stats().pixelPairs);
    }
    return 0;
}
