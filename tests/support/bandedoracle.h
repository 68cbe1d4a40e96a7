// SPDX-License-Identifier: MIT
// tst_bandedmask's oracle (masks and background keys from the rules' definitions, over
// Qt's decoded pixels) and its runs of hitmask-cli's two loading paths.
#pragma once

#include "cli/cli.h"
#include "cli/clioptions.h"
#include "cli/frameoptions.h"

#include <QImage>
#include <QTest>
#include <random>

namespace hitmask::testing::banded {

using namespace hitmask::cli;

// Plain bytes from the definitions: solid where alpha > threshold, or, with a key, unless
// alpha is 0 or each of R, G, B lies within the tolerance of the key's.
struct Rule {
    int threshold = 0;
    bool keyed = false;
    int r = 0, g = 0, b = 0, tolerance = 0;
};

inline std::vector<bool> oracleMask(const QImage& decoded, const Rule& rule) {
    const QImage image = decoded.convertToFormat(QImage::Format_RGBA8888);
    std::vector<bool> solid;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const uchar* p = image.constScanLine(y) + 4 * x;
            if (!rule.keyed) {
                solid.push_back(p[3] > rule.threshold);
                continue;
            }
            const auto near = [&](int v, int k) {
                return std::abs(v - k) <= rule.tolerance;
            };
            solid.push_back(
                !(p[3] == 0 || (near(p[0], rule.r) && near(p[1], rule.g) && near(p[2], rule.b))));
        }
    return solid;
}

// The background of art without alpha: the corners' colour when all four agree, else
// the colour most border pixels have, ties to the first met from the top-left, along the
// top and bottom rows then down the sides.
inline QRgb oracleBackground(const QImage& decoded) {
    const QImage image = decoded.convertToFormat(QImage::Format_RGBA8888);
    const auto at = [&](int x, int y) {
        const uchar* p = image.constScanLine(y) + 4 * x;
        return QRgb(p[0] << 16 | p[1] << 8 | p[2]);
    };
    const int w = image.width(), h = image.height();
    if (at(w - 1, 0) == at(0, 0) && at(0, h - 1) == at(0, 0) && at(w - 1, h - 1) == at(0, 0))
        return at(0, 0);
    std::vector<std::pair<QRgb, int>> counts;
    const auto count = [&](QRgb c) {
        for (auto& [colour, n] : counts)
            if (colour == c)
                return void(++n);
        counts.push_back({c, 1});
    };
    for (int x = 0; x < w; ++x) {
        count(at(x, 0));
        if (h > 1)
            count(at(x, h - 1));
    }
    for (int y = 1; y < h - 1; ++y) {
        count(at(0, y));
        if (w > 1)
            count(at(w - 1, y));
    }
    auto best = counts.front();
    for (const auto& c : counts)
        if (c.second > best.second)
            best = c;
    return best.first;
}

inline std::vector<bool> bitsOf(const Mask& mask) {
    std::vector<bool> bits;
    for (int y = 0; y < mask.height(); ++y)
        for (int x = 0; x < mask.width(); ++x)
            bits.push_back(mask.test(x, y));
    return bits;
}

inline QStringList optionsOf(const Rule& rule, bool keyExplicit) {
    QStringList options{QStringLiteral("--threshold"), QString::number(rule.threshold)};
    if (keyExplicit && rule.keyed)
        options << QStringLiteral("--color-key")
                << QStringLiteral("%1%2%3")
                       .arg(rule.r, 2, 16, QLatin1Char('0'))
                       .arg(rule.g, 2, 16, QLatin1Char('0'))
                       .arg(rule.b, 2, 16, QLatin1Char('0'));
    else if (keyExplicit)
        options << QStringLiteral("--color-key") << QStringLiteral("none");
    if (rule.keyed && rule.tolerance > 0)
        options << QStringLiteral("--key-tolerance") << QString::number(rule.tolerance);
    return options;
}

struct Outcome {
    std::vector<Mask> masks;
    std::vector<QPoint> origins;
    FramePlaces places;
    QString error;
};

inline void parse(QCommandLineParser& parser, const QStringList& options, const QString& file) {
    CliOptions::addMaskRuleOptions(parser);
    FrameOptions::add(parser);
    QVERIFY(parser.parse(QStringList{QStringLiteral("mask")} + options + QStringList{file}));
}

// hitmask-cli's masks: banded where it can (FrameOptions::loadMasks) or today's image path.
inline Outcome run(const QStringList& options, const QString& file, bool banded) {
    QCommandLineParser parser;
    parse(parser, options, file);
    Outcome out;
    try {
        if (banded) {
            MaskFrames frames = FrameOptions::loadMasks(parser, file, &out.places);
            out.masks = std::move(frames.masks);
            out.origins = frames.origins;
        } else {
            MaskRule rule;
            const FrameSet set = FrameOptions::load(parser, file, &rule, &out.places);
            for (const SourceFrame& frame : set.frames) {
                out.masks.push_back(maskFromImage(frame.image, rule));
                out.origins.push_back(frame.origin);
            }
        }
    } catch (const Failure& failure) {
        out.error = failure.message;
    }
    return out;
}

inline bool tookBandedPath(const QStringList& options, const QString& file) {
    QCommandLineParser parser;
    parse(parser, options, file);
    return bandedSpriteMask(file, parser).has_value();
}

inline void compareOutcomes(const Outcome& banded, const Outcome& today) {
    QCOMPARE(banded.error, today.error);
    QCOMPARE(banded.masks.size(), today.masks.size());
    for (std::size_t i = 0; i < banded.masks.size(); ++i)
        QVERIFY2(banded.masks[i] == today.masks[i], qPrintable(QStringLiteral("frame %1").arg(i)));
    QCOMPARE(banded.origins, today.origins);
    QCOMPARE(banded.places.imageSize, today.places.imageSize);
    QCOMPARE(banded.places.rects, today.places.rects);
}

// Pixels that make every rule matter: a few flat colours (one of them the key), noise,
// alpha 0, 255 and values in between.
inline QByteArray samples(std::mt19937& rng, qsizetype count, int maxValue) {
    QByteArray bytes;
    for (qsizetype i = 0; i < count; ++i)
        bytes += char(rng() % 3 == 0 ? 0 : rng() % (maxValue + 1));
    return bytes;
}

} // namespace hitmask::testing::banded
