// SPDX-License-Identifier: MIT
// Fuzz target: how a sprite file becomes frames, from the text a user or a script hands
// in. Each line of the input is one argument. A first line "grid" gives a grid by its
// numbers instead, one a line (image width, image height, cell width, cell height,
// columns, rows, margin, spacing, skip empty) as the editor's slicing dialog sets it;
// anything else is hitmask-cli's frame and mask rule options (--frames, --grid, --margin,
// --spacing, --sheet-json, --rotations, --threshold, --color-key, --key-tolerance) over
// one of the sprites made here (sprite.png, strip.png, sheet.png with sheet.json,
// anim.gif; sprite.png unless a positional argument names another).
#include "cli/cli.h"
#include "cli/clioptions.h"
#include "cli/frameoptions.h"
#include "fuzzfiles.h"
#include "support/gifwriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>
#include <cstdlib>

namespace {

QImage pattern(int w, int h) {
    QImage image(w, h, QImage::Format_RGBA8888);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            image.setPixelColor(x, y, QColor(x * 9 % 256, y * 7 % 256, 60, ((x / 2 ^ y) & 3) * 85));
    return image;
}

const QStringList kSprites{QStringLiteral("sprite.png"), QStringLiteral("strip.png"),
                           QStringLiteral("sheet.png"), QStringLiteral("anim.gif")};

void makeSprites(const QDir& dir) {
    pattern(6, 5).save(dir.filePath(QStringLiteral("sprite.png")));
    pattern(24, 6).save(dir.filePath(QStringLiteral("strip.png")));
    pattern(12, 6).save(dir.filePath(QStringLiteral("sheet.png")));
    hitmask::fuzz::writeFile(dir.filePath(QStringLiteral("sheet.json")), R"({"frames": {
 "a": {"frame": {"x": 0, "y": 0, "w": 4, "h": 3}, "duration": 100},
 "b": {"frame": {"x": 5, "y": 0, "w": 2, "h": 2}, "trimmed": true,
       "spriteSourceSize": {"x": 1, "y": 1, "w": 2, "h": 2}, "sourceSize": {"w": 4, "h": 3}},
 "c": {"frame": {"x": 8, "y": 0, "w": 3, "h": 2}, "rotated": true, "trimmed": true,
       "spriteSourceSize": {"x": 1, "y": 0, "w": 3, "h": 2}, "sourceSize": {"w": 4, "h": 3}}},
 "meta": {"size": {"w": 12, "h": 6}, "frameTags": [{"name": "t", "from": 0, "to": 2}]}})");
    hitmask::fuzz::writeFile(
        dir.filePath(QStringLiteral("anim.gif")),
        hitmask::testing::writeGif({{0, 1, 2, 3, 0, 1}, {3, 2, 1, 0, 3, 2}}, 3, 2, {5, 10}));
}

QTemporaryDir* folder() {
    static QTemporaryDir* dir = [] {
        auto* d = new QTemporaryDir;
        makeSprites(QDir(d->path()));
        // --sheet-json names its file relative to here, as on a command line.
        QDir::setCurrent(d->path());
        return d;
    }();
    return dir;
}

void checkGrid(const QStringList& lines) {
    int n[9] = {};
    for (int i = 0; i < 9; ++i)
        n[i] = lines.value(i + 1).toInt();
    const QSize size(qBound(1, n[0], 80), qBound(1, n[1], 80));
    hitmask::GridSpec grid;
    if (n[2] != 0 || n[3] != 0)
        grid.cell = QSize(n[2], n[3]);
    grid.columns = n[4];
    grid.rows = n[5];
    grid.margin = n[6];
    grid.spacing = n[7];
    grid.skipEmpty = n[8] != 0;
    const hitmask::FrameSet set =
        hitmask::FrameGrid::sliceGrid(pattern(size.width(), size.height()), grid);
    if (set.ok() == set.frames.isEmpty())
        std::abort(); // frames exactly when no error
    for (const hitmask::SourceFrame& frame : set.frames)
        if (!QRect(QPoint(0, 0), size).contains(frame.sourceRect) ||
            frame.image.size() != frame.sourceRect.size())
            std::abort(); // every cell inside the image, and its pixels the cell's size
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    folder();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QStringList lines =
        QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size)).split(u'\n');
    if (lines.value(0) == QLatin1String("grid")) {
        checkGrid(lines);
        return 0;
    }
    QCommandLineParser parser;
    hitmask::cli::FrameOptions::add(parser);
    hitmask::cli::CliOptions::addMaskRuleOptions(parser);
    parser.addPositionalArgument(QStringLiteral("sprite"), QString());
    if (!parser.parse(QStringList{QStringLiteral("mask")} + lines))
        return 0;
    QString sprite = parser.positionalArguments().value(0);
    if (!kSprites.contains(sprite))
        sprite = kSprites.front(); // only the sprites made here, never any other file
    hitmask::MaskRule rule;
    hitmask::FramePlaces places;
    try {
        const hitmask::FrameSet set =
            hitmask::cli::FrameOptions::load(parser, sprite, &rule, &places);
        if (!set.ok() || set.frames.isEmpty() ||
            places.rects.size() > std::size_t(set.frames.size()))
            std::abort(); // load() throws rather than return a failed set
        for (const hitmask::SourceFrame& frame : set.frames) {
            const hitmask::Mask mask = hitmask::maskFromImage(frame.image, rule);
            if (mask.width() != frame.image.width() || mask.height() != frame.image.height())
                std::abort();
        }
    } catch (const hitmask::cli::Failure& failure) {
        if (failure.message.isEmpty())
            std::abort(); // a refusal says why
    }
    return 0;
}
